import { describe, expect, test } from 'vitest';
import { findAliases, resolveRoles, roleDefinitions } from '../../src/features/mediator/aliases';
import { comparePair } from '../../src/features/mediator/compare';
import { readDetails } from '../../src/features/mediator/details';
import { clausesOf, isAuthorship } from '../../src/features/mediator/engine/provisions';
import { meaningOf, yearsInRows } from '../../src/features/mediator/meaning';
import { isDocumentMetadata, splitProvisions } from '../../src/features/mediator/provisions';
import { THESAURUS, foldSynonyms } from '../../src/features/mediator/thesaurus';

// Issue 29: the role map each document defines, document metadata, table rows and the typed
// values added for them (src/features/mediator/aliases.ts, provisions.ts, meaning*.ts).
const keys = (s: string, aliases = new Map()) => Object.fromEntries([...meaningOf(s, aliases)].map(([k, v]) => [k, v.key]));

describe('role map from the document’s own definitions', () => {
  test('reads Plaintiff/Defendant, Petitioner/Respondent and Parent A/B/1/2 definitions', () => {
    expect([
      ...roleDefinitions(
        '1. Parties. Jennifer Ortiz, Plaintiff, hereinafter Mother, and Marcus Ortiz, Defendant, hereinafter Father, are the parents.',
      ),
    ]).toEqual([
      ['Plaintiff', 'mother'],
      ['Defendant', 'father'],
    ]);
    expect([...roleDefinitions('Proposed by the Mother, Rachel Lind (Petitioner/Parent A)')]).toEqual([
      ['Petitioner', 'mother'],
      ['Parent A', 'mother'],
    ]);
    expect([
      ...roleDefinitions('In this plan the Mother, Rachel Lind, is Parent A and the Father, Thomas Lind, is Parent B.'),
    ]).toEqual([
      ['Parent A', 'mother'],
      ['Parent B', 'father'],
    ]);
    expect([...roleDefinitions('Lauren Mills, Petitioner, is hereinafter referred to as the Mother.')]).toEqual([
      ['Petitioner', 'mother'],
    ]);
    expect([...roleDefinitions('Defendant, hereinafter Father')]).toEqual([['Defendant', 'father']]);
    expect([...roleDefinitions('Mother (Plaintiff/Parent 1)')]).toEqual([
      ['Plaintiff', 'mother'],
      ['Parent 1', 'mother'],
    ]);
  });

  test('a caption or a sentence that only names both sides defines nothing', () => {
    expect([...roleDefinitions('LAUREN MILLS, PETITIONER v. DANIEL MILLS, RESPONDENT')]).toEqual([]);
    expect([...roleDefinitions('The Respondent shall pay child support to the Petitioner.')]).toEqual([]);
    // Linked to both parents in one document: left out.
    expect([...roleDefinitions('Plaintiff (the Mother). Plaintiff (the Father).')]).toEqual([]);
  });

  test('labels are resolved to the parent before comparing; labels the documents disagree on are not', () => {
    const aliases = findAliases(['Jennifer Ortiz, Plaintiff, hereinafter Mother', 'Marcus Ortiz, Defendant, hereinafter Father']);
    expect(resolveRoles("Exchanges shall occur at Plaintiff's residence.", aliases)).toBe(
      "Exchanges shall occur at the Mother's residence.",
    );
    expect(resolveRoles('Defendant shall pay child support to Plaintiff.', aliases)).toBe(
      'the Father shall pay child support to the Mother.',
    );
    expect(resolveRoles('Her father will keep Sofia on the health insurance.', new Map())).toBe(
      'the Father will keep Sofia on the health insurance.',
    );
    expect(resolveRoles("Sofia's mother and the children's father", new Map())).toBe('the Mother and the Father');
    expect(resolveRoles('give the other parent a copy', findAliases(['the Mother is Parent A']))).toBe(
      'give the other parent a copy',
    );
    const split = findAliases(['Plaintiff (the Mother)', 'Plaintiff (the Father)']);
    expect(split.has('Plaintiff')).toBe(false);
  });

  test('a provision for "Plaintiff" and one for "the mother" compare as the same parent', () => {
    const aliases = findAliases(['Jennifer Ortiz, Plaintiff, hereinafter Mother', 'Marcus Ortiz, Defendant, hereinafter Father']);
    expect(
      keys(
        'Plaintiff shall have primary physical custody of the minor child, and the minor child shall reside with Plaintiff.',
        aliases,
      ),
    ).toEqual({
      'custody.physical': 'primary:mother',
      'schedule.home': 'mother',
    });
    expect(keys('Sofia will live with her mother.', aliases)).toEqual({ 'schedule.home': 'mother' });
    expect(
      comparePair('Christmas Eve shall be with Plaintiff every year.', 'Christmas Eve is always with her mother.', aliases)
        .verdict,
    ).toBe('aligned');
    expect(
      comparePair(
        'Thanksgiving shall be with Defendant in odd-numbered years.',
        'Thanksgiving with her father in even-numbered years.',
        aliases,
      ).verdict,
    ).toBe('conflict');
  });
});

