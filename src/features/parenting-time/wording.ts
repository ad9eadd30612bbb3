/**
 * Plain-language wording of a schedule, for the page, the PDF and the parenting plan's
 * schedule section. Pure TypeScript. Each sentence is a message of the parenting-time area
 * (docs/i18n.md): `t` and `lang` give it in the language on screen, English by default (what
 * the calculator stores for the parenting plan stays English).
 */
import { clockText, dateText, longDate, monthName, parseIsoDate, parseTime, weekdayName } from './dates';
import { HOLIDAY_KEYS, HOLIDAY_LABELS } from '../../content/holidays';
import { other, parentName, PATTERN_LABELS, type ScheduleData, type Side } from './model';
import { percentText, type ScheduleResult } from './schedule';
import { english, type Translate } from '../../lib/translate';
import type { Lang } from '../../lib/lang';
import * as m from '../../content/messages/parenting-time/compiled/en.js';

const ORDINALS: Record<Lang, readonly string[]> = {
  en: ['1st', '2nd', '3rd', '4th', '5th'],
  es: ['1.º', '2.º', '3.º', '4.º', '5.º'],
};

function patternSentence(s: ScheduleData, t: Translate, lang: Lang): string {
  const first = parentName(s, s.starter, t);
  const rest = parentName(s, other(s.starter), t);
  const start = parseIsoDate(s.startDate);
  const from = start !== null ? longDate(start, lang) : s.startDate;
  const ex = clockText(parseTime(s.exchangeTime) ?? 1080, lang);
  const weekend = {
    rest,
    first,
    ex,
    since: from,
    friday: weekdayName(5, lang),
    end: weekdayName(s.weekendEnd === 'monday' ? 1 : 0, lang),
    start: clockText(parseTime(s.eveningStart) ?? 1080, lang),
    finish: clockText(parseTime(s.eveningEnd) ?? 1200, lang),
  };
  switch (s.pattern) {
    case 'every-other-weekend': {
      const day = weekdayName(s.midweekDay, lang);
      const id = s.midweek === 'overnight' ? m.w_eow_overnight : s.midweek === 'evening' ? m.w_eow_evening : m.w_eow;
      return t(id, { ...weekend, day });
    }
    case 'month-weekends': {
      const ord = s.fridays.map((n) => ORDINALS[lang][n - 1]).join(', ');
      const id = s.thursday === 'overnight' ? m.w_mw_overnight : s.thursday === 'evening' ? m.w_mw_evening : m.w_mw;
      return t(id, { ...weekend, ord });
    }
    case 'custom': {
      const letters = s.custom.replace(/[\s,-]/g, '').toUpperCase();
      return t(m.w_custom, {
        count: letters.length,
        since: from,
        a: parentName(s, 'a', t),
        b: parentName(s, 'b', t),
        letters,
        ex,
      });
    }
    default:
      return t(m.w_default, { label: t(PATTERN_LABELS[s.pattern]), since: from, first, ex });
  }
}

function holidaySentences(s: ScheduleData, t: Translate, lang: Lang): string[] {
  const out: string[] = [];
  for (const k of HOLIDAY_KEYS) {
    const h = s.holidays[k];
    const p = parentName(s, h.parent, t);
    const q = parentName(s, other(h.parent), t);
    const label = t(HOLIDAY_LABELS[k]);
    if (h.rule === 'fixed') out.push(t(m.w_h_fixed, { label, p }));
    else if (h.rule === 'alternate') out.push(t(m.w_h_alternate, { label, p, q }));
    else if (h.rule === 'split') {
      out.push(t(m.w_h_split, { label, p, q, time: clockText(parseTime(h.splitTime) ?? 720, lang) }));
    }
  }
  return out;
}

/** The wording for the parenting plan's schedule section (English), or for the page in its language. */
export function scheduleWording(s: ScheduleData, r: ScheduleResult | null, t: Translate = english, lang: Lang = 'en'): string {
  // Times end in "p.m."; never close such a sentence with a second full stop.
  const parts = [t(m.w_regular, { sentence: patternSentence(s, t, lang).replace(/\.\.$/, '.') })];
  if (s.summer.enabled && s.summer.mode !== 'same') {
    const [sm, sd] = s.summer.start.split('-').map(Number);
    const [em, ed] = s.summer.end.split('-').map(Number);
    const range = t(m.w_range, { sm: monthName(sm ?? 1, lang), sd: sd ?? 1, em: monthName(em ?? 1, lang), ed: ed ?? 1 });
    const p = parentName(s, s.summer.parent, t);
    parts.push(t(s.summer.mode === 'alternating-weeks' ? m.w_summer_alt : m.w_summer_with, { range, p }));
  }
  for (const v of s.vacations) {
    const d = parseIsoDate(v.start);
    if (d !== null) parts.push(t(m.w_vacation, { p: parentName(s, v.parent, t), nights: v.nights, since: longDate(d, lang) }));
  }
  const hol = holidaySentences(s, t, lang);
  if (hol.length) parts.push(t(m.w_holidays, { list: hol.join(' ') }));
  if (r) parts.push(countSentence(s, r, t, lang));
  return parts.join('\n');
}

function countSentence(s: ScheduleData, r: ScheduleResult, t: Translate, lang: Lang): string {
  const total = r.nights.a + r.nights.b;
  const who = (p: Side) => t(m.w_who, { name: parentName(s, p, t), n: r.nights[p], pct: percentText(r.nights[p], total) });
  return t(m.w_count, {
    nights: r.endDay - r.startDay,
    since: dateText(r.startDay, lang),
    until: dateText(r.endDay - 1, lang),
    a: who('a'),
    b: who('b'),
  });
}
