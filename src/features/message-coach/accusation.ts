// The message coach's fitted accusation model (docs/message-coach.md, "Session 14"): blame told
// as a story ("Also you let her stay up till midnight again and she was a wreck all Monday")
// has no fixed phrasing, so a logistic regression over the signs of signs.ts, fitted on the
// labelled sentences of the training parts (scripts/message-coach-model.mjs writes
// accusationModel.ts), flags a sentence the reviewed rules left alone when it reads as an
// accusation. The flag names the words that weighed most.
import { MODEL } from './accusationModel';
import type { Signs } from './signs';

const MODEL_REASON = 'This sentence reads as an accusation';

/**
 * The model's flag for one sentence: its span in the sentence (the words of the sign that weighed
 * most) and its reason naming up to three signs' words, or null. A flag must name its words, so a
 * sentence whose weight comes from signs without words (length of a clause, a question mark) gets none.
 */
export function accusation(sentence: string, signs: Signs): { start: number; end: number; reason: string } | null {
  const { weights, threshold } = MODEL;
  if (weights.length !== signs.values.length) return null;
  let z = 0;
  for (let k = 0; k < weights.length; k++) z += weights[k]! * signs.values[k]!;
  if (1 / (1 + Math.exp(-z)) < threshold) return null;
  // The words of the signs that pushed the sentence furthest toward an accusation.
  const pushed = signs.values
    .map((v, k) => ({ k, push: v * weights[k]! }))
    .filter(({ k, push }) => push > 0 && signs.spans[k]!.length)
    .sort((a, b) => b.push - a.push);
  const spans = pushed.slice(0, 3).map(({ k }) => signs.spans[k]![0]!);
  if (!spans.length) return null;
  const [start, end] = spans[0]!;
  const words = [...new Set(spans.map(([s, e]) => `"${sentence.slice(s, e)}"`))].join(', ');
  return {
    start,
    end,
    reason: `${MODEL_REASON} (the words that weigh most: ${words}). The other parent will defend themselves instead of answering: say what happened and what you need, without the charge.`,
  };
}
