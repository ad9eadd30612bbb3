// The message coach's fitted accusation model (docs/message-coach.md, "Session 14"): blame told
// as a story ("Also you let her stay up till midnight again and she was a wreck all Monday")
// has no fixed phrasing, so a logistic regression over the signs of signs.ts, fitted on the
// labelled sentences of the training parts (scripts/message-coach-model.mjs writes
// accusationModel.ts), flags a sentence the reviewed rules left alone when it reads as an
// accusation. Like every flag, it carries its own reason (REASONS.tone) and the words that caused
// it: its span runs over the words of the signs that weighed most.
import { MODEL } from './accusationModel';
import type { Signs } from './signs';

/** Signs whose words make up the span: the (up to) three that pushed the sentence furthest. */
const TOP = 3;

/**
 * The model's flag for one sentence: its span in the sentence, from the first to the last word of
 * the (up to three) signs that weighed most toward an accusation, or null. A flag must show its
 * words, so a sentence whose weight comes from signs without words (a question mark) gets none.
 */
export function accusation(signs: Signs): { start: number; end: number } | null {
  const { weights, threshold } = MODEL;
  if (weights.length !== signs.values.length) return null;
  let z = 0;
  for (let k = 0; k < weights.length; k++) z += weights[k]! * signs.values[k]!;
  if (1 / (1 + Math.exp(-z)) < threshold) return null;
  const spans = signs.values
    .map((v, k) => ({ k, push: v * weights[k]! }))
    .filter(({ k, push }) => push > 0 && signs.spans[k]!.length)
    .sort((a, b) => b.push - a.push)
    .slice(0, TOP)
    .map(({ k }) => signs.spans[k]![0]!);
  if (!spans.length) return null;
  return { start: Math.min(...spans.map(([s]) => s)), end: Math.max(...spans.map(([, e]) => e)) };
}
