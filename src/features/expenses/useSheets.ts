import { useCallback, useEffect, useMemo, useState } from 'react';
import { CSV_BOM } from '../../lib/csv';
import { errorMessage } from '../../lib/errorMessage';
import { downloadPdf, saveBlob } from '../../lib/pdf';
import { deleteRecord, loadRecord, saveRecord } from '../../vault/records';
import { useVaultDraft, type VaultDraft } from '../../vault/useVaultDraft';
import { useVaultList } from '../../vault/useVaultRecord';
import { parseCents } from '../../lib/money';
import { toast } from '../../state/toast';
import { english, type Translate } from '../../lib/translate';
import { useMessages } from '../../ui/i18n';
import { toolsMessages } from '../../ui/toolsMessages';
import { shellMessages } from '../../ui/shellMessages';
import * as m from '../../content/messages/expenses/compiled/en.js';
import * as tm from '../../content/messages/tools/compiled/en.js';
import { expensesMessages } from './expensesMessages';
import { offerSave } from '../../state/dirty';
import { csvFilename, sheetToCsv } from './csv';
import { expenseSheetKind } from './kind';
import { blankRow, blankSheet, parseSplitRatio, settle, type ExpenseSheet, type Summary } from './settle';
import {
  fromDraft,
  toDraft,
  toDraftRow,
  validateTrackerState,
  type DraftRow,
  type SheetDraft,
  type TrackerState,
} from './sheetDraft';

/** The name of this tool's autosaved draft. */
const DRAFT_TOOL = 'expense-tracker';
/** The name of the sheet a parent starts with, and of the one made when the last is deleted. */
const EMPTY_DRAFT: SheetDraft = toDraft(blankSheet(m.first_sheet));

function newSheetId(): string {
  return `sheet-${crypto.randomUUID()}`;
}

export type SheetsBusy = null | 'saving' | 'loading' | 'pdf' | 'clearing';

export interface SheetOption {
  id: string;
  name: string;
}

interface SavedSheet {
  id: string;
  value: ExpenseSheet;
}

/**
 * The sheet switcher's entries: every saved sheet (the open one under the name on screen),
 * and the open sheet first with "(not saved yet)" when it has never been saved.
 */
export function sheetOptions(
  saved: readonly SavedSheet[],
  openId: string,
  openName: string,
  t: Translate = english,
): SheetOption[] {
  const options = saved.map((s) => ({ id: s.id, name: s.id === openId ? openName : s.value.name }));
  if (!saved.some((s) => s.id === openId)) options.unshift({ id: openId, name: t(m.option_not_saved, { name: openName }) });
  return options;
}

/** What opens after the open sheet is deleted: another saved sheet, or null for a new blank one. */
export function sheetAfterDelete(saved: readonly SavedSheet[], deletedId: string): SavedSheet | null {
  return saved.find((s) => s.id !== deletedId) ?? null;
}

/** Index of the first row whose amount box does not hold a number of zero or more, or -1. */
export function firstInvalidAmount(rows: readonly DraftRow[]): number {
  return rows.findIndex((r) => r.amountInvalid);
}

/** The row after the parent typed `text` in its amount box: kept as typed, judged, counted as cents. */
export function withAmount(row: DraftRow, text: string): DraftRow {
  const cents = text.trim() === '' ? 0 : parseCents(text);
  return { ...row, amountText: text, amountCents: cents ?? 0, amountInvalid: cents === null };
}

export interface Sheets {
  /** False until the saved sheets are read and the opening sheet is chosen. */
  ready: boolean;
  /** The open sheet's id (null until ready). */
  sheetId: string | null;
  /** The open sheet as on screen. */
  draft: SheetDraft;
  ratio: number;
  summary: Summary;
  /** True when the screen holds changes that Save has not stored. */
  dirty: boolean;
  /** True when the open sheet has a saved copy. */
  isSaved: boolean;
  options: SheetOption[];
  /** How many saved sheets could not be read (not shown). */
  damagedCount: number;
  busy: SheetsBusy;
  /** The autosaved draft, for <DraftRestoredNote>. */
  autosave: VaultDraft<TrackerState>;

  edit: (fn: (d: SheetDraft) => SheetDraft) => void;
  changeRow: (id: string, patch: Partial<DraftRow>) => void;
  changeAmount: (id: string, text: string) => void;
  removeRow: (id: string) => void;
  /** Adds a blank row; returns its id (to move focus there). */
  addRow: () => string;

