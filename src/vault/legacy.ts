import { db } from './db';
import { saveUntyped } from './records';
import type { SessionKeyRef } from './session';
import type { LegacyReport } from './state';
import {
  LEGACY_AFFIDAVIT_KEY,
  LEGACY_COURT_PREP_CHECKLIST_KEY,
  LEGACY_DIVORCE_CHECKLIST_KEY,
  LEGACY_EXPENSE_SHEET_KEY,
  LEGACY_PARENTING_PLAN_KEY,
} from '../lib/storageKeys';

/** The earlier app's plaintext browser-storage keys and where their values go in the vault (version 1). */
export const LEGACY_KEYS: ReadonlyArray<{ key: string; kind: string; id: string }> = [
  { key: LEGACY_AFFIDAVIT_KEY, kind: 'affidavit', id: 'main' },
  { key: LEGACY_PARENTING_PLAN_KEY, kind: 'parenting-plan', id: 'main' },
  { key: LEGACY_DIVORCE_CHECKLIST_KEY, kind: 'checklist', id: 'divorce' },
  { key: LEGACY_COURT_PREP_CHECKLIST_KEY, kind: 'checklist', id: 'court-prep' },
  { key: LEGACY_EXPENSE_SHEET_KEY, kind: 'expense-sheet', id: 'imported' },
];

const LEGACY_UNREADABLE_KIND = 'legacy-unreadable';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * Moves plaintext tool data left by older versions into the vault, then removes it from
 * localStorage. A value that is not JSON is kept (encrypted) as 'legacy-unreadable' and
 * reported. A key is removed only after its value is safely in the vault; if the vault
 * already holds a record under that id, the older value goes under a new id instead.
 */
export async function importLegacy(key: SessionKeyRef): Promise<LegacyReport | null> {
  const ls = storage();
  if (!ls) return null;
  const report: LegacyReport = { imported: [], unreadable: [] };
  for (const entry of LEGACY_KEYS) {
    const raw = ls.getItem(entry.key);
    if (raw === null) continue;
    let value: unknown;
    let parsed = true;
    try {
      value = JSON.parse(raw);
    } catch {
      parsed = false;
    }
    try {
      if (parsed) {
        const exists = await db.records.get([entry.kind, entry.id]);
        const id = exists ? `${entry.id}-older-${Date.now()}` : entry.id;
        await saveUntyped(entry.kind, 1, id, value, key);
        report.imported.push(entry.key);
      } else {
        await saveUntyped(LEGACY_UNREADABLE_KIND, 1, entry.key, raw, key);
        report.unreadable.push(entry.key);
      }
      ls.removeItem(entry.key);
    } catch {
      // Left in place: tried again on the next unlock. Nothing is lost.
    }
  }
  return report.imported.length || report.unreadable.length ? report : null;
}
