// The message coach's session-13 rules (docs/message-coach.md, "Session 13"): handovers that
// are not threats, routines that are not sarcasm, harm the shared crisis detector hears in a
// sentence, children hidden or kept, and blame told as a story. Each case states every flag the
// coach gives, with the exact words it spans.
import { describe, expect, it } from 'vitest';
import { analyzeDraft, readReceived } from '../../src/features/message-coach/analyze';
import type { FlagCategory } from '../../src/features/message-coach/rules';

/** A Monday, as in message-coach.test.ts. */
const MONDAY = new Date(2026, 10, 23);

/** Each flag of `text` as [category, the words it spans]. */
function flagged(text: string): Array<[FlagCategory, string]> {
  return analyzeDraft(text, MONDAY).sentences.flatMap((s) =>
    s.flags.map((f): [FlagCategory, string] => [f.category, text.slice(f.start, f.end)]),
  );
}

describe('threat: keeping or taking the children only under pressure', () => {
  it.each<[string, Array<[FlagCategory, string]>]>([
    ["I'll take her Thursday.", []],
    ["Yes, I'll keep her tomorrow.", []],
    ["She'll come to my place after school Wednesday, and I'll get her at 3:15.", []],
    ["I'll keep the kids from you.", [['threat', "I'll keep the kids"]]],
    ['I will keep her until you pay.', [['threat', 'I will keep her until you pay']]],
    [
      "I'll get you for this.",
      [
        ['danger', "I'll get you"],
        ['threat', "I'll get you"],
      ],
    ],
  ])('%s', (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });
});

// Since session 25, "as usual" after a charge sweeps it: `absolute`, as the label boundaries list it ("always / never /
// ... / as usual, sweeping the reader's behaviour", README.md of tests/fixtures/messages-real); alone it mocks (sarcasm).
describe('"as usual" only over a fault of the reader', () => {
  it.each<[string, Array<[FlagCategory, string]>]>([
    ["I'll see her Wednesday at 3 as usual.", []],
    ["I'll handle the doctor appointment, as usual.", []],
    [
      'You forgot her inhaler, as usual.',
      [
        ['blame', 'You forgot'],
        ['absolute', 'as usual'],
      ],
    ],
    [
      'You were late as usual.',
      [
        ['blame', 'You were late'],
        ['absolute', 'as usual'],
      ],
    ],
  ])('%s', (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });
});

describe('danger: self-harm the shared detector hears, children hidden or kept, harm threatened', () => {
  it.each<[string, Array<[FlagCategory, string]>]>([
    [
      "I can't do this anymore, honestly everyone would be better off if I was dead. You'd have the kids all to yourself then, which is what you want anyway.",
      [
        ['danger', 'honestly everyone would be better off if I was dead'],
        ['blame', 'which is what you want'],
      ],
    ],
    // The detector's indirect signs also match calm words: no dark word in the clause, no flag.
    ["She's looking forward to it.", []],
    [
      "Keep pushing me and you'll end up hurt.",
      [
        ['danger', "you'll end up hurt"],
        ['threat', "you'll end up hurt"],
      ],
    ],
    [
      "We're not coming back after the tournament. Don't bother looking for the boys.",
      [
        ['danger', "We're not coming back"],
        ['danger', "Don't bother looking for the boys"],
      ],
    ],
    [
      "Tell your new boyfriend I'll stick him dead in his face.",
      [
        ['offtopic', 'your new boyfriend'],
        ['danger', "I'll stick him dead in his face"],
        ['threat', "I'll stick him dead in his face"],
      ],
    ],
    ["We're not coming back until 6, traffic is bad.", []],
  ])('%s', (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });

  it('puts the crisis lines first for a drafted or received message that says so', () => {
    const text = "I can't do this anymore, honestly everyone would be better off if I was dead.";
    expect(analyzeDraft(text, MONDAY).danger?.categories).toEqual(['suicide']);
    expect(readReceived(text, MONDAY).danger?.categories).toEqual(['suicide']);
    const hidden = "We're not coming back after the tournament. Don't bother looking for the boys.";
    expect(readReceived(hidden, MONDAY).danger?.level).toBe('crisis');
  });
});

