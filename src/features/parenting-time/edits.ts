/**
 * The changes the parenting-time form makes to a schedule, as pure functions: each takes
 * what to change and returns a function from the schedule to the new schedule, to hand to
 * the form's edit(). The schedule passed in is never changed. Tests:
 * tests/unit/parenting-time-edits.test.ts.
 */
import type { HolidayKey } from '../../content/holidays';
import type { HolidaySetting, ScheduleData } from './model';

type Change = (s: ScheduleData) => ScheduleData;

/** One answer of the form. */
export function setField<K extends keyof ScheduleData>(key: K, value: ScheduleData[K]): Change {
  return (s) => ({ ...s, [key]: value });
}

export function setSummer(patch: Partial<ScheduleData['summer']>): Change {
  return (s) => ({ ...s, summer: { ...s.summer, ...patch } });
}

export function setSpringBreak(patch: Partial<ScheduleData['springBreak']>): Change {
  return (s) => ({ ...s, springBreak: { ...s.springBreak, ...patch } });
}

export function setHoliday(k: HolidayKey, patch: Partial<HolidaySetting>): Change {
  return (s) => ({ ...s, holidays: { ...s.holidays, [k]: { ...s.holidays[k], ...patch } } });
}

/** Ticks or unticks one Friday of the month (1-5); the list stays in order without repeats. */
export function setFriday(n: number, on: boolean): Change {
  return (s) => ({
    ...s,
    fridays: on ? [...new Set([...s.fridays, n])].sort() : s.fridays.filter((x) => x !== n),
  });
}

/** The lists whose entries the form adds, changes and removes by id. */
type ListKey = 'vacations' | 'birthdays' | 'oneOffs';
type Item<K extends ListKey> = ScheduleData[K][number];

/** One more than the highest id in the list (1 for an empty list). */
function nextId(items: readonly { id: number }[]): number {
  return items.reduce((m, x) => Math.max(m, x.id), 0) + 1;
}

export function updateItem<K extends ListKey>(key: K, id: number, patch: Partial<Item<K>>): Change {
  return (s) => ({ ...s, [key]: (s[key] as Item<K>[]).map((x) => (x.id === id ? { ...x, ...patch } : x)) });
}

export function removeItem(key: ListKey, id: number): Change {
  return (s) => ({ ...s, [key]: (s[key] as Item<ListKey>[]).filter((x) => x.id !== id) });
}

export const addVacation: Change = (s) => ({
  ...s,
  vacations: [...s.vacations, { id: nextId(s.vacations), parent: 'a', start: '', nights: 14 }],
});

export const addBirthday: Change = (s) => ({
  ...s,
  birthdays: [...s.birthdays, { id: nextId(s.birthdays), name: '', date: '' }],
});

export const addOneOff: Change = (s) => ({
  ...s,
  oneOffs: [
    ...s.oneOffs,
    { id: nextId(s.oneOffs), parent: 'a', startDate: '', startTime: '18:00', endDate: '', endTime: '18:00', note: '' },
  ],
});

/** A vacation's number of nights as typed: rounded to a whole number, 0 when it is not a number. */
export function nightsOf(raw: string): number {
  const n = Math.round(Number(raw));
  return Number.isFinite(n) ? n : 0;
}
