import { custom, nonEmpty, object, pipe, string, transform } from 'valibot';
import { centsToDecimal, parseCents } from '../../lib/money';
import { entry, parseOrThrow } from '../../lib/schema';
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

const NO_SHEET = 'expense draft has no sheet';

/** The draft's sheet: rows normalised like a stored sheet, the typed amounts kept and judged again. */
function readDraftSheet(s: Record<string, unknown>): SheetDraft {
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
    name: norm.name,
    parent1Name: text(s.parent1Name),
    parent2Name: text(s.parent2Name),
    monthYear: text(s.monthYear),
    splitText: typeof s.splitText === 'string' ? s.splitText : '50',
    rows,
  };
}

/** The tracker's autosaved draft: which sheet, and the sheet as it was on screen. */
const trackerStateSchema = object(
  {
    sheetId: entry(pipe(string(NO_SHEET), nonEmpty(NO_SHEET))),
    sheet: entry(
      pipe(
        custom<Record<string, unknown>>((v) => typeof v === 'object' && v !== null, NO_SHEET),
        transform(readDraftSheet),
      ),
    ),
  },
  'not an expense draft',
);

/**
 * Checks a restored draft. Rows go through the same normalising as a stored sheet; the
 * typed amount text is kept as typed, and judged again (so a bad amount still shows its
 * message). Throws when the value is not a tracker draft at all.
 */
export function validateTrackerState(value: unknown): TrackerState {
  return parseOrThrow(trackerStateSchema, value);
}
