import { parseOrThrow, type Schema } from '../lib/schema';

/**
 * Record kinds: each feature defines the kinds it stores, with a version, a schema (or a
 * validator) and (for older versions) a migration. The vault stores the version with each record;
 * on load an older version goes through `migrate`, then `validate`. Anything that fails
 * is reported as RecordDamaged and never rendered.
 */
interface KindBase {
  /** Stable name stored with each record, e.g. 'affidavit'. */
  kind: string;
  /** Current schema version (integer >= 1). Raise it when the shape changes. */
  version: number;
  /** Turns a value stored under an older version into the current shape. */
  migrate?: (value: unknown, fromVersion: number) => unknown;
  /**
   * Plain-language name for "Your data on this device". The app's kinds take theirs from
   * KNOWN_KIND_LABELS (the one list, so a name never changes as feature chunks load) and
   * must not pass one; only kinds missing from that list (tests) give a label here.
   */
  label?: string;
}

/**
 * A kind is checked by its valibot `schema` (src/lib/schema.ts: the same definition gives
 * its type), or, until it moves to one, by a hand-written `validate`. Either throws on a
 * value that is not a valid T and returns the (possibly normalised) value.
 */
export type KindSpec<T> = KindBase &
  ({ schema: Schema<unknown, T>; validate?: never } | { validate: (value: unknown) => T; schema?: never });

export interface RecordKind<T> {
  readonly kind: string;
  readonly version: number;
  readonly label: string;
  readonly validate: (value: unknown) => T;
  readonly migrate?: (value: unknown, fromVersion: number) => unknown;
  /** Type marker only; never read. */
  readonly __type?: T;
}

const registry = new Map<string, RecordKind<unknown>>();

/**
 * The names shown for each kind in "Your data on this device" (plural: the table counts
 * records). The one source: defineKind reads them from here, so a name is the same before
 * and after the feature's chunk has loaded.
 */
export const KNOWN_KIND_LABELS: Readonly<Record<string, string>> = {
  affidavit: 'Financial affidavit',
  'parenting-plan': 'Parenting plan',
  checklist: 'Checklists',
  'expense-sheet': 'Expense sheets',
  'quiz-result': 'Quiz results',
  'mediation-report': 'Mediation reports',
  'story-draft': 'Story drafts',
  draft: 'Unsaved changes (kept automatically)',
  'parenting-time': 'Parenting-time schedule',
  'schedule-summary': 'Parenting-time schedule summary',
  'journal-time': 'Exchanges and make-up time from the journal (for actual overnights)',
  journal: 'Co-parenting journal (blocks of up to 200 saved versions)',
  'legacy-unreadable': 'Older saved data that could not be read',
  attachment: 'Attached files (photos, documents, recordings)',
};

export function defineKind<T>(spec: KindSpec<T>): RecordKind<T> {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(spec.kind)) throw new Error(`Invalid kind name "${spec.kind}"`);
  if (!Number.isInteger(spec.version) || spec.version < 1) throw new Error(`Invalid version for kind "${spec.kind}"`);
  const known = KNOWN_KIND_LABELS[spec.kind];
  if (known !== undefined && spec.label !== undefined)
    throw new Error(`Kind "${spec.kind}" takes its label from KNOWN_KIND_LABELS`);
  const label = known ?? spec.label;
  if (label === undefined) throw new Error(`Kind "${spec.kind}" needs a label (add it to KNOWN_KIND_LABELS)`);
  const handle: RecordKind<T> = Object.freeze({
    kind: spec.kind,
    version: spec.version,
    label,
    validate: spec.schema ? (value: unknown) => parseOrThrow(spec.schema, value) : spec.validate,
    ...(spec.migrate ? { migrate: spec.migrate } : {}),
  });
  registry.set(spec.kind, handle as RecordKind<unknown>);
  return handle;
}

export function labelOfKind(kind: string): string {
  return registry.get(kind)?.label ?? KNOWN_KIND_LABELS[kind] ?? kind;
}

/**
 * Brings a stored value up to the kind's current version and validates it.
 * Throws (a plain Error with a reason) when it cannot.
 */
export function upgradeAndValidate<T>(kind: RecordKind<T>, value: unknown, storedVersion: number): T {
  if (!Number.isInteger(storedVersion) || storedVersion < 1) throw new Error('unknown version');
  if (storedVersion > kind.version) throw new Error(`saved by a newer version of EvenGround (v${storedVersion})`);
  let v = value;
  if (storedVersion < kind.version) {
    if (!kind.migrate) throw new Error(`no migration from v${storedVersion}`);
    v = kind.migrate(v, storedVersion);
  }
  return kind.validate(v);
}
