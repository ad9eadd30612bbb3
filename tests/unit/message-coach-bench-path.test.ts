// The message coach's benches (tests/bench/messages-sealed.bench.mjs, messages-kfold.bench.mjs with
// MESSAGES_TONE=on) measure the flags the page shows a parent: the rules' answer, then the tone
// layer through toneAnswer() (tone/tone.ts), the function the worker answers the page with
// (docs/message-coach.md, "Figures"). Here the worker itself, loaded with the real encoder, and the
// benches' path answer the same training messages with the same flags and spans: a tone flag on
// the words that explain it, one on a one-word sentence, and one no words explain, dropped.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { analyzeDraft, readReceived } from '../../src/features/message-coach/analyze';
import type { CoachMode, CoachReply, CoachRequest, ToneFiles } from '../../src/features/message-coach/protocol';
import { loadEncoder, type SentenceEncoder } from '../../src/features/message-coach/tone/encoder';
import { toneAnswer, toneFindings, withTone } from '../../src/features/message-coach/tone/tone';
import type { Analysis } from '../../src/features/message-coach/types';
import { nodeModelFiles } from '../toneModelFiles.mjs';

/** A Monday, as in message-coach.test.ts. */
const MONDAY = new Date(2026, 10, 23);

const posted: CoachReply[] = [];
let send: (data: CoachRequest | ToneFiles) => void;
let encoder: SentenceEncoder;
const embed = (texts: readonly string[]) => encoder.embed(texts);

beforeAll(async () => {
  vi.stubGlobal('self', { postMessage: (reply: CoachReply) => posted.push(reply) });
  await import('../../src/features/message-coach/messageCoach.worker');
  const worker = self as unknown as { onmessage: (ev: { data: CoachRequest | ToneFiles }) => void };
  send = (data) => worker.onmessage({ data });
  send({ type: 'tone-files', files: nodeModelFiles() });
  await vi.waitFor(() => expect(posted).toContainEqual({ type: 'tone', tone: 'checked' }), { timeout: 90000, interval: 50 });
  encoder = await loadEncoder(nodeModelFiles());
}, 120000);
afterAll(() => {
  vi.unstubAllGlobals();
});

/** Each flag of an answer: category, its words, start, end. */
const flagsOf = (text: string, answer: Analysis) =>
  answer.sentences.flatMap((s) => s.flags.map((f) => [f.category, text.slice(f.start, f.end), f.start, f.end]));

let next = 1;
/** Every reply the worker posts to one request, up to its final answer (tone 'checked'). */
async function workerReplies(mode: CoachMode, text: string) {
  const id = next++;
  send({ id, mode, text, today: MONDAY.getTime() });
  const mine = () => posted.filter((r) => 'id' in r && r.id === id);
  await vi.waitFor(() => expect(mine().some((r) => 'tone' in r && r.tone === 'checked')).toBe(true), {
    timeout: 60000,
    interval: 20,
  });
  return mine().map((r) => r as Extract<CoachReply, { result: Analysis }>);
}

/** The benches' path: the rules' answer, then toneAnswer() on the encoder's embeddings. */
async function benchAnswer(mode: CoachMode, text: string) {
  const rules = mode === 'received' ? readReceived(text, MONDAY) : analyzeDraft(text, MONDAY);
  return toneAnswer(text, rules, embed);
}

describe('the benches measure the flags the worker shows the page', () => {
  it.each([
    // A tone flag on the words that explain it, beside the rules' flag (the encoder test's first
    // fixed sentence, before train-2.json f001's second).
    [
      'f001',
      'received',
      "You just don't get it. You should've planned your sister's visit around your custodial time.",
      [
        ['tone', "You just don't", 0, 14],
        ['blame', "You should've planned", 23, 44],
      ],
    ],
    // sealed.json s018 (retired, training): the tone flag's words.
    ['s018', 'draft', "You're not doing it right.", [['tone', 'not doing it', 7, 19]]],
    // A one-word sentence is its word (sealed.json s123's "Can't." until the session-22 refit raised
    // the threshold).
    ['one-word', 'draft', 'Unbelievable. Working.', [['tone', 'Unbelievable', 0, 12]]],
  ] as const)('%s: the same flags and spans, on the words', async (_id, mode, text, flags) => {
    const replies = await workerReplies(mode, text);
    const shown = replies.at(-1)!;
    expect(shown.tone).toBe('checked');
    expect(flagsOf(text, shown.result)).toEqual(flags);
    expect(flagsOf(text, await benchAnswer(mode, text))).toEqual(flags);
    expect(await benchAnswer(mode, text)).toEqual(shown.result);
  });

  it('sealed-12.json n235 (training since session 21): a tone flag no words explain is dropped by both', async () => {
    const text = 'You turned everyone against me, even the police. This is on you.';
    const rules = readReceived(text, MONDAY);
    // The model flags a sentence as a whole ...
    expect((await toneFindings(text, rules, embed)).map((f) => text.slice(f.start, f.end))).toEqual(['This is on you.']);
    const replies = await workerReplies('received', text);
    // ... the worker's first answer shows it on that sentence, the final answer drops it.
    const blame = ['blame', 'You turned everyone against me', 0, 30];
    expect(replies.map((r) => [r.tone, flagsOf(text, r.result)])).toEqual([
      ['words', [blame, ['tone', 'This is on you.', 49, 64]]],
      ['checked', [blame]],
    ]);
    // The benches used to stop at the whole-sentence answer (withTone on toneFindings) and counted it.
    expect(flagsOf(text, withTone(text, rules, await toneFindings(text, rules, embed)))).toEqual(
      flagsOf(text, replies[0]!.result),
    );
    expect(flagsOf(text, await benchAnswer('received', text))).toEqual([blame]);
    expect(await benchAnswer('received', text)).toEqual(replies.at(-1)!.result);
  });
});
