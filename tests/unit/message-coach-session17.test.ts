// The message coach's session-17 changes (docs/message-coach.md, "Session 17"): danger named by
// the coach's own rules shows the lines for its kind, as the chat chooses them (the shared crisis
// detector's categories, src/content/crisis): a child taken gets the missing-children line,
// self-harm and suicide the suicide line, a child hurt the child-abuse line, a threat of harm the
// domestic violence line. Each case states the categories and lines shown, in order (911 is shown
// before them on the page).
import { describe, expect, it } from 'vitest';
import { analyzeDraft, readReceived } from '../../src/features/message-coach/analyze';
import type { Danger } from '../../src/features/message-coach/types';

/** A Monday, as in message-coach.test.ts. */
const MONDAY = new Date(2026, 10, 23);

type Shown = { categories: string[]; lines: string[] };
const shown = (text: string, read: (text: string, today: Date) => { danger: Danger | null } = readReceived): Shown | null => {
  const d = read(text, MONDAY).danger;
  return d && { categories: d.categories, lines: d.lines };
};

describe('a received message describing danger shows the lines for its kind', () => {
  it.each<[string, string, Shown]>([
    [
      'abduction',
      "If you keep ignoring me I'll show up at her school and take her.",
      { categories: ['child_taken', 'threats'], lines: ['ncmec', 'dv'] },
    ],
    [
      'abduction',
      "Delete me from your life all you want. You'll never see Kai again.",
      { categories: ['child_taken', 'threats'], lines: ['ncmec', 'dv'] },
    ],
    ['abduction', 'You will never find your kids.', { categories: ['child_taken', 'threats'], lines: ['ncmec', 'dv'] }],
    ['self-harm', 'I will cut myself if you keep her from me.', { categories: ['self_harm'], lines: ['lifeline'] }],
    [
      'self-harm',
      "I am going to hurt myself if you don't bring them back.",
      { categories: ['suicide', 'self_harm'], lines: ['lifeline'] },
    ],
    [
      'child abuse',
      "If she talks back to me again she'll get more than a slap.",
      { categories: ['child_abuse', 'threats'], lines: ['dv', 'childhelp'] },
    ],
    ['child abuse', 'I will beat our son if he lies again.', { categories: ['child_abuse'], lines: ['childhelp'] }],
    ['threat', "Come near my house again and you'll regret it.", { categories: ['threats'], lines: ['dv'] }],
    ['threat', "You're dead.", { categories: ['threats'], lines: ['dv'] }],
  ])('%s: %s', (_, text, expected) => {
    expect(shown(text)).toEqual(expected);
  });

  it('a drafted message gets the same lines', () => {
    expect(shown("I'll show up at her school and take her.", analyzeDraft)).toEqual({
      categories: ['child_taken', 'threats'],
      lines: ['ncmec', 'dv'],
    });
  });

  it('says what to do for a missing child after the lines', () => {
    expect(readReceived("I'll show up at her school and take her.", MONDAY).danger?.followUp).toBe(
      "If you don't know where your child is, or they have not been brought back, call 911 first. Then the National Center for Missing & Exploited Children can guide you, day or night.\n\nA domestic violence advocate can help you make a safety plan and explain protective orders in your state. If you can, reach out from a phone the other person can't check.",
    );
  });

  it('a calm message and a legal threat show none', () => {
    expect(shown('Can you take her to school Thursday at 8?')).toBeNull();
    expect(shown("I'll call my lawyer if you're late again.")).toBeNull();
  });
});
