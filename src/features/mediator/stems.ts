/**
 * Content words as stems, for pairing sentences by meaning and for telling that two wordings
 * say the same thing: synonyms folded by the thesaurus (thesaurus.ts), numbers as digits and
 * parents as the role the documents define (canonical.ts), fillers and party words dropped,
 * then each word reduced to its Porter stem by the maintained `stemmer` package ("decisions"
 * and "decision", "resides" and "residing" meet). Runs in the analysis worker and in Node.
 */
import { stemmer } from 'stemmer';
import type { Aliases } from './aliases';
import { canonicalTokens } from './canonical';
import { foldSynonyms } from './thesaurus';

const STOP = new Set([
  'the',
  'and',
  'for',
  'with',
  'that',
  'this',
  'shall',
  'will',
  'may',
  'not',
  'any',
  'all',
  'each',
  'such',
  'from',
  'into',
  'their',
  'they',
  'them',
  'have',
  'has',
  'other',
  'parties',
  'mother',
  'father',
  'petitioner',
  'respondent',
  'both',
  'either',
  'which',
  'who',
  'under',
  'upon',
  'than',
  'per',
  'its',
  'are',
  'was',
  'were',
  'been',
  'also',
  'same',
  'said',
  'x',
  'blank',
]);

/** The stemmed content words of a text (no numbers, no stop words, no words under 3 letters). */
export function contentStems(text: string, aliases: Aliases = new Map()): Set<string> {
  const out = new Set<string>();
  for (const t of canonicalTokens(foldSynonyms(text), aliases)) {
    if (t.length < 3 || /^\d/.test(t) || STOP.has(t)) continue;
    out.add(stemmer(t));
  }
  return out;
}

/** Dice coefficient of two word sets (0 = nothing shared, 1 = the same set). */
export function dice(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let n = 0;
  const [small, big] = a.size <= b.size ? [a, b] : [b, a];
  for (const x of small) if (big.has(x)) n++;
  return (2 * n) / (a.size + b.size);
}
