/** Story form and forum rules (docs/product-rules.md, "Community", "Two ways to run", "Honest actions"). */
import { check, maxLength, object, pipe, string, type InferOutput } from 'valibot';
import { mailHandoff, type MailHandoff } from '../../lib/mailto';
import { checkValue, entry, parseOrThrow } from '../../lib/schema';
import { english, type Translate } from '../../lib/translate';
import * as m from '../../content/messages/community/compiled/en.js';

export const STORY_MIN_LENGTH = 200;

export const STORY_ERRORS = {
  empty: m.err_empty,
  short: english(m.err_short, { min: STORY_MIN_LENGTH }),
} as const;

/** Characters as a reader counts them (an emoji is one), ignoring spaces at either end. */
export function storyLength(text: string): number {
  return Array.from(text.trim()).length;
}

/** The story as submitted: written, and at least STORY_MIN_LENGTH characters. */
const storySchema = pipe(
  string(),
  check((text) => storyLength(text) > 0, STORY_ERRORS.empty),
  check((text) => storyLength(text) >= STORY_MIN_LENGTH, STORY_ERRORS.short),
);

/** The problem with the story, or null when it can be submitted. */
export function validateStory(text: string): string | null {
  const checked = checkValue(storySchema, text);
  return checked.ok ? null : checked.error;
}

/** The problem with the story in the language on screen (`validateStory` gives the English one). */
export function storyProblemText(problem: string, t: Translate): string {
  return problem === STORY_ERRORS.short ? t(m.err_short, { min: STORY_MIN_LENGTH }) : t(problem);
}

/** The live counter under the text box. */
export function storyCounter(text: string, t: Translate = english): string {
  const n = storyLength(text);
  if (n >= STORY_MIN_LENGTH) return t(m.counter_ready, { count: n });
  return t(n === 1 ? m.counter_more_one : m.counter_more, { count: n, missing: STORY_MIN_LENGTH - n, min: STORY_MIN_LENGTH });
}

export type SessionMode = 'local' | 'connected';
export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

/**
 * Who may write and submit a story. Local mode has no accounts and drafting runs on the
 * device, so it is open; connected mode keeps the login gate.
 */
export function canWriteStory(mode: SessionMode, status: SessionStatus): boolean {
  return mode === 'local' || status === 'signedIn';
}

/** Forum access: in connected mode only with a session. */
export function showUnlockCommunity(mode: SessionMode, status: SessionStatus): boolean {
  return mode === 'connected' && status !== 'signedIn';
}

export const STORY_LOGIN_TOAST = {
  title: m.login_toast_title,
  description: m.login_toast_text,
} as const;

export const FORUM_SOON_TOAST = {
  title: m.soon_title,
  description: m.soon_text,
} as const;

export type ForumAction = { kind: 'open'; url: string } | { kind: 'coming-soon' };

/** Access Forum: the configured forum address (web addresses only), else "Coming Soon". */
export function forumAction(forumUrl: string): ForumAction {
  const raw = forumUrl.trim();
  if (!raw) return { kind: 'coming-soon' };
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? { kind: 'open', url: url.href } : { kind: 'coming-soon' };
  } catch {
    return { kind: 'coming-soon' };
  }
}

const STORY_SUBJECT = 'My story for the EvenGround community';

/** The email the user's mail app opens, addressed to the stories address. */
export function storyMailto(text: string, to: string): MailHandoff {
  return mailHandoff({
    to,
    subject: STORY_SUBJECT,
    body: `${text.trim()}\n\n(Shared from the EvenGround community page.)`,
  });
}

const STORY_DRAFT_MAX = 100_000;

/** The story text of an autosaved draft. */
const storyTextSchema = pipe(
  string('the draft text is missing'),
  maxLength(STORY_DRAFT_MAX, `the draft is longer than ${STORY_DRAFT_MAX} characters`),
);

/** A story draft as kept in the vault (kind 'story-draft'). */
export const storyDraftSchema = object(
  {
    text: entry(storyTextSchema),
    /** ISO date-time of the save. */
    savedAt: entry(
      pipe(
        string('the save time is missing'),
        check((at) => !Number.isNaN(Date.parse(at)), 'the save time is missing'),
      ),
    ),
  },
  'a story draft must be an object',
);

export type StoryDraft = InferOutput<typeof storyDraftSchema>;

/** Checks the story text of an autosaved draft. */
export const validateStoryText = (value: unknown): string => parseOrThrow(storyTextSchema, value);

/** Checks a stored story draft (the story-draft kind's schema). */
export const validateStoryDraft = (value: unknown): StoryDraft => parseOrThrow(storyDraftSchema, value);
