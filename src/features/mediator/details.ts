/**
 * Typed details of one sentence or provision, each with a canonical key so that two
 * parties' wordings can be compared: money with its period, percentages, durations and
 * notice periods (digits or words, compound words such as "forty-two"), counts, clock
 * times (and "when school is dismissed"), dates with or without a year, weekdays,
 * "1st, 3rd and 5th Friday" rules, odd/even years, which parent (Mother/Father,
 * Husband/Wife, Petitioner/Respondent, first names), distances, ticked form options and
 * waivers. Each figure is read once: a span read as money is not read again as a count.
 * Plain TypeScript, no DOM.
 */
import { ROLE_LABEL, resolveRoles, roleFor, type Aliases } from './aliases';
import { WORDNUM, NUMBER, readNumber, MONTH_RE, monthIndex, pad, MONTH_NAMES, ORDINALS, ORD_WORD } from './detailWords';
import { extractMoney, extractPercents, formatDollars, formatTime, monthlyCents, PERIOD_LABEL } from './extract';
import { detailArg, frequencyArg, unitArg } from './detailArgs';
import { doc, say, type Arg } from './say';

export type DetailKind =
  | 'money'
  | 'percent'
  | 'duration'
  | 'notice'
  | 'count'
  | 'time'
  | 'date'
  | 'weekday'
  | 'weeks'
  | 'parity'
  | 'parent'
  | 'distance'
  | 'tick'
  | 'waiver'
  | 'frequency';

export interface Detail {
  kind: DetailKind;
  /** Canonical value: equal keys mean the same thing. */
  key: string;
  /** The value in plain words, for the report. */
  text: string;
  /** Where it starts in the text (for ordering). */
  at: number;
  /** The value as typed data, for the report in the language on screen (say.ts). */
  arg: Arg;
}

/** Mask a span so later readers skip it. */
function mask(s: string, start: number, end: number): string {
  return s.slice(0, start) + ' '.repeat(end - start) + s.slice(end);
}

