// Session 12 (issue 29): a parent's own words read by meaning (first person, pronouns, run-in
// headings after a time, form particulars, thesaurus entries read from the retired sets).
import { describe, expect, test } from 'vitest';
import { findAliases, firstPersonParent, resolveRoles, roleDefinitions } from '../../src/features/mediator/aliases';
import { comparePair } from '../../src/features/mediator/compare';
import { readDetails } from '../../src/features/mediator/details';
import { isAuthorship, isRunInHeading, scheduleItems } from '../../src/features/mediator/engine/provisions';
import { analyzeDocuments } from '../../src/features/mediator/engine';
import { compareMeanings, meaningOf } from '../../src/features/mediator/meaning';
import { chosenText } from '../../src/features/mediator/meaningValues';
import { isDocumentMetadata, isHeadingLine, sentencesOf } from '../../src/features/mediator/provisions';
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

describe('typed values read from plain words (session 12)', () => {
  const aliases = findAliases([
    'The Plaintiff, Rosa Delgado, is the mother of the children, and the Defendant, Samuel Delgado, is the father of the children.',
    "I am Travis Barlow, the children's father.",
  ]);
  const m = (s: string) => Object.fromEntries([...meaningOf(s, aliases)].map(([k, v]) => [k, v.key]));

  test('where the children live', () => {
    expect(m('The Plaintiff shall have sole physical custody of the children.')).toEqual({
      'custody.physical': 'sole:mother',
      'schedule.home': 'mother',
    });
    expect(m('The Respondent is the primary residential parent.')).toEqual({});
    expect(m('The Mother shall be the primary residential parent.')).toEqual({ 'schedule.home': 'mother' });
    expect(m('Our children will be in the care of the Mother (list days of week and times): at all other times.')).toEqual({
      'schedule.home': 'mother',
    });
    expect(m('The children will live mainly with their mother.')).toEqual({ 'schedule.home': 'mother' });
  });

  test('joint decisions in other words; the areas a joint clause lists are an example', () => {
    expect(m('Both parents have equal rights and responsibilities for major decisions concerning the children.')).toEqual({
      'custody.decision': 'joint',
    });
    const a = meaningOf('The parents shall have shared legal custody, including decisions on education and welfare.', aliases);
    const b = meaningOf('The parents will make the major decisions about schooling and religion together.', aliases);
    expect(compareMeanings(a, b)).toEqual({ differ: [], agree: ['custody.decision'], moot: ['custody.areas'] });
  });

  test('insurance, exchanges and the time to object', () => {
    expect(m('Defendant shall continue to provide health insurance coverage for the children.')).toEqual({
      'insurance.carrier': 'father',
    });
    expect(m('Pick-ups and drop-offs will be at the Daphne Police Department.')).toEqual({ 'exchange.place': 'police' });
    expect(m('Pick-ups and drop-offs will be at my apartment.')).toEqual({ 'exchange.place': 'home:father' });
    expect(m('The other parent has thirty days after receiving that notice to file an objection with the court.')).toEqual({
      'relocation.objection': '30',
    });
    expect(m('An objection to the relocation must be made within 30 days of receipt of the notice.')).toEqual({
      'relocation.objection': '30',
    });
  });

  test('"fifteen-day" is a period of 15 days', () => {
    expect(readDetails('two fifteen-day stretches in the summer', aliases).map((d) => `${d.kind}=${d.key}`)).toEqual([
      'duration=15',
    ]);
  });
});

