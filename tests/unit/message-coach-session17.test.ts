// The message coach's session-17 changes (docs/message-coach.md, "Session 17"): danger named by
// the coach's own rules shows the lines for its kind, as the chat chooses them (the shared crisis
// detector's categories, src/content/crisis): a child taken gets the missing-children line,
// self-harm and suicide the suicide line, a child hurt the child-abuse line, a threat of harm the
// domestic violence line. Each case states the categories and lines shown, in order (911 is shown
// before them on the page).
import { describe, expect, it } from 'vitest';
import { analyzeDraft, readReceived } from '../../src/features/message-coach/analyze';
import { applySuggestion } from '../../src/features/message-coach/suggestions';
import type { FlagCategory } from '../../src/features/message-coach/rules';
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
      // Since session 21 a rule reads a beating promised to a child who talks back as child abuse
      // (compose.ts), as the next line's threat to beat a son: Childhelp. Before, only the detector's
      // model read it (violence, and since session 18 a child hurt), and the session-21 retrain no
      // longer named a child hurt.
      'child abuse',
      "If she talks back to me again she'll get more than a slap.",
      { categories: ['child_abuse'], lines: ['childhelp'] },
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

function flagged(text: string): Array<[FlagCategory, string]> {
  return analyzeDraft(text, MONDAY).sentences.flatMap((s) =>
    s.flags.map((f): [FlagCategory, string] => [f.category, text.slice(f.start, f.end)]),
  );
}

type Case = [string, Array<[FlagCategory, string]>];

describe('polite-surface hostility by class: mock asides, mind-reading, stakes, orders, names', () => {
  it.each<Case>([
    [
      'Can you take Maya this Saturday instead of Sunday? Not that you managed to show up on time last Thursday.',
      [['sarcasm', 'Not that you managed to show up on time last Thursday']],
    ],
    ["Guess that's where the child support goes.", [['sarcasm', "Guess that's where the child support goes"]]],
    ['i saw the pics of you out drinking last weekend hope it was worth it', [['sarcasm', 'hope it was worth it']]],
    ["lol ok whatever you say you're the expert right", [['sarcasm', "whatever you say you're the expert"]]],
    [
      'she comes home from your house treating me like garbage wonder who taught her that',
      [['sarcasm', 'wonder who taught her that']],
    ],
    ['The kids know whose fault the divorce is.', [['blame', 'whose fault']]],
    ['Did you even look at the instructions?', [['blame', 'Did you even look']]],
    ['Were you ever going to tell me?', [['blame', 'Were you ever going to tell me']]],
    [
      'No support since March, so no kids this weekend. Pay up and you can see them.',
      [
        ['threat', 'so no kids this weekend'],
        ['threat', 'and you can see them'],
      ],
    ],
    ["You're not getting another cent until I see receipts.", [['threat', 'not getting another cent until I see receipts']]],
    ['Not chasing you for it myself anymore. My lawyer will, starting Monday.', [['threat', 'My lawyer will']]],
    ['Take me to court, I dare you.', [['threat', 'I dare you']]],
    [
      "If you're late one more time I'm leaving and taking her with me to my mom's.",
      [['threat', "I'm leaving and taking her with me to my mom's"]],
    ],
    ["i'm coming home tonight whether the paper says so or not", [['threat', 'whether the paper says so or not']]],
    ["Don't bother driving over.", [['demand', "Don't bother driving over"]]],
    ['Stop nagging me about money.', [['demand', 'Stop nagging me']]],
    ["I'll drop them off when it suits me.", [['demand', 'when it suits me']]],
    ['Cheapskate.', [['insult', 'Cheapskate']]],
    ['no way is that whore coming to his game', [['insult', 'whore']]],
    ['my boss is a jerk', []],
  ])('%s', (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });
});

describe('precision: credit, a feeling acknowledged, routines and courteous asks are not flagged', () => {
  it.each([
    "Because of you, I have truly earned this Mother's Day.",
    "I hear that you're upset.",
    'My lawyer will send the pickup schedule to yours by Friday.',
    'Have you ever been to the new park?',
    'I always pick them up at 5.',
    'Please stop by the store on the way.',
  ])('%s', (text) => {
    expect(flagged(text)).toEqual([]);
  });

  it('blame for the fault a "because of you" names stays', () => {
    expect(flagged('Because of you, she missed her recital.')).toEqual([['blame', 'Because of you']]);
  });
});

describe('an aside that holds every flag is left out, and the facts are kept', () => {
  const changes = (text: string) =>
    analyzeDraft(text, MONDAY)
      .suggestions.filter((s) => s.kind === 'replace' || s.kind === 'drop')
      .map((s) => [s.label, applySuggestion(text, s)]);

  it.each([
    ["Not that you'd notice, but she's been sick all week.", [['Remove "Not that you\'d notice"', "She's been sick all week."]]],
    [
      "Her shoes are falling apart too, not that you'd notice.",
      [['Remove "not that you\'d notice"', 'Her shoes are falling apart too.']],
    ],
    // Nothing worth keeping beside the aside: the sentence is left out whole.
    ["Not that you'd notice, but whatever.", [['Leave out "Not that you\'d notice, but whatever."', '']]],
  ])('%s', (text, expected) => {
    expect(changes(text)).toEqual(expected);
  });
});
