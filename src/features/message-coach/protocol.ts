// The message coach page ⇄ its analysis worker (docs/README.md lists every worker protocol).
import type { Analysis, Reading } from './types';

export type CoachMode = 'draft' | 'received';

/** Analyse `text` as a draft or a received message; `today` (ms) dates the suggested deadline. */
export interface CoachRequest {
  id: number;
  mode: CoachMode;
  text: string;
  today: number;
}

export type CoachReply =
  | { id: number; mode: 'draft'; result: Analysis }
  | { id: number; mode: 'received'; result: Reading }
  | { id: number; failed: true };
