/**
 * The parenting-time schedule as a parent builds it: the regular pattern, the summer
 * layer, holidays, one-off changes and the window to count. Defaults, a validator that
 * turns anything saved into a complete schedule, and the field checks shown at each
 * field. Pure TypeScript.
 */

import { HOLIDAY_KEYS, type HolidayKey } from '../../content/holidays';
import { isKnownTimeZone, parseIsoDate, parseTime } from './dates';

export type Side = 'a' | 'b';
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

export type Midweek = 'none' | 'evening' | 'overnight';

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

export type HolidayRule = 'regular' | 'fixed' | 'alternate' | 'split';

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

export type SummerMode = 'same' | 'alternating-weeks' | 'one-parent';

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
  weekendEnd: 'sunday' | 'monday';
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

// ---------------------------------------------------------------- validation (for the vault)

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown, d: string) => (typeof v === 'string' ? v.slice(0, 2000) : d);
const side = (v: unknown, d: Side): Side => (v === 'a' || v === 'b' ? v : d);
const int = (v: unknown, d: number, lo: number, hi: number) =>
  typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi ? v : d;
function oneOf<T extends string>(v: unknown, list: readonly T[], d: T): T {
  return typeof v === 'string' && (list as readonly string[]).includes(v) ? (v as T) : d;
}

/**
 * Merges a saved schedule over the defaults: each saved field of the right type wins,
 * anything missing or malformed keeps its default. Throws when it is not an object.
 */
export function mergeSchedule(saved: unknown): ScheduleData {
  if (!isObj(saved)) throw new TypeError('A parenting-time schedule must be an object.');
  const d = defaultSchedule(str(saved.timeZone, 'UTC'), str(saved.startDate, todayIso()));
  const midweeks = ['none', 'evening', 'overnight'] as const;
  const summer = isObj(saved.summer) ? saved.summer : {};
  const sb = isObj(saved.springBreak) ? saved.springBreak : {};
  const holidays = defaultHolidays();
  if (isObj(saved.holidays)) {
    for (const k of HOLIDAY_KEYS) {
      const h = saved.holidays[k];
      if (!isObj(h)) continue;
      holidays[k] = {
        rule: oneOf(h.rule, ['regular', 'fixed', 'alternate', 'split'] as const, 'regular'),
        parent: side(h.parent, 'a'),
        splitTime: str(h.splitTime, DEFAULT_SPLIT[k]),
      };
    }
  }
  const list = <T>(v: unknown, f: (x: Record<string, unknown>, i: number) => T): T[] =>
    Array.isArray(v) ? v.filter(isObj).slice(0, 500).map(f) : [];
  return {
    parentA: str(saved.parentA, ''),
    parentB: str(saved.parentB, ''),
    you: side(saved.you, 'a'),
    timeZone: d.timeZone,
    pattern: oneOf(saved.pattern, PATTERNS, d.pattern),
    startDate: d.startDate,
    starter: side(saved.starter, 'a'),
    exchangeTime: str(saved.exchangeTime, d.exchangeTime),
    midweek: oneOf(saved.midweek, midweeks, 'none'),
    midweekDay: int(saved.midweekDay, 3, 0, 6),
    fridays: Array.isArray(saved.fridays)
      ? [...new Set(saved.fridays.filter((n): n is number => Number.isInteger(n) && n >= 1 && n <= 5))].sort()
      : d.fridays,
    weekendEnd: oneOf(saved.weekendEnd, ['sunday', 'monday'] as const, 'sunday'),
    thursday: oneOf(saved.thursday, midweeks, 'evening'),
    eveningStart: str(saved.eveningStart, d.eveningStart),
    eveningEnd: str(saved.eveningEnd, d.eveningEnd),
    custom: str(saved.custom, d.custom),
    summer: {
      enabled: summer.enabled === true,
      start: str(summer.start, d.summer.start),
      end: str(summer.end, d.summer.end),
      mode: oneOf(summer.mode, ['same', 'alternating-weeks', 'one-parent'] as const, d.summer.mode),
      parent: side(summer.parent, 'a'),
    },
    vacations: list(saved.vacations, (v, i) => ({
      id: int(v.id, i + 1, 0, 1e9),
      parent: side(v.parent, 'a'),
      start: str(v.start, ''),
      nights: int(v.nights, 14, 0, 400),
    })),
    springBreak: { month: int(sb.month, 3, 1, 12), nthMonday: int(sb.nthMonday, 2, 1, 4) },
    holidays,
    birthdays: list(saved.birthdays, (b, i) => ({ id: int(b.id, i + 1, 0, 1e9), name: str(b.name, ''), date: str(b.date, '') })),
    oneOffs: list(saved.oneOffs, (o, i) => ({
      id: int(o.id, i + 1, 0, 1e9),
      parent: side(o.parent, 'a'),
      startDate: str(o.startDate, ''),
      startTime: str(o.startTime, '18:00'),
      endDate: str(o.endDate, ''),
      endTime: str(o.endTime, '18:00'),
      note: str(o.note, ''),
    })),
    windowStart: str(saved.windowStart, ''),
    windowMonths: saved.windowMonths === 24 ? 24 : 12,
    showHours: saved.showHours === true,
    calendarId:
      typeof saved.calendarId === 'string' && /^[a-z0-9-]{4,64}$/.test(saved.calendarId) ? saved.calendarId : d.calendarId,
  };
}

