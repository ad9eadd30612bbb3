/**
 * The passphrase rule, with no React: at least MIN_PASSPHRASE_LENGTH characters (counted
 * as a person counts them) and hard enough to guess by the zxcvbn-ts estimate, which also
 * looks for names and dates the parent typed into EvenGround (its "user inputs").
 */
import { MIN_PASSPHRASE_LENGTH, PASSPHRASE_INVISIBLE, passphraseInvisible, passphraseLength } from './passphraseLength';
import { english, type Translate } from '../lib/translate';
import * as m from '../content/messages/passphrase/compiled/en.js';

/** What the estimator found (see strengthEstimator.ts). */
export interface StrengthEstimate {
  /** 0 (trivial) to 4 (very hard to guess): zxcvbn's score. */
  score: 0 | 1 | 2 | 3 | 4;
  /** The parent's own names, dates or words found inside the passphrase. */
  personal: string[];
  /** zxcvbn's warning in English, or '' (e.g. "This is similar to a commonly used password."). */
  warning: string;
}

/** Lowest accepted zxcvbn score: 3 means more than 10^8 guesses, 4 more than 10^10. */
const MIN_STRENGTH_SCORE = 3;

export interface StrengthVerdict {
  level: 'empty' | 'weak' | 'fair' | 'strong' | 'checking';
  /** Plain words for the field. */
  text: string;
  /** True when the passphrase may be used. */
  ok: boolean;
}

export const PASSPHRASE_RULE = `Use at least ${MIN_PASSPHRASE_LENGTH} characters. Four or more unrelated words are strong and easy to remember. Avoid names, birthdays and words about your case: the check below also looks for names and dates you typed into EvenGround.`;

/**
 * The verdict, its built texts in the language of `t` (the passphrase area, docs/i18n.md); the fixed
 * ones (PASSPHRASE_RULE, …) stay English, for the vault area's translator. zxcvbn's own warning is
 * English only, so a Spanish verdict goes without it.
 */
export function judgePassphrase(p: string, estimate: StrengthEstimate | null, t: Translate = english): StrengthVerdict {
  if (!p) return { level: 'empty', text: PASSPHRASE_RULE, ok: false };
  if (passphraseInvisible(p)) return { level: 'weak', text: PASSPHRASE_INVISIBLE, ok: false };
  const n = passphraseLength(p);
  if (n < MIN_PASSPHRASE_LENGTH) {
    const more = MIN_PASSPHRASE_LENGTH - n;
    return { level: 'weak', text: t(m.too_short, { missing: more, min: MIN_PASSPHRASE_LENGTH }), ok: false };
  }
  if (!estimate) return { level: 'checking', text: 'Checking how easy it is to guess…', ok: false };
  const personal = estimate.personal.length
    ? t(m.personal, { count: estimate.personal.length, list: estimate.personal.slice(0, 3).join(', ') })
    : '';
  // zxcvbn's own warning about personal data says less than ours, so ours replaces it.
  const warning = estimate.warning && !personal && t === english ? ` ${estimate.warning}` : '';
  if (estimate.score < MIN_STRENGTH_SCORE) return { level: 'weak', text: t(m.weak, { personal, warning }), ok: false };
  if (estimate.score === 3) return { level: 'fair', text: t(m.fair, { personal }), ok: true };
  return { level: 'strong', text: t(m.strong, { personal }), ok: true };
}

/** Words a guesser who knows the parent or the app would try, besides what the parent typed. */
export const APP_WORDS = [
  'evenground',
  'divorce',
  'custody',
  'parenting',
  'coparent',
  'mediation',
  'separation',
  'affidavit',
  'passphrase',
];

/**
 * Names, words and dates from saved values, for the estimator's user inputs: every string
 * leaf split into words of 3+ letters, numbers of 2+ digits, and each date written as
 * YYYY-MM-DD or MM/DD/YYYY also as its digits run together (20140503, 05032014, 0503).
 * At most `limit` distinct entries, lower-cased.
 */
export function wordsFrom(values: unknown[], limit = 2000): string[] {
  const out = new Set<string>();
  const add = (w: string) => {
    if (out.size < limit) out.add(w.toLowerCase());
  };
  const visit = (v: unknown, depth: number): void => {
    if (out.size >= limit || depth > 12) return;
    if (typeof v === 'string') {
      if (v.length > 400) return;
      for (const m of v.matchAll(/(\d{4})-(\d{1,2})-(\d{1,2})|(\d{1,2})\/(\d{1,2})\/(\d{4})/g)) {
        const [y, mo, d] = m[1] ? [m[1], m[2]!, m[3]!] : [m[6]!, m[4]!, m[5]!];
        const mm = mo.padStart(2, '0');
        const dd = d.padStart(2, '0');
        add(`${y}${mm}${dd}`);
        add(`${mm}${dd}${y}`);
        add(`${dd}${mm}${y}`);
        add(`${mm}${dd}`);
      }
      for (const w of v.split(/[^\p{L}\p{N}]+/u)) {
        if (/^\p{N}+$/u.test(w) ? w.length >= 2 : [...w].length >= 3) add(w);
      }
    } else if (typeof v === 'number' && Number.isFinite(v) && Number.isInteger(v) && Math.abs(v) >= 10) {
      add(String(Math.abs(v)));
    } else if (Array.isArray(v)) {
      for (const x of v) visit(x, depth + 1);
    } else if (v && typeof v === 'object') {
      for (const x of Object.values(v)) visit(x, depth + 1);
    }
  };
  for (const v of values) visit(v, 0);
  return [...out];
}
