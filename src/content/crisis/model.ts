// The detector's statistical layer: a multinomial naive Bayes model over a message's words,
// word pairs and concept tags, trained by scripts/train-coach-model.mjs on the labelled
// training corpus (tests/fixtures/crisis-real/train.json and the older tests/fixtures/crisis
// sets; never the sealed part) and shipped as model.json in the bundles that use it (the coach's
// page and the message coach's worker, never the app's first-visit entry). Nothing
// is downloaded at run time. triage.ts uses it for messages no rule recognises: how likely
// they describe danger, and which kind, so the safety check shows the fitting lines.
import model from './model.json';

import { withoutIdioms } from './crisis';
import { clauses } from './normalise';
import { CONCEPT_TAGS } from './concepts';

/** One trained naive Bayes model (scripts/train-coach-model.mjs writes them). */
export interface NaiveBayes {
  classes: string[];
  /** Training messages per class. */
  docs: number[];
  /** Feature occurrences per class. */
  totals: number[];
  /** Distinct features kept. */
  vocabulary: number;
  /** Each feature's occurrences: [class index, count, class index, count, ...]. */
  counts: Record<string, number[]>;
}

/**
 * A message's features: its words, word pairs (per clause) and the concepts it names.
 * @public scripts/train-coach-model.mjs trains on the same features.
 */
export function features(text: string): string[] {
  const message = withoutIdioms(text);
  const out: string[] = [];
  for (const clause of clauses(message)) {
    const words = clause.split(' ').filter(Boolean);
    words.forEach((w, i) => {
      out.push(w);
      if (i + 1 < words.length) out.push(`${w} ${words[i + 1]}`);
    });
  }
  for (const [tag, pattern] of CONCEPT_TAGS) if (pattern.test(message)) out.push(`#${tag}`);
  return out;
}

/** The two models: danger against ordinary, and which kind of danger. */
export interface Models {
  /** Classes 'ordinary' and 'danger'. */
  danger: NaiveBayes;
  /** The danger categories. */
  kinds: NaiveBayes;
}

/** Class probabilities for a message's features, in the model's class order. */
function classify(found: readonly string[], nb: NaiveBayes): number[] {
  const total = nb.docs.reduce((a, b) => a + b, 0);
  const scores = nb.classes.map((_, c) => Math.log((nb.docs[c]! + 1) / (total + nb.classes.length)));
  for (const f of found) {
    const counts = nb.counts[f];
    if (!counts) continue;
    for (let c = 0; c < nb.classes.length; c++) {
      let n = 0;
      for (let i = 0; i < counts.length; i += 2) if (counts[i] === c) n = counts[i + 1]!;
      scores[c]! += Math.log((n + 1) / (nb.totals[c]! + nb.vocabulary));
    }
  }
  const top = Math.max(...scores);
  const exp = scores.map((s) => Math.exp(s - top));
  const sum = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / sum);
}

/**
 * How likely the message describes danger, the two likeliest kinds of danger (best first)
 * and how likely each of those two kinds is.
 */
export function dangerLikelihood(
  text: string,
  models: Models = model as Models,
): { danger: number; categories: string[]; kindOdds: number[] } {
  const found = features(text);
  const danger = classify(found, models.danger)[models.danger.classes.indexOf('danger')]!;
  const kinds = classify(found, models.kinds);
  const ranked = models.kinds.classes
    .map((id, c) => ({ id, p: kinds[c]! }))
    .sort((a, b) => b.p - a.p)
    .slice(0, 2);
  return { danger, categories: ranked.map((r) => r.id), kindOdds: ranked.map((r) => r.p) };
}