describe('pairs in other words that agree (session 12)', () => {
  const aliases = findAliases(['The Plaintiff, Rosa Delgado, is the mother, and the Defendant, Samuel Delgado, is the father.']);
  test.each([
    [
      'The children shall not be removed out of the Commonwealth without the consent of both parents, unless the court upon cause shown otherwise orders.',
      'Neither parent will move the children out of Massachusetts unless the other parent agrees or the court allows it.',
    ],
    [
      'If the nonrelocating party does not file with the court an objection to the proposed relocation within 30 days after receipt of the notice, that party shall be foreclosed from objecting.',
      'The other parent has thirty days after receiving that notice to file an objection with the court, or loses the right to object.',
    ],
    [
      "Memorial Day, Martin Luther King's Birthday, President's Day and Labor Day attach to the preceding weekend.",
      "Monday holidays (Martin Luther King Day, Presidents' Day, Memorial Day, Labor Day) go with the weekend before them.",
    ],
  ])('%s', (a, b) => {
    expect(comparePair(a, b, aliases).verdict).not.toBe('conflict');
  });

  test('a heading run into the text is no sentence of its own', () => {
    expect(isRunInHeading('Unreimbursed medical expenses.')).toBe(true);
    expect(isRunInHeading('Phone.')).toBe(true);
    expect(isRunInHeading('Extracurricular activities: Father.')).toBe(false);
    expect(isRunInHeading('Holidays come first.')).toBe(false);
  });
});

describe('forms and plain words side by side (session 12, second part)', () => {
  const aliases = findAliases([
    'Plaintiff/Parent 1: Alicia Price, the mother. Defendant/Parent 2: Jordan Price, the father.',
    'The mother is Alicia Price and the father is Jordan Price.',
  ]);
  const m = (s: string) => Object.fromEntries([...meaningOf(s, aliases)].map(([k, v]) => [k, v.key]));

  test('"the mother", "we" and "Plaintiff/Parent 1" read as the parents they name', () => {
    expect(resolveRoles('The children will live with the mother.', aliases)).toBe('The children will live with the Mother.');
    expect(resolveRoles('If we disagree, we go to a mediator.', aliases)).toBe(
      'If both parents disagree, both parents go to a mediator.',
    );
    expect(resolveRoles('Exchanges at the residence of Plaintiff/Parent 1.', aliases)).toBe(
      'Exchanges at the residence of the Mother.',
    );
    expect(resolveRoles('The plaintiff/parent 1 shall have responsibility.', aliases)).toBe(
      'the Mother shall have responsibility.',
    );
  });

  test('placement, the tax claim split and handing over', () => {
    expect(m('[X] Primary placement with the Mother; the Father has placement on alternate weekends.')).toEqual({
      'schedule.home': 'mother',
      'schedule.pattern': 'every other weekend',
    });
    expect(m('[X] Equal placement: the children alternate weeks between the parents’ homes.')).toEqual({
      'schedule.home': 'shared',
      'schedule.pattern': 'alternating weeks',
    });
    expect(
      m('The Mother shall claim the older child and the Father the younger child as dependents for income tax purposes.'),
    ).toEqual({
      'tax.claim': 'split',
    });
    expect(m('The children will be handed over at the Murfreesboro Police Department.')).toEqual({ 'exchange.place': 'police' });
  });

  test('an unticked option worded with a blank is the same option', () => {
    const ticks = (s: string) =>
      readDetails(s, aliases)
        .filter((d) => d.kind === 'tick')
        .map((d) => d.key);
    expect(ticks('[X] Joint legal custody [ ] Sole legal custody to the ____')).toEqual([
      'joint legal custody=ticked',
      'sole legal custody=unticked',
    ]);
    expect(ticks('[X] Joint legal custody [ ] Sole legal custody')).toEqual([
      'joint legal custody=ticked',
      'sole legal custody=unticked',
    ]);
  });

  test('headings in sentence case, sentences after a time, the copy’s status on a form', () => {
    expect(isHeadingLine('Where the children live')).toBe(true);
    expect(isHeadingLine('Pick-ups and calls')).toBe(true);
    expect(isHeadingLine('The children will live')).toBe(false);
    expect(isHeadingLine('the Mother and the')).toBe(false);
    expect(
      sentencesOf(
        'The father also has the children every Thursday from 5:00 p.m. to 8:00 p.m. Thanksgiving Day is with the father.',
      ),
    ).toEqual([
      'The father also has the children every Thursday from 5:00 p.m. to 8:00 p.m.',
      'Thanksgiving Day is with the father.',
    ]);
    expect(isAuthorship('[X] Proposed [ ] Agreed [ ] Ordered by the Court.')).toBe(true);
  });
});

