// The message coach's session-22 changes (docs/message-coach.md, "Session 22 (helper msgcoach)"): a motive read
// into the reader's own act is blame; a name someone else gave the reader, reported, is not the writer's insult;
// a warning that the reader will not be seeing the children is a threat. Every flag keeps its reason and its words.
import { describe, expect, it } from 'vitest';
import { analyzeDraft } from '../../src/features/message-coach/analyze';
import { REASONS } from '../../src/features/message-coach/rules';

/** Each flag of a one-message draft as "category: the words it marks". */
function flagged(text: string): string[] {
  return analyzeDraft(text).sentences.flatMap((s) => s.flags.map((f) => `${f.category}: ${text.slice(f.start, f.end)}`));
}

describe('a motive read into what the reader did is blame (mind-reading)', () => {
  it('the purpose or cause given, from its first word to the motive, is the span', () => {
    expect(flagged('You planned this cruise to hurt me.')).toEqual(['blame: to hurt me']);
    expect(flagged('You only call on Saturdays because it makes you look good.')).toEqual([
      'blame: because it makes you look good',
    ]);
    expect(flagged('You did that just to get back at me.')).toEqual(['blame: just to get back at me']);
    expect(flagged('You changed the schedule to make me look bad in front of the judge.')).toEqual([
      'blame: to make me look bad',
    ]);
    expect(flagged('You moved the party to Sunday so you could look like the fun parent.')).toEqual([
      'blame: so you could look like the fun parent',
    ]);
  });

  it('with its own reason', () => {
    const text = 'You planned this cruise to hurt me.';
    expect(analyzeDraft(text).sentences[0]?.flags).toEqual([{ category: 'blame', start: 24, end: 34, reason: REASONS.blame }]);
  });

  it('not a purpose of the writer’s, a condition, an intention denied or a plain reason', () => {
    expect(flagged('I know you didn’t mean to hurt me.')).toEqual([]);
    expect(flagged('If you did that to hurt me, it worked.')).toEqual([]);
    expect(flagged('I moved the pickup to 5 because the traffic is bad.')).toEqual([]);
    expect(flagged('You left early to beat the traffic.')).toEqual([]);
  });
});

describe('a name someone else gave the reader, reported, is not the writer’s insult', () => {
  it('a relative’s or a named person’s word, reported: no insult', () => {
    expect(flagged('My mother says you were rude to her at the game.')).toEqual([]);
    expect(flagged('Dana thinks you are selfish.')).toEqual([]);
  });

  it('the writer’s own, or everyone’s, is still the writer’s name for the reader', () => {
    expect(flagged('I said you were rude.')).toEqual(['insult: you were rude']);
    expect(flagged('Everyone says you are a liar.')).toEqual(['insult: you are a liar']);
  });
});

describe('not seeing the children, as a warning, is a threat', () => {
  it('"you won\'t be seeing the kids" after a dare', () => {
    const text = 'Carry on like this and you won’t be seeing the kids.';
    expect(analyzeDraft(text).sentences[0]?.flags).toEqual([{ category: 'threat', start: 23, end: 51, reason: REASONS.threat }]);
  });

  it('not a plain reason why ("... because they’re at camp")', () => {
    expect(flagged('You won’t be seeing the kids this weekend because they’re at camp.')).toEqual([]);
  });
});

describe('praise and acknowledgement that charge nothing', () => {
  it('"congratulations on" good news is no sarcasm; on a failure, or "finally", it is', () => {
    expect(flagged('Congratulations on the baby.')).toEqual([]);
    expect(flagged('Congratulations on ruining her birthday.')).toEqual(['sarcasm: Congratulations on ruining her birthday.']);
    expect(flagged('Congratulations on finally figuring out how to use a phone.')).toEqual([
      'sarcasm: Congratulations on finally',
    ]);
  });

  it('praise words used of a failure stay sarcasm, on the whole sentence', () => {
    const text = 'Great job forgetting his inhaler again, really impressive.';
    expect(analyzeDraft(text).sentences[0]?.flags).toEqual([
      { category: 'sarcasm', start: 0, end: text.length, reason: REASONS.sarcasm },
    ]);
  });

  it('a view of the reader’s acknowledged is no blame; a charge beside it still is', () => {
    expect(flagged('I understand you disagree.')).toEqual([]);
    expect(flagged('I understand you disagree, but you lied to the school.')).toEqual(['blame: you lied']);
  });
});
