// Harm to property threatened (src/features/message-coach/rules.ts; docs/message-coach.md,
// "Session 18"): a received "I'll burn your car" is danger with the domestic violence line first,
// as the chat gives; an ordinary sentence about a car or a window is not.
import { describe, expect, it } from 'vitest';
import { readReceived } from '../../src/features/message-coach/analyze';

const MONDAY = new Date(2026, 10, 23);
const categories = (text: string) => readReceived(text, MONDAY).sentences.flatMap((s) => s.flags.map((f) => f.category));

describe('a threat to burn or smash what the reader owns', () => {
  it.each([
    ["I'll burn your car.", "I'll burn your car"],
    ["I'm going to smash your windows.", "I'm going to smash your windows"],
    ['Keep it up and I will slash your tires.', 'I will slash your tires'],
    ["I'll set fire to that house.", "I'll set fire to that house"],
  ])('%s: danger on the words, the domestic violence line', (text, words) => {
    const r = readReceived(text, MONDAY);
    const flag = r.sentences.flatMap((s) => s.flags).find((f) => f.category === 'danger');
    expect(flag && text.slice(flag.start, flag.end)).toBe(words);
    expect(r.danger?.level).toBe('crisis');
    expect(r.danger?.lines).toContain('dv');
  });

  it.each([
    "I'll wash your car on Saturday before the exchange.",
    'The car window is broken, can you take them to school Monday?',
    "I'll fix the door at your place when I drop the kids off.",
  ])('no danger: %s', (text) => {
    expect(categories(text)).not.toContain('danger');
    expect(readReceived(text, MONDAY).danger).toBeNull();
  });
});
