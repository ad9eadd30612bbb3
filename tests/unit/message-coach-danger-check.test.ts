// The danger detector as the message coach calls it (src/features/message-coach/dangerCheck.ts;
// docs/message-coach.md, "Session 21"): what it has read is kept by clause, an edit re-reads only
// the changed clause and its two pairs, and every answer is the shared detector's own.
import { describe, expect, it, vi } from 'vitest';
import { detectDanger as shared } from '../../src/content/crisis/crisis';
import { analyzeDraft, readReceived } from '../../src/features/message-coach/analyze';
import { asToldByReader } from '../../src/features/message-coach/danger';
import { clauseReads, detectDanger } from '../../src/features/message-coach/dangerCheck';
import train from '../fixtures/crisis-real/train.json';

const MONDAY = new Date(2026, 10, 23);
const categories = (text: string) => detectDanger(text)?.categories ?? null;

describe('the same answers as the shared detector', () => {
  it.each([
    // A clause pair read by a category a composed rule shares its id with (sexual_assault).
    ['He says it was consensual but I was crying and saying stop the whole time', ['sexual_assault']],
    // Danger told as over and done: some clauses left out, the others paired across the gap.
    ['He was violent back in 2019. Zero issues for 4 years now. We co-parent fine now.', null],
    ['Can you pick up Emma from school at 3:30 on Friday?', null],
    ['Pick her up at 6.', null],
  ])('%s', (text, expected) => {
    expect(categories(text)).toEqual(expected);
    expect(detectDanger(text)).toEqual(shared(text));
  });

  it("a threat: none as written (a parent's own account), threats as the reader would tell it", () => {
    const text = 'If you take the kids again I will kill you.';
    expect(categories(text)).toBeNull();
    expect(shared(text)).toBeNull();
    expect(categories(asToldByReader(text))).toEqual(['threats']);
    expect(detectDanger(asToldByReader(text))).toEqual(shared(asToldByReader(text)));
  });

  // Every fourth message of the crisis corpus's training part (danger, ordinary and everyday),
  // as written and as the reader would tell it (the whole part and every other training part:
  // 26,772 checks, 9,709 with danger, none different; docs/message-coach.md).
  const texts = [...train.danger, ...train.ordinary, ...train.everyday].map((m) => m.text).filter((_, i) => i % 4 === 0);
  it(`${texts.length} messages of the crisis corpus's training part`, () => {
    const different = texts
      .flatMap((t) => [t, asToldByReader(t)])
      .filter((t) => JSON.stringify(detectDanger(t)) !== JSON.stringify(shared(t)));
    expect(different).toEqual([]);
    // 778 readings by two detectors: seconds on a quiet machine, over 20 s at a load average of 20 (session 26).
  }, 120_000);
});

describe('an edit re-reads only what changed', () => {
  const sentences = [
    'Hi, the kids had a good week.',
    'Emma has a fever so she stayed home today.',
    'Can you pick her up at 5:30 on Friday?',
    'Her inhaler is in the blue bag.',
    'Thanks.',
  ];
  it('one changed sentence: its clause and the two pairs it is in', () => {
    detectDanger(sentences.join(' '));
    const before = clauseReads();
    expect(detectDanger(sentences.join(' '))).toBeNull();
    expect(clauseReads()).toBe(before);
    const edited = sentences.with(2, 'Can you pick her up at 6:30 on Friday?').join(' ');
    expect(detectDanger(edited)).toBeNull();
    expect(clauseReads()).toBe(before + 3);
  });

  it('the same text again: the answer kept, no clause read', () => {
    const text = 'He grabbed my neck last night. Can you take the kids on Friday?';
    const first = detectDanger(text);
    const before = clauseReads();
    expect(detectDanger(text)).toBe(first);
    expect(clauseReads()).toBe(before);
    expect(first?.categories).toEqual(['strangulation', 'violence']);
  });

  it('an analysis after others is the same as in a fresh worker', async () => {
    const draft = `${sentences.join(' ')} If you take the kids again I will kill you.`;
    const received = 'You never answer. Keep ignoring my emails and I will post them all online.';
    const warm = [analyzeDraft(draft, MONDAY), readReceived(received, MONDAY)];
    vi.resetModules();
    const fresh = await import('../../src/features/message-coach/analyze');
    const cold = [fresh.analyzeDraft(draft, MONDAY), fresh.readReceived(received, MONDAY)];
    expect(warm).toEqual(cold);
    expect(warm[0]!.danger?.categories).toEqual(['threats']);
  });
});
