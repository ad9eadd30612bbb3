/**
 * The co-parenting journal's entries: one valibot schema per entry type (src/lib/schema.ts),
 * the stored shape of each version in the chain, and the form's checks. Pure TypeScript.
 * The model, the chain and its canonical form are written down in docs/journal.md.
 *
 * Stored values are checked, never changed, when read back (no trimming, no fallbacks):
 * a version's hash is computed over exactly what was stored, so a schema that quietly
 * repaired a value would hide a change.
 */
import {
  array,
  check,
  integer,
  literal,
  maxLength,
  minValue,
  nullable,
  number,
  object,
  optional,
  picklist,
  pipe,
  string,
  variant,
  type InferOutput,
} from 'valibot';
import * as m from '../../content/messages/journal/compiled/en.js';
import { COMMUNICATION_CHANNELS, happenedAtSchema, isClockTime, isIsoDate, type HappenedAt } from '../../lib/journalHandoff';

export const ENTRY_TYPES = ['incident', 'exchange', 'communication', 'child', 'expense', 'parenting-time', 'note'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

/** The names a parent sees for each type (lists, filters, the report). */
export const TYPE_LABELS: Readonly<Record<EntryType, string>> = {
  incident: m.type_incident,
  exchange: m.type_exchange,
  communication: m.type_communication,
  child: m.type_child,
  expense: m.type_expense,
  'parenting-time': m.type_parenting_time,
  note: m.type_note,
};

/** Whose care: the parent keeping this journal, or the other parent. */
export const PARENTS = ['you', 'other'] as const;
export type Parent = (typeof PARENTS)[number];

export const EXCHANGE_OUTCOMES = ['on-time', 'late', 'missed', 'cancelled'] as const;
export type ExchangeOutcome = (typeof EXCHANGE_OUTCOMES)[number];

export const OUTCOME_LABELS: Readonly<Record<ExchangeOutcome, string>> = {
  'on-time': m.outcome_on_time,
  late: m.outcome_late,
  missed: m.outcome_missed,
  cancelled: m.outcome_cancelled,
};

export const CHILD_AREAS = ['health', 'school', 'behaviour', 'other'] as const;
export type ChildArea = (typeof CHILD_AREAS)[number];
export const CHILD_AREA_LABELS: Readonly<Record<ChildArea, string>> = {
  health: m.area_health,
  school: m.area_school,
  behaviour: m.area_behaviour,
  other: m.area_other,
};

export const TIME_CHANGES = ['make-up', 'changed'] as const;

/** Longest free text in one field (characters). */
export const MAX_TEXT = 20_000;
const MAX_SHORT = 300;
const MAX_LIST = 30;

const text = (max = MAX_TEXT) => pipe(string(), maxLength(max));
const isoDate = pipe(string(), check(isIsoDate));
const clock = pipe(
  string(),
  check((v) => v === '' || isClockTime(v)),
);
const nonNegInt = pipe(number(), integer(), minValue(0));

/** What every entry has, whatever its type. */
const common = {
  /** A few words shown in the list ("Pick-up at school"). */
  title: pipe(
    string(),
    check((v) => v.trim() !== ''),
    maxLength(MAX_SHORT),
  ),
  happenedAt: happenedAtSchema,
  /** The children concerned, as the parent writes their names. */
  children: pipe(array(text(MAX_SHORT)), maxLength(MAX_LIST)),
  tags: pipe(array(text(MAX_SHORT)), maxLength(MAX_LIST)),
  /** Where, as typed (never a map position). */
  location: text(MAX_SHORT),
  /** What happened, in the parent's words (for a communication: the summary). */
  details: text(),
  /**
   * Files on this version (src/vault/attachments.ts): id, name and the SHA-256 of the stored
   * bytes, so the version's hash covers the files too. Absent on a version without files.
   */
  attachments: optional(
    pipe(
      array(
        object({
          id: string(),
          name: text(MAX_SHORT),
          sha256: pipe(
            string(),
            check((v) => /^[0-9a-f]{64}$/.test(v)),
          ),
        }),
      ),
      maxLength(50),
    ),
  ),
};

const incident = object({
  ...common,
  type: literal('incident'),
  present: text(MAX_SHORT * 3),
  witnesses: text(MAX_SHORT * 3),
  reportNumber: text(MAX_SHORT),
});

const exchange = object({
  ...common,
  type: literal('exchange'),
  /** The time the schedule set, HH:MM ('' when not known). */
  scheduledTime: clock,
  /** The time the hand-over happened, HH:MM ('' when it did not happen). */
  actualTime: clock,
  outcome: picklist(EXCHANGE_OUTCOMES),
  /** Minutes late; 0 unless the outcome is 'late'. */
  lateMinutes: nonNegInt,
  /** Who had the children before the hand-over, and who was to have them after. */
  from: picklist(PARENTS),
  to: picklist(PARENTS),
  handedOverBy: text(MAX_SHORT),
});

const communication = object({
  ...common,
  type: literal('communication'),
  channel: picklist(COMMUNICATION_CHANNELS),
  /** The message as received, pasted or typed ('' when only summarised). */
  message: text(),
});

const child = object({
  ...common,
  type: literal('child'),
  area: picklist(CHILD_AREAS),
});

const expense = object({
  ...common,
  type: literal('expense'),
  /** The expense sheet's name and the row's description, as on the sheet. */
  sheet: text(MAX_SHORT),
  item: text(MAX_SHORT),
  /** Amount in cents, null when not given. */
  amountCents: nullable(nonNegInt),
});

const parentingTime = object({
  ...common,
  type: literal('parenting-time'),
  change: picklist(TIME_CHANGES),
  /** Who had the children for these nights. */
  parent: picklist(PARENTS),
  /** First and last night (both included) spent with `parent`. */
  firstNight: isoDate,
  lastNight: isoDate,
});

const note = object({ ...common, type: literal('note') });

/** One version of an entry's content, as stored and hashed. */
export const entryContentSchema = variant('type', [incident, exchange, communication, child, expense, parentingTime, note]);
export type EntryContent = InferOutput<typeof entryContentSchema>;
export type ContentOf<T extends EntryType> = Extract<EntryContent, { type: T }>;

// ------------------------------------------------------------------ the chain

export const CHAIN_OPS = ['create', 'correct', 'remove'] as const;
export type ChainOp = (typeof CHAIN_OPS)[number];

const hex64 = pipe(
  string(),
  check((v) => /^[0-9a-f]{64}$/.test(v)),
);

/**
 * One link of the chain: a version of an entry (create, correct) or the mark that it was
 * removed. `content` is null once the entry has been removed (its words are gone; the
 * content hash stays, so the chain still checks).
 */
export const chainEventSchema = object({
  /** Position in the chain, from 0. */
  seq: nonNegInt,
  entryId: pipe(
    string(),
    check((v) => /^[a-z0-9-]{4,40}$/.test(v)),
  ),
  /** 1 for the first version, then 2, 3, … for each correction and the removal mark. */
  version: pipe(number(), integer(), minValue(1)),
  op: picklist(CHAIN_OPS),
  /** When this version was recorded on the device (UTC, ISO 8601 with milliseconds). */
  recordedAt: pipe(
    string(),
    check((v) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(v)),
  ),
  /** Why it was corrected or removed ('' for the first version). */
  reason: text(MAX_SHORT * 3),
  content: nullable(entryContentSchema),
  /** SHA-256 of the content's canonical form; '' for a removal mark. */
  contentHash: pipe(
    string(),
    check((v) => v === '' || /^[0-9a-f]{64}$/.test(v)),
  ),
  /** The previous link's hash (64 zeros for the first). */
  prev: hex64,
  hash: hex64,
});
export type ChainEvent = InferOutput<typeof chainEventSchema>;

// ------------------------------------------------------------------ blank entries

/** A blank entry of a type for the form, happening now in the device's own time zone. */
export function blankEntry<T extends EntryType>(type: T, when: HappenedAt): ContentOf<T>;
export function blankEntry(type: EntryType, when: HappenedAt): EntryContent {
  const base = { title: '', happenedAt: when, children: [], tags: [], location: '', details: '' };
  switch (type) {
    case 'incident':
      return { ...base, type, present: '', witnesses: '', reportNumber: '' };
    case 'exchange':
      return {
        ...base,
        type,
        scheduledTime: '',
        actualTime: '',
        outcome: 'on-time',
        lateMinutes: 0,
        from: 'other',
        to: 'you',
        handedOverBy: '',
      };
    case 'communication':
      return { ...base, type, channel: 'text', message: '' };
    case 'child':
      return { ...base, type, area: 'health' };
    case 'expense':
      return { ...base, type, sheet: '', item: '', amountCents: null };
    case 'parenting-time':
      return { ...base, type, change: 'make-up', parent: 'you', firstNight: when.date, lastNight: when.date };
    case 'note':
      return { ...base, type };
  }
}

/** Now, as a date, a time and the device's time zone. */
export function nowHappenedAt(now: Date = new Date(), zone = Intl.DateTimeFormat().resolvedOptions().timeZone): HappenedAt {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const p = (t: string) => parts.find((x) => x.type === t)?.value ?? '';
  return { date: `${p('year')}-${p('month')}-${p('day')}`, time: `${p('hour')}:${p('minute')}`, zone };
}

/** Minutes from `scheduled` to `actual` (both HH:MM), or null when either is missing. */
export function minutesLate(scheduled: string, actual: string): number | null {
  if (!isClockTime(scheduled) || !isClockTime(actual)) return null;
  const m = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  return m(actual) - m(scheduled);
}
