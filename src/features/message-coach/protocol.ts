// The message coach page ⇄ its analysis worker (docs/README.md lists every worker protocol).
import type { ModelFiles } from './tone/encoder';
import type { Analysis, Reading } from './types';

export type CoachMode = 'draft' | 'received';

/** Analyse `text` as a draft or a received message; `today` (ms) dates the suggested deadline. */
export interface CoachRequest {
  id: number;
  mode: CoachMode;
  text: string;
  today: number;
}

/** The tone layer's files (tone/modelFiles.ts), fetched by the page: the worker reaches no network. null: they could not be fetched. */
export interface ToneFiles {
  type: 'tone-files';
  files: ModelFiles | null;
}

/**
 * Whether the tone layer (docs/message-coach.md, "Tone layer") read this text: 'checked'; its
 * flags are all there but each still marks its whole sentence, and a second answer to the same
 * request follows with the words that explain them (without them when newer text came meanwhile:
 * the page sends it once this answer is in, and the worker leaves the words for it): 'words'; it is reading the text now and a
 * second answer follows: 'checking'; its model has not come (the page knows whether it is on its
 * way or the parent has not chosen to download it): 'loading'; it could not load: 'off'. Until
 * 'words' or 'checked', the answer holds the rules' flags only and the page says so.
 */
export type ToneState = 'loading' | 'checking' | 'words' | 'checked' | 'off';

export type CoachReply =
  | { id: number; mode: 'draft'; result: Analysis; tone: ToneState }
  | { id: number; mode: 'received'; result: Reading; tone: ToneState }
  | { id: number; failed: true }
  /** The tone layer has loaded ('checked': the latest text may be sent again) or could not ('off'). */
  | { type: 'tone'; tone: ToneState };
