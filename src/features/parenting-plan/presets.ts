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
import { english, type Translate } from '../../lib/translate';
import * as m from '../../content/messages/parenting-plan/compiled/en.js';

export type PresetId = 'two-two-three' | 'week-on-week-off' | 'holidays-even-odd';

export interface PlanPreset {
  id: PresetId;
  /** The button's words (English message; shown through the plan's translator). */
  label: string;
  /** One line under the button saying what it fills. */
  description: string;
}

export const PRESETS: readonly PlanPreset[] = [
  { id: 'two-two-three', label: m.p_223, description: m.p_223_desc },
  { id: 'week-on-week-off', label: m.p_week, description: m.p_week_desc },
  { id: 'holidays-even-odd', label: m.p_holidays, description: m.p_holidays_desc },
];

/** The parents' names as typed, or "Parent 1" / "Parent 2" (in the language on screen). */
function parentNames(plan: PlanData, t: Translate): { p1: string; p2: string } {
  return { p1: plan.parent1Info.name.trim() || t(m.parent_1), p2: plan.parent2Info.name.trim() || t(m.parent_2) };
}

/** When each holiday's time starts and ends. */
const HOLIDAY_TIMES: Record<HolidayKey, string> = {
  newYears: m.t_newyears,
  mlkDay: m.t_long_weekend,
  presidentsDay: m.t_long_weekend,
  springBreak: m.t_springbreak,
  easter: m.t_easter,
  memorialDay: m.t_long_weekend,
  mothersDay: '',
  fathersDay: '',
  fourthOfJuly: m.t_fourthofjuly,
  laborDay: m.t_long_weekend,
  halloween: m.t_halloween,
  thanksgiving: m.t_thanksgiving,
  winterBreak: '',
  childrensBirthdays: '',
};

/** Which parent has each alternating holiday in even-numbered years (so each of you gets about half). */
const EVEN_YEAR_FIRST: HolidayKey[] = ['newYears', 'presidentsDay', 'memorialDay', 'laborDay', 'thanksgiving'];

function holidayWording(key: HolidayKey, p1: string, p2: string, t: Translate): string {
  switch (key) {
    case 'mothersDay':
      return t(m.w_mothers);
    case 'fathersDay':
      return t(m.w_fathers);
    case 'winterBreak':
      return t(m.w_winter, { p1, p2 });
    case 'childrensBirthdays':
      return t(m.w_birthdays);
    default: {
      const [even, odd] = EVEN_YEAR_FIRST.includes(key) ? [p1, p2] : [p2, p1];
      const when = HOLIDAY_TIMES[key];
      // "6:00 p.m." already ends the sentence.
      return t(when.endsWith('.') ? m.w_alternate_end : m.w_alternate, { even, odd, times: t(when) });
    }
  }
}

/** The boxes a preset fills, and with what, using the parents' names as typed, in the language of `t`. */
export function presetFills(id: PresetId, plan: PlanData, t: Translate = english): Array<[FieldPath, string]> {
  const { p1, p2 } = parentNames(plan, t);
  const exchange = t(m.w_exchange);
  switch (id) {
    case 'two-two-three':
      return [['parentingSchedule.schoolYear', t(m.w_223, { p1, p2, exchange })]];
    case 'week-on-week-off':
      return [['parentingSchedule.schoolYear', t(m.w_week, { p1, p2, exchange })]];
    case 'holidays-even-odd':
      return HOLIDAY_KEYS.map((k) => [`holidaySchedule.${k}` as FieldPath, holidayWording(k, p1, p2, t)]);
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
