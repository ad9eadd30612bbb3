// The detector's statistical layer: two calibrated logistic regression models over a
// message's words, word pairs, character n-grams and concept tags (and, when trained with
// COACH_VECTORS=on, per-word scores folded from English word vectors, so that a word no
// training message contains reads like its neighbours; not shipped now), trained by
// scripts/train-coach-model.mjs on the labelled training corpus
// (tests/fixtures/crisis-real: train.json, the retired sealed parts, the Spanish training parts,
// and the older tests/fixtures/crisis sets; never a current sealed part) and shipped as
// model.json in the bundles that use it (the coach's page and the message coach's worker, never
// the app's first-visit entry). Nothing is downloaded at run time. triage.ts uses it for
// messages no rule recognises: how likely they describe danger, and which kind, so the reply
// shows the fitting lines.
//
// Calibration (docs/coach-crisis.md, "Statistical layer"): the danger model's raw score is
// mapped through a Platt sigmoid, and the kinds' scores through a softmax with a temperature,
// both fitted on held-out scores (each English corpus part held out in turn), so a probability
// of 0.9 means about nine in ten such messages in held-out parts were danger.
import model from './model.json';

import { JOKE, resolvedPast, withoutIdioms } from './crisis';
import { clauses } from './normalise';
import { CONCEPT_TAGS } from './concepts';

/**
 * Scores per word, folded from the weights a model fitted over the average of the message's
 * word vectors (docs/coach-crisis.md, "Statistical layer"): the model is linear in that average,
 * so its share of the score is the average of these per-word scores over the message's words.
 * No vector ships; words left out score 0.
 */
export interface WordScores {
  /** The words, separated by spaces. */
  list: string;
  /** A score is its signed byte times this. */
  scale: number;
  /** Signed bytes in base64: one per word (danger), or one per class per word (kinds). */
  scores: string;
}

/** The danger model: one weight per feature, a bias and the Platt sigmoid's a and b. */
export interface BinaryModel {
  bias: number;
  weights: Record<string, number>;
  /** Platt's [a, b]: P(danger) = 1 / (1 + exp(-(a * score + b))). */
  platt: number[];
  words?: WordScores;
}

/** The kinds model: a weight per class for each feature, a bias per class, a softmax temperature. */
export interface SoftmaxModel {
  classes: string[];
  bias: number[];
  /** Each feature's non-zero weights as pairs: [class index, weight, class index, weight, ...]. */
  weights: Record<string, number[]>;
  temperature: number;
  words?: WordScores;
}

/** The two models: danger against ordinary, and which kind of danger. */
export interface Models {
  danger: BinaryModel;
  kinds: SoftmaxModel;
}

/**
 * Help-seeking words: parents ask the coach for help with schedules as often as with danger, but
 * the labelled danger messages end with "please help" more often, so the layer learnt them as
 * danger ("can you help me understand my options?" read as likely danger). Left out.
 */
const STOP = new Set(['help', 'please', 'pls', 'advice', 'options', 'understand', 'thanks', 'thank']);
/** A negation: the concepts and words after it in its clause are read as denied. */
const NEGATION = /^(?:never|not|no|dont|doesnt|didnt|wont|wouldnt|hasnt|havent|isnt|wasnt|arent|nobody|cant|cannot)$/;
/**
 * Words left out of the word-vector average: articles, prepositions, conjunctions and forms of
 * "be" and "have", whose vectors say little and dilute the words that carry meaning.
 */
const FUNCTION_WORDS = new Set(
  'a an the and or but of to in on at for from with by as is are was were be been being am have has had do does did it its this that these those there then than so if'.split(
    ' ',
  ),
);
/** A clause told in the past. */
const PAST_CLAUSE = /\b(?:was|were|used to|back in|years ago|had been|before (?:the|our) (?:divorce|separation|split))\b/;
/** A clause that looks ahead or sets a condition: the frame of a threat. */
const FUTURE_CLAUSE = /\b(?:will|ill|hell|shell|going to|would|if|unless|or else|next time|one day|soon)\b/;

/**
 * Features that carry meaning: per clause, the content words (negations and pronouns kept),
 * pairs of consecutive content words, character 4-grams of content words, and the
 * concepts the clause names (concepts.ts) alone, with its cues (denied, past, ahead) and in
 * pairs (a harm and a child in one clause); per message, danger said to be over and a joke.
 */
function rawFeatures(text: string, vectorWords: string[]): string[] {
  const message = withoutIdioms(text);
  const out: string[] = [];
  for (const clause of clauses(message)) {
    const all = clause.split(' ').filter(Boolean);
    const words: string[] = [];
    let denied = false;
    all.forEach((w, i) => {
      // A negation reads the words after it: a last "no" ("lo mando o no", "or not") denies nothing.
      if (NEGATION.test(w) && i + 1 < all.length) denied = true;
      if (!STOP.has(w)) words.push(w);
    });
    for (const w of words) if (!FUNCTION_WORDS.has(w)) vectorWords.push(w);
    words.forEach((w, i) => {
      out.push(w);
      if (i + 1 < words.length) out.push(`${w} ${words[i + 1]}`);
      const padded = `<${w}>`;
      for (let s = 0; s + 4 <= padded.length; s++) out.push(`~${padded.slice(s, s + 4)}`);
    });
    const tags = CONCEPT_TAGS.filter(([, pattern]) => pattern.test(clause)).map(([tag]) => tag);
    const cues = [denied && 'neg', PAST_CLAUSE.test(clause) && 'past', FUTURE_CLAUSE.test(clause) && 'ahead'].filter(
      (c): c is string => !!c,
    );
    tags.forEach((tag, i) => {
      for (const cue of cues) out.push(`#${tag}~${cue}`);
      for (const other of tags.slice(i + 1)) out.push(`#${tag}+${other}`);
    });
  }
  for (const [tag, pattern] of CONCEPT_TAGS) if (pattern.test(message)) out.push(`#${tag}`);
  if (resolvedPast(message)) out.push('@resolved');
  if (JOKE.test(message)) out.push('@joke');
  return out;
}

