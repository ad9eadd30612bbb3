// The session-26 review of the message coach's new rules (docs/message-coach.md, "Session 26 (helper msgcoach)"):
// thanks and praise for what the reader did are not blame, and "no discussion" told as what happened is not an
// order. Our own wording.
import { expect, it } from 'vitest';
import { analyzeDraft } from '../../src/features/message-coach/analyze';

/** Each flag of a draft as "category: the words it marks". */
function flagged(text: string): string[] {
  return analyzeDraft(text).sentences.flatMap((s) => s.flags.map((f) => `${f.category}: ${text.slice(f.start, f.end)}`));
}

it.each([
  'You brought the kids home early, thank you so much!',
  'Thank you, you brought the kids home early.',
  'You took such good care of them when I was sick, thank you.',
  'You handled the school meeting really well for us.',
  'We had no discussion about the move before you signed the lease.',
])('no flag: %s', (text) => expect(flagged(text)).toEqual([]));

it('the story of the reader’s acts, and the closed discussion are still read', () => {
  expect(flagged('Last month you took the boys to your sister’s without a word to me.')).toEqual([
    'blame: you took the boys to your sister’s without a word to me',
  ]);
  expect(flagged('The kids are going to Florida with me, no discussion.')).toEqual(['demand: no discussion']);
});