describe('schedule values and pairing (session 12, third part)', () => {
  const aliases = findAliases([
    'Plaintiff/Parent 1: Alicia Price, the mother. Defendant/Parent 2: Jordan Price, the father.',
    'The mother is Alicia Price and the father is Jordan Price.',
  ]);
  const m = (s: string) => Object.fromEntries([...meaningOf(s, aliases)].map(([k, v]) => [k, v.key]));

  test('midweek days, days a year with each parent, every other week from Friday to Sunday', () => {
    expect(m('MIDWEEK: One evening each week, Wednesday 5:30 p.m. to 9:00 p.m.')).toEqual({ 'schedule.midweek': 'Wednesday' });
    expect(
      m(
        'MIDWEEK: Every Wednesday and Thursday overnight with the Father, from 5:30 p.m. Wednesday until school begins on Friday; every Monday and Tuesday overnight with the Mother.',
      ),
    ).toEqual({ 'schedule.midweek': 'Wednesday,Thursday:overnight' });
    expect(
      m(
        'each parent will spend the following number of days with the children: Plaintiff/Parent 1 265 days, Defendant/Parent 2 100 days.',
      ),
    ).toEqual({
      'schedule.days': 'father:100,mother:265',
    });
    expect(m('The children will spend 265 days a year with the mother and 100 days a year with the father.')).toEqual({
      'schedule.days': 'father:100,mother:265',
    });
    expect(
      m(
        'The [X] plaintiff/parent 1 [ ] defendant/parent 2 shall have responsibility for the care of the children except at the following times: From Friday at 6:00 p.m. to Sunday at 6:00 p.m. [ ] every week [X] every other week.',
      ),
    ).toEqual({ 'schedule.home': 'mother', 'schedule.pattern': 'every other weekend' });
  });

  test('"EVEN numbered years" (no hyphen) and the receiving parent in other words', () => {
    expect(m('Christmas Day: Plaintiff/Parent 1 in EVEN numbered years, Defendant/Parent 2 in ODD numbered years.')).toEqual({
      'holiday:Christmas Day': 'alternate:mother',
    });
    expect(m('The parent starting a placement period picks up the children.')).toEqual({ 'exchange.transport': 'receiving' });
    expect(m('The parent whose placement period begins picks the children up.')).toEqual({ 'exchange.transport': 'receiving' });
  });

  test('an unticked option ends where the options’ shared verb begins', () => {
    expect(chosenText('The [X] plaintiff/parent 1 [ ] defendant/parent 2 shall have responsibility.')).toBe(
      'The plaintiff/parent 1   shall have responsibility.',
    );
  });

  test('a form line against plain words: the blanks and "except at the following times" are no change', () => {
    const c = comparePair(
      'The [X] plaintiff/parent 1 [ ] defendant/parent 2 shall have responsibility for the care of the children except at the following times when the other parent shall have responsibility: From Friday at 6:00 p.m. to Sunday at 6:00 p.m. [ ] every week [X] every other week.',
      'The father has the children on alternate weekends, from Friday at 6:00 p.m. to Sunday at 6:00 p.m.',
      aliases,
    );
    expect(c.verdict).toBe('aligned');
  });

  test('a holiday row read with its name as a run-in heading keeps the name', () => {
    const a =
      'Holidays (ODD or EVEN numbered years or EVERY year):\nThanksgiving Day: Defendant/Parent 2 in ODD numbered years, Plaintiff/Parent 1 in EVEN numbered years.';
    const b = 'Thanksgiving Day is with the father in odd-numbered years and with the mother in even-numbered years.';
    const r = analyzeDocuments(
      [{ name: 'a', text: `Plaintiff/Parent 1: Alicia Price, the mother. Defendant/Parent 2: Jordan Price, the father.\n${a}` }],
      [{ name: 'b', text: b }],
      'Custody Plan',
    );
    expect(r.findings.filter((f) => f.verdict === 'conflict' || f.verdict.startsWith('only'))).toEqual([]);
  });
});