/** A message's features: its distinct sparse features and its words for the word scores. */
export interface Found {
  names: string[];
  /** The value of every sparse feature: 1/sqrt(count), so every message has unit length. */
  value: number;
  /** The content words the word scores are averaged over, repeats kept, function words left out. */
  words: string[];
}

/**
 * A message's distinct features, each with the same value 1/sqrt(count) so every message
 * has unit length (short and long messages weigh alike), and its words for the word scores.
 * @public scripts/train-coach-model.mjs trains on the same features.
 */
export function features(text: string): Found {
  const words: string[] = [];
  const names = [...new Set(rawFeatures(text, words))];
  return { names, value: names.length ? 1 / Math.sqrt(names.length) : 0, words };
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

const tables = new WeakMap<WordScores, Map<string, number>>();
/** Each word's index into its scores (decoded once per model). */
function wordIndex(w: WordScores): Map<string, number> {
  let table = tables.get(w);
  if (!table) {
    table = new Map(w.list.split(' ').map((word, i) => [word, i]));
    tables.set(w, table);
  }
  return table;
}
const bytes = new WeakMap<WordScores, Int8Array>();
/** The signed bytes of the scores (decoded once per model). */
function scoreBytes(w: WordScores): Int8Array {
  let b = bytes.get(w);
  if (!b) {
    b = Int8Array.from(atob(w.scores), (c) => c.charCodeAt(0));
    bytes.set(w, b);
  }
  return b;
}

/**
 * Adds to `s` the average over the message's words of the words' scores (`per` a word: one for
 * the danger model, one per class for the kinds model); a word without a score counts as 0.
 */
function addWordScores(s: number[], found: Found, w: WordScores | undefined, per: number): void {
  if (!w || !found.words.length) return;
  const index = wordIndex(w);
  const b = scoreBytes(w);
  const share = w.scale / found.words.length;
  for (const word of found.words) {
    const i = index.get(word);
    if (i !== undefined) for (let c = 0; c < per; c++) s[c]! += b[i * per + c]! * share;
  }
}

/** The danger model's raw score (before calibration). @public the training script calibrates it. */
export function dangerScore(found: Found, m: BinaryModel): number {
  const s = [m.bias];
  for (const f of found.names) s[0]! += (m.weights[f] ?? 0) * found.value;
  addWordScores(s, found, m.words, 1);
  return s[0]!;
}

/** The kinds model's raw scores, in class order. @public the training script calibrates them. */
export function kindScores(found: Found, m: SoftmaxModel): number[] {
  const s = [...m.bias];
  for (const f of found.names) {
    const w = m.weights[f];
    if (w) for (let i = 0; i + 1 < w.length; i += 2) s[w[i]!]! += w[i + 1]! * found.value;
  }
  addWordScores(s, found, m.words, s.length);
  return s;
}

/** Softmax of scores divided by a temperature. @public the training script fits the temperature. */
export function softmax(scores: readonly number[], temperature = 1): number[] {
  const top = Math.max(...scores);
  const exp = scores.map((s) => Math.exp((s - top) / temperature));
  const sum = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / sum);
}

/** The calibrated probability that a raw danger score means danger. */
export function calibrated(score: number, platt: readonly number[]): number {
  return sigmoid(platt[0]! * score + platt[1]!);
}

/**
 * How likely the message describes danger (calibrated), the two likeliest kinds of danger
 * (best first) and how likely each of those two kinds is.
 */
export function dangerLikelihood(
  text: string,
  models: Models = model as Models,
): { danger: number; categories: string[]; kindOdds: number[] } {
  const found = features(text);
  const danger = calibrated(dangerScore(found, models.danger), models.danger.platt);
  const kinds = softmax(kindScores(found, models.kinds), models.kinds.temperature);
  const ranked = models.kinds.classes
    .map((id, c) => ({ id, p: kinds[c]! }))
    .sort((a, b) => b.p - a.p)
    .slice(0, 2);
  return { danger, categories: ranked.map((r) => r.id), kindOdds: ranked.map((r) => r.p) };
}

/**
 * The highest P(danger) of any one clause of at least three words (0 for none): a danger
 * clause beside an everyday question ("can we swap saturday? i have a black eye") is diluted
 * in the whole message's score but not in its own.
 */
export function clauseDanger(text: string, models: Models = model as Models): number {
  let top = 0;
  for (const clause of clauses(withoutIdioms(text))) {
    if (clause.split(' ').length < 3) continue;
    const p = calibrated(dangerScore(features(clause), models.danger), models.danger.platt);
    if (p > top) top = p;
  }
  return top;
}
