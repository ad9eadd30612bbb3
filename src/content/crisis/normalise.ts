// Normalisation, the detector's first layer: lower case, no accents or apostrophes,
// misspellings and chat spellings corrected, one typing slip in long danger words
// tolerated, chat forms and a few Spanish words put in English (lexicon.ts PHRASES); then
// the message split into clauses.
import { PHRASES } from './lexicon';
import { spanishToEnglish } from './spanish';

// ---------------------------------------------------------------------------------------
// Normalisation

/** Misspellings and chat spellings seen in real messages, mapped to the word the patterns use. */
const SPELLING = new Map(
  Object.entries({
    sucide: 'suicide',
    suiside: 'suicide',
    suicde: 'suicide',
    sucidal: 'suicidal',
    suicidel: 'suicidal',
    suisidal: 'suicidal',
    sucidial: 'suicidal',
    suicidial: 'suicidal',
    kms: 'kill myself',
    unalive: 'kill',
    choaked: 'choked',
    choaking: 'choking',
    choak: 'choke',
    chocked: 'choked',
    chocking: 'choking',
    choaks: 'chokes',
    chokd: 'choked',
    chokeing: 'choking',
    strangeled: 'strangled',
    strangel: 'strangle',
    strangld: 'strangled',
    stranggled: 'strangled',
    threatend: 'threatened',
    threatned: 'threatened',
    thretened: 'threatened',
    threatining: 'threatening',
    threating: 'threatening',
    assulted: 'assaulted',
    asaulted: 'assaulted',
    assualted: 'assaulted',
    rapped: 'raped',
    molestd: 'molested',
    kidnaped: 'kidnapped',
    kidnaping: 'kidnapping',
    wepon: 'weapon',
    weapen: 'weapon',
    knif: 'knife',
    gunn: 'gun',
    neckk: 'neck',
    throte: 'throat',
    wanna: 'want to',
    gonna: 'going to',
    gotta: 'got to',
    u: 'you',
    ur: 'your',
    r: 'are',
    bc: 'because',
    cuz: 'because',
    bf: 'boyfriend',
    gf: 'girlfriend',
    mommy: 'mom',
    mummy: 'mom',
    mum: 'mom',
    mommys: 'moms',
    mummys: 'moms',
    mums: 'moms',
    daddy: 'dad',
    daddys: 'dads',
    stepdaddy: 'stepdad',
    kiddos: 'kids',
    kiddo: 'kid',
    hubby: 'husband',
    wifey: 'wife',
    bruses: 'bruises',
    bruize: 'bruise',
    bruzes: 'bruises',
    hited: 'hit',
    hitt: 'hit',
    slaped: 'slapped',
    punshed: 'punched',
    tracked: 'tracked',
    trackr: 'tracker',
    folowing: 'following',
    followin: 'following',
    stalkin: 'stalking',
    stalkng: 'stalking',
    wont: 'wont',
    dosent: 'doesnt',
    doesent: 'doesnt',
    didnt: 'didnt',
    dident: 'didnt',
    cant: 'cant',
    cnt: 'cant',
    dont: 'dont',
    dnt: 'dont',
    anymore: 'anymore',
    nomore: 'no more',
    alot: 'a lot',
    pils: 'pills',
    pilss: 'pills',
    overdoze: 'overdose',
  }),
);

/** Long danger words matched with one typing slip (a letter missing, extra, wrong or swapped). */
const FUZZY_WORDS = [
  'suicide',
  'suicidal',
  'strangled',
  'strangle',
  'strangling',
  'strangulation',
  'threatened',
  'threatening',
  'threatens',
  'threaten',
  'molested',
  'molesting',
  'kidnapped',
  'assaulted',
  'chokehold',
  'abducted',
];

function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // one substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // one swap
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

function correctWord(word: string): string {
  const known = SPELLING.get(word);
  if (known) return known;
  if (word.length >= 7 && !FUZZY_WORDS.includes(word)) {
    const near = FUZZY_WORDS.find((w) => withinOneEdit(word, w));
    if (near) return near;
  }
  return word;
}

/**
 * The last messages and parts normalised, with their results. One reading of a message (triage.ts
 * triageFacts: the rules, the statistical layer, the facts) asks for the same text about twenty times;
 * normalise is a pure function of its text, and it was half of that reading's time (session 27,
 * docs/testing.md).
 */
const NORMALISED = new Map<string, string>();
const NORMALISED_KEPT = 64;

/**
 * The message in the form the patterns expect: lower case, no accents, no apostrophes
 * ("don't" -> "dont", "he'll" -> "hell"), one space between words, corrected spellings.
 * Sentence punctuation is kept so the message can be split into clauses.
 */
export function normalise(text: string): string {
  let out = NORMALISED.get(text);
  if (out === undefined) {
    out = normaliseNow(text);
    if (NORMALISED.size >= NORMALISED_KEPT) NORMALISED.delete(NORMALISED.keys().next().value!);
    NORMALISED.set(text, out);
  }
  return out;
}

function normaliseNow(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2018\u2019\u02bc`\u00b4]/g, '')
    .replace(/[-_/]+/g, ' ')
    .replace(/[^a-z0-9.!?;,\n ]+/g, ' ')
    .replace(/[a-z0-9]+/g, correctWord)
    .replace(/[ \t]+/g, ' ')
    .replace(/[^\n]+/g, spanishToEnglish)
    .replace(/[^\n]+/g, (line) => PHRASES.reduce((out, [from, to]) => out.replace(from, to), line))
    .trim();
}

/** Clauses: sentences, and the parts either side of "but"/"however" (a negation stays in its own part). */
export function clauses(normalised: string): string[] {
  return normalised
    .split(/[.!?;\n]+|\bbut\b|\bhowever\b/)
    .map((c) => c.replace(/,/g, ' ').replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}