describe('list items, implied reversal, nonemergency (session 12, fourth part)', () => {
  test('a form line listing several times is one unit per item, each with its lead-in', () => {
    expect(
      scheduleItems(
        'Our child[ren] will be in the care of the Father (list days of week and times): every other weekend from Friday after school until Sunday at 7:00 p.m.; and every Tuesday from after school until 7:30 p.m.',
      ),
    ).toEqual([
      'Our child[ren] will be in the care of the Father (list days of week and times): every other weekend from Friday after school until Sunday at 7:00 p.m.',
      'Our child[ren] will be in the care of the Father (list days of week and times): every Tuesday from after school until 7:30 p.m.',
    ]);
    expect(scheduleItems('Christmas Eve (December 24): Mother in odd-numbered years; Father in even-numbered years.')).toEqual([
      'Christmas Eve (December 24): Mother in odd-numbered years; Father in even-numbered years.',
    ]);
  });

  test('"; in even years we switch" adds no holder of its own', () => {
    expect(
      resolveRoles('In odd years the Mother has Easter and the Father has Thanksgiving; in even years we switch.', new Map()),
    ).toBe('In odd years the Mother has Easter and the Father has Thanksgiving.');
  });

  test('"that is not an emergency" is nonemergency', () => {
    expect(foldSynonyms('routine medical care that is not an emergency')).toBe('routine health care nonemergency');
  });
});

describe('plain present tense, names and one-sided provisions (session 12, fifth part)', () => {
  const aliases = findAliases([
    'In this plan Parent A is the mother, Kristin Dahl (Petitioner), and Parent B is the father, Nils Dahl (Respondent).',
  ]);
  test('"Parent A keeps the children on the health insurance" and "does the pickup"', () => {
    const m = (s: string) => Object.fromEntries([...meaningOf(s, aliases)].map(([k, v]) => [k, v.key]));
    expect(m('Parent A keeps the children on the health insurance from her job.')).toEqual({ 'insurance.carrier': 'mother' });
    expect(m('The parent whose time is starting does the pickup.')).toEqual({ 'exchange.transport': 'receiving' });
  });

  test('a sentence’s own first word is no name; a name both say is the same name', () => {
    expect(
      comparePair(
        'Major decisions, including nonemergency health care, choice of school and religion, will be made by both parents together.',
        'Parent A and Parent B will decide jointly on routine medical care that is not an emergency, which school the children attend, and their religion.',
        aliases,
      ).verdict,
    ).toBe('aligned');
    expect(
      comparePair(
        'Thanksgiving: the noncustodial parent shall have the children in even-numbered years from 6:00 P.M. on Wednesday until 7:00 P.M. on Sunday.',
        'In even-numbered years, the noncustodial parent has the children for Thanksgiving, from 6:00 P.M. on Wednesday until 7:00 P.M. on Sunday.',
        aliases,
      ).verdict,
    ).toBe('aligned');
  });

  test('a provision only one side has says so, with its heading', () => {
    const r = analyzeDocuments(
      [{ name: 'a', text: '1. Parenting time. The Father shall have the children every other weekend.' }],
      [
        {
          name: 'b',
          text: '1. Parenting time. The Father shall have the children every other weekend.\n2. Right of First Refusal. If a parent cannot care for the children for more than four hours, the other parent shall be offered the time first.',
        },
      ],
      'Custody Plan',
    );
    const only = r.findings.filter((f) => f.verdict === 'only-b');
    expect(only.map((f) => f.differences.map((d) => d.line))).toEqual([["Only in Party B's document: Right of First Refusal."]]);
  });
});
