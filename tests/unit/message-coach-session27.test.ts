// The session-27 fixes of the message coach (docs/message-coach.md, "Session 27 (helper msgfix)"). Our own wording.
import { describe, expect, it } from 'vitest';
import { analyzeDraft, readReceived } from '../../src/features/message-coach/analyze';
import { withoutMindReading } from '../../src/features/message-coach/danger';
import { thanksOrPraise } from '../../src/features/message-coach/sentences';

/** Each flag of a draft as "category: the words it marks". */
function flagged(text: string): string[] {
  return analyzeDraft(text).sentences.flatMap((s) => s.flags.map((f) => `${f.category}: ${text.slice(f.start, f.end)}`));
}

// The first test loads the shared detector and its model: slow on a loaded machine.
describe('legal or financial ruin as the weapon: one list, a threat with no crisis lines', { timeout: 120_000 }, () => {
  it.each([
    ["I'll bury you in debt.", "threat: I'll bury you in debt"],
    ['I will bury you in debt', 'threat: I will bury you in debt'],
    ["I'll bury you in motions.", "threat: I'll bury you in motions"],
    ["I'll destroy you financially.", "threat: I'll destroy you financially"],
    ["I'll kill you in court.", 'threat: kill you in court'],
    ["I'll break you with legal fees until you give up.", 'threat: break you with legal fees until you give up'],
    ["I'll hurt you with the bills.", 'threat: hurt you with the bills'],
  ])('%s', (text, flag) => {
    expect(flagged(text)).toEqual([flag]);
    expect(analyzeDraft(text).danger).toBeNull();
    expect(readReceived(text).danger).toBeNull();
  });

  it('harm with no legal means, or at a place, is still danger', () => {
    expect(flagged('I will bury you.')).toEqual(['threat: I will bury you', 'danger: I will bury you']);
    expect(analyzeDraft('I will bury you.').danger?.level).toBe('crisis');
    expect(flagged("I'll bury you in the garden.")).toEqual(["threat: I'll bury you", "danger: I'll bury you"]);
    expect(analyzeDraft('I will kill you in the court car park.').danger?.level).toBe('crisis');
  });

  it("a weapon said to be legal is harm's means, not the law (review of session 27)", () => {
    expect(flagged("I'll kill you with my legal gun.")).toEqual(["danger: I'll kill you", "threat: I'll kill you"]);
    expect(analyzeDraft("I'll kill you with my legal gun.").danger?.level).toBe('crisis');
    expect(withoutMindReading("I'll kill you with my legal gun.")).toBe("I'll kill you with my legal gun.");
  });

  it('the detector is not given the ruin, offsets kept', () => {
    expect(withoutMindReading("I'll bury you in debt.")).toBe(`I'll ${' '.repeat(16)}.`);
  });
});

describe('thanks or praise is a fact of the sentence that every second-person blame rule reads', () => {
  it.each([
    // the story of the reader's acts (rules.ts, session 26)
    'You brought the kids home early, thank you so much!',
    // the reviewed blame phrasings ("you made her")
    'You made her birthday so special, thank you!',
    // the writer run down to others (a report the writer is glad of)
    'You told the boys I was proud of them, which was lovely of you.',
    // a motive read into what the reader wants
    'You just swapped weekends so you could help me move, thank you.',
    // the grammar rule: "you" + a verb of BLAME_VERBS
    'You interrupted your trip to come to her recital, thank you so much.',
  ])('no flag: %s', (text) => {
    expect(thanksOrPraise(text)).toBe(true);
    expect(flagged(text)).toEqual([]);
  });

  it('thanks that mock, or thanks for a fault, leave the blame', () => {
    expect(flagged('You forgot her inhaler again, thanks a lot.')).toEqual(['blame: You forgot', 'sarcasm: thanks a lot']);
    expect(flagged('You made me late again, thanks.')).toEqual(['blame: You made me']);
    expect(flagged('Thanks for nothing, you ruined her birthday.')).toEqual(['sarcasm: Thanks for nothing', 'blame: you ruined']);
    expect(thanksOrPraise('Thank you for not showing up to her recital.')).toBe(false);
  });

  it('"thanks again" repeats the thanks, not a fault (review of session 27)', () => {
    expect(thanksOrPraise('You swapped weekends for me, thank you again.')).toBe(true);
    expect(flagged('You swapped weekends for me, thank you again.')).toEqual([]);
    expect(thanksOrPraise('You were late again, thanks.')).toBe(false);
  });
});

describe('a polite request about a routine is no absolute, for every absolute rule', () => {
  it.each([
    // the older "every time you"
    'Every time you pick them up, please bring her coat.',
    'Can you text me every time you drop them at school?',
    // the sweep said first (session 26)
    'Every weekend they are with you, could you pack his inhaler?',
    'Every single time they come to you, please send the reading log back.',
  ])('no flag: %s', (text) => expect(flagged(text)).toEqual([]));

  it('a request that also charges keeps the absolute', () => {
    expect(flagged('Every time you pick them up you forget her coat, please bring it.')).toEqual([
      'absolute: Every time you',
      'blame: you forget',
    ]);
    expect(flagged('You never bring her coat, please bring it.')).toEqual(['absolute: You never']);
  });
});

describe('a consequence the writer disowns or declines in the same sentence is no threat', () => {
  it.each([
    'It would break you if this went to court, and I do not want that.',
    "I'll take you to court if I have to, and I don't want that.",
    "If this carries on I will file a motion, but I really don't want to.",
    "It would bury you in legal fees if we went back to court, and that's the last thing I want.",
  ])('no flag: %s', (text) => expect(flagged(text)).toEqual([]));

  it('a threat not disowned, or harm named, stays', () => {
    expect(flagged("If you don't pay by Friday I will file a motion, and I will.")).toEqual(['threat: I will file a motion']);
    expect(flagged("If you come here again I will hurt you, and I don't want that.")).toEqual([
      'danger: I will hurt you',
      'threat: I will hurt you',
    ]);
  });

  it('a second threat after the "and" is not a disowning (review of session 27)', () => {
    expect(flagged("If you don't pay I'll take you to court, and I won't let you see the kids.")).toEqual([
      "threat: I'll take you to court",
    ]);
  });
});

describe('a disclosure keeps its telling, and the insult beside it may still go', () => {
  const labels = (text: string) => analyzeDraft(text, new Date('2026-11-30T12:00:00')).suggestions.map((s) => s.label);
  it('an insult said before the telling, in its sentence: offered for removing, the telling kept', () => {
    const text = 'You pathetic loser, you pinned me to the fridge on Friday and the kids saw it.';
    const a = analyzeDraft(text, new Date('2026-11-30T12:00:00'));
    const remove = a.suggestions.find((s) => s.label === 'Remove "You pathetic loser"');
    expect(remove).toBeDefined();
    expect(text.slice(0, remove!.start) + remove!.insert + text.slice(remove!.end)).toBe(
      'You pinned me to the fridge on Friday and the kids saw it.',
    );
  });
  it('an insult in its own sentence is offered for leaving out; the telling is not', () => {
    expect(labels("You're a pathetic loser. You pinned me to the fridge on Friday and the kids saw it.")).toEqual([
      'Leave out "You\'re a pathetic loser."',
      'Start with "Hi,"',
      'End with "Please confirm by Wednesday at 6 p.m. Thank you."',
    ]);
    expect(labels('Honestly, you grabbed my arm in the car park and it hurt.')).toEqual([
      'Start with "Hi,"',
      'End with "Please confirm by Wednesday at 6 p.m. Thank you."',
    ]);
  });
});
