import { afterAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import {
  addMonths,
  dayFromYmd,
  easterSunday,
  isoOfDay,
  nthWeekdayOfMonth,
  occurrenceInMonth,
  parseIsoDate,
  weekdayOf,
  ZoneClock,
} from '../../src/features/parenting-time/dates';
import { defaultSchedule, type PatternId, type ScheduleData, type Side } from '../../src/features/parenting-time/model';
import { checkSchedule } from '../../src/features/parenting-time/checks';
import { mergeSchedule } from '../../src/features/parenting-time/storedSchedule';
import {
  computeSchedule,
  estimatorLink,
  supportOvernights,
  type ScheduleResult,
} from '../../src/features/parenting-time/schedule';
import { foldLine, scheduleIcs } from '../../src/features/parenting-time/ics';
import { scheduleWording } from '../../src/features/parenting-time/wording';

/*
 * Real-world sources the counts below are checked against (checked 2026-11-24):
 * - Indiana Child Support Guidelines, Guideline 6 (Parenting Time Credit), commentary,
 *   https://rules.incourts.gov/Content/child-support/guideline6/current.htm : "alternate
 *   weekend visitation ... is equivalent to approximately 14% of the annual overnights",
 *   and the credit table starts at 52 annual overnights. Our every-other-weekend count is
 *   52 of 364 = 14.3%.
 * - Texas Family Code §153.312(a) as quoted in H.B. 2379 (82nd Legislature),
 *   https://capitol.texas.gov/tlodocs/82R/billtext/html/HB02379I.htm : weekends "beginning
 *   at 6 p.m. on the first, third, and fifth Friday of each month and ending at 6 p.m. on
 *   the following Sunday", and Thursdays "during the regular school term beginning at
 *   6 p.m. and ending at 8 p.m.".
 * - Partney Law, "When does the weekend start and end", https://partneylaw.com/tag/visitation-schedule :
 *   Friday, January 31, 2025 is the 5th Friday of January (return Sunday, February 2), and
 *   Friday, February 7, 2025 is the 1st Friday of February, so the weekend parent has two
 *   weekends in a row.
 */

const TZ = 'America/Chicago';

function sched(over: Partial<ScheduleData>): ScheduleData {
  return { ...defaultSchedule(TZ, '2027-01-01'), ...over };
}

function run(s: ScheduleData, from: string, nights: number): ScheduleResult {
  const d = parseIsoDate(from)!;
  const r = computeSchedule(s, d, d + nights);
  if (!r) throw new Error(JSON.stringify(checkSchedule(s)));
  return r;
}

function runMonths(s: ScheduleData, from: string, months: number): ScheduleResult {
  const d = parseIsoDate(from)!;
  return computeSchedule(s, d, addMonths(d, months))!;
}

const nightOf = (r: ScheduleResult, iso: string): Side => r.days[parseIsoDate(iso)! - r.startDay]!.night;

describe('date arithmetic', () => {
  it('weekdays, leap years and month-relative days', () => {
    expect(weekdayOf(parseIsoDate('1970-01-01')!)).toBe(4);
    expect(weekdayOf(parseIsoDate('2027-01-01')!)).toBe(5);
    expect(parseIsoDate('2027-02-29')).toBeNull();
    expect(isoOfDay(parseIsoDate('2028-02-29')!)).toBe('2028-02-29');
    expect(isoOfDay(addMonths(parseIsoDate('2028-01-31')!, 1))).toBe('2028-02-29');
    expect(isoOfDay(nthWeekdayOfMonth(2026, 11, 4, 4))).toBe('2026-11-26'); // Thanksgiving 2026
    expect(isoOfDay(nthWeekdayOfMonth(2027, 5, 1, -1))).toBe('2027-05-31'); // Memorial Day 2027
    expect(occurrenceInMonth(parseIsoDate('2025-01-31')!)).toBe(5);
    expect(occurrenceInMonth(parseIsoDate('2025-02-07')!)).toBe(1);
  });

  it('Easter Sunday', () => {
    expect([2025, 2026, 2027, 2028, 2038].map((y) => isoOfDay(easterSunday(y)))).toEqual([
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2028-04-16',
      '2038-04-25',
    ]);
  });

  it('finds the daylight-saving changes of a zone', () => {
    const c = new ZoneClock('America/New_York', dayFromYmd(2027, 1, 1), dayFromYmd(2027, 12, 31));
    expect(c.transitions.map((t) => [new Date(t.utcMs).toISOString(), t.from, t.to])).toEqual([
      ['2027-03-14T07:00:00.000Z', -300, -240],
      ['2027-11-07T06:00:00.000Z', -240, -300],
    ]);
    const day = dayFromYmd(2027, 3, 14);
    expect(c.elapsedMinutes(day * 1440, (day + 1) * 1440)).toBe(23 * 60);
    const fall = dayFromYmd(2027, 11, 7);
    expect(c.elapsedMinutes(fall * 1440, (fall + 1) * 1440)).toBe(25 * 60);
  });
});

describe('50/50 rotations: 182 or 183 of 365', () => {
  // 365 nights = 26 full 14-night cycles + 1 night. Each cycle gives each parent 7 nights;
  // the one extra night is the first night of a new cycle, which belongs to the parent the
  // schedule starts with. So the starting parent has 183, the other 182.
  const fifty: PatternId[] = ['alternating-weeks', '2-2-3', '2-2-5-5', '3-4-4-3'];
  for (const p of fifty) {
    it(`${p}: starting parent 183, other 182 in 2027; 184 and 182 in leap 2028`, () => {
      const r = run(sched({ pattern: p }), '2027-01-01', 365);
      expect(r.nights).toEqual({ a: 183, b: 182 });
      const rb = run(sched({ pattern: p, starter: 'b' }), '2027-01-01', 365);
      expect(rb.nights).toEqual({ a: 182, b: 183 });
      // A leap year has 2 nights beyond 26 cycles; every rotation here starts with a block
      // of at least 2 nights, so both go to the starting parent.
      const leap = run(sched({ pattern: p, startDate: '2028-01-01' }), '2028-01-01', 366);
      expect(leap.nights).toEqual({ a: 184, b: 182 });
      // Every 14 nights split 7 and 7.
      for (let i = 0; i + 14 <= 364; i += 14) {
        const block = r.days.slice(i, i + 14).filter((d) => d.night === 'a').length;
        expect(block).toBe(7);
      }
    });
  }

  it('over 24 months each rotation rounds to 50% (exact counts)', () => {
    const expected: Record<string, [number, number]> = {
      // 2027-01-01 to 2028-12-31 is 731 nights (2028 is a leap year) = 52 cycles + 3 nights.
      'alternating-weeks': [367, 364], // the 3 extra nights are all the starter's (a 7-night block)
      '2-2-3': [366, 365], // extra nights: a, a, b
      '2-2-5-5': [366, 365], // extra nights: a, a, b
      '3-4-4-3': [367, 364], // extra nights: a, a, a
    };
    for (const p of fifty) {
      const r = runMonths(sched({ pattern: p }), '2027-01-01', 24);
      expect(r.endDay - r.startDay).toBe(731);
      expect([r.nights.a, r.nights.b]).toEqual(expected[p]);
      expect(Math.round((r.nights.a / 731) * 100)).toBe(50);
      expect(Math.round((r.nights.b / 731) * 100)).toBe(50);
      expect(r.years.map((y) => [y.a, y.b])).toEqual([
        [183, 182],
        [expected[p]![0] - 183, expected[p]![1] - 182],
      ]);
    }
    // 52 whole cycles (728 nights): exactly 364 and 364.
    for (const p of fifty) expect(run(sched({ pattern: p }), '2027-01-01', 728).nights).toEqual({ a: 364, b: 364 });
  });
});

describe('every other weekend', () => {
  const eow = (over: Partial<ScheduleData> = {}) => sched({ pattern: 'every-other-weekend', starter: 'b', ...over });

  it('Friday 6 p.m. to Sunday 6 p.m.: 2 overnights per 14 days, 52 in 364 days (Indiana: about 14%)', () => {
    const r = run(eow(), '2027-01-01', 364);
    expect(r.nights).toEqual({ a: 312, b: 52 });
    for (let i = 0; i < 364; i += 14) expect(r.days.slice(i, i + 14).filter((d) => d.night === 'b').length).toBe(2);
    expect(((52 / 364) * 100).toFixed(1)).toBe('14.3');
    // Friday 2027-01-01 from 6 p.m. to Sunday 2027-01-03 at 6 p.m.
    expect(nightOf(r, '2027-01-01')).toBe('b');
    expect(nightOf(r, '2027-01-02')).toBe('b');
    expect(nightOf(r, '2027-01-03')).toBe('a');
    expect(r.days[0]!.changes).toEqual([{ minute: 1080, parent: 'b' }]);
    expect(r.days[2]!.changes).toEqual([{ minute: 1080, parent: 'a' }]);
    expect(nightOf(r, '2027-01-08')).toBe('a');
    expect(nightOf(r, '2027-01-15')).toBe('b');
  });

  it('with a weekly Wednesday overnight: 4 per 14 days (104 in 364)', () => {
    const r = run(eow({ midweek: 'overnight', midweekDay: 3 }), '2027-01-01', 364);
    expect(r.nights).toEqual({ a: 260, b: 104 });
    for (let i = 0; i < 364; i += 14) expect(r.days.slice(i, i + 14).filter((d) => d.night === 'b').length).toBe(4);
  });

  it('with a weekly Wednesday evening: still 52 overnights, 2 more hours a week', () => {
    const plain = run(eow({ showHours: true, timeZone: 'UTC' }), '2027-01-01', 364);
    const evening = run(eow({ midweek: 'evening', showHours: true, timeZone: 'UTC' }), '2027-01-01', 364);
    expect(evening.nights).toEqual({ a: 312, b: 52 });
    expect(plain.hours).toEqual({ a: 364 * 24 - 52 * 24, b: 52 * 24 });
    expect(evening.hours!.b - plain.hours!.b).toBe(52 * 2);
  });

  it('each day says whose evening visit it holds (issue 32): every Wednesday, the weekend parent, no other day', () => {
    const r = run(eow({ midweek: 'evening', midweekDay: 3 }), '2027-01-01', 364);
    const evenings = r.days.filter((d) => d.evening);
    expect(evenings).toHaveLength(52);
    expect(evenings.every((d) => d.evening === 'b' && d.night === 'a' && d.labels.includes('Evening visit'))).toBe(true);
    expect(evenings.map((d) => new Date(d.day * 86_400_000).getUTCDay())).toEqual(new Array(52).fill(3));
    expect(run(eow({}), '2027-01-01', 364).days.filter((d) => d.evening)).toEqual([]);
  });

  it('the evening visit times can be changed: Wednesday 5 to 7:30 p.m. is 2.5 hours a week, handed back at 7:30', () => {
    const plain = run(eow({ showHours: true, timeZone: 'UTC' }), '2027-01-01', 364);
    const s = eow({
      midweek: 'evening',
      midweekDay: 3,
      eveningStart: '17:00',
      eveningEnd: '19:30',
      showHours: true,
      timeZone: 'UTC',
    });
    const r = run(s, '2027-01-01', 364);
    expect(r.nights).toEqual({ a: 312, b: 52 });
    expect(r.hours!.b - plain.hours!.b).toBe(52 * 2.5);
    // Wednesday January 6, 2027: to the weekend parent at 17:00, back at 19:30.
    expect(r.days[5]!.changes).toEqual([
      { minute: 17 * 60, parent: 'b' },
      { minute: 19 * 60 + 30, parent: 'a' },
    ]);
    expect(scheduleWording(s, r)).toContain('and every Wednesday from 5:00 p.m. to 7:30 p.m.');
  });

  it('an evening visit that ends before it starts, or has no time, is marked at its field', () => {
    expect(checkSchedule(eow({ midweek: 'evening', eveningStart: '20:00', eveningEnd: '18:00' }))).toEqual({
      eveningEnd: 'The visit has to end after it starts, on the same day.',
    });
    expect(checkSchedule(eow({ midweek: 'evening', eveningStart: '', eveningEnd: '18:00' }))).toEqual({
      eveningStart: 'Enter the time the visit starts, for example 18:00.',
    });
    // Not checked when there is no evening visit.
    expect(checkSchedule(eow({ midweek: 'overnight', eveningStart: '', eveningEnd: '' }))).toEqual({});
  });
});

describe('month-based weekends (Texas standard possession style)', () => {
  const tx = (over: Partial<ScheduleData> = {}) =>
    sched({ pattern: 'month-weekends', starter: 'b', startDate: '2025-01-01', ...over });

  it('the 5th Friday of January 2025 starts the weekend parent’s weekend, then the 1st Friday of February too', () => {
    const r = run(tx(), '2025-01-01', 365);
    expect(nightOf(r, '2025-01-31')).toBe('b');
    expect(nightOf(r, '2025-02-01')).toBe('b');
    expect(nightOf(r, '2025-02-02')).toBe('a');
    expect(nightOf(r, '2025-02-07')).toBe('b');
    expect(nightOf(r, '2025-02-08')).toBe('b');
    expect(nightOf(r, '2025-02-14')).toBe('a'); // 2nd Friday
    expect(nightOf(r, '2025-02-21')).toBe('b'); // 3rd Friday
    // 2025 has four months with five Fridays (January, May, August, October):
    // 4 x 3 + 8 x 2 = 28 weekends of 2 nights.
    expect(r.nights).toEqual({ a: 309, b: 56 });
  });

  it('Thursday 6 to 8 p.m. adds hours, not overnights; an expanded Thursday overnight adds nights', () => {
    const plain = run(tx({ thursday: 'none', showHours: true, timeZone: 'UTC' }), '2025-01-01', 365);
    const evening = run(tx({ thursday: 'evening', showHours: true, timeZone: 'UTC' }), '2025-01-01', 365);
    expect(evening.nights).toEqual(plain.nights);
    // 2025 has 52 Thursdays; each is 2 hours with the weekend parent.
    expect(evening.hours!.b - plain.hours!.b).toBe(52 * 2);
    const overnight = run(tx({ thursday: 'overnight' }), '2025-01-01', 365);
    expect(overnight.nights).toEqual({ a: 257, b: 108 });
  });

  it('§ 153.312(a): with a summer period set, Thursdays stop for the summer; the weekends go on', () => {
    // Summer 2025: June 6 up to the first school day, August 13: 9 Thursdays
    // (June 12, 19, 26; July 3, 10, 17, 24, 31; August 7).
    const summer = { enabled: true, start: '06-06', end: '08-13', mode: 'same' as const, parent: 'a' as const };
    const thursdaysInSummer = 9;
    const plain = run(tx({ thursday: 'overnight' }), '2025-01-01', 365);
    const withSummer = run(tx({ thursday: 'overnight', summer }), '2025-01-01', 365);
    expect(nightOf(withSummer, '2025-06-05')).toBe('b'); // last Thursday of the school term
    expect(nightOf(withSummer, '2025-06-12')).toBe('a'); // first summer Thursday: not the weekend parent's
    expect(nightOf(withSummer, '2025-08-07')).toBe('a'); // last summer Thursday
    expect(nightOf(withSummer, '2025-08-14')).toBe('b'); // school has started again
    expect(nightOf(withSummer, '2025-06-20')).toBe('b'); // the 3rd Friday weekend still runs in summer
    expect(withSummer.nights).toEqual({ a: plain.nights.a + thursdaysInSummer, b: plain.nights.b - thursdaysInSummer });
    // Thursday evenings: 2 hours fewer for each summer Thursday.
    const hours = (over: Partial<ScheduleData>) =>
      run(tx({ thursday: 'evening', showHours: true, timeZone: 'UTC', ...over }), '2025-01-01', 365).hours!.b;
    expect(hours({}) - hours({ summer })).toBe(thursdaysInSummer * 2);
  });

  it('only the 1st and 3rd Fridays when the 5th is not ticked', () => {
    const r = run(tx({ fridays: [1, 3] }), '2025-01-01', 365);
    expect(nightOf(r, '2025-01-31')).toBe('a');
    expect(r.nights.b).toBe(48);
  });
});

describe('holiday layers', () => {
  const base = () => sched({ pattern: 'alternating-weeks', startDate: '2026-01-02' });

  it('Thanksgiving alternates by even and odd year and overrides the regular schedule', () => {
    const s = base();
    s.holidays.thanksgiving = { rule: 'alternate', parent: 'b', splitTime: '12:00' };
    const r = runMonths(s, '2026-01-01', 24);
    const plain = runMonths(base(), '2026-01-01', 24);
    // 2026 (even): Wednesday Nov 25 to Sunday Nov 29 with b; 2027 (odd): Nov 24 to 28 with a.
    for (const d of ['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']) expect(nightOf(r, d)).toBe('b');
    for (const d of ['2027-11-24', '2027-11-25', '2027-11-26', '2027-11-27']) expect(nightOf(r, d)).toBe('a');
    // Regular schedule: a's weeks begin Friday 2026-11-13 and 2027-11-12, b's on 11-27 and 11-26.
    expect(['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'].map((d) => nightOf(plain, d))).toEqual(['a', 'a', 'b', 'b']);
    expect(['2027-11-24', '2027-11-25', '2027-11-26', '2027-11-27'].map((d) => nightOf(plain, d))).toEqual(['a', 'a', 'b', 'b']);
    // b gains 2 nights in 2026 and gives 2 back in 2027.
    expect(r.years.map((y) => y.b - plain.years[r.years.indexOf(y)]!.b)).toEqual([2, -2]);
    expect(r.nights.b - plain.nights.b).toBe(0);
    expect(r.days.find((d) => isoOfDay(d.day) === '2026-11-26')!.labels).toEqual(['Thanksgiving']);
  });

  it('winter break split at noon on December 26 swaps halves each year; New Year’s Day fixed wins inside it', () => {
    const s = base();
    s.holidays.winterBreak = { rule: 'split', parent: 'a', splitTime: '12:00' };
    s.holidays.newYears = { rule: 'fixed', parent: 'b', splitTime: '09:00' };
    const r = runMonths(s, '2026-01-01', 24);
    const nights = (from: string, n: number) =>
      Array.from({ length: n }, (_, i) => r.days[parseIsoDate(from)! - r.startDay + i]!.night).join('');
    // 2026 (even): a from Dec 19 6 p.m. to Dec 26 noon, b until Jan 2 6 p.m.; b has New Year's Eve night anyway.
    expect(nights('2026-12-19', 14)).toBe('aaaaaaabbbbbbb');
    // 2027 (odd): halves swap; New Year's (Dec 31 6 p.m. to Jan 1 6 p.m.) stays with b.
    expect(nights('2027-12-19', 13)).toBe('bbbbbbbaaaaab');
    const dec26 = r.days.find((d) => isoOfDay(d.day) === '2027-12-26')!;
    expect(dec26.changes).toEqual([{ minute: 720, parent: 'a' }]);
  });

  it('Mother’s Day weekend fixed to one parent: Friday 6 p.m. to Sunday 6 p.m.', () => {
    const s = base();
    s.holidays.mothersDay = { rule: 'fixed', parent: 'b', splitTime: '12:00' };
    const r = runMonths(s, '2027-01-01', 12);
    // Mother's Day 2027 is Sunday May 9.
    expect(['2027-05-07', '2027-05-08', '2027-05-09'].map((d) => nightOf(r, d))).toEqual([
      'b',
      'b',
      nightOf(runMonths(base(), '2027-01-01', 12), '2027-05-09'),
    ]);
  });

  it('a birthday is a day visit: hours change, overnights do not', () => {
    const s = base();
    s.timeZone = 'UTC';
    s.showHours = true;
    s.birthdays = [{ id: 1, name: 'Sam', date: '2019-06-10' }];
    s.holidays.childrensBirthdays = { rule: 'fixed', parent: 'b', splitTime: '14:00' };
    const r = runMonths(s, '2027-01-01', 12);
    const plain = runMonths({ ...base(), timeZone: 'UTC', showHours: true }, '2027-01-01', 12);
    expect(r.nights).toEqual(plain.nights);
    // 2027-06-10 falls in a's regular week: b gains 9 a.m. to 8 p.m. = 11 hours.
    expect(nightOf(plain, '2027-06-10')).toBe('a');
    expect(r.hours!.b - plain.hours!.b).toBe(11);
    expect(r.days.find((d) => isoOfDay(d.day) === '2027-06-10')!.labels).toEqual(['Sam’s birthday']);
  });

  it('a one-off change wins over a holiday', () => {
    const s = base();
    s.holidays.thanksgiving = { rule: 'fixed', parent: 'b', splitTime: '12:00' };
    s.oneOffs = [
      {
        id: 1,
        parent: 'a',
        startDate: '2027-11-26',
        startTime: '10:00',
        endDate: '2027-11-27',
        endTime: '10:00',
        note: 'Trip to Grandma',
      },
    ];
    const r = runMonths(s, '2027-01-01', 12);
    expect(['2027-11-24', '2027-11-25', '2027-11-26', '2027-11-27'].map((d) => nightOf(r, d))).toEqual(['b', 'b', 'a', 'b']);
    expect(r.days.find((d) => isoOfDay(d.day) === '2027-11-26')!.labels).toEqual(['Thanksgiving', 'Trip to Grandma']);
  });
});

describe('summer and vacations', () => {
  it('summer alternating weeks replace the regular pattern; a two-week vacation wins over summer', () => {
    const s = sched({ pattern: 'every-other-weekend', starter: 'b', startDate: '2027-01-01' });
    s.summer = { enabled: true, start: '06-14', end: '08-16', mode: 'alternating-weeks', parent: 'b' };
    const r = runMonths(s, '2027-01-01', 12);
    // June 14 to August 15 = 63 nights: 9 weeks, b has weeks 1, 3, 5, 7, 9 = 35 nights.
    const summer = r.days.slice(parseIsoDate('2027-06-14')! - r.startDay, parseIsoDate('2027-08-16')! - r.startDay);
    expect(summer.length).toBe(63);
    expect(summer.filter((d) => d.night === 'b').length).toBe(35);
    s.vacations = [{ id: 1, parent: 'a', start: '2027-07-05', nights: 14 }];
    const v = runMonths(s, '2027-01-01', 12);
    const july = v.days.slice(parseIsoDate('2027-07-05')! - v.startDay, parseIsoDate('2027-07-19')! - v.startDay);
    expect(july.every((d) => d.night === 'a')).toBe(true);
  });
});

describe('custom pattern and checks', () => {
  it('AAB repeats: two thirds to A', () => {
    const r = run(sched({ pattern: 'custom', custom: 'AAB' }), '2027-01-01', 366);
    expect(r.nights).toEqual({ a: 244, b: 122 });
  });

  it('says what is wrong at the field, and does not count', () => {
    const bad = sched({ pattern: 'custom', custom: 'AAXB', startDate: '2027-02-30', exchangeTime: '25:00' });
    expect(checkSchedule(bad)).toEqual({
      startDate: 'Enter the date the schedule starts, for example 2027-01-01.',
      exchangeTime: 'Enter the exchange time as hours and minutes, for example 18:00.',
      custom: 'Type one letter for each night, A or B, for example AABBAAB (up to 366 letters).',
    });
    expect(computeSchedule(bad, 0, 365)).toBeNull();
  });

  it('merges a saved schedule over the defaults', () => {
    const m = mergeSchedule({
      pattern: '2-2-3',
      parentA: 'Alex',
      fridays: [5, 1, 9],
      holidays: { easter: { rule: 'alternate', parent: 'b' } },
    });
    expect(m.pattern).toBe('2-2-3');
    expect(m.parentA).toBe('Alex');
    expect(m.fridays).toEqual([1, 5]);
    expect(m.holidays.easter).toEqual({ rule: 'alternate', parent: 'b', splitTime: '12:00' });
    expect(m.holidays.newYears.rule).toBe('regular');
    expect(() => mergeSchedule('x')).toThrow();
  });
});

describe('links and wording', () => {
  it('gives the estimator the first 12 months, from the point of view of “you”', () => {
    const s = sched({ pattern: 'every-other-weekend', starter: 'b', you: 'b', parentA: 'Alex', parentB: 'Sam' });
    const r = runMonths(s, '2027-01-01', 24);
    expect(supportOvernights(s, r)).toEqual({ you: 53, other: 312 });
    expect(estimatorLink(supportOvernights(s, r))).toBe(
      '/resources/understanding-child-support?overnights-you=53&overnights-other=312',
    );
    const w = scheduleWording(s, r);
    expect(w).toContain(
      'The children live with Alex. Sam has them every other weekend from Friday at 6:00 p.m. to Sunday at 6:00 p.m.',
    );
    for (const pattern of ['2-2-3', 'custom', 'month-weekends', 'every-other-weekend'] as PatternId[]) {
      for (const midweek of ['none', 'evening'] as const) {
        const text = scheduleWording({ ...s, pattern, midweek, thursday: 'none' }, r);
        expect(text).not.toMatch(/\.\./);
      }
    }
    expect(scheduleWording({ ...s, pattern: '2-2-3' }, null)).toBe(
      'Regular schedule: 2-2-3 rotation, starting Friday, January 1, 2027 with Sam. Exchanges happen at 6:00 p.m.',
    );
    expect(w).toContain(
      'Over the 731 nights from January 1, 2027 to December 31, 2028: Alex 625 overnights (85.5%), Sam 106 overnights (14.5%).',
    );
  });
});

describe('.ics export', () => {
  // ical.js keeps registered zones in one module-wide service; this file shares its module
  // graph with others (vitest.config.ts, isolate: false), so the zones it adds are removed after.
  const registered = new Set<string>();
  afterAll(() => {
    for (const id of registered) ICAL.TimezoneService.remove(id);
  });
  function parse(text: string) {
    const comp = new ICAL.Component(ICAL.parse(text));
    const tz = comp.getFirstSubcomponent('vtimezone')!;
    ICAL.TimezoneService.register(tz);
    registered.add(String(tz.getFirstPropertyValue('tzid')));
    return { comp, events: comp.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
  }

  const s = sched({
    pattern: '2-2-5-5',
    parentA: 'Alex',
    parentB: 'Sam, Jr.',
    timeZone: 'America/New_York',
    startDate: '2027-01-04',
  });
  s.holidays.thanksgiving = { rule: 'alternate', parent: 'b', splitTime: '12:00' };
  s.holidays.halloween = { rule: 'fixed', parent: 'b', splitTime: '18:30' };
  const r = runMonths(s, '2027-01-01', 12);
  const text = scheduleIcs(s, r, new Date('2026-11-24T03:00:00Z'));

  it('is RFC 5545 text: CRLF lines of at most 75 octets', () => {
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const long = foldLine(`SUMMARY:${'é'.repeat(60)}`);
    expect(long.split('\r\n ').join('')).toBe(`SUMMARY:${'é'.repeat(60)}`);
    for (const l of long.split('\r\n')) expect(new TextEncoder().encode(l).length).toBeLessThanOrEqual(75);
  });

  it('parses with ical.js; its events cover every moment of the window exactly once, one per custody block', () => {
    const { events } = parse(text);
    expect(events.length).toBe(r.segments.length);
    const times = events.map((e) => [e.startDate.toUnixTime(), e.endDate.toUnixTime()] as const).sort((x, y) => x[0] - y[0]);
    // The window in New York time: 2027-01-01 00:00 EST to 2028-01-01 00:00 EST.
    expect(times[0]![0]).toBe(Date.UTC(2027, 0, 1, 5) / 1000);
    expect(times[times.length - 1]![1]).toBe(Date.UTC(2028, 0, 1, 5) / 1000);
    for (let i = 1; i < times.length; i++) expect(times[i]![0]).toBe(times[i - 1]![1]);
    // Every day: the event holding local midnight names the parent the schedule gives the night to.
    let checked = 0;
    for (const day of r.days) {
      const midnight = ICAL.Time.fromData({ year: 0, month: 1, day: 1 });
      const iso = isoOfDay(day.day + 1);
      midnight.fromData({
        year: Number(iso.slice(0, 4)),
        month: Number(iso.slice(5, 7)),
        day: Number(iso.slice(8, 10)),
        hour: 0,
        minute: 0,
        second: 0,
      });
      midnight.zone = ICAL.TimezoneService.get('America/New_York')!;
      const t = midnight.toUnixTime();
      const holding = events.filter((e) => e.startDate.toUnixTime() <= t - 1 && e.endDate.toUnixTime() > t - 1);
      expect(holding.length).toBe(1);
      const who = day.night === 'a' ? 'Alex' : 'Sam, Jr.';
      expect(holding[0]!.summary.startsWith(`Children with ${who}`)).toBe(true);
      checked++;
    }
    expect(checked).toBe(365);
    // Daylight saving: the block spanning March 14, 2027 lasts an hour less than its wall-clock length.
    const noon = parseIsoDate('2027-03-14')! * 1440 + 720;
    const seg = r.segments.find((x) => x.start <= noon && x.end > noon)!;
    const ev = events.find(
      (e) =>
        e.startDate.toUnixTime() <= Date.UTC(2027, 2, 14, 16) / 1000 && e.endDate.toUnixTime() > Date.UTC(2027, 2, 14, 16) / 1000,
    )!;
    expect(ev.endDate.toUnixTime() - ev.startDate.toUnixTime()).toBe((seg.end - seg.start) * 60 - 3600);
    expect(events.filter((e) => e.summary === 'Children with Sam, Jr. (Halloween)').length).toBe(1);
  });

  it('keeps UIDs stable between exports and unique within one', () => {
    const again = scheduleIcs(s, runMonths(s, '2027-01-01', 12), new Date('2027-02-01T00:00:00Z'));
    const uids = (t: string) => parse(t).events.map((e) => e.uid);
    expect(uids(again)).toEqual(uids(text));
    expect(new Set(uids(text)).size).toBe(r.segments.length);
    expect(uids(text)[0]).toBe(`${s.calendarId}-20270101T000000-b@evenground.app`);
  });

  it('with Discretion on names no product and no custody words: "With Alex", calendar "Calendar"', () => {
    const plain = scheduleIcs(s, r, new Date('2026-11-24T03:00:00Z'), true);
    expect(plain).not.toMatch(/evenground|parenting|custody|children|divorce|affidavit/i);
    const { comp, events } = parse(plain);
    expect(comp.getFirstPropertyValue('x-wr-calname')).toBe('Calendar');
    expect(comp.getFirstPropertyValue('prodid')).toBe('-//Calendar//EN');
    expect([...new Set(events.map((e) => e.summary))].sort()).toEqual(['With Alex', 'With Sam, Jr.']);
    expect(events.every((e) => e.description === null)).toBe(true);
    expect(events.length).toBe(r.segments.length);
  });

  it('describes the zone with its real offset changes', () => {
    const { comp } = parse(text);
    const tz = comp.getFirstSubcomponent('vtimezone')!;
    const parts = tz
      .getAllSubcomponents()
      .map((c) => [c.name, c.getFirstPropertyValue('dtstart')!.toString(), c.getFirstPropertyValue('tzoffsetto')!.toString()]);
    expect(parts).toEqual([
      ['standard', '1970-01-01T00:00:00', '-05:00'],
      ['daylight', '2027-03-14T02:00:00', '-04:00'],
      ['standard', '2027-11-07T02:00:00', '-05:00'],
    ]);
  });
});