describe('document metadata is never a provision', () => {
  test.each([
    'CASE NO. 26-CI-00412',
    'JENNIFER ORTIZ, Plaintiff, vs. MARCUS ORTIZ, Defendant. Case No. FV26-01877, Dept. No. 12',
    'STATE OF MINNESOTA, DISTRICT COURT, COUNTY OF DAKOTA, FIRST JUDICIAL DISTRICT',
    'LAUREN MILLS, PETITIONER',
    'v.',
    'Signed this 3rd day of November, 2026.',
    'Dated: November 10, 2026',
    "Petitioner's signature: ______________ Date: ______________",
    '______________________________ Lauren Mills, Petitioner',
    'Attorney for Plaintiff, Nevada Bar No. 00000',
    'Lauren Mills, Petitioner, is hereinafter referred to as the Mother.',
    'In this plan the Mother, Rachel Lind, is Parent A and the Father, Thomas Lind, is Parent B.',
    "We are Jennifer Ortiz (Sofia's mother) and Marcus Ortiz (Sofia's father).",
  ])('%s', (line) => {
    expect(isDocumentMetadata(line)).toBe(true);
  });

  test.each([
    'The Respondent shall pay child support to the Petitioner in the amount of $925.00 per month, beginning January 1, 2027.',
    'Dated notices shall be sent by certified mail and the Mother shall keep them.',
    'The children shall reside primarily with the Petitioner.',
    'Exchanges shall occur at the Fairfax County Courthouse.',
  ])('a term: %s', (line) => {
    expect(isDocumentMetadata(line)).toBe(false);
  });
});

describe('who put a copy forward is no term', () => {
  test.each([
    'Proposed by the Mother, Jane Doe (Plaintiff/Parent 1)',
    'Proposed by the Father, John Doe (Defendant/Parent 2), on March 3, 2026',
    'Submitted by: Jane Doe, Plaintiff/Parent 1',
    "Written by Marcus Ortiz (Sofia's father) - October 2026",
  ])('%s', (line) => {
    expect(isAuthorship(line)).toBe(true);
  });
  test('a line that also sets something is kept', () => {
    expect(isAuthorship('Proposed by the Father, Adam Novak, the non-custodial parent.')).toBe(false);
  });
});

