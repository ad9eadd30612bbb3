/**
 * The financial affidavit as stored: one valibot schema (src/lib/schema.ts) that checks a
 * saved copy (the vault record, a restored draft, the legacy localStorage
 * financialAffidavitData shape) and merges it over the defaults.
 */
import { array, custom, fallback, finite, number, object, pipe, string, transform, union, unknown } from 'valibot';
import { entry, parseOrThrow, withUniqueIds } from '../../lib/schema';
import { ROW_LIST_KEYS, ROW_LISTS, SCALAR_KEYS, type AffidavitData, type Row, type RowListKey } from './fields';
import { emptyAffidavit } from './rows';

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** An object that is not a list (a list is never a saved row). */
const plainObject = custom<Record<string, unknown>>(isPlainObject);

/** A saved answer: text as typed (a number from an older save becomes its text); anything else is blank. */
const text = entry(
  fallback(
    union([
      string(),
      pipe(
        number(),
        finite(),
        transform((n) => String(n)),
      ),
    ]),
    '',
  ),
);

/** A row's saved id: a number, or what Number() makes of it (NaN when nothing). */
const rowId = entry(
  pipe(
    unknown(),
    transform((v) => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v))),
  ),
);

/**
 * A saved list: its rows with their columns, each with a unique whole id (a missing or
 * repeated one gets the next free id); entries that are not rows are dropped. A list that
 * is not a list keeps the one blank row of a new affidavit.
 */
const listSchema = (list: RowListKey) =>
  entry(
    fallback(
      pipe(
        array(
          union([
            pipe(plainObject, object({ id: rowId, ...Object.fromEntries(ROW_LISTS[list].map((col) => [col, text])) })),
            pipe(
              unknown(),
              transform(() => null),
            ),
          ]),
        ),
        transform((items) => withUniqueIds(items as ReadonlyArray<Row | null>)),
      ),
      () => emptyAffidavit()[list],
    ),
  );

/**
 * The affidavit kind's schema: known text fields become strings, the alternative-address
 * box is ticked only by true (or 'true'), each list as listSchema says; other keys are
 * dropped. Anything that is not an object at all is refused.
 */
const affidavitSchema = pipe(
  custom<Record<string, unknown>>(isPlainObject, 'A financial affidavit must be an object.'),
  object({
    ...(Object.fromEntries(SCALAR_KEYS.map((k) => [k, text])) as Record<(typeof SCALAR_KEYS)[number], typeof text>),
    alternativeAddress: entry(
      pipe(
        unknown(),
        transform((v) => v === true || v === 'true'),
      ),
    ),
    ...(Object.fromEntries(ROW_LIST_KEYS.map((l) => [l, listSchema(l)])) as Record<RowListKey, ReturnType<typeof listSchema>>),
  }),
  transform((d) => d as unknown as AffidavitData),
);

/**
 * Normalises a saved affidavit over the defaults (affidavitSchema). Throws a TypeError
 * when the value is not an object at all.
 */
export function validateAffidavit(value: unknown): AffidavitData {
  return parseOrThrow(affidavitSchema, value);
}