/** Every typed detail in a piece of text, in reading order. */
export function readDetails(input: string, aliases: Aliases = new Map()): Detail[] {
  const out: Detail[] = [];
  let s = resolveRoles(input, aliases);
  const add = (kind: DetailKind, key: string, text: string, at: number, arg?: Arg) =>
    out.push({ kind, key, text, at, arg: arg ?? detailArg(kind, key, text) });

  // Money first ("$1,245.00" is money, never a count or hours).
  for (const m of extractMoney(s)) {
    const at = s.indexOf(m.text.split(' ')[0] ?? m.text);
    const each = m.perChild ? '/child' : '';
    const key = (m.period === 'once' ? `${m.cents}` : `${monthlyCents(m)}/month`) + each;
    const text = `${m.period === 'once' ? formatDollars(m.cents) : `${formatDollars(m.cents)} ${PERIOD_LABEL[m.period]}`}${each ? ' per child' : ''}`;
    add('money', key, text, Math.max(0, at), {
      $: 'money',
      cents: m.cents,
      ...(m.period === 'once' ? {} : { period: m.period }),
      ...(m.perChild ? { perChild: true } : {}),
    });
  }
  s = s.replace(/\$\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|thousand|million)\b)?/gi, (x) => ' '.repeat(x.length));
  s = s.replace(new RegExp(`\\b${WORDNUM}\\s+dollars\\b`, 'gi'), (x) => ' '.repeat(x.length));
  s = s.replace(/\b\d[\d,]*(?:\.\d+)?\s+dollars\b/gi, (x) => ' '.repeat(x.length));

  // Tick state of form options: "[X] Joint" / "[ ] Sole".
  const tickRe = /\[(X| )\]\s*([^[\]]{1,80}?)(?=\s*\[(?:X| )\]|$|[.;]\s)/g;
  for (let m = tickRe.exec(s); m; m = tickRe.exec(s)) {
    // "Sole legal custody to the ____" and "Sole legal custody" are the same option.
    const label = (m[2] ?? '')
      .replace(/[\s:_]+$/, '')
      .replace(/(?:\s+(?:to|for|of|the|a|an|by|with))+$/i, '')
      .trim();
    const ticked = m[1] === 'X';
    const short = label.split(/\s+/).slice(0, 8).join(' ');
    add(
      'tick',
      `${short.toLowerCase()}=${ticked ? 'ticked' : 'unticked'}`,
      `"${short}" ${ticked ? 'ticked' : 'not ticked'}`,
      m.index,
      say(ticked ? 'rt_tick_on' : 'rt_tick_off', { label: doc(short) }),
    );
  }

  // Dates, with or without a year.
  const dateRes: RegExp[] = [
    new RegExp(`\\b${MONTH_RE}\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?\\b`, 'gi'),
    new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:day\\s+)?of\\s+${MONTH_RE}(?:,?\\s+(\\d{4}))?\\b`, 'gi'),
  ];
  dateRes.forEach((re, i) => {
    for (let m = re.exec(s); m; m = re.exec(s)) {
      const mon = monthIndex((i === 0 ? m[1] : m[2]) ?? '');
      const day = Number((i === 0 ? m[2] : m[1]) ?? 0);
      if (mon < 0 || day < 1 || day > 31) continue;
      if (i === 0 && /^may$/i.test(m[1] ?? '') && !/^May$/.test(m[1] ?? '')) continue; // "may 5" as a verb
      const year = m[3] ?? null;
      add(
        'date',
        `${pad(mon + 1)}-${pad(day)}${year ? `-${year}` : ''}`,
        `${MONTH_NAMES[mon]} ${day}${year ? `, ${year}` : ''}`,
        m.index,
      );
      s = mask(s, m.index, m.index + m[0].length);
    }
  });
  for (let re = /\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/g, m = re.exec(s); m; m = re.exec(s)) {
    const mon = Number(m[1]);
    const day = Number(m[2]);
    if (mon < 1 || mon > 12 || day < 1 || day > 31) continue;
    const year = (m[3] ?? '').length === 2 ? `20${m[3]}` : (m[3] ?? '');
    add('date', `${pad(mon)}-${pad(day)}-${year}`, `${MONTH_NAMES[mon - 1]} ${day}, ${year}`, m.index);
    s = mask(s, m.index, m.index + m[0].length);
  }

  // A range whose first time borrows the second's a.m./p.m. ("from 5 to 7:30 p.m.",
  // "between 5:00 and 8:00 p.m.", "from 4 to 7 in the evening", "every Wednesday, 5 to 8 p.m."): the
  // first is the same evening's time.
  for (const m of s.matchAll(
    /(?:\b(?:from|between)\s+|,\s*)((\d{1,2})(?::([0-5]\d))?)\s*(?:to|until|and|-|\u2013)\s*(\d{1,2})(?::[0-5]\d)?\s*(?:([ap])\.?\s?m\b|(?:o['\u2019]?clock\s+)?(in\s+the\s+(?:afternoon|evening)|at\s+night))/gi,
  )) {
    const first = Number(m[2]);
    const second = Number(m[4]);
    if (first < 1 || first > 12) continue;
    const pm = (/p/i.test(m[5] ?? '') || Boolean(m[6])) && first % 12 <= second % 12;
    const minutes = ((first % 12) + (pm ? 12 : 0)) * 60 + Number(m[3] ?? 0);
    const at = m.index + m[0].indexOf(m[1] as string);
    add('time', `${minutes}`, formatTime(minutes), at);
    s = mask(s, at, at + (m[1] as string).length);
  }
  // A range of bare hours in a plain-words plan ("Tuesday nights from 5:30 to 8", "Father's Day, 9 to
  // 6"): a later second hour is the same afternoon or evening ("5:30 to 8" is 5:30 to 8 p.m.); an
  // earlier one runs from the morning into the afternoon ("9 to 6" is 9 a.m. to 6 p.m.). Only after
  // "from", or after a comma in a sentence that names a day or an evening; never a count ("2 to 3
  // weeks") or ages.
  // "for dinner on Tuesdays, 4:30 to 7:30": days named in the plural, and a meal, name the time of day too.
  const dayNamed =
    /\b(?:(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)s?|Day|Eve|evenings?|nights?|afternoons?|dinner|supper)\b/.test(
      s,
    );
  for (const m of s.matchAll(
    /(?<!\bages?\s)(?<!\baged\s)\b(from\s+|,\s*)(\d{1,2})(?::([0-5]\d))?\s*(?:to|until|-|\u2013)\s*(\d{1,2})(?::([0-5]\d))?\b(?!\s*(?:[ap]\.?\s?m\b|%|\d|[:.]\d|o['\u2019]?clock|in\s+the|at\s+night|noon|midnight|days?|weeks?|months?|years?|hours?|miles?|minutes?|percent|times|children|kids))/gi,
  )) {
    if (/^,/.test(m[1] as string) && !dayNamed) continue;
    const h1 = Number(m[2]);
    const h2 = Number(m[4]);
    if (h1 < 1 || h1 > 12 || h2 < 1 || h2 > 12 || h1 === h2) continue;
    const morning = /\bmornings?\b/i.test(s.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30));
    const first = h1 < h2 ? (h1 % 12) + (morning ? 0 : 12) : h1 % 12;
    const second = (h2 % 12) + (morning && h1 < h2 ? 0 : 12);
    const at1 = m.index + (m[1] as string).length;
    add('time', `${first * 60 + Number(m[3] ?? 0)}`, formatTime(first * 60 + Number(m[3] ?? 0)), at1);
    add('time', `${second * 60 + Number(m[5] ?? 0)}`, formatTime(second * 60 + Number(m[5] ?? 0)), at1 + 1);
    s = mask(s, at1, m.index + m[0].length);
  }
  // A time whose part of the day is said in words ("4:30 in the afternoon", "7:30 in the
  // evening", "9 at night", "8 o'clock in the morning", "12 noon", "12:00 midnight"): the words
  // say a.m. or p.m., so "4:30" here is never read as 4:30 a.m.
  for (const m of s.matchAll(
    /\b(\d{1,2})(?::([0-5]\d))?\s*(?:o['\u2019]?clock\s+)?(?:in\s+the\s+(morning|afternoon|evening)|at\s+(night)|(noon|midnight))\b/gi,
  )) {
    const h = Number(m[1]);
    const part = (m[3] ?? m[4] ?? m[5] ?? '').toLowerCase();
    if (h < 1 || h > 12 || ((part === 'noon' || part === 'midnight') && h !== 12)) continue;
    const h24 =
      part === 'morning' || part === 'midnight'
        ? h % 12
        : part === 'noon'
          ? 12
          : part === 'night' && (h === 12 || h < 5)
            ? h % 12
            : (h % 12) + 12;
    const minutes = h24 * 60 + Number(m[2] ?? 0);
    add('time', `${minutes}`, formatTime(minutes), m.index);
    s = mask(s, m.index, m.index + m[0].length);
  }
  // A bare hour a child is brought back by ("has him back by 8", "home by 7:30"): the evening,
  // unless the morning is named after it.
  for (const m of s.matchAll(
    /\b(?:back|home|returned|return them|return him|return her)\s+(?:by|at)\s+(\d{1,2})(?::([0-5]\d))?\b(?!\s*(?:[ap]\.?\s?m\b|%|\d|o['\u2019]?clock|in\s+the))/gi,
  )) {
    const h = Number(m[1]);
    if (h < 1 || h > 11) continue;
    const morning = /^[^.;]{0,20}\bmorning\b/i.test(s.slice(m.index + m[0].length));
    const minutes = (h + (morning ? 0 : 12)) * 60 + Number(m[2] ?? 0);
    const at = m.index + m[0].lastIndexOf(m[1] as string);
    add('time', `${minutes}`, formatTime(minutes), at);
    s = mask(s, at, m.index + m[0].length);
  }
  // Clock times, and school-day times named in words.
  for (
    let re =
        /\b(\d{1,2})(?::(\d{2}))?\s*(a\.?\s?m\.?|p\.?\s?m\.?)(?![a-z])|\b([01]?\d|2[0-3]):([0-5]\d)\b(?!\s*(?:a\.?m|p\.?m))/gi,
      m = re.exec(s);
    m;
    m = re.exec(s)
  ) {
    let minutes: number;
    if (m[3]) {
      let h = Number(m[1]) % 12;
      if (/p/i.test(m[3])) h += 12;
      minutes = h * 60 + Number(m[2] ?? 0);
    } else {
      // A bare "5:30" in a plan ("picks Liam up at 5:30 and has him back by 8") is the afternoon or
      // evening: no plan sets exchanges or calls between 1 and 6 in the morning.
      const h = Number(m[4]);
      // A bedtime ("Owen's bedtime is 8:30 on school nights", "in bed by 9:00") is the evening: the bed word
      // just before the time, with no other number or clause between (not "school starts at 7:45" later in the
      // clause of a bedtime; review of session 26).
      const bedtime = h >= 7 && h <= 11 && /\bbed(?:time)?s?\b[^,;.\d]{0,20}$/i.test(s.slice(0, m.index));
      minutes = (h >= 1 && h <= 6 ? h + 12 : bedtime ? h + 12 : h) * 60 + Number(m[5]);
    }
    add('time', `${minutes}`, formatTime(minutes), m.index);
    s = mask(s, m.index, m.index + m[0].length);
  }
  for (
    let re =
        /\bnoon\b|\bmidnight\b|\b(?:time|when)\s+(?:the\s+child(?:ren)?'?s?\s+)?school\s+(?:is\s+)?(?:regularly\s+)?(dismissed|resumes|begins|starts)\b|\bschool\s+(dismissal|resumes)\b/gi,
      m = re.exec(s);
    m;
    m = re.exec(s)
  ) {
    const w = m[0].toLowerCase();
    if (w === 'noon') add('time', '720', '12:00 p.m.', m.index);
    else if (w === 'midnight') add('time', '0', '12:00 a.m.', m.index);
    else if (/dismiss/.test(w)) add('time', 'school-dismissal', 'when school is dismissed', m.index);
    else add('time', 'school-start', 'when school resumes', m.index);
  }

  // Percentages and shares.
  for (const p of extractPercents(s)) add('percent', `${p}`, `${p}%`, 0);
  s = s.replace(/\b\d{1,3}(?:\.\d+)?\s?(?:%|percent\b|per cent\b)/gi, (x) => ' '.repeat(x.length));

  // "1st, 3rd and 5th Friday", "first and third weekends", "every other weekend".
  for (
    let re = new RegExp(
        // "every second weekend" is every other weekend (read below), not the second weekend of a month.
        `(?<!\\bevery\\s)\\b(${ORD_WORD}(?:\\s*(?:,|and|&|or)\\s*(?:the\\s+)?${ORD_WORD})*)\\s+(Mondays?|Tuesdays?|Wednesdays?|Thursdays?|Fridays?|Saturdays?|Sundays?|weekends?|weeks?)\\b`,
        'gi',
      ),
      m = re.exec(s);
    m;
    m = re.exec(s)
  ) {
    const ords = [
      ...new Set(((m[1] ?? '').toLowerCase().match(new RegExp(ORD_WORD, 'gi')) ?? []).map((o) => ORDINALS[o.toLowerCase()] ?? 0)),
    ].sort();
    const noun = (m[2] ?? '').toLowerCase().replace(/s$/, '');
    add(
      'weeks',
      `${ords.join(',')} ${noun}`,
      `${ords.map((o) => (o === 9 ? 'last' : ['', '1st', '2nd', '3rd', '4th', '5th'][o])).join(', ')} ${noun}`,
      m.index,
    );
  }
  for (
    let re = /\b(?:every other|every second|alternat(?:e|ing))[- ](weekends?|weeks?|Fridays?)\b(?![- ]?(?:on|off)\b)/gi,
      m = re.exec(s);
    m;
    m = re.exec(s)
  ) {
    const noun = (m[1] ?? '').toLowerCase().replace(/s$/, '');
    // "From Friday at 6:00 p.m. to Sunday at 6:00 p.m. [X] every other week" is every other weekend.
    const weekendSpan = /\bFriday\b.{0,40}?\bSunday\b/i.test(s);
    if (noun === 'week' && weekendSpan) add('weeks', 'alternate weekend', 'every other weekend', m.index);
    else if (noun === 'week') add('weeks', 'equal time', 'equal time (alternating weeks)', m.index);
    else add('weeks', `alternate ${noun}`, `every other ${noun}`, m.index);
  }
  for (
    let re =
        /\bweek[- ]on[,/ ]+week[- ]off\b|\b2-2-3\b|\b2-2-5-5\b|\b5-2-2-5\b|\b3-4-4-3\b|\bequal (?:parenting )?time\b|\bequal(?:ly)? (?:shared )?(?:physical custody|parenting time)\b|\b(?:share|sharing) (?:physical custody|parenting time) equally\b|\bweek about\b/gi,
      m = re.exec(s);
    m;
    m = re.exec(s)
  ) {
    add('weeks', 'equal time', `equal time (${m[0]})`, m.index, say('rt_equal_time', { words: doc(m[0]) }));
  }
  for (
    let re =
        /\b(?:reside|live)s? primarily with\b|\bprimary (?:residence|residential|physical custody)\b|\b(?:reside|live)s?\s+with\s+(?:the\s+)?(?:Mother|Father|Husband|Wife|Petitioner|Respondent)\b(?!\s+and\b)/gi,
      m = re.exec(s);
    m;
    m = re.exec(s)
  ) {
    add('weeks', 'primary home', 'primary home with one parent', m.index);
  }
  // Weekdays given to each parent in turn ("with the Father every Monday and Tuesday and with
  // the Mother every Wednesday and Thursday"): a week split between the two homes.
  const split =
    /\bwith\s+(?:the\s+)?(Mother|Father|Husband|Wife|Petitioner|Respondent)\s+(?:every|on)\s+(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b[^.;]*?\bwith\s+(?:the\s+)?(Mother|Father|Husband|Wife|Petitioner|Respondent)\s+(?:every|on)\s+(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b/i.exec(
      s,
    );
  if (split && split[1]?.toLowerCase() !== split[2]?.toLowerCase())
    add('weeks', 'split week', 'weekdays split between the two homes', split.index);

  // Weekdays.
  for (let re = /\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)s?\b/gi, m = re.exec(s); m; m = re.exec(s)) {
    const d = (m[1] ?? '').toLowerCase();
    add('weekday', d, d[0]!.toUpperCase() + d.slice(1), m.index);
  }

  // How often something happens, per unit of time ("every weekend", "every other weekend", "alternate
  // Wednesdays", "twice a week", "three times per month", "every two weeks", "each evening"): the key
  // is "<times>/<span> <unit>", so "every weekend" (1/1 weekend) and "every other weekend" (1/2
  // weekend) differ, and two sides are compared unit by unit (differences.ts).
  for (const f of frequencies(s)) add('frequency', f.key, f.text, f.at, frequencyArg(f.times, f.span, f.unit));

  // Odd/even years.
  for (let re = /\b(?:even|odd)\s+(?:and|or)\s+(?:even|odd)(?:[- ]numbered)?[- ]years?\b/gi, m = re.exec(s); m; m = re.exec(s)) {
    add('parity', 'even', 'even-numbered years', m.index);
    add('parity', 'odd', 'odd-numbered years', m.index + 1);
    s = mask(s, m.index, m.index + m[0].length);
  }
  for (
    let re = /\b(odd|even)(?:[- ]numbered)?[- ]years?\b|\byears?\s+ending\s+in\s+an?\s+(odd|even)\s+number\b/gi, m = re.exec(s);
    m;
    m = re.exec(s)
  ) {
    const p = (m[1] ?? m[2] ?? '').toLowerCase();
    add('parity', p, `${p}-numbered years`, m.index);
  }

  // Distances.
  for (
    let re = new RegExp(
        `\\b(${NUMBER})\\s*(?:\\(\\d+\\)\\s*)?(?:road\\s+|driving\\s+|radius\\s+of\\s+)?(miles?|kilometers?|km)\\b`,
        'gi',
      ),
      m = re.exec(s);
    m;
    m = re.exec(s)
  ) {
    const n = readNumber(m[1] ?? '');
    if (!Number.isFinite(n)) continue;
    const km = /^k/i.test(m[2] ?? '');
    add(
      'distance',
      `${km ? Math.round(n * 0.621371) : n}mi`,
      `${n} ${km ? 'km' : n === 1 ? 'mile' : 'miles'}`,
      m.index,
      say(km ? 'rt_km' : n === 1 ? 'rt_mile' : 'rt_miles', { n }),
    );
    s = mask(s, m.index, m.index + m[0].length);
  }

  // "a month ahead", "a week in advance", "a month's notice": one unit of notice.
  for (const m of s.matchAll(
    /\ba\s+(week|month)(?:'s)?\s+(?=(?:in advance|ahead|beforehand|before|prior|notice|written notice)\b)/gi,
  )) {
    const unit = (m[1] ?? 'month').toLowerCase() as 'week' | 'month';
    add('notice', unit === 'week' ? '7' : '30', `1 ${unit}`, m.index, unitArg(1, unit, false));
    s = mask(s, m.index, m.index + m[0].length);
  }
  // Durations and notice periods ("forty-two (42) days", "60 days' written notice").
  // "shall be waited for 30 minutes" / "15 minutes": a wait, a call or a grace period in minutes.
  const unitDays = { minute: 1 / 1440, hour: 1 / 24, day: 1, week: 7, month: 30, year: 365 } as const;
  for (
    let re = new RegExp(
        // "two (2) non-consecutive weeks" is two weeks, as "2 weeks, not back to back" is.
        `\\b(${NUMBER})(?:\\s*|-)(?:\\(\\s*\\d+\\s*\\)\\s*)?(?:consecutive\\s+|non-?consecutive\\s+|separate\\s+|calendar\\s+|business\\s+|working\\s+|full\\s+|additional\\s+)?(?:vacation\\s+)?(minute|hour|day|week|month|year)s?\\b`,
        'gi',
      ),
      m = re.exec(s);
    m;
    m = re.exec(s)
  ) {
    const before = s.slice(Math.max(0, m.index - 14), m.index);
    // "every two weeks", "the other two weeks" are no period; "give the other two months' notice" is one.
    // "we tell the other 60 days ahead" is one too.
    const noticeAfter =
      /^['’]?s?['’]?\s+(?:(?:advance|prior|written)\s+)*notice\b|^\s+(?:ahead|in advance|beforehand|before the move)\b/i.test(
        s.slice(m.index + m[0].length),
      );
    if (/\b(?:every|other)\s*$/i.test(before) && !noticeAfter) continue;
    // "two fifteen-day stretches": a count before the period, not one number.
    const count =
      /^(?:one|two|three|four|five|six|seven|eight|nine)\s+(?=(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)\b)/i.exec(
        m[1] ?? '',
      );
    if (count) {
      re.lastIndex = m.index + count[0].length;
      continue;
    }
    const n = readNumber(m[1] ?? '');
    if (!Number.isFinite(n)) continue;
    const unit = (m[2] ?? 'day').toLowerCase() as keyof typeof unitDays;
    const around = s.slice(Math.max(0, m.index - 60), Math.min(s.length, m.index + m[0].length + 40));
    const business = /business|working/i.test(m[0]) ? 'b' : '';
    const kind: DetailKind = /\bnotice\b|\bnotif(?:y|ied|ication)\b|\badvance\b|\bahead\b|\bprior to\b|\bbefore\b/i.test(around)
      ? 'notice'
      : 'duration';
    const text = `${n}${business ? ' business' : ''} ${unit}${n === 1 ? '' : 's'}`;
    add(kind, `${Math.round(n * unitDays[unit] * 1000) / 1000}${business}`, text, m.index, unitArg(n, unit, !!business));
    s = mask(s, m.index, m.index + m[0].length);
  }

  // "the 60th day before", "not later than the 30th day after".
  for (let re = /\b(\d{1,3})(?:st|nd|rd|th)\s+day\b/gi, m = re.exec(s); m; m = re.exec(s)) {
    const around = s.slice(Math.max(0, m.index - 60), Math.min(s.length, m.index + m[0].length + 60));
    const kind: DetailKind = /\bnotice\b|\bnotif(?:y|ied|ication)\b|\bbefore\b|\bprior\b/i.test(around) ? 'notice' : 'duration';
    add(kind, `${Number(m[1])}`, `${Number(m[1])} days`, m.index, unitArg(Number(m[1]), 'day', false));
    s = mask(s, m.index, m.index + m[0].length);
  }

  // Counts of things that are negotiated.
  for (
    let re = new RegExp(
        `\\b(${NUMBER})\\s*(?:\\(\\d+\\)\\s*)?(?:minor\\s+|consecutive\\s+|video\\s+|phone\\s+|additional\\s+)?(overnights?|nights?|weekends?|visits?|payments?|installments?|calls?|children|child|hours)\\b`,
        'gi',
      ),
      m = re.exec(s);
    m;
    m = re.exec(s)
  ) {
    const n = readNumber(m[1] ?? '');
    if (!Number.isFinite(n)) continue;
    let noun = (m[2] ?? '').toLowerCase();
    if (noun === 'child') noun = 'children';
    noun = noun.replace(/^nights?$/, 'overnights').replace(/s?$/, 's');
    add('count', `${n} ${noun}`, `${n} ${noun}`, m.index);
  }

  // Which parent, in reading order ("Father shall pay Mother" differs from "Mother shall pay Father").
  for (
    let re =
        /\b(?:each|both|either|neither)\s+(?:parent|party|parents|parties)\b|\bthe\s+(?:parents|parties)\b|\b([A-Z][a-z]+)\b/g,
      m = re.exec(s);
    m;
    m = re.exec(s)
  ) {
    if (!m[1]) {
      add('parent', 'both', ROLE_LABEL.both, m.index);
      continue;
    }
    const r = roleFor(m[1], aliases);
    if (r && r !== 'child') add('parent', r, ROLE_LABEL[r], m.index);
  }
  for (let re = /\b(mother|father|husband|wife|petitioner|respondent)\b/g, m = re.exec(s); m; m = re.exec(s)) {
    const r = roleFor(m[1] ?? '', aliases);
    if (r) add('parent', r, ROLE_LABEL[r], m.index);
  }

  // Waivers ("waives spousal support", "neither party shall pay", "no alimony").
  if (
    /\bwaive[sd]?\b|\bwaiver\b|\bneither (?:party|parent|spouse) (?:shall|will|is to|is required to|is ordered to|has to|must) (?:pay|receive)\b|\bno (?:spousal support|alimony|maintenance|child support)\b|\bnot (?:be )?(?:entitled|required) to (?:pay|receive)\b|\b(?:nobody|no one|neither of (?:us|them)) (?:pays|will pay|shall pay|has to pay|must pay|is required to pay)\b|\bforever (?:barred|relinquish)/i.test(
      s,
    )
  ) {
    add('waiver', 'waived', 'waived', 0);
  }
  return out.sort((x, y) => x.at - y.at);
}

/** Describe a detail list of one kind for the report. */
export function describe(details: Detail[]): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const d of details) {
    if (seen.has(d.text)) continue;
    seen.add(d.text);
    parts.push(d.text);
  }
  return parts.join(', ');
}

export const KIND_LABEL: Record<DetailKind, string> = {
  money: 'Amount',
  percent: 'Share',
  duration: 'Period',
  notice: 'Notice',
  count: 'Number',
  time: 'Time',
  date: 'Date',
  weekday: 'Day',
  weeks: 'Which weeks',
  parity: 'Which years',
  parent: 'Which parent',
  distance: 'Distance',
  tick: 'Ticked options',
  waiver: 'Waiver',
  frequency: 'How often',
};

const FREQ_DAY = String.raw`(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day`;
/** Units a frequency is counted in; an evening, a night or a morning is once a day. */
const FREQ_UNIT = String.raw`(?:day|evening|night|morning|week(?!day)|weekend|month|year|${FREQ_DAY})`;
const unitOf = (w: string) => {
  const u = w.toLowerCase().replace(/s$/, '');
  return /^(?:evening|night|morning)$/.test(u) ? 'day' : u;
};
const TIMES: Record<string, number> = { once: 1, twice: 2, thrice: 3 };
type Frequency = { key: string; text: string; at: number; times: number; span: number; unit: string };

/** Each frequency a text states, in reading order (readDetails). */
function frequencies(text: string): Frequency[] {
  const out: Frequency[] = [];
  // An option left blank ("[ ] every week [X] every other week") is not said.
  const s = text.replace(/\[ \]\s*[^[\]]{1,80}?(?=\s*\[(?:X| )\]|$|[.;]\s)/g, (x) => ' '.repeat(x.length));
  const push = (times: number, span: number, rawUnit: string, at: number) => {
    let unit = unitOf(rawUnit);
    // "every other week from Friday at 6:00 p.m. to Sunday" is every other weekend (as the 'weeks' reading has it).
    if (unit === 'week' && /\bFriday\b.{0,40}?\bSunday\b/i.test(s)) unit = 'weekend';
    if (!Number.isFinite(times) || times < 1 || times > 14) return;
    const text = span === 2 ? `every other ${unit}` : times === 1 ? `every ${unit}` : `${times} times a ${unit}`;
    // A day's frequency is counted by the week, so "every evening" and "twice a week" are compared.
    const key = unit === 'day' ? `${times * 7}/${span} week` : `${times}/${span} ${unit}`;
    out.push({ key, text, at, times, span, unit });
  };
  const taken: Array<[number, number]> = [];
  const free = (at: number) => !taken.some(([x, y]) => at >= x && at < y);
  // "once a week", "twice a month", "three times per week", "2x a week", "two calls a week".
  for (
    let re = new RegExp(
        String.raw`\b(?:(once|twice|thrice)|(${NUMBER})\s*(?:times|x|(?:video\s+|phone\s+)?(?:calls|visits)))\s+(?:a|an|per|each|every)\s+(${FREQ_UNIT})\b`,
        'gi',
      ),
      m = re.exec(s);
    m;
    m = re.exec(s)
  ) {
    const times = m[1] ? (TIMES[m[1].toLowerCase()] ?? NaN) : readNumber(m[2] ?? '');
    push(times, 1, m[3] ?? '', m.index);
    taken.push([m.index, m.index + m[0].length]);
  }
  // "every other weekend", "every second Wednesday", "alternate weekends", "alternating Fridays",
  // "every two weeks" / "every 2 weeks".
  for (
    let re = new RegExp(
        String.raw`\b(?:every\s+(other|second|2nd|two|2)|(?:on\s+)?alternat(?:e|ing))[- ](${FREQ_UNIT})s?\b(?![- ]?(?:on|off)\b)`,
        'gi',
      ),
      m = re.exec(s);
    m;
    m = re.exec(s)
  ) {
    if (!free(m.index)) continue;
    // "every two weeks" counts weeks; "every two Mondays" is not said.
    if (/^(?:two|2)$/i.test(m[1] ?? '') && !/^(?:weeks?|weekends?|months?)$/i.test(m[2] ?? '')) continue;
    // "alternating weeks", "every other week" with each parent are the week-about rotation (the 'weeks'
    // reading's equal time), not how often something happens: "switch houses every week" says the same.
    if (!/^(?:two|2)$/i.test(m[1] ?? '') && unitOf(m[2] ?? '') === 'week' && !/\bFriday\b.{0,40}?\bSunday\b/i.test(s)) continue;
    push(1, 2, m[2] ?? '', m.index);
    taken.push([m.index, m.index + m[0].length]);
  }
  // "every weekend", "each Wednesday", "every evening": once each unit. Not "each week of the summer"
  // (a week counted, not a frequency), nor "every weekday".
  for (let re = new RegExp(String.raw`\b(?:every|each)\s+(${FREQ_UNIT})\b(?!\s+of\b)`, 'gi'), m = re.exec(s); m; m = re.exec(s)) {
    if (!free(m.index)) continue;
    // "the 1st, 3rd and 5th Friday of each month", "the first weekend of every month": which days of
    // the month (the 'weeks' reading), not once a month.
    if (
      /\b(?:weekends?|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?)\s+of\s+$/i.test(s.slice(Math.max(0, m.index - 30), m.index))
    )
      continue;
    push(1, 1, m[1] ?? '', m.index);
  }
  return out.sort((x, y) => x.at - y.at);
}
