// The coach page's own fixed words (English; the coach catalog says each in Spanish, docs/i18n.md
// "The coach"). A module of their own, with no import, so the page (main.ts) can show them
// before the answering engine (engine.ts, with the danger detector) has loaded in its worker.

export const GREETING =
  "Hi, I'm the EvenGround Coach, a guided helper (not a person and not AI). Tell me how you're feeling or pick a topic, and I'll point you to practical next steps.";

/** The safety check's question (level 'check'), shown with 911 and the fitting lines. */
export const SAFETY_CHECK = 'Are you and your children safe right now?';
/** The two answers to the safety check. */
export const SAFE_ANSWER = "I'm safe";
export const HELP_ANSWER = 'I need help now';
/** The coach's words after "I'm safe". */
export const SAFE_REPLY = 'Thank you. If that changes, the Get help now link at the top lists every line, day and night.';

/** Under the message box while the answering engine loads (coach/index.html shows it from the start). */
export const GETTING_READY = 'Getting ready…';
/** The same, once the parent has sent a message that waits for the engine. */
export const GETTING_READY_KEPT = 'Getting ready… Your message is kept and will be answered in a moment.';
/** The engine could not load (a failed update, a browser without workers): every line is pinned instead. */
export const NOT_STARTED =
  'The coach could not start on this device. Every help line is shown above; reload the page to try again.';
/**
 * The engine has not loaded within its time limit (main.ts LOAD_LIMIT_MS: a hung worker or a very
 * slow first load): every line is pinned, and the engine still answers if it loads later.
 */
export const SLOW_START =
  'The coach is taking a long time to start. Every help line is shown above, and your messages will be answered once it has started.';
