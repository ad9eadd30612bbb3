import { describe, expect, it } from 'vitest';
import {
  addBirthday,
  addOneOff,
  addVacation,
  nightsOf,
  removeItem,
  setField,
  setFriday,
  setHoliday,
  setSpringBreak,
  setSummer,
  updateItem,
} from '../../src/features/parenting-time/edits';
import { defaultSchedule, type ScheduleData } from '../../src/features/parenting-time/model';

function base(over: Partial<ScheduleData> = {}): ScheduleData {
  return { ...defaultSchedule('America/Chicago', '2027-01-01'), ...over };
}

/** Deep copy, to prove an edit leaves the schedule it was given unchanged. */
const copy = (s: ScheduleData): ScheduleData => structuredClone(s);

describe('parenting-time form edits', () => {
  it('setField changes one answer and nothing else', () => {
    const s = base();
    const before = copy(s);
    const next = setField('parentA', 'Dana')(s);
    expect(next).toEqual({ ...before, parentA: 'Dana' });
    expect(s).toEqual(before);
    expect(setField('windowMonths', 24)(s).windowMonths).toBe(24);
  });

  it('setSummer, setSpringBreak and setHoliday change one part of their group', () => {
    const s = base();
    expect(setSummer({ enabled: true })(s).summer).toEqual({ ...s.summer, enabled: true });
    expect(setSpringBreak({ nthMonday: 3 })(s).springBreak).toEqual({ month: 3, nthMonday: 3 });
    const h = setHoliday('thanksgiving', { rule: 'split', splitTime: '15:00' })(s);
    expect(h.holidays.thanksgiving).toEqual({ ...s.holidays.thanksgiving, rule: 'split', splitTime: '15:00' });
    expect(h.holidays.newYears).toBe(s.holidays.newYears);
    expect(s.holidays.thanksgiving.rule).toBe(base().holidays.thanksgiving.rule);
  });

  it('setFriday keeps the Fridays in order without repeats', () => {
    const s = base({ fridays: [1, 3, 5] });
    expect(setFriday(2, true)(s).fridays).toEqual([1, 2, 3, 5]);
    expect(setFriday(3, true)(s).fridays).toEqual([1, 3, 5]);
    expect(setFriday(3, false)(s).fridays).toEqual([1, 5]);
    expect(setFriday(4, false)(s).fridays).toEqual([1, 3, 5]);
    expect(s.fridays).toEqual([1, 3, 5]);
  });

  it('adding an entry gives it the next id after the highest one, with the form defaults', () => {
    const empty = base();
    expect(addVacation(empty).vacations).toEqual([{ id: 1, parent: 'a', start: '', nights: 14 }]);
    expect(addBirthday(empty).birthdays).toEqual([{ id: 1, name: '', date: '' }]);
    expect(addOneOff(empty).oneOffs).toEqual([
      { id: 1, parent: 'a', startDate: '', startTime: '18:00', endDate: '', endTime: '18:00', note: '' },
    ]);
    // Ids are not reused after a removal in the middle: 2 and 7 are left, the next is 8.
    const s = base({
      vacations: [
        { id: 2, parent: 'b', start: '2027-07-01', nights: 7 },
        { id: 7, parent: 'a', start: '2027-08-01', nights: 3 },
      ],
    });
    expect(addVacation(s).vacations.map((v) => v.id)).toEqual([2, 7, 8]);
  });

  it('updateItem and removeItem touch only the entry with that id', () => {
    const s = addBirthday(addBirthday(base()));
    const named = updateItem('birthdays', 2, { name: 'Sam' })(s);
    expect(named.birthdays).toEqual([
      { id: 1, name: '', date: '' },
      { id: 2, name: 'Sam', date: '' },
    ]);
    expect(named.birthdays[0]).toBe(s.birthdays[0]);
    expect(removeItem('birthdays', 1)(named).birthdays).toEqual([{ id: 2, name: 'Sam', date: '' }]);
    expect(removeItem('birthdays', 9)(named).birthdays).toEqual(named.birthdays);
    const o = updateItem('oneOffs', 1, { endTime: '09:30' })(addOneOff(base()));
    expect(o.oneOffs[0]?.endTime).toBe('09:30');
    expect(s.birthdays.map((b) => b.name)).toEqual(['', '']);
  });

  it('nightsOf reads the typed number of nights', () => {
    expect(nightsOf('14')).toBe(14);
    expect(nightsOf('6.6')).toBe(7);
    expect(nightsOf('')).toBe(0);
    expect(nightsOf('abc')).toBe(0);
    expect(nightsOf('-3')).toBe(-3);
  });
});
