// The message coach's session-26 changes (docs/message-coach.md, "Session 26 (helper msgcoach)"), in our own
// wording: the reader's acts told as a story in the second person are blame; the writer run down to the children or
// others; a motive read into what the reader wants; the children coached; a consequence left unsaid; litigation as
// attrition is a threat, not danger ("bury you in motions"); menace said with other words (the children taken or
// brought back at the writer's whim, harm left unfinished, "you'll have to find us first", never left alone, a fight
// offered); and no suggestion ever leaves out a sentence that tells harm done to the writer. Exact spans.
import { describe, expect, it } from 'vitest';
import { analyzeDraft, readReceived } from '../../src/features/message-coach/analyze';
import { disclosesHarm } from '../../src/features/message-coach/suggestions';
import { threatsIn } from '../../src/features/message-coach/threats';

/** Each flag of a draft as "category: the words it marks". */
function flagged(text: string): string[] {
  return analyzeDraft(text).sentences.flatMap((s) => s.flags.map((f) => `${f.category}: ${text.slice(f.start, f.end)}`));
}
/** A threat recogniser's finds as [kind, the words of its clause]. */
const threats = (text: string) => threatsIn(text).map((t) => [t.kind, text.slice(t.start, t.end)]);
/** A Monday: the suggested deadline is a Wednesday. */
const MONDAY = new Date(2026, 10, 30);
/** The suggestions' labels for a draft. */
const suggested = (text: string) => analyzeDraft(text, MONDAY).suggestions.map((s) => s.label);
/** The closing offered on a Monday. */
const closing = 'End with "Please confirm by Wednesday at 6 p.m. Thank you."';

describe('the reader’s acts told as a story', () => {
  it('a past act on the writer or the children, from its "you" to the end of the sentence', () => {
    expect(flagged('Last month you took the boys to your sister’s without a word to me.')).toEqual([
      'blame: you took the boys to your sister’s without a word to me',
    ]);
    expect(flagged('You have been parking across the road and photographing us for a week.')).toEqual([
      'blame: You have been parking across the road and photographing us for a week',
    ]);
  });

  it('not a condition, a courtesy, an arrangement, the relationship’s end or a question', () => {
    expect(flagged('If you dropped her bag off, she will have it for school.')).toEqual([]);
    expect(flagged('Thanks, you picked them up right on time.')).toEqual([]);
    expect(flagged('I’m grateful you helped her with the project.')).toEqual([]);
    expect(flagged('Did you take the boys to the dentist?')).toEqual([]);
    expect(flagged('You left us years ago.')).toEqual(['past: You left us years ago']);
  });

  it('the writer run down to the children or others; not an ask', () => {
    expect(flagged('You keep telling the girls I forgot their birthdays.')).toEqual([
      'blame: You keep telling the girls I forgot their birthdays',
    ]);
    expect(flagged('Your brother told the whole team I was drinking again.')).toEqual([
      'blame: Your brother told the whole team I was drinking again',
    ]);
    expect(flagged('Could you tell the twins I will call on Sunday?')).toEqual([]);
  });

  it('a motive read into what the reader wants, and the children coached', () => {
    expect(flagged('You just want the house so you can sell it.')).toEqual(['blame: You just want the house so you can sell it']);
    expect(flagged('He says you prepped him on what to say to the counsellor.')).toEqual(['blame: prepped him on what to say']);
  });
});

describe('threats: a consequence left unsaid, litigation as attrition', () => {
  it('"see what happens", "what’s coming to you", "me to deal with"', () => {
    expect(flagged('File that again and see what happens.')).toEqual(['threat: and see what happens']);
    expect(flagged('He will get what is coming to him, and so will you.')).toEqual([]);
    expect(flagged('Soon enough, what is coming to you will come.')).toEqual(['threat: what is coming to you']);
    expect(flagged('Anyone who gets in the way will have me to deal with.')).toEqual(['threat: have me to deal with']);
  });

  it('"bury you in filings" is a threat with no danger and no crisis lines; "I will bury you" stays danger', () => {
    const filings = 'I will bury you in filings until you run out of money.';
    expect(flagged(filings)).toEqual(['threat: I will bury you in filings until you run out of money']);
    expect(readReceived(filings).danger).toBeNull();
    expect(flagged('I will bury you.')).toEqual(['threat: I will bury you', 'danger: I will bury you']);
    expect(flagged('I will appeal as many times as it takes, in every court.')).toEqual(['threat: as many times as it takes']);
  });
});