  /** Opens a saved sheet (the caller asks first if there are unsaved changes). */
  open: (id: string) => void;
  /** Opens a new, unsaved sheet with this name. */
  create: (name: string) => void;
  /** Renames the open sheet, and its saved copy without saving other unsaved edits. */
  rename: (name: string) => Promise<void>;
  /** Deletes the open sheet and opens another (or a new blank one). */
  remove: () => Promise<void>;
  /** Saves the open sheet; resolves to how long the vault write took in ms, or null if nothing was saved. */
  save: () => Promise<number | null>;
  /** Replaces the screen with the saved copy. */
  load: () => Promise<void>;
  /** Empties the open sheet and deletes its saved copy. */
  clear: () => Promise<void>;
  exportCsv: () => void;
  exportPdf: () => Promise<void>;
}

/**
 * The expense tracker's sheets: which sheet is open, its on-screen state (autosaved as an
 * encrypted draft), and saving, loading, renaming, deleting and exporting through the
 * vault. Outcomes are told with toasts. Tracker.tsx only renders. Use while unlocked.
 */
export function useSheets(): Sheets {
  const t = useMessages(expensesMessages);
  const tools = useMessages(toolsMessages);
  const shell = useMessages(shellMessages);
  const firstSheetName = t(m.first_sheet);
  const errText = (err: unknown) => t(errorMessage(err, m.went_wrong));
  const errorToast = (description: string) => toast({ title: tools(tm.error), description, variant: 'destructive' });
  const list = useVaultList(expenseSheetKind);
  // What the tracker opens with: the newest saved sheet, or a new one (chosen once).
  const [base, setBase] = useState<TrackerState | null>(null);
  useEffect(() => {
    if (base !== null || list.status !== 'ready') return;
    const first = list.items[0];
    setBase(
      first
        ? { sheetId: first.id, sheet: toDraft(first.value) }
        : { sheetId: newSheetId(), sheet: toDraft(blankSheet(firstSheetName)) },
    );
  }, [base, list.status, list.items, firstSheetName]);
  const autosave = useVaultDraft({ tool: DRAFT_TOOL, base, validate: validateTrackerState });
  const { dirty } = autosave;
  const sheetId = autosave.value?.sheetId ?? null;
  const draft: SheetDraft = autosave.value?.sheet ?? EMPTY_DRAFT;
  const [busy, setBusy] = useState<SheetsBusy>(null);

  const ratio = parseSplitRatio(draft.splitText);
  const summary = useMemo(() => settle(draft.rows, ratio), [draft.rows, ratio]);
  const isSaved = sheetId !== null && list.items.some((i) => i.id === sheetId);

  /** Shows a sheet as saved (or new), with no unsaved changes. */
  const show = (id: string, sheet: SheetDraft) => void autosave.reset({ sheetId: id, sheet });

  const trackerEdit = autosave.edit;
  const edit = useCallback(
    (fn: (d: SheetDraft) => SheetDraft) => trackerEdit((t) => ({ ...t, sheet: fn(t.sheet) })),
    [trackerEdit],
  );
  const changeRow = useCallback(
    (id: string, patch: Partial<DraftRow>) =>
      edit((d) => ({ ...d, rows: d.rows.map((r) => (r.id === id ? { ...r, ...patch } : r)) })),
    [edit],
  );
  const changeAmount = useCallback(
    (id: string, text: string) => edit((d) => ({ ...d, rows: d.rows.map((r) => (r.id === id ? withAmount(r, text) : r)) })),
    [edit],
  );
  const removeRow = useCallback((id: string) => edit((d) => ({ ...d, rows: d.rows.filter((r) => r.id !== id) })), [edit]);
  const addRow = () => {
    const row = toDraftRow(blankRow());
    edit((d) => ({ ...d, rows: [...d.rows, row] }));
    return row.id;
  };

  const open = (id: string) => {
    const item = list.items.find((i) => i.id === id);
    if (item) show(id, toDraft(item.value));
  };

  /** A new blank sheet that keeps the open sheet's parents' names (issue 32). */
  const blank = (name: string) =>
    toDraft({ ...blankSheet(name), parent1Name: draft.parent1Name, parent2Name: draft.parent2Name });

  const create = (name: string) => {
    show(newSheetId(), blank(name));
    toast({ title: t(m.new_sheet), description: t(m.toast_new_text, { name }) });
  };

  const rename = async (name: string) => {
    // The new name is not an unsaved change by itself: the saved copy is renamed too.
    if (dirty) edit((d) => ({ ...d, name }));
    else if (sheetId) show(sheetId, { ...draft, name });
    if (!sheetId || !isSaved) return;
    try {
      // Rename the saved copy too, without saving edits the parent has not saved yet.
      const saved = await loadRecord(expenseSheetKind, sheetId);
      if (saved) await saveRecord(expenseSheetKind, sheetId, { ...saved, name });
      toast({ title: t(m.renamed), description: t(m.renamed_text, { name }), variant: 'success' });
    } catch (err) {
      errorToast(t(m.rename_failed, { error: errText(err) }));
    }
  };

  const remove = async () => {
    if (!sheetId) return;
    try {
      if (isSaved) await deleteRecord(expenseSheetKind, sheetId);
      const next = sheetAfterDelete(list.items, sheetId);
      if (next) show(next.id, toDraft(next.value));
      else show(newSheetId(), blank(firstSheetName));
      toast({ title: t(m.deleted), description: t(m.deleted_text, { name: draft.name }) });
    } catch (err) {
      errorToast(errText(err));
    }
  };

  const save = async (): Promise<number | null> => {
    if (!sheetId) return null;
    const bad = firstInvalidAmount(draft.rows);
    if (bad >= 0) {
      toast({
        title: t(m.check_amounts),
        description: t(m.check_amounts_text, { n: bad + 1 }),
        variant: 'destructive',
      });
      return null;
    }
    setBusy('saving');
    const t0 = performance.now();
    const snapshot = autosave.value;
    try {
      await saveRecord(expenseSheetKind, sheetId, fromDraft(draft));
      const ms = performance.now() - t0;
      if (snapshot) autosave.saved(snapshot);
      toast({ title: t(m.saved), description: t(m.saved_text), variant: 'success' });
      return ms;
    } catch (err) {
      errorToast(t(m.save_failed, { error: errText(err) }));
      return null;
    } finally {
      setBusy(null);
    }
  };

  const load = async () => {
    if (!sheetId) return;
    setBusy('loading');
    try {
      const value = await loadRecord(expenseSheetKind, sheetId);
      if (value === null) {
        toast({
          title: t(m.no_saved),
          description: t(m.no_saved_text),
          variant: 'destructive',
        });
        return;
      }
      show(sheetId, toDraft(value));
      toast({ title: t(m.loaded), description: t(m.loaded_text), variant: 'success' });
    } catch (err) {
      errorToast(errText(err));
    } finally {
      setBusy(null);
    }
  };

  const clear = async () => {
    if (!sheetId) return;
    setBusy('clearing');
    try {
      await deleteRecord(expenseSheetKind, sheetId);
      show(sheetId, toDraft(blankSheet(draft.name)));
      toast({
        title: t(m.cleared),
        description: t(m.cleared_text),
        variant: 'success',
      });
    } catch (err) {
      errorToast(errText(err));
    } finally {
      setBusy(null);
    }
  };

  const exportCsv = () => {
    const sheet = fromDraft(draft);
    saveBlob(
      new Blob([CSV_BOM, sheetToCsv(sheet, t)], { type: 'text/csv;charset=utf-8' }),
      csvFilename(sheet, t(m.csv_file_fallback)),
    );
  };

  const exportPdf = async () => {
    setBusy('pdf');
    const sheet = fromDraft(draft);
    try {
      const { expenseSummaryDocument } = await import('./expensePdf');
      await downloadPdf(
        (kit) => expenseSummaryDocument(kit, sheet, summary, new Date(), { t, tools, shell }),
        // The file's name in the language on screen too (Mis-gastos-resumen.pdf).
        csvFilename(sheet, t(m.csv_file_fallback)).replace(/\.csv$/, `-${t(m.pdf_file_suffix)}.pdf`),
      );
    } catch (err) {
      toast({
        title: t(m.pdf_failed),
        description: t(m.pdf_failed_text, { error: errText(err) }),
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  };

  // The leave question's "Save and leave" (a bad amount says why and keeps the parent here).
  const ready = list.status === 'ready' && sheetId !== null;
  useEffect(() => offerSave(DRAFT_TOOL, ready ? async () => (await save()) !== null : null));

  return {
    ready,
    sheetId,
    draft,
    ratio,
    summary,
    dirty,
    isSaved,
    options: sheetId === null ? [] : sheetOptions(list.items, sheetId, draft.name, t),
    damagedCount: list.damaged.length,
    busy,
    autosave,
    edit,
    changeRow,
    changeAmount,
    removeRow,
    addRow,
    open,
    create,
    rename,
    remove,
    save,
    load,
    clear,
    exportCsv,
    exportPdf,
  };
}
