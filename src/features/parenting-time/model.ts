/**
 * The parenting-time schedule as a parent builds it: the regular pattern, the summer
 * layer, holidays, one-off changes and the window to count. Defaults, and two valibot
 * schemas (src/lib/schema.ts): the stored schedule (turns anything saved into a complete
 * schedule) and the form's checks (the messages shown at each field). Pure TypeScript.
 */

import {
  array,
  boolean,
  check,
  custom,
  fallback,
  forward,
  integer,
  maxValue,
  minValue,
  number,
  object,
  picklist,
  pipe,
  regex,
  string,
  transform,
  unknown,
  type GenericSchema,
} from 'valibot';
import { HOLIDAY_KEYS, type HolidayKey } from '../../content/holidays';
import { entry, formProblems, parseOrThrow } from '../../lib/schema';
import { isKnownTimeZone, parseIsoDate, parseTime } from './dates';

const SIDES = ['a', 'b'] as const;
export type Side = (typeof SIDES)[number];
export const other = (s: Side): Side => (s === 'a' ? 'b' : 'a');

export const PATTERNS = [
  'alternating-weeks',
  '2-2-3',
  '2-2-5-5',
  '3-4-4-3',
  '5-2',
  'every-other-weekend',
  '60-40',
  '70-30',
  'month-weekends',
  'custom',
] as const;
export type PatternId = (typeof PATTERNS)[number];

export const PATTERN_LABELS: Record<PatternId, string> = {
  'alternating-weeks': 'Alternating weeks (7 and 7)',
  '2-2-3': '2-2-3 rotation',
  '2-2-5-5': '2-2-5-5 rotation',
  '3-4-4-3': '3-4-4-3 rotation',
  '5-2': '5-2 (five nights and two nights each week)',
  'every-other-weekend': 'Every other weekend',
  '60-40': '60/40 (four nights and three nights each week)',
  '70-30': '70/30 (two weeks, then one week)',
  'month-weekends': '1st, 3rd and 5th weekends of the month (Texas standard style)',
  custom: 'Custom repeating pattern',
};

/** Rotation patterns as nights for the starting parent (s) and the other (o), from the start date. */
export const ROTATIONS: Partial<Record<PatternId, string>> = {
  'alternating-weeks': 'sssssssooooooo',
  '2-2-3': 'ssoosssoossooo',
  '2-2-5-5': 'ssoosssssooooo',
  '3-4-4-3': 'sssoooossssooo',
  '5-2': 'sssssoo',
  '60-40': 'ssssooo',
  '70-30': 'ssssssssssssssooooooo',
};

const MIDWEEKS = ['none', 'evening', 'overnight'] as const;
export type Midweek = (typeof MIDWEEKS)[number];

/** When each holiday starts and ends ("exchange" is the schedule's exchange time); see schedule.ts holidaySpans. */
export const HOLIDAY_TIMES: Record<HolidayKey, string> = {
  newYears: 'December 31 at the exchange time to January 1 at the exchange time. If split: changes hands on January 1.',
  mlkDay: 'Friday at the exchange time to Monday at the exchange time. If split: changes hands on Sunday.',
  presidentsDay: 'Friday at the exchange time to Monday at the exchange time. If split: changes hands on Sunday.',
  springBreak:
    'The Friday before the spring break Monday to the Sunday after it, at the exchange time (9 nights). If split: changes hands on Wednesday.',
  easter: 'Friday at the exchange time to Easter Sunday at the exchange time. If split: changes hands on Saturday.',
  memorialDay: 'Friday at the exchange time to Monday at the exchange time. If split: changes hands on Sunday.',
  mothersDay: 'Friday at the exchange time to Mother’s Day at the exchange time. If split: changes hands on Saturday.',
  fathersDay: 'Friday at the exchange time to Father’s Day at the exchange time. If split: changes hands on Saturday.',
  fourthOfJuly: 'July 4 at 10 a.m. to July 5 at 10 a.m. If split: changes hands on July 4.',
  laborDay: 'Friday at the exchange time to Monday at the exchange time. If split: changes hands on Sunday.',
  halloween: 'October 31, 4 p.m. to 9 p.m. (an evening, no overnight).',
  thanksgiving: 'Wednesday at the exchange time to Sunday at the exchange time. If split: changes hands on Friday.',
  winterBreak: 'December 19 at the exchange time to January 2 at the exchange time. If split: changes hands on December 26.',
  childrensBirthdays: 'Each birthday, 9 a.m. to 8 p.m. (a day visit, no overnight). If split: changes hands that day.',
};

