import { centsToDecimal, parseCents } from '../../lib/money';
import { normaliseSheet, parseSplitRatio, type ExpenseRow, type ExpenseSheet } from './settle';

/** One expense as edited on screen: the amount box keeps what was typed. */
export interface DraftRow extends ExpenseRow {
  /** What is in the amount box, as typed. */
  amountText: string;
  /** True when amountText is not a number of zero or more. */
  amountInvalid: boolean;
}

/** A sheet as edited on screen (the split box and amounts as typed). */
export interface SheetDraft {
  name: string;
  parent1Name: string;
  parent2Name: string;
  monthYear: string;
  /** The split box as typed; the ratio is parseSplitRatio(splitText). */
  splitText: string;
  rows: DraftRow[];
}

/** What the tracker edits: which sheet, and its on-screen state. Kept as the autosaved draft. */
export interface TrackerState {
  sheetId: string;
  sheet: SheetDraft;
}

export function toDraftRow(r: ExpenseRow): DraftRow {
  return { ...r, amountText: r.amountCents === 0 ? '' : centsToDecimal(r.amountCents), amountInvalid: false };
}

export function toDraft(s: ExpenseSheet): SheetDraft {
  return {
    name: s.name,
    parent1Name: s.parent1Name,
    parent2Name: s.parent2Name,
    monthYear: s.monthYear,
    splitText: String(s.splitRatio),
    rows: s.expenses.map(toDraftRow),
  };
}

export function fromDraft(d: SheetDraft): ExpenseSheet {
  return {
    name: d.name,
    parent1Name: d.parent1Name,
    parent2Name: d.parent2Name,
    monthYear: d.monthYear,
    splitRatio: parseSplitRatio(d.splitText),
    expenses: d.rows.map(({ id, date, description, amountCents, category, payer, paid }) => ({
      id,
      date,
      description,
      amountCents,
      category,
      payer,
      paid,
    })),
  };
}

function text(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

/**
 * Checks a restored draft. Rows go through the same normalising as a stored sheet; the
 * typed amount text is kept as typed, and judged again (so a bad amount still shows its
 * message). Throws when the value is not a tracker draft at all.
 */
export function validateTrackerState(value: unknown): TrackerState {
  if (typeof value !== 'object' || value === null) throw new Error('not an expense draft');
  const v = value as { sheetId?: unknown; sheet?: unknown };
  if (typeof v.sheetId !== 'string' || v.sheetId === '') throw new Error('expense draft has no sheet');
  if (typeof v.sheet !== 'object' || v.sheet === null) throw new Error('expense draft has no sheet');
  const s = v.sheet as Record<string, unknown>;
  const rawRows = Array.isArray(s.rows)
    ? s.rows.filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null)
    : [];
  const norm = normaliseSheet({ name: text(s.name), expenses: rawRows.map((r) => ({ ...r, amount: undefined })) }, 'My expenses');
  const rows: DraftRow[] = norm.expenses.map((r, i) => {
    const typed = rawRows[i]?.amountText;
    if (typeof typed !== 'string') return toDraftRow(r);
    const cents = typed.trim() === '' ? 0 : parseCents(typed);
    return { ...r, amountText: typed, amountCents: cents ?? 0, amountInvalid: cents === null };
  });
  return {
    sheetId: v.sheetId,
    sheet: {
      name: norm.name,
      parent1Name: text(s.parent1Name),
      parent2Name: text(s.parent2Name),
      monthYear: text(s.monthYear),
      splitText: typeof s.splitText === 'string' ? s.splitText : '50',
      rows,
    },
  };
}
