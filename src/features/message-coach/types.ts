// The shapes the message coach's analysis returns (docs/message-coach.md): flags, sentences,
// suggestions, the BIFF summary, danger, and a received message's points.
import type { CoachLineId } from '../../content/crisisLines';
import type { FlagCategory } from './rules';

export type AnswerKind = 'request' | 'question' | 'date' | 'time' | 'place' | 'money' | 'child';

export interface Flag {
  category: FlagCategory;
  /** The words that caused it: [start, end) in the whole text. */
  start: number;
  end: number;
  reason: string;
}

export interface Sentence {
  start: number;
  end: number;
  text: string;
  flags: Flag[];
  /** What a reply must address in this sentence (empty: nothing to answer). */
  answer: AnswerKind[];
}

export interface Suggestion {
  id: string;
  kind: 'drop' | 'replace' | 'opening' | 'closing';
  /** What accepting it does, in plain words. */
  label: string;
  /** The span replaced by `insert` (start === end: an insertion). */
  start: number;
  end: number;
  insert: string;
}

export interface BiffPart {
  ok: boolean;
  /** One plain sentence about this part. */
  note: string;
}

export interface Biff {
  brief: BiffPart & { words: number; target: number };
  informative: BiffPart & { facts: number; opinions: number };
  friendly: BiffPart & { opening: boolean; closing: boolean };
  firm: BiffPart & { request: boolean; deadline: boolean; endsExchange: boolean };
}

/**
 * The danger the text describes: the crisis lines come first (as in the chat). At the chat's
 * safety-check level ('check': the shared detector recognises danger but its triage is not sure),
 * its calm question with 911 and the fitting lines, and no follow-up.
 */
export interface Danger {
  level: 'crisis' | 'check';
  categories: string[];
  /** Help lines other than 911, in the chat's order (src/content/crisisLines.ts ids). */
  lines: CoachLineId[];
  /** What the chat says above the lines (its crisis intro, or its safety check's question), and after them for these categories (src/content/crisis/followUp.ts). */
  intro: string;
  followUp: string;
}

export interface Analysis {
  sentences: Sentence[];
  biff: Biff;
  danger: Danger | null;
  suggestions: Suggestion[];
}

/** A point of a received message that needs an answer. */
export interface Point {
  start: number;
  end: number;
  text: string;
  answer: AnswerKind[];
  /** The facts a reply names: dates, times, places, amounts, in the order written. */
  details: string[];
  /** Asked under a threat ("Sign the papers by Friday or ..."): the reply answers the ask, never the threat. */
  threatened: boolean;
}

export interface Reading extends Analysis {
  points: Point[];
  /** Sentences that need no answer (insults, accusations, history). */
  ignore: Sentence[];
  /** A BIFF reply covering only the points, for the parent to finish. */
  reply: string;
}
