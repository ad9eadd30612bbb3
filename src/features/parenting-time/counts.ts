/**
 * Counting a painted schedule: overnights (the parent who has the children at midnight),
 * hours when asked for, by month and by year, and each day's calendar cell. Pure TypeScript.
 */
import { addMonths, dayFromYmd, MINUTES_PER_DAY, ymdOfDay, ZoneClock } from './dates';
import type { ScheduleData } from './model';
import {
  EVENING_VISIT,
  type Counts,
  type DayInfo,
  type MonthCount,
  type ScheduleResult,
  type Segment,
  type YearCount,
} from './result';

/** Local minutes of `minute` past midnight on `day`. */
export const at = (day: number, minute: number) => day * MINUTES_PER_DAY + minute;

const clocks = new Map<string, ZoneClock>();

/** Zone clocks are kept per zone and range, so a recount after an edit does not probe the zone again. */
export function zoneClock(timeZone: string, from: number, to: number): ZoneClock {
  const key = `${timeZone}|${from}|${to}`;
  let c = clocks.get(key);
  if (!c) {
    if (clocks.size > 20) clocks.clear();
    c = new ZoneClock(timeZone, from, to);
    clocks.set(key, c);
  }
  return c;
}

export function countUp(s: ScheduleData, all: Segment[], segments: Segment[], startDay: number, endDay: number): ScheduleResult {
  const nights: Counts = { a: 0, b: 0 };
  const months: MonthCount[] = [];
  const monthIndex = new Map<number, MonthCount>();
  const monthOf = (day: number): MonthCount => {
    const { y, m } = ymdOfDay(day);
    const k = y * 12 + m;
    let mc = monthIndex.get(k);
    if (!mc) {
      mc = { y, m, a: 0, b: 0, hoursA: 0, hoursB: 0 };
      monthIndex.set(k, mc);
      months.push(mc);
    }
    return mc;
  };
  const years: YearCount[] = [];
  for (let i = 0; addMonths(startDay, 12 * i) < endDay; i++) {
    years.push({
      startDay: addMonths(startDay, 12 * i),
      endDay: Math.min(addMonths(startDay, 12 * (i + 1)), endDay),
      a: 0,
      b: 0,
    });
  }
  const days: DayInfo[] = [];
  let j = 0;
  let n = 0;
  // The month and the year being counted move forward with the day (no date lookup per day).
  let mc = monthOf(startDay);
  let nextMonth = addMonths(startDay - ymdOfDay(startDay).d + 1, 1);
  let yi = 0;
  for (let d = startDay; d < endDay; d++) {
    const dayStart = at(d, 0);
    const midnight = at(d + 1, 0);
    const info: DayInfo = { day: d, night: 'a', changes: [], labels: [] };
    while (j < segments.length && segments[j]!.end <= dayStart) j++;
    for (let k = j; k < segments.length && segments[k]!.start < midnight; k++) {
      const seg = segments[k]!;
      if (seg.start > dayStart) info.changes.push({ minute: seg.start - dayStart, parent: seg.parent });
      if (seg.label && !info.labels.includes(seg.label)) info.labels.push(seg.label);
      if (seg.label === EVENING_VISIT) info.evening = seg.parent;
    }
    // The overnight: who has the children at midnight.
    while (n < all.length && all[n]!.end <= midnight) n++;
    info.night = all[n]?.parent ?? 'a';
    if (d >= nextMonth) {
      mc = monthOf(d);
      nextMonth = addMonths(d, 1);
    }
    mc[info.night]++;
    nights[info.night]++;
    while (yi < years.length && d >= years[yi]!.endDay) yi++;
    const yc = years[yi];
    if (yc && d >= yc.startDay) yc[info.night]++;
    days.push(info);
  }
  let hours: Counts | null = null;
  if (s.showHours) {
    const clock = zoneClock(s.timeZone, startDay - 1, endDay + 1);
    const totalMin = { a: 0, b: 0 };
    for (const seg of segments) {
      let a = seg.start;
      while (a < seg.end) {
        const day = Math.floor(a / MINUTES_PER_DAY);
        const { y, m } = ymdOfDay(day);
        const nextMonth = at(dayFromYmd(m === 12 ? y + 1 : y, m === 12 ? 1 : m + 1, 1), 0);
        const b = Math.min(seg.end, nextMonth);
        const mins = clock.elapsedMinutes(a, b);
        totalMin[seg.parent] += mins;
        const mc = monthOf(day);
        if (seg.parent === 'a') mc.hoursA += mins / 60;
        else mc.hoursB += mins / 60;
        a = b;
      }
    }
    hours = { a: totalMin.a / 60, b: totalMin.b / 60 };
  }
  return { startDay, endDay, nights, hours, months, years, days, segments };
}
