// The detector's statistical layer: two calibrated logistic regression models over a
// message's words, word pairs, character n-grams and concept tags, trained by
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
import { framesOf } from './frames';
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
 * Word classes of warning signs the layer reads beside the concept tags (model-only: no rule
 * reads them), so that wording it never saw still lands on a class it knows. Suicide warning
 * signs from the AFSP and Lifeline lists (goodbyes and affairs put in order, not being here, a
 * burden, a means), self-injury (an injury done, marks, hiding them), and a decision made
 * (docs/coach-crisis.md, "Session 17").
 */
const SIGN_CLASSES: ReadonlyArray<readonly [string, RegExp]> = [
  [
    'farewell',
    /\b(?:goodbyes?|good bye|farewell|letters?|notes?|my will|a will|insurance|arrangements|affairs|passwords?|in order|give away|giving away|gave away|who gets|take care of (?:them|him|her|the kids) for me|last (?:time|week|day|christmas|birthday)|life insurance|made (?:my )?peace|said (?:bye|goodbye)|(?:leave|left) behind|(?:where|so) (?:\w+ ){0,3}(?:can|will|could) find (?:them|it|the papers))\b/,
  ],
  [
    'ending',
    /\b(?:wake up|waking up|be here|be around|being here|being around|be gone|disappear\w*|burden|better off|without me|end it|ending it|no point|the point|done|over|tired of|give up|giving up|sleep forever|much longer|for good|forever|exist|alive|die|dying|dead|heaven|permanent\w*|ways to do it|how to do it|a living one|whats left|w ?out me)\b/,
  ],
  [
    'means',
    /\b(?:pills?|meds|medications?|prescriptions?|tylenol|rope|noose|belt|cord|guns?|rifle|pistol|bullets?|bridge|overpass|cliff|roof|tracks|traffic|garage|razors?|blades?|overdose|od)\b/,
  ],
  [
    'injury',
    /\b(?:cut|cuts|cutting|burn|burns|burning|burned|scratch\w*|pick\w*|bite|bites|biting|pull\w*|punch\w*|bang\w*|hit|hits|hitting|starv\w*|purg\w*|rubs?|rubbing)\b/,
  ],
  ['marks', /\b(?:bleed\w*|blood\w*|raw|scabs?|scars?|marks|welts|wounds?|bruis\w*|lines|knuckles)\b/],
  [
    'hiding',
    /\b(?:hide|hides|hiding|hid|cover\w*|long sleeves|hoodies?|sweatshirts?|bandaids?|band aids?|(?:nobody|no one) (?:sees|notices|knows|see|notice|know)|secret)\b/,
  ],
  ['resolve', /\b(?:decided|decision|a plan|the plan|a date|ready|calm|at peace|finally)\b/],
];
/** Who a clause's actor is: the parent themself, another adult, or a child. */
const SELF_ACTOR = /\b(?:i|im|ive|id|ill|myself)\b/;
const OTHER_ACTOR =
  /\b(?:he|she|hes|shes|hed|shed|ex|husband|wife|boyfriend|girlfriend|bf|gf|partner|fiance|dad|mom|father|mother|daddy|mommy|stepdad|stepmom)\b/;
const CHILD_ACTOR = /\b(?:son|daughter|kid|kids|child|children|boy|girl|teen|toddler|baby)\b/;
/** Harm that turns back on the one who does it. */
const REFLEXIVE = /\b(?:myself|himself|herself|themselves|my own|his own|her own)\b/;

/**
 * Warning signs of harm to oneself, narrower than the sign classes (no "tired", "done" or "over",
 * which parents say of the divorce): the layer's lower per-kind thresholds for one's own harm
 * need one (triage.ts).
 */
const OWN_SIGNS: readonly RegExp[] = [
  SIGN_CLASSES.find(([sign]) => sign === 'farewell')![1],
  SIGN_CLASSES.find(([sign]) => sign === 'means')![1],
  SIGN_CLASSES.find(([sign]) => sign === 'hiding')![1],
  /\b(?:wake up|waking up|be here|be around|being here|being around|be gone|burden|better off|w ?out me|without me|end it|ending it|no point|sleep forever|much longer|exist|alive|die|dying|dead|heaven|decided|my decision|a plan|a date|at peace|made my peace|permanent\w*|ways to do it|over for good|whats left for me)\b/,
];
/** An injury done until it marks (self-injury by any means), said of oneself or of a child. */
const OWN_INJURY =
  /\b(?:cut|cuts|cutting|burn|burns|burning|burned|scratch\w*|pick\w*|bite|biting|pull\w*|punch\w*|bang\w*|hit|hitting|rubs?|rubbing)\b.*\b(?:bleed\w*|blood\w*|raw|scabs?|scars?|marks|wounds?|bruis\w*|knuckles|on purpose|to feel)\b/;

