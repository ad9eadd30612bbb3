/**
 * Common wording a parent can start the schedule from: two school-year rotations and a
 * holiday plan that alternates by even and odd years. A preset only fills boxes; every
 * box stays editable, and a box the parent has already typed in is replaced only when
 * they say so (see presetConflicts / applyPreset). Pure TypeScript.
 *
 * The patterns and times follow common court practice (docs/parenting-plan-presets.md
 * lists the public sources they were checked against).
 */

import { HOLIDAY_KEYS, type HolidayKey } from '../../content/holidays';
import { getField, setField, type FieldPath, type PlanData } from './model';

export type PresetId = 'two-two-three' | 'week-on-week-off' | 'holidays-even-odd';

export interface PlanPreset {
  id: PresetId;
  /** The button's words. */
  label: string;
  /** One line under the button saying what it fills. */
  description: string;
}

export const PRESETS: readonly PlanPreset[] = [
  {
    id: 'two-two-three',
    label: '2-2-3 rotation',
    description:
      'Fills School year: two days, two days, then three, switching each week, so each of you has every other weekend.',
  },
  {
    id: 'week-on-week-off',
    label: 'Week on, week off',
    description: 'Fills School year: the children spend a full week with each of you in turn.',
  },
  {
    id: 'holidays-even-odd',
    label: 'Holidays alternating by year',
    description:
      'Fills all 14 holiday boxes: each holiday goes to one of you in even-numbered years and to the other in odd-numbered years.',
  },
];

/** The parents' names as typed, or "Parent 1" / "Parent 2". */
function parentNames(plan: PlanData): { p1: string; p2: string } {
  return { p1: plan.parent1Info.name.trim() || 'Parent 1', p2: plan.parent2Info.name.trim() || 'Parent 2' };
}

const EXCHANGE = 'Exchanges happen at school drop-off, or at 6:00 p.m. at the receiving parent’s home when there is no school.';

/** When each holiday's time starts and ends. */
const HOLIDAY_TIMES: Record<HolidayKey, string> = {
  newYears: 'from December 31 at 6:00 p.m. until January 1 at 6:00 p.m.',
  mlkDay: 'for the long weekend, from Friday at 6:00 p.m. until Monday at 6:00 p.m.',
  presidentsDay: 'for the long weekend, from Friday at 6:00 p.m. until Monday at 6:00 p.m.',
  springBreak: 'from 6:00 p.m. on the day school lets out until 6:00 p.m. on the day before school starts again',
  easter: 'from Friday at 6:00 p.m. until Easter Sunday at 6:00 p.m.',
  memorialDay: 'for the long weekend, from Friday at 6:00 p.m. until Monday at 6:00 p.m.',
  mothersDay: '',
  fathersDay: '',
  fourthOfJuly: 'from July 4 at 9:00 a.m. until July 5 at 9:00 a.m.',
  laborDay: 'for the long weekend, from Friday at 6:00 p.m. until Monday at 6:00 p.m.',
  halloween: 'from 4:00 p.m. until 9:00 p.m. on October 31',
  thanksgiving: 'from 6:00 p.m. on the day school lets out until Sunday at 6:00 p.m.',
  winterBreak: '',
  childrensBirthdays: '',
};

/** Which parent has each alternating holiday in even-numbered years (so each of you gets about half). */
const EVEN_YEAR_FIRST: HolidayKey[] = ['newYears', 'presidentsDay', 'memorialDay', 'laborDay', 'thanksgiving'];

function holidayWording(key: HolidayKey, p1: string, p2: string): string {
  switch (key) {
    case 'mothersDay':
      return 'Every year with the children’s mother, from Friday at 6:00 p.m. until Mother’s Day at 6:00 p.m., whoever’s weekend it is.';
    case 'fathersDay':
      return 'Every year with the children’s father, from Friday at 6:00 p.m. until Father’s Day at 6:00 p.m., whoever’s weekend it is.';
    case 'winterBreak':
      return (
        `Split in two halves. The first half runs from 6:00 p.m. on the day school lets out until December 28 at noon; the second half from December 28 at noon until 6:00 p.m. on the day before school starts again. ` +
        `${p2} has the first half in even-numbered years and ${p1} in odd-numbered years; the other parent has the second half.`
      );
    case 'childrensBirthdays':
      return 'Each child’s birthday follows the regular schedule; the parent who does not have the child that day may spend from 5:00 p.m. to 7:00 p.m. with them.';
    default: {
      const [even, odd] = EVEN_YEAR_FIRST.includes(key) ? [p1, p2] : [p2, p1];
      const when = HOLIDAY_TIMES[key];
      // "6:00 p.m." already ends the sentence.
      return `${even} in even-numbered years and ${odd} in odd-numbered years, ${when}${when.endsWith('.') ? '' : '.'}`;
    }
  }
}

/** The boxes a preset fills, and with what, using the parents' names as typed. */
export function presetFills(id: PresetId, plan: PlanData): Array<[FieldPath, string]> {
  const { p1, p2 } = parentNames(plan);
  switch (id) {
    case 'two-two-three':
      return [
        [
          'parentingSchedule.schoolYear',
          `2-2-3 rotation. Week 1: ${p1} has the children Monday and Tuesday, ${p2} Wednesday and Thursday, and ${p1} Friday through Sunday. ` +
            `Week 2: ${p2} has Monday and Tuesday, ${p1} Wednesday and Thursday, and ${p2} Friday through Sunday. The two weeks then repeat. ${EXCHANGE}`,
        ],
      ];
    case 'week-on-week-off':
      return [
        [
          'parentingSchedule.schoolYear',
          `Week on, week off. The children live with ${p1} one week and with ${p2} the next, changing homes every Friday. ${EXCHANGE}`,
        ],
      ];
    case 'holidays-even-odd':
      return HOLIDAY_KEYS.map((k) => [`holidaySchedule.${k}` as FieldPath, holidayWording(k, p1, p2)]);
  }
}

/** Boxes the preset would change that already hold the parent's own text. */
export function presetConflicts(plan: PlanData, fills: Array<[FieldPath, string]>): FieldPath[] {
  return fills
    .filter(([path, text]) => {
      const now = getField(plan, path).trim();
      return now !== '' && now !== text;
    })
    .map(([path]) => path);
}

/**
 * Fills the preset's boxes. With mode 'empty-only' a box that holds any text is left as
 * it is; 'replace' writes every box (only after the parent agreed).
 */
export function applyPreset(
  plan: PlanData,
  fills: Array<[FieldPath, string]>,
  mode: 'empty-only' | 'replace',
): { plan: PlanData; filled: FieldPath[] } {
  let out = plan;
  const filled: FieldPath[] = [];
  for (const [path, text] of fills) {
    const now = getField(out, path);
    if (now === text) continue;
    if (mode === 'empty-only' && now.trim() !== '') continue;
    out = setField(out, path, text);
    filled.push(path);
  }
  return { plan: out, filled };
}
