// The message coach's tone layer (docs/message-coach.md, "Tone layer"): a sentence no rule
// flagged is embedded by the sentence encoder (encoder.ts) and scored by a logistic regression
// fitted on the labelled training sentences (toneModel.ts, written by
// scripts/message-coach-tone.mjs). Above the threshold it gets a "tone" flag with its reason and
// the words that caused it: the (up to three) words whose removal lowers the score most, found by
// scoring every one-word-shorter copy of the sentence in one batch. The flag comes with a
// suggestion the parent may accept or ignore; the text is never changed silently. The layer adds
// flags after the analysis (analyze.ts) has decided about danger, so the crisis lines are the
// rules' and the detector's alone.
import { short } from '../suggestions';
import type { Analysis, Reading, Suggestion } from '../types';
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

/**
 * The span of the words that caused a flag: the word whose removal lowers the score (`full`
 * minus each of `without`) most, widened to a neighbouring word while that word's removal lowers
 * it by at least half as much, up to three words; null when removing no single word lowers it.
 */
export function attribution(words: ReadonlyArray<readonly [number, number]>, full: number, without: readonly number[]) {
  const drop = words.map((_, k) => full - without[k]!);
  let top = 0;
  for (let k = 1; k < drop.length; k++) if (drop[k]! > drop[top]!) top = k;
  if (!(drop[top]! > 0)) return null;
  let first = top;
  let last = top;
  const strong = (k: number) => k >= 0 && k < drop.length && drop[k]! >= drop[top]! / 2;
  while (last - first + 1 < TOP && (strong(first - 1) || strong(last + 1))) {
    const left = strong(first - 1) ? drop[first - 1]! : -Infinity;
    const right = strong(last + 1) ? drop[last + 1]! : -Infinity;
    if (left >= right) first--;
    else last++;
  }
  return { start: words[first]![0], end: words[last]![1] };
}

/** One sentence the layer flags: its index in the analysis, the words' span in the whole text, the score. */
export interface ToneFinding {
  sentence: number;
  start: number;
  end: number;
  score: number;
}

export type Embed = (texts: readonly string[]) => Promise<ArrayLike<number>[]>;

/** The sentences of `analysis` no rule flagged that have words: the ones the layer reads. */
function openSentences(text: string, analysis: Analysis) {
  return analysis.sentences
    .map((s, i) => ({ i, start: s.start, sentence: text.slice(s.start, s.end) }))
    .filter((c, i) => !analysis.sentences[i]!.flags.length && wordSpans(c.sentence).length);
}

/** The texts the layer embeds first for `analysis` (the one-word-shorter copies of those it flags follow). */
export function toneTexts(text: string, analysis: Analysis): string[] {
  return openSentences(text, analysis).map((c) => c.sentence);
}

/** The sentences of `analysis` no rule flagged that the model scores at or above its threshold, with their words. */
export async function toneFindings(text: string, analysis: Analysis, embed: Embed): Promise<ToneFinding[]> {
  const open = openSentences(text, analysis);
  if (!open.length) return [];
  const scores = (await embed(open.map((c) => c.sentence))).map(toneScore);
  const hits = open
    .map((c, k) => ({ ...c, score: scores[k]!, words: wordSpans(c.sentence) }))
    .filter((c) => c.score >= TONE_MODEL.threshold);
  if (!hits.length) return [];
  const variants = hits.flatMap((c) => c.words.map((w) => withoutWord(c.sentence, w)));
  const shorter = (await embed(variants)).map(toneScore);
  const out: ToneFinding[] = [];
  let at = 0;
  for (const c of hits) {
    const without = shorter.slice(at, at + c.words.length);
    at += c.words.length;
    const span = attribution(c.words, c.score, without);
    if (span) out.push({ sentence: c.i, start: c.start + span.start, end: c.start + span.end, score: c.score });
  }
  return out;
}

/**
 * The analysis with the layer's flags added, each with a suggestion the parent may accept or
 * ignore: leave the sentence out (removing words alone would leave a broken sentence). A received
 * message's flagged sentences that need no answer join the ones to ignore. Danger is unchanged.
 */
export function withTone<T extends Analysis>(text: string, analysis: T, findings: readonly ToneFinding[]): T {
  if (!findings.length) return analysis;
  const sentences = analysis.sentences.map((s) => ({ ...s, flags: [...s.flags] }));
  const added: Suggestion[] = [];
  for (const f of findings) {
    const s = sentences[f.sentence]!;
    s.flags.push({ category: 'tone', start: f.start, end: f.end, reason: TONE_REASON });
    let end = s.end;
    while (end < text.length && /\s/.test(text[end]!)) end++;
    added.push({ id: `drop-${s.start}`, kind: 'drop', label: `Leave out "${short(s.text)}"`, start: s.start, end, insert: '' });
  }
  const keep = analysis.suggestions.filter((s) => s.kind !== 'opening' && s.kind !== 'closing');
  const last = analysis.suggestions.filter((s) => s.kind === 'opening' || s.kind === 'closing');
  const out: Analysis = { ...analysis, sentences, suggestions: [...keep, ...added, ...last] };
  if ('ignore' in analysis) {
    const reading = analysis as unknown as Reading;
    const ignore = sentences.filter(
      (s, i) => reading.ignore.some((x) => x.start === s.start) || (findings.some((f) => f.sentence === i) && !s.answer.length),
    );
    return { ...out, ignore } as unknown as T;
  }
  return out as T;
}
