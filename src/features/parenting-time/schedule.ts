/**
 * The schedule engine: turns a ScheduleData into who has the children at every moment
 * of a window, then counts. Layers are applied in order and a later layer wins:
 *   1. the regular pattern (one parent per night; exchanges at the exchange time),
 *   2. the season layer (summer pattern, then vacation blocks),
 *   3. holidays (breaks first, then one-day holidays, Mother's/Father's Day, birthdays),
 *   4. one-off changes, in the order listed.
 * An overnight belongs to the parent who has the children at midnight, where they sleep.
 * Pure TypeScript; the rules are explained in docs/parenting-time.md.
 */
import {
  addMonths,
  dayFromYmd,
  easterSunday,
  nthWeekdayOfMonth,
  occurrenceInMonth,
  parseIsoDate,
  parseTime,
  weekdayOf,
  ymdOfDay,
} from './dates';
import { HOLIDAY_LABELS, type HolidayKey } from '../../content/holidays';
import { other, ROTATIONS, type ScheduleData, type Side } from './model';
import { checkSchedule } from './checks';
import { at, countUp } from './counts';
import { estimatorPath } from '../../lib/pathQueries';
import { EVENING_VISIT, type ScheduleResult, type Segment } from './result';

export type { ScheduleResult, Segment } from './result';

/** The window counted: from `windowStart` (or today) for 12 or 24 calendar months. */
export function windowOf(s: ScheduleData, today: number): { startDay: number; endDay: number } {
  const start = (s.windowStart ? parseIsoDate(s.windowStart) : null) ?? today;
  return { startDay: start, endDay: addMonths(start, s.windowMonths) };
}

function mod(n: number, m: number): number {
  return ((n % m) + m) % m;
}

/** The Friday a weekend night belongs to, or null when the night is not a weekend night. */
function weekendFriday(day: number, toMonday: boolean): number | null {
  const w = weekdayOf(day);
  if (w === 5) return day;
  if (w === 6) return day - 1;
  if (w === 0 && toMonday) return day - 2;
  return null;
}

interface Regular {
  night: (day: number) => Side;
  /** Weekly evening visits (no overnight): the parent having the evening, or null. */
  evening: (day: number) => Side | null;
}

function regularPattern(s: ScheduleData, startDay: number): Regular {
  const first = s.starter;
  const rest = other(first);
  const none = () => null;
  const rotation = ROTATIONS[s.pattern];
  if (rotation) {
    return { night: (d) => (rotation[mod(d - startDay, rotation.length)] === 's' ? first : rest), evening: none };
  }
  if (s.pattern === 'custom') {
    const letters = s.custom.replace(/[\s,-]/g, '').toUpperCase() || 'A';
    return { night: (d) => (letters[mod(d - startDay, letters.length)] === 'A' ? 'a' : 'b'), evening: none };
  }
  const toMonday = s.weekendEnd === 'monday';
  // Weekend patterns: `starter` is the parent with the weekend time; the other has the week.
  if (s.pattern === 'every-other-weekend') {
    const firstFriday = startDay + mod(5 - weekdayOf(startDay), 7);
    return {
      night: (d) => {
        const f = weekendFriday(d, toMonday);
        if (f !== null && mod(f - firstFriday, 14) === 0) return first;
        if (s.midweek === 'overnight' && weekdayOf(d) === s.midweekDay) return first;
        return rest;
      },
      evening: (d) => (s.midweek === 'evening' && weekdayOf(d) === s.midweekDay ? first : null),
    };
  }
  // month-weekends: the 1st, 3rd and 5th Fridays (or those ticked) of each month.
  const fridays = new Set(s.fridays);
  return {
    night: (d) => {
      const f = weekendFriday(d, toMonday);
      if (f !== null && fridays.has(occurrenceInMonth(f))) return first;
      if (s.thursday === 'overnight' && weekdayOf(d) === 4) return first;
      return rest;
    },
    evening: (d) => (s.thursday === 'evening' && weekdayOf(d) === 4 ? first : null),
  };
}

