// The message coach's tone layer (docs/message-coach.md, "Tone layer"): a sentence no rule
// flagged is embedded by the sentence encoder (encoder.ts) and scored by a logistic regression
// fitted on the labelled training sentences (toneModel.ts, written by
// scripts/message-coach-tone.mjs). Above the threshold it gets a "tone" flag with its reason,
// first on the whole sentence (toneFindings); then, a moment later, on the words that explain
// it (toneWords): every copy of the sentence without a window of words is scored in one batch,
// and the window whose removal lowers the score most, more than pronouns and small words, is the
// flag's span; a flag no such window accounts for is dropped (issue 28: every flag comes with the
// words that caused it). The flag
// comes with a suggestion the parent may accept or ignore; the text is never changed silently.
// The layer adds flags after the analysis (analyze.ts) has decided about danger, so the crisis
// lines are the rules' and the detector's alone.
import { biffOf } from '../biff';
import { tellsHarm } from '../danger';
import { short } from '../suggestions';
import type { Analysis, Reading, Suggestion } from '../types';
import { quiet } from '../warmth';
import { TONE_MODEL } from './toneModel';

export const TONE_REASON =
  'This sentence is likely to read as hostile or blaming. The other parent will answer the tone instead of the point: say what happened and what you need, in plain words.';

/** Words whose removal the attribution tries: letters and digits, with inner apostrophes and hyphens. */
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
/** At most this many words make up a flag's span. */
const TOP = 3;

/** The model's probability that a sentence with this embedding reads as escalating. */
export function toneScore(vector: ArrayLike<number>): number {
  const { weights, bias } = TONE_MODEL;
  let z = bias;
  for (let d = 0; d < weights.length; d++) z += weights[d]! * vector[d]!;
  return 1 / (1 + Math.exp(-z));
}

/** [start, end) of each word of `sentence`. */
export function wordSpans(sentence: string): Array<[number, number]> {
  return [...sentence.matchAll(WORD)].map((m) => [m.index, m.index + m[0].length]);
}

/** `sentence` without the word at [start, end) and one space beside it. */
export function withoutWord(sentence: string, [start, end]: readonly [number, number]): string {
  if (sentence[end] === ' ') end++;
  else if (sentence[start - 1] === ' ') start--;
  return sentence.slice(0, start) + sentence.slice(end);
}

/** The words a copy leaves out: three (two in a sentence of three words, one in a sentence of two). */
export function windowSize(words: number): number {
  return Math.max(0, Math.min(TOP, words - 1));
}

/** [first, last] word index of each window of `size` consecutive words, in order. */
export function windows(words: number, size: number): Array<[number, number]> {
  if (size < 1) return [];
  return Array.from({ length: words - size + 1 }, (_, k): [number, number] => [k, k + size - 1]);
}

/**
 * Words that say nothing alone: a window of only these (a stray "you", "on the") does not
 * explain a flag. Pronouns, articles, linking and helping words.
 */
const SMALL = new Set(
  (
    "i i'm i've i'll i'd me my mine myself you you're you've you'll you'd your yours yourself he she it it's " +
    'him her his its we us our they them their this that these those the a an and or but so to of in on at ' +
    'for with from by as is are was were be been am do does did have has had will would can could'
  ).split(' '),
);
const small = (word: string) => SMALL.has(word.toLowerCase().replaceAll('’', "'"));

/**
 * The window whose removal lowers the score most (`full` minus each of `without`, one per
 * window), of those that are more than small words. Where leaving it out takes away at least half
 * of the score's margin over the threshold it explains the flag; otherwise it is still the
 * sentence's strongest words, shown as long as leaving them out lowers the score at all (issue 28:
 * every flag comes with the words that caused it). Null when no such window exists: the flag is
 * dropped (toneWords).
 */
export function attribution(
  sentence: string,
  words: ReadonlyArray<readonly [number, number]>,
  spans: ReadonlyArray<readonly [number, number]>,
  full: number,
  without: readonly number[],
  threshold: number,
): { start: number; end: number; explains: boolean } | null {
  let best = -1;
  spans.forEach(([first, last], k) => {
    const content = words.slice(first, last + 1).some(([s, e]) => !small(sentence.slice(s, e)));
    if (content && (best < 0 || without[k]! < without[best]!)) best = k;
  });
  if (best < 0 || full - without[best]! <= 0) return null;
  const [first, last] = spans[best]!;
  return { start: words[first]![0], end: words[last]![1], explains: full - without[best]! >= (full - threshold) / 2 };
}

/**
 * One sentence the layer flags: its index in the analysis, the score, and the span in the whole
 * text its flag marks: the sentence itself until (or unless) some of its words explain the score.
 */
export interface ToneFinding {
  sentence: number;
  start: number;
  end: number;
  score: number;
}

export type Embed = (texts: readonly string[]) => Promise<ArrayLike<number>[]>;

/** The sentences no rule flagged, with at least one word, that are not quiet (warmth.ts: empathy, wishes, thanks; courteous asks, own apologies, greetings passed on). */
function openSentences(text: string, analysis: Analysis) {
  return analysis.sentences
    .map((s, i) => ({ i, start: s.start, end: s.end, sentence: text.slice(s.start, s.end) }))
    .filter((c, i) => !analysis.sentences[i]!.flags.length && wordSpans(c.sentence).length && !quiet(c.sentence));
}