const HOLIDAY_RULES = ['regular', 'fixed', 'alternate', 'split'] as const;
export type HolidayRule = (typeof HOLIDAY_RULES)[number];

export interface HolidaySetting {
  rule: HolidayRule;
  /** fixed: this parent every year; alternate: this parent in even years; split: this parent has the first part in even years. */
  parent: Side;
  /** split: the wall-clock time the second part starts, on the holiday's split day. */
  splitTime: string;
}

export interface Vacation {
  id: number;
  parent: Side;
  start: string;
  nights: number;
}

export interface OneOff {
  id: number;
  parent: Side;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  note: string;
}

export interface Birthday {
  id: number;
  name: string;
  date: string;
}

const SUMMER_MODES = ['same', 'alternating-weeks', 'one-parent'] as const;
export type SummerMode = (typeof SUMMER_MODES)[number];
const WEEKEND_ENDS = ['sunday', 'monday'] as const;

export interface ScheduleData {
  parentA: string;
  parentB: string;
  /** Which parent the person using the tool is (for the child-support link). */
  you: Side;
  timeZone: string;
  pattern: PatternId;
  startDate: string;
  starter: Side;
  exchangeTime: string;
  midweek: Midweek;
  midweekDay: number;
  /** month-weekends: which Fridays of the month start the other parent's weekend (1-5). */
  fridays: number[];
  weekendEnd: (typeof WEEKEND_ENDS)[number];
  thursday: Midweek;
  /** The weekly evening visit (midweek or Thursday evening), 'HH:MM' on the same day. */
  eveningStart: string;
  eveningEnd: string;
  /** custom: one letter per night, A for parent A and B for parent B. */
  custom: string;
  summer: { enabled: boolean; start: string; end: string; mode: SummerMode; parent: Side };
  vacations: Vacation[];
  springBreak: { month: number; nthMonday: number };
  holidays: Record<HolidayKey, HolidaySetting>;
  birthdays: Birthday[];
  oneOffs: OneOff[];
  windowStart: string;
  windowMonths: 12 | 24;
  showHours: boolean;
  /** Random id that keeps the .ics event UIDs of this schedule apart from any other's. */
  calendarId: string;
}

/** Default split points, as the usual wording of orders has them (see docs/parenting-time.md). */
const DEFAULT_SPLIT: Record<HolidayKey, string> = {
  newYears: '09:00',
  mlkDay: '12:00',
  presidentsDay: '12:00',
  springBreak: '12:00',
  easter: '12:00',
  memorialDay: '12:00',
  mothersDay: '12:00',
  fathersDay: '12:00',
  fourthOfJuly: '18:00',
  laborDay: '12:00',
  halloween: '18:30',
  thanksgiving: '12:00',
  winterBreak: '12:00',
  childrensBirthdays: '14:00',
};

