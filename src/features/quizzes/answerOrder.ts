/**
 * The order answers are shown in for one attempt at a quiz. The question bank lists the
 * right answer in a fixed place, so shown as stored it would follow a pattern a parent
 * could learn instead of the content. Each attempt gets its own seed; the order comes
 * from the seed alone, so it stays the same for the whole attempt (every re-render, every
 * question), and a new attempt (Retake, or opening the quiz again) gets a new one.
 *
 * Balanced: over a quiz the right answer lands in each position about equally often
 * (for twelve four-answer questions, exactly three times each), in a random sequence.
 * See docs/quiz-answer-order.md.
 */
import type { QuizQuestion } from '../../content/quizzes';

/** Letters shown beside the answers, in the order shown. */
const ANSWER_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

/** The letter for the answer shown at `index` (0 = A). */
export function letterAt(index: number): string {
  return ANSWER_LETTERS[index] ?? String(index + 1);
}

/**
 * Mulberry32: a small, fast 32-bit generator. Deterministic for a seed, which is all an
 * answer order needs (it is not used for anything secret). Values in [0, 1).
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A fresh seed for a new attempt. */
export function newSeed(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0]!;
}

/** Fisher–Yates shuffle of a copy, driven by `random`. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The questions with their answers re-ordered. The questions are visited in a random order
 * (so no run of questions follows a pattern such as "each of A–D once in every four"),
 * those with fewer answers first; for
 * each, the right answer goes to one of the positions used least so far (among the
 * positions that question has), chosen at random among those; the other answers fill the
 * remaining positions in a random order. Question order, texts and explanations are
 * unchanged.
 */
export function orderAnswers(questions: readonly QuizQuestion[], random: () => number): QuizQuestion[] {
  const used: number[] = [];
  const out: QuizQuestion[] = [...questions];
  // Questions with fewer answers first, so a two-answer question never has to take A or B
  // after four-answer ones have filled them (the sort keeps the random order otherwise).
  const visit = shuffled(
    questions.map((_, i) => i),
    random,
  ).sort((a, b) => questions[a]!.answers.length - questions[b]!.answers.length);
  for (const index of visit) {
    const q = questions[index]!;
    const n = q.answers.length;
    for (let p = used.length; p < n; p++) used.push(0);
    const fewest = Math.min(...used.slice(0, n));
    const open: number[] = [];
    for (let p = 0; p < n; p++) if (used[p] === fewest) open.push(p);
    const at = open[Math.floor(random() * open.length)]!;
    used[at]!++;
    const wrong = [...q.answers];
    wrong.splice(wrong.indexOf(q.correct), 1);
    const others = shuffled(wrong, random);
    others.splice(at, 0, q.correct);
    out[index] = { ...q, answers: others };
  }
  return out;
}

/** Where the right answer is shown in each question (0 = A). */
export function correctPositions(questions: readonly QuizQuestion[]): number[] {
  return questions.map((q) => q.answers.indexOf(q.correct));
}
