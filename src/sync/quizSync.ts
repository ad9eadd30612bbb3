/**
 * Quiz question bank: synced from Supabase in connected mode and kept in IndexedDB as
 * public content (idb-keyval, database "evenground-public", store "quiz-bank"; never the
 * vault: nothing here is private). The bank shipped in the build is the last fallback.
 *
 * Order (docs/product-rules.md, "Quizzes", "Two ways to run"):
 *   1. remote (connected mode, online): the quiz id by title from `quizzes`, then its rows
 *      from `quiz_questions`; a non-empty result replaces the cached copy and is used;
 *   2. the cached copy of an earlier sync;
 *   3. the bundled bank;
 *   4. otherwise the quiz screen's message for what went wrong remotely (or "Could not find ..."
 *      when nothing was asked remotely).
 * The remote set is waited for up to 8 s only when there is nothing else to show; with a saved
 * or bundled set at hand the wait is 2.5 s (a weak connection must not keep Start Quiz away),
 * and a set that arrives later is still saved for the next visit.
 */
// eslint-disable-next-line no-restricted-imports -- public quiz questions, not user data (see above)
import { createStore, get, set, type UseStore } from 'idb-keyval';
import { connectedMode } from '../lib/config';
import { questionBank, type QuizQuestion } from '../content/quizzes';
import { getClient } from './client';

export interface QuestionRow {
  question: string | null;
  answer_a: string | null;
  answer_b: string | null;
  answer_c: string | null;
  answer_d: string | null;
  correct_answer: string | null;
  explanation?: string | null;
}

const clean = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * Rows to questions: empty answers are skipped, the right answer is matched by its text,
 * the explanation is optional. A row without a question, with fewer than two answers or
 * whose correct_answer is not one of its answers is dropped (it could not be scored).
 */
export function parseQuestionRows(rows: readonly QuestionRow[]): QuizQuestion[] {
  const out: QuizQuestion[] = [];
  for (const row of rows) {
    const question = clean(row.question);
    const answers = [row.answer_a, row.answer_b, row.answer_c, row.answer_d].map(clean).filter((a) => a !== '');
    const correct = clean(row.correct_answer);
    if (!question || answers.length < 2 || !answers.includes(correct)) continue;
    const explanation = clean(row.explanation);
    out.push({ question, answers, correct, ...(explanation ? { explanation } : {}) });
  }
  return out;
}

export const QUIZ_MESSAGES = {
  notFound: (title: string) => `Could not find the quiz titled "${title}".`,
  failed: 'Failed to load quiz questions. Please try again later.',
  empty: 'No questions found for this quiz. Our team is working on adding them!',
  unexpected: 'An unexpected error occurred. Please refresh and try again.',
} as const;

export type RemoteOutcome =
  { kind: 'ok'; questions: QuizQuestion[] } | { kind: 'not-found' } | { kind: 'failed' } | { kind: 'unexpected' };

export type QuizSource = 'remote' | 'cached' | 'bundled';

export type QuizLoad = { status: 'ok'; questions: QuizQuestion[]; source: QuizSource } | { status: 'error'; message: string };

/** The merge and fallback order above, as a pure function. */
export function resolveQuiz(
  title: string,
  remote: RemoteOutcome | null,
  cached: QuizQuestion[] | null,
  bundled: QuizQuestion[] | null,
): QuizLoad {
  if (remote?.kind === 'ok' && remote.questions.length > 0)
    return { status: 'ok', questions: remote.questions, source: 'remote' };
  if (cached && cached.length > 0) return { status: 'ok', questions: cached, source: 'cached' };
  if (bundled && bundled.length > 0) return { status: 'ok', questions: bundled, source: 'bundled' };
  if (!remote || remote.kind === 'not-found') return { status: 'error', message: QUIZ_MESSAGES.notFound(title) };
  if (remote.kind === 'ok') return { status: 'error', message: QUIZ_MESSAGES.empty };
  if (remote.kind === 'failed') return { status: 'error', message: QUIZ_MESSAGES.failed };
  return { status: 'error', message: QUIZ_MESSAGES.unexpected };
}

