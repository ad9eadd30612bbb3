/**
 * The 'quiz-result' vault kind, shared by the quizzes screens and /profile (features never
 * import each other, so it lives in the vault). One record per quiz, id = the
 * quiz's id (e.g. 'custody-readiness'): the latest attempt plus the best one, so points
 * and badges come from the best attempt and a retake never lowers them.
 */
import { check, integer, minValue, nonEmpty, number, object, pipe, string, type InferOutput } from 'valibot';
import { defineKind } from './kinds';
import { entry, parseOrThrow } from '../lib/schema';
import { quizzes } from '../content/quizzes';
import { earnsBadge, pointsFor, shownPercent } from '../lib/quizScore';
import type { IconName } from '../content/iconNames';

const wholeNumber = (name: string) => {
  const message = `${name} must be a whole number`;
  return entry(pipe(number(message), integer(message), minValue(0, message)));
};

const quizResultSchema = pipe(
  object(
    {
      quizId: entry(pipe(string('quizId missing'), nonEmpty('quizId missing'))),
      title: entry(string('title missing')),
      /** ISO date-time of the latest finished attempt. */
      finishedAt: entry(
        pipe(
          string('finishedAt invalid'),
          check((s) => !Number.isNaN(Date.parse(s)), 'finishedAt invalid'),
        ),
      ),
      score: wholeNumber('score'),
      total: wholeNumber('total'),
      bestScore: wholeNumber('bestScore'),
      bestTotal: wholeNumber('bestTotal'),
      attempts: wholeNumber('attempts'),
    },
    'not an object',
  ),
  check((r) => r.score <= r.total && r.bestScore <= r.bestTotal, 'score above total'),
);

export type QuizResult = InferOutput<typeof quizResultSchema>;

/** Checks a stored quiz result (the quiz-result kind's schema). */
export const validateQuizResult = (value: unknown): QuizResult => parseOrThrow(quizResultSchema, value);

export const quizResultKind = defineKind<QuizResult>({
  kind: 'quiz-result',
  version: 1,
  schema: quizResultSchema,
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
