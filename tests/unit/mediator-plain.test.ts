// Session 12 (issue 29): a parent's own words read by meaning (first person, pronouns, run-in
// headings after a time, form particulars, thesaurus entries read from the retired sets).
import { describe, expect, test } from 'vitest';
import { findAliases, firstPersonParent, resolveRoles, roleDefinitions } from '../../src/features/mediator/aliases';
import { comparePair } from '../../src/features/mediator/compare';
import { isAuthorship } from '../../src/features/mediator/engine/provisions';
import { isDocumentMetadata, sentencesOf } from '../../src/features/mediator/provisions';
import { foldSynonyms } from '../../src/features/mediator/thesaurus';
import { holds } from '../../tests/fixtures/mediation-real/score.mjs';

const formal = 'The Petitioner, Joseph Carver, is the father of the children, and the Respondent, Leah Carver, is their mother.';
const plain = "I am Leah Carver, the children's mother and the Respondent. Joseph Carver is their father and the Petitioner.";

describe('who "I" is', () => {
  test('read from the document’s own words', () => {
    expect(firstPersonParent(plain)).toBe('mother');
    expect(firstPersonParent("I am Rafael Ortiz, the Plaintiff and the children's father.")).toBe('father');
    expect(firstPersonParent('I, Travis Barlow, am the father.')).toBe('father');
    expect(firstPersonParent('I will pay their mother $500 a month.')).toBeNull();
    expect(firstPersonParent('I am the mother. I am not the father.')).toBe('mother');
  });

  test('"I", "me", "my", "we", "Joseph and I" and "he" read as the parents they name', () => {
    const aliases = findAliases([formal, plain]);
    expect(aliases.get('I')).toBe('mother');
    expect(resolveRoles('I will keep the children on the health insurance from my job.', aliases)).toBe(
      "the Mother will keep the children on the health insurance from the Mother's job.",
    );
    expect(resolveRoles('Joseph and I will have joint custody, and we will decide jointly.', aliases)).toBe(
      'both parents will have joint custody, and both parents will decide jointly.',
    );
    expect(resolveRoles('He will have them every other weekend.', aliases)).toBe(
      'the Father will have them every other weekend.',
    );
    expect(resolveRoles('If either of us moves, his or her notice is due.', aliases)).toBe(
      'If either parent moves, his or her notice is due.',
    );
  });

  test('two authors who each write "I" are left as written', () => {
    const aliases = findAliases(["I am the children's mother.", "I am the children's father."]);
    expect(aliases.has('I')).toBe(false);
    expect(resolveRoles('I will pay.', aliases)).toBe('I will pay.');
  });

  test('"their father and the Petitioner" defines the Petitioner; "Parent A and the Father" defines nothing', () => {
    expect(Object.fromEntries(roleDefinitions(plain))).toEqual({ Respondent: 'mother', Petitioner: 'father' });
    expect(
      Object.fromEntries(
        roleDefinitions('In this plan the Mother, Rachel Lind, is Parent A and the Father, Thomas Lind, is Parent B.'),
      ),
    ).toEqual({ 'Parent A': 'mother', 'Parent B': 'father' });
  });

  test('the same insurance provision in the form’s words and in the mother’s own words is aligned', () => {
    const aliases = findAliases([formal, plain]);
    const c = comparePair(
      'The Respondent shall maintain health insurance for the children through her employment.',
      'I will keep the children on the health insurance from my job.',
      aliases,
    );
    expect(c.verdict).toBe('aligned');
  });
});

describe('sentences and lines', () => {
  test('a run-in heading after a time starts a new sentence', () => {
    expect(sentencesOf('He will have them on Wednesday evening from 5:00 to 8:00 p.m. Phone. The children will call.')).toEqual([
      'He will have them on Wednesday evening from 5:00 to 8:00 p.m.',
      'Phone.',
      'The children will call.',
    ]);
    expect(
      sentencesOf('Alternate weekends from Friday at 6:00 p.m. until Sunday at 6:00 p.m. Telephonic: One hour per week.'),
    ).toEqual(['Alternate weekends from Friday at 6:00 p.m. until Sunday at 6:00 p.m.', 'Telephonic: One hour per week.']);
    expect(sentencesOf('From 6:00 p.m. Friday to 6:00 p.m. Sunday.')).toEqual(['From 6:00 p.m. Friday to 6:00 p.m. Sunday.']);
  });

  test('a child’s particulars on a form are no term', () => {
    expect(isDocumentMetadata('Date of Birth: May 14, 2016.')).toBe(true);
    expect(isDocumentMetadata('Full Name: Sofia Ortiz.')).toBe(true);
    expect(isDocumentMetadata('Gender: Female.')).toBe(true);
    expect(isDocumentMetadata('Name: the Father shall pay $500.')).toBe(false);
  });

  test('"This Plan is: [X] Proposed by Defendant." only says who put it forward', () => {
    expect(isAuthorship('This Plan is: [ ] Proposed by Plaintiff. [X] Proposed by Defendant.')).toBe(true);
  });
});

describe('thesaurus entries added in session 12', () => {
  test.each([
    ['two non-consecutive weeks', 'two separate weeks'],
    ['Holidays come before the regular schedule.', 'Holidays takes precedence over the regular schedule.'],
    ['including, but not limited to, the education', 'including the education'],
    ['go with the weekend before them', 'attach to the preceding weekend'],
    ['schooling, doctors and church', 'education, health care and religion'],
    ['split half and half', 'split equally'],
  ])('%s', (text, folded) => {
    expect(foldSynonyms(text)).toBe(folded);
  });
});

describe('scorer: a same-meaning wording may open with its number and run-in heading', () => {
  test('the sentence after them is the start that counts', () => {
    expect(
      holds(
        'The Mother shall have sole physical custody of the children.',
        '4. The Mother shall have sole physical custody of the children.',
      ),
    ).toBe(true);
    expect(
      holds(
        'I will keep the children on the medical insurance I get through work.',
        'Insurance. I will keep the children on the medical insurance I get through work.',
      ),
    ).toBe(true);
    expect(
      holds('The Father shall pay.', 'Insurance. I will keep the children on the medical insurance I get through work.'),
    ).toBe(false);
  });
});
