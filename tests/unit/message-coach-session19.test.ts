// The message coach's session-19 changes (docs/message-coach.md, "Session 19"): one kind where
// kinds compete on a sentence (a threat or a name outranks the charge beside it; a partner named
// in a sentence about the children is not off the topic), names that are not names, an ask made
// under a threat answered without the threat, and "You'll regret calling the police" read as harm
// by our own rule.
import { describe, expect, it } from 'vitest';
import { analyzeDraft, readReceived, threatenedStep } from '../../src/features/message-coach/analyze';
import { warm } from '../../src/features/message-coach/warmth';

/** A Monday, as in message-coach.test.ts: the reply's deadline is a Wednesday. */
const MONDAY = new Date(2026, 10, 23);

const flagsOf = (text: string) =>
  analyzeDraft(text, MONDAY).sentences.flatMap((s) => s.flags.map((f) => [f.category, text.slice(f.start, f.end)]));

describe('where kinds compete on one sentence, the strongest is named', () => {
  it.each<[string, string[][]]>([
    // A charge inside a threat is the threat's setup.
    [
      "Go ahead and file, I'll make sure the judge hears about every visit you skipped.",
      [['threat', "I'll make sure the judge hears"]],
    ],
    // A charge beside a name is the name.
    ["You're a terrible parent and the kids hate being at your house.", [['insult', "You're a terrible parent"]]],
  ])('%s', (text, expected) => {
    expect(flagsOf(text)).toEqual(expected);
  });

  it.each([
    'Your girlfriend does not get to discipline my kids.',
    'Our plan says we give written notice before a new partner is around the kids overnight.',
  ])('a partner named in a sentence about the children is not off the topic: %s', (text) => {
    expect(flagsOf(text).filter(([kind]) => kind === 'offtopic')).toEqual([]);
  });

  it('a partner brought in with no word of the children still is', () => {
    expect(flagsOf('I hope your new wife knows what she signed up for.')).toEqual([['offtopic', 'your new wife']]);
  });
});

describe('names that are not names', () => {
  it.each<[string, string[][]]>([
    ["You're just jealous that the kids like him.", [['blame', "You're just jealous"]]],
    // The motive read into it ("to control me") is blame of its own since session 22.
    [
      "You're abusing the 50/50 to control me.",
      [
        ['blame', "You're abusing"],
        ['blame', 'to control me'],
      ],
    ],
    ["I'm sorry about your loss.", []],
    [
      'Who do you think you are, the police??',
      [
        ['questions', 'Who do you think you are, the police??'],
        ['caps', '??'],
      ],
    ],
    [
      "If you try to take my daughter out of the country I'll make sure you're arrested at the airport.",
      [['threat', "I'll make sure you're arrested"]],
    ],
  ])('%s', (text, expected) => {
    expect(flagsOf(text)).toEqual(expected);
  });

  it("the writer's own name for themselves is not an insult", () => {
    const text = "I'm not consenting to some therapist you picked so she can tell them what a bad father I am.";
    expect(flagsOf(text).filter(([kind]) => kind === 'insult')).toEqual([]);
    expect(
      flagsOf("You're coaching them to say they don't want to come, I'm not an idiot.").filter(([k]) => k === 'insult'),
    ).toEqual([]);
  });

  it('still names the reader', () => {
    expect(flagsOf("You're disgusting.")).toEqual([['insult', "You're disgusting"]]);
  });
});

describe('an ask made under a threat', () => {
  it('is a point, and the reply answers the ask, not the threat', () => {
    const r = readReceived("Sign the papers by Friday or you'll never see the kids.", MONDAY);
    expect(r.points.map((p) => [p.answer, p.details, p.threatened])).toEqual([[['request', 'date'], ['Friday'], true]]);
    expect(r.reply).toBe(
      'Hi,\n\nAbout "Friday": [what you will do, if anything; leave the threat unanswered].\n\nPlease confirm by Wednesday at 6 p.m. Thank you.',
    );
  });

  it("an ultimatum's order that opens with its verb is an ask", () => {
    const r = readReceived(
      "Bring them back to the exchange on Friday at 6 or I'll have my lawyer file a rule to show cause.",
      MONDAY,
    );
    expect(r.points.map((p) => [p.answer, p.details, p.threatened])).toEqual([
      [['request', 'date', 'time'], ['Friday', 'at 6'], true],
    ]);
  });

  it.each([
    "Go to court and I'll make your life hell.",
    "If you try to take my daughter out of the country I'll make sure you're arrested at the airport.",
  ])('a condition or an ask inside the threat asks nothing: %s', (text) => {
    expect(readReceived(text, MONDAY).points).toEqual([]);
  });

  it('a plain ask is answered as before', () => {
    const r = readReceived('Can you take Emma on Friday at 5?', MONDAY);
    expect(r.points.map((p) => p.threatened)).toEqual([false]);
    expect(r.reply).toBe('Hi,\n\nAbout "Friday, at 5": [your answer].\n\nPlease confirm by Wednesday at 6 p.m. Thank you.');
  });
});

describe("what the reader will regret is the reader's step", () => {
  it('"You\'ll regret calling the police" threatens harm by our own rule, not only by the detector', () => {
    // The step the writer threatens names no police: it is what the reader did.
    expect(threatenedStep("You'll regret calling the police.")).toBe("You'll regret.");
    expect(flagsOf("You'll regret calling the police.")).toEqual([['threat', "You'll regret"]]);
    const d = readReceived("You'll regret calling the police.", MONDAY).danger;
    expect(d && { level: d.level, lines: d.lines }).toEqual({ level: 'crisis', lines: ['dv'] });
  });

  it('a legal step the writer takes stays pressure', () => {
    expect(threatenedStep("If you keep this up I'll see you in court.")).toBe("I'll see you in court.");
  });
});

describe('warm sentences are never flagged by the fitted layers', () => {
  it.each([
    "I know you're hurt.",
    'Enjoy the wedding.',
    'I hear you that the changing at exchanges upset the kids.',
    "I'm sorry about your loss.",
    'Thanks for letting me know about the dentist appointment.',
    'Hope you feel better soon.',
  ])('warm: %s', (text) => {
    expect(warm(text)).toBe(true);
  });

  it.each([
    'Enjoy it while it lasts.',
    'Enjoy your little trip.',
    'Thanks for nothing.',
    'I know where your sister lives in Mexico.',
    "I hear you're back with Tara from the gym.",
    "I know you're lying.",
    'Thanks so much for your "help".',
  ])('not warm: %s', (text) => {
    expect(warm(text)).toBe(false);
  });

  it('a rule still flags a hostile pattern in kind words', () => {
    expect(flagsOf('Thanks for nothing.')).toEqual([['sarcasm', 'Thanks for nothing']]);
  });
});
