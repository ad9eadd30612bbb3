import { describe, expect, test } from 'vitest';
import { findAliases } from '../../src/features/mediator/aliases';
import { comparePair, unlikeAnswers } from '../../src/features/mediator/compare';
import { readDetails } from '../../src/features/mediator/details';
import { analyzeDocuments, type EngineResult } from '../../src/features/mediator/engine';
import { meaningOf } from '../../src/features/mediator/meaning';
import { sentencesOf } from '../../src/features/mediator/provisions';

// Issue 29, session 20: never "Aligned" while the two sides state values the engine cannot show
// to be the same (docs/mediator.md, "Meaning, not wording"). Sentences here are the helper's own,
// not the corpus documents'.
const keys = (s: string, aliases = new Map()) => Object.fromEntries([...meaningOf(s, aliases)].map(([k, v]) => [k, v.key]));
const doc = (text: string) => [{ name: 'doc.txt', text }];
const run = (a: string, b: string) => analyzeDocuments(doc(a), doc(b), 'Parenting Agreement', null, { today: '2026-01-15' });
const verdicts = (r: EngineResult) => r.findings.map((f) => [f.verdict, f.quoteA, f.quoteB]);

describe('physical custody is a typed value of its own', () => {
  test.each([
    [
      'The parents shall have joint legal custody and sole physical custody with the Father.',
      { 'custody.decision': 'joint', 'custody.physical': 'sole:father' },
    ],
    [
      'The parents shall have joint legal custody and joint physical custody.',
      { 'custody.decision': 'joint', 'custody.physical': 'joint' },
    ],
    ['We share physical custody of Noah.', { 'custody.physical': 'joint' }],
    [
      'The Mother shall have primary physical custody of the children.',
      { 'custody.physical': 'primary:mother', 'schedule.home': 'mother' },
    ],
    [
      'The children will stay with their father, who will have primary physical custody.',
      { 'custody.physical': 'primary:father' },
    ],
    ['[X] Primary physical custody to the Mother', { 'custody.physical': 'primary:mother', 'schedule.home': 'mother' }],
  ])('%s', (sentence, expected) => {
    expect(keys(sentence)).toEqual(expected);
  });
  test('with no parent named, sole or primary physical custody is left unread', () => {
    expect(keys('Sole physical custody is not requested.')).toEqual({});
  });
  test('sole physical custody against joint physical custody is a conflict said from the values', () => {
    const c = comparePair(
      'The parents shall have joint legal custody and sole physical custody with the Father.',
      'The parents shall have joint legal custody and joint physical custody.',
    );
    expect(c.verdict).toBe('conflict');
    expect(c.differences[0]?.line).toBe('Party A: Sole physical custody with the Father. Party B: Joint physical custody.');
  });
});

describe('a state line is a limit on moving', () => {
  test.each([
    ["Neither parent shall move the children's residence out of Oregon without the other's written consent.", 'state'],
    ['Neither parent shall relocate the children outside the Commonwealth without a court order.', 'state'],
    ['A parent planning an out-of-state move shall give sixty days notice.', 'state'],
    ['Neither parent shall move the children more than 75 miles from Salem without written consent.', '75mi'],
  ])('%s', (sentence, distance) => {
    expect(keys(sentence)['relocation.distance']).toBe(distance);
  });
  test('"out of the state" against "more than 75 miles" is never aligned', () => {
    const c = comparePair(
      "Neither parent shall move the children's residence out of Oregon without the other parent's written consent.",
      "Neither parent shall move the children's residence more than 75 miles without the other parent's written consent.",
    );
    expect(c.verdict).toBe('conflict');
    expect(c.differences.map((d) => d.line)).toEqual([
      'Party A: A move out of the state. Party B: A move of more than 75 miles.',
    ]);
  });
  test('a trip out of the state is no move', () => {
    expect(
      keys('The Father may take the children on trips out of Oregon with 14 days notice.')['relocation.distance'],
    ).toBeUndefined();
  });
});

