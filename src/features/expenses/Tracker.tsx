import { useEffect, useId, useRef, useState } from 'react';
import { BusyButton } from '../../ui/BusyButton';
import { Field } from '../../ui/Field';
import { formatCents } from '../../lib/money';
import { DraftRestoredNote } from '../../vault/ui/DraftRestoredNote';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ExpenseRowView } from './ExpenseRowView';
import { SheetNameDialog } from './SheetNameDialog';
import { netSentence, parentLabels, parseSplitRatio, ruleSentence } from './settle';
import { useSheets } from './useSheets';
import { StartOver } from '../../ui/StartOver';
import { useLang, useMessages } from '../../ui/i18n';
import * as m from '../../content/messages/expenses/compiled/en.js';
import { expensesMessages } from './expensesMessages';

type DialogState =
  | null
  | { type: 'confirm'; title: string; message: string; confirmLabel: string; onConfirm: () => void }
  | { type: 'name'; title: string; initial: string; confirmLabel: string; onSubmit: (name: string) => void };

/**
 * The tracker itself; rendered only while the vault is unlocked. Its sheets, their
 * persistence and exports are in useSheets(); this renders them and asks before anything
 * that loses or deletes work.
 */
export function Tracker() {
  const uid = useId();
  const sheets = useSheets();
  const { draft, dirty, isSaved, busy, summary, ratio, edit } = sheets;
  const [dialog, setDialog] = useState<DialogState>(null);
  const focusRow = useRef<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const t = useMessages(expensesMessages);
  const lang = useLang();
  const { p1: p1Label, p2: p2Label } = parentLabels(draft, t);

  // Move focus to the first box of a row just added.
  useEffect(() => {
    const id = focusRow.current;
    if (!id) return;
    focusRow.current = null;
    document.getElementById(`exp-${id}-date`)?.focus();
  });

  const addRow = () => {
    focusRow.current = sheets.addRow();
  };

  /** `question` says what losing the changes is for ("Start a new sheet anyway and lose them?"). */
  const guardUnsaved = (question: string, then: () => void) => {
    if (!dirty) return then();
    setDialog({
      type: 'confirm',
      title: t(m.unsaved_title),
      message: t(question, { name: draft.name }),
      confirmLabel: t(m.discard_changes),
      onConfirm: then,
    });
  };

  const save = async () => {
    const ms = await sheets.save();
    // How long the vault write took, read by tests/bench/expenses.bench.mjs.
    if (ms !== null) rootRef.current?.setAttribute('data-last-save-ms', ms.toFixed(1));
  };

  const clear = () =>
    setDialog({
      type: 'confirm',
      title: t(m.clear_title),
      message: t(m.clear_message, { name: draft.name }),
      confirmLabel: t(m.clear_reset),
      onConfirm: () => void sheets.clear(),
    });

  const newSheet = () =>
    guardUnsaved(m.unsaved_new, () =>
      setDialog({
        type: 'name',
        title: t(m.new_sheet),
        initial: new Date().toLocaleDateString(lang === 'es' ? 'es-US' : 'en-US', { month: 'long', year: 'numeric' }),
        confirmLabel: t(m.create_sheet),
        onSubmit: sheets.create,
      }),
    );

  const rename = () =>
    setDialog({
      type: 'name',
      title: t(m.rename_sheet),
      initial: draft.name,
      confirmLabel: t(m.rename),
      onSubmit: (name) => void sheets.rename(name),
    });

  const removeSheet = () =>
    setDialog({
      type: 'confirm',
      title: t(m.delete_title),
      message: t(m.delete_message, { name: draft.name }),
      confirmLabel: t(m.delete_sheet),
      onConfirm: () => void sheets.remove(),
    });

  if (!sheets.ready || sheets.sheetId === null) {
    return (
      <p className="muted" role="status" aria-busy="true">
        {t(m.opening)}
      </p>
    );
  }

  const damaged = sheets.damagedCount;

  return (
    <div ref={rootRef} className="exp" data-testid="expense-tracker">
      <section className="card exp-sheets no-print" aria-labelledby={`${uid}-sh`}>
        <h2 id={`${uid}-sh`} className="visually-hidden">
          {t(m.sheets)}
        </h2>
        <Field id={`${uid}-sheet`} label={t(m.sheet)} className="field exp-sheets__pick">
          {(control) => (
            <select
              {...control}
              value={sheets.sheetId ?? undefined}
              onChange={(e) => {
                const id = e.target.value;
                guardUnsaved(m.unsaved_switch, () => sheets.open(id));
              }}
            >
              {sheets.options.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="btn-row exp-sheets__actions">
          <button type="button" className="btn btn--secondary" onClick={newSheet}>
            {t(m.new_sheet)}
          </button>
          <button type="button" className="btn btn--secondary" onClick={rename}>
            {t(m.rename_sheet)}
          </button>
        </div>
        {/* The destructive action stands apart, behind a line (it also asks before deleting). It is
            offered only once the open sheet has a saved copy: a fresh sheet has nothing to delete. */}
        {isSaved ? (
          <div className="exp-sheets__danger">
            <button type="button" className="btn btn--danger" onClick={removeSheet}>
              {t(m.delete_sheet)}
            </button>
          </div>
        ) : null}
        {damaged > 0 ? (
          <p className="alert alert--warning">{damaged === 1 ? t(m.damaged_one) : t(m.damaged_many, { count: damaged })}</p>
        ) : null}
      </section>

      <DraftRestoredNote draft={sheets.autosave} />

      <p className="exp-print-title">
        <strong>{draft.name}</strong>
        {draft.monthYear.trim() ? ` · ${draft.monthYear}` : ''}
      </p>

      <section className="card" aria-labelledby={`${uid}-details`}>
        <h2 id={`${uid}-details`}>{t(m.details)}</h2>
        <div className="exp-details">
          <Field id={`${uid}-p1`} label={t(m.parent1_name)}>
            {(control) => (
              <input
                {...control}
                type="text"
                autoComplete="off"
                value={draft.parent1Name}
                onChange={(e) => {
                  const v = e.target.value;
                  edit((d) => ({ ...d, parent1Name: v }));
                }}
              />
            )}
          </Field>
          <Field id={`${uid}-p2`} label={t(m.parent2_name)}>
            {(control) => (
              <input
                {...control}
                type="text"
                autoComplete="off"
                value={draft.parent2Name}
                onChange={(e) => {
                  const v = e.target.value;
                  edit((d) => ({ ...d, parent2Name: v }));
                }}
              />
            )}
          </Field>
          <Field id={`${uid}-month`} label={t(m.month_year)}>
            {(control) => (
              <input
                {...control}
                type="text"
                placeholder={t(m.month_placeholder)}
                value={draft.monthYear}
                onChange={(e) => {
                  const v = e.target.value;
                  edit((d) => ({ ...d, monthYear: v }));
                }}
              />
            )}
          </Field>
          <Field id={`${uid}-split`} label={t(m.split_label, { name: p1Label })} describedBy={`${uid}-split-hint`}>
            {(control) => (
              <>
                <input
                  {...control}
                  type="text"
                  inputMode="numeric"
                  value={draft.splitText}
                  onChange={(e) => {
                    const v = e.target.value;
                    edit((d) => ({ ...d, splitText: v }));
                  }}
                  onBlur={() => {
                    const clean = String(parseSplitRatio(draft.splitText));
                    if (clean !== draft.splitText) edit((d) => ({ ...d, splitText: clean }));
                  }}
                />
                <span id={`${uid}-split-hint`} className="field__hint" data-testid="exp-split-hint">
                  {t(m.split_hint, { p1: p1Label, r1: ratio, p2: p2Label, r2: 100 - ratio })}
                </span>
              </>
            )}
          </Field>
        </div>
      </section>

      <section className="card exp-rows-card" aria-labelledby={`${uid}-rows`}>
        <h2 id={`${uid}-rows`}>{t(m.expenses)}</h2>
        <p className="field__hint exp-settled-hint">
          <strong>{t(m.paid_by)}</strong> {t(m.paid_by_hint)} <strong>{t(m.settled)}</strong> {t(m.settled_hint)}
        </p>
        <div className="exp-head" aria-hidden="true">
          <span>{t(m.date)}</span>
          <span>{t(m.description)}</span>
          <span>{t(m.amount_usd)}</span>
          <span>{t(m.category)}</span>
          <span>{t(m.paid_by)}</span>
          <span>{t(m.settled)}</span>
          <span />
        </div>
        {draft.rows.length === 0 ? <p className="muted">{t(m.no_expenses)}</p> : null}
        <ol className="exp-rows">
          {draft.rows.map((row, i) => (
            <ExpenseRowView
              key={row.id}
              row={row}
              index={i}
              p1Label={p1Label}
              p2Label={p2Label}
              onChange={sheets.changeRow}
              onAmount={sheets.changeAmount}
              onRemove={sheets.removeRow}
            />
          ))}
        </ol>
        <div className="btn-row">
          <button type="button" className="btn btn--secondary" onClick={addRow}>
            {t(m.add_expense)}
          </button>
        </div>
      </section>

      <section className="card exp-summary" aria-labelledby={`${uid}-sum`} data-testid="exp-summary">
        <h2 id={`${uid}-sum`}>{t(m.summary)}</h2>
        <dl>
          <dt>{t(m.total)}</dt>
          <dd data-testid="exp-total">{formatCents(summary.totalExpenses)}</dd>
          <dt>{t(m.owed_to, { name: p1Label })}</dt>
          <dd data-testid="exp-owed-p1">{formatCents(summary.owedToP1)}</dd>
          <dt>{t(m.owed_to, { name: p2Label })}</dt>
          <dd data-testid="exp-owed-p2">{formatCents(summary.owedToP2)}</dd>
        </dl>
        <p className="exp-net" data-testid="exp-net" aria-live="polite">
          {netSentence(summary, draft, t)}
        </p>
        <p className="field__hint">{t(m.how_worked, { rule: ruleSentence(draft, t) })}</p>
      </section>

      <div className="btn-row">
        {/* While busy, BusyButton ignores presses and keeps the focus (aria-disabled, never disabled). */}
        <BusyButton busy={busy === 'saving'} blocked={busy !== null} busyLabel={t(m.saving)} onPress={() => void save()}>
          {t(m.save)}
        </BusyButton>
        <BusyButton
          className="btn btn--secondary"
          busy={busy === 'loading'}
          blocked={busy !== null}
          onPress={() => void sheets.load()}
        >
          {t(m.load)}
        </BusyButton>
        <button type="button" className="btn btn--secondary" onClick={() => window.print()}>
          {t(m.print)}
        </button>
        <button type="button" className="btn btn--secondary" onClick={sheets.exportCsv}>
          {t(m.export_csv)}
        </button>
        <BusyButton
          className="btn btn--secondary"
          busy={busy === 'pdf'}
          blocked={busy !== null}
          busyLabel={t(m.building_pdf)}
          onPress={() => void sheets.exportPdf()}
        >
          {t(m.download_pdf)}
        </BusyButton>
      </div>
      {busy === 'pdf' ? (
        <p className="muted" role="status">
          {t(m.building_note)}
        </p>
      ) : null}
      <p className="muted no-print" data-testid="exp-save-state">
        {dirty ? t(m.state_unsaved) : isSaved ? t(m.state_saved) : t(m.state_new)}
      </p>
      <StartOver
        testId="exp-start-over"
        hint={t(m.clear_hint)}
        label={t(m.clear_reset)}
        onClick={clear}
        disabled={busy !== null}
      />

      {dialog?.type === 'confirm' ? (
        <ConfirmDialog
          open
          title={dialog.title}
          message={dialog.message}
          confirmLabel={dialog.confirmLabel}
          onCancel={() => setDialog(null)}
          onConfirm={() => {
            const fn = dialog.onConfirm;
            setDialog(null);
            fn();
          }}
        />
      ) : null}
      {dialog?.type === 'name' ? (
        <SheetNameDialog
          title={dialog.title}
          initial={dialog.initial}
          confirmLabel={dialog.confirmLabel}
          onCancel={() => setDialog(null)}
          onSubmit={(name) => {
            const fn = dialog.onSubmit;
            setDialog(null);
            fn(name);
          }}
        />
      ) : null}
    </div>
  );
}
