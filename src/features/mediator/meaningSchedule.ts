/**
 * What a provision decides about where the children live and when (meaning.ts): the home,
 * the regular schedule, exchanges and transport, and holidays. Plain TypeScript, no DOM.
 */
import type { Aliases } from './aliases';
import { readDetails } from './details';
import { wordsToNumber } from './extract';
import {
  HAS_PARITY,
  PARENT_WORD,
  cap,
  label,
  parentOf,
  parentsIn,
  parityHolders,
  stated,
  type Parent,
  type SetValue,
} from './meaningValues';

const HOLIDAYS: Array<[RegExp, string]> = [
  [/\bthanksgiving\b/i, 'Thanksgiving'],
  [/\bchristmas eve\b/i, 'Christmas Eve'],
  [/\bchristmas day\b/i, 'Christmas Day'],
  // "Christmas break", "the Christmas school vacation", "winter recess": the school's winter break.
  [
    /\bchristmas (?:school )?(?:break|vacation|holidays?|recess)\b|\bwinter (?:school )?(?:break|vacation|recess|holidays?)\b/i,
    'the winter break',
  ],
  // "Christmas with Dad in even years" / "Christmas: we switch every year": the holiday itself.
  [/\bchristmas\b(?!\s+(?:eve|day|break|vacation|holidays?|recess|school|[12])\b)/i, 'Christmas'],
  [/\bspring (?:break|vacation)\b/i, 'the spring break'],
  [/\beaster\b/i, 'Easter'],
  [/\bmother's day\b/i, "Mother's Day"],
  [/\bfather's day\b/i, "Father's Day"],
  [/\bnew year's (?:eve|day)\b/i, "New Year's"],
  [/\bindependence day\b|\bfourth of july\b|\bjuly 4(?:th)?\b/i, 'the Fourth of July'],
  [/\bmemorial day\b/i, 'Memorial Day'],
  [/\blabor day\b/i, 'Labor Day'],
  [/\bhalloween\b/i, 'Halloween'],
  [/\bmardi gras\b/i, 'Mardi Gras'],
  // The children's birthdays, not a parent's ("the Mother's birthday").
  [/(?<!\b(?:mother|father|mom|dad|parent)['’]s\s)\bbirthdays?\b/i, 'the children’s birthdays'],
  [/\bmartin luther king(?:,? jr\.?)?(?:'s)? day\b|\bmlk day\b/i, 'Martin Luther King Day'],
  [/\bpresidents['’]? day\b/i, "Presidents' Day"], // Religious and cultural holidays the documents name ("Diwali: the kids are with me in even years").
  [/\bdiwali\b|\bdeepavali\b/i, 'Diwali'],
  [/\bhanukk?ah\b|\bchanukk?ah\b/i, 'Hanukkah'],
  [/\beid(?:[- ]al[- ](?:fitr|adha))?\b/i, 'Eid'],
  [/\brosh hashanah?\b/i, 'Rosh Hashanah'],
  [/\byom kippur\b/i, 'Yom Kippur'],
  [/\bpassover\b/i, 'Passover'],
  [/\b(?:lunar|chinese) new year\b|\btet\b/i, 'the Lunar New Year'],
  [/\bkwanzaa\b/i, 'Kwanzaa'],
  [/\bjuneteenth\b/i, 'Juneteenth'],
];

/**
 * A holiday that simply goes with the regular schedule ("Mardi Gras shall be spent with the parent
 * exercising his or her regular custodial week" / "Mardi Gras just follows whoever has the week"):
 * holiday:<name> = regular.
 */
const FOLLOWS_REGULAR =
  /\b(?:follows?|go(?:es)? with|stays? with|spent with|with)\s+(?:whoever|the parent (?:who (?:has|is exercising)|exercising|having))\b[^.;]{0,40}?\b(?:week|weekend|time|schedule|day)\b|\b(?:follows?|according to|under|per)\s+the regular (?:parenting |custodial |residential )?(?:time |week |weekend )?schedule\b|\bno (?:special|separate) (?:holiday )?(?:schedule|time)\b/i;

/**
 * A named rotation by the cycle it repeats: "5-2-2-5" and "2-2-5-5" are the same two-week cycle
 * started on another day, as "3-4-4-3" and "4-3-3-4" are, so each is keyed by its smallest
 * rotation ("2-2-5-5", "3-4-4-3"); "2-2-3" stays "2-2-3".
 */
export function rotationKey(pattern: string): string {
  const parts = pattern.split('-');
  const all = parts.map((_, i) => [...parts.slice(i), ...parts.slice(0, i)].join('-'));
  return all.sort()[0] as string;
}

/**
 * Holiday time before the regular schedule ("Holiday parenting time takes precedence over regular
 * parenting time" / "When holiday time overlaps regular time, holiday time comes first"):
 * holiday.precedence = holidays-first.
 */
function readPrecedence(s: string, set: SetValue): void {
  if (
    /\bholidays?\b[^.;]{0,60}\b(?:takes? precedence|supersedes?|prevails?|comes? first|overrides?|controls?|has priority)\b|\b(?:precedence|priority)\s+(?:to|for|over)\b[^.;]{0,20}\bholiday/i.test(
      s,
    )
  )
    set('holiday.precedence', { key: 'holidays-first', text: 'holiday time comes before the regular schedule' });
}

/**
 * Each parent's vacation weeks outside the summer count ("two (2) non-consecutive weeks of vacation
 * with the children, upon thirty (30) days' written notice" / "on vacation for 2 weeks, not back to
 * back, with a month's written notice"): vacation.weeks and vacation.notice (days).
 */
function readVacation(s: string, aliases: Aliases, set: SetValue): void {
  if (!/\bvacation\b/i.test(s) || /\bwinter\b|\bspring\b|\bchristmas\b|\bschool vacation\b/i.test(s)) return;
  // A summer's weeks are summer time (summer.weeks); the notice of a vacation is the same notice in
  // summer or not ("Summer: The parent taking a vacation shall give ... thirty (30) days' notice").
  const weeks = /\bsummer\b/i.test(s)
    ? undefined
    : readDetails(s, aliases).find((d) => d.kind === 'duration' && Number(d.key) % 7 === 0);
  if (weeks) {
    const n = Number(weeks.key) / 7;
    set('vacation.weeks', { key: String(n), text: `${n} week${n === 1 ? '' : 's'} of vacation with the children` });
  }
  const notice = readDetails(s, aliases).find((d) => d.kind === 'notice');
  if (notice) set('vacation.notice', { key: notice.key, text: `vacation notice ${notice.text} ahead` });
}

/**
 * The date by which the summer or vacation weeks are chosen ("He shall give written notice of his
 * chosen weeks by April 1" / "I'll tell Josephine which weeks by April 1"): summer.choose-by.
 */
function readChoiceDate(s: string, set: SetValue): void {
  if (!/\bweeks?\b|\bdates\b|\bsummer\b|\bvacation\b/i.test(s)) return;
  const m =
    /\b(?:notice|notify|tell|inform|let \w+ know|choose|chosen|select|designate|pick)\w*\b[^.]{0,60}?\bby\s+(January|February|March|April|May|June|July|August|September|October|November|December)\s+(\d{1,2})(?:st|nd|rd|th)?\b/.exec(
      s,
    );
  if (m) set('summer.choose-by', { key: `${m[1]} ${Number(m[2])}`, text: `the weeks chosen by ${m[1]} ${Number(m[2])}` });
}

/** Where the children live and the regular schedule. */
export function readSchedule(s: string, aliases: Aliases, set: SetValue): void {
  readPrecedence(s, set);
  readChoiceDate(s, set);
  readVacation(s, aliases, set);
  const home = new RegExp(
    `\\breside (?:primarily |mainly |principally )?with ${PARENT_WORD}\\b|\\b[Pp]rimary (?:residence|residential parent|home|physical custody|placement)\\b[^.]{0,30}?\\b(?:with|to) ${PARENT_WORD}|${PARENT_WORD}\\s+(?:shall be |is |will be )?(?:(?:considered|designated) )?(?:as )?the (?:[Pp]rimary )?[Rr]esidential [Pp]arent(?!\\s+for\\s+(?:the\\s+)?(?:purposes?\\s+of\\s+)?school)|${PARENT_WORD}(?:,[^,]{1,40},)?\\s+(?:shall have|will have|has|have)\\s+sole (?:physical custody|physical responsibility|placement)\\b|\\bin the care of ${PARENT_WORD}\\b[^.]{0,60}?\\bat all (?:other )?times\\b|\\b[Pp]rimary [Rr]esidential [Pp]arent (?:is|shall be|will be) ${PARENT_WORD}|${PARENT_WORD}\\s+(?:shall|will) have responsibility for the care of the child(?:ren)? except\\b|${PARENT_WORD}\\s+(?:shall|will) have (?:primary )?physical care\\b|\\bwith (?:the )?([Mm]other|[Ff]ather|[A-Z][a-z]+)\\b[^.]{0,20}?\\bat all (?:other )?times when\\b|${PARENT_WORD}\\s+(?:shall be |is |will be )?(?:designated )?(?:as )?(?:the )?domiciliary parent\\b|${PARENT_WORD}\\s+(?:shall be |is |will be )?(?:(?:considered|designated) )?(?:as )?the parent of primary residence\\b|\\bdomiciliary parent (?:is|shall be|will be) ${PARENT_WORD}|${PARENT_WORD}\\s+(?:stays?|is|remains?|will (?:be|stay|remain)|shall (?:be|remain))\\s+the (?:main|primary) parent (?:that |who )?the (?:kids|children|child) (?:live|lives|reside|resides) with\\b|\\b(?:home|main|mailing) address\\b[^.]{0,40}?\\b(?:at|is|be) ${PARENT_WORD}'s (?:house|home|residence)\\b`,
  ).exec(s);
  const hasPrimary = new RegExp(
    `${PARENT_WORD}(?:,[^,]{1,40},)?\\s+(?:shall\\s+)?(?:has|have|shall have)\\s+primary (?:physical )?(?:custody|responsibility|residential responsibility|placement)\\b`,
  ).exec(s);
  // "the primary physical custodian is: Amara, birth year 2015: [X] Mother" (a form line,
  // already reduced to its ticked option): the first parent named after it.
  const custodian = /\bprimary (?:physical )?custodian\b(?:\s+(?:is|shall be))?\s*:?([^.]{0,80})/i.exec(s);
  const custodianParent = custodian ? (parentsIn(custodian[1] ?? '', aliases)[0]?.p ?? null) : null;
  const homeParent = parentOf(home?.slice(1).find((g) => g !== undefined) ?? hasPrimary?.[1], aliases) ?? custodianParent;
  // "one week with me and the next week with Rosa" is alternating weeks.
  // A named rotation before "equal time" ("equal time with each parent on a 5-2-2-5 rotation").
  const rotationMatch =
    /\balternating[- ]weeks?\b|\bone week with\b[^.]{0,40}?\b(?:the )?(?:next|following|other) week with\b|(?<![\d/-])[2-5](?:-[2-5]){2,3}(?![\d/-])|\balternat\w*\s+between\s+(?:the\s+)?(?:parents['’]|parties['’]|two|their)\s+homes\s+(?:every|each)\s+(?:week|seven\s+(?:\(7\)\s+)?days|7\s+days)\b|\b(?:switch|change|swap|trade)\w*\s+(?:houses|homes)\s+(?:every|each)\s+week\b/i.exec(
      s,
    ) ?? /\bequal (?:parenting )?time\b|\b50\/50 (?:schedule|parenting)/i.exec(s);
  const rotationWords = rotationMatch
    ? /^one week|^alternat|^(?:switch|change|swap|trade)/i.test(rotationMatch[0])
      ? 'alternating weeks'
      : rotationMatch[0].toLowerCase()
    : null;
  // The key by the cycle ("5-2-2-5" is keyed "2-2-5-5"), the words as the document writes them.
  const rotation: [string] | null = rotationWords ? [rotationWords] : null;
  const rotationKeyOf = (w: string) => (/^\d/.test(w) ? rotationKey(w) : w);
  // The summer's own schedule ("The regular schedule continues in the summer", "Summer: Each parent
  // will have the children for alternating weeks from June ..."): not where the children live.
  const summer = /\bsummer\b/i.test(s);
  if (summer) {
    if (rotation) set('summer.pattern', { key: rotationKeyOf(rotation[0]), text: `in the summer, ${rotation[0]}` });
    else if (
      /\b(?:regular|school[- ]year|usual) (?:parenting |residential |custody )?(?:time )?schedule (?:continues|applies|remains|stays)\b|\bsame schedule as (?:during )?the school year\b/i.test(
        s,
      )
    )
      set('summer.pattern', { key: 'regular', text: 'in the summer, the regular schedule continues' });
  }
  // A summer rotation (read above) says nothing of where the children live the rest of the year.
  const yearRound = !(summer && rotation);
  if (yearRound && homeParent && !/\beach parent\b/i.test(s.slice(0, (home?.index ?? hasPrimary?.index ?? 0) + 40))) {
    set('schedule.home', { key: homeParent, text: `the children live mainly with ${label(homeParent)}` });
  } else if (yearRound && rotation) {
    // The pattern in the words the report says it in (meaningSay.ts): alternating weeks, a named
    // rotation ("5-2-2-5"), else equal time.
    const pattern = /^alternating weeks$|^[\d-]+$/.test(rotation[0]) ? rotation[0] : 'equal time';
    set('schedule.home', { key: 'shared', text: `the children live with each parent (${pattern})` });
  } else if (
    /\breside equally with (?:both|each) (?:parents?|parties|party)\b|\breside with (?:both|each) (?:parents?|parties|party) (?:for )?equal (?:parenting )?time\b|\bequal (?:physical )?placement\b|\bequal(?:ly)? (?:parenting )?time with (?:both|each) parents?\b/i.test(
      s,
    )
  ) {
    set('schedule.home', { key: 'shared', text: 'the children live with each parent (equal time)' });
  }
  readSummerWeeks(s, aliases, set);
  readMidweek(s, set);
  readDaysPerParent(s, aliases, set);
  if (rotation && !summer) set('schedule.pattern', { key: rotationKeyOf(rotation[0]), text: rotation[0] });
  else if (/\bevery other weekend\b/i.test(s) || (/\bevery other week\b/i.test(s) && /\bFriday\b.{0,40}?\bSunday\b/.test(s)))
    set('schedule.pattern', { key: 'every other weekend', text: 'every other weekend' });
  else {
    // Weekends by their place in the month ("the first, third and fifth weekends of each month").
    const nth = readDetails(s, aliases).find((d) => d.kind === 'weeks' && /^\d(?:,\d)*\s+weekend$/.test(d.key));
    if (nth) {
      const n = nth.key.replace(/\s+weekend$/, '');
      const words = n.split(',').map((x) => ORDINAL[Number(x)] ?? x);
      const said = words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}` : words[0];
      set('schedule.pattern', { key: `weekends ${n}`, text: `the ${said} weekends of the month` });
    }
  }
}

const ORDINAL = ['', 'first', 'second', 'third', 'fourth', 'fifth'];

/**
 * Days a year with each parent ("Plaintiff/Parent 1 265 days, Defendant/Parent 2 100 days" /
 * "265 days a year with the mother and 100 days a year with the father").
 */
function readDaysPerParent(s: string, aliases: Aliases, set: SetValue): void {
  const days = new Map<Parent, number>();
  for (const m of s.matchAll(new RegExp(`${PARENT_WORD}\\s+(\\d{2,3})\\s+days\\b`, 'g'))) {
    const p = parentOf(m[1], aliases);
    if (p) days.set(p, Number(m[2]));
  }
  for (const m of s.matchAll(new RegExp(`\\b(\\d{2,3})\\s+days\\s+(?:a|per|each)\\s+year\\s+with\\s+${PARENT_WORD}`, 'g'))) {
    const p = parentOf(m[2], aliases);
    if (p) days.set(p, Number(m[1]));
  }
  // "The Mother shall have 265 days and the Father 100 days", "I'll have the kids 265 days a year and
  // Devon will have 100": a parent has a number of days (the bare number only where days are named).
  if (/\bdays\b/i.test(s))
    for (const m of s.matchAll(
      new RegExp(
        `${PARENT_WORD}(?:['\u2019]ll|\\s+(?:shall|will|would))?\\s+(?:have|has|get|gets|spend|spends)\\s+(?:the\\s+(?:kids|children|child)\\s+|them\\s+)?(\\d{2,3})\\b(?!\\s*(?:%|percent|weeks?|months?|hours?|minutes?|miles?|nights?|overnights?))`,
        'g',
      ),
    )) {
      const p = parentOf(m[1], aliases);
      if (p && !days.has(p)) days.set(p, Number(m[2]));
    }
  if (days.size < 2 || [...days.values()].reduce((a, b) => a + b, 0) < 360) return;
  const key = [...days]
    .sort()
    .map(([p, n]) => `${p}:${n}`)
    .join(',');
  set('schedule.days', { key, text: [...days].map(([p, n]) => `${n} days a year with ${label(p)}`).join(', ') });
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday'];
/**
 * The midweek time ("every Tuesday from 5:00 p.m. to 8:00 p.m.", "MIDWEEK: Every Wednesday and
 * Thursday overnight", "From Tuesday at 5:00 p.m. to Tuesday at 8:00 p.m. [X] every week"): which
 * weekdays, and whether overnight. Not in a sentence about weekends, holidays or exchanges.
 */
function readMidweek(s: string, set: SetValue): void {
  // "On the Thursdays before his weekends, Tomas has them for dinner from 5 to 8": the weekend
  // only says which Thursdays; the time is midweek time.
  const own = s.replace(
    /\b(?:before|after|preceding|following)\s+(?:(?:his|her|their|the|each|every|other|[A-Za-z]+'s)\s+){0,2}weekends?\b/gi,
    ' ',
  );
  // "every other weekend from Friday to Sunday and every Wednesday from 5:00 to 8:00 p.m.": the
  // weekend clause set aside, the midweek time that follows it is read.
  const rest = own.replace(
    /\b(?:every other|alternat\w*|every second) weekends?\b.*?(?=(?:,?\s+(?:and|plus)|;)\s+(?:(?:every|each|on|one)\s+)?(?:Monday|Tuesday|Wednesday|Thursday)|$)/i,
    ' ',
  );
  if (/\bweekends?\b|\bholiday|\bthanksgiving|\bchristmas|\bsummer\b|\bexchang|\bschool year\b/i.test(rest)) return;
  // "Each parent may FaceTime with the children every Tuesday and Thursday at 7:00 p.m.": a call on
  // those days, not time with the children.
  if (/\b(?:facetime|video[- ]?(?:chat|call)s?|phone|tele(?:phone)?|call|calls|skype|zoom)\b/i.test(rest)) return;
  // The first clause only: "Wednesday and Thursday overnight with the Father ...; every Monday and Tuesday overnight with the Mother".
  const first = rest.split(/;\s+/).find((c) => /\b(?:Mon|Tues|Wednes|Thurs)day/.test(c)) ?? rest;
  const days = WEEKDAYS.filter((d) => new RegExp(`\\b${d}s?\\b`).test(first));
  if (!days.length) return;
  // "Sam also has Riley for dinner on Tuesdays": a weekday in the plural is every week.
  // "Every Wednesday night the kids sleep at Owen's": overnight.
  const sleeps = /\bsleeps?\s+(?:at|over)\b|\bspends? the night\b/i.test(s);
  if (
    !/\b(?:every|each|midweek|weekday|evenings?|overnight|from)\b|\b(?:Mon|Tues|Wednes|Thurs)days\b/i.test(s) ||
    (!sleeps &&
      !/\d:\d\d|\b\d{1,2}\s*[ap]\.?m\b|\bfrom \d{1,2} (?:to|until) \d{1,2}\b|\bovernight\b|\bevenings?\b|\bdinner\b|\bafter school\b|\bend of school\b/i.test(
        s,
      ))
  )
    return;
  const overnight = /\bovernight\b/i.test(s) || sleeps;
  const key = `${days.join(',')}${overnight ? ':overnight' : ''}`;
  set('schedule.midweek', { key, text: `midweek time on ${days.join(' and ')}${overnight ? ' overnight' : ''}` });
}

/** How many weeks of summer time ("two non-consecutive weeks of summer parenting time"). */
function readSummerWeeks(s: string, aliases: Aliases, set: SetValue): void {
  if (!/\bsummer\b/i.test(s)) return;
  // "one-half of the summer vacation": a share of the summer, not a count of weeks.
  const half = /\b(?:one[- ]half|one half|half) (?:of )?(?:the )?summer\b/i.exec(s);
  if (half) {
    set('summer.share', { key: 'half', text: 'half of the summer' });
    readSummerHolder(s.slice(0, half.index), aliases, set);
    return;
  }
  // A count of weeks ("four weeks", "2 weeks"), not "which weeks" or "the weeks".
  const counted = (x: RegExpExecArray | null) => {
    const w = (x?.[1] ?? '').toLowerCase();
    return x && (/^\d+$/.test(w) || Number.isFinite(wordsToNumber(w))) ? x : null;
  };
  const m =
    counted(
      // "two separate vacation weeks with the kids in the summer".
      /\b([a-z]+|\d{1,2})\s+(?:\(\d{1,2}\)\s+)?(?:(?:non-?)?consecutive\s+|separate\s+|full\s+|uninterrupted\s+)?(?:vacation\s+)?weeks?\b(?=[^.]{0,40}\bsummer\b)/i.exec(
        s,
      ),
    ) ??
    counted(
      // "Summer vacation: the Father shall have the children for six (6) weeks ...": in the same clause.
      /\bsummer\b[^.;]{0,80}?\b([a-z]+|\d{1,2})\s+(?:\(\d{1,2}\)\s+)?(?:(?:non-?)?consecutive\s+|separate\s+|full\s+|uninterrupted\s+)?weeks?\b/i.exec(
        s,
      ),
    );
  // "a month with the children" each summer is four weeks, "two months" eight.
  const months = m ? null : /\b(a|one|two|\d)\s+months?\b/i.exec(s);
  // "In the summer Josh gets 14 days with the kids": whole weeks counted in days.
  // Not a notice period ("upon thirty (30) days' written notice", "14 days before").
  const days =
    m || months
      ? null
      : ([
          ...s.matchAll(
            /\b(\d{1,2}|[a-z]+(?:-[a-z]+)?)\s+(?:\(\d{1,2}\)\s+)?(?:consecutive\s+)?days\b(?!['\u2019]|\s+(?:(?:of\s+)?(?:advance\s+|prior\s+)?(?:written\s+)?notice|before|prior|in advance|ahead|after)\b)/gi,
          ),
        ][0] ?? null);
  if (days) {
    const w = (days[1] ?? '').toLowerCase();
    const n = /^\d+$/.test(w) ? Number(w) : wordsToNumber(w);
    if (!(n >= 7 && n <= 92)) return;
    // Whole weeks counted in days ("14 days"), a month as thirty or thirty-one days (four weeks, as
    // "a month" is read below); any other count of days as days ("45 days").
    const weeks = n % 7 === 0 ? n / 7 : n === 30 || n === 31 ? 4 : n >= 60 && n <= 62 ? 8 : null;
    if (weeks !== null) set('summer.weeks', { key: String(weeks), text: `${weeks} weeks of summer time` });
    else set('summer.weeks', { key: `${n}d`, text: `${n} days of summer time` });
    readSummerHolder(s.slice(0, days.index), aliases, set);
    return;
  }
  if (!m && !months) return;
  if (!m && months) {
    const k = /^(?:a|one)$/i.test(months[1] ?? '') ? 1 : (months[1] ?? '').toLowerCase() === 'two' ? 2 : Number(months[1]);
    if (!(k >= 1 && k <= 3)) return;
    set('summer.weeks', { key: String(4 * k), text: `${4 * k} weeks of summer time` });
    readSummerHolder(s.slice(0, months.index), aliases, set);
    return;
  }
  if (!m) return;
  const w = (m[1] ?? '').toLowerCase();
  const n = /^\d+$/.test(w) ? Number(w) : wordsToNumber(w);
  if (!Number.isFinite(n) || n <= 0 || n > 12) return;
  set('summer.weeks', { key: String(n), text: `${n} week${n === 1 ? '' : 's'} of summer time` });
  readSummerHolder(s.slice(0, m.index + m[0].lastIndexOf(m[1] ?? '')), aliases, set, s.slice(m.index + m[0].length));
}

/**
 * Whose summer weeks they are, from the subject that has them ("The Father will have the children
 * for two weeks each summer" / "Each parent will have the children for two weeks ..."): one
 * parent, or each parent.
 */
function readSummerHolder(before: string, aliases: Aliases, set: SetValue, after = ''): void {
  // "We each get two weeks" is read "both parents each get"; "Each of us can take Mateo" "each parent can take".
  const subject = new RegExp(
    `(?:^|[.;:]\\s+|,\\s+(?:and\\s+)?|\\b(?:[Ii]n|[Dd]uring|[Ee]ach|[Ff]or) (?:the )?summer,?\\s+)(?:([Ee]ach|[Ee]ither|[Bb]oth) (?:parent|parents|party|parties|of the parents|of the parties)(?:\\s+each)?|${PARENT_WORD})\\s+(?:shall|will|may|can|gets|get|has|have|takes?|is entitled to|are entitled to)\\b[^.;]*$`,
  ).exec(before);
  if (!subject) {
    // "Each summer the kids spend four weeks in a row with Jean-Paul", "She spends six weeks of her
    // summer break with me": the children's weeks with that parent.
    const withParent = new RegExp(`^[^.;]{0,40}?\\bwith ${PARENT_WORD}`).exec(after);
    const wp = /\b(?:spends?|stays?|is|are|goes|go|lives?)\b[^.;]*$/i.test(before) ? parentOf(withParent?.[1], aliases) : null;
    if (wp) set('summer.holder', { key: wp, text: `the summer weeks are ${label(wp)}'s` });
    return;
  }
  if (subject[1]) {
    set('summer.holder', { key: 'each', text: 'each parent has summer weeks' });
    return;
  }
  const p = parentOf(subject[2], aliases);
  if (p) set('summer.holder', { key: p, text: `the summer weeks are ${label(p)}'s` });
}

const EXCHANGE_WORDS =
  // "we switch every Sunday at 6 p.m.", "We swap every Monday at 18:00".
  /\b(?:switch|swap)(?:es)?\s+(?:every|each|on)\b|\bexchang|\btransition|\bchang(?:e|es|ing) (?:homes|residences|over)\b|\bchange-?over\b|\bswitch(?:es)? (?:homes|houses)\b|\bpick(?:ed|s)?[- ]ups?\b|\bdrop(?:ped)?[- ]offs?\b|\bhand(?:ed|s)? over\b|\bhand-?offs?\b/i;

/** When the children change homes: one weekday and one time ("every Sunday at 6:00 p.m."). */
function readExchangeTime(s: string, set: SetValue): void {
  if (!EXCHANGE_WORDS.test(s)) return;
  const days = new Set([...s.matchAll(/\b(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b/gi)].map((m) => `${m[1]}day`.toLowerCase()));
  const times = [...s.matchAll(/\b(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s?m\b\.?/gi)].map((m) => {
    const h = (Number(m[1]) % 12) + ((m[3] ?? '').toLowerCase() === 'p' ? 12 : 0);
    return `${String(h).padStart(2, '0')}:${m[2] ?? '00'}`;
  });
  // A clock of 24 hours ("18:00") past noon says its half of the day.
  const h24 = [...s.matchAll(/\b(1[3-9]|2[0-3]):([0-5]\d)\b(?!\s*[ap]\.?\s?m\b)/gi)];
  const uniq = [...new Set([...times, ...h24.map((m) => `${m[1]}:${m[2]}`)])];
  if (days.size !== 1 || uniq.length !== 1) return;
  const day = [...days][0] as string;
  const raw = /\b\d{1,2}(?::\d{2})?\s*[ap]\.?\s?m\b\.?/i.exec(s)?.[0] ?? h24[0]?.[0] ?? '';
  set('exchange.when', { key: `${day}@${uniq[0]}`, text: `the children change homes on ${cap(day)} at ${raw}` });
}

/** Capitalised words that name a time or a person, never a place. */
const NOT_PLACE =
  /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Christmas|Thanksgiving|Easter|Noon|Mother|Father|Husband|Wife|Petitioner|Respondent|Parent|Parents|Party|Parties|Court|The)$/;

/**
 * A public place named for exchanges ("at the McDonald's on Main Street", "in the lobby of the
 * Norman Public Library"): the capitalised name after "at" / "in the lobby of", unless it names a
 * day, a holiday or a person the documents define.
 */
function namedPlace(s: string, aliases: Aliases): string | null {
  // "We'll swap the kids in the Safeway lot in Centralia": "in the" a named place, when no "at" names one.
  const m =
    /\b(?:at|in the lobby of|in the parking lot of)\s+(?:the\s+)?((?:[A-Z][\w'’]+)(?:\s+[A-Z][\w'’]+){0,3})/.exec(s) ??
    /\bin the\s+((?:[A-Z][\w'’]+)(?:\s+[A-Z][\w'’]+){0,3})\s+(?:lot|parking lot|lobby|store|station|library|building)\b/.exec(s);
  const first = m?.[1]?.split(/\s+/)[0]?.replace(/['’]s$/, '') ?? '';
  if (!m?.[1] || NOT_PLACE.test(first) || aliases.has(first)) return null;
  return m[1];
}

/** Exchanges and transport. */
export function readExchanges(s: string, aliases: Aliases, set: SetValue): void {
  readExchangeTime(s, set);
  if (
    /\bexchang|\bpick(?:ed|s)? (?:them |the (?:child(?:ren)?|kids) )?up\b|\bdrops? (?:him|her|them) off\b|\b(?:trade|swap) (?:the (?:kids|children)|them|him|her) (?:at|off|in)\b|\bmeet(?:s|ing)? (?:halfway|at the midpoint)\b|\bpicking (?:\w+ )?up\b|\bbring (?:them|the (?:child(?:ren)?|kids)) back\b|\bpick-?ups?\b|\bcollect(?:s|ed)? (?:them|the child(?:ren)?)\b|\bdrop(?:ped)?[- ]offs?\b|\bhand(?:ed|s)? over\b|\bhand-?offs?\b|\btransport|\bdriving\b|\beach\s+(?:drives?|does|do)\s+half\b|\bsurrender\b|\breturn the child/i.test(
      s,
    ) ||
    // A child or a place by its name, with its capital (session 29: under the /i flag "[A-Z]" matched any
    // word, so "The kids switch schools in the fall" passed as an exchange).
    /\b[Pp]ick(?:ed|s)? [A-Z][a-z]+ up\b|\b(?:[Tt]rade|[Ss]wap) [A-Z][a-z]+ (?:at|off|in)\b|\b(?:[Ss]witch|[Ss]wap|[Tt]rade)(?:es|s|ped|ping|ed|ing)? (?:(?:the (?:kids|children)|them|him|her|houses|homes|[A-Z][a-z]+) )?(?:at|in) (?:the )?[A-Z][\w'’]+/.test(
      s,
    )
  ) {
    // "The Petitioner shall pick the children up at the Respondent's home and the Respondent shall
    // pick them up at the Petitioner's home": each parent collects the children for their own time.
    const pickers = new Set(
      [
        ...s.matchAll(
          new RegExp(
            `${PARENT_WORD}\\s+(?:shall|will)\\s+(?:pick\\s+(?:the\\s+children|the\\s+kids|them)\\s+up|collect\\s+(?:the\\s+children|the\\s+kids|them))\\s+(?:at|from)\\s+${PARENT_WORD}'s\\b`,
            'g',
          ),
        ),
      ]
        .filter((x) => parentOf(x[1], aliases) && parentOf(x[1], aliases) !== parentOf(x[2], aliases))
        .map((x) => parentOf(x[1], aliases)),
    );
    // "at Kari's place" in a parent's own words is at her home.
    const atHome = new RegExp(`${PARENT_WORD}'s (?:home|residence|house|apartment|place)`).exec(s);
    const hp = parentOf(atHome?.[1], aliases);
    // "at the children's school, or at the Chandler Police Department when school is not in
    // session": two places, both read (a police station alone is another term).
    // "at Bella's school" names the child's school (a first name, never a parent's, before it).
    const SCHOOL = /\bat (?:the )?(?:(?:minor )?child(?:ren)?['’]s |kids['’]? |([A-Z][a-z]+)['’]s )?school\b/;
    const schoolOf = (t: string) => {
      const m = SCHOOL.exec(t) ?? /\bat (?:the )?(?:(?:minor )?child(?:ren)?['’]s )?school\b/i.exec(t);
      return Boolean(m) && (!m?.[1] || !parentOf(m[1], aliases));
    };
    const atSchool = schoolOf(s);
    if (/\bpolice\b|\bsheriff/i.test(s))
      set(
        'exchange.place',
        atSchool
          ? { key: 'police|school', text: 'exchanges at school, or at the police station' }
          : { key: 'police', text: 'exchanges at the police station' },
      );
    else if (/\bcurbside\b/i.test(s)) set('exchange.place', { key: 'curbside', text: 'curbside exchanges' });
    else if (hp && pickers.size < 2) set('exchange.place', { key: `home:${hp}`, text: `exchanges at ${label(hp)}'s home` });
    else if (/\bresidence of the ([A-Z][a-z]+(?: [A-Z][a-z]+)?)/.test(s)) {
      const who = /\bresidence of the ([A-Z][a-z]+(?: [A-Z][a-z]+)?)/.exec(s)?.[1] ?? '';
      set('exchange.place', { key: `home:${who.toLowerCase()}`, text: `exchanges at the residence of the ${who}` });
    } else if (/\bgrand(?:parent|mother|father|ma|pa)s?(?:'s|s'|')? (?:home|house|residence|place)\b/i.test(s))
      // "at my mom's house" in a parent's own words (aliases.ts reads it as a grandparent).
      set('exchange.place', { key: 'grandparent', text: "exchanges at a grandparent's home" });
    else if (atSchool) set('exchange.place', { key: 'school', text: 'exchanges at school' });
    else {
      const named = namedPlace(s, aliases);
      if (named) set('exchange.place', { key: `place:${named.toLowerCase()}`, text: `exchanges at ${named}` });
    }
    const driver = new RegExp(
      `(?:the\\s+)?([A-Z][a-z]+|(?:non-?)?custodial parent|(?:non-?)?residential parent)\\s+(?:(?:shall|will|is)\\s+(?:provide|be responsible for|responsible for|do|handle)|does|handles|provides)\\s+(?:all\\s+)?(?:the\\s+)?transportation`,
      'i',
    ).exec(s);
    // "with Father providing transportation" / "The Plaintiff shall pick up and return the children" /
    // "I pick Lily up and drop her off": that parent drives.
    const drives = new RegExp(
      `\\bwith ${PARENT_WORD} providing (?:all )?(?:the )?transportation\\b|${PARENT_WORD}\\s+(?:shall\\s+|will\\s+)?picks?\\s+(?:up\\s+and\\s+(?:return|drop off|bring back)|(?:\\w+\\s+){1,2}up\\s+and\\s+(?:drops?|brings?|returns?)\\b)`,
    ).exec(s);
    const dp = parentOf(driver?.[1], aliases) ?? parentOf(drives?.[1] ?? drives?.[2], aliases);
    const dr = driver?.[1]?.toLowerCase().replace('non-', 'non');
    if (dp) set('exchange.transport', { key: dp, text: `${label(dp)} does all the driving` });
    // "The receiving parent shall provide transportation" is read below, not as "the parent".
    else if (dr && dr !== 'parent' && /parent$/.test(dr))
      set('exchange.transport', { key: dr, text: `the ${dr} does all the driving` });
    // "The parents shall share transportation equally" / "we will split the driving" (folded to transportation).
    else if (
      // "We each drive half, meeting at the Pilot station": each does half of the driving.
      /\b(?:split|share|divide)\w*\s+(?:the\s+)?transportation\b|\btransportation\b[^.]{0,40}?\b(?:split|shared|divided)\b|\beach\s+(?:drives?|does|do)\s+half\b|\bhalf (?:of )?the (?:driving|transportation)\b/i.test(
        s,
      )
    )
      set('exchange.transport', { key: 'shared', text: 'the parents share the driving' });
    else if (
      pickers.size === 2 ||
      /\breceiving (?:parent|party)\b|\b(?:parent|party) (?:receiving|who receives)\b|\bwhoever (?:is picking|picks) (?:\w+ )?up\b[^.;]{0,20}\b(?:drives|does (?:all )?(?:the )?(?:driving|transportation))\b|\bwhoever (?:is )?(?:starting|beginning|starts|begins) (?:their|his or her|the) (?:[a-z]+ )?(?:time|period)\b|\beach parent shall pick up\b|\bparent (?:who is )?(?:starting|beginning) (?:a |an |his or her |their )?(?:[a-z]+ )?(?:time|period)\b|\b(?:parent whose|whoever's) (?:[a-z]+ )?(?:time(?:-sharing)?|period) (?:is starting|is beginning|starts|begins)\b/i.test(
        s,
      )
    )
      set('exchange.transport', { key: 'receiving', text: 'the parent receiving the children picks them up' });
    else if (/\bdelivering parent\b|\bparent (?:delivering|returning)\b/i.test(s))
      set('exchange.transport', { key: 'delivering', text: 'the parent ending their time brings the children' });
  }
}

/** Holidays named in a clause and who has them. */
function holidays(s: string, aliases: Aliases, set: SetValue) {
  // One clause per holiday: "Christmas Eve with the Mother and Christmas Day with the Father".
  const clauses: string[] = [];
  for (const part of s.split(/;|\band\b/i)) {
    if (!clauses.length || HOLIDAYS.some(([re]) => re.test(part))) clauses.push(part);
    else clauses[clauses.length - 1] += ` and ${part}`;
  }
  // "we switch every year, and I have it in 2027", "alternating years", "every other year": the
  // holiday changes hands each year, so "every year" here is no fixed holder.
  const switching =
    /\b(?:switch|swap|alternat|trade|rotate|take turns)\w*\b[^.;]{0,20}?\b(?:every|each) year\b|\balternat\w* (?:years|yearly|annually)\b|\bevery other year\b/i.test(
      s,
    );
  const everyYear = !switching && /\bevery year\b|\beach year\b|\bannually\b|\byearly\b/i.test(s);
  const years = parityHolders(s, aliases);
  // "... and I have it in 2027": the year a parent has it says who has the even years.
  const dated = switching && !years.size ? /\b(?:in|for)\s+(20\d\d)\b/.exec(s) : null;
  if (dated) {
    const holder = parentsIn(s.slice(0, (dated.index ?? 0) + 1), aliases).pop()?.p;
    if (holder) {
      const other: Parent = holder === 'mother' ? 'father' : 'mother';
      years.set('even', Number(dated[1]) % 2 === 0 ? holder : other);
      years.set('odd', Number(dated[1]) % 2 === 0 ? other : holder);
    }
  }
  let lastParent: Parent | null = null;
  for (const c of clauses) {
    const names = HOLIDAYS.filter(([re]) => re.test(c)).map(([, n]) => n);
    const own = parentsIn(c.replace(/\b(?:mother|father)'s day\b/gi, ' '), aliases)[0]?.p ?? null;
    const p = own ?? lastParent;
    if (own) lastParent = own;
    // With someone who is neither parent ("Ava spends Easter with my parents in Fayetteville",
    // "Thanksgiving Day with Loretta Holloway"): that person holds the holiday, a value like a
    // parent's, so "with my parents" against "with Defendant" is a difference, never the same.
    const third = !p && !years.size ? thirdHolder(c, aliases) : null;
    for (const name of names) {
      // "Christmas: ... on Christmas Eve and ... on Christmas Day": the label over its days, no holiday of its own.
      if (name === 'Christmas' && /\bChristmas\s*:/i.test(s) && /\bChristmas\s+(?:Eve|Day)\b/i.test(s)) continue;
      if (third) {
        set(`holiday:${name}`, { key: `fixed:other:${third.key}`, text: `${name} with ${third.text}` });
        continue;
      }
      const even = years.get('even');
      if (!even && FOLLOWS_REGULAR.test(c)) {
        set(`holiday:${name}`, { key: 'regular', text: `${name}: with the parent who has the regular schedule` });
        continue;
      }
      // "On the child's birthday, the parent not otherwise having him shall have two hours" / "whoever
      // doesn't have him gets him from 5 to 7": time with the parent who does not have the child that day.
      if (
        !even &&
        /birthday/i.test(name) &&
        /\b(?:the )?(?:parent|party) not (?:otherwise )?(?:having|exercising|with)\b|\bwhoever (?:does not|doesn't|is not|isn't) (?:have|with)\b|\b(?:parent|party) who (?:does not|doesn't|is not|isn't) (?:have|with)\b|\b(?:parent|party) without (?:the )?(?:child|children|kids)\b/i.test(
          c,
        )
      ) {
        set(`holiday:${name}`, {
          key: 'other-parent',
          text: `${name}: time with the parent who does not have the children that day`,
        });
        continue;
      }
      const half = /\b(first|second) half\b/i.exec(c);
      if (half && /\bsplit\b|\bdivided\b|\bin half\b|\bhalves\b|\bfirst half\b/i.test(c) && even && !everyYear) {
        // "divided equally, with the first half to the Father in odd-numbered years" / "split in
        // half. In odd years the Father gets the first half": split, and who has the first half
        // in even years (the second half's holder in even years has the first in odd years).
        const first = half[1]?.toLowerCase() === 'first' ? even : even === 'mother' ? 'father' : 'mother';
        set(`holiday:${name}`, { key: 'split', text: `${name}: split between the parents` });
        set(`holiday-half:${name}`, { key: first, text: `${name}: split, the first half with ${label(first)} in even years` });
      } else if (even && !everyYear) {
        // The key is who has the even years; the words say what the document states.
        const said = dated ? `switching every year, ${label(even)} in even years` : stated(s, aliases);
        set(`holiday:${name}`, { key: `alternate:${even}`, text: `${name}: alternating, ${said}` });
      } else if (/\bsplit\b|\bdivided\b|\bhalf\b/i.test(c) && !p) {
        set(`holiday:${name}`, { key: 'split', text: `${name}: split between the parents` });
      } else if (p && (everyYear || !HAS_PARITY.test(s))) {
        set(`holiday:${name}`, { key: `fixed:${p}`, text: `${name} with ${label(p)} every year` });
      }
    }
  }
}

/** Words that never name a person who holds a holiday. */
const NOT_HOLDER =
  /^(?:The|A|An|Mother|Father|Mom|Dad|Husband|Wife|Petitioner|Respondent|Plaintiff|Defendant|Parent|Parents|Party|Parties|Court|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Christmas|Thanksgiving|Easter|Day|Eve|Noon)$/;

/**
 * Who other than a parent has a holiday, in the clause's own words: grandparents ("my parents" in a
 * parent's own words, "the maternal grandparents") or a named person no document makes a parent or
 * a child ("with Loretta Holloway"). Null when the clause names no one else.
 */
function thirdHolder(c: string, aliases: Aliases): { key: string; text: string } | null {
  const kin =
    /\bwith\s+((?:my|our|his|her|their|the|a)\s+(?:(?:maternal|paternal)\s+)?(?:parents|grandparents?|grandmother|grandfather|grandma|grandpa)|(?:the\s+)?(?:maternal|paternal)\s+(?:grandparents?|grandmother|grandfather))\b/i.exec(
      c,
    );
  if (kin?.[1]) return { key: 'grandparents', text: kin[1] };
  const named = /\bwith\s+([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\b/.exec(c);
  const first = named?.[1]?.split(/\s+/)[0] ?? '';
  if (!named?.[1] || NOT_HOLDER.test(first) || aliases.has(first)) return null;
  return { key: named[1].toLowerCase(), text: named[1] };
}

/** The holidays a text names ("Thanksgiving", "the winter break"). */
export function holidayNames(s: string): string[] {
  return HOLIDAYS.filter(([re]) => re.test(s)).map(([, n]) => n);
}

/** Holidays, unless the sentence is about support or insurance. */
export function readHolidays(s: string, aliases: Aliases, set: SetValue): void {
  // A birth date is no holiday ("Sofia (born July 4, 2014)").
  const t = s.replace(
    /\bborn\s+(?:on\s+)?(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}/g,
    'born',
  );
  if (HOLIDAYS.some(([re]) => re.test(t)) && !/\bsupport\b|\binsurance\b/i.test(t)) holidays(t, aliases, set);
}