// ---------------------------------------------------------------- field checks

export type FieldErrors = Partial<Record<string, string>>;

/** Plain-words problems, keyed by field id; a schedule with any is not counted. */
export function checkSchedule(s: ScheduleData): FieldErrors {
  const e: FieldErrors = {};
  if (parseIsoDate(s.startDate) === null) e.startDate = 'Enter the date the schedule starts, for example 2027-01-01.';
  if (parseTime(s.exchangeTime) === null) e.exchangeTime = 'Enter the exchange time as hours and minutes, for example 18:00.';
  if (!isKnownTimeZone(s.timeZone)) e.timeZone = 'Choose a time zone from the list.';
  if (s.pattern === 'custom' && !/^[ABab]{1,366}$/.test(s.custom.replace(/[\s,-]/g, ''))) {
    e.custom = 'Type one letter for each night, A or B, for example AABBAAB (up to 366 letters).';
  }
  if (s.pattern === 'month-weekends' && s.fridays.length === 0) e.fridays = 'Tick at least one Friday of the month.';
  if (hasEveningVisit(s)) {
    const a = parseTime(s.eveningStart);
    const b = parseTime(s.eveningEnd);
    if (a === null) e.eveningStart = 'Enter the time the visit starts, for example 18:00.';
    if (b === null) e.eveningEnd = 'Enter the time the visit ends, for example 20:00.';
    else if (a !== null && b <= a) e.eveningEnd = 'The visit has to end after it starts, on the same day.';
  }
  if (s.windowStart !== '' && parseIsoDate(s.windowStart) === null)
    e.windowStart = 'Enter a real date, or leave it empty to count from today.';
  if (s.summer.enabled) {
    if (!monthDayOk(s.summer.start)) e['summer-start'] = 'Enter the first day of summer as month-day, for example 06-15.';
    if (!monthDayOk(s.summer.end)) e['summer-end'] = 'Enter the first school day after summer as month-day, for example 08-20.';
  }
  for (const v of s.vacations) {
    if (parseIsoDate(v.start) === null) e[`vacation-${v.id}-start`] = 'Enter the first night of this vacation as a date.';
    if (!(v.nights >= 1 && v.nights <= 60)) e[`vacation-${v.id}-nights`] = 'Enter between 1 and 60 nights.';
  }
  for (const h of HOLIDAY_KEYS) {
    if (s.holidays[h].rule === 'split' && parseTime(s.holidays[h].splitTime) === null) {
      e[`holiday-${h}-split`] = 'Enter the time the holiday is split, for example 12:00.';
    }
  }
  for (const b of s.birthdays) {
    if (parseIsoDate(b.date) === null) e[`birthday-${b.id}-date`] = 'Enter the date of birth.';
  }
  for (const o of s.oneOffs) {
    const a = parseIsoDate(o.startDate);
    const b = parseIsoDate(o.endDate);
    const ta = parseTime(o.startTime);
    const tb = parseTime(o.endTime);
    if (a === null) e[`oneoff-${o.id}-startDate`] = 'Enter the date this change starts.';
    if (b === null) e[`oneoff-${o.id}-endDate`] = 'Enter the date this change ends.';
    if (ta === null) e[`oneoff-${o.id}-startTime`] = 'Enter a time, for example 18:00.';
    if (tb === null) e[`oneoff-${o.id}-endTime`] = 'Enter a time, for example 18:00.';
    if (a !== null && b !== null && ta !== null && tb !== null && b * 1440 + tb <= a * 1440 + ta) {
      e[`oneoff-${o.id}-endDate`] = 'The end must come after the start.';
    }
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
