/**
 * CSV export of an expense sheet: a header row and one row per expense (RFC 4180 quoting,
 * CRLF line ends). Amounts are plain decimals ("12.50") so a spreadsheet reads them as
 * numbers; text that a spreadsheet would run as a formula is prefixed with an apostrophe.
 */
import { csvText, safeText } from '../../lib/csv';
import { centsToDecimal } from '../../lib/money';
import { english, type Translate } from '../../lib/translate';
import * as m from '../../content/messages/expenses/compiled/en.js';
import { CATEGORY_TEXT, parentLabels, payerLabel, rowShares, type ExpenseSheet } from './settle';

/** The header of a sheet with no parents' names; each share column is named after its parent where set. */
export const CSV_HEADER = [
  m.date,
  m.description,
  m.category,
  m.amount,
  m.csv_paid_by,
  m.settled,
  'Parent 1 Share',
  'Parent 2 Share',
] as const;

/** The sheet's header row: "Alex Share" where the first parent is named Alex (issue 32). */
export function csvHeader(sheet: Pick<ExpenseSheet, 'parent1Name' | 'parent2Name'>, t: Translate = english): string[] {
  const { p1, p2 } = parentLabels(sheet, t);
  const share = (name: string) => safeText(t(m.csv_share, { name }));
  return [...CSV_HEADER.slice(0, 6).map((h) => t(h)), share(p1), share(p2)];
}

/** The sheet as CSV, its words in the language on screen (`t`); dates and amounts stay machine-readable. */
export function sheetToCsv(sheet: ExpenseSheet, t: Translate = english): string {
  const rows = sheet.expenses.map((row) => {
    const { p1, p2 } = rowShares(row.amountCents, sheet.splitRatio);
    return [
      row.date,
      safeText(row.description),
      t(CATEGORY_TEXT[row.category]),
      centsToDecimal(row.amountCents),
      safeText(payerLabel(row.payer, sheet, t)),
      t(row.paid ? m.csv_yes : m.csv_no),
      centsToDecimal(p1),
      centsToDecimal(p2),
    ];
  });
  return csvText([csvHeader(sheet, t), ...rows]);
}

/** The sheet's name as a file name; `fallback` ("expenses", Spanish "gastos") when nothing of it is left. */
export function csvFilename(sheet: ExpenseSheet, fallback = 'expenses'): string {
  const base =
    (sheet.name || fallback)
      // Accented letters keep their base letter ("Gastos de María" -> "Gastos-de-Maria"), rather
      // than being dropped with the other characters a file name should not carry.
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .replace(/[^\w\- ]+/g, '')
      .trim()
      .replace(/\s+/g, '-') || fallback;
  return `${base}.csv`;
}
