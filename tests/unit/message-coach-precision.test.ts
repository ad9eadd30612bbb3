// The message coach's session-12 precision rules (docs/message-coach.md, "Session 12: retired
// parts"): each case states every flag the coach gives, with the exact words it spans, so a
// rule that widens, narrows or moves its span fails here.
import { describe, expect, it } from 'vitest';
import { analyzeDraft } from '../../src/features/message-coach/analyze';
import type { FlagCategory } from '../../src/features/message-coach/rules';

/** A Monday, as in message-coach.test.ts. */
const MONDAY = new Date(2026, 10, 23);

/** Each flag of `text` as [category, the words it spans]. */
function flagged(text: string): Array<[FlagCategory, string]> {
  return analyzeDraft(text, MONDAY).sentences.flatMap((s) =>
    s.flags.map((f): [FlagCategory, string] => [f.category, text.slice(f.start, f.end)]),
  );
}

describe('danger: only words that name harm', () => {
  it.each<[string, Array<[FlagCategory, string]>]>([
    [
      'I took beatings from you for years.',
      [
        ['danger', 'beatings'],
        ['past', 'for years'],
      ],
    ],
    ["Jade's teacher called: she has been cutting herself.", [['danger', 'cutting herself']]],
    ['He keeps a gun in the car.', [['danger', 'a gun']]],
    // A threat without harm is a threat only; hurt feelings, idioms and metaphors are not danger.
    ["You'll regret this.", [['threat', "You'll regret"]]],
    // The motive read into it is blame too (session 22): one span, the words joined.
    ['You did this to hurt me.', [['blame', 'You did this to hurt me']]],
    ['Before I start beating myself up, I have questions.', []],
    ['You stabbed me in the back.', [['blame', 'You stabbed']]],
    ['It kills me to see her sad.', []],
  ])('%s', (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });

  it('puts the crisis lines first when the coach names harm the shared detector missed', () => {
    expect(analyzeDraft('I took beatings from you for years.', MONDAY).danger?.level).toBe('crisis');
    expect(analyzeDraft('Before I start beating myself up, I have questions.', MONDAY).danger).toBeNull();
  });
});

describe('demand: not a question, a reason given first, an expectation, a sign-off or an aside', () => {
  it.each<[string, Array<[FlagCategory, string]>]>([
    [
      "WHY DON'T YOU EVER LISTEN TO ME?!",
      [
        ['blame', "WHY DON'T YOU"],
        ['caps', "WHY DON'T YOU EVER LISTEN TO ME?!"],
        ['questions', "WHY DON'T YOU EVER LISTEN TO ME?!"],
      ],
    ],
    ["I'm taking them to a party on Saturday, so I need you to drop them off at 1 PM.", []],
    ['I sent the money, you should have it by now.', []],
    ['You lied again. Have a splendid day.', [['blame', 'You lied']]],
    ['You lied again. Your Ex-Husband', [['blame', 'You lied']]],
    ["You lied again. (Wait, there's a lie in there somewhere.)", [['blame', 'You lied']]],
    // Still an order: a bare command in a hostile message, and "stop" + a charge.
    [
      'You lied again. Cancel the trip.',
      [
        ['blame', 'You lied'],
        ['demand', 'Cancel the trip.'],
      ],
    ],
    ['I sent the money, stop harassing me about it.', [['demand', 'stop harassing me']]],
    ["At some point, you've got to stop blaming me.", [['demand', "you've got to stop blaming me"]]],
  ])('%s', (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });
});

describe('quoted speech is not the writer’s own demand, insult or threat', () => {
  it.each<[string, Array<[FlagCategory, string]>]>([
    ['You left us. Thank you for answering my news with “you need to leave”.', [['past', 'You left us']]],
    ['She came home and said "Dad, you never listen" and cried.', []],
    // Scare quotes still mock.
    ['It’s bad enough I am no longer “authorized” to pick up my child.', []],
    ['You need to bring her back now.', [['demand', 'You need to bring']]],
  ])('%s', (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });
});

describe('insult: names for the reader, not feelings, conduct now or names the writer was called', () => {
  it.each<[string, Array<[FlagCategory, string]>]>([
    ['You are a despicable human being.', [['insult', 'You are a despicable human']]],
    ['You are an absent father.', [['insult', 'You are an absent father']]],
    [
      'Thank you for being the most incompetent father a child could have.',
      [
        ['sarcasm', 'Thank you for being the most incompetent father a child could have.'],
        ['insult', 'being the most incompetent father'],
      ],
    ],
    ['Dear Failure as a Father,', [['insult', 'Dear Failure as a Father']]],
    ['Seriously, get a grip.', [['insult', 'get a grip']]],
    ["You're being ridiculous about the schedule.", [['blame', "You're being ridiculous"]]],
    ["You're being selfish.", [['blame', "You're being selfish"]]],
    ["I'm angry, you're angry.", []],
    ['Were you upset?', []],
    ["I'm annoyed with this soccer shit, you know.", []],
    // No insult: the writer run down to the school is blame (session 26).
    ["You told the teacher I'm a bad parent.", [['blame', "You told the teacher I'm a bad parent"]]],
    ['You called me a bad mum at the exchange.', []],
  ])('%s', (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });
});

