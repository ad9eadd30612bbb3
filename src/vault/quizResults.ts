/**
 * The 'quiz-result' vault kind, shared by the quizzes screens and /profile (features never
 * import each other, so it lives in the vault). One record per quiz, id = the
 * quiz's id (e.g. 'custody-readiness'): the latest attempt plus the best one, so points
 * and badges come from the best attempt and a retake never lowers them.
 */
import { defineKind } from './kinds';
import { quizzes } from '../content/quizzes';
import { earnsBadge, pointsFor, shownPercent } from '../lib/quizScore';
import type { IconName } from '../content/iconNames';

export interface QuizResult {
  quizId: string;
  title: string;
  score: number;
  total: number;
  bestScore: number;
  bestTotal: number;
  attempts: number;
  /** ISO date-time of the latest finished attempt. */
  finishedAt: string;
}

function int(v: unknown, name: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) throw new Error(`${name} must be a whole number`);
  return v;
}

export function validateQuizResult(value: unknown): QuizResult {
  if (!value || typeof value !== 'object') throw new Error('not an object');
  const v = value as Record<string, unknown>;
  if (typeof v.quizId !== 'string' || !v.quizId) throw new Error('quizId missing');
  if (typeof v.title !== 'string') throw new Error('title missing');
  if (typeof v.finishedAt !== 'string' || Number.isNaN(Date.parse(v.finishedAt))) throw new Error('finishedAt invalid');
  const r: QuizResult = {
    quizId: v.quizId,
    title: v.title,
    score: int(v.score, 'score'),
    total: int(v.total, 'total'),
    bestScore: int(v.bestScore, 'bestScore'),
    bestTotal: int(v.bestTotal, 'bestTotal'),
    attempts: int(v.attempts, 'attempts'),
    finishedAt: v.finishedAt,
  };
  if (r.score > r.total || r.bestScore > r.bestTotal) throw new Error('score above total');
  return r;
}

export const quizResultKind = defineKind<QuizResult>({
  kind: 'quiz-result',
  version: 1,
  validate: validateQuizResult,
});

const ratio = (s: number, t: number) => (t > 0 ? s / t : 0);

/** Folds a finished attempt into the stored record (or starts one). */
export function mergeAttempt(
  previous: QuizResult | null,
  attempt: { quizId: string; title: string; score: number; total: number; finishedAt: string },
): QuizResult {
  const betterThanBest = !previous || ratio(attempt.score, attempt.total) > ratio(previous.bestScore, previous.bestTotal);
  return {
    quizId: attempt.quizId,
    title: attempt.title,
    score: attempt.score,
    total: attempt.total,
    bestScore: betterThanBest ? attempt.score : previous!.bestScore,
    bestTotal: betterThanBest ? attempt.total : previous!.bestTotal,
    attempts: (previous?.attempts ?? 0) + 1,
    finishedAt: attempt.finishedAt,
  };
}

export interface ProgressSummary {
  points: number;
  badgesEarned: number;
  badgesTotal: number;
  badges: Array<{ quizId: string; badge: string; icon: IconName; earned: boolean; bestPercent: number | null }>;
}

/** Points and badges from each quiz's best attempt (the rule: src/lib/quizScore.ts). */
export function summarize(results: QuizResult[]): ProgressSummary {
  const byId = new Map(results.map((r) => [r.quizId, r]));
  const badges = quizzes.map((q) => {
    const r = byId.get(q.id);
    const earned = Boolean(r && earnsBadge(r.bestScore, r.bestTotal));
    return {
      quizId: q.id,
      badge: q.badge,
      icon: q.badgeIcon,
      earned,
      bestPercent: r && r.bestTotal > 0 ? shownPercent(r.bestScore, r.bestTotal) : null,
    };
  });
  const points = results
    .filter((r) => byId.get(r.quizId) === r && quizzes.some((q) => q.id === r.quizId))
    .reduce((sum, r) => sum + pointsFor(r.bestScore), 0);
  return { points, badgesEarned: badges.filter((b) => b.earned).length, badgesTotal: quizzes.length, badges };
}
