/**
 * The parenting-time schedule as stored in the vault: a valibot schema (src/lib/schema.ts)
 * that turns anything saved into a complete schedule (model.ts has the types and defaults).
 */

import {
  array,
  custom,
  fallback,
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
import { entry, parseOrThrow } from '../../lib/schema';
import {
  DEFAULT_SPLIT,
  defaultSchedule,
  HOLIDAY_RULES,
  MIDWEEKS,
  PATTERNS,
  randomId,
  SIDES,
  SUMMER_MODES,
  todayIso,
  WEEKEND_ENDS,
  type HolidaySetting,
  type ScheduleData,
} from './model';

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
