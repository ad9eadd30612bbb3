import { quizProfiles, type QuizProfile } from '../../content/quizzes';
import { band } from '../../lib/quizScore';

/** Answers lock for 1.5 s before the next question (docs/product-rules.md, "Quizzes"). */
export const ANSWER_DELAY_MS = 1500;

/** The quiz's result profile for this score, or null for other titles ("Quiz Complete!"). */
export function profileFor(title: string, score: number, total: number): QuizProfile | null {
  const profiles = quizProfiles[title];
  if (!profiles) return null;
  const b = band(score, total);
  return profiles[b === 'high' ? 0 : b === 'mid' ? 1 : 2];
}

export interface AnswerRecord {
  question: string;
  selected: string;
  correct: string;
  isCorrect: boolean;
  explanation?: string;
}

/** Records one choice: the question, the answer chosen, the right answer and its explanation. */
export function recordAnswer(q: { question: string; correct: string; explanation?: string }, selected: string): AnswerRecord {
  return {
    question: q.question,
    selected,
    correct: q.correct,
    isCorrect: selected === q.correct,
    ...(q.explanation ? { explanation: q.explanation } : {}),
  };
}

/** The progress bar runs from the current position to the next: width while on question `index`. */
export function progressPercent(index: number, total: number, answered: boolean): number {
  if (!(total > 0)) return 0;
  return ((answered ? index + 1 : index) * 100) / total;
}
