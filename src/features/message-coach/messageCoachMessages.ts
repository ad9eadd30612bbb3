import * as m from '../../content/messages/message-coach/compiled/en.js';
import { engineText } from '../../lib/engineText';
import { english, type Translate } from '../../lib/translate';
import { catalog } from '../../ui/i18n';

/** The message coach's words: the page, the flags' names and reasons, the BIFF notes, the suggestions; docs/i18n.md. */
export const messageCoachMessages = catalog(() => import('../../content/messages/message-coach/compiled/es.js'));

/**
 * The crisis reply's words (its intro, follow-up and the help lines with their Spanish options) are
 * the chat coach's: the same texts from src/content/crisis, in the coach area's catalog. This page
 * loads only that part of its Spanish (`es-crisis.js`, built from the catalog and those texts:
 * scripts/i18n.mjs BUILT_SUBSETS), not the chat's topics.
 */
export const crisisMessages = catalog(() => import('../../content/messages/coach/compiled/es-crisis.js'));

/**
 * The patterns of the texts the analysis builds with numbers or the message's own words in them
 * (biff.ts notes, suggestions.ts labels); tests/unit/message-coach-es.test.ts checks that every
 * text the engine can write matches one.
 */
const ENGINE_PATTERNS: readonly string[] = [
  m.note_brief_ok,
  m.note_brief_over,
  m.note_opinions_one,
  m.note_opinions_many,
  m.suggest_leave_out,
  m.suggest_replace,
  m.suggest_remove,
  m.suggest_start,
  m.suggest_end,
];

export interface CoachEngineText {
  (text: string): string;
  /** A built text in pieces, the message's own words as `{ input }`; null for a fixed text or in English. */
  parts: (text: string) => Array<string | { input: string }> | null;
}

/** The analysis's texts in the language on screen: a fixed text by its English, a built one by its pattern. */
export function coachEngineText(t: Translate): CoachEngineText {
  if (t === english) return Object.assign((text: string) => text, { parts: () => null });
  const built = engineText(ENGINE_PATTERNS, t);
  const say = (text: string) => built(text) ?? t(text);
  return Object.assign(say, { parts: built.parts });
}
