// The message coach's session-15 rules (docs/message-coach.md, "Session 15"): shapes of meaning
// rather than phrasings: an order under pressure with the threat that follows it, conditional
// threats, blame told as what the reader (or a third person) did to the writer, mind-reading,
// sarcasm without kind words, put-downs said alone, and "you always/never" as one flag. Each case
// states every flag the coach gives, with the exact words it spans.
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

type Case = [string, Array<[FlagCategory, string]>];

describe('orders under pressure and conditional threats', () => {
  it.each<Case>([
    [
      "pick up the phone right now or i'm coming over",
      [
        ['demand', 'pick up the phone right now'],
        ['threat', "or i'm coming over"],
      ],
    ],
    ["Answer the school by Friday or I'll call my lawyer.", [['threat', "or I'll call my lawyer"]]],
    ['Pay it today.', [['demand', 'Pay it today.']]],
    ['Sign them.', [['demand', 'Sign them.']]],
    ["Don't argue.", [['demand', "Don't argue"]]],
    ['Figure it out yourself.', [['demand', 'Figure it out yourself']]],
    ['I want Thanksgiving confirmed by Friday.', [['demand', 'I want Thanksgiving confirmed by Friday']]],
    ["From now on you'll drop him at my place, not the school.", [['demand', "From now on you'll drop him at my place"]]],
    [
      "I'm sending this whole thread to my lawyer so the judge can see what the kids live with.",
      [['threat', 'sending this whole thread to my lawyer']],
    ],
    [
      "If you don't sign the travel consent by MONDAY I'm going to a judge.",
      [
        ['caps', 'MONDAY'],
        ['threat', "I'm going to a judge"],
      ],
    ],
    ["I'll be asking the court to look at it.", [['threat', "I'll be asking the court"]]],
    ["This isn't over.", [['threat', "This isn't over"]]],
    ["Don't expect me to make this easy.", [['threat', "Don't expect me to make this easy"]]],
    // Arrangements, a courtesy or a reason: no order, no threat.
    ["Text me when you land or I'll call you.", []],
    ["Text me or I'll call you tonight.", []],
    ["Let me know by Friday or I'll ask my mom to take her.", []],
    ['Please send it today so I can book the flights.', []],
  ])('%s', (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });
});

describe('blame told as a story, and mind-reading', () => {
  it.each<Case>([
    ['he took the kids and then lied to the school about me', [['blame', 'lied to the school about me']]],
    ['You just want something to be mad about.', [['blame', 'You just want something']]],
    ['You know exactly what you did.', [['blame', 'You know exactly what you did']]],
    ['You do this on purpose.', [['blame', 'on purpose']]],
    ['You turned my own son against me.', [['blame', 'You turned my own son against me']]],
    ['You took everything from me.', [['blame', 'You took everything from me']]],
    ["You'd rather buy yourself a new truck than feed your kids.", [['blame', "You'd rather buy yourself a new truck than"]]],
    ['This is all on you.', [['blame', 'all on you']]],
  ])('%s', (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });
});

describe('sarcasm without kind words, and mock praise in a message that escalates', () => {
  it.each<Case>([
    ["Sure, take your time, it's not like Aiden's been waiting at the window for an hour.", [['sarcasm', "it's not like"]]],
    ['Funny how the rules only matter to you when they help you.', [['sarcasm', 'Funny how']]],
    ["I guess I'm just supposed to read your mind.", [['sarcasm', 'supposed to read your mind']]],
    [
      "You NEVER read my texts. You're welcome.",
      [
        ['absolute', 'You NEVER'],
        ['caps', 'NEVER'],
        ['sarcasm', "You're welcome."],
      ],
    ],
    [
      "You forgot her meds again. Happy Father's Day to the world's greatest part-time dad.",
      [
        ['blame', 'You forgot'],
        ['sarcasm', "world's greatest"],
      ],
    ],
    [
      'You cancelled again. Another "work trip", how convenient.',
      [
        ['blame', 'You cancelled'],
        ['sarcasm', 'how convenient'],
      ],
    ],
    // Sincere: no escalation elsewhere, or the writer's own ease.
    ["I'll bring her coat. You're welcome to join us at the game.", []],
    ["She told me it's not like I mind the drive.", []],
  ])('%s', (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });
});

describe('put-downs and sweeping words', () => {
  it.each<Case>([
    ["You're a cold, heartless woman.", [['insult', "You're a cold, heartless woman"]]],
    ['Useless piece of trash.', [['insult', 'Useless piece of trash']]],
    ["She's pathetic and so are you.", [['insult', "She's pathetic and so are you"]]],
    ['Once an addict always an addict.', [['insult', 'Once an addict always an addict']]],
    [
      'What kind of selfish mother does that?',
      [
        ['insult', 'What kind of selfish mother does that'],
        ['questions', 'What kind of selfish mother does that?'],
      ],
    ],
    ['Nothing I do is ever good enough for you.', [['absolute', 'Nothing I do is ever']]],
    ['Every single month I have to beg you for this money.', [['absolute', 'Every single month']]],
    [
      "That's the fifth weekend in a row you've cancelled on me.",
      [
        ['absolute', 'fifth weekend in a row'],
        ['blame', "you've cancelled"],
      ],
    ],
    // "You never ..." is one flag for one set of words; the blame here is the unsigned duty.
    [
      'You never sign anything on time.',
      [
        ['absolute', 'You never'],
        ['blame', 'You never sign'],
      ],
    ],
  ])('%s', (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });
});

