/**
 * CSV export of an expense sheet: a header row and one row per expense (RFC 4180 quoting,
 * CRLF line ends). Amounts are plain decimals ("12.50") so a spreadsheet reads them as
 * numbers; text that a spreadsheet would run as a formula is prefixed with an apostrophe.
 */
import { csvText, safeText } from '../../lib/csv';
import { centsToDecimal } from '../../lib/money';
import { displayName, payerLabel, rowShares, type ExpenseSheet } from './settle';

/** The header of a sheet with no parents' names; each share column is named after its parent where set. */
export const CSV_HEADER = [
  'Date',
  'Description',
  'Category',
  'Amount',
  'Paid By',
  'Settled',
  'Parent 1 Share',
  'Parent 2 Share',
] as const;

/** The sheet's header row: "Alex Share" where the first parent is named Alex (issue 32). */
export function csvHeader(sheet: Pick<ExpenseSheet, 'parent1Name' | 'parent2Name'>): string[] {
  const share = (name: string, fallback: string) => safeText(`${displayName(name, fallback)} Share`);
  return [...CSV_HEADER.slice(0, 6), share(sheet.parent1Name, 'Parent 1'), share(sheet.parent2Name, 'Parent 2')];
}

export function sheetToCsv(sheet: ExpenseSheet): string {
  const rows = sheet.expenses.map((row) => {
    const { p1, p2 } = rowShares(row.amountCents, sheet.splitRatio);
    return [
      row.date,
      safeText(row.description),
      row.category,
      centsToDecimal(row.amountCents),
      safeText(payerLabel(row.payer, sheet)),
      row.paid ? 'Yes' : 'No',
      centsToDecimal(p1),
      centsToDecimal(p2),
    ];
  });
  return csvText([csvHeader(sheet), ...rows]);
}

export function csvFilename(sheet: ExpenseSheet): string {
  const base =
    (sheet.name || 'expenses')
      .replace(/[^\w\- ]+/g, '')
      .trim()
      .replace(/\s+/g, '-') || 'expenses';
  return `${base}.csv`;
}
