/**
 * The scoring rule of the quizzes, in one place: the result bands, the badge and the
 * points (docs/product-rules.md, "Quizzes"). Used by the quiz screens and by the
 * quiz-result record kind (src/vault/quizResults.ts) that the profile page reads.
 */

/** 80% or more is the high band and earns the quiz's badge. */
const HIGH_THRESHOLD = 80;
/** 50% to under 80% is the middle band. */
const MID_THRESHOLD = 50;
/** Points shown in the progress panel: 10 for every right answer in a quiz's best attempt. */
const POINTS_PER_CORRECT = 10;

/** Score over questions as a percentage (not rounded); 0 when there are no questions. */
export function percentage(score: number, total: number): number {
  if (!(total > 0)) return 0;
  return (score * 100) / total;
}

export type Band = 'high' | 'mid' | 'low';

/** 80 or more: high; 50 to under 80: mid; below 50: low. */
export function band(score: number, total: number): Band {
  const p = percentage(score, total);
  if (total > 0 && p >= HIGH_THRESHOLD) return 'high';
  if (total > 0 && p >= MID_THRESHOLD) return 'mid';
  return 'low';
}

/** A score of 80% or more earns the quiz's badge. */
export function earnsBadge(score: number, total: number): boolean {
  return band(score, total) === 'high';
}

/** Percentage shown to people: whole number, rounded. */
export function shownPercent(score: number, total: number): number {
  return Math.round(percentage(score, total));
}

/** Points for a quiz's best attempt. */
export function pointsFor(bestScore: number): number {
  return bestScore * POINTS_PER_CORRECT;
}
