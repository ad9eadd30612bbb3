// The detector's statistical layer: two calibrated logistic regression models over a
// message's words, word pairs, character n-grams and concept tags, trained by
// scripts/train-coach-model.mjs on the labelled training corpus
// (tests/fixtures/crisis-real/train.json and the older tests/fixtures/crisis sets; never a
// sealed part) and shipped as model.json in the bundles that use it (the coach's page and the
// message coach's worker, never the app's first-visit entry). Nothing is downloaded at run
// time. triage.ts uses it for messages no rule recognises: how likely they describe danger,
// and which kind, so the reply shows the fitting lines.
//
// Calibration (docs/coach-crisis.md, "Statistical layer"): the danger model's raw score is
// mapped through a Platt sigmoid, and the kinds' scores through a softmax with a temperature,
// both fitted on out-of-fold scores of a 5-fold cross-validation grouped by source page, so a
// probability of 0.9 means about nine in ten such messages in held-out folds were danger.
import model from './model.json';

import { JOKE, resolvedPast, withoutIdioms } from './crisis';
import { clauses } from './normalise';
import { CONCEPT_TAGS } from './concepts';

/** The danger model: one weight per feature, a bias and the Platt sigmoid's a and b. */
export interface BinaryModel {
  bias: number;
  weights: Record<string, number>;
  /** Platt's [a, b]: P(danger) = 1 / (1 + exp(-(a * score + b))). */
  platt: number[];
}

/** The kinds model: a weight per class for each feature, a bias per class, a softmax temperature. */
export interface SoftmaxModel {
  classes: string[];
  bias: number[];
  /** Each feature's non-zero weights as pairs: [class index, weight, class index, weight, ...]. */
  weights: Record<string, number[]>;
  temperature: number;
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
function rawFeatures(text: string): string[] {
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

/**
 * A message's distinct features, each with the same value 1/sqrt(count) so every message
 * has unit length (short and long messages weigh alike).
 * @public scripts/train-coach-model.mjs trains on the same features.
 */
export function features(text: string): { names: string[]; value: number } {
  const names = [...new Set(rawFeatures(text))];
  return { names, value: names.length ? 1 / Math.sqrt(names.length) : 0 };
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** The danger model's raw score (before calibration). @public the training script calibrates it. */
export function dangerScore(found: { names: string[]; value: number }, m: BinaryModel): number {
  let s = m.bias;
  for (const f of found.names) s += (m.weights[f] ?? 0) * found.value;
  return s;
}

/** The kinds model's raw scores, in class order. @public the training script calibrates them. */
export function kindScores(found: { names: string[]; value: number }, m: SoftmaxModel): number[] {
  const s = [...m.bias];
  for (const f of found.names) {
    const w = m.weights[f];
    if (w) for (let i = 0; i + 1 < w.length; i += 2) s[w[i]!]! += w[i + 1]! * found.value;
  }
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
