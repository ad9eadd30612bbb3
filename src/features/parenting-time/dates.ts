/**
 * Calendar arithmetic for the parenting-time schedule, with no React and no library.
 *
 * A calendar date is a "day number": whole days since 1970-01-01 in the proleptic
 * Gregorian calendar, independent of any time zone (the schedule is written in the
 * family's wall-clock time, as court orders are). A wall-clock moment is a "local
 * minute": day * 1440 + minutes after midnight. Only hours and the .ics time zone need a
 * real time zone; those go through Intl (see `ZoneClock`). Why not a date library: see
 * docs/parenting-time.md.
 */

import { MONTH_NAMES } from '../../lib/usDate';
import type { Lang } from '../../lib/lang';

export const MINUTES_PER_DAY = 1440;

export interface Ymd {
  y: number;
  m: number; // 1-12
  d: number; // 1-31
}

export function dayFromYmd(y: number, m: number, d: number): number {
  return Math.floor(Date.UTC(y, m - 1, d) / 86_400_000);
}

export function ymdOfDay(day: number): Ymd {
  const t = new Date(day * 86_400_000);
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

/** 0 = Sunday … 6 = Saturday. 1970-01-01 was a Thursday. */
export function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

function daysInMonth(y: number, m: number): number {
  return [31, isLeapYear(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1] ?? 30;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' to a day number, or null when it is not a real date (2027-02-29 is not). */
export function parseIsoDate(s: string): number | null {
  const m = ISO_DATE.exec(s.trim());
  if (!m) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (y < 1900 || y > 2200 || mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) return null;
  return dayFromYmd(y, mo, d);
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

export function isoOfDay(day: number): string {
  const { y, m, d } = ymdOfDay(day);
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
}

/** 'HH:MM' (24-hour) to minutes after midnight, or null. */
export function parseTime(s: string): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(s.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return null;
  return h * 60 + min;
}

/** Adds calendar months, clamping the day (Jan 31 + 1 month = Feb 28 or 29). */
export function addMonths(day: number, months: number): number {
  const { y, m, d } = ymdOfDay(day);
  const total = y * 12 + (m - 1) + months;
  const ny = Math.floor(total / 12);
  const nm = (total % 12) + 1;
  return dayFromYmd(ny, nm, Math.min(d, daysInMonth(ny, nm)));
}

/** The nth (1-based) given weekday of a month; n = -1 means the last one. */
export function nthWeekdayOfMonth(y: number, m: number, weekday: number, n: number): number {
  if (n < 0) {
    const last = dayFromYmd(y, m, daysInMonth(y, m));
    return last - ((weekdayOf(last) - weekday + 7) % 7);
  }
  const first = dayFromYmd(y, m, 1);
  return first + ((weekday - weekdayOf(first) + 7) % 7) + (n - 1) * 7;
}

/** Which occurrence of its weekday in its month a date is: 1 for days 1-7, … 5 for days 29-31. */
export function occurrenceInMonth(day: number): number {
  return Math.ceil(ymdOfDay(day).d / 7);
}

/** Easter Sunday (Gregorian), by the anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
export function easterSunday(y: number): number {
  const a = y % 19;
  const b = Math.floor(y / 100);
  const c = y % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const dayOfMonth = ((h + l - 7 * m + 114) % 31) + 1;
  return dayFromYmd(y, month, dayOfMonth);
}

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Intl's es-US words for a day (docs/i18n.md); English keeps its plain-string code. */
function spanish(day: number, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat('es-US', { ...options, timeZone: 'UTC' }).format(day * 86_400_000);
}

/** "January 31, 2025"; in Spanish "31 de enero de 2025". */
export function dateText(day: number, lang: Lang = 'en'): string {
  if (lang === 'es') return spanish(day, { day: 'numeric', month: 'long', year: 'numeric' });
  const { y, m, d } = ymdOfDay(day);
  return `${MONTH_NAMES[m - 1]} ${d}, ${y}`;
}

/** "Friday, January 31, 2025"; in Spanish "viernes, 31 de enero de 2025". */
export function longDate(day: number, lang: Lang = 'en'): string {
  if (lang === 'es') return spanish(day, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const { y, m, d } = ymdOfDay(day);
  return `${WEEKDAY_NAMES[weekdayOf(day)]}, ${MONTH_NAMES[m - 1]} ${d}, ${y}`;
}

/** "January 2027"; in Spanish "enero de 2027". `short`: "Jan 2027" / "ene 2027". */
export function monthText(y: number, m: number, lang: Lang = 'en', short = false): string {
  if (lang === 'es') return spanish(dayFromYmd(y, m, 1), { month: short ? 'short' : 'long', year: 'numeric' });
  const name = MONTH_NAMES[m - 1] ?? '';
  return `${short ? name.slice(0, 3) : name} ${y}`;
}

/** A month's name alone (1 = January); in Spanish "enero". */
export function monthName(m: number, lang: Lang = 'en'): string {
  return lang === 'es' ? spanish(dayFromYmd(2001, m, 1), { month: 'long' }) : (MONTH_NAMES[m - 1] ?? '');
}

/** A weekday's name (0 = Sunday); in Spanish "domingo". `short`: "Sun" / "dom". */
export function weekdayName(w: number, lang: Lang = 'en', short = false): string {
  // 2001-01-07 was a Sunday.
  if (lang === 'es') return spanish(dayFromYmd(2001, 1, 7 + w), { weekday: short ? 'short' : 'long' });
  const name = WEEKDAY_NAMES[w] ?? '';
  return short ? name.slice(0, 3) : name;
}

/** "6:00 p.m.", "noon", "midnight"; in Spanish Intl's es-US clock ("6:00 p.m.", "12:00 a.m."). */
export function clockText(minutes: number, lang: Lang = 'en'): string {
  const mm = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  if (lang === 'es')
    return new Intl.DateTimeFormat('es-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(mm * 60_000);
  if (mm === 0) return 'midnight';
  if (mm === 720) return 'noon';
  const h = Math.floor(mm / 60);
  const min = mm % 60;
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${pad(min)} ${h < 12 ? 'a.m.' : 'p.m.'}`;
}

// ---------------------------------------------------------------- time zones

/** One change of a zone's UTC offset: at `utcMs` the offset goes from `from` to `to` (minutes east of UTC). */
export interface ZoneTransition {
  utcMs: number;
  from: number;
  to: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True when the browser knows this IANA time zone name. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's UTC offset, in minutes east of UTC, at an instant. */
function offsetAt(timeZone: string, utcMs: number): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(utcMs));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour') % 24, get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(utcMs / 1000) * 1000) / 60_000);
}

/**
 * A zone's clock over a range of days: the offset transitions found once (one probe a
 * week, then a binary search to the minute), after which local-to-UTC conversions are
 * arithmetic. Wall-clock times that do not exist (the skipped hour in spring) move
 * forward by the gap; repeated ones (the autumn hour) take the first occurrence.
 */
export class ZoneClock {
  readonly transitions: ZoneTransition[] = [];
  private readonly baseOffset: number;

  constructor(
    readonly timeZone: string,
    fromDay: number,
    toDay: number,
  ) {
    const probe = (day: number) => offsetAt(timeZone, day * 86_400_000 + 12 * 3_600_000);
    this.baseOffset = offsetAt(timeZone, (fromDay - 1) * 86_400_000);
    let prev = this.baseOffset;
    let prevMs = (fromDay - 1) * 86_400_000;
    // One probe a week (offsets change at most a few times a year), then a binary search
    // to the minute wherever the offset differs from the previous probe.
    for (let day = fromDay; day <= toDay + 7; day += 7) {
      const ms = day * 86_400_000 + 12 * 3_600_000;
      const off = probe(day);
      if (off !== prev) {
        let lo = prevMs;
        let hi = ms;
        while (hi - lo > 60_000) {
          const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
          if (offsetAt(timeZone, mid) === prev) lo = mid;
          else hi = mid;
        }
        this.transitions.push({ utcMs: hi, from: prev, to: off });
        prev = off;
      }
      prevMs = ms;
    }
  }

  /** Offset in effect at a UTC instant. */
  offsetAtUtc(utcMs: number): number {
    let off = this.baseOffset;
    for (const t of this.transitions) {
      if (utcMs >= t.utcMs) off = t.to;
      else break;
    }
    return off;
  }

  /** UTC milliseconds of a local minute. */
  toUtcMs(localMinute: number): number {
    const naive = localMinute * 60_000;
    const before = this.offsetAtUtc(naive - 86_400_000);
    const after = this.offsetAtUtc(naive + 86_400_000);
    const a = naive - before * 60_000;
    const b = naive - after * 60_000;
    const aOk = this.offsetAtUtc(a) === before;
    const bOk = this.offsetAtUtc(b) === after;
    if (aOk && bOk) return Math.min(a, b);
    if (bOk) return b;
    return a; // valid, or in the spring gap: read with the earlier offset, i.e. moved forward
  }

  /** Real minutes elapsed between two local minutes (23 or 25 hours across a DST change). */
  elapsedMinutes(fromLocal: number, toLocal: number): number {
    return Math.round((this.toUtcMs(toLocal) - this.toUtcMs(fromLocal)) / 60_000);
  }
}

/** The device's time zone, or UTC when the browser does not say. */
export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
