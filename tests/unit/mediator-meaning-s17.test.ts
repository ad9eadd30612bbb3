import { describe, expect, test } from 'vitest';
import { findAliases, firstNameRoles, firstPersonParent, roleDefinitions } from '../../src/features/mediator/aliases';
import { comparePair } from '../../src/features/mediator/compare';
import { readDetails } from '../../src/features/mediator/details';
import { analyzeDocuments } from '../../src/features/mediator/engine';
import { meaningOf } from '../../src/features/mediator/meaning';
import { foldSynonyms } from '../../src/features/mediator/thesaurus';
import {
  isAuthorship,
  isChildrenLine,
  isDocumentMetadata,
  sentencesOf,
  splitProvisions,
} from '../../src/features/mediator/provisions';

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

describe('captions, initials and wrapped figures (PDF and TXT give the same provisions)', () => {
  test('a caption that reads as a heading is no section heading', () => {
    const ps = splitProvisions('NORA QUINN, PLAINTIFF v. ELI QUINN, DEFENDANT\n\n1. Father shall pay $500 per month.');
    expect(ps.map((p) => [p.section, p.text])).toEqual([
      [null, 'NORA QUINN, PLAINTIFF v. ELI QUINN, DEFENDANT.'],
      [null, 'Father shall pay $500 per month.'],
    ]);
  });
  test('"(30) days" wrapped onto its own line carries on the sentence', () => {
    const txt = "6. Vacation. Each parent may take two (2) weeks upon thirty (30) days' notice.";
    const pdf = "6. Vacation. Each parent may take two (2) weeks upon thirty\n(30) days' notice.";
    const wrappedUnit = '6. Vacation. Each parent may take two weeks upon\n(30) days of notice.';
    expect(splitProvisions(pdf).map((p) => p.text)).toEqual(splitProvisions(txt).map((p) => p.text));
    expect(splitProvisions(wrappedUnit).map((p) => p.text)).toEqual(['Each parent may take two weeks upon (30) days of notice.']);
    // A real sub-item still starts its own provision.
    expect(splitProvisions('4. Support.\n(1) The Father pays $500.\n(2) The Mother pays daycare.').map((p) => p.text)).toEqual([
      'Support.',
      'The Father pays $500.',
      'The Mother pays daycare.',
    ]);
  });
  test('middle initials and statute abbreviations do not end a sentence', () => {
    expect(sentencesOf('The Defendant, Eli R. Quinn, is the "Father". Each parent may call.')).toEqual([
      'The Defendant, Eli R. Quinn, is the "Father".',
      'Each parent may call.',
    ]);
    expect(sentencesOf('In accordance with La. R.S. 9:355.5, a parent shall give notice.')).toEqual([
      'In accordance with La. R.S. 9:355.5, a parent shall give notice.',
    ]);
    expect(sentencesOf('Pursuant to 13 Del. C. section 727. The Father pays.')).toEqual([
      'Pursuant to 13 Del. C. section 727.',
      'The Father pays.',
    ]);
    // "Parent A." still ends a sentence.
    expect(sentencesOf('The children live with Parent A. Parent B has weekends.')).toEqual([
      'The children live with Parent A.',
      'Parent B has weekends.',
    ]);
  });
  test('lines that name a party or the children, and counsel’s submission lines', () => {
    expect(isDocumentMetadata('Defendant: Eli Paul Quinn (the "Father")')).toBe(true);
    expect(isDocumentMetadata('The Defendant, Eli R. Quinn, is the "Father".')).toBe(true);
    expect(isAuthorship('Respectfully submitted, counsel for the Petitioner')).toBe(true);
    expect(isAuthorship('Submitted by the Petitioner, pro se')).toBe(true);
    expect(isAuthorship('Submitted by counsel for the Respondent')).toBe(true);
    expect(isChildrenLine('Children: Mia Quinn, born March 3, 2016, and Leo Quinn, born October 21, 2019.')).toBe(true);
    expect(isChildrenLine('Mia was born March 3, 2016, and Leo was born October 21, 2019.')).toBe(true);
    expect(isChildrenLine('Mia (born March 3, 2016) and Leo (born October 21, 2019)')).toBe(true);
    expect(isChildrenLine('Mia, born March 3, 2016, shall live with the Mother.')).toBe(false);
  });
  test('children lines with the same births agree; other births do not', () => {
    const a = 'Minor children: Mia Quinn, born March 3, 2016, and Leo Quinn, born October 21, 2019.';
    expect(comparePair(a, 'Mia was born March 3, 2016, and Leo was born October 21, 2019.').verdict).toBe('aligned');
    expect(comparePair(a, 'Mia was born March 3, 2016, and Leo was born October 2, 2019.').verdict).not.toBe('aligned');
  });
});

