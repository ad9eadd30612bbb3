/**
 * CSV text every export uses (the expense sheet, the journal's report): RFC 4180 quoting,
 * CRLF line ends, and a guard against spreadsheet formulas. The files are saved with a
 * UTF-8 byte order mark in front (CSV_BOM) so spreadsheet programs read accents and
 * curly quotes correctly.
 */

/** Put in front of every CSV file the app saves. */
export const CSV_BOM = '\uFEFF';

/** Quotes a field when it holds a comma, quote, line break or edge spaces. */
export function csvField(value: string): string {
  if (/[",\r\n]/.test(value) || value !== value.trim()) return `"${value.replace(/"/g, '""')}"`;
  return value;
}

/** Text cells only: neutralise spreadsheet formulas (=, +, -, @, tab, CR at the start). */
export function safeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Rows of fields as CSV text: each field quoted as needed, CRLF after every row. */
export function csvText(rows: ReadonlyArray<readonly string[]>): string {
  return rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** Parses CSV text back into rows of fields (used by the tests to read an export). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const src = text.startsWith(CSV_BOM) ? text.slice(1) : text;
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