describe('table rows', () => {
  test('each row of a holiday table or decision list is a provision of its own', () => {
    const text = [
      '5. Holidays. The holidays shall be shared as follows:',
      'Thanksgiving - Mother: EVEN - Father: ODD',
      'Christmas Eve - Mother: ODD - Father: EVEN',
      '3. Decisions. Who makes each major decision:',
      'Education: [X] Parent A [ ] Parent B [ ] Joint',
    ].join('\n');
    expect(splitProvisions(text).map((p) => [p.text, p.form])).toEqual([
      ['The holidays shall be shared as follows:', false],
      ['Thanksgiving - Mother: EVEN - Father: ODD', true],
      ['Christmas Eve - Mother: ODD - Father: EVEN', true],
      ['Who makes each major decision:', false],
      ['Education: [X] Parent A [ ] Parent B [ ] Joint', true],
    ]);
  });

  test('a table with a column per parent is read row by row', () => {
    const text = [
      '6. Holidays. Indicate if the children will be with the parent in ODD or EVEN numbered years or EVERY year:',
      'Holiday | Mother | Father',
      'Thanksgiving | EVEN | ODD',
      'Christmas Eve ODD EVEN',
      '7. Summer. The Father shall have two weeks.',
    ].join('\n');
    expect(splitProvisions(text).map((p) => [p.text, p.form])).toEqual([
      ['Indicate if the children will be with the parent in ODD or EVEN numbered years or EVERY year:', false],
      ['Thanksgiving - Mother: EVEN - Father: ODD', true],
      ['Christmas Eve - Mother: ODD - Father: EVEN', true],
      ['The Father shall have two weeks.', false],
    ]);
    const aliases = findAliases(['Jane Doe (Plaintiff/Parent 1), the Mother']);
    const [row] = splitProvisions('Holiday   Plaintiff/Parent 1   Defendant/Parent 2\nThanksgiving   ODD   EVEN');
    expect(row?.text).toBe('Thanksgiving - Plaintiff/Parent 1: ODD - Defendant/Parent 2: EVEN');
    expect(keys(row?.text ?? '', aliases)).toEqual({ 'holiday:Thanksgiving': 'alternate:father' });
  });

  test('"Mother: EVEN" is who has the even years; EVEN against ODD is a dispute', () => {
    expect(yearsInRows('Thanksgiving - Mother: EVEN - Father: ODD')).toBe(
      'Thanksgiving - Mother in even years - Father in odd years',
    );
    expect(keys('Thanksgiving - Mother: EVEN - Father: ODD')).toEqual({ 'holiday:Thanksgiving': 'alternate:mother' });
    expect(keys('Thanksgiving - Mother: ODD - Father: EVEN')).toEqual({ 'holiday:Thanksgiving': 'alternate:father' });
    const c = comparePair('Thanksgiving - Mother: EVEN - Father: ODD', 'Thanksgiving - Mother: ODD - Father: EVEN');
    expect(c.verdict).toBe('conflict');
    expect(c.differences[0]?.line).toBe(
      'Party A: Thanksgiving: alternating, the Mother in even years, the Father in odd years. Party B: Thanksgiving: alternating, the Mother in odd years, the Father in even years.',
    );
    const aliases = findAliases(['In this plan the Mother, Rachel Lind, is Parent A and the Father, Thomas Lind, is Parent B.']);
    expect(
      comparePair('Christmas Eve: Parent A: EVEN; Parent B: ODD', 'Christmas Eve: Mother: ODD; Father: EVEN', aliases).verdict,
    ).toBe('conflict');
    expect(
      comparePair("New Year's Day: Parent A: ODD; Parent B: EVEN", "New Year's Day: Mother: ODD; Father: EVEN", aliases).verdict,
    ).toBe('aligned');
  });

  test('"[X] Parent A" against "[X] Joint" for one decision area is read per side', () => {
    const aliases = findAliases(['the Mother, Rachel Lind, is Parent A and the Father, Thomas Lind, is Parent B.']);
    expect(keys('Education: [X] Parent A [ ] Parent B [ ] Joint', aliases)).toEqual({ 'custody.area:education': 'mother' });
    expect(keys('Education: [ ] Mother [ ] Father [X] Joint', aliases)).toEqual({ 'custody.area:education': 'joint' });
  });
});

