import { quizProfiles, type QuizProfile } from '../../content/quizzes';

/** SPEC.md §9: answers lock for 1.5 s before the next question; thresholds 80% and 50%. */
export const ANSWER_DELAY_MS = 1500;
export const HIGH_THRESHOLD = 80;
export const MID_THRESHOLD = 50;
/** Points shown in the progress panel: 10 for every right answer in a quiz's best attempt. */
export const POINTS_PER_CORRECT = 10;

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

/** The quiz's result profile for this score, or null for other titles ("Quiz Complete!"). */
export function profileFor(title: string, score: number, total: number): QuizProfile | null {
  const profiles = quizProfiles[title];
  if (!profiles) return null;
  const b = band(score, total);
  return profiles[b === 'high' ? 0 : b === 'mid' ? 1 : 2];
}

/** A score of 80% or more earns the quiz's badge. */
export function earnsBadge(score: number, total: number): boolean {
  return band(score, total) === 'high';
}

/** Percentage shown to people: whole number, rounded. */
export function shownPercent(score: number, total: number): number {
  return Math.round(percentage(score, total));
}

export interface AnswerRecord {
  question: string;
  selected: string;
  correct: string;
  isCorrect: boolean;
  explanation?: string;
}

/** Records one choice (SPEC.md §4: question, selection, correct answer, explanation). */
export function recordAnswer(
  q: { question: string; correct: string; explanation?: string },
  selected: string,
): AnswerRecord {
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