describe('blame told as a story', () => {
  it.each<[string, Array<[FlagCategory, string]>]>([
    ["You took her to the party and didn't even tell me.", [['blame', "didn't even tell me"]]],
    ['You can have her Saturday, which is what you asked for.', []],
    ["We went to the party and didn't tell anyone about the cake.", []],
  ])('%s', (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });
});

describe('insults without a name, and mock certainty', () => {
  it.each<[string, Array<[FlagCategory, string]>]>([
    [
      'You’re more like an unused, empty Ziploc bag with a slight hole in the bottom.',
      [['insult', 'You’re more like an unused, empty Ziploc bag']],
    ],
    [
      'You are like the occasional greeter at Walmart in their lives.',
      [['insult', 'You are like the occasional greeter at Walmart']],
    ],
    ["You're like a second mom to them.", []],
    [
      'You refuse to talk like a normal person.',
      // Since session 19 the charge beside the put-down gives way to it (sentences.ts strongest()).
      [['insult', 'talk like a normal person']],
    ],
    ['You don’t deserve the title Babydaddy.', [['insult', 'You don’t deserve the title']]],
    ['Anyway, this letter is not about your numerous shortcomings and failures.', [['insult', 'shortcomings']]],
    ['That must be why you haven’t paid since November.', [['sarcasm', 'That must be why you']]],
    ['You must not realize the costs involved.', [['sarcasm', 'You must not realize']]],
    ['It must be so grand.', [['sarcasm', 'It must be so grand']]],
    ['It must be so nice to see the ocean, she said.', []],
    [
      "I'm sure you don't care.",
      [
        ['sarcasm', "I'm sure you don't"],
        ['blame', "you don't care"],
      ],
    ],
  ])('%s', (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });
});

describe('precision: danger told, ultimatums announced, shrugs and reproaches', () => {
  it.each<[string, Array<[FlagCategory, string]>]>([
    ["We're not coming back after the tournament.", [['danger', "We're not coming back"]]],
    ["I'll be at the courthouse Tuesday whether you like it or not.", [['threat', 'whether you like it or not']]],
    ['Some things are more important than your kids, I guess.', [['sarcasm', 'I guess']]],
    ['You can have her Saturday, I guess.', []],
    ['I guess maybe we could swap weekends?', [['hedging', 'I guess maybe']]],
    [
      "Maybe if you'd helped with homework even once this year you'd know how they do it now.",
      [['blame', "Maybe if you'd helped"]],
    ],
    ['You should be grateful I pay anything at all.', [['blame', 'You should be grateful I']]],
    ['You should be proud of her.', []],
  ])('%s', (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });
});

describe('ultimatums, pressure and put-downs without a named legal step', () => {
  it.each<[string, Array<[FlagCategory, string]>]>([
    [
      'Drop the arrears claim or I send those texts and pictures to your boss. You have until Friday.',
      [
        ['threat', 'or I send those texts and pictures to your boss'],
        ['demand', 'You have until Friday.'],
      ],
    ],
    ["Either you agree to my schedule by tonight or we're done negotiating.", [['threat', "or we're done negotiating"]]],
    ['Good luck getting the kids back this weekend.', [['threat', 'Good luck getting the kids back this weekend']]],
    ["You'll be hearing from mine.", [['threat', "You'll be hearing from mine"]]],
    ['No check, no kids.', [['threat', 'No check, no kids']]],
    ["Text me or I'll call you tonight.", []],
    ['Pick her up at 5 or I will drop her at yours.', []],
    ['I want the $600 for her camp by Friday.', [['demand', 'I want the $600 for her camp by Friday']]],
    [
      'What kind of parent does that?',
      [
        ['insult', 'What kind of parent does that'],
        ['questions', 'What kind of parent does that?'],
      ],
    ],
    ['Your lawyer is a joke and so are you.', [['insult', 'is a joke and so are you']]],
    ['She is wonderful. And so are you.', []],
  ])('%s', (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });

  it('lists an ultimatum with a deadline as a point to answer', () => {
    const text = "Either you agree to my schedule by tonight or we're done negotiating.";
    expect(readReceived(text, MONDAY).points.map((p) => p.answer)).toEqual([['request', 'date', 'time']]);
  });
});