describe('the summer shared in values of different kinds', () => {
  const weeks = 'The Mother shall have three weeks with the children every summer.';
  const alternate = 'During the summer the children shall alternate weeks between the parents.';
  test('the values read', () => {
    expect(keys(weeks)).toEqual({ 'summer.weeks': '3', 'summer.holder': 'mother' });
    expect(keys(alternate)).toEqual({ 'summer.pattern': 'alternating weeks' });
    expect(unlikeAnswers(meaningOf(weeks), meaningOf(alternate))).toEqual(['summer.weeks', 'summer.pattern']);
    expect(unlikeAnswers(meaningOf(weeks), meaningOf('Each parent shall have two weeks of summer time.'))).toEqual([]);
  });
  test('a number of weeks against alternating weeks is a conflict, not "the same in other words"', () => {
    const c = comparePair(weeks, alternate);
    expect(c.verdict).toBe('conflict');
    expect(c.differences[0]?.line).toBe('Party A: 3 weeks of summer time. Party B: In the summer, alternating weeks.');
  });
});

describe('who breaks a deadlock', () => {
  test.each([
    [
      'The parents shall share legal custody, but if they cannot agree, the Father shall decide matters of health care.',
      'father',
    ],
    ['The parents shall share legal custody; if they cannot agree, they shall go to mediation.', 'mediation'],
    ['Disagreements the parents cannot settle shall go to a parenting coordinator, whose decision binds them.', 'consultant'],
    ['If the parents cannot agree, they shall try mediation and then ask the court to decide.', 'court'],
  ])('%s', (sentence, final) => {
    expect(keys(sentence)['custody.final']).toBe(final);
  });
});

describe('support said in a sentence of its own', () => {
  test('"the support I can pay is $400 a month" is the amount of child support', () => {
    expect(keys('The support I can pay is $400 a month.')).toEqual({ 'support.amount': '40000/month' });
  });
  test('an agreement on who pays is no agreement on how much: $700 against $400 is a conflict', () => {
    const r = run(
      'Support\nThe Father shall pay child support of $700 per month to the Mother.\n',
      "Money\nI'm the kids' father. I'll pay child support to the Mother.\nThe support I can pay is $400 a month.\n",
    );
    expect(verdicts(r)).toEqual([
      [
        'conflict',
        'The Father shall pay child support of $700 per month to the Mother.',
        "I'll pay child support to the Mother. The support I can pay is $400 a month.",
      ],
    ]);
    expect(r.findings[0]?.differences.map((d) => d.line)).toEqual([
      'Amount: Party A says $700 per month; Party B says $400 per month.',
    ]);
  });
  test('a sum under a child support heading, after the sentence that says who pays, joins it', () => {
    const r = run(
      '4. CHILD SUPPORT\n4.1 The Father shall pay child support of $900.00 per month to the Mother.\n',
      '4. CHILD SUPPORT\n4.1 The Father shall pay child support to the Mother.\n4.2 The amount shall be $650.00 per month.\n',
    );
    expect(verdicts(r)).toEqual([
      [
        'conflict',
        'The Father shall pay child support of $900.00 per month to the Mother.',
        'The Father shall pay child support to the Mother. The amount shall be $650.00 per month.',
      ],
    ]);
  });
  test('a waiver against a payer and a sum in the next line: the sum is part of the dispute', () => {
    const r = run(
      '3. SUPPORT\n3.1 Neither parent shall pay child support.\n',
      '3. SUPPORT\n3.1 The Mother shall pay child support to the Father.\n3.2 Child support shall be $300.00 per month.\n',
    );
    expect(verdicts(r)).toEqual([
      [
        'conflict',
        'Neither parent shall pay child support.',
        'The Mother shall pay child support to the Father. Child support shall be $300.00 per month.',
      ],
    ]);
  });
  test('the same sum said again joins nothing', () => {
    const r = run(
      'Support\nThe Father shall pay child support of $700 per month to the Mother.\n',
      "Money\nI'm the kids' father. I'll pay child support to the Mother.\nThe support I can pay is $700 a month.\n",
    );
    expect(r.findings.map((f) => f.verdict)).toEqual(['aligned']);
  });
});

