import { describe, expect, it } from 'vitest';
import { HOLIDAY_KEYS } from '../../src/content/holidays';
import { defaultPlan, getField, setField, updateParent } from '../../src/features/parenting-plan/model';
import { applyPreset, presetConflicts, presetFills } from '../../src/features/parenting-plan/presets';

function named() {
  let p = defaultPlan();
  p = updateParent(p, 'parent1Info', 'name', 'Alex');
  p = updateParent(p, 'parent2Info', 'name', 'Sam');
  return p;
}

describe('parenting plan presets', () => {
  it('2-2-3 fills School year with the two-week rotation and the typed names', () => {
    const fills = presetFills('two-two-three', named());
    expect(fills.map(([path]) => path)).toEqual(['parentingSchedule.schoolYear']);
    expect(fills[0]![1]).toContain(
      'Week 1: Alex has the children Monday and Tuesday, Sam Wednesday and Thursday, and Alex Friday through Sunday. Week 2: Sam has Monday and Tuesday, Alex Wednesday and Thursday, and Sam Friday through Sunday.',
    );
  });

  it('uses "Parent 1" and "Parent 2" when no names are typed', () => {
    const [[, text]] = presetFills('week-on-week-off', defaultPlan()) as [[string, string]];
    expect(text).toBe(
      'Week on, week off. The children live with Parent 1 one week and with Parent 2 the next, changing homes every Friday. Exchanges happen at school drop-off, or at 6:00 p.m. at the receiving parent’s home when there is no school.',
    );
  });

  it('the holiday preset fills all 14 holidays, alternating by even and odd year', () => {
    const fills = presetFills('holidays-even-odd', named());
    expect(fills.map(([path]) => path)).toEqual(HOLIDAY_KEYS.map((k) => `holidaySchedule.${k}`));
    const text = Object.fromEntries(fills);
    expect(text['holidaySchedule.thanksgiving']).toBe(
      'Alex in even-numbered years and Sam in odd-numbered years, from 6:00 p.m. on the day school lets out until Sunday at 6:00 p.m.',
    );
    // Winter break's first half goes to the parent who does not have Thanksgiving that year.
    expect(text['holidaySchedule.winterBreak']).toContain(
      'Sam has the first half in even-numbered years and Alex in odd-numbered years',
    );
    expect(text['holidaySchedule.winterBreak']).toContain('December 28 at noon');
    expect(text['holidaySchedule.halloween']).toBe(
      'Sam in even-numbered years and Alex in odd-numbered years, from 4:00 p.m. until 9:00 p.m. on October 31.',
    );
    // Each parent has five of the ten alternating single holidays in even years.
    const evenAlex = fills.filter(([, t]) => t.startsWith('Alex in even-numbered years')).length;
    const evenSam = fills.filter(([, t]) => t.startsWith('Sam in even-numbered years')).length;
    expect([evenAlex, evenSam]).toEqual([5, 5]);
  });

  it('never overwrites typed text unless asked', () => {
    let p = named();
    p = setField(p, 'holidaySchedule.halloween', 'With Sam every year; we trick-or-treat near his street.');
    const fills = presetFills('holidays-even-odd', p);
    expect(presetConflicts(p, fills)).toEqual(['holidaySchedule.halloween']);

    const kept = applyPreset(p, fills, 'empty-only');
    expect(kept.filled).toHaveLength(13);
    expect(getField(kept.plan, 'holidaySchedule.halloween')).toBe('With Sam every year; we trick-or-treat near his street.');
    expect(getField(kept.plan, 'holidaySchedule.newYears')).toBe(
      'Alex in even-numbered years and Sam in odd-numbered years, from December 31 at 6:00 p.m. until January 1 at 6:00 p.m.',
    );

    const replaced = applyPreset(p, fills, 'replace');
    expect(replaced.filled).toHaveLength(14);
    expect(getField(replaced.plan, 'holidaySchedule.halloween')).toBe(
      'Sam in even-numbered years and Alex in odd-numbered years, from 4:00 p.m. until 9:00 p.m. on October 31.',
    );
    // The original plan object is untouched.
    expect(getField(p, 'holidaySchedule.halloween')).toBe('With Sam every year; we trick-or-treat near his street.');
  });

  it('a box already holding the same wording is neither a conflict nor refilled', () => {
    const p = named();
    const fills = presetFills('two-two-three', p);
    const once = applyPreset(p, fills, 'replace').plan;
    expect(presetConflicts(once, fills)).toEqual([]);
    expect(applyPreset(once, fills, 'replace').filled).toEqual([]);
  });
});
