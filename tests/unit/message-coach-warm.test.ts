// The message coach's worker is started when the page opens and warmed up before the parent writes
// (src/features/message-coach/useCoach.ts, messageCoach.worker.ts; docs/message-coach.md,
// "Start-up"): the warm-up answers 'ready' once, sends no analysis, and leaves the answers to
// real text as they would be without it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { analyzeDraft, readReceived } from '../../src/features/message-coach/analyze';
import type { CoachReply, CoachRequest, CoachWarm } from '../../src/features/message-coach/protocol';

/** A Monday, as in message-coach.test.ts. */
const MONDAY = new Date(2026, 10, 23);
const posted: CoachReply[] = [];
let send: (data: CoachRequest | CoachWarm) => void;

beforeAll(async () => {
  vi.stubGlobal('self', { postMessage: (reply: CoachReply) => posted.push(reply) });
  await import('../../src/features/message-coach/messageCoach.worker');
  const worker = self as unknown as { onmessage: (ev: { data: CoachRequest | CoachWarm }) => void };
  send = (data) => worker.onmessage({ data });
}, 60000);
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('the worker warmed up when the page opens', () => {
  it('answers the warm-up with ready, and only that', async () => {
    send({ type: 'warm' });
    await vi.waitFor(() => expect(posted).toEqual([{ type: 'ready' }]), { timeout: 50000, interval: 10 });
    // compromise's lexicon and the detectors' first runs: seconds on a busy machine.
  }, 60000);

  it.each([
    ['draft', 'You are such an idiot. You need to bring her coat on Friday.'],
    ['received', "You're pathetic. Can you pick Emma up at 4:30 on Friday at Lincoln School?"],
    ['received', 'If you keep the kids from me I will kill you. Can you pick Emma up at 4:30 on Friday?'],
  ] as const)(
    'after it, a %s is answered as without it: %s',
    async (mode, text) => {
      const id = posted.length + 100;
      send({ id, mode, text, today: MONDAY.getTime() });
      await vi.waitFor(() => expect(posted.some((r) => 'id' in r && r.id === id)).toBe(true), { timeout: 20000, interval: 10 });
      const expected = mode === 'received' ? readReceived(text, MONDAY) : analyzeDraft(text, MONDAY);
      // The tone layer has no files here: the rules' answer, tone 'loading'.
      expect(posted.find((r) => 'id' in r && r.id === id)).toEqual({ id, mode, result: expected, tone: 'loading' });
    },
    30000,
  );
});
