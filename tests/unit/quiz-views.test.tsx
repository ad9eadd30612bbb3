// The quiz result and error views, rendered to markup: the generic "Quiz Complete!" for
// titles without result profiles, the profile views, and the error view with
// Back to Quizzes (not reachable in the browser while the bundled bank has every quiz).
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { ErrorView, Result } from '../../src/features/quizzes/QuizPage';
import { QUIZ_MESSAGES } from '../../src/sync/quizSync';
import { quizzes, quizProfiles, type QuizInfo } from '../../src/content/quizzes';
import { recordAnswer } from '../../src/features/quizzes/score';

const render = (node: React.ReactNode) => renderToStaticMarkup(<Router ssrPath="/quizzes/x">{node}</Router>);
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

const q1 = { question: 'Q one?', answers: ['A', 'B'], correct: 'A', explanation: 'Because A.' };
const q2 = { question: 'Q two?', answers: ['C', 'D'], correct: 'D' };

describe('quiz error view', () => {
  for (const message of [
    QUIZ_MESSAGES.notFound('Custody Readiness Quiz'),
    QUIZ_MESSAGES.failed,
    QUIZ_MESSAGES.empty,
    QUIZ_MESSAGES.unexpected,
  ]) {
    it(`shows "${message}" with Back to Quizzes`, () => {
      const html = render(<ErrorView message={message} />);
      expect(text(html)).toBe(`${message} Back to Quizzes`);
      expect(html).toContain('role="alert"');
      expect(html).toContain('href="/quizzes"');
    });
  }
  it('uses the error catalogue wording', () => {
    expect(QUIZ_MESSAGES.notFound('Custody Readiness Quiz')).toBe('Could not find the quiz titled "Custody Readiness Quiz".');
  });
});

describe('quiz result view', () => {
  const answers = [recordAnswer(q1, 'A'), recordAnswer(q2, 'C')];
  it('gives another title the generic "Quiz Complete!" with no profile or tips', () => {
    const other: QuizInfo = { ...quizzes[0]!, id: 'custody-readiness', title: 'Parenting Time Basics Quiz' };
    const html = render(<Result quiz={other} answers={answers} score={1} onRetake={() => {}} />);
    const t = text(html);
    expect(t).toContain('Quiz Complete! You scored 1 out of 2 (50%).');
    expect(t).not.toContain('Recommended actions');
    for (const profiles of Object.values(quizProfiles)) for (const p of profiles) expect(t).not.toContain(p.title);
    // Review: each answer, the right one when wrong, and any explanation.
    // The verdict's mark is a drawn icon, not a ✓ / ✗ character (missing from Arial and many phone fonts).
    expect(t).toContain('Q one? Your answer: A Correct Because A.');
    expect(t).toContain('Q two? Your answer: C Incorrect Correct answer: D');
    expect(html).toContain('data-icon="check"');
    expect(html).toContain('data-icon="cross"');
    expect(t).not.toMatch(/[✓✗]/);
    expect(t).toContain('Retake Quiz');
  });
  it('shows a known quiz its profile, description and three recommended actions', () => {
    const quiz = quizzes.find((q) => q.id === 'financial-preparedness')!;
    const html = render(<Result quiz={quiz} answers={answers} score={1} onRetake={() => {}} />);
    const t = text(html);
    const mid = quizProfiles['Financial Preparedness Quiz']![1];
    expect(t).toContain(`${mid.title} You scored 1 out of 2 (50%).`);
    expect(t).toContain(mid.description);
    expect(t).toContain(`Recommended actions ${mid.tips.join(' ')}`);
    expect(t).toContain('Score 80% or more to earn the Finance Guru badge.');
  });
});
