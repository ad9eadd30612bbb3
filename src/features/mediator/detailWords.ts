/** Numbers, months and ordinals as the documents write them (digits or words). Plain TypeScript, no DOM. */
import { wordsToNumber } from './extract';

const UNITS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
/** A number in words: "forty-two", "one hundred twenty", "seven". */
export const WORDNUM = `(?:(?:${[...UNITS, ...TEENS, ...TENS].join('|')})(?:[- ](?:hundred|${UNITS.join('|')}|${TEENS.join('|')}|${TENS.join('|')}|and))*)`;
/** A number as digits, as words, or both: "thirty (30)", "42", "forty-two". */
export const NUMBER = `(?:${WORDNUM}\\s*\\(\\s*\\d+\\s*\\)|\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?|${WORDNUM})`;

/** "thirty (30)" -> 30, "forty-two" -> 42, "1,000" -> 1000. NaN when not a number. */
export function readNumber(raw: string): number {
  const paren = /\(\s*(\d+)\s*\)/.exec(raw);
  if (paren?.[1]) return Number(paren[1]);
  const t = raw.trim().toLowerCase();
  if (/^[\d,.]+$/.test(t)) return Number(t.replace(/,/g, ''));
  return wordsToNumber(t.replace(/-/g, ' '));
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
export const MONTH_RE =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
export const monthIndex = (m: string) => MONTHS.findIndex((x) => x.startsWith(m.toLowerCase().replace(/\.$/, '').slice(0, 3)));
export const pad = (n: number) => String(n).padStart(2, '0');
export const MONTH_NAMES = MONTHS.map((m) => m[0]!.toUpperCase() + m.slice(1));

export const ORDINALS: Record<string, number> = {
  '1st': 1,
  first: 1,
  '2nd': 2,
  second: 2,
  '3rd': 3,
  third: 3,
  '4th': 4,
  fourth: 4,
  '5th': 5,
  fifth: 5,
  last: 9,
};
export const ORD_WORD = '(?:1st|2nd|3rd|4th|5th|first|second|third|fourth|fifth|last)';
