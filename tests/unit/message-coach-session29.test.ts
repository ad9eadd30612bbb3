// The session-29 fixes of the message coach (docs/message-coach.md, "Session 29 (helper msgtune)"). Our own wording,
// but for two sentences quoted from training parts, wrong flags the fixes were written for: "You picked the same two
// weeks ..." (sealed-9) and "You left me with a newborn ..." (sealed-17).
import { describe, expect, it } from 'vitest';
import { analyzeDraft, readReceived } from '../../src/features/message-coach/analyze';
import { pointsToHelp } from '../../src/features/message-coach/danger';

const flagged = (category: string, text: string, received = false) =>
  (received ? readReceived(text) : analyzeDraft(text)).sentences
    .flatMap((s) => s.flags)
    .filter((f) => f.category === category)
    .map((f) => text.slice(f.start, f.end));

// The first test loads the shared detector and its model: slow on a loaded machine.
describe('the danger flag: kinds of false danger', { timeout: 120_000 }, () => {
  it.each([
    'Please call 988 if you ever feel like hurting yourself.',
    'Samaritans are on 116 123 if you feel like ending your life.',
    "Call Lifeline on 13 11 14 if you're having thoughts of suicide, please.",
  ])('a line pointed to for the reader, the line first: care, not danger: %s', (text) => {
    expect(pointsToHelp(text)).toBe(true);
    expect(flagged('danger', text)).toEqual([]);
  });

  it('a line named beside harm to someone else is not care', () => {
    expect(pointsToHelp("If you hurt the kids again I'll call 911.")).toBe(false);
    expect(pointsToHelp('If you ever feel like hurting yourself, tell me.')).toBe(false);
  });

  it.each(['The kids are better off without you.', "Honestly, everyone's better off without you around."])(
    'the reader said to be missed by no one is an insult, not the writer wishing to die: %s',
    (text) => {
      expect(flagged('danger', text, true)).toEqual([]);
    },
  );

  it('the writer wishing to die is still danger', () => {
    expect(flagged('danger', "I can't go on, the kids are better off without me.", true)).toEqual(["I can't go on"]);
  });

  it.each([
    'You picked the same two weeks I told you about in February just to wreck my trip.',
    "You left me with a newborn and a mortgage in 2012, so don't lecture me about stability.",
  ])('a past act told with a harm stem inside another word ("trip", "stability") is not harm: %s', (text) => {
    expect(flagged('danger', text, true)).toEqual([]);
  });

  it.each([
    ['You threw a glass at me while I held the baby.', 'threw a glass at me'],
    ["You smashed my phone so I couldn't ring anyone.", "You smashed my phone so I couldn't ring anyone"],
  ])('a past act of harm told is still danger: %s', (text, words) => {
    expect(flagged('danger', text)).toEqual([words]);
  });

  it('an act inside mind-reading is a motive read into the reader, not a taking', () => {
    expect(flagged('danger', 'You just want to take her away from me for good.', true)).toEqual([]);
    expect(flagged('danger', 'Jessica told me you said on the phone you are going to steal her away from me.')).toEqual([
      'steal her away from me',
    ]);
  });

  it('harm a situation would do keeps the threat when the writer promises to bring it about', () => {
    const text = 'Keeping them from me is going to hurt them and I will make sure of it.';
    expect(flagged('threat', text, true)).toEqual(['hurt them and I will make sure of it']);
    expect(readReceived(text).danger?.level).toBe('crisis');
    expect(analyzeDraft("It would hurt the kids if this went to court, and I don't want that.").danger).toBeNull();
  });
});