describe("who is who from a parent's own words", () => {
  test('"Their dad is ...", "I\'m ..., mom of ..." and a label written beside the first name', () => {
    const aliases = findAliases([
      "Our plan\nI'm Rosa, mom of Lena (born May 2, 2016). Their dad is Tomas Vidal.\n",
      'ROSA VIDAL, Plaintiff, v. TOMAS VIDAL, Defendant.\n1. The Plaintiff, Rosa Vidal, and the Defendant, Tomas Vidal, are the parents of Lena.\n',
    ]);
    expect(Object.fromEntries([...aliases].filter(([, r]) => r === 'mother' || r === 'father'))).toEqual({
      Rosa: 'mother',
      Tomas: 'father',
      I: 'mother',
      Plaintiff: 'mother',
      Defendant: 'father',
    });
  });
});

describe('plain words read as the formal copy', () => {
  test('religious and cultural holidays', () => {
    expect(
      keys('Eid al-Fitr shall be with the Father in even-numbered years and with the Mother in odd-numbered years.'),
    ).toEqual({
      'holiday:Eid': 'alternate:father',
    });
    expect(keys('Hanukkah is with Mom every year.')).toEqual({ 'holiday:Hanukkah': 'fixed:mother' });
  });
  test('"every Tuesday, 4 to 7 p.m." is 4:00 to 7:00 p.m.', () => {
    expect(readDetails('He has them every Tuesday, 4 to 7 p.m.').map((d) => `${d.kind}=${d.key}`)).toEqual([
      // How often (session 28): every Tuesday.
      'frequency=1/1 tuesday',
      'weekday=tuesday',
      'time=960',
      'time=1140',
    ]);
  });
  test('a sentence after a time with a name and "does" is a sentence of its own', () => {
    expect(sentencesOf('He has them every Tuesday, 4 to 7 p.m. Marco does all the driving.')).toEqual([
      'He has them every Tuesday, 4 to 7 p.m.',
      'Marco does all the driving.',
    ]);
  });
  test('who drives', () => {
    const aliases = findAliases(['Marco is their dad.']);
    expect(keys('Marco does all the driving for his time.', aliases)).toEqual({ 'exchange.transport': 'father' });
    expect(keys('The party receiving the children shall provide transportation.')).toEqual({ 'exchange.transport': 'receiving' });
    expect(
      comparePair(
        'Marco does all the driving for his time.',
        'The party receiving the children shall provide transportation.',
        aliases,
      ).verdict,
    ).toBe('conflict');
  });
});

describe('values the other side states in its own terms', () => {
  test('weekends by their place in the month are a pattern of their own', () => {
    expect(keys('The Father shall have the children on the second and fourth weekends of each month.')).toEqual({
      'schedule.pattern': 'weekends 2,4',
    });
    const c = comparePair(
      'The Father shall have the children on the second and fourth weekends of each month.',
      'The Father shall have the children every other weekend.',
    );
    expect(c.verdict).toBe('conflict');
    // The figure already shows the typed value (compare.ts COVERED): said once.
    expect(c.differences.map((d) => d.line)).toEqual([
      'Which weeks: Party A says 2nd, 4th weekend; Party B says every other weekend.',
    ]);
  });
  test('the Plaintiff against the Defendant, in documents that never say which parent is which', () => {
    const c = comparePair(
      'Independence Day shall be with the Plaintiff in odd-numbered years.',
      'Independence Day shall be with the Defendant in odd-numbered years.',
    );
    expect(c.verdict).toBe('conflict');
    expect(c.differences.map((d) => d.line)).toEqual(['Names: Party A says Plaintiff; Party B says Defendant.']);
    expect(
      comparePair(
        'Independence Day shall be with the Plaintiff in odd-numbered years.',
        'Independence Day shall be with the Petitioner in odd-numbered years.',
      ).verdict,
    ).not.toBe('conflict');
  });
  test.each([
    ['Dentist bills the insurance does not cover we split down the middle.'],
    ['We split medical bills that insurance does not cover fifty-fifty.'],
    ['Uncovered medical costs are split 50/50.'],
  ])('equal shares of uncovered costs: %s', (sentence) => {
    expect(keys(sentence)['uncovered.split']).toBe('equal');
  });
  test('the notice of a vacation is read under a summer heading too', () => {
    expect(keys("Summer: A parent planning a vacation shall give the other parent fourteen (14) days' written notice.")).toEqual({
      'vacation.notice': '14',
    });
  });
});

