// The session-28 fixes of the message coach (docs/message-coach.md, "Session 28 (helper msgtune)"). Our own wording.
import { describe, expect, it } from 'vitest';
import { analyzeDraft, readReceived } from '../../src/features/message-coach/analyze';

const today = new Date('2026-11-30T12:00:00');

// The first test loads the shared detector and its model: slow on a loaded machine.
describe('harm a situation would do, said to spare the children, is not danger', { timeout: 120_000 }, () => {
  it.each([
    "It would hurt the kids if this went to court, and I don't want that.",
    "Dragging this through court will only hurt the children, so let's settle it between us.",
    'This back and forth is hurting the kids and I want it to stop.',
    "It hurts the boys when we argue at the handover, so let's keep it short.",
  ])('%s', (text) => {
    expect(analyzeDraft(text).danger).toBeNull();
    expect(readReceived(text).danger).toBeNull();
  });

  it.each([
    'If you take me to court I will hurt the kids.',
    "I'll hurt the kids if you leave me.",
    'He hurts the kids when he drinks.',
    "It would hurt the kids if this went to court, and I'll hurt you too.",
  ])('a person who does the harm is still danger: %s', (text) => {
    expect(analyzeDraft(text).danger?.level).toBe('crisis');
  });
});

describe('an insult said to the reader is offered for removing wherever it stands in the sentence', () => {
  const removals = (text: string) =>
    analyzeDraft(text, today)
      .suggestions.filter((s) => s.kind === 'replace' || s.kind === 'drop')
      .map((s) => [s.label, text.slice(0, s.start) + s.insert + text.slice(s.end)]);

  it('between two commas: the facts on both sides kept', () => {
    expect(removals('I will have them ready at 5, you idiot, so be on time.')).toEqual([
      ['Remove "you idiot"', 'I will have them ready at 5, so be on time.'],
    ]);
  });
  it('at the end without a comma, from its "you"', () => {
    expect(removals('I will have them ready at 5 on Friday you idiot.')).toEqual([
      ['Remove "you idiot"', 'I will have them ready at 5 on Friday.'],
    ]);
    expect(removals('I will have them ready at 5 on Friday you stupid idiot!')).toEqual([
      ['Remove "you stupid idiot"', 'I will have them ready at 5 on Friday!'],
    ]);
  });
  it('after a comma at the end, as before', () => {
    expect(removals('I will have them ready at 5 on Friday, you idiot.')).toEqual([
      ['Remove "you idiot"', 'I will have them ready at 5 on Friday.'],
    ]);
  });
  it('beside a telling of harm, after it or in its middle: the telling kept', () => {
    expect(removals('You pinned me to the fridge on Friday, you pathetic loser, and the kids saw it.')).toEqual([
      ['Remove "you pathetic loser"', 'You pinned me to the fridge on Friday, and the kids saw it.'],
    ]);
    expect(removals('You pinned me to the fridge on Friday and the kids saw it, you pathetic loser.')).toEqual([
      ['Remove "you pathetic loser"', 'You pinned me to the fridge on Friday and the kids saw it.'],
    ]);
  });
  it('an aside that says more than its insult is not removed from a telling', () => {
    expect(removals('You pinned me to the fridge on Friday, you pathetic loser who drinks, and the kids saw it.')).toEqual([]);
  });
});

describe('a story of the reader’s acts with a verb in the past that does not end in -ed', () => {
  const flagged = (text: string) =>
    analyzeDraft(text).sentences.flatMap((s) => s.flags.map((f) => `${f.category}: ${text.slice(f.start, f.end)}`));
  it.each([
    ['You hid my son from me for four years.', 'blame: You hid my son from me for four years'],
    ['You cut me out of their lives for four years.', 'blame: You cut me out of their lives for four years'],
  ])('%s', (text, flag) => {
    expect(flagged(text)).toContain(flag);
  });
  it('not "got" or "sat", which are mostly not an act', () => {
    expect(flagged("I know you've got a lot going on, so I can take them on Friday.")).toEqual([]);
  });
});

describe('the writer refusing to go over the relationship is not the past', () => {
  const flags = (text: string) => analyzeDraft(text).sentences.flatMap((s) => s.flags.map((f) => f.category));
  it.each(["I'm not going to discuss our relationship.", "I won't rehash our marriage with you."])('%s', (text) => {
    expect(flags(text)).toEqual([]);
  });
  it('the relationship blamed is still the past', () => {
    expect(flags('Our marriage was a disaster because of you.')).toEqual(['past', 'blame']);
  });
});
