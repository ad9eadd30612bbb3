/**
 * Comparison tokens: the words of a sentence in one canonical form (lower case, numbers as
 * digits, synonyms folded, fillers dropped), so two wordings of the same term match.
 * Plain TypeScript, no DOM.
 */
import { resolveRoles, type Aliases } from './aliases';

const NUMBER_WORDS: Record<string, string> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  thirteen: '13',
  fourteen: '14',
  fifteen: '15',
  sixteen: '16',
  seventeen: '17',
  eighteen: '18',
  nineteen: '19',
  twenty: '20',
  thirty: '30',
  forty: '40',
  fifty: '50',
  sixty: '60',
  seventy: '70',
  eighty: '80',
  ninety: '90',
};
/** Words that change nothing when added, dropped or swapped. */
const NEUTRAL = new Set([
  'the',
  'a',
  'an',
  'said',
  'such',
  'this',
  'that',
  'these',
  'those',
  'hereby',
  'herein',
  'its',
  'be',
  'been',
  'being',
  'any',
  'all',
]);
const SAME_AS: Record<string, string> = {
  will: 'shall',
  must: 'shall',
  is: 'shall',
  are: 'shall',
  his: 'their',
  her: 'their',
  hers: 'their',
  him: 'them',
  he: 'they',
  she: 'they',
  'his/her': 'their',
  'he/she': 'they',
  'him/her': 'them',
  child: 'children',
  kids: 'children',
  minor: 'children',
  minors: 'children',
  parents: 'parties',
  party: 'parties',
  parent: 'parties',
  mom: 'mother',
  wife: 'mother',
  dad: 'father',
  husband: 'father',
  residence: 'home',
  house: 'home',
  dwelling: 'home',
  p: 'pm',
  a: 'am',
};
/**
 * Time with a child "on my own", "by himself" or "without supervision" is unsupervised time ("After
 * that I get Sofia every Sunday from 10 to 6 on my own" / "the Defendant shall have unsupervised
 * parenting time every Sunday"), when the sentence is about time with the child, not a cost.
 */
function unsupervisedInWords(text: string): string {
  if (
    !/\b(?:visits?|visitation|parenting time|time with|supervis\w*|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekends?|overnights?|from \d)\b/i.test(
      text,
    )
  )
    return text;
  if (/\$|\b(?:pays?|paid|paying|costs?|expenses?|bills?|fees?)\b/i.test(text)) return text;
  return text.replace(
    /\b(?:on\s+(?:my|his|her|their|our|the\s+(?:Mother|Father)['’]s)\s+own|by\s+(?:myself|himself|herself|themselves)|without\s+(?:any\s+|a\s+)?(?:supervision|supervisor|monitor)|with\s+no\s+(?:supervision|supervisor|monitor)|not\s+supervised)\b/gi,
    'unsupervised',
  );
}

/** Comparison tokens: lower case, numbers as digits, synonyms folded, fillers dropped. */
export function canonicalTokens(text: string, aliases: Aliases = new Map()): string[] {
  const out: string[] = [];
  // "on my own" reads "on the Father's own" once "my" names its parent.
  const raw = unsupervisedInWords(resolveRoles(text, aliases))
    .replace(/\[X\]/g, ' ⊠ ')
    .replace(/\[ \]/g, ' ☐ ')
    .replace(/\bhis or her\b|\bhis\/her\b|\bher or his\b/gi, 'their')
    .replace(/\bhe or she\b|\bhe\/she\b/gi, 'they')
    // "The kids will keep going to the Catholic church": "keep" before a verb in -ing is "continue",
    // never the "keep" of property kept or sold ("keep everything", "keep the clothing": review of session 26).
    .replace(
      /\b(?:keep|keeps|kept)\s+(?=[a-z]+ing\b)(?!(?:every|no|any|some)thing\b|(?:clothing|bedding|savings|earnings|belongings|furnishings|holdings|building|wedding|dwelling|painting|drawing|listing)\b)/gi,
      'continue ',
    )
    .replace(/(\d),(\d{3})/g, '$1$2')
    .replace(/(\d)\.00\b/g, '$1');
  for (const m of raw.matchAll(/[A-Za-z]+(?:'[a-z]+)?|\d+(?:\.\d+)?|[$%⊠☐]/g)) {
    let w = m[0];
    const role = aliases.get(w);
    if (role) w = role;
    w = w.toLowerCase().replace(/'s$/, '');
    if (w === '⊠') w = 'x';
    if (w === '☐') w = 'blank';
    w = NUMBER_WORDS[w] ?? SAME_AS[w] ?? w;
    if (w === 'petitioner' || w === 'respondent') {
      const linked = aliases.get(w === 'petitioner' ? 'Petitioner' : 'Respondent');
      if (linked) w = linked;
    }
    if (NEUTRAL.has(w)) continue;
    out.push(w);
  }
  return out;
}
