// The message coach's tone check is downloaded (about 25 MB) only with the parent's say
// (src/features/message-coach/useCoach.ts; docs/message-coach.md, "Tone layer"): whether it loads
// by itself, is offered, or stays declined, from the remembered answer, whether the device already
// keeps its files, and whether the connection asks to spare data.
import { describe, expect, test } from 'vitest';
import { sparingData, toneStart } from '../../src/features/message-coach/useCoach';

describe('when the tone check loads by itself', () => {
  test('never without a yes, unless its files are already on the device', () => {
    expect(toneStart(null, false, false)).toBe('ask');
    expect(toneStart(null, true, false)).toBe('yes');
    expect(toneStart(null, true, true)).toBe('yes');
  });
  test('a remembered yes starts it, except on a connection that spares data (then the page asks)', () => {
    expect(toneStart('yes', false, false)).toBe('yes');
    expect(toneStart('yes', false, true)).toBe('ask');
    expect(toneStart('yes', true, true)).toBe('yes');
  });
  test('a remembered "not now" holds, even with the files on the device', () => {
    expect(toneStart('no', false, false)).toBe('declined');
    expect(toneStart('no', true, false)).toBe('declined');
  });
  test('data saver, a metered or a mobile connection spares data; none known, or wifi, does not', () => {
    expect(sparingData({ saveData: true })).toBe(true);
    expect(sparingData({ metered: true })).toBe(true);
    expect(sparingData({ type: 'cellular' })).toBe(true);
    expect(sparingData({ saveData: false, type: 'wifi' })).toBe(false);
    expect(sparingData(undefined)).toBe(false);
  });
});