let store: UseStore | null = null;
function bankStore(): UseStore {
  store ??= createStore('evenground-public', 'quiz-bank');
  return store;
}

export interface CachedQuiz {
  title: string;
  questions: QuizQuestion[];
  syncedAt: string;
}

export async function readCachedQuiz(title: string): Promise<QuizQuestion[] | null> {
  try {
    const v = (await get(title, bankStore())) as CachedQuiz | undefined;
    return v && Array.isArray(v.questions) ? v.questions : null;
  } catch {
    return null;
  }
}

export async function writeCachedQuiz(title: string, questions: QuizQuestion[]): Promise<void> {
  try {
    await set(title, { title, questions, syncedAt: new Date().toISOString() } satisfies CachedQuiz, bankStore());
  } catch {
    /* storage full or unavailable: the quiz still runs from memory this time */
  }
}

/** How long the remote set is waited for when no other set could be shown. */
const REMOTE_TIMEOUT_MS = 8000;
/** How long it is waited for when a saved or bundled set is at hand. */
const REMOTE_WAIT_WITH_FALLBACK_MS = 2500;

/** The quiz id by title from `quizzes`, then all its `quiz_questions` rows. */
async function fetchRemoteQuiz(title: string): Promise<RemoteOutcome> {
  try {
    const client = await getClient();
    const quiz = await client.from('quizzes').select('id').eq('title', title).limit(1);
    if (quiz.error) return { kind: 'failed' };
    const id = (quiz.data as Array<{ id: unknown }> | null)?.[0]?.id;
    if (id === undefined || id === null) return { kind: 'not-found' };
    const rows = await client
      .from('quiz_questions')
      .select('question, answer_a, answer_b, answer_c, answer_d, correct_answer, explanation')
      .eq('quiz_id', id)
      .order('id', { ascending: true });
    if (rows.error) return { kind: 'failed' };
    return { kind: 'ok', questions: parseQuestionRows((rows.data ?? []) as QuestionRow[]) };
  } catch {
    return { kind: 'failed' };
  }
}

/**
 * Waits for the remote answer from now: up to the short wait when `canShowOther` says a saved or
 * bundled set can be shown instead, up to the long wait otherwise. A failure counts as `failed`.
 */
function waitForRemote(asked: Promise<RemoteOutcome>, canShowOther: Promise<boolean>): Promise<RemoteOutcome> {
  const failed: RemoteOutcome = { kind: 'failed' };
  return new Promise((resolve) => {
    const short = setTimeout(() => void canShowOther.then((yes) => yes && resolve(failed)), REMOTE_WAIT_WITH_FALLBACK_MS);
    const long = setTimeout(() => resolve(failed), REMOTE_TIMEOUT_MS);
    const settle = (outcome: RemoteOutcome) => {
      clearTimeout(short);
      clearTimeout(long);
      resolve(outcome);
    };
    asked.then(settle, () => settle(failed));
  });
}

/** Loads a quiz's questions by title in the order above; a fresh remote bank is cached. */
export async function loadQuiz(title: string): Promise<QuizLoad> {
  try {
    const online = typeof navigator === 'undefined' || navigator.onLine !== false;
    const bundled = questionBank[title] ?? null;
    if (!connectedMode || !online) return resolveQuiz(title, null, await readCachedQuiz(title), bundled);
    // Asked at once; a non-empty answer is saved even when it comes after the wait below.
    const asked = fetchRemoteQuiz(title).then(async (r) => {
      if (r.kind === 'ok' && r.questions.length > 0) await writeCachedQuiz(title, r.questions);
      return r;
    });
    const cachedRead = readCachedQuiz(title);
    const canShowOther = (bundled?.length ?? 0) > 0 ? Promise.resolve(true) : cachedRead.then((c) => (c?.length ?? 0) > 0);
    const remote = await waitForRemote(asked, canShowOther);
    return resolveQuiz(title, remote, await cachedRead, bundled);
  } catch {
    return { status: 'error', message: QUIZ_MESSAGES.unexpected };
  }
}