describe('one-sided terms about activities and social media', () => {
  test.each([
    ["I'll keep paying for Ava's dance lessons at the studio.", { 'activity:dance': 'continues' }],
    [
      'Leo keeps going to his violin lessons on Mondays, and whoever has him that day takes him.',
      { 'activity:violin': 'continues' },
    ],
    ['Neither parent shall post photographs of the children on social media.', { 'conduct.social-media': 'no' }],
    ['No photos of the kids go on Instagram unless we both agree.', { 'conduct.social-media': 'consent' }],
  ])('%s', (sentence, expected) => {
    expect(keys(sentence)).toEqual(expected);
  });
  test("an activity only one plan keeps going is that plan's own term", () => {
    const r = run(
      'Our plan\nThe children live with the Mother.\n',
      "My plan\nThe children live with the Mother.\nI'll keep paying for Ava's dance lessons at the studio.\n",
    );
    expect(verdicts(r)).toEqual([['only-b', null, "I'll keep paying for Ava's dance lessons at the studio."]]);
  });
});

describe('where disputes go first', () => {
  test('a parenting consultant first against mediation first is a conflict', () => {
    expect(keys('Disagreements the parents cannot resolve shall be brought to a parenting coordinator.')).toEqual({
      'custody.final': 'consultant',
      'dispute.first': 'consultant',
    });
    const c = comparePair(
      'Disagreements the parents cannot resolve shall first go to mediation before either parent files a motion.',
      'Disagreements the parents cannot resolve shall be brought to a parenting coordinator.',
    );
    expect(c.verdict).toBe('conflict');
    expect(c.differences[0]?.line).toBe(
      'Party A: Mediation before going to court. Party B: Disputes go to a parenting consultant first.',
    );
  });
});

describe('first refusal and shared costs in more words', () => {
  test.each([
    [
      "If a parent cannot care for the children for more than five hours during that parent's time, the other parent shall first be offered the time.",
      '5h',
    ],
    [
      'If a parent will be away from the children for an overnight or longer, the other parent shall first be offered the time.',
      'overnight',
    ],
    [
      'If either parent needs child care for more than three hours, that parent shall first offer the time to the other parent.',
      '3h',
    ],
  ])('%s', (sentence, key) => {
    expect(keys(sentence)['care.first-refusal']).toBe(key);
  });
  test('shares of a cost by parent, and "down the middle"', () => {
    expect(keys('Child care costs shall be paid 70% by the Mother and 30% by the Father.')).toEqual({
      'costs.split': 'father:30,mother:70',
    });
    expect(keys("We split Noah's daycare down the middle.")).toEqual({ 'costs.split': 'equal' });
    expect(
      comparePair(
        'Child care costs shall be paid 70% by the Mother and 30% by the Father.',
        "We split Noah's daycare down the middle.",
      ).verdict,
    ).toBe('conflict');
  });
});

test('shares "divided by income" are shares in proportion to incomes', () => {
  expect(keys('Daycare costs are divided by income: Father pays 55% and Mother pays 45%.')).toEqual({
    'costs.split': 'pro-rata',
  });
});
