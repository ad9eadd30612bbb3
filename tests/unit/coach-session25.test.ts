// Session 25 (issue 25, crisis-en; docs/coach-crisis.md "Session 25"): situations told without a harm
// word as element counts (warningSigns.ts, compose.ts), lines by construction (triage.ts composeLines),
// everyday senses as classes. Each message below was written for this test, not copied from a part.
import { describe, expect, it } from 'vitest';
import { detectDanger } from '../../src/content/crisis/crisis';
import { triage } from '../../src/content/crisis/triage';

const categories = (text: string) => detectDanger(text)?.categories ?? null;

describe('two different items of one published list, told of another adult', () => {
  it.each([
    ['he rings me thirty times a day and has started emailing my manager about me', 'stalking'],
    ['she cut me off from my sisters and now decides when i can sleep', 'coercive_control'],
    ['we flew to see his parents in Lahore and he went back home with the kids and took my passport', 'stranded'],
    ['our son has not come back from his weekend and his mum has blocked me', 'child_taken'],
    ['i was asleep on the sofa and woke up half dressed, i never wanted that', 'sexual_assault'],
  ])('%s: %s', (text, category) => expect(categories(text)).toContain(category));

  it('one item alone, or the parent as the one doing it, is not', () => {
    expect(categories('he rings me thirty times a day about the school run')).toBeNull();
    expect(categories('i text my sister every day and check my bank app')).toBeNull();
  });
});

describe('lines by what the message tells', () => {
  it('a threat to take the children: the hotline beside the missing-children line', () => {
    const reply = triage('he swore that if i leave he will take the kids and i will never see them again');
    expect(reply.level).toBe('crisis');
    expect(reply.lines).toEqual(expect.arrayContaining(['dv', 'ncmec']));
  });
});

describe('everyday senses read out', () => {
  it.each([
    "I'll bite the bullet and call your mum about Christmas.",
    'Got it, the scooter is in the boot. See you Saturday at 10.',
    'i gave my old guitar to my son for his birthday',
    'i updated my will after the divorce, how do i name a guardian',
  ])('%s: no rule fires', (text) => expect(categories(text)).toBeNull());
});
