import { useEffect, useId, useRef, useState } from 'react';
import { Field } from '../../ui/Field';
import { formatCents } from '../../lib/money';
import { DraftRestoredNote } from '../../vault/ui/DraftRestoredNote';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ExpenseRowView } from './ExpenseRowView';
import { SheetNameDialog } from './SheetNameDialog';
import { displayName, netSentence, parseSplitRatio, ruleSentence } from './settle';
import { useSheets } from './useSheets';
import { StartOver } from '../../ui/StartOver';

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
  const p1Label = displayName(draft.parent1Name, 'Parent 1');
  const p2Label = displayName(draft.parent2Name, 'Parent 2');

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

  const guardUnsaved = (what: string, then: () => void) => {
    if (!dirty) return then();
    setDialog({
      type: 'confirm',
      title: 'Unsaved changes',
      message: `“${draft.name}” has changes that are not saved. ${what} anyway and lose them?`,
      confirmLabel: 'Discard changes',
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
      title: 'Clear this sheet?',
      message: `This empties “${draft.name}” and deletes its saved copy from this device. It cannot be undone.`,
      confirmLabel: 'Clear & Reset',
      onConfirm: () => void sheets.clear(),
    });

  const newSheet = () =>
    guardUnsaved('Start a new sheet', () =>
      setDialog({
        type: 'name',
        title: 'New sheet',
        initial: new Date().toLocaleDateString('en-US', { month: 'long', year: 'numeric' }),
        confirmLabel: 'Create sheet',
        onSubmit: sheets.create,
      }),
    );

  const rename = () =>
    setDialog({
      type: 'name',
      title: 'Rename sheet',
      initial: draft.name,
      confirmLabel: 'Rename',
      onSubmit: (name) => void sheets.rename(name),
    });

  const removeSheet = () =>
    setDialog({
      type: 'confirm',
      title: 'Delete this sheet?',
      message: `“${draft.name}” and all its expenses will be deleted from this device. This cannot be undone.`,
      confirmLabel: 'Delete sheet',
      onConfirm: () => void sheets.remove(),
    });

  if (!sheets.ready || sheets.sheetId === null) {
    return (
      <p className="muted" role="status">
        Opening your expense sheets…
      </p>
    );
  }

  const damaged = sheets.damagedCount;

  return (
    <div ref={rootRef} className="exp" data-testid="expense-tracker">
      <section className="card exp-sheets no-print" aria-labelledby={`${uid}-sh`}>
        <h2 id={`${uid}-sh`} className="visually-hidden">
          Sheets
        </h2>
        <Field id={`${uid}-sheet`} label="Sheet" className="field exp-sheets__pick">
          {(control) => (
            <select
              {...control}
              value={sheets.sheetId ?? undefined}
              onChange={(e) => {
                const id = e.target.value;
                guardUnsaved('Switch sheets', () => sheets.open(id));
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
            New sheet
          </button>
          <button type="button" className="btn btn--secondary" onClick={rename}>
            Rename sheet
          </button>
        </div>
        {/* The destructive action stands apart, behind a line (it also asks before deleting). */}
        <div className="exp-sheets__danger">
          <button type="button" className="btn btn--danger" onClick={removeSheet}>
            Delete sheet
          </button>
        </div>
        {damaged > 0 ? (
          <p className="alert alert--warning">
            {damaged === 1 ? 'One saved sheet' : `${damaged} saved sheets`} could not be read and {damaged === 1 ? 'is' : 'are'}{' '}
            not shown. Your other sheets are not affected.
          </p>
        ) : null}
      </section>

      <DraftRestoredNote draft={sheets.autosave} />

      <p className="exp-print-title">
        <strong>{draft.name}</strong>
        {draft.monthYear.trim() ? ` · ${draft.monthYear}` : ''}
      </p>

      <section className="card" aria-labelledby={`${uid}-details`}>
        <h2 id={`${uid}-details`}>Details</h2>
        <div className="exp-details">
          <Field id={`${uid}-p1`} label="Parent 1 name">
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
          <Field id={`${uid}-p2`} label="Parent 2 name">
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
          <Field id={`${uid}-month`} label="Month / Year">
            {(control) => (
              <input
                {...control}
                type="text"
                placeholder="e.g. March 2025"
                value={draft.monthYear}
                onChange={(e) => {
                  const v = e.target.value;
                  edit((d) => ({ ...d, monthYear: v }));
                }}
              />
            )}
          </Field>
          <Field id={`${uid}-split`} label={<>Split ratio: {p1Label}’s share (%)</>} describedBy={`${uid}-split-hint`}>
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
                  A whole number from 0 to 100. {p1Label} {ratio}%, {p2Label} {100 - ratio}%.
                </span>
              </>
            )}
          </Field>
        </div>
      </section>

      <section className="card exp-rows-card" aria-labelledby={`${uid}-rows`}>
        <h2 id={`${uid}-rows`}>Expenses</h2>
        <p className="field__hint exp-settled-hint">
          <strong>Paid by</strong> is who paid the bill. <strong>Settled</strong> is Yes once the other parent has already paid
          back their share, so the expense no longer counts toward what is owed.
        </p>
        <div className="exp-head" aria-hidden="true">
          <span>Date</span>
          <span>Description</span>
          <span>Amount ($)</span>
          <span>Category</span>
          <span>Paid by</span>
          <span>Settled</span>
          <span />
        </div>
        {draft.rows.length === 0 ? <p className="muted">No expenses yet. Press Add Expense to add one.</p> : null}
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
            Add Expense
          </button>
        </div>
      </section>

      <section className="card exp-summary" aria-labelledby={`${uid}-sum`} data-testid="exp-summary">
        <h2 id={`${uid}-sum`}>Summary</h2>
        <dl>
          <dt>Total expenses</dt>
          <dd data-testid="exp-total">{formatCents(summary.totalExpenses)}</dd>
          <dt>Owed to {p1Label}</dt>
          <dd data-testid="exp-owed-p1">{formatCents(summary.owedToP1)}</dd>
          <dt>Owed to {p2Label}</dt>
          <dd data-testid="exp-owed-p2">{formatCents(summary.owedToP2)}</dd>
        </dl>
        <p className="exp-net" data-testid="exp-net" aria-live="polite">
          {netSentence(summary, draft)}
        </p>
        <p className="field__hint">How it is worked out: {ruleSentence(draft)}</p>
      </section>

      <div className="btn-row">
        <button type="button" className="btn" onClick={save} disabled={busy !== null}>
          {busy === 'saving' ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => void sheets.load()} disabled={busy !== null}>
          Load
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => window.print()}>
          Print
        </button>
        <button type="button" className="btn btn--secondary" onClick={sheets.exportCsv}>
          Export CSV
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => void sheets.exportPdf()}
          disabled={busy !== null}
          aria-busy={busy === 'pdf'}
        >
          {busy === 'pdf' ? 'Building PDF…' : 'Download PDF Summary'}
        </button>
      </div>
      {busy === 'pdf' ? (
        <p className="muted" role="status">
          Building your PDF on this device…
        </p>
      ) : null}
      <p className="muted no-print" data-testid="exp-save-state">
        {dirty ? 'You have unsaved changes.' : isSaved ? 'All changes saved on this device.' : 'This sheet is not saved yet.'}
      </p>
      <StartOver
        testId="exp-start-over"
        hint="Clear & Reset empties this sheet and deletes its saved copy from this device. It asks before it does anything."
        label="Clear & Reset"
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
