import { describe, expect, it } from 'vitest';
import {
  parseQuestionRows,
  readCachedQuiz,
  resolveQuiz,
  writeCachedQuiz,
  QUIZ_MESSAGES,
  loadQuiz,
} from '../../src/sync/quizSync';
import { questionBank } from '../../src/content/quizzes';
import { authStorageKey, hasAuthRedirect, isRecoveryHash } from '../../src/sync/session';

const row = (over: Partial<Record<string, string | null>> = {}) => ({
  question: 'What is 2 + 2?',
  answer_a: '3',
  answer_b: '4',
  answer_c: '5',
  answer_d: '22',
  correct_answer: '4',
  explanation: 'Basic arithmetic.',
  ...over,
});

describe('parseQuestionRows', () => {
  it('keeps four answers, the right one by text and the explanation', () => {
    expect(parseQuestionRows([row()])).toEqual([
      { question: 'What is 2 + 2?', answers: ['3', '4', '5', '22'], correct: '4', explanation: 'Basic arithmetic.' },
    ]);
  });
  it('skips empty answers (null, empty or blank) and keeps the order of the rest', () => {
    // One answer left: nothing to choose between, so the row is dropped.
    expect(parseQuestionRows([row({ answer_a: '', answer_c: null, answer_d: '   ' })])).toEqual([]);
    expect(parseQuestionRows([row({ answer_c: null, answer_d: '' })])[0]!.answers).toEqual(['3', '4']);
  });
  it('treats the explanation as optional', () => {
    expect(parseQuestionRows([row({ explanation: null })])).toEqual([
      { question: 'What is 2 + 2?', answers: ['3', '4', '5', '22'], correct: '4' },
    ]);
    expect(parseQuestionRows([row({ explanation: '' })])[0]).not.toHaveProperty('explanation');
  });
  it('drops rows that cannot be scored', () => {
    expect(
      parseQuestionRows([
        row({ correct_answer: 'four' }),
        row({ question: '' }),
        row({ answer_a: '', answer_b: '', answer_c: '' }),
      ]),
    ).toEqual([]);
  });
});

describe('resolveQuiz: merge and fallback order', () => {
  const remote = [{ question: 'R', answers: ['a', 'b'], correct: 'a' }];
  const cached = [{ question: 'C', answers: ['a', 'b'], correct: 'b' }];
  const bundled = [{ question: 'B', answers: ['a', 'b'], correct: 'a' }];
  const T = 'Communication Style Quiz';
  it('prefers fresh remote questions', () => {
    expect(resolveQuiz(T, { kind: 'ok', questions: remote }, cached, bundled)).toEqual({
      status: 'ok',
      questions: remote,
      source: 'remote',
    });
  });
  it('falls back to the cached bank, then the bundled bank', () => {
    expect(resolveQuiz(T, { kind: 'failed' }, cached, bundled)).toEqual({ status: 'ok', questions: cached, source: 'cached' });
    expect(resolveQuiz(T, { kind: 'ok', questions: [] }, cached, bundled)).toMatchObject({ source: 'cached' });
    expect(resolveQuiz(T, null, null, bundled)).toEqual({ status: 'ok', questions: bundled, source: 'bundled' });
    expect(resolveQuiz(T, { kind: 'not-found' }, [], bundled)).toMatchObject({ source: 'bundled' });
  });
  it('shows the error messages only when no source has the quiz', () => {
    expect(resolveQuiz(T, { kind: 'not-found' }, null, null)).toEqual({
      status: 'error',
      message: 'Could not find the quiz titled "Communication Style Quiz".',
    });
    expect(resolveQuiz(T, null, null, null)).toEqual({ status: 'error', message: QUIZ_MESSAGES.notFound(T) });
    expect(resolveQuiz(T, { kind: 'failed' }, null, [])).toEqual({
      status: 'error',
      message: 'Failed to load quiz questions. Please try again later.',
    });
    expect(resolveQuiz(T, { kind: 'ok', questions: [] }, null, null)).toEqual({
      status: 'error',
      message: 'No questions found for this quiz. Our team is working on adding them!',
    });
    expect(resolveQuiz(T, { kind: 'unexpected' }, null, null)).toEqual({
      status: 'error',
      message: 'An unexpected error occurred. Please refresh and try again.',
    });
  });
  it('keeps a synced bank in IndexedDB and reads it back', async () => {
    expect(await readCachedQuiz('Nope Quiz')).toBeNull();
    await writeCachedQuiz('Test Quiz', remote);
    expect(await readCachedQuiz('Test Quiz')).toEqual(remote);
  });
  it('in local mode loads the bundled bank', async () => {
    expect(await loadQuiz('Financial Preparedness Quiz')).toEqual({
      status: 'ok',
      questions: questionBank['Financial Preparedness Quiz'],
      source: 'bundled',
    });
    expect(await loadQuiz('Unknown Quiz')).toEqual({
      status: 'error',
      message: 'Could not find the quiz titled "Unknown Quiz".',
    });
  });
});

describe('session helpers', () => {
  it('derives the storage key from the project', () => {
    expect(authStorageKey('https://abcdefgh.supabase.co')).toBe('sb-abcdefgh-auth-token');
    expect(authStorageKey('http://localhost:4227')).toBe('sb-localhost-auth-token');
  });
  it('spots recovery and auth redirects', () => {
    expect(isRecoveryHash('#access_token=x&refresh_token=y&type=recovery')).toBe(true);
    expect(isRecoveryHash('#type=signup')).toBe(false);
    expect(hasAuthRedirect('#access_token=x', '')).toBe(true);
    expect(hasAuthRedirect('', '?redirect=/x')).toBe(false);
  });
});
