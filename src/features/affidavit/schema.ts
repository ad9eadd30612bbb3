import { ROW_LIST_KEYS, ROW_LISTS, SCALAR_KEYS, type AffidavitData, type Row } from './fields';
import { emptyAffidavit } from './rows';

// ---------------------------------------------------------------- validate / merge

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function asText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return '';
}

/**
 * Normalises a saved affidavit (the vault's record or the legacy localStorage
 * financialAffidavitData shape) over the defaults: known text fields become strings
 * (numbers are kept as their text), each list keeps its rows with their columns and a
 * unique numeric id; a missing list gets its one blank row. Throws when the value is
 * not an object at all.
 */
export function validateAffidavit(value: unknown): AffidavitData {
  if (!isPlainObject(value)) throw new TypeError('A financial affidavit must be an object.');
  const data = emptyAffidavit();
  for (const key of SCALAR_KEYS) if (key in value) data[key] = asText(value[key]);
  data.alternativeAddress = value.alternativeAddress === true || value.alternativeAddress === 'true';
  for (const list of ROW_LIST_KEYS) {
    const saved = value[list];
    if (!Array.isArray(saved)) continue;
    const used = new Set<number>();
    const rows: Row[] = [];
    for (const item of saved) {
      if (!isPlainObject(item)) continue;
      let id = typeof item.id === 'number' && Number.isFinite(item.id) ? item.id : Number(item.id);
      if (!Number.isFinite(id) || used.has(id)) id = Math.max(0, ...used, ...rows.map((r) => r.id)) + 1;
      used.add(id);
      const row: Row = { id };
      for (const col of ROW_LISTS[list]) row[col] = asText(item[col]);
      rows.push(row);
    }
    data[list] = rows;
  }
  return data;
}
