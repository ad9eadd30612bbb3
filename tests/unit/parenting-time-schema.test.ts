/**
 * The parenting-time schedule's schemas (src/features/parenting-time/model.ts): the stored
 * schedule (the parenting-time kind's check on load) and the form's messages at the fields.
 * These cases gave the same values with the hand-written mergeSchedule/checkSchedule they
 * replaced (compared on 20,000 generated values each before those were removed).
 */
import { describe, expect, it } from 'vitest';
import { defaultSchedule, type ScheduleData } from '../../src/features/parenting-time/model';
import { checkSchedule } from '../../src/features/parenting-time/checks';
import { mergeSchedule } from '../../src/features/parenting-time/storedSchedule';
import { parentingTimeKind } from '../../src/features/parenting-time/kind';
import { todayIso } from '../../src/features/parenting-time/model';

const base = (): ScheduleData => ({ ...defaultSchedule('America/Chicago', '2027-01-04'), calendarId: 'abcd-1234' });

describe('stored schedule', () => {
  it('keeps a valid schedule as it is, key order included', () => {
    const s = { ...base(), vacations: [{ id: 7, parent: 'b' as const, start: '2027-07-01', nights: 14 }] };
    expect(JSON.stringify(mergeSchedule(s))).toBe(JSON.stringify(s));
    expect(parentingTimeKind.validate(s)).toEqual(s);
  });

  it('fills an old, partial save with the defaults', () => {
    const m = mergeSchedule({ parentA: 'Alex', timeZone: 'Europe/Paris', startDate: '2026-09-01', calendarId: 'old-id-1' });
    expect(m).toEqual({
      ...defaultSchedule('Europe/Paris', '2026-09-01'),
      parentA: 'Alex',
      calendarId: 'old-id-1',
    });
  });

  it('an object with nothing readable gets today, UTC and a fresh 16-letter calendar id', () => {
    const m = mergeSchedule({ timeZone: 5, startDate: null, calendarId: 'NOT VALID' });
    expect(m.timeZone).toBe('UTC');
    expect(m.startDate).toBe(todayIso());
    expect(m.calendarId).toMatch(/^[0-9a-f]{16}$/);
  });

  it('out-of-range numbers, unknown choices and wrong types keep their defaults', () => {
    const m = mergeSchedule({
      pattern: 'weekly',
      midweek: 'morning',
      thursday: 'overnight',
      weekendEnd: 'Monday',
      midweekDay: 7,
      you: 'c',
      starter: 'b',
      windowMonths: 36,
      showHours: 'true',
      springBreak: { month: 13, nthMonday: 4 },
      summer: { enabled: 1, start: 615, mode: 'one-parent', parent: 'b' },
    });
    expect([m.pattern, m.midweek, m.thursday, m.weekendEnd, m.midweekDay, m.you, m.starter]).toEqual([
      'alternating-weeks',
      'none',
      'overnight',
      'sunday',
      3,
      'a',
      'b',
    ]);
    expect([m.windowMonths, m.showHours]).toEqual([12, false]);
    expect(m.springBreak).toEqual({ month: 3, nthMonday: 4 });
    expect(m.summer).toEqual({ enabled: false, start: '06-15', end: '08-15', mode: 'one-parent', parent: 'b' });
    expect(mergeSchedule({ windowMonths: 24, showHours: true, summer: 'x' }).summer.enabled).toBe(false);
    expect(mergeSchedule({ windowMonths: 24 }).windowMonths).toBe(24);
  });

  it('Fridays: whole numbers 1 to 5, once each, in order; a list that is not one keeps 1, 3, 5', () => {
    expect(mergeSchedule({ fridays: [5, 1, 3, 3, 1.5, '2', 0, 6] }).fridays).toEqual([1, 3, 5]);
    expect(mergeSchedule({ fridays: [4, 2] }).fridays).toEqual([2, 4]);
    expect(mergeSchedule({ fridays: [] }).fridays).toEqual([]);
    expect(mergeSchedule({ fridays: '1,3' }).fridays).toEqual([1, 3, 5]);
  });

  it('rows: entries that are not objects dropped, missing ids numbered by place, fields defaulted', () => {
    const m = mergeSchedule({
      vacations: [5, { id: 9, nights: 401 }, null, { parent: 'b', start: '2027-07-01', nights: 7 }, []],
      birthdays: [{ id: -1, name: 'Kim' }],
      oneOffs: [{ id: 1e9 + 1, note: 3 }],
    });
    expect(m.vacations).toEqual([
      { id: 9, parent: 'a', start: '', nights: 14 },
      { id: 2, parent: 'b', start: '2027-07-01', nights: 7 },
    ]);
    expect(m.birthdays).toEqual([{ id: 1, name: 'Kim', date: '' }]);
    expect(m.oneOffs).toEqual([
      { id: 1, parent: 'a', startDate: '', startTime: '18:00', endDate: '', endTime: '18:00', note: '' },
    ]);
    expect(mergeSchedule({ vacations: { 0: {} } }).vacations).toEqual([]);
  });

  it('holidays: each read on its own, a broken one keeps its default split time', () => {
    const m = mergeSchedule({
      holidays: { easter: { rule: 'alternate', parent: 'b' }, halloween: 'split', fourthOfJuly: { rule: 'never' } },
    });
    expect(m.holidays.easter).toEqual({ rule: 'alternate', parent: 'b', splitTime: '12:00' });
    expect(m.holidays.halloween).toEqual({ rule: 'regular', parent: 'a', splitTime: '18:30' });
    expect(m.holidays.fourthOfJuly).toEqual({ rule: 'regular', parent: 'a', splitTime: '18:00' });
  });

  it('a hostile backup: long text cut at 2,000 characters, huge lists cut at 500 rows, __proto__ and unknown keys dropped', () => {
    const m = mergeSchedule({
      ...JSON.parse('{"__proto__":{"parentA":"x","polluted":1},"holidays":{"__proto__":{"easter":{"rule":"split"}}}}'),
      parentB: 'y'.repeat(3000),
      vacations: Array.from({ length: 2000 }, (_, i) => ({ id: i, start: '2027-07-01', nights: 7 })),
      fridays: Array.from({ length: 100_000 }, (_, i) => i % 7),
      extra: 1,
    });
    expect(m.parentA).toBe('');
    expect(m.parentB).toBe('y'.repeat(2000));
    expect(m.vacations.length).toBe(500);
    expect(m.vacations[499]).toEqual({ id: 499, parent: 'a', start: '2027-07-01', nights: 7 });
    expect(m.fridays).toEqual([1, 2, 3, 4, 5]);
    expect(m.holidays.easter.rule).toBe('regular');
    expect(Object.keys(m)).toEqual(Object.keys(base()));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses anything that is not an object, in plain words', () => {
    for (const v of [null, undefined, 'x', 3, [], true]) {
      expect(() => mergeSchedule(v)).toThrow(new TypeError('A parenting-time schedule must be an object.'));
      expect(() => parentingTimeKind.validate(v)).toThrow('A parenting-time schedule must be an object.');
    }
  });
});