describe('durations and schedule patterns', () => {
  const keys = (s: string) => Object.fromEntries([...meaningOf(s)].map(([k, v]) => [k, v.key]));
  test('summer time in days, weeks, months and number words', () => {
    expect(keys('The Father shall have thirty (30) days of summer parenting time.')).toEqual({
      'summer.weeks': '4',
      'summer.holder': 'father',
    });
    expect(keys('In the summer the Father gets six weeks.')).toEqual({ 'summer.weeks': '6', 'summer.holder': 'father' });
    expect(keys('The Father shall have 45 days each summer.')).toEqual({ 'summer.weeks': '45d', 'summer.holder': 'father' });
    expect(keys('The Mother has twenty-one days in the summer.')).toEqual({ 'summer.weeks': '3', 'summer.holder': 'mother' });
    // A notice period in a summer sentence is no summer time; it is the vacation's notice (session 20).
    expect(keys("Summer vacation dates shall be given with thirty (30) days' notice.")).toEqual({ 'vacation.notice': '30' });
    expect(keys('Summer weeks are chosen 14 days before school ends.')).toEqual({});
  });
  test('thirty days of summer against six weeks is a conflict; against a month it agrees', () => {
    const a = 'The Father shall have thirty (30) days of summer parenting time.';
    expect(comparePair(a, 'The Father shall have six weeks of summer parenting time.').verdict).toBe('conflict');
    expect(comparePair(a, 'The Father gets a month in the summer.').verdict).toBe('aligned');
  });
  test('a 2-2-3 rotation against every other weekend is one dispute, however few words they share', () => {
    const a = '3. Schedule. The children shall follow a 2-2-3 rotation.\n4. Church. The children attend church.';
    const b = '3. Time. Plaintiff shall have visitation every other weekend from Friday at 6:00 p.m. until Sunday at 6:00 p.m.';
    const r = analyzeDocuments([{ name: 'a', text: a }], [{ name: 'b', text: b }], 'Parenting Agreement');
    const schedule = r.findings.filter((f) => /2-2-3/.test(f.quoteA ?? ''));
    expect(schedule.map((f) => [f.verdict, f.quoteB])).toEqual([
      ['conflict', 'Plaintiff shall have visitation every other weekend from Friday at 6:00 p.m. until Sunday at 6:00 p.m.'],
    ]);
  });
});

describe('same meaning in other words', () => {
  const father = new Map([['I', 'father' as const]]);
  test('"I keep them on my health insurance" names the carrier, as "Father shall maintain health insurance" does', () => {
    expect(Object.fromEntries([...meaningOf('I keep them on my health insurance.', father)].map(([k, v]) => [k, v.key]))).toEqual(
      {
        'insurance.carrier': 'father',
      },
    );
    expect(
      comparePair('Father shall maintain health insurance for the children.', 'I keep them on my health insurance.', father)
        .verdict,
    ).toBe('aligned');
  });
  test('a time before a plain-words sentence ends it', () => {
    expect(
      sentencesOf('Tobias gets them every other weekend, Friday 6 p.m. to Sunday 6 p.m. Tobias also gets them Wednesdays.'),
    ).toEqual(['Tobias gets them every other weekend, Friday 6 p.m. to Sunday 6 p.m.', 'Tobias also gets them Wednesdays.']);
  });
  test('thesaurus entries of session 17', () => {
    expect(foldSynonyms("school, doctors (unless it's an emergency) and church")).toBe(
      'school, health care (nonemergency) and religion',
    );
    expect(foldSynonyms('her doctors (not emergencies)')).toBe('her health care (nonemergency)');
    expect(foldSynonyms('never through Lily')).toBe('not through Lily');
    expect(foldSynonyms('2 weeks, not back to back')).toBe('2 weeks, separate');
    expect(foldSynonyms('The kids live mostly with Alicia.')).toBe('The kids reside primarily with Alicia.');
    expect(foldSynonyms('Sports and activities we split fifty-fifty.')).toBe('extracurricular activities we split equally.');
  });
  test('"never" against "not", and non-emergency decisions in other words, are aligned', () => {
    expect(
      comparePair(
        'The parties shall communicate regarding the child by text message or email and not through the child.',
        'Both parents talk by text message or email, never through the child.',
      ).verdict,
    ).toBe('aligned');
  });
});

describe('plain-words times and holidays', () => {
  const times = (s: string) =>
    readDetails(s)
      .filter((d) => d.kind === 'time')
      .map((d) => d.text);
  test('bare hour ranges', () => {
    expect(times('I also have them Tuesday nights from 5:30 to 8.')).toEqual(['5:30 p.m.', '8:00 p.m.']);
    expect(times("Greta has them on Mother's Day, 9 to 6.")).toEqual(['9:00 a.m.', '6:00 p.m.']);
    expect(times('Saturday morning from 8 to 11.')).toEqual(['8:00 a.m.', '11:00 a.m.']);
    // Counts and ages are no times.
    expect(times('Each parent has 2 to 3 weeks in the summer.')).toEqual([]);
    expect(times('Children ages 5 to 8 attend camp on Monday.')).toEqual([]);
  });
  test('"Alicia has them on Mother\'s Day and I have them on Father\'s Day": each holiday with its own parent', () => {
    const aliases = new Map([
      ['I', 'father' as const],
      ['Greta', 'mother' as const],
    ]);
    expect(
      Object.fromEntries(
        [...meaningOf("Greta has them on Mother's Day and I have them on Father's Day, 9 to 6.", aliases)].map(([k, v]) => [
          k,
          v.key,
        ]),
      ),
    ).toEqual({ "holiday:Mother's Day": 'fixed:mother', "holiday:Father's Day": 'fixed:father' });
  });
});

test('a child named with a nickname and "was born" is a child under both names', () => {
  const m = findAliases(['Gabe (Gabriel) was born April 19, 2013.', 'Noah was born June 14, 2014.']);
  expect([...m]).toEqual([
    ['Gabe', 'child'],
    ['Gabriel', 'child'],
    ['Noah', 'child'],
  ]);
});
