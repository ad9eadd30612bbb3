/**
 * Shared expense sheet: the data shape and the settlement rule (docs/product-rules.md, "Shared expense tracker"), in integer cents.
 * Pure: no React, no storage.
 *
 * Rule: for each row Parent 1's share is amount x ratio / 100 rounded to the cent (halves
 * up), Parent 2's share is the rest. A row paid by Parent 1 adds Parent 2's share to
 * owedToP1; a row paid by Parent 2 adds Parent 1's share to owedToP2. Rows marked settled
 * (the `paid` field: the other parent has already paid back their share) count only in
 * totalExpenses. netOwed = owedToP1 - owedToP2.
 */
import { array, custom, fallback, looseObject, pipe, rawTransform, transform, unknown } from 'valibot';
import { formatCents, parseCents } from '../../lib/money';
import { entry, parseOrThrow } from '../../lib/schema';
import { english, type Translate } from '../../lib/translate';
import * as m from '../../content/messages/expenses/compiled/en.js';

export const CATEGORIES = ['Education', 'Healthcare', 'Childcare', 'Extracurricular', 'Other'] as const;
export type Category = (typeof CATEGORIES)[number];

/** A category's name on screen (the stored value stays English). */
export const CATEGORY_TEXT: Record<Category, string> = {
  Education: m.cat_education,
  Healthcare: m.cat_healthcare,
  Childcare: m.cat_childcare,
  Extracurricular: m.cat_extracurricular,
  Other: m.cat_other,
};

export type Payer = 'p1' | 'p2';

const DEFAULT_SPLIT_RATIO = 50;

export interface ExpenseRow {
  id: string;
  /** yyyy-mm-dd from a date input, or empty. */
  date: string;
  description: string;
  /** Integer cents, zero or more. */
  amountCents: number;
  category: Category;
  payer: Payer;
  paid: boolean;
}

export interface ExpenseSheet {
  /** The sheet's own name in the sheet switcher ("March 2025", "Medical"...). */
  name: string;
  parent1Name: string;
  parent2Name: string;
  monthYear: string;
  /** Parent 1's percentage, a whole number 0..100. */
  splitRatio: number;
  expenses: ExpenseRow[];
}

export interface Summary {
  totalExpenses: number;
  owedToP1: number;
  owedToP2: number;
  netOwed: number;
}

/** Parent 1's and Parent 2's shares of one amount. */
export function rowShares(amountCents: number, ratio: number): { p1: number; p2: number } {
  const p1 = Math.floor((amountCents * ratio + 50) / 100);
  return { p1, p2: amountCents - p1 };
}

export function settle(expenses: readonly ExpenseRow[], ratio: number): Summary {
  let totalExpenses = 0;
  let owedToP1 = 0;
  let owedToP2 = 0;
  for (const row of expenses) {
    const amount = row.amountCents;
    totalExpenses += amount;
    if (row.paid) continue;
    const { p1, p2 } = rowShares(amount, ratio);
    if (row.payer === 'p1') owedToP1 += p2;
    else owedToP2 += p1;
  }
  return { totalExpenses, owedToP1, owedToP2, netOwed: owedToP1 - owedToP2 };
}

/** Split ratio from what was typed: whole number, non-numeric becomes 0, clamped to 0..100. */
export function parseSplitRatio(input: string | number): number {
  const n = typeof input === 'number' ? Math.trunc(input) : parseInt(String(input).trim(), 10);
  if (!Number.isFinite(n)) return 0;
  return Math.min(100, Math.max(0, n));
}

function displayName(name: string, fallback: string): string {
  const t = name.trim();
  return t === '' ? fallback : t;
}

/** The two parents' names as shown: their own, or "Parent 1" / "Parent 2" in the language on screen. */
export function parentLabels(sheet: Pick<ExpenseSheet, 'parent1Name' | 'parent2Name'>, t: Translate = english) {
  return { p1: displayName(sheet.parent1Name, t(m.parent1)), p2: displayName(sheet.parent2Name, t(m.parent2)) };
}

export function payerLabel(
  payer: Payer,
  sheet: Pick<ExpenseSheet, 'parent1Name' | 'parent2Name'>,
  t: Translate = english,
): string {
  const { p1, p2 } = parentLabels(sheet, t);
  return payer === 'p1' ? p1 : p2;
}

/** "<name> owes <name> $X.XX", or a plain statement that nobody owes anything. */
export function netSentence(
  summary: Summary,
  sheet: Pick<ExpenseSheet, 'parent1Name' | 'parent2Name'>,
  t: Translate = english,
): string {
  const { p1, p2 } = parentLabels(sheet, t);
  if (summary.netOwed > 0) return t(m.net_owes, { debtor: p2, creditor: p1, amount: formatCents(summary.netOwed) });
  if (summary.netOwed < 0) return t(m.net_owes, { debtor: p1, creditor: p2, amount: formatCents(-summary.netOwed) });
  return t(m.all_square, { p1, p2 });
}

