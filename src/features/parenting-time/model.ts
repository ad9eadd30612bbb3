/**
 * The parenting-time schedule as a parent builds it: the regular pattern, the summer
 * layer, holidays, one-off changes and the window to count. Types, names and defaults.
 * The stored schedule's schema is in storedSchedule.ts, the form's checks in checks.ts
 * (both valibot, src/lib/schema.ts). Pure TypeScript.
 */

import * as m from '../../content/messages/parenting-time/compiled/en.js';
import { english, type Translate } from '../../lib/translate';
import { HOLIDAY_KEYS, type HolidayKey } from '../../content/holidays';

export const SIDES = ['a', 'b'] as const;
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
  'alternating-weeks': m.pat_alternating,
  '2-2-3': m.pat_223,
  '2-2-5-5': m.pat_2255,
  '3-4-4-3': m.pat_3443,
  '5-2': m.pat_52,
  'every-other-weekend': m.pat_eow,
  '60-40': m.pat_6040,
  '70-30': m.pat_7030,
  'month-weekends': m.pat_month,
  custom: m.pat_custom,
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

export const MIDWEEKS = ['none', 'evening', 'overnight'] as const;
export type Midweek = (typeof MIDWEEKS)[number];

/** When each holiday starts and ends ("exchange" is the schedule's exchange time); see schedule.ts holidaySpans. */
export const HOLIDAY_TIMES: Record<HolidayKey, string> = {
  newYears: m.ht_newyears,
  mlkDay: m.ht_weekend_monday,
  presidentsDay: m.ht_weekend_monday,
  springBreak: m.ht_springbreak,
  easter: m.ht_easter,
  memorialDay: m.ht_weekend_monday,
  mothersDay: m.ht_mothersday,
  fathersDay: m.ht_fathersday,
  fourthOfJuly: m.ht_fourthofjuly,
  laborDay: m.ht_weekend_monday,
  halloween: m.ht_halloween,
  thanksgiving: m.ht_thanksgiving,
  winterBreak: m.ht_winterbreak,
  childrensBirthdays: m.ht_childrensbirthdays,
};

export const HOLIDAY_RULES = ['regular', 'fixed', 'alternate', 'split'] as const;
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

export const SUMMER_MODES = ['same', 'alternating-weeks', 'one-parent'] as const;
export type SummerMode = (typeof SUMMER_MODES)[number];
export const WEEKEND_ENDS = ['sunday', 'monday'] as const;

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
export const DEFAULT_SPLIT: Record<HolidayKey, string> = {
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

export function randomId(): string {
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

/** Whether the regular pattern has a weekly evening visit (midweek or Thursday evening). */
export function hasEveningVisit(s: Pick<ScheduleData, 'pattern' | 'midweek' | 'thursday'>): boolean {
  return (
    (s.pattern === 'every-other-weekend' && s.midweek === 'evening') ||
    (s.pattern === 'month-weekends' && s.thursday === 'evening')
  );
}

export function parentName(s: Pick<ScheduleData, 'parentA' | 'parentB'>, p: Side, t: Translate = english): string {
  const n = (p === 'a' ? s.parentA : s.parentB).trim();
  return n || t(p === 'a' ? m.parent_a : m.parent_b);
}
