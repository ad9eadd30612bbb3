/**
 * One schema per record kind and per form (docs/dependencies.md, "Schemas: valibot"): the
 * same valibot definition gives the TypeScript type (InferOutput), the check of a stored
 * record on load (vault kinds: `defineKind({ schema })`) and the messages said at a form's
 * fields (`formProblems`). Import the valibot functions one by one so the build keeps only
 * the ones used.
 */
import { getDotPath, optional, pipe, safeParse, unknown, type GenericSchema } from 'valibot';

export type { GenericSchema as Schema };

/**
 * An object key checked by `schema` even when it is absent (as undefined), so a missing key
 * gets the entry's own message or fallback. valibot's `object` otherwise reports a missing
 * key with the object's message and skips a missing key whose entry is a plain fallback.
 */
export function entry<T>(schema: GenericSchema<unknown, T>) {
  return pipe(
    optional(unknown(), () => undefined),
    schema,
  );
}

/** The value the schema gives, or a TypeError whose message is the first problem's own words. */
export function parseOrThrow<T>(schema: GenericSchema<unknown, T>, value: unknown): T {
  const r = checkValue(schema, value);
  if (r.ok) return r.value;
  throw new TypeError(r.error);
}

/** A one-box form: what the schema made of the value, or the first problem with it. */
export function checkValue<T>(
  schema: GenericSchema<unknown, T>,
  value: unknown,
): { ok: true; value: T } | { ok: false; error: string } {
  const r = safeParse(schema, value, { abortEarly: true });
  return r.success ? { ok: true, value: r.output } : { ok: false, error: r.issues[0].message };
}

/** Checks `value` and either gives what the schema made of it or the problem with each field. */
export type FormCheck<T, F extends string> = { ok: true; value: T } | { ok: false; errors: Partial<Record<F, string>> };

/**
 * A form's problems, one per field: the first message the schema gives for each field,
 * keyed by the field's path (`name`, or `rows.2.amount` inside lists): the message of the
 * first rule it breaks. Every field is checked, and a check across fields that names the
 * fields it reads (valibot's partialCheck) runs even when other fields have problems.
 */
export function formProblems<T, F extends string = string>(schema: GenericSchema<unknown, T>, value: unknown): FormCheck<T, F> {
  const r = safeParse(schema, value);
  if (r.success) return { ok: true, value: r.output };
  const errors: Partial<Record<F, string>> = {};
  for (const issue of r.issues) {
    const key = (getDotPath(issue) ?? '') as F;
    if (errors[key] === undefined) errors[key] = issue.message;
  }
  return { ok: false, errors };
}

/**
 * A stored list's rows with unusable entries (null) dropped and every id unique: a row whose
 * id is not a finite number, or repeats an earlier one, gets one more than the largest so far.
 */
export function withUniqueIds<T extends { id: number }>(items: ReadonlyArray<T | null>): T[] {
  const used = new Set<number>();
  const rows: T[] = [];
  for (const item of items) {
    if (!item) continue;
    const id = Number.isFinite(item.id) && !used.has(item.id) ? item.id : Math.max(0, ...used) + 1;
    used.add(id);
    rows.push({ ...item, id });
  }
  return rows;
}
