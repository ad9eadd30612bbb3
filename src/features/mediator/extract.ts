/**
 * Money (amounts in digits or words, with their period), percentages and shares, clock
 * times and number words for the AI Mediator; details.ts builds the other typed details on
 * these. Plain TypeScript, no React, runs in the analysis worker and in Node tests.
 */

export type Period = 'week' | 'two-weeks' | 'half-month' | 'month' | 'year' | 'once';

export interface Money {
  /** Whole cents. */
  cents: number;
  period: Period;
  /** As written, for quoting, e.g. "$1,200 per month". */
  text: string;
  /** An amount for each child ("$250.00 per child per year", "$250 a year for each child"). */
  perChild?: true;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  eighteen: 18,
  twenty: 20,
  'twenty-one': 21,
  'twenty-four': 24,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  'forty-eight': 48,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  'seventy-two': 72,
  eighty: 80,
  ninety: 90,
  hundred: 100,
};
const NUM_WORD_RE = Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|');
/** A number written as digits, as a word, or as "thirty (30)". */
const NUM = `(?:(?:${NUM_WORD_RE})\\s*\\(\\d+\\)|\\d+(?:\\.\\d+)?|${NUM_WORD_RE})`;

function parseNumber(raw: string): number {
  const paren = /\((\d+)\)/.exec(raw);
  if (paren?.[1]) return Number(paren[1]);
  const t = raw.trim().toLowerCase();
  if (t in NUMBER_WORDS) return NUMBER_WORDS[t] as number;
  return Number(t.replace(/,/g, ''));
}

/** Text right after an amount: an optional closing bracket (as in "twelve hundred dollars ($1,200.00) per month"). */
const AFTER = '^\\)?\\s*';
const PERIOD_AFTER: Array<[RegExp, Period]> = [
  [
    new RegExp(
      `${AFTER}(?:\\(\\w+\\)\\s*)?(?:per|a|each|every|\\/)\\s*(?:calendar\\s+)?month\\b|${AFTER}(?:\\/\\s*)?mo\\b|${AFTER}monthly\\b`,
      'i',
    ),
    'month',
  ],
  [new RegExp(`${AFTER}(?:per|a|each|every|\\/)\\s*week\\b|${AFTER}weekly\\b`, 'i'), 'week'],
  [new RegExp(`${AFTER}(?:every\\s+(?:two|other)\\s+weeks?|bi-?weekly)\\b`, 'i'), 'two-weeks'],
  [new RegExp(`${AFTER}(?:twice\\s+(?:a|per|each)\\s+month|semi-?monthly)\\b`, 'i'), 'half-month'],
  [
    new RegExp(
      `${AFTER}(?:per|a|each|every|\\/)\\s*(?:calendar\\s+)?year\\b|${AFTER}(?:annually|per annum|yearly)\\b|${AFTER}(?:\\/\\s*)?yr\\b`,
      'i',
    ),
    'year',
  ],
];
const PERIOD_BEFORE: Array<[RegExp, Period]> = [
  [/\bmonthly\b[^.$]{0,40}$/i, 'month'],
  [/\b(?:bi-?weekly)\b[^.$]{0,40}$/i, 'two-weeks'],
  [/\bweekly\b[^.$]{0,40}$/i, 'week'],
  [/\bsemi-?monthly\b[^.$]{0,40}$/i, 'half-month'],
  [/\b(?:annual|yearly)\b[^.$]{0,40}$/i, 'year'],
];

export const PERIOD_LABEL: Record<Period, string> = {
  week: 'per week',
  'two-weeks': 'every two weeks',
  'half-month': 'twice a month',
  month: 'per month',
  year: 'per year',
  once: '',
};

/** Monthly equivalent in cents (a one-time amount stays as it is). */
export function monthlyCents(m: Money): number {
  switch (m.period) {
    case 'week':
      return Math.round((m.cents * 52) / 12);
    case 'two-weeks':
      return Math.round((m.cents * 26) / 12);
    case 'half-month':
      return m.cents * 2;
    case 'year':
      return Math.round(m.cents / 12);
    default:
      return m.cents;
  }
}