describe('an order that shuts the discussion', () => {
  it('"not a request", "I’m not asking", "no discussion"; not a request disowned', () => {
    expect(flagged('Pickup is at my mother’s from now on. This is not a request.')).toEqual(['demand: This is not a request']);
    expect(flagged('Bring her at 6. I’m not asking again.')).toEqual(['demand: Bring her at 6.', 'demand: I’m not asking']);
    expect(flagged('New Year is mine, no discussion.')).toEqual(['demand: no discussion']);
    expect(flagged('I’m not asking you to change the schedule.')).toEqual([]);
  });
});

describe('mock praise said first', () => {
  it('before the deed it mocks; thanks meant are left alone', () => {
    expect(flagged('Oh how generous, letting me see my own son for an hour.')).toEqual(['sarcasm: Oh how generous']);
    expect(flagged('What a great father, keeping the girls from their grandmother.')).toEqual(['sarcasm: What a great father']);
    expect(flagged('What a great father you have been to them this year.')).toEqual([]);
    expect(flagged('Thanks so much for taking her to the dentist.')).toEqual([]);
  });
});

describe('menace said with other words', () => {
  it('the children taken or brought back at the writer’s whim; coming round at will is pressure', () => {
    expect(threats('I’ll collect them from nursery whenever I please.')).toEqual([
      ['keeping', 'I’ll collect them from nursery whenever I please'],
    ]);
    expect(threats('I’ll bring him back when I’m good and ready.')).toEqual([
      ['keeping', 'I’ll bring him back when I’m good and ready'],
    ]);
    expect(threats('I’ll turn up at the school gates whenever I like.')).toEqual([
      ['pressure', 'I’ll turn up at the school gates whenever I like'],
    ]);
    // A plan with a time of its own is no whim.
    expect(threats('I’ll bring him back when I’m ready to leave the party, about 8.')).toEqual([]);
  });

  it('harm left unfinished, found only by searching, never left alone, a fight offered', () => {
    expect(threats('I will come back and finish what I started with you.')).toEqual([
      ['harm', 'I will come back and finish what I started with you'],
    ]);
    expect(threats('We are leaving tonight and you will have to find us first.')).toEqual([
      ['loss', 'you will have to find us first'],
    ]);
    expect(threats('I will never leave you alone.')).toEqual([['reach', 'I will never leave you alone']]);
    expect(threats('I won’t leave you alone with the baby on the first night.')).toEqual([]);
    expect(threats('Meet me at the car park and we settle this like men.')).toEqual([['harm', 'settle this like men']]);
    expect(threats('We can settle this outside of court with a mediator.')).toEqual([]);
  });
});

describe('a disclosure of harm is never offered for leaving out', () => {
  it('harm told keeps its sentence; the writer’s own threat may still be left out', () => {
    const told = 'You pinned me to the fridge on Friday and the kids saw it.';
    expect(suggested(told)).toEqual(['Start with "Hi,"', closing]);
    expect(analyzeDraft(told).danger?.level).toBe('crisis');
    const shoved = 'At the match you shouted at me and grabbed my wrist in front of everyone. See you Friday at 5.';
    expect(suggested(shoved)).toEqual(['Start with "Hi,"', closing]);
    expect(suggested('I will hurt you if you come here again.')).toEqual([
      'Leave out "I will hurt you if you come here again."',
      'Start with "Hi,"',
      closing,
    ]);
    expect(suggested('You forgot her inhaler again.')).toEqual([
      'Leave out "You forgot her inhaler again."',
      'Start with "Hi,"',
      closing,
    ]);
  });

  it('disclosesHarm: danger no threat covers, or an act on the body told of the reader', () => {
    const s = (text: string) => analyzeDraft(text).sentences[0]!;
    expect(disclosesHarm(s('You pinned me to the fridge on Friday.'))).toBe(true);
    expect(disclosesHarm(s('I will hurt you.'))).toBe(false);
    expect(disclosesHarm(s('You forgot her inhaler again.'))).toBe(false);
  });
});
