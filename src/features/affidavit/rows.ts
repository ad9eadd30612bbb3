import { ROW_LIST_KEYS, ROW_LISTS, SCALAR_KEYS, type AffidavitData, type Row, type RowListKey } from './fields';

// ---------------------------------------------------------------- defaults, rows

function blankRow(list: RowListKey, id: number): Row {
  const row: Row = { id };
  for (const col of ROW_LISTS[list]) row[col] = '';
  return row;
}

/** A new, empty affidavit: every field blank, each of the eleven lists with one blank row. */
export function emptyAffidavit(): AffidavitData {
  const data = { alternativeAddress: false } as AffidavitData;
  for (const key of SCALAR_KEYS) data[key] = '';
  for (const list of ROW_LIST_KEYS) data[list] = [blankRow(list, 1)];
  return data;
}

function nextId(rows: Row[]): number {
  return rows.reduce((max, r) => Math.max(max, r.id), 0) + 1;
}

/** Appends a blank row to one list (a new object; the input is not changed). */
export function addRow(data: AffidavitData, list: RowListKey): AffidavitData {
  const rows = data[list];
  return { ...data, [list]: [...rows, blankRow(list, nextId(rows))] };
}

/** Removes the row with that id from one list. */
export function removeRow(data: AffidavitData, list: RowListKey, id: number): AffidavitData {
  return { ...data, [list]: data[list].filter((r) => r.id !== id) };
}

export function updateRow(data: AffidavitData, list: RowListKey, id: number, column: string, value: string): AffidavitData {
  return { ...data, [list]: data[list].map((r) => (r.id === id ? { ...r, [column]: value } : r)) };
}
