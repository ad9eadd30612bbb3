// The message coach's session-16 changes (docs/message-coach.md, "Session 16"): harm threatened
// or told in a received message brings the crisis lines first (the lines come from the shared
// crisis detector's linesOfCategories), and the text is read as the reader would tell it with
// its contractions flipped too. Each case states every flag the coach gives, with its words.
import { describe, expect, it } from 'vitest';
import { analyzeDraft, readReceived } from '../../src/features/message-coach/analyze';
import { asToldByReader } from '../../src/features/message-coach/danger';
import type { FlagCategory } from '../../src/features/message-coach/rules';

/** A Monday, as in message-coach.test.ts. */
const MONDAY = new Date(2026, 10, 23);

function flagged(text: string): Array<[FlagCategory, string]> {
  return analyzeDraft(text, MONDAY).sentences.flatMap((s) =>
    s.flags.map((f): [FlagCategory, string] => [f.category, text.slice(f.start, f.end)]),
  );
}

type Case = [string, Array<[FlagCategory, string]>];

describe('harm threatened or told without a verb of killing', () => {
  it.each<Case>([
    [
      "If she talks back to me again she'll get more than a slap.",
      [
        ['danger', "she'll get more than a slap"],
        ['threat', "she'll get more than a slap"],
      ],
    ],
    [
      'Remember what happened last time you crossed me.',
      [
        ['danger', 'Remember what happened last time you crossed me'],
        ['threat', 'Remember what happened last time you crossed me'],
      ],
    ],
    [
      "You'll never see Kai again.",
      [
        ['danger', "You'll never see Kai again"],
        ['threat', "You'll never see Kai again"],
      ],
    ],
    [
      "If you don't, don't be surprised when they just don't come back after summer.",
      [
        ['danger', "don't be surprised when they just don't come back"],
        ['threat', "don't be surprised when they just don't come back"],
      ],
    ],
    // Told, not threatened by the writer: danger alone.
    ['Nora texted me at 1am saying you threw a plate at her.', [['danger', 'threw a plate at her']]],
    // Not harm: money never seen again, a match, a shared memory.
    ["If the AG garnishes my wages I swear you'll never see a dime again.", [['threat', "you'll never see a dime"]]],
    ["He'll get a punch card at the cafe.", []],
    ['Remember what happened last time we went to the zoo?', []],
  ])('%s', (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });
});

describe('precision: offers are no threats, stacked marks are shouting, not questions', () => {
  it.each<Case>([
    ["Sure, I'll make sure the green dress is clean for Wednesday.", []],
    ["I'll take him unless you'd like to.", []],
    ["I'll keep her until you sign.", [['threat', "I'll keep her until you sign"]]],
    [
      "Or I'll make sure the kids know exactly why we're still fighting.",
      [['threat', "Or I'll make sure the kids know exactly why we're still fighting"]],
    ],
    ['Where are you??', [['caps', '??']]],
    [
      'Why do you keep changing the handover spot??',
      [
        ['blame', 'Why do you'],
        ['questions', 'Why do you keep changing the handover spot??'],
        ['caps', '??'],
      ],
    ],
  ])('%s', (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });
});

describe('a received threat of harm brings the crisis lines first', () => {
  // Threats to a child and to take a child: message-coach-session17.test.ts (their lines by kind).
  it.each(["Come near my house again and you'll regret it."])('%s', (text) => {
    const danger = readReceived(text, MONDAY).danger;
    expect(danger && { level: danger.level, categories: danger.categories, lines: danger.lines }).toEqual({
      level: 'crisis',
      categories: ['threats'],
      lines: ['dv'],
    });
  });

  it('a legal threat alone does not', () => {
    expect(readReceived("I'll call my lawyer if you're late again.", MONDAY).danger).toBeNull();
  });
});

describe('the text as the reader would tell it', () => {
  it('flips contractions whole', () => {
    expect(asToldByReader("I've got nothing, I'm done and you're late. I'd go.")).toBe(
      "he's got nothing, he's done and i'm late. he'd go.",
    );
  });
});