interface Paint {
  start: number;
  end: number;
  parent: Side;
  label: string;
}

/** Paints `p` over the sorted, gap-free segment list in place (later paint wins), within its range. */
function paint(segs: Segment[], p: Paint): void {
  const lo = segs[0]?.start;
  const hi = segs[segs.length - 1]?.end;
  if (lo === undefined || hi === undefined) return;
  const a = Math.max(p.start, lo);
  const b = Math.min(p.end, hi);
  if (b <= a) return;
  // First segment ending after a.
  let i = 0;
  let j = segs.length;
  while (i < j) {
    const mid = (i + j) >> 1;
    if (segs[mid]!.end <= a) i = mid + 1;
    else j = mid;
  }
  let k = i;
  while (k < segs.length && segs[k]!.start < b) k++;
  const firstSeg = segs[i]!;
  const lastSeg = segs[k - 1]!;
  const pieces: Segment[] = [];
  if (firstSeg.start < a) pieces.push({ ...firstSeg, end: a });
  pieces.push({ start: a, end: b, parent: p.parent, label: p.label });
  if (lastSeg.end > b) pieces.push({ ...lastSeg, start: b });
  segs.splice(i, k - i, ...pieces);
}

export interface HolidaySpan {
  key: HolidayKey;
  label: string;
  start: number;
  end: number;
  /** The moment the second part starts when the holiday is split. */
  split: number;
  /** The calendar year whose parity decides who has it. */
  year: number;
}

/** Every holiday span of calendar year `y`, for the holidays not following the regular schedule. */
function holidaySpans(s: ScheduleData, y: number): HolidaySpan[] {
  const ex = parseTime(s.exchangeTime) ?? 18 * 60;
  const out: HolidaySpan[] = [];
  const add = (key: HolidayKey, start: number, end: number, splitDay: number, label = HOLIDAY_LABELS[key]) => {
    const split = at(splitDay, parseTime(s.holidays[key].splitTime) ?? 12 * 60);
    out.push({ key, label, start, end, split: Math.min(Math.max(split, start), end), year: y });
  };
  const mondayWeekend = (key: HolidayKey, monday: number) => add(key, at(monday - 3, ex), at(monday, ex), monday - 1);
  const sundayWeekend = (key: HolidayKey, sunday: number) => add(key, at(sunday - 2, ex), at(sunday, ex), sunday - 1);
  // Breaks first, so a one-day holiday inside a break (New Year's Day in winter break) wins.
  const sbMonday = nthWeekdayOfMonth(y, s.springBreak.month, 1, s.springBreak.nthMonday);
  add('springBreak', at(sbMonday - 3, ex), at(sbMonday + 6, ex), sbMonday + 2);
  const thanksgiving = nthWeekdayOfMonth(y, 11, 4, 4);
  add('thanksgiving', at(thanksgiving - 1, ex), at(thanksgiving + 3, ex), thanksgiving + 1);
  add('winterBreak', at(dayFromYmd(y, 12, 19), ex), at(dayFromYmd(y + 1, 1, 2), ex), dayFromYmd(y, 12, 26));
  const jan1 = dayFromYmd(y, 1, 1);
  add('newYears', at(jan1 - 1, ex), at(jan1, ex), jan1);
  mondayWeekend('mlkDay', nthWeekdayOfMonth(y, 1, 1, 3));
  mondayWeekend('presidentsDay', nthWeekdayOfMonth(y, 2, 1, 3));
  sundayWeekend('easter', easterSunday(y));
  mondayWeekend('memorialDay', nthWeekdayOfMonth(y, 5, 1, -1));
  const jul4 = dayFromYmd(y, 7, 4);
  add('fourthOfJuly', at(jul4, 10 * 60), at(jul4 + 1, 10 * 60), jul4);
  mondayWeekend('laborDay', nthWeekdayOfMonth(y, 9, 1, 1));
  const oct31 = dayFromYmd(y, 10, 31);
  add('halloween', at(oct31, 16 * 60), at(oct31, 21 * 60), oct31);
  sundayWeekend('mothersDay', nthWeekdayOfMonth(y, 5, 0, 2));
  sundayWeekend('fathersDay', nthWeekdayOfMonth(y, 6, 0, 3));
  for (const b of s.birthdays) {
    const born = parseIsoDate(b.date);
    if (born === null) continue;
    const { m, d } = ymdOfDay(born);
    const day =
      m === 2 && d === 29 && dayFromYmd(y, 3, 1) - dayFromYmd(y, 2, 28) === 1 ? dayFromYmd(y, 2, 28) : dayFromYmd(y, m, d);
    if (day < born) continue;
    const name = b.name.trim();
    add('childrensBirthdays', at(day, 9 * 60), at(day, 20 * 60), day, name ? `${name}’s birthday` : 'Birthday');
  }
  return out.filter((h) => s.holidays[h.key].rule !== 'regular');
}

