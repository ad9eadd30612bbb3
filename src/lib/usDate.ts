import { currentLang } from './lang';

/**
 * The one way EvenGround prints a calendar date for a parent (on screen and in every
 * PDF): the US long form, "May 14, 2016"; in Spanish (docs/i18n.md) the es-US long form
 * "14 de mayo de 2016", through Intl. Dates are kept as "YYYY-MM-DD" strings (what
 * <input type="date"> gives), so they are read as calendar days, never shifted by a
 * time zone.
 */

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2016-05-14" → "May 14, 2016"; a Date → its local calendar day the same way. */
export function formatUsDate(value: string | Date): string {
  if (currentLang() === 'es') return spanishDate(value);
  if (value instanceof Date) return `${MONTH_NAMES[value.getMonth()]} ${value.getDate()}, ${value.getFullYear()}`;
  const m = YMD.exec(value.trim());
  if (!m) return value;
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return value;
  return `${MONTH_NAMES[month - 1]} ${day}, ${m[1]}`;
}

/** The es-US long form of a calendar day ("14 de mayo de 2016"); text that is not a date comes back as it is. */
function spanishDate(value: string | Date): string {
  let utc: number;
  if (value instanceof Date) utc = Date.UTC(value.getFullYear(), value.getMonth(), value.getDate());
  else {
    const m = YMD.exec(value.trim());
    if (!m) return value;
    const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (month < 1 || month > 12 || day < 1 || day > 31) return value;
    utc = Date.UTC(year, month - 1, day);
  }
  return new Intl.DateTimeFormat('es-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utc);
}