/** The texts the layer embeds first for `analysis` (the one-word-shorter copies of those it flags follow). */
export function toneTexts(text: string, analysis: Analysis): string[] {
  return openSentences(text, analysis).map((c) => c.sentence);
}

/** The sentences of `analysis` no rule flagged that the model scores at or above its threshold, each flagged as a whole. */
export async function toneFindings(text: string, analysis: Analysis, embed: Embed): Promise<ToneFinding[]> {
  const open = openSentences(text, analysis);
  if (!open.length) return [];
  const scores = (await embed(open.map((c) => c.sentence))).map(toneScore);
  return open
    .map((c, k) => ({ sentence: c.i, start: c.start, end: c.end, score: scores[k]! }))
    .filter((c) => c.score >= TONE_MODEL.threshold);
}

/** Each flagged sentence's copies without a window of words: the texts toneWords() embeds. */
export function toneWordTexts(text: string, findings: readonly ToneFinding[]): string[] {
  return findings.flatMap((f) => copies(text.slice(f.start, f.end)).texts);
}

function copies(sentence: string) {
  const words = wordSpans(sentence);
  const spans = windows(words.length, windowSize(words.length));
  const texts = spans.map(([first, last]) => withoutWord(sentence, [words[first]![0], words[last]![1]]));
  return { words, spans, texts };
}

/**
 * `findings` on the words that cause each (attribution()), scored in one batch of every flagged
 * sentence's copies without each window of words. A sentence of one word is its word; a flag
 * no window of words accounts for (only small words, or none whose removal lowers the score) is
 * dropped, so every tone flag shown quotes its words (issue 28).
 */
export async function toneWords(text: string, findings: readonly ToneFinding[], embed: Embed): Promise<ToneFinding[]> {
  if (!findings.length) return [];
  const scores = (await embed(toneWordTexts(text, findings))).map(toneScore);
  let at = 0;
  return findings.flatMap((f) => {
    const sentence = text.slice(f.start, f.end);
    const { words, spans } = copies(sentence);
    const without = scores.slice(at, at + spans.length);
    at += spans.length;
    const one = words.length === 1 && !small(sentence.slice(words[0]![0], words[0]![1]));
    const span = one
      ? { start: words[0]![0], end: words[0]![1] }
      : attribution(sentence, words, spans, f.score, without, TONE_MODEL.threshold);
    return span ? [{ ...f, start: f.start + span.start, end: f.start + span.end }] : [];
  });
}

/**
 * The analysis with the layer's flags added, each with a suggestion the parent may accept or
 * ignore: leave the sentence out (removing words alone would leave a broken sentence). A received
 * message's flagged sentences that need no answer join the ones to ignore; the BIFF summary is
 * counted again with them. Danger is unchanged.
 */
export function withTone<T extends Analysis>(text: string, analysis: T, findings: readonly ToneFinding[]): T {
  if (!findings.length) return analysis;
  const sentences = analysis.sentences.map((s) => ({ ...s, flags: [...s.flags] }));
  const added: Suggestion[] = [];
  for (const f of findings) {
    const s = sentences[f.sentence]!;
    s.flags.push({ category: 'tone', start: f.start, end: f.end, reason: TONE_REASON });
    // Never suggest leaving out harm done to the writer, told (session 26): the flag stays, the sentence too.
    if (analysis.danger && tellsHarm(s.text)) continue;
    let end = s.end;
    while (end < text.length && /\s/.test(text[end]!)) end++;
    added.push({ id: `drop-${s.start}`, kind: 'drop', label: `Leave out "${short(s.text)}"`, start: s.start, end, insert: '' });
  }
  const keep = analysis.suggestions.filter((s) => s.kind !== 'opening' && s.kind !== 'closing');
  const last = analysis.suggestions.filter((s) => s.kind === 'opening' || s.kind === 'closing');
  // The BIFF summary counts the layer's flags too: a draft it flags is not yet friendly or informative.
  const out = { ...analysis, sentences, biff: biffOf(text, sentences), suggestions: [...keep, ...added, ...last] };
  if (!isReading(analysis)) return out;
  const ignore = sentences.filter(
    (s, i) => analysis.ignore.some((x) => x.start === s.start) || (findings.some((f) => f.sentence === i) && !s.answer.length),
  );
  return { ...out, ignore };
}

/**
 * The tone layer's final answer for `analysis` (the rules' answer to `text`): the sentences the
 * model flags (toneFindings), then each flag on the words that explain it, a flag no words account
 * for dropped (toneWords). The worker answers the page with this (messageCoach.worker.ts), and the
 * benches measure it, so their figures are the flags a parent is shown (docs/message-coach.md).
 * `words` embeds the copies without each window (the worker's own steps; `embed` by default);
 * `whole` is told the answer with the flags still on their whole sentences before the words are
 * looked for.
 */
export async function toneAnswer<T extends Analysis>(
  text: string,
  analysis: T,
  embed: Embed,
  words: Embed = embed,
  whole?: (answer: T, findings: readonly ToneFinding[]) => void,
): Promise<T> {
  const findings = await toneFindings(text, analysis, embed);
  whole?.(withTone(text, analysis, findings), findings);
  return withTone(text, analysis, await toneWords(text, findings, words));
}

/** A received message's reading (it lists the sentences to ignore), not a draft's analysis. */
function isReading(analysis: Analysis): analysis is Reading {
  return 'ignore' in analysis;
}
