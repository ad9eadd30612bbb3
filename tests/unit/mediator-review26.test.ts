// The session-26 review of the mediator's new readings (docs/mediator.md, "Session 26 (helper med-engine)"): a bedtime
// makes the time just after its word the evening, not a morning time later in the clause; "keep" before a word in
// -ing is "continue" only before a verb, never before property ("keep everything", "keep the clothing").
import { expect, it } from 'vitest';
import { canonicalTokens } from '../../src/features/mediator/canonical';
import { readDetails } from '../../src/features/mediator/details';

const times = (text: string) =>
  readDetails(text)
    .filter((d) => d.kind === 'time')
    .map((d) => d.key);

it('a bedtime is the evening; a school start later in the clause stays the morning', () => {
  expect(times('Bedtime is 8:30 and school starts at 7:45.')).toEqual(['1230', '465']);
  expect(times('The children are in bed by 9:00 on school nights.')).toEqual(['1260']);
});

it('"keep" is "continue" before a verb in -ing, not before what is kept', () => {
  expect(canonicalTokens('Mia keeps going to Lakeside.')).toContain('continue');
  expect(canonicalTokens('The Mother will keep everything in the house.')).not.toContain('continue');
  expect(canonicalTokens('The Father may keep clothing and bedding.')).not.toContain('continue');
});