describe('typed values added in session 11', () => {
  test('support written in words and in figures is the same amount', () => {
    const money = (s: string) =>
      readDetails(s)
        .filter((d) => d.kind === 'money')
        .map((d) => d.key);
    expect(money('Her father will pay her mother six hundred forty dollars a month in child support.')).toEqual(['64000/month']);
    expect(money('Defendant shall pay child support to Plaintiff in the amount of $640.00 per month.')).toEqual(['64000/month']);
    expect(money('The Father shall pay the Mother child support of seven hundred fifty dollars per month')).toEqual([
      '75000/month',
    ]);
  });

  test('relocation distance in words and figures', () => {
    const distance = (s: string) =>
      readDetails(s)
        .filter((d) => d.kind === 'distance')
        .map((d) => d.key);
    expect(distance('more than fifty (50) miles from Greenup County')).toEqual(['50mi']);
    expect(distance('more than one hundred (100) miles from Greenup County')).toEqual(['100mi']);
  });

  test('"two months" and sixty days are the same notice', () => {
    expect(
      keys(
        'If either of us wants to move Sofia out of Nevada, that parent will first ask the other parent for written consent and will tell the other parent in writing at least two months before the move.',
      ),
    ).toEqual({
      'relocation.distance': 'state',
      'relocation.notice': '60',
      'relocation.consent': 'consent',
    });
    expect(
      keys(
        "A party who intends to relocate shall first attempt to obtain the written consent of the other party and shall give at least sixty (60) days' written notice.",
      ),
    ).toEqual({
      'relocation.notice': '60',
      'relocation.consent': 'consent',
    });
  });

  test('conduct.disparage', () => {
    expect(
      keys('Neither party shall make disparaging statements about the other party in the presence of the minor child.'),
    ).toEqual({
      'conduct.disparage': 'no:children-present',
    });
    expect(keys('Neither parent will make negative remarks about the other parent in front of Sofia.')).toEqual({
      'conduct.disparage': 'no:children-present',
    });
    expect(keys('The parties should at all times avoid speaking negatively about each other.')).toEqual({
      'conduct.disparage': 'no',
    });
    expect(keys('Neither parent shall make disparaging remarks about the other parent.')).toEqual({ 'conduct.disparage': 'no' });
  });

  test('school.place', () => {
    expect(keys('The minor child shall attend school in the Washoe County School District.')).toEqual({
      'school.place': 'washoe',
    });
    expect(keys('Sofia will go to the public schools in Washoe County.')).toEqual({ 'school.place': 'washoe' });
    expect(keys('Lucy and Owen shall go to the Worthington City Schools.')).toEqual({ 'school.place': 'worthington' });
    expect(keys('The children shall attend the Reno City Schools.')).toEqual({ 'school.place': 'reno' });
  });

  test('a Wednesday evening written two ways', () => {
    const times = (s: string) =>
      readDetails(s)
        .filter((d) => d.kind === 'time')
        .map((d) => d.key);
    expect(times('Her father will have her on Wednesday evenings from 5 to 7:30 p.m.')).toEqual(['1020', '1170']);
    expect(times('every Wednesday from 5:00 p.m. until 7:30 p.m.')).toEqual(['1020', '1170']);
    expect(times('between 5:00 and 8:00 p.m.')).toEqual(['1020', '1200']);
  });
});

describe('clauses', () => {
  test('a sentence splits at "; " and at "and" before a new subject or verb, never inside a holiday rule', () => {
    expect(
      clausesOf('The parents shall communicate about the children by text message or email and shall respond within 24 hours.'),
    ).toEqual(['The parents shall communicate about the children by text message or email', 'shall respond within 24 hours.']);
    expect(clausesOf('Mother has Christmas Eve every year; Father has Christmas Day from 2:00 p.m. every year.')).toEqual([
      'Mother has Christmas Eve every year',
      'Father has Christmas Day from 2:00 p.m. every year.',
    ]);
    expect(
      clausesOf('Thanksgiving shall be with Defendant in odd-numbered years and with Plaintiff in even-numbered years.'),
    ).toEqual(['Thanksgiving shall be with Defendant in odd-numbered years and with Plaintiff in even-numbered years.']);
  });
});

describe('thesaurus entries added in session 11', () => {
  test('each folds to its canonical wording and names its sources', () => {
    expect(foldSynonyms('at least two months before the move')).toBe('at least two months in advance');
    expect(foldSynonyms('shall not move the residence except upon order of the court')).toBe(
      'shall not move the residence unless order of the court',
    );
    expect(foldSynonyms('negative remarks in front of the children')).toBe(
      'disparaging statements in the presence of the children',
    );
    for (const canonical of ['in advance', 'unless', 'in the presence of', 'disparaging']) {
      const e = THESAURUS.find((x) => x.canonical === canonical);
      expect(e?.seenIn.length, canonical).toBeGreaterThan(0);
    }
  });
});
