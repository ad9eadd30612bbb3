import { describe, expect, test } from 'vitest';
import { findAliases, firstNameRoles, firstPersonParent, roleDefinitions } from '../../src/features/mediator/aliases';

// Issue 29, session 17: rules written from pairs-sealed-8 (retired) as classes, judged by
// leave-one-set-out (tests/fixtures/mediation-real/loso.mjs --sets). Sentences here are the
// helper's own, not the corpus documents'.

describe('who is who: definitions with initials and both parties in a caption', () => {
  test('a middle initial does not end the definition', () => {
    expect([...roleDefinitions('In this Order the Petitioner, Paul T. Reyes, is referred to as "Father".')]).toEqual([
      ['Petitioner', 'father'],
    ]);
  });
  test('the other party’s label starts a new group', () => {
    // The caption's "FILED BY THE RESPONDENT" runs into the next line's "The Petitioner ...".
    expect([
      ...roleDefinitions(
        'ORDER FILED BY THE RESPONDENT\nThe Petitioner, Nora Quinn, is called the "Mother"; the Respondent, Eli Quinn, the "Father".',
      ),
    ]).toEqual([
      ['Petitioner', 'mother'],
      ['Respondent', 'father'],
    ]);
  });
});

describe('who is who: first names in a parent’s own words', () => {
  test('reads "X is their dad", "their mom, Y", "X (Dad)", "I, Y, the mother", "my ex-husband X"', () => {
    expect([...firstNameRoles(['Tobias is their dad.'])]).toEqual([['Tobias', 'father']]);
    expect([...firstNameRoles(["Tobias is Mia's dad and I'm her mom."])]).toEqual([['Tobias', 'father']]);
    expect([...firstNameRoles(['The kids see their mom, Greta, on Sundays.'])]).toEqual([['Greta', 'mother']]);
    expect([...firstNameRoles(['Exchanges: Tobias (Dad) drives.'])]).toEqual([['Tobias', 'father']]);
    expect([...firstNameRoles(['I, Greta, the mother, propose this.'])]).toEqual([['Greta', 'mother']]);
    expect([...firstNameRoles(["I'm Greta, the kids' mom."])]).toEqual([['Greta', 'mother']]);
    expect([...firstNameRoles(['My ex-husband Tobias lives nearby.'])]).toEqual([['Tobias', 'father']]);
    expect([...firstNameRoles(['my former wife, Greta, agrees.'])]).toEqual([['Greta', 'mother']]);
  });
  test('a name given both parents, and words that are no name, are left out', () => {
    expect([...firstNameRoles(['Sam is their dad.', 'Sam is their mom.'])]).toEqual([]);
    expect([...firstNameRoles(['Friday (the father) picks up.', 'with them (the mother)'])]).toEqual([]);
  });
  test('"I\'m her dad" names the author', () => {
    expect(firstPersonParent("Greta is Mia's mom and I'm her dad.")).toBe('father');
    expect(firstPersonParent('I have Mia on weekends.')).toBe(null);
  });
  test('a first-person plan titled with its author’s name: "I" is that parent', () => {
    const a = 'The Respondent, Greta L. Hale, is referred to as "Mother" and the Petitioner, Tobias K. Hale, as "Father".';
    const b = "Tobias Hale - what I'm asking for\nI have the kids every other weekend.";
    const m = findAliases([a, b]);
    expect(m.get('Tobias')).toBe('father');
    expect(m.get('Greta')).toBe('mother');
    expect(m.get('I')).toBe('father');
    expect(m.get('Petitioner')).toBe('father');
  });
  test('a title naming both parents says nothing about "I"', () => {
    const m = findAliases(['Tobias is their dad and Greta is their mom.', 'Greta and Tobias - our plan\nI drive on Fridays.']);
    expect(m.get('I')).toBe(undefined);
  });
});