/** How the settlement is worked out, in the parents' own names. */
export function ruleSentence(sheet: Pick<ExpenseSheet, 'parent1Name' | 'parent2Name'>, t: Translate = english): string {
  return t(m.rule, parentLabels(sheet, t));
}

let counter = 0;
function newRowId(): string {
  counter += 1;
  const rnd = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${counter}`;
  return `row-${rnd}`;
}

export function blankRow(id: string = newRowId()): ExpenseRow {
  return { id, date: '', description: '', amountCents: 0, category: 'Other', payer: 'p1', paid: false };
}

/** A new sheet starts with one empty row (payer Parent 1, paid No) and a 50 split. */
export function blankSheet(name: string): ExpenseSheet {
  return { name, parent1Name: '', parent2Name: '', monthYear: '', splitRatio: DEFAULT_SPLIT_RATIO, expenses: [blankRow()] };
}

// ---------- normalising stored / legacy values ----------

function str(v: unknown): string {
  return typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '';
}

function payerOf(v: unknown): Payer {
  if (v === 'p2' || v === 2) return 'p2';
  if (typeof v === 'string') {
    const t = v
      .trim()
      .toLowerCase()
      .replace(/[\s_-]/g, '');
    if (t === 'parent2' || t === 'p2' || t === '2') return 'p2';
  }
  return 'p1';
}

function paidOf(v: unknown): boolean {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'string') return ['yes', 'true', 'y', '1'].includes(v.trim().toLowerCase());
  return v === 1;
}

function categoryOf(v: unknown): Category {
  if (typeof v === 'string') {
    const hit = CATEGORIES.find((c) => c.toLowerCase() === v.trim().toLowerCase());
    if (hit) return hit;
  }
  return 'Other';
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** A field read leniently: whatever was stored becomes the field's value through `reader`. */
const read = <T>(reader: (v: unknown) => T) =>
  entry(
    pipe(
      unknown(),
      transform((v) => reader(v)),
    ),
  );

/**
 * One stored row. The amount is amountCents (current shape) or amount as dollars, number or
 * text ("12.50"); an amount that is not a number refuses the whole sheet.
 */
const storedRowSchema = pipe(
  looseObject({
    id: read(str),
    date: read(str),
    description: read(str),
    category: read(categoryOf),
    payer: read(payerOf),
    paid: read(paidOf),
  }),
  rawTransform(({ dataset, addIssue, NEVER }) => {
    const r = dataset.value;
    const c = r.amountCents;
    let amountCents: number;
    if (typeof c === 'number' && Number.isInteger(c) && c >= 0) amountCents = c;
    else {
      const parsed = parseCents(typeof r.amount === 'number' ? r.amount : str(r.amount));
      if (parsed === null && str(r.amount).trim() !== '') {
        addIssue({ message: `The amount "${str(r.amount)}" is not a number.` });
        return NEVER;
      }
      amountCents = parsed ?? 0;
    }
    const row: ExpenseRow = {
      id: r.id,
      date: r.date,
      description: r.description,
      amountCents,
      category: r.category,
      payer: r.payer,
      paid: r.paid,
    };
    return row;
  }),
);

/** The rows: entries that are not rows are dropped; a missing or repeated id gets a new one. */
const storedRowsSchema = pipe(
  fallback(array(unknown()), []),
  transform((rows) => rows.filter(isObject)),
  array(storedRowSchema),
  transform((rows) => {
    const seen = new Set<string>();
    return rows.map((r) => {
      const id = r.id === '' || seen.has(r.id) ? newRowId() : r.id;
      seen.add(id);
      return { ...r, id };
    });
  }),
);

/** A stored sheet (the expense-sheet kind's schema), named `fallbackName` when it has no name or month. */
function storedSheetSchema(fallbackName: string) {
  return pipe(
    custom<Record<string, unknown>>((v) => isObject(v) && !Array.isArray(v), 'This expense sheet is not readable.'),
    looseObject({
      name: read(str),
      parent1Name: read(str),
      parent2Name: read(str),
      monthYear: read(str),
      splitRatio: read((v) => (v === undefined || v === null || v === '' ? DEFAULT_SPLIT_RATIO : parseSplitRatio(str(v)))),
      expenses: entry(storedRowsSchema),
    }),
    transform((v): ExpenseSheet => ({
      name: v.name.trim() || v.monthYear.trim() || fallbackName,
      parent1Name: v.parent1Name,
      parent2Name: v.parent2Name,
      monthYear: v.monthYear,
      splitRatio: v.splitRatio,
      expenses: v.expenses,
    })),
  );
}

export const expenseSheetSchema = storedSheetSchema('Imported sheet');

/**
 * Turns a stored value (this shape, or the earlier app's browser shape with string amounts,
 * "Parent 1"/"Parent 2" payers and "No"/"Yes" paid) into a valid sheet. Throws when the
 * value is not a sheet at all.
 */
export function normaliseSheet(value: unknown, fallbackName = 'Imported sheet'): ExpenseSheet {
  return parseOrThrow(fallbackName === 'Imported sheet' ? expenseSheetSchema : storedSheetSchema(fallbackName), value);
}
