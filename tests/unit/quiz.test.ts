import { describe, expect, it } from 'vitest';
import { profileFor, progressPercent, recordAnswer } from '../../src/features/quizzes/score';
import { band, earnsBadge, percentage, shownPercent } from '../../src/lib/quizScore';
import { questionBank, quizProfiles, quizzes } from '../../src/content/quizzes';
import { mergeAttempt, summarize, validateQuizResult, type QuizResult } from '../../src/vault/quizResults';

describe('scoring and profile thresholds', () => {
  it('computes the percentage exactly and 0 for no questions', () => {
    expect(percentage(4, 5)).toBe(80);
    expect(percentage(1, 3)).toBeCloseTo(33.333333, 5);
    expect(percentage(0, 0)).toBe(0);
    expect(shownPercent(2, 3)).toBe(67);
  });
  it('puts exactly 80% in the top profile and exactly 50% in the middle one', () => {
    expect(band(8, 10)).toBe('high');
    expect(band(4, 5)).toBe('high');
    expect(band(79, 100)).toBe('mid');
    expect(band(5, 10)).toBe('mid');
    expect(band(1, 2)).toBe('mid');
    expect(band(49, 100)).toBe('low');
    expect(band(0, 12)).toBe('low');
    expect(band(0, 0)).toBe('low');
    expect(profileFor('Communication Style Quiz', 8, 10)?.title).toBe('Collaborative Communicator');
    expect(profileFor('Communication Style Quiz', 5, 10)?.title).toBe('Developing Communicator');
    expect(profileFor('Communication Style Quiz', 4, 10)?.title).toBe('Reactive Communicator');
    expect(profileFor('Custody Readiness Quiz', 12, 12)?.title).toBe('Legally Informed Parent');
    expect(profileFor('Custody Readiness Quiz', 6, 12)?.title).toBe('Building Knowledge');
    expect(profileFor('Custody Readiness Quiz', 5, 12)?.title).toBe('Foundation Focus');
    expect(profileFor('Financial Preparedness Quiz', 10, 12)?.title).toBe('Financially Empowered');
    expect(profileFor('Financial Preparedness Quiz', 9, 12)?.title).toBe('Financial Planner in Progress');
    expect(profileFor('Financial Preparedness Quiz', 0, 0)?.title).toBe('Clarity Seeker');
  });
  it('gives other titles no profile (the generic "Quiz Complete!")', () => {
    expect(profileFor('Some Other Quiz', 10, 10)).toBeNull();
  });
  it('earns the badge at 80% or more only', () => {
    expect(earnsBadge(8, 10)).toBe(true);
    expect(earnsBadge(7, 10)).toBe(false);
    expect(earnsBadge(0, 0)).toBe(false);
  });
  it('records answers with question, selection, correct answer and explanation', () => {
    const q = { question: 'Q?', correct: 'B', explanation: 'Because.' };
    expect(recordAnswer(q, 'B')).toEqual({
      question: 'Q?',
      selected: 'B',
      correct: 'B',
      isCorrect: true,
      explanation: 'Because.',
    });
    expect(recordAnswer({ question: 'Q?', correct: 'B' }, 'A')).toEqual({
      question: 'Q?',
      selected: 'A',
      correct: 'B',
      isCorrect: false,
    });
  });
  it('runs the progress bar from the current position to the next', () => {
    expect(progressPercent(0, 4, false)).toBe(0);
    expect(progressPercent(0, 4, true)).toBe(25);
    expect(progressPercent(3, 4, true)).toBe(100);
    expect(progressPercent(0, 0, true)).toBe(0);
  });
});

describe('question bank', () => {
  it('has at least 12 well-formed questions per quiz, with three profiles of three actions each', () => {
    expect(quizzes.map((q) => [q.id, q.badge])).toEqual([
      ['custody-readiness', 'Custody Pro'],
      ['communication-style', 'Communication Master'],
      ['financial-preparedness', 'Finance Guru'],
    ]);
    for (const quiz of quizzes) {
      const bank = questionBank[quiz.title]!;
      expect(bank.length).toBeGreaterThanOrEqual(12);
      for (const q of bank) {
        expect(q.answers).toHaveLength(4);
        expect(new Set(q.answers).size).toBe(4);
        expect(q.answers.filter((a) => a === q.correct)).toHaveLength(1);
        expect(q.explanation?.length ?? 0).toBeGreaterThan(20);
      }
      // The right answer is not always in the same place.
      expect(new Set(bank.map((q) => q.answers.indexOf(q.correct))).size).toBe(4);
      const profiles = quizProfiles[quiz.title]!;
      expect(profiles).toHaveLength(3);
      for (const p of profiles) expect(p.tips).toHaveLength(3);
    }
  });
});

describe('quiz results (vault kind)', () => {
  const at = '2025-01-02T03:04:05.000Z';
  it('keeps the best attempt and counts attempts', () => {
    const first = mergeAttempt(null, {
      quizId: 'communication-style',
      title: 'Communication Style Quiz',
      score: 6,
      total: 12,
      finishedAt: at,
    });
    expect(first).toEqual({
      quizId: 'communication-style',
      title: 'Communication Style Quiz',
      score: 6,
      total: 12,
      bestScore: 6,
      bestTotal: 12,
      attempts: 1,
      finishedAt: at,
    });
    const second = mergeAttempt(first, {
      quizId: 'communication-style',
      title: 'Communication Style Quiz',
      score: 11,
      total: 12,
      finishedAt: at,
    });
    expect([second.bestScore, second.attempts]).toEqual([11, 2]);
    const third = mergeAttempt(second, {
      quizId: 'communication-style',
      title: 'Communication Style Quiz',
      score: 2,
      total: 12,
      finishedAt: at,
    });
    expect([third.score, third.bestScore, third.attempts]).toEqual([2, 11, 3]);
  });
  it('sums points (10 per right answer of the best attempt) and badges at 80%', () => {
    const r = (quizId: string, bestScore: number, bestTotal: number): QuizResult => ({
      quizId,
      title: quizId,
      score: bestScore,
      total: bestTotal,
      bestScore,
      bestTotal,
      attempts: 1,
      finishedAt: at,
    });
    const s = summarize([r('custody-readiness', 10, 12), r('communication-style', 9, 12), r('financial-preparedness', 12, 12)]);
    expect(s.points).toBe(310);
    expect(s.badgesEarned).toBe(2);
    expect(s.badges.map((b) => [b.badge, b.earned, b.bestPercent])).toEqual([
      ['Custody Pro', true, 83],
      ['Communication Master', false, 75],
      ['Finance Guru', true, 100],
    ]);
    expect(summarize([])).toMatchObject({ points: 0, badgesEarned: 0, badgesTotal: 3 });
  });
  it('rejects malformed records', () => {
    expect(() =>
      validateQuizResult({
        quizId: 'x',
        title: 'x',
        score: 5,
        total: 4,
        bestScore: 1,
        bestTotal: 4,
        attempts: 1,
        finishedAt: at,
      }),
    ).toThrow('score above total');
    expect(() =>
      validateQuizResult({
        quizId: 'x',
        title: 'x',
        score: 1.5,
        total: 4,
        bestScore: 1,
        bestTotal: 4,
        attempts: 1,
        finishedAt: at,
      }),
    ).toThrow('score must be a whole number');
    expect(() => validateQuizResult(null)).toThrow('not an object');
  });
});
