/**
 * The parenting plan's 14 holidays, in form order. The parenting plan template and the
 * parenting-time schedule both list them, so the one list lives here.
 */
export const HOLIDAY_KEYS = [
  'newYears',
  'mlkDay',
  'presidentsDay',
  'springBreak',
  'easter',
  'memorialDay',
  'mothersDay',
  'fathersDay',
  'fourthOfJuly',
  'laborDay',
  'halloween',
  'thanksgiving',
  'winterBreak',
  'childrensBirthdays',
] as const;
export type HolidayKey = (typeof HOLIDAY_KEYS)[number];

/** Each holiday's name as the plan and the schedule show it. */
export const HOLIDAY_LABELS: Record<HolidayKey, string> = {
  newYears: 'New Year’s Day',
  mlkDay: 'Martin Luther King Jr. Day',
  presidentsDay: 'Presidents’ Day',
  springBreak: 'Spring Break',
  easter: 'Easter',
  memorialDay: 'Memorial Day',
  mothersDay: 'Mother’s Day',
  fathersDay: 'Father’s Day',
  fourthOfJuly: 'Fourth of July',
  laborDay: 'Labor Day',
  halloween: 'Halloween',
  thanksgiving: 'Thanksgiving',
  winterBreak: 'Winter Break',
  childrensBirthdays: 'Children’s Birthdays',
};
