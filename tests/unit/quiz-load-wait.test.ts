import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Connected mode with a Supabase client whose answers the test releases by hand.
vi.mock('../../src/lib/config', () => ({ connectedMode: true }));
let answer: (rows: unknown) => void = () => undefined;
vi.mock('../../src/sync/client', () => ({
  getClient: async () => ({
    from: (table: string) => ({
      select: () => ({
        eq: () =>
          table === 'quizzes'
            ? { limit: async () => ({ data: [{ id: 7 }], error: null }) }
            : { order: () => new Promise((resolve) => (answer = (rows) => resolve({ data: rows, error: null }))) },
      }),
    }),
  }),
}));

const { loadQuiz, readCachedQuiz } = await import('../../src/sync/quizSync');
const { questionBank } = await import('../../src/content/quizzes');

const rows = [
  {
    question: 'Synced: who carries messages?',
    answer_a: 'The children',
    answer_b: 'The parents',
    answer_c: null,
    answer_d: null,
    correct_answer: 'The parents',
    explanation: null,
  },
];

/** Opens the quiz, checks it is still waiting 1 ms before `ms`, and gives what it shows at `ms`. */
async function loadSettlingAt(title: string, ms: number) {
  let done: unknown = null;
  const load = loadQuiz(title).then((r) => (done = r));
  await vi.advanceTimersByTimeAsync(ms - 1);
  expect(done).toBeNull();
  await vi.advanceTimersByTimeAsync(1);
  return load;
}

describe('loadQuiz on a slow connection (connected mode)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the bundled set after 2.5 s, not 8 s, and saves the latest set when it arrives later', async () => {
    expect(await loadSettlingAt('Communication Style Quiz', 2500)).toEqual({
      status: 'ok',
      questions: questionBank['Communication Style Quiz'],
      source: 'bundled',
    });
    // The answer comes after the quiz has started: kept for the next visit.
    answer(rows);
    await vi.waitFor(async () =>
      expect(await readCachedQuiz('Communication Style Quiz')).toEqual([
        { question: 'Synced: who carries messages?', answers: ['The children', 'The parents'], correct: 'The parents' },
      ]),
    );
  });

  it('uses the latest set when it comes within the wait', async () => {
    const load = loadQuiz('Financial Preparedness Quiz');
    await vi.advanceTimersByTimeAsync(1000);
    answer(rows);
    expect(await load).toEqual({
      status: 'ok',
      questions: [
        { question: 'Synced: who carries messages?', answers: ['The children', 'The parents'], correct: 'The parents' },
      ],
      source: 'remote',
    });
  });

  it('waits the full 8 s when no saved or bundled set exists', async () => {
    expect(await loadSettlingAt('A Quiz Nobody Wrote', 8000)).toEqual({
      status: 'error',
      message: 'Failed to load quiz questions. Please try again later.',
    });
  });
});
