/**
 * Plain-language wording of a schedule, for the page, the PDF and the parenting plan's
 * schedule section. Pure TypeScript.
 */
import { clockText, dateText, longDate, MONTH_NAMES, parseIsoDate, parseTime, WEEKDAY_NAMES } from './dates';
import { HOLIDAY_KEYS, HOLIDAY_LABELS } from '../../content/holidays';
import { other, parentName, PATTERN_LABELS, type ScheduleData, type Side } from './model';
import { percentText, type ScheduleResult } from './schedule';

function patternSentence(s: ScheduleData): string {
  const first = parentName(s, s.starter);
  const rest = parentName(s, other(s.starter));
  const start = parseIsoDate(s.startDate);
  const from = start !== null ? longDate(start) : s.startDate;
  const ex = clockText(parseTime(s.exchangeTime) ?? 1080);
  const weekendEnd = s.weekendEnd === 'monday' ? 'Monday' : 'Sunday';
  const evening = `from ${clockText(parseTime(s.eveningStart) ?? 1080)} to ${clockText(parseTime(s.eveningEnd) ?? 1200)}`;
  switch (s.pattern) {
    case 'every-other-weekend': {
      const mid =
        s.midweek === 'overnight'
          ? ` and every ${WEEKDAY_NAMES[s.midweekDay]} overnight`
          : s.midweek === 'evening'
            ? ` and every ${WEEKDAY_NAMES[s.midweekDay]} ${evening}`
            : '';
      return `The children live with ${rest}. ${first} has them every other weekend from Friday at ${ex} to ${weekendEnd} at ${ex}, starting with the first weekend on or after ${from}${mid}.`;
    }
    case 'month-weekends': {
      const ord = s.fridays.map((n) => ['1st', '2nd', '3rd', '4th', '5th'][n - 1]).join(', ');
      const thu =
        s.thursday === 'overnight'
          ? ' and every Thursday overnight during the school year'
          : s.thursday === 'evening'
            ? ` and every Thursday ${evening} during the school year`
            : '';
      return `The children live with ${rest}. ${first} has them on the weekends that begin on the ${ord} Friday of each month, from Friday at ${ex} to ${weekendEnd} at ${ex}${thu}.`;
    }
    case 'custom': {
      const letters = s.custom.replace(/[\s,-]/g, '').toUpperCase();
      return `A repeating pattern of ${letters.length} nights starting ${from} (A is ${parentName(s, 'a')}, B is ${parentName(s, 'b')}): ${letters}. Exchanges happen at ${ex}.`;
    }
    default:
      return `${PATTERN_LABELS[s.pattern]}, starting ${from} with ${first}. Exchanges happen at ${ex}.`;
  }
}

function holidaySentences(s: ScheduleData): string[] {
  const out: string[] = [];
  for (const k of HOLIDAY_KEYS) {
    const h = s.holidays[k];
    const p = parentName(s, h.parent);
    const q = parentName(s, other(h.parent));
    const label = HOLIDAY_LABELS[k];
    if (h.rule === 'fixed') out.push(`${label}: ${p} every year.`);
    else if (h.rule === 'alternate') out.push(`${label}: ${p} in even-numbered years, ${q} in odd-numbered years.`);
    else if (h.rule === 'split') {
      out.push(
        `${label}: shared, changing hands at ${clockText(parseTime(h.splitTime) ?? 720)}; ${p} has the first part in even-numbered years and ${q} in odd-numbered years.`,
      );
    }
  }
  return out;
}

/** The wording for the parenting plan's schedule section. */
export function scheduleWording(s: ScheduleData, r: ScheduleResult | null): string {
  // Times end in "p.m."; never close such a sentence with a second full stop.
  const parts = [`Regular schedule: ${patternSentence(s).replace(/\.\.$/, '.')}`];
  if (s.summer.enabled && s.summer.mode !== 'same') {
    const [sm, sd] = s.summer.start.split('-').map(Number);
    const [em, ed] = s.summer.end.split('-').map(Number);
    const range = `${MONTH_NAMES[(sm ?? 1) - 1]} ${sd} until ${MONTH_NAMES[(em ?? 1) - 1]} ${ed}`;
    parts.push(
      s.summer.mode === 'alternating-weeks'
        ? `Summer (${range}): alternating weeks, starting with ${parentName(s, s.summer.parent)}.`
        : `Summer (${range}): with ${parentName(s, s.summer.parent)}.`,
    );
  }
  for (const v of s.vacations) {
    const d = parseIsoDate(v.start);
    if (d !== null) parts.push(`Vacation: ${parentName(s, v.parent)}, ${v.nights} nights from ${longDate(d)}.`);
  }
  const hol = holidaySentences(s);
  if (hol.length) parts.push(`Holidays (these take priority over the regular and summer schedule): ${hol.join(' ')}`);
  if (r) parts.push(countSentence(s, r));
  return parts.join('\n');
}

function countSentence(s: ScheduleData, r: ScheduleResult): string {
  const total = r.nights.a + r.nights.b;
  const who = (p: Side) => `${parentName(s, p)} ${r.nights[p]} overnights (${percentText(r.nights[p], total)}%)`;
  return `Over the ${r.endDay - r.startDay} nights from ${dateText(r.startDay)} to ${dateText(r.endDay - 1)}: ${who('a')}, ${who('b')}.`;
}
