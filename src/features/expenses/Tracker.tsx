import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../lib/errorMessage';
import { deleteRecord, loadRecord, saveRecord } from '../../vault/records';
import { useVaultList } from '../../vault/useVaultRecord';
import { formatCents, parseCents } from '../../lib/money';
import { downloadPdf, saveBlob } from '../../lib/pdf';
import { useVaultDraft } from '../../vault/useVaultDraft';
import { DraftRestoredNote } from '../../vault/ui/DraftRestoredNote';
import { toast } from '../../ui/toast';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { expenseSheetKind } from './kind';
import { ExpenseRowView } from './ExpenseRowView';
import {
  fromDraft,
  toDraft,
  toDraftRow,
  validateTrackerState,
  type DraftRow,
  type SheetDraft,
  type TrackerState,
} from './sheetDraft';
import { SheetNameDialog } from './SheetNameDialog';
import { csvFilename, sheetToCsv } from './csv';
import { blankRow, blankSheet, displayName, netSentence, parseSplitRatio, ruleSentence, settle } from './settle';

const EMPTY_DRAFT: SheetDraft = toDraft(blankSheet('My expenses'));

function newSheetId(): string {
  return `sheet-${crypto.randomUUID()}`;
}

const errText = (err: unknown) => errorMessage(err, 'Something went wrong. Nothing was changed.');

/** The name of this tool's autosaved draft. */
const DRAFT_TOOL = 'expense-tracker';

type DialogState =
  | null
  | { type: 'confirm'; title: string; message: string; confirmLabel: string; onConfirm: () => void }
  | { type: 'name'; title: string; initial: string; confirmLabel: string; onSubmit: (name: string) => void };

