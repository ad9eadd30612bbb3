// Session 26 (docs/mediator.md, "Session 26 (helper med-engine)"): kinds of wording that made false
// reports on the plain pairs, each tested in wordings of our own.
import { describe, expect, it } from 'vitest';
import { findAliases, resolveRoles, type Aliases } from '../../src/features/mediator/aliases';
import { comparePair } from '../../src/features/mediator/compare';
import { readDetails } from '../../src/features/mediator/details';
import { meaningOf } from '../../src/features/mediator/meaning';

const none: Aliases = new Map();
const verdict = (a: string, b: string, aliases: Aliases = none) => comparePair(a, b, aliases).verdict;
const slots = (s: string, aliases: Aliases = none) => Object.fromEntries([...meaningOf(s, aliases)].map(([k, v]) => [k, v.key]));

describe('both sides negate, each in its own words: never a conflict of "not" against "no"', () => {
  it('"nobody" against "neither parent"', () => {
    expect(verdict('Nobody pays for summer camp under this plan.', 'Neither parent is required to pay for summer camp.')).toBe(
      'aligned',
    );
  });
  it('"doesn\'t change" against "cannot be modified"', () => {
    expect(
      verdict(
        "The support order doesn't change because of this plan.",
        'The existing support order cannot be modified by this plan.',
      ),
    ).toBe('could-not-compare');
  });
  it('"say yes or no" is a choice, not a negation', () => {
    expect(
      verdict('The other parent has 2 hours to say yes or no.', 'The other parent shall accept or decline within 2 hours.'),
    ).toBe('could-not-compare');
  });
  it('a negation on one side only is still a change', () => {
    expect(verdict('The Father may take the children to Canada.', 'The Father may not take the children to Canada.')).toBe(
      'conflict',
    );
  });
  it('"only ... unless" makes the exception "except" makes', () => {
    expect(
      verdict(
        'We only message each other through AppClose unless there is an emergency.',
        'The parties shall communicate through AppClose except in an emergency.',
      ),
    ).toBe('aligned');
  });
});

describe('other words for the same rule', () => {
  it('"no matter whose day it is" is "regardless of which parent has them"', () => {
    expect(
      verdict(
        'Mia goes to swim practice on Mondays no matter whose day it is.',
        'Mia shall attend swim practice on Mondays regardless of which parent has her.',
      ),
    ).toBe('aligned');
  });
  it('"keep going to" is continuing, not keeping property', () => {
    expect(
      verdict('The children shall continue attending the Lutheran church.', 'The kids will keep going to the Lutheran church.'),
    ).toBe('aligned');
  });
  it('"talk through" an app is the communication channel', () => {
    expect(slots('We only talk through TalkingParents.')).toEqual({ 'communication.channel': 'a co-parenting app' });
    expect(slots('We keep all of it in text messages.')).toEqual({ 'communication.channel': 'text message' });
  });
  it('"joint legal decision-making" is joint decision-making', () => {
    expect(slots('The parties shall have joint legal decision-making.')['custody.decision']).toBe('joint');
  });
  it('a bare bedtime is the evening', () => {
    expect(
      readDetails('Bedtime is 9:15 on school nights.', none)
        .filter((d) => d.kind === 'time')
        .map((d) => d.key),
    ).toEqual(['1275']);
    expect(
      readDetails('Pickup is at 9:15 on Saturday.', none)
        .filter((d) => d.kind === 'time')
        .map((d) => d.key),
    ).toEqual(['555']);
  });
});

describe('who "I" is', () => {
  it('a title naming the other parent beside "I" does not name the author', () => {
    const a =
      'Our budget - what Marcus and I agreed\nThe kids live with me, so I am the custodial parent.\nMarcus pays me $500 a month.';
    const b = 'The Mother is the Custodial Parent and the Father is the Noncustodial Parent.\nMarcus Lee is the Father.';
    expect(findAliases([a, b]).get('I')).toBe('mother');
  });
});

describe('a grandparent who asks for visitation is no parent', () => {
  const a = "My mom is Ruth Hale.\nMom sees the kids every other Saturday, 10 to 4.\nThe kids have Easter lunch at Mom's.";
  const b =
    "RUTH HALE, Petitioner\nThe parents consent to visitation between the Petitioner, the children's paternal grandmother, and the children.\n1. The Petitioner shall have the children every other Saturday from 10:00 a.m. to 4:00 p.m.";
  const aliases = findAliases([a, b]);
  it('"Mom" in the words of a parent whose mom is named, and the label defined as the grandmother, are both the grandparent', () => {
    expect(resolveRoles('Mom sees the kids every other Saturday, 10 to 4.', aliases)).toBe(
      'the grandparent sees the kids every other Saturday, 10 to 4.',
    );
    expect(resolveRoles("The kids have Easter lunch at Mom's.", aliases)).toBe(
      "The kids have Easter lunch at the grandparent's.",
    );
    expect(resolveRoles('The Petitioner shall have the children every other Saturday.', aliases)).toBe(
      'the grandparent shall have the children every other Saturday.',
    );
  });
  it('without a grandparent label, "Mom" is still the Mother', () => {
    const plain = findAliases(['My mom is Ruth Hale.\nMom sees the kids every other Saturday.']);
    expect(resolveRoles('Mom sees the kids every other Saturday.', plain)).toBe('the Mother sees the kids every other Saturday.');
  });
});

describe('a wait in minutes is a figure', () => {
  it('"waited for 30 minutes" against "15 minutes" is a conflict on the period, never Aligned', () => {
    const c = comparePair(
      'A parent who is late shall be waited for 45 minutes, after which the visit is missed.',
      'A parent who is late shall be waited for 20 minutes, after which the visit is missed.',
    );
    expect([c.verdict, ...c.differences.map((d) => d.line)]).toEqual([
      'conflict',
      'Period: Party A says 45 minutes; Party B says 20 minutes.',
    ]);
  });
  it('the same minutes in words and digits agree', () => {
    expect(verdict('Calls shall last no more than 20 minutes.', 'Calls may last up to twenty minutes.')).toBe('aligned');
  });
});
