/** Checklist progress (docs/product-rules.md, "Checklists"): a map from item id to boolean. Pure, no React. */
import { boolean, custom, picklist, pipe, record, string, transform, union, unknown, type InferOutput } from 'valibot';
import type { ChecklistCategory, ChecklistDef } from '../../content/checklists';
import { parseOrThrow } from '../../lib/schema';

const NOT_READABLE = 'This checklist progress is not readable.';

/** One item: ticked or not; "true"/"false" from older copies become booleans; anything else is dropped. */
const tick = union([
  boolean(),
  pipe(
    picklist(['true', 'false']),
    transform((v) => v === 'true'),
  ),
  pipe(
    unknown(),
    transform(() => undefined),
  ),
]);

/**
 * A stored progress map (the checklist kind's schema): a map from item id to ticked. Keeps
 * every boolean entry (unknown ids included, so nothing saved is dropped). Refuses a value
 * that is not a map at all.
 */
export const checklistProgressSchema = pipe(
  custom<Record<string, unknown>>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), NOT_READABLE),
  record(string(), tick),
  transform((map) => {
    const out: Record<string, boolean> = {};
    for (const [id, ticked] of Object.entries(map)) if (ticked !== undefined) out[id] = ticked;
    return out;
  }),
);

export type ChecklistProgress = InferOutput<typeof checklistProgressSchema>;

/** Normalises a stored progress map (see checklistProgressSchema); throws when it is not one. */
export const normaliseProgress = (value: unknown): ChecklistProgress => parseOrThrow(checklistProgressSchema, value);

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
