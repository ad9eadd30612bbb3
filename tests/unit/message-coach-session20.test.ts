// The message coach's session-20 changes (docs/message-coach.md, "Session 20"): plain sentences
// the fitted layers leave to the rules (a courteous ask, the writer's own apology, a greeting
// passed on), one permission courtesy is not hedging, and a worry acknowledged is not blame.
// Each hostile or hedging case has its plain twin.
import { describe, expect, it } from 'vitest';
import { analyzeDraft } from '../../src/features/message-coach/analyze';
import { toneTexts } from '../../src/features/message-coach/tone/tone';
import { plain, quiet } from '../../src/features/message-coach/warmth';

/** A Monday, as in message-coach.test.ts: the reply's deadline is a Wednesday. */
const MONDAY = new Date(2026, 10, 23);

const flagsOf = (text: string) =>
  analyzeDraft(text, MONDAY).sentences.flatMap((s) => s.flags.map((f) => [f.category, text.slice(f.start, f.end)]));

describe('plain sentences are left to the rules by the fitted layers', () => {
  it.each([
    "Please don't trim it, even the ends.",
    'Please ask them not to take the kids out of town.',
    'Hi, please send the itinerary by Friday.',
    'I should have called you first.',
    "I'm sorry, I should have told you before the salon appointment.",
    "Tell him I'm bringing the kite.",
    'Tell her to have fun at the dance.',
    'Tell them I said hello.',
    'Tell Mason his dad loves him.',
    "I'm not going to argue about this over email.",
    "I won't discuss the past by email.",
    'Dear Ex-Husband,',
    'To the Father of My Children, My Partner in Parenting:',
  ])('plain: %s', (text) => {
    expect(plain(text)).toBe(true);
    expect(quiet(text)).toBe(true);
  });

  it.each([
    // The same shapes with something sour in them, or turned against the reader.
    'Please stop lying to the kids.',
    "Please don't be an idiot about this.",
    "I shouldn't have to beg to talk to my own daughter.",
    "I should have known you'd do this.",
    'Tell her to back off.',
    'Tell your mother to stop calling my work.',
    'Tell him I said he is a liar.',
    "I'm not going to let you ruin her birthday.",
    'To the man that walked away,',
    'Dear Deadbeat,',
  ])('not plain: %s', (text) => {
    expect(plain(text)).toBe(false);
  });

  it('the tone layer reads only the sentences that are not quiet', () => {
    const text = "Tell him I'm bringing the kite. I should have called you first. It's 6:40 and you were due at 6.";
    expect(toneTexts(text, analyzeDraft(text, MONDAY))).toEqual(["It's 6:40 and you were due at 6."]);
  });
});

describe('one permission courtesy is not hedging; stacked hedges are', () => {
  it.each<[string, string[][]]>([
    ['Would it be okay if the kids opened presents with me on the 26th from 9 to noon?', []],
    ["I hope that's okay.", []],
    ["I'd like to come to the first one if that's okay.", []],
    [
      "Would it maybe be ok if I kept Mia an extra night, only if you don't mind?",
      [
        ['hedging', 'Would it maybe be ok'],
        ['hedging', "only if you don't mind"],
      ],
    ],
    ["I'm sorry, I hope that's okay.", [['hedging', "I hope that's okay"]]],
    ['Totally fine if not, sorry.', [['hedging', 'Totally fine if not']]],
    ["I'll understand if not.", [['hedging', "I'll understand if not"]]],
  ])('%s', (text, expected) => {
    expect(flagsOf(text)).toEqual(expected);
  });
});

describe('a worry acknowledged is not blame', () => {
  it.each<[string, string[][]]>([
    ['I understand you have worries about the vaccine.', []],
    ['I understand you have concerns about Jen.', []],
    ["I understand you have no idea what you're doing.", [['blame', 'you have no idea']]],
  ])('%s', (text, expected) => {
    expect(flagsOf(text)).toEqual(expected);
  });
});