/** "$1,200" / "$1,200.50", from cents. */
export function formatDollars(cents: number): string {
  const whole = Math.floor(Math.abs(cents) / 100);
  const rest = Math.abs(cents) % 100;
  const s = whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}$${s}${rest ? `.${rest.toString().padStart(2, '0')}` : ''}`;
}

export function formatMoney(m: { cents: number; period: Period }): string {
  const p = PERIOD_LABEL[m.period];
  return p ? `${formatDollars(m.cents)} ${p}` : formatDollars(m.cents);
}

/** "per child", "for each child", "for every minor child": the amount is each child's. */
const PER_CHILD = /^\s*,?\s*(?:per|for each|for every|each)\s+(?:minor\s+)?child\b/i;

function periodAround(text: string, start: number, end: number): { period: Period; periodText: string; perChild?: true } {
  // "$250.00 per child per year" and "$250 a year for each child" state the same amount and period.
  const lead = PER_CHILD.exec(text.slice(end, end + 30));
  const from = end + (lead?.[0].length ?? 0);
  const after = text.slice(from, from + 30);
  const before = text.slice(Math.max(0, start - 45), start);
  for (const [p, per] of PERIOD_AFTER) {
    const hit = p.exec(after);
    if (hit) {
      const perChild = lead !== null || PER_CHILD.test(after.slice(hit[0].length));
      return { period: per, periodText: hit[0].replace(/^\)\s*/, ' '), ...(perChild ? { perChild: true as const } : {}) };
    }
  }
  for (const [p, per] of PERIOD_BEFORE) if (p.test(before)) return { period: per, periodText: '' };
  return { period: 'once', periodText: '', ...(lead ? { perChild: true as const } : {}) };
}

const UNIT_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS_WORDS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const AMOUNT_WORD = `(?:${[...Object.keys(UNIT_WORDS), ...Object.keys(TENS_WORDS)].join('|')})(?:-(?:${Object.keys(UNIT_WORDS).slice(0, 9).join('|')}))?|hundred|thousand|and`;
const WORD_AMOUNT_RE = new RegExp(`\\b((?:${AMOUNT_WORD})(?:[\\s-]+(?:${AMOUNT_WORD}))*)\\s+dollars\\b`, 'gi');

/** "twelve hundred fifty" -> 1250; "one thousand two hundred" -> 1200; NaN when not a number. */
export function wordsToNumber(words: string): number {
  let total = 0;
  let current = 0;
  let any = false;
  for (const w of words.toLowerCase().split(/[\s-]+/)) {
    if (!w || w === 'and') continue;
    if (w in UNIT_WORDS) current += UNIT_WORDS[w] as number;
    else if (w in TENS_WORDS) current += TENS_WORDS[w] as number;
    else if (w === 'hundred') current = (current || 1) * 100;
    else if (w === 'thousand') {
      total += (current || 1) * 1000;
      current = 0;
    } else return Number.NaN;
    any = true;
  }
  return any ? total + current : Number.NaN;
}

export function extractMoney(text: string): Money[] {
  const out: Array<Money & { at: number }> = [];
  const re = /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(\s?(?:k|thousand|million)\b)?/gi;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const whole = Number((m[1] ?? '0').replace(/,/g, ''));
    const frac = m[2] ? Number(m[2].padEnd(2, '0')) : 0;
    let cents = whole * 100 + frac;
    const mult = (m[3] ?? '').trim().toLowerCase();
    if (mult === 'k' || mult === 'thousand') cents *= 1000;
    if (mult === 'million') cents *= 1_000_000;
    const { period, periodText, perChild } = periodAround(text, m.index, m.index + m[0].length);
    out.push({ cents, period, text: (m[0] + periodText).trim(), at: m.index, ...(perChild ? { perChild } : {}) });
  }
  // Figures with the word "dollars" ("600 dollars per month"), unless a "$" figure follows in brackets.
  for (const m of text.matchAll(/(?<![$\d.,])\b(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s+dollars\b/gi)) {
    const end = m.index + m[0].length;
    if (/^\s*\(\s*\$/.test(text.slice(end, end + 6))) continue;
    const cents = Number((m[1] ?? '0').replace(/,/g, '')) * 100 + (m[2] ? Number(m[2].padEnd(2, '0')) : 0);
    const { period, periodText, perChild } = periodAround(text, m.index, end);
    out.push({ cents, period, text: `${m[0]}${periodText}`.trim(), at: m.index, ...(perChild ? { perChild } : {}) });
  }
  // Amounts in words ("twelve hundred dollars monthly"), unless the figure follows in
  // brackets ("twelve hundred dollars ($1,200.00)"), which is then read instead.
  for (let m = WORD_AMOUNT_RE.exec(text); m; m = WORD_AMOUNT_RE.exec(text)) {
    const words = (m[1] ?? '').replace(/^and\s+/i, '');
    const n = wordsToNumber(words);
    if (!Number.isFinite(n) || n < 1) continue;
    const end = m.index + m[0].length;
    if (/^\s*\(\s*\$/.test(text.slice(end, end + 6))) continue;
    const { period, periodText, perChild } = periodAround(text, m.index, end);
    out.push({ cents: n * 100, period, text: `${m[0]}${periodText}`.trim(), at: m.index, ...(perChild ? { perChild } : {}) });
  }
  return out.sort((x, y) => x.at - y.at).map(({ at: _at, ...money }) => money);
}

export function extractPercents(text: string): number[] {
  const out: number[] = [];
  const re = new RegExp(`(${NUM})\\s?(?:%|percent\\b|per cent\\b)`, 'gi');
  for (let m = re.exec(text); m; m = re.exec(text)) out.push(parseNumber(m[1] ?? ''));
  const ratio = /\b(\d{1,2})\s?[/-]\s?(\d{1,2})\b(?!\s*[/-]\s*\d)/g;
  for (let m = ratio.exec(text); m; m = ratio.exec(text)) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    const prev = text.slice(Math.max(0, m.index - 1), m.index);
    if (a + b === 100 && !/[\d/-]/.test(prev)) out.push(a);
  }
  if (/\b(?:equally|in equal shares|one-half|half of|in half|50-50)\b/i.test(text) && !out.includes(50)) out.push(50);
  return out;
}

export function formatTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${m.toString().padStart(2, '0')} ${h < 12 ? 'a.m.' : 'p.m.'}`;
}