// Second pass, from the retired sealed-6's misses (docs/message-coach.md, "Session 15").
describe('texting-style threats, danger, orders and put-downs', () => {
  it.each<Case>([
    [
      'ANSWER YOUR PHONE',
      [
        ['caps', 'ANSWER YOUR PHONE'],
        ['demand', 'ANSWER YOUR PHONE'],
      ],
    ],
    [
      'answer me you stupid b***h',
      [
        ['demand', 'answer me you stupid b***h'],
        ['insult', 'you stupid b***h'],
      ],
    ],
    [
      "I'm parked outside your work come out now",
      [
        ['danger', "I'm parked outside your work"],
        ['threat', "I'm parked outside your work"],
      ],
    ],
    [
      'if you go ahead with the court case i will burn that house down with you in it',
      [
        ['danger', 'i will burn that house down with you in it'],
        ['threat', 'i will burn that house down with you in it'],
      ],
    ],
    [
      'if i cant have the kids nobody can',
      [
        ['danger', 'if i cant have the kids nobody can'],
        ['threat', 'if i cant have the kids nobody can'],
      ],
    ],
    // Told, not threatened by the writer: danger alone.
    ["Dad said if I tell anyone he'll hurt me worse next time.", [['danger', "he'll hurt me"]]],
    [
      "I can't do this anymore tell the kids I'm sorry and I love them",
      [['danger', "I can't do this anymore tell the kids I'm sorry and I love them"]],
    ],
    ["Can't make it today, something came up at work. Tell the kids I'm sorry.", []],
    [
      "I'm not going to answer your question about the trip until you answer mine about the money",
      [['threat', "I'm not going to answer your question about the trip until you answer mine about the money"]],
    ],
    [
      "I'll pay when you start letting me see my kids properly",
      [['threat', "I'll pay when you start letting me see my kids properly"]],
    ],
    // An order its threat follows after "or" is demand and threat (README.md's label guide, session 24).
    [
      "Pay what you owe or you'll be hearing from the state",
      [
        ['demand', 'Pay what you owe'],
        ['threat', "you'll be hearing from the state"],
      ],
    ],
    ['every word is going to the judge', [['threat', 'every word is going to the judge']]],
    [
      'Nice of you to finally show an interest only took you three years',
      [
        ['sarcasm', 'Nice of you to finally'],
        ['sarcasm', 'only took you three years'],
      ],
    ],
    ['Silent treatment again I see', [['sarcasm', 'again I see']]],
    ['your dad is a waste of space and you know it', [['insult', 'your dad is a waste of space']]],
    ["I'm telling the kids Christmas is cancelled because their mother is selfish", [['insult', 'their mother is selfish']]],
    ['nobody will ever believe a word you say', [['insult', 'nobody will ever believe a word you']]],
    ['hey just checking in miss you', [['offtopic', 'checking in miss you']]],
    ['Once again you let him skip his homework', [['blame', 'Once again you']]],
    ['the kids are with me on christmas day, period', [['demand', 'period']]],
    // Plain asks and firm boundaries stay unflagged.
    ['The kids miss you.', []],
    ['Is your new partner going to be at Christmas? The kids asked me.', []],
    ["I can't reply to messages about our relationship.", []],
    ['Please do not contact me except through the lawyer.', []],
    ['Do you want to take them or should I?', []],
  ])('%s', (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });
});

describe("an errand for the reader's partner or family is off-topic, not an order", () => {
  it.each<Case>([
    [
      'You never listen. Tell your wife to stop liking my posts.',
      [
        ['absolute', 'You never'],
        ['blame', 'You never listen'],
        ['offtopic', 'Tell your wife to stop liking my posts.'],
      ],
    ],
    [
      'You never listen. And stop letting your mother weigh in on our schedule.',
      [
        ['absolute', 'You never'],
        ['blame', 'You never listen'],
        ['offtopic', 'And stop letting your mother weigh in on our schedule.'],
      ],
    ],
    // A charge said as a command is the charge alone.
    [
      'You never listen. Quit acting like I owe you something.',
      [
        ['absolute', 'You never'],
        ['blame', 'You never listen'],
        ['blame', 'Quit acting like'],
      ],
    ],
  ])('%s', (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });
});

describe('"do you even" and "for once" charge the reader; they are not sarcasm on their own', () => {
  it.each<Case>([
    [
      'Do you even care about her?',
      [
        ['blame', 'Do you even care'],
        ['questions', 'Do you even care about her?'],
      ],
    ],
    ['Can you just stick to the schedule for once?', [['blame', 'you just stick to the schedule for once']]],
    // Praise over the charge still mocks.
    [
      'Wow, you actually showed up on time for once.',
      [
        ['sarcasm', 'Wow, you actually showed up on time for once.'],
        ['blame', 'you actually showed up on time for once'],
      ],
    ],
  ])('%s', (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });
});