function randomId(): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function todayIso(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

function defaultHolidays(): Record<HolidayKey, HolidaySetting> {
  const out = {} as Record<HolidayKey, HolidaySetting>;
  for (const k of HOLIDAY_KEYS) out[k] = { rule: 'regular', parent: 'a', splitTime: DEFAULT_SPLIT[k] };
  return out;
}

export function defaultSchedule(timeZone = 'UTC', today = todayIso()): ScheduleData {
  return {
    parentA: '',
    parentB: '',
    you: 'a',
    timeZone,
    pattern: 'alternating-weeks',
    startDate: today,
    starter: 'a',
    exchangeTime: '18:00',
    midweek: 'none',
    midweekDay: 3,
    fridays: [1, 3, 5],
    weekendEnd: 'sunday',
    thursday: 'evening',
    eveningStart: '18:00',
    eveningEnd: '20:00',
    custom: 'AABB',
    summer: { enabled: false, start: '06-15', end: '08-15', mode: 'alternating-weeks', parent: 'a' },
    vacations: [],
    springBreak: { month: 3, nthMonday: 2 },
    holidays: defaultHolidays(),
    birthdays: [],
    oneOffs: [],
    windowStart: '',
    windowMonths: 12,
    showHours: false,
    calendarId: randomId(),
  };
}

// ---------------------------------------------------------------- the stored schedule (for the vault)

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** An object that is not a list. */
const plainObject = custom<Record<string, unknown>>(isObj);
/** A saved group read field by field: anything that is not an object reads as an empty one (every field its default). */
const group = <T>(schema: GenericSchema<Record<string, unknown>, T>) =>
  entry(
    pipe(
      unknown(),
      transform((v) => (isObj(v) ? v : {})),
      schema,
    ),
  );
/** Saved text (at most 2,000 characters kept); anything else keeps `otherwise`. */
const text = (otherwise: string | (() => string)) =>
  entry(
    fallback(
      pipe(
        string(),
        transform((v) => v.slice(0, 2000)),
      ),
      otherwise,
    ),
  );
/** One of `list`; anything else keeps `otherwise`. */
const choice = <const T extends string | number>(list: readonly T[], otherwise: T) =>
  entry(fallback(picklist(list as T[]), otherwise));
const side = choice(SIDES, 'a');
/** A whole number from `lo` to `hi`; anything else keeps `otherwise`. */
const whole = (otherwise: number, lo: number, hi: number) =>
  entry(fallback(pipe(number(), integer(), minValue(lo), maxValue(hi)), otherwise));
/** Ticked only by true. */
const flag = entry(
  pipe(
    unknown(),
    transform((v) => v === true),
  ),
);
/** Stands for a row's missing id until the row's place (from 1) replaces it. */
const NO_ID = -1;
/** A saved list: entries that are not objects dropped, the first 500 kept, each read by `row`; a row without a valid id gets its place. */
const rows = <T extends { id: number }>(row: GenericSchema<Record<string, unknown>, T>) =>
  entry(
    fallback(
      pipe(
        custom<unknown[]>(Array.isArray),
        transform((v) => v.filter(isObj).slice(0, 500)),
        array(row),
        transform((list) => list.map((r, i) => (r.id === NO_ID ? { ...r, id: i + 1 } : r))),
      ),
      () => [],
    ),
  );
const rowId = whole(NO_ID, 0, 1e9);

/** The fixed defaults (the time zone, start date and calendar id depend on the saved schedule). */
const D = defaultSchedule('UTC', '');

const holidaySchema = (k: HolidayKey) =>
  entry(
    fallback(
      pipe(plainObject, object({ rule: choice(HOLIDAY_RULES, 'regular'), parent: side, splitTime: text(DEFAULT_SPLIT[k]) })),
      (): HolidaySetting => ({ rule: 'regular', parent: 'a', splitTime: DEFAULT_SPLIT[k] }),
    ),
  );

/**
 * The parenting-time schedule as stored (the parenting-time kind's schema): each saved
 * field of the right type wins, anything missing or malformed keeps its default, unknown
 * keys are dropped; a value that is not an object is refused.
 */
export const scheduleSchema: GenericSchema<unknown, ScheduleData> = pipe(
  custom<Record<string, unknown>>(isObj, 'A parenting-time schedule must be an object.'),
  object({
    parentA: text(''),
    parentB: text(''),
    you: side,
    timeZone: text('UTC'),
    pattern: choice(PATTERNS, D.pattern),
    startDate: text(() => todayIso()),
    starter: side,
    exchangeTime: text(D.exchangeTime),
    midweek: choice(MIDWEEKS, 'none'),
    midweekDay: whole(D.midweekDay, 0, 6),
    fridays: entry(
      fallback(
        pipe(
          custom<unknown[]>(Array.isArray),
          transform((v) =>
            [...new Set(v.filter((n): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 5))].sort(),
          ),
        ),
        () => [...D.fridays],
      ),
    ),
    weekendEnd: choice(WEEKEND_ENDS, 'sunday'),
    thursday: choice(MIDWEEKS, 'evening'),
    eveningStart: text(D.eveningStart),
    eveningEnd: text(D.eveningEnd),
    custom: text(D.custom),
    summer: group(
      object({
        enabled: flag,
        start: text(D.summer.start),
        end: text(D.summer.end),
        mode: choice(SUMMER_MODES, D.summer.mode),
        parent: side,
      }),
    ),
    vacations: rows(object({ id: rowId, parent: side, start: text(''), nights: whole(14, 0, 400) })),
    springBreak: group(object({ month: whole(D.springBreak.month, 1, 12), nthMonday: whole(D.springBreak.nthMonday, 1, 4) })),
    holidays: group(
      object(
        Object.fromEntries(HOLIDAY_KEYS.map((k) => [k, holidaySchema(k)])) as Record<
          HolidayKey,
          ReturnType<typeof holidaySchema>
        >,
      ),
    ),
    birthdays: rows(object({ id: rowId, name: text(''), date: text('') })),
    oneOffs: rows(
      object({
        id: rowId,
        parent: side,
        startDate: text(''),
        startTime: text('18:00'),
        endDate: text(''),
        endTime: text('18:00'),
        note: text(''),
      }),
    ),
    windowStart: text(''),
    windowMonths: choice([12, 24], 12),
    showHours: flag,
    calendarId: entry(fallback(pipe(string(), regex(/^[a-z0-9-]{4,64}$/)), () => randomId())),
  }),
);

/** A saved schedule read by scheduleSchema; throws when it is not an object. */
export function mergeSchedule(saved: unknown): ScheduleData {
  return parseOrThrow(scheduleSchema, saved);
}

// ---------------------------------------------------------------- field checks

/** Plain-words problems, keyed by field id (the id after `ptc-` in the form). */
export type FieldErrors = Partial<Record<string, string>>;

const isoDate = (message: string) =>
  pipe(
    string(),
    check((v) => parseIsoDate(v) !== null, message),
  );
const time = (message: string) =>
  pipe(
    string(),
    check((v) => parseTime(v) !== null, message),
  );
/** The weekly evening visit as the form's checks read it: whether there is one, and its times. */
const evening = (s: Pick<ScheduleData, 'pattern' | 'midweek' | 'thursday' | 'eveningStart' | 'eveningEnd'>) => ({
  on: hasEveningVisit(s),
  start: parseTime(s.eveningStart),
  end: parseTime(s.eveningEnd),
});
const holidayCheck = object({ rule: string(), splitTime: string() });

/** The form's checks, one message per field (keyed by its path in the schedule; see checkSchedule). */
const scheduleForm = pipe(
  object({
    startDate: isoDate('Enter the date the schedule starts, for example 2027-01-01.'),
    exchangeTime: time('Enter the exchange time as hours and minutes, for example 18:00.'),
    timeZone: pipe(string(), check(isKnownTimeZone, 'Choose a time zone from the list.')),
    pattern: picklist(PATTERNS),
    custom: string(),
    fridays: array(number()),
    midweek: picklist(MIDWEEKS),
    thursday: picklist(MIDWEEKS),
    eveningStart: string(),
    eveningEnd: string(),
    windowStart: pipe(
      string(),
      check((v) => v === '' || parseIsoDate(v) !== null, 'Enter a real date, or leave it empty to count from today.'),
    ),
    summer: pipe(
      object({ enabled: boolean(), start: string(), end: string() }),
      forward(
        check((v) => !v.enabled || monthDayOk(v.start), 'Enter the first day of summer as month-day, for example 06-15.'),
        ['start'],
      ),
      forward(
        check((v) => !v.enabled || monthDayOk(v.end), 'Enter the first school day after summer as month-day, for example 08-20.'),
        ['end'],
      ),
    ),
    vacations: array(
      object({
        start: isoDate('Enter the first night of this vacation as a date.'),
        nights: pipe(
          number(),
          check((n) => n >= 1 && n <= 60, 'Enter between 1 and 60 nights.'),
        ),
      }),
    ),
    holidays: object(
      Object.fromEntries(
        HOLIDAY_KEYS.map((k) => [
          k,
          pipe(
            holidayCheck,
            forward(
              check(
                (h) => h.rule !== 'split' || parseTime(h.splitTime) !== null,
                'Enter the time the holiday is split, for example 12:00.',
              ),
              ['splitTime'],
            ),
          ),
        ]),
      ),
    ),
    birthdays: array(object({ date: isoDate('Enter the date of birth.') })),
    oneOffs: array(
      pipe(
        object({
          startDate: isoDate('Enter the date this change starts.'),
          endDate: isoDate('Enter the date this change ends.'),
          startTime: time('Enter a time, for example 18:00.'),
          endTime: time('Enter a time, for example 18:00.'),
        }),
        forward(
          check((o) => {
            const [a, b, ta, tb] = [
              parseIsoDate(o.startDate),
              parseIsoDate(o.endDate),
              parseTime(o.startTime),
              parseTime(o.endTime),
            ];
            return a === null || b === null || ta === null || tb === null || b * 1440 + tb > a * 1440 + ta;
          }, 'The end must come after the start.'),
          ['endDate'],
        ),
      ),
    ),
  }),
  forward(
    check(
      (s) => s.pattern !== 'custom' || /^[ABab]{1,366}$/.test(s.custom.replace(/[\s,-]/g, '')),
      'Type one letter for each night, A or B, for example AABBAAB (up to 366 letters).',
    ),
    ['custom'],
  ),
  forward(
    check((s) => s.pattern !== 'month-weekends' || s.fridays.length > 0, 'Tick at least one Friday of the month.'),
    ['fridays'],
  ),
  forward(
    check((s) => !evening(s).on || evening(s).start !== null, 'Enter the time the visit starts, for example 18:00.'),
    ['eveningStart'],
  ),
  forward(
    check((s) => !evening(s).on || evening(s).end !== null, 'Enter the time the visit ends, for example 20:00.'),
    ['eveningEnd'],
  ),
  forward(
    check((s) => {
      const { on, start, end } = evening(s);
      return !on || start === null || end === null || end > start;
    }, 'The visit has to end after it starts, on the same day.'),
    ['eveningEnd'],
  ),
);

/** The form's field id of each list's rows: `vacation-<row id>-start`. */
const ROW_FIELD = { vacations: 'vacation', birthdays: 'birthday', oneOffs: 'oneoff' } as const;

/** Plain-words problems, keyed by field id; a schedule with any is not counted. */
export function checkSchedule(s: ScheduleData): FieldErrors {
  const r = formProblems(scheduleForm, s);
  if (r.ok) return {};
  const e: FieldErrors = {};
  for (const [path, message] of Object.entries(r.errors)) {
    const [top = '', at = '', field = ''] = path.split('.');
    // Rows that share an id share their fields: the later row's problem is the one shown.
    if (top === 'summer') e[`summer-${at}`] = message;
    else if (top === 'holidays') e[`holiday-${at}-split`] = message;
    else if (top in ROW_FIELD) {
      const list = top as keyof typeof ROW_FIELD;
      e[`${ROW_FIELD[list]}-${s[list][Number(at)]?.id}-${field}`] = message;
    } else e[top] = message;
  }
  return e;
}

/** Whether the regular pattern has a weekly evening visit (midweek or Thursday evening). */
export function hasEveningVisit(s: Pick<ScheduleData, 'pattern' | 'midweek' | 'thursday'>): boolean {
  return (
    (s.pattern === 'every-other-weekend' && s.midweek === 'evening') ||
    (s.pattern === 'month-weekends' && s.thursday === 'evening')
  );
}

function monthDayOk(s: string): boolean {
  const m = /^(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  return parseIsoDate(`2024-${m[1]}-${m[2]}`) !== null;
}

export function parentName(s: Pick<ScheduleData, 'parentA' | 'parentB'>, p: Side): string {
  const n = (p === 'a' ? s.parentA : s.parentB).trim();
  return n || (p === 'a' ? 'Parent A' : 'Parent B');
}