function holidayPaints(s: ScheduleData, h: HolidaySpan): Paint[] {
  const set = s.holidays[h.key];
  const even = h.year % 2 === 0;
  if (set.rule === 'fixed') return [{ start: h.start, end: h.end, parent: set.parent, label: h.label }];
  if (set.rule === 'alternate')
    return [{ start: h.start, end: h.end, parent: even ? set.parent : other(set.parent), label: h.label }];
  if (set.rule === 'split') {
    const firstPart = even ? set.parent : other(set.parent);
    return [
      { start: h.start, end: h.split, parent: firstPart, label: h.label },
      { start: h.split, end: h.end, parent: other(firstPart), label: h.label },
    ];
  }
  return [];
}

function summerRange(s: ScheduleData, y: number): [number, number] | null {
  const [sm, sd] = s.summer.start.split('-').map(Number);
  const [em, ed] = s.summer.end.split('-').map(Number);
  if (!sm || !sd || !em || !ed) return null;
  const a = dayFromYmd(y, sm, sd);
  const b = dayFromYmd(y, em, ed);
  return b > a ? [a, b] : null;
}

/**
 * Computes the schedule for the window [startDay, endDay). Returns null when a field
 * has a problem (the page shows it at the field).
 */
export function computeSchedule(s: ScheduleData, startDay: number, endDay: number): ScheduleResult | null {
  if (Object.keys(checkSchedule(s)).length > 0) return null;
  const anchor = parseIsoDate(s.startDate)!;
  const ex = parseTime(s.exchangeTime)!;
  const reg = regularPattern(s, anchor);
  // Layers 1-2 per night, over one night either side of the window.
  const from = startDay - 1;
  const to = endDay + 1;
  const nightOf: Side[] = new Array(to - from);
  const inSummer = new Uint8Array(to - from);
  for (let d = from; d < to; d++) nightOf[d - from] = reg.night(d);
  if (s.summer.enabled) {
    for (let y = ymdOfDay(from).y; y <= ymdOfDay(to).y; y++) {
      const r = summerRange(s, y);
      if (!r) continue;
      for (let d = Math.max(r[0], from); d < Math.min(r[1], to); d++) {
        inSummer[d - from] = 1;
        if (s.summer.mode === 'alternating-weeks')
          nightOf[d - from] = Math.floor((d - r[0]) / 7) % 2 === 0 ? s.summer.parent : other(s.summer.parent);
        else if (s.summer.mode === 'one-parent') nightOf[d - from] = s.summer.parent;
      }
    }
  }
  const summerReplaces = s.summer.enabled && s.summer.mode !== 'same';
  // Texas Family Code § 153.312(a)(2): the Thursday period is "during the regular school term";
  // the weekends run "throughout the year". So with a summer period set, the Thursday evening or
  // overnight of the month-based weekends stops for the summer even when summer keeps the
  // regular pattern (docs/parenting-time.md#the-texas-rule-in-our-words).
  const thursdayInTermOnly = s.pattern === 'month-weekends' && s.summer.enabled;
  if (thursdayInTermOnly && s.summer.mode === 'same' && s.thursday === 'overnight') {
    for (let d = from; d < to; d++) if (inSummer[d - from] && weekdayOf(d) === 4) nightOf[d - from] = other(s.starter);
  }
  const eveningStart = parseTime(s.eveningStart) ?? 18 * 60;
  const eveningEnd = parseTime(s.eveningEnd) ?? 20 * 60;
  // Night runs to segments: a night's parent holds from its exchange time to the next.
  const segs: Segment[] = [];
  for (let d = from; d < to; d++) {
    const p = nightOf[d - from]!;
    const last = segs[segs.length - 1];
    if (last && last.parent === p) last.end = at(d + 1, ex);
    else segs.push({ start: at(d, ex), end: at(d + 1, ex), parent: p, label: '' });
  }
  for (let d = from; d < to; d++) {
    if ((summerReplaces || thursdayInTermOnly) && inSummer[d - from]) continue;
    const p = reg.evening(d);
    if (p && nightOf[d - from] !== p)
      paint(segs, { start: at(d, eveningStart), end: at(d, eveningEnd), parent: p, label: EVENING_VISIT });
  }
  for (const v of s.vacations) {
    const v0 = parseIsoDate(v.start);
    if (v0 === null || v0 + v.nights < from || v0 > to) continue;
    paint(segs, { start: at(v0, ex), end: at(v0 + v.nights, ex), parent: v.parent, label: 'Vacation' });
  }
  const y0 = ymdOfDay(from).y - 1;
  const y1 = ymdOfDay(to).y;
  const spans: HolidaySpan[] = [];
  for (let y = y0; y <= y1; y++) spans.push(...holidaySpans(s, y));
  for (const h of spans) {
    if (h.end < at(from, 0) || h.start > at(to, 0)) continue;
    for (const p of holidayPaints(s, h)) paint(segs, p);
  }
  for (const o of s.oneOffs) {
    const a = at(parseIsoDate(o.startDate)!, parseTime(o.startTime)!);
    const b = at(parseIsoDate(o.endDate)!, parseTime(o.endTime)!);
    paint(segs, { start: a, end: b, parent: o.parent, label: o.note.trim() || 'One-off change' });
  }
  // Merge neighbours with the same parent and label; keep the full list for the night
  // lookups (the last night of the window ends after it) and clip a copy to the window.
  const all: Segment[] = [];
  for (const seg of segs) {
    const last = all[all.length - 1];
    if (last && last.parent === seg.parent && last.label === seg.label && last.end === seg.start) last.end = seg.end;
    else all.push({ ...seg });
  }
  const w0 = at(startDay, 0);
  const w1 = at(endDay, 0);
  const clipped = all
    .filter((seg) => seg.end > w0 && seg.start < w1)
    .map((seg) => ({ ...seg, start: Math.max(seg.start, w0), end: Math.min(seg.end, w1) }));
  return countUp(s, all, clipped, startDay, endDay);
}

/** Percentage with one decimal, as text ("50.1"). */
export function percentText(part: number, whole: number): string {
  if (whole <= 0) return '0.0';
  return ((part / whole) * 100).toFixed(1);
}

/** The per-year overnights for the child-support estimator: the first 12 months of the window. */
export function supportOvernights(s: ScheduleData, r: ScheduleResult): { you: number; other: number } {
  const first = r.years[0] ?? { a: r.nights.a, b: r.nights.b };
  return s.you === 'a' ? { you: first.a, other: first.b } : { you: first.b, other: first.a };
}

/** The estimator's address with the overnights filled in. */
export function estimatorLink(o: { you: number; other: number }): string {
  return estimatorPath(o);
}
