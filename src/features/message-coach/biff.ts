// The BIFF summary of a message (brief, informative, friendly, firm; docs/message-coach.md).
import { CLOSING, GREETING, HOSTILE } from './patterns';
import type { Biff, Sentence } from './types';

/** The length a brief message keeps under (words). */
const BRIEF_TARGET = 100;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /\w/.test(w)).length;
}

/** A weekday two days after `today`: the deadline a suggested closing names. */
export function deadlineDay(today: Date): string {
  return WEEKDAYS[(today.getDay() + 2) % 7]!;
}

export function biffOf(text: string, sentences: readonly Sentence[]): Biff {
  const words = wordCount(text);
  const facts = sentences.reduce(
    (n, s) => n + s.answer.filter((a) => a === 'date' || a === 'time' || a === 'place' || a === 'money').length,
    0,
  );
  const opinions = sentences.filter((s) => s.flags.some((f) => HOSTILE.has(f.category))).length;
  const opening = GREETING.test(text);
  const closing = CLOSING.test(text.trim());
  const tone = sentences.flatMap((s) => s.flags).filter((f) => f.category !== 'hedging' && f.category !== 'questions').length;
  const request = sentences.some((s) => s.answer.includes('request'));
  const deadline = sentences.some(
    (s) => s.answer.includes('request') && (s.answer.includes('date') || s.answer.includes('time')),
  );
  const last = sentences.filter((s) => !GREETING.test(s.text) || s.answer.length).at(-1);
  const endsExchange = !!last && (!last.text.trim().endsWith('?') || /\bconfirm\b/i.test(last.text));
  return {
    brief: {
      ok: words <= BRIEF_TARGET,
      words,
      target: BRIEF_TARGET,
      note:
        words <= BRIEF_TARGET
          ? `${words} words: within the ${BRIEF_TARGET}-word target.`
          : `${words} words: over the ${BRIEF_TARGET}-word target. Keep to the one matter at hand.`,
    },
    informative: {
      ok: facts > 0 && opinions === 0,
      facts,
      opinions,
      note:
        opinions > 0
          ? `${opinions} ${opinions === 1 ? 'sentence' : 'sentences'} with opinions or charges: keep to facts.`
          : facts > 0
            ? 'States facts (dates, times, places or amounts).'
            : 'No date, time, place or amount yet: say exactly what, when and where.',
    },
    friendly: {
      ok: opening && tone === 0,
      opening,
      closing,
      note:
        tone > 0
          ? 'Some words will read as hostile (see the flags).'
          : opening
            ? closing
              ? 'Opens and closes politely.'
              : 'Opens politely; a short thank-you at the end helps.'
            : 'A short greeting at the start sets a calm tone.',
    },
    firm: {
      ok: request && deadline && endsExchange,
      request,
      deadline,
      endsExchange,
      note: !request
        ? 'No clear request or answer yet: say what you are asking for or agreeing to.'
        : !deadline
          ? 'Add a time to answer by, so the exchange can end.'
          : !endsExchange
            ? 'It ends on an open question: end with the request and its deadline.'
            : 'A clear request with a time to answer by.',
    },
  };
}