describe('messages at the fields', () => {
  it('a valid schedule has none', () => {
    expect(checkSchedule(base())).toEqual({});
  });

  it('evening visit: a missing start or end, and an end not after the start', () => {
    const eow = (p: Partial<ScheduleData>) => ({
      ...base(),
      pattern: 'every-other-weekend' as const,
      midweek: 'evening' as const,
      ...p,
    });
    expect(checkSchedule(eow({ eveningStart: 'x', eveningEnd: 'y' }))).toEqual({
      eveningStart: 'Enter the time the visit starts, for example 18:00.',
      eveningEnd: 'Enter the time the visit ends, for example 20:00.',
    });
    expect(checkSchedule(eow({ eveningStart: 'x', eveningEnd: '18:00' }))).toEqual({
      eveningStart: 'Enter the time the visit starts, for example 18:00.',
    });
    expect(checkSchedule(eow({ eveningStart: '18:00', eveningEnd: '18:00' }))).toEqual({
      eveningEnd: 'The visit has to end after it starts, on the same day.',
    });
    expect(checkSchedule({ ...base(), pattern: 'month-weekends', thursday: 'evening', eveningEnd: '' })).toEqual({
      eveningEnd: 'Enter the time the visit ends, for example 20:00.',
    });
    // Only checked when there is an evening visit.
    expect(checkSchedule({ ...base(), pattern: 'month-weekends', thursday: 'none', eveningEnd: '' })).toEqual({});
  });

  it('pattern, window, summer and Fridays', () => {
    expect(
      checkSchedule({
        ...base(),
        pattern: 'month-weekends',
        fridays: [],
        timeZone: 'Mars/Base',
        windowStart: '2027-13-01',
        summer: { ...base().summer, enabled: true, start: '02-30', end: '8-20' },
      }),
    ).toEqual({
      timeZone: 'Choose a time zone from the list.',
      fridays: 'Tick at least one Friday of the month.',
      windowStart: 'Enter a real date, or leave it empty to count from today.',
      'summer-start': 'Enter the first day of summer as month-day, for example 06-15.',
      'summer-end': 'Enter the first school day after summer as month-day, for example 08-20.',
    });
    expect(checkSchedule({ ...base(), summer: { ...base().summer, enabled: false, start: 'x' }, windowStart: '' })).toEqual({});
    expect(checkSchedule({ ...base(), pattern: 'custom', custom: 'ab-BA, a' })).toEqual({});
    expect(checkSchedule({ ...base(), pattern: 'custom', custom: 'A'.repeat(367) })).toEqual({
      custom: 'Type one letter for each night, A or B, for example AABBAAB (up to 366 letters).',
    });
  });

  it('rows are keyed by their id; with a repeated id the later row’s problem is shown', () => {
    const s = base();
    s.vacations = [{ id: 4, parent: 'a', start: '', nights: 61 }];
    s.birthdays = [{ id: 2, name: 'Kim', date: '2027-02-30' }];
    s.holidays.easter = { rule: 'split', parent: 'a', splitTime: '' };
    s.holidays.mlkDay = { rule: 'fixed', parent: 'a', splitTime: '' };
    s.oneOffs = [
      { id: 3, parent: 'a', startDate: '2027-03-02', endDate: '', startTime: '18:00', endTime: 'x', note: '' },
      { id: 3, parent: 'a', startDate: '2027-03-02', endDate: '2027-03-02', startTime: '18:00', endTime: '17:00', note: '' },
      { id: 5, parent: 'b', startDate: 'x', endDate: '2027-03-01', startTime: '18:00', endTime: '18:00', note: '' },
    ];
    expect(checkSchedule(s)).toEqual({
      'vacation-4-start': 'Enter the first night of this vacation as a date.',
      'vacation-4-nights': 'Enter between 1 and 60 nights.',
      'holiday-easter-split': 'Enter the time the holiday is split, for example 12:00.',
      'birthday-2-date': 'Enter the date of birth.',
      'oneoff-3-endDate': 'The end must come after the start.',
      'oneoff-3-endTime': 'Enter a time, for example 18:00.',
      'oneoff-5-startDate': 'Enter the date this change starts.',
    });
  });
});
