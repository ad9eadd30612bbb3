/** Word-set similarity used to pair provisions and sentences, and the text a topic is read from. */
import { canonicalTokens } from '../canonical';

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
export function contentSet(text: string): Set<string> {
  const out = new Set<string>();
  for (const t of canonicalTokens(text)) {
    if (t.length < 3 || /^\d/.test(t) || STOP.has(t)) continue;
    out.add(t.replace(/(?:ies)$/, 'y').replace(/(?<!s)s$/, ''));
  }
  return out;
}
export function dice(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let n = 0;
  const [small, big] = a.size <= b.size ? [a, b] : [b, a];
  for (const x of small) if (big.has(x)) n++;
  return (2 * n) / (a.size + b.size);
}

export function topicText(s: string): string {
  return s
    .replace(
      /\b\d{1,6}\s+(?:[A-Z][a-z]+\s+){1,3}(?:Street|St|Avenue|Ave|Road|Rd|Drive|Dr|Lane|Ln|Court|Ct|Way|Boulevard|Blvd|Place|Pl|Circle|Parkway|Highway)\b\.?/g,
      ' ',
    )
    .replace(
      /\bschool\s+(?:is\s+)?(?:regularly\s+)?(?:dismissed|dismissal|resumes|recess(?:es)?|year|day|term|holidays?|calendar|vacation|break)\b/gi,
      ' ',
    )
    .replace(/\b(?:dismissed|released)\s+from\s+school\b/gi, ' ');
}
