/** Checklist progress (docs/product-rules.md, "Checklists"): a map from item id to boolean. Pure, no React. */
import type { ChecklistCategory, ChecklistDef } from '../../content/checklists';

export type ChecklistProgress = Record<string, boolean>;

/**
 * Normalises a stored progress map. Keeps every boolean entry (unknown ids included, so
 * nothing saved is dropped); "true"/"false" strings from older copies become booleans.
 * Throws when the value is not a map at all.
 */
export function normaliseProgress(value: unknown): ChecklistProgress {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error('This checklist progress is not readable.');
  const out: ChecklistProgress = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (typeof v === 'boolean') out[k] = v;
    else if (v === 'true' || v === 'false') out[k] = v === 'true';
  }
  return out;
}

export function categoryProgress(category: ChecklistCategory, progress: ChecklistProgress): { done: number; total: number } {
  const total = category.items.length;
  const done = category.items.filter((i) => progress[i.id] === true).length;
  return { done, total };
}

export function overallProgress(def: ChecklistDef, progress: ChecklistProgress): { done: number; total: number } {
  let done = 0;
  let total = 0;
  for (const c of def.categories) {
    const p = categoryProgress(c, progress);
    done += p.done;
    total += p.total;
  }
  return { done, total };
}

export function toggled(progress: ChecklistProgress, id: string): ChecklistProgress {
  return { ...progress, [id]: !progress[id] };
}
