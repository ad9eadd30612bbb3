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
