import { describe, expect, it } from 'vitest';
import { findAliases, resolveRoles } from '../../src/features/mediator/aliases';

// Session 24 (docs/mediator.md, "Who is who"): a parent's own words name the author under a "From" title.
describe('who is who: a plain reply signed under its title', () => {
  it('reads "From Hannah Berg, Ava and Leo\'s mom. Josh Berg is their dad." as Hannah writing', () => {
    // mn-holiday-amendment-plain: the stipulation names Hannah Berg Petitioner and says no parent
    // word; the reply names both parents on the line under its title. "I" was read as the Father
    // (every name on that line counted), so every holiday the reply gives "me" was a false dispute.
    const m = findAliases([
      'STIPULATION AND ADDENDUM TO PARENTING PLAN (HOLIDAYS AND VACATIONS). Hannah Berg, Petitioner, and Joshua Berg, Respondent. Children: Ava Berg and Leo Berg.\nb. Easter Sunday (9:00 a.m. to 7:00 p.m.): Petitioner in odd-numbered years; Respondent in even-numbered years.',
      "Our holidays and summers, the way I see it\nFrom Hannah Berg, Ava and Leo's mom. Josh Berg is their dad. For our file 73-FA-23-2207.\nI get Easter Sunday in odd years and Josh gets it in even years, 9 a.m. to 7 p.m.\nHannah",
    ]);
    expect(m.get('Hannah')).toBe('mother');
    expect(m.get('Josh')).toBe('father');
    expect(m.get('I')).toBe('mother');
    expect(m.get('Petitioner')).toBe('mother');
    expect(m.get('Respondent')).toBe('father');
    expect(resolveRoles('I get Easter Sunday in odd years and Josh gets it in even years.', m)).toBe(
      'the Mother get Easter Sunday in odd years and Josh gets it in even years.',
    );
  });

  it('still reads a caption naming both parties under a title as naming nobody in particular', () => {
    // mn-parenting-plan-plain (retired set 11): the form's caption line names both parents with their
    // labels; only the father's own plan says who "I" is.
    const m = findAliases([
      'STATE OF MINNESOTA, DISTRICT COURT, COUNTY OF DAKOTA\nJenna Holm, Petitioner, and Marcus Holm, Respondent.   Court File No. 19HA-FA-26-1120\nPARENTING PLAN PROPOSED ON BEHALF OF PETITIONER\nThe Father shall pay child support of $725.00 per month.',
      "Marcus Holm - my parenting plan for Lily\nI'm Marcus, Lily's dad. Lily was born April 4, 2018. Jenna is her mom.\nI will pay Jenna $725 a month for child support.\nMarcus Holm",
    ]);
    expect(m.get('I')).toBe('father');
    expect(m.get('Petitioner')).toBe('mother');
  });
});