describe('absolute and past: the reader swept, not praise, plans or the writer’s own story', () => {
  it.each<[string, Array<[FlagCategory, string]>]>([
    ["We can't control everything across both homes.", []],
    ['You have always been a great father to our children.', []],
    [
      'You always ruin everything.',
      [
        ['absolute', 'You always ruin everything'],
        ['blame', 'You always ruin'],
      ],
    ],
    ["I'm not discussing our relationship.", []],
    ['Sixteen years ago today, we sat together in a hospital room.', []],
    [
      'You left us 7 years ago.',
      [
        ['past', 'You left us'],
        ['past', 'years ago'],
      ],
    ],
    ['Our relationship will only grow worse.', []],
    ['Just like during our marriage.', [['past', 'Just like during our marriage']]],
  ])('%s', (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });
});

describe('salutations, acronyms, hedges inside charges, objects and conditions', () => {
  it.each<[string, Array<[FlagCategory, string]>]>([
    // The salutation is its own sentence: the question's flags stay on the question.
    [
      'Hey You, How is it that you never call?',
      [
        ['questions', 'How is it that you never call?'],
        ['absolute', 'you never'],
      ],
    ],
    ['Dear EX, thank you for the DNA.', []],
    [
      'You are NOT taking her.',
      [
        ['blame', 'You are NOT taking'],
        ['caps', 'NOT'],
      ],
    ],
    ["I guess if you actually cared about Emma, you'd remember her appointments.", [['blame', 'if you actually cared']]],
    ["I'll make you regret it.", [['threat', "I'll make you regret"]]],
    ['You are impossible to deal with.', [['insult', 'You are impossible']]],
    ["I hope you know that I'm hurting as well.", []],
    ["Jake's camp overlaps with your vacation week, do you want to swap?", []],
    ["If you're late again, I'm calling my lawyer.", [['threat', "I'm calling my lawyer"]]],
    ['You remind them to listen to me, and I tell them to be good for you.', []],
  ])('%s', (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });
});

describe('sarcasm carried by kind words in a message that escalates elsewhere', () => {
  it.each<[string, Array<[FlagCategory, string]>]>([
    [
      'You never pay. As odd as it may sound, thank you for not showing up to doctor appointments.',
      [
        ['absolute', 'You never'],
        ['blame', 'You never pay'],
        ['sarcasm', 'thank you for not showing up to doctor appointments.'],
      ],
    ],
    [
      'You never pay. Glad you are not interested in helping him.',
      [
        ['absolute', 'You never'],
        ['blame', 'You never pay'],
        ['sarcasm', 'Glad you are not interested in helping him.'],
      ],
    ],
    [
      'You never pay. I’m sure the kids were very “upset” when I was late.',
      [
        ['absolute', 'You never'],
        ['blame', 'You never pay'],
        ['sarcasm', '“upset”'],
      ],
    ],
    // Alone, or sincere, kind words are kind.
    ['Thank you for picking her up.', []],
    ['Thanks for not showing up.', []],
  ])('%s', (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });
});

describe('hostile coverage: threats over the children, past dug up, set-in-stone wants', () => {
  it.each<[string, Array<[FlagCategory, string]>]>([
    ['Since you not gonna pay you wont see your kid', [['threat', 'you wont see your kid']]],
    ['You will have them Friday through Sunday.', [['demand', 'You will have']]],
    ["I want my kids this weekend. It's my custody time.", [['demand', 'I want my kids this weekend']]],
    [
      'Since you’re asking, let’s revisit our entire divorce and your new haircut.',
      [
        ['past', 'our entire divorce'],
        ['offtopic', 'your new haircut'],
      ],
    ],
    ['You were five minutes late in 2016.', [['past', 'You were five minutes late in 2016']]],
    ["That's not what we agreed to.", [['blame', "That's not what we agreed to"]]],
    ["I noticed that you did not attend Sally's soccer game.", [['blame', 'you did not attend']]],
    ['He has never been subject to any trauma due to our failed relationship.', []],
  ])('%s', (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });
});

describe('"this" + a character word, and hedges that are not over-apologising', () => {
  it.each<[string, Array<[FlagCategory, string]>]>([
    [
      'Have you always been this obnoxious, or is it a new thing?',
      [
        ['absolute', 'you always'],
        ['insult', 'you always been this obnoxious'],
      ],
    ],
    ["I don't know if it's a good idea.", []],
    ['I guess that was what I did.', []],
    ['I will never forgive you.', [['past', 'never forgive you']]],
  ])('%s', (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });
});
