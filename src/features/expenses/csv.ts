/**
 * CSV export of an expense sheet: a header row and one row per expense (RFC 4180 quoting,
 * CRLF line ends). Amounts are plain decimals ("12.50") so a spreadsheet reads them as
 * numbers; text that a spreadsheet would run as a formula is prefixed with an apostrophe.
 */
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

/** Quotes a field when it holds a comma, quote, line break or edge spaces. */
export function csvField(value: string): string {
  if (/[",\r\n]/.test(value) || value !== value.trim()) return `"${value.replace(/"/g, '""')}"`;
  return value;
}

/** Text cells only: neutralise spreadsheet formulas (=, +, -, @, tab, CR at the start). */
export function safeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function sheetToCsv(sheet: ExpenseSheet): string {
  const lines = [csvHeader(sheet).map(csvField).join(',')];
  for (const row of sheet.expenses) {
    const { p1, p2 } = rowShares(row.amountCents, sheet.splitRatio);
    lines.push(
      [
        row.date,
        safeText(row.description),
        row.category,
        centsToDecimal(row.amountCents),
        safeText(payerLabel(row.payer, sheet)),
        row.paid ? 'Yes' : 'No',
        centsToDecimal(p1),
        centsToDecimal(p2),
      ]
        .map(csvField)
        .join(','),
    );
  }
  return lines.join('\r\n') + '\r\n';
}

/** Parses CSV text back into rows of fields (used by the tests to read an export). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const src = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

export function csvFilename(sheet: ExpenseSheet): string {
  const base =
    (sheet.name || 'expenses')
      .replace(/[^\w\- ]+/g, '')
      .trim()
      .replace(/\s+/g, '-') || 'expenses';
  return `${base}.csv`;
}
