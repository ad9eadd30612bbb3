// The message coach's session-27 changes to the past flag (docs/message-coach.md, "Session 27 (helper msgtone)"), in
// our own wording: "back when" is history only when a past form follows it ("back" after a verb is followed by the
// present); "you left us" with a particle or a thing after it is another verb (left out, left a message); the
// relationship's name before a paper or a thing of today's arrangements (a decree, an agreement, photos) names that
// thing; a span of years swept over ("all these years") is history only where the reader is in the sentence; a
// precedent inside a request ("like you did last week") is an arrangement. Exact flags.
import { describe, expect, it } from 'vitest';
import { analyzeDraft } from '../../src/features/message-coach/analyze';

/** Each flag of a draft as "category: the words it marks". */
function flagged(text: string): string[] {
  return analyzeDraft(text).sentences.flatMap((s) => s.flags.map((f) => `${f.category}: ${text.slice(f.start, f.end)}`));
}

// The first analysis loads compromise and the word lists: 20 s was not enough at a load of 17 on two cores.
describe('the past flag: history, not arrangements', { timeout: 60_000 }, () => {
  it('"back when" before a past form is history', () => {
    expect(flagged('Back when you lived here you never lifted a finger.')).toEqual([
      'past: Back when you lived',
      'absolute: you never',
    ]);
  });

  it('"back" after a verb, followed by the present, is not', () => {
    expect(flagged('Can you bring her bike back when you drop her off on Sunday?')).toEqual([]);
    expect(flagged('The kids can call me back when they finish dinner.')).toEqual([]);
  });

  it('an -ed word that tells a state today is no past form (review of session 27)', () => {
    expect(flagged("Please send her back when she's tired.")).toEqual([]);
    expect(flagged("You'll get them back when I'm finished with the forms.")).toEqual([]);
    expect(flagged('Back when she was tired all the time, you never noticed.')).toEqual([
      'past: Back when she was',
      'absolute: you never',
    ]);
  });

  it('"you left us" out, or a thing left for us, is not the relationship’s end', () => {
    expect(flagged('You left us a voicemail about the dentist, I’ll call them back.')).toEqual([]);
    expect(flagged('You left us 7 years ago.')).toEqual(['past: You left us', 'past: years ago']);
  });

  it('the relationship’s name before a paper or a thing names that thing', () => {
    expect(flagged('Can you send me a copy of our divorce agreement before Friday?')).toEqual([]);
    expect(flagged('Please bring our wedding photos when you pick them up.')).toEqual([]);
    expect(flagged('Our divorce was your idea and so is this mess.')).toEqual(['past: Our divorce']);
  });

  it('years swept over with the reader in the sentence, not the writer’s own saving', () => {
    expect(flagged('I saved the receipts for all these years in a folder.')).toEqual([]);
    expect(flagged('You’ve treated me like dirt all these years.')).toEqual([
      'blame: You’ve treated me like dirt all these years',
      'past: all these years',
    ]);
  });

  it('a precedent inside a request is an arrangement', () => {
    expect(flagged('Could you drop them off at 5 like you did last week?')).toEqual([]);
  });
});