/**
 * Whether a clause of the message names a warning sign of harm to oneself, said by the parent of
 * themself or of someone of themself ("myself", "herself"), or an injury done until it marks said
 * of the parent or a child, read on the text with everyday idioms taken out.
 */
export function ownHarmSigns(text: string): boolean {
  return clauses(withoutIdioms(text)).some((clause) => {
    const own = SELF_ACTOR.test(clause) || REFLEXIVE.test(clause) || /\b(?:without|w ?out) me\b/.test(clause);
    return (
      (own && OWN_SIGNS.some((pattern) => pattern.test(clause))) || ((own || CHILD_ACTOR.test(clause)) && OWN_INJURY.test(clause))
    );
  });
}

/**
 * Features that carry meaning: per clause, the content words (negations and pronouns kept),
 * pairs of consecutive content words, character 4-grams of content words, and the
 * concepts the clause names (concepts.ts) alone, with its cues (denied, past, ahead) and in
 * pairs (a harm and a child in one clause); per message, danger said to be over, a joke and the
 * message's everyday frames (frames.ts).
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
    // Session 19: the clause's everyday frames (frames.ts: over, a hypothetical, the news, play,
    // someone outside the family, a question about words) are cues too, as triage.ts reads them.
    const cues = [
      denied && 'neg',
      PAST_CLAUSE.test(clause) && 'past',
      FUTURE_CLAUSE.test(clause) && 'ahead',
      ...framesOf(clause),
    ].filter((c): c is string => !!c);
    tags.forEach((tag, i) => {
      for (const cue of cues) out.push(`#${tag}~${cue}`);
      for (const other of tags.slice(i + 1)) out.push(`#${tag}+${other}`);
    });
    // The clause's actors and the sign classes it names, alone, by actor, in pairs and with its cues.
    const actors = [
      SELF_ACTOR.test(clause) && 'i',
      OTHER_ACTOR.test(clause) && 'other',
      CHILD_ACTOR.test(clause) && 'child',
      REFLEXIVE.test(clause) && 'reflexive',
    ].filter((a): a is string => !!a);
    const signs = SIGN_CLASSES.filter(([, pattern]) => pattern.test(clause)).map(([sign]) => sign);
    for (const tag of [...tags.map((t) => `#${t}`), ...signs.map((c) => `%${c}`)]) {
      for (const actor of actors) out.push(`${tag}@${actor}`);
    }
    signs.forEach((sign, i) => {
      out.push(`%${sign}`);
      for (const cue of cues) out.push(`%${sign}~${cue}`);
      for (const other of signs.slice(i + 1)) out.push(`%${sign}+${other}`);
    });
  }
  for (const [tag, pattern] of CONCEPT_TAGS) if (pattern.test(message)) out.push(`#${tag}`);
  if (resolvedPast(message)) out.push('@resolved');
  for (const frame of framesOf(message)) out.push(`@${frame}`);
  if (JOKE.test(message)) out.push('@joke');
  return out;
}

/** A message's distinct sparse features. */
export interface Found {
  names: string[];
  /** The value of every sparse feature: 1/sqrt(count), so every message has unit length. */
  value: number;
}

/**
 * A message's distinct features, each with the same value 1/sqrt(count) so every message
 * has unit length (short and long messages weigh alike).
 * @public scripts/train-coach-model.mjs trains on the same features.
 */
export function features(text: string): Found {
  const names = [...new Set(rawFeatures(text))];
  return { names, value: names.length ? 1 / Math.sqrt(names.length) : 0 };
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** The danger model's raw score (before calibration). @public the training script calibrates it. */
export function dangerScore(found: Found, m: BinaryModel): number {
  const s = [m.bias];
  for (const f of found.names) s[0]! += (m.weights[f] ?? 0) * found.value;
  return s[0]!;
}

/** The kinds model's raw scores, in class order. @public the training script calibrates them. */
export function kindScores(found: Found, m: SoftmaxModel): number[] {
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