/** The tracker itself; rendered only while the vault is unlocked. */
export function Tracker() {
  const uid = useId();
  const list = useVaultList(expenseSheetKind);
  // What the tracker opens with: the newest saved sheet, or a new one (chosen once).
  const [base, setBase] = useState<TrackerState | null>(null);
  useEffect(() => {
    if (base !== null || list.status !== 'ready') return;
    const first = list.items[0];
    setBase(
      first
        ? { sheetId: first.id, sheet: toDraft(first.value) }
        : { sheetId: newSheetId(), sheet: toDraft(blankSheet('My expenses')) },
    );
  }, [base, list.status, list.items]);
  const tracker = useVaultDraft({ tool: DRAFT_TOOL, base, validate: validateTrackerState });
  const { dirty } = tracker;
  const current = tracker.value ? { id: tracker.value.sheetId } : null;
  const draft: SheetDraft = tracker.value?.sheet ?? EMPTY_DRAFT;
  const [busy, setBusy] = useState<null | 'saving' | 'loading' | 'pdf' | 'clearing'>(null);
  const [dialog, setDialog] = useState<DialogState>(null);
  const focusRow = useRef<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const ratio = parseSplitRatio(draft.splitText);
  const summary = useMemo(() => settle(draft.rows, ratio), [draft.rows, ratio]);
  const p1Label = displayName(draft.parent1Name, 'Parent 1');
  const p2Label = displayName(draft.parent2Name, 'Parent 2');

  /** Shows a sheet as saved (or new), with no unsaved changes. */
  const show = (sheetId: string, sheet: SheetDraft) => void tracker.reset({ sheetId, sheet });

  // Move focus to the first box of a row just added.
  useEffect(() => {
    const id = focusRow.current;
    if (!id) return;
    focusRow.current = null;
    document.getElementById(`exp-${id}-date`)?.focus();
  });

  const trackerEdit = tracker.edit;
  const edit = useCallback(
    (fn: (d: SheetDraft) => SheetDraft) => trackerEdit((t) => ({ ...t, sheet: fn(t.sheet) })),
    [trackerEdit],
  );

  const onChange = useCallback(
    (id: string, patch: Partial<DraftRow>) =>
      edit((d) => ({ ...d, rows: d.rows.map((r) => (r.id === id ? { ...r, ...patch } : r)) })),
    [edit],
  );
  const onAmount = useCallback(
    (id: string, text: string) => {
      const cents = text.trim() === '' ? 0 : parseCents(text);
      onChange(id, { amountText: text, amountCents: cents ?? 0, amountInvalid: cents === null });
    },
    [onChange],
  );
  const onRemove = useCallback((id: string) => edit((d) => ({ ...d, rows: d.rows.filter((r) => r.id !== id) })), [edit]);
  const addRow = () => {
    const row = toDraftRow(blankRow());
    focusRow.current = row.id;
    edit((d) => ({ ...d, rows: [...d.rows, row] }));
  };

  const savedIds = new Set(list.items.map((i) => i.id));
  const isSaved = current ? savedIds.has(current.id) : false;

  const openSheet = (id: string) => {
    const item = list.items.find((i) => i.id === id);
    if (!item) return;
    show(id, toDraft(item.value));
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
    if (!current) return;
    const bad = draft.rows.findIndex((r) => r.amountInvalid);
    if (bad >= 0) {
      toast({
        title: 'Check the amounts',
        description: `Expense ${bad + 1} has an amount that is not a number of zero or more. Fix it, then save again. Nothing was saved.`,
        variant: 'destructive',
      });
      return;
    }
    setBusy('saving');
    const t0 = performance.now();
    const snapshot = tracker.value;
    try {
      await saveRecord(expenseSheetKind, current.id, fromDraft(draft));
      rootRef.current?.setAttribute('data-last-save-ms', (performance.now() - t0).toFixed(1));
      if (snapshot) tracker.saved(snapshot);
      toast({ title: 'Saved!', description: 'Your expense sheet has been saved to your browser.', variant: 'success' });
    } catch (err) {
      toast({ title: 'Error', description: `Could not save your expense sheet. ${errText(err)}`, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  const load = async () => {
    if (!current) return;
    setBusy('loading');
    try {
      const value = await loadRecord(expenseSheetKind, current.id);
      if (value === null) {
        toast({
          title: 'No Saved Data',
          description: "We couldn't find any saved data in your browser.",
          variant: 'destructive',
        });
        return;
      }
      show(current.id, toDraft(value));
      toast({ title: 'Loaded!', description: 'Your saved expense sheet has been loaded.', variant: 'success' });
    } catch (err) {
      toast({ title: 'Error', description: errText(err), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  const clear = () =>
    setDialog({
      type: 'confirm',
      title: 'Clear this sheet?',
      message: `This empties “${draft.name}” and deletes its saved copy from this device. It cannot be undone.`,
      confirmLabel: 'Clear & Reset',
      onConfirm: async () => {
        if (!current) return;
        setBusy('clearing');
        try {
          await deleteRecord(expenseSheetKind, current.id);
          show(current.id, toDraft(blankSheet(draft.name)));
          toast({
            title: 'Cleared!',
            description: 'The form has been reset and saved data has been cleared.',
            variant: 'success',
          });
        } catch (err) {
          toast({ title: 'Error', description: errText(err), variant: 'destructive' });
        } finally {
          setBusy(null);
        }
      },
    });

  const newSheet = () =>
    guardUnsaved('Start a new sheet', () =>
      setDialog({
        type: 'name',
        title: 'New sheet',
        initial: new Date().toLocaleDateString('en-US', { month: 'long', year: 'numeric' }),
        confirmLabel: 'Create sheet',
        onSubmit: (name) => {
          show(newSheetId(), toDraft(blankSheet(name)));
          toast({ title: 'New sheet', description: `“${name}” is ready. Press Save to keep it.` });
        },
      }),
    );

  const rename = () =>
    setDialog({
      type: 'name',
      title: 'Rename sheet',
      initial: draft.name,
      confirmLabel: 'Rename',
      onSubmit: async (name) => {
        // The new name is not an unsaved change by itself: the saved copy is renamed too.
        if (dirty) edit((d) => ({ ...d, name }));
        else if (current) show(current.id, { ...draft, name });
        if (!current || !isSaved) return;
        try {
          // Rename the saved copy too, without saving edits the parent has not saved yet.
          const saved = await loadRecord(expenseSheetKind, current.id);
          if (saved) await saveRecord(expenseSheetKind, current.id, { ...saved, name });
          toast({ title: 'Sheet renamed', description: `The sheet is now called “${name}”.`, variant: 'success' });
        } catch (err) {
          toast({ title: 'Error', description: `Could not rename the saved sheet. ${errText(err)}`, variant: 'destructive' });
        }
      },
    });

  const removeSheet = () =>
    setDialog({
      type: 'confirm',
      title: 'Delete this sheet?',
      message: `“${draft.name}” and all its expenses will be deleted from this device. This cannot be undone.`,
      confirmLabel: 'Delete sheet',
      onConfirm: async () => {
        if (!current) return;
        try {
          if (isSaved) await deleteRecord(expenseSheetKind, current.id);
          const next = list.items.find((i) => i.id !== current.id);
          if (next) show(next.id, toDraft(next.value));
          else show(newSheetId(), toDraft(blankSheet('My expenses')));
          toast({ title: 'Sheet deleted', description: `“${draft.name}” was deleted.` });
        } catch (err) {
          toast({ title: 'Error', description: errText(err), variant: 'destructive' });
        }
      },
    });

  const exportCsv = () => {
    const csv = sheetToCsv(fromDraft(draft));
    saveBlob(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), csvFilename(fromDraft(draft)));
  };

  const exportPdf = async () => {
    setBusy('pdf');
    const sheet = fromDraft(draft);
    try {
      const { expenseSummaryDocument } = await import('./expensePdf');
      await downloadPdf(
        (kit) => expenseSummaryDocument(kit, sheet, summary),
        csvFilename(sheet).replace(/\.csv$/, '-summary.pdf'),
      );
    } catch (err) {
      toast({
        title: 'PDF not created',
        description: `The PDF could not be built. Your sheet is unchanged. ${errText(err)}`,
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  };

  if (list.status !== 'ready' || current === null) {
    return (
      <p className="muted" role="status">
        Opening your expense sheets…
      </p>
    );
  }

  const options = list.items.map((i) => ({ id: i.id, name: i.id === current.id ? draft.name : i.value.name }));
  if (!isSaved) options.unshift({ id: current.id, name: `${draft.name} (not saved yet)` });

  return (
    <div ref={rootRef} className="exp" data-testid="expense-tracker">
      <section className="card exp-sheets no-print" aria-labelledby={`${uid}-sh`}>
        <h2 id={`${uid}-sh`} className="visually-hidden">
          Sheets
        </h2>
        <div className="field exp-sheets__pick">
          <label htmlFor={`${uid}-sheet`}>Sheet</label>
          <select
            id={`${uid}-sheet`}
            value={current.id}
            onChange={(e) => {
              const id = e.target.value;
              guardUnsaved('Switch sheets', () => openSheet(id));
            }}
          >
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </div>
        <div className="btn-row">
          <button type="button" className="btn btn--secondary btn--small" onClick={newSheet}>
            New sheet
          </button>
          <button type="button" className="btn btn--secondary btn--small" onClick={rename}>
            Rename sheet
          </button>
          <button type="button" className="btn btn--danger btn--small" onClick={removeSheet}>
            Delete sheet
          </button>
        </div>
        {list.damaged.length > 0 ? (
          <p className="alert alert--warning">
            {list.damaged.length === 1 ? 'One saved sheet' : `${list.damaged.length} saved sheets`} could not be read and{' '}
            {list.damaged.length === 1 ? 'is' : 'are'} not shown. Your other sheets are not affected.
          </p>
        ) : null}
      </section>

      <DraftRestoredNote draft={tracker} />

      <p className="exp-print-title">
        <strong>{draft.name}</strong>
        {draft.monthYear.trim() ? ` · ${draft.monthYear}` : ''}
      </p>

      <section className="card" aria-labelledby={`${uid}-details`}>
        <h2 id={`${uid}-details`}>Details</h2>
        <div className="exp-details">
          <div className="field">
            <label htmlFor={`${uid}-p1`}>Parent 1 name</label>
            <input
              id={`${uid}-p1`}
              type="text"
              autoComplete="off"
              value={draft.parent1Name}
              onChange={(e) => {
                const v = e.target.value;
                edit((d) => ({ ...d, parent1Name: v }));
              }}
            />
          </div>
          <div className="field">
            <label htmlFor={`${uid}-p2`}>Parent 2 name</label>
            <input
              id={`${uid}-p2`}
              type="text"
              autoComplete="off"
              value={draft.parent2Name}
              onChange={(e) => {
                const v = e.target.value;
                edit((d) => ({ ...d, parent2Name: v }));
              }}
            />
          </div>
          <div className="field">
            <label htmlFor={`${uid}-month`}>Month / Year</label>
            <input
              id={`${uid}-month`}
              type="text"
              placeholder="e.g. March 2025"
              value={draft.monthYear}
              onChange={(e) => {
                const v = e.target.value;
                edit((d) => ({ ...d, monthYear: v }));
              }}
            />
          </div>
          <div className="field">
            <label htmlFor={`${uid}-split`}>Split ratio: {p1Label}’s share (%)</label>
            <input
              id={`${uid}-split`}
              type="text"
              inputMode="numeric"
              value={draft.splitText}
              aria-describedby={`${uid}-split-hint`}
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
          </div>
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
              onChange={onChange}
              onAmount={onAmount}
              onRemove={onRemove}
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
        <button type="button" className="btn btn--secondary" onClick={load} disabled={busy !== null}>
          Load
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => window.print()}>
          Print
        </button>
        <button type="button" className="btn btn--secondary" onClick={exportCsv}>
          Export CSV
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={exportPdf}
          disabled={busy !== null}
          aria-busy={busy === 'pdf'}
        >
          {busy === 'pdf' ? 'Building PDF…' : 'Download PDF Summary'}
        </button>
        <button type="button" className="btn btn--danger" onClick={clear} disabled={busy !== null}>
          Clear &amp; Reset
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
