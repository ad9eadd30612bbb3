import { describe, expect, test } from 'vitest';
import { comparePair } from '../../src/features/mediator/compare';
import { meaningOf } from '../../src/features/mediator/meaning';
import { meaningSay } from '../../src/features/mediator/meaningSay';
import { isAuthorship, isHeadingLine, splitProvisions } from '../../src/features/mediator/provisions';
import { sayText } from '../../src/features/mediator/reportText';
import { mediatorEs } from '../mediatorSpanish';

// Issue 29, session 21 (docs/mediator.md). Sentences here are the helper's own, not the corpus
// documents'.
const keys = (s: string) => Object.fromEntries([...meaningOf(s, new Map())].map(([k, v]) => [k, v.key]));
const explain = (a: string, b: string) => {
  const c = comparePair(a, b);
  const d = c.differences.find((x) => x.say);
  return [c.verdict, ...(d?.say ? [sayText(d.say), sayText(d.say, mediatorEs)] : [])];
};

describe("a parent's own plan: who sent it, and its plain headings", () => {
  test('"From <name>" alone on a line is authorship; a sentence starting with "From" is not', () => {
    expect(isAuthorship('From Marisol Ferreira')).toBe(true);
    expect(isAuthorship('From Marisol J. Ferreira.')).toBe(true);
    expect(isAuthorship('From June 15 the children live with the Father.')).toBe(false);
    expect(isAuthorship('From Friday to Sunday')).toBe(false);
  });
  test.each([
    ['How we split the week', true],
    ['If one of us moves away', true],
    ['Calls, school and doctors', true],
    ['Money, insurance or costs', true],
    ['Greg keeps the kids Friday nights', false],
    ['Calls, school, doctors', false],
    ['The kids and the money', false],
  ])('%s: heading %s', (line, expected) => {
    expect(isHeadingLine(line)).toBe(expected);
  });
  test('the sender is set aside and the headings start their sections', () => {
    const text = [
      'Our plan for Nora',
      '',
      'From Marisol Ferreira',
      '',
      'How we split the week',
      '',
      'Nora will switch houses every Sunday at 5 p.m.',
      '',
      'Calls, school and doctors',
      '',
      'We will both go to her school conferences.',
    ].join('\n');
    // Session 23: the sender's line above the first sentence is front matter, set aside before splitting.
    expect(splitProvisions(text).map((p) => [p.section, p.text])).toEqual([
      ['How we split the week', 'Nora will switch houses every Sunday at 5 p.m.'],
      ['Calls, school and doctors', 'We will both go to her school conferences.'],
    ]);
  });
});

describe('who chooses the mediator, the counselor, the doctor or the school', () => {
  test.each([
    ['Disputes shall go to mediation with a mediator chosen by the Father.', { 'chosen:mediator': 'father' }],
    ['Disputes shall go to a mediator the parents choose together.', { 'chosen:mediator': 'joint' }],
    ['The children shall see a counselor selected jointly by the parents.', { 'chosen:counselor': 'joint' }],
    ['The Mother shall choose the children’s pediatrician.', { 'chosen:doctor': 'mother' }],
    ["The Mother shall choose the children's pediatrician.", { 'chosen:doctor': 'mother' }],
    ['The school shall be chosen by the Father.', { 'chosen:school': 'father' }],
    ['Each parent shall pick up the children at school.', {}],
  ])('%s', (sentence, expected) => {
    const got = Object.fromEntries(Object.entries(keys(sentence)).filter(([k]) => k.startsWith('chosen:')));
    expect(got).toEqual(expected);
  });
  test('one parent against both is explained from the two values, in English and Spanish', () => {
    expect(
      explain(
        'Disputes shall go to mediation with a mediator chosen by the Father.',
        'Disputes shall go to mediation with a mediator the parents choose together.',
      ),
    ).toEqual([
      'conflict',
      'Party A: The mediator chosen by the Father. Party B: The mediator chosen jointly.',
      'Parte A: El mediador que elige el padre. Parte B: El mediador que eligen de común acuerdo.',
    ]);
  });
  test('the same chooser in other words is aligned', () => {
    expect(
      comparePair(
        'Disputes shall go to mediation with a mediator chosen by the Mother.',
        'If we disagree, we go to a mediator selected by the Mother.',
      ).verdict,
    ).not.toBe('conflict');
  });
});

describe('messaging through an app is the channel the parents use', () => {
  test('"all our messaging ... through OurFamilyWizard" and "use the OurFamilyWizard application for all communication"', () => {
    expect(keys('Marisol and I will do all our messaging about Nora through OurFamilyWizard.')).toEqual({
      'communication.channel': 'a co-parenting app',
    });
    expect(
      comparePair(
        'The parties shall use the OurFamilyWizard application for all communication about the child.',
        'We will do all our messaging about Nora through OurFamilyWizard.',
      ).verdict,
    ).toBe('aligned');
  });
});

describe('a holiday with "the other parent" in the other years', () => {
  test('the other parent is the parent the sentence named before, the other way round', () => {
    expect(
      keys('Easter shall be with the Father in odd-numbered years and with the other parent in even-numbered years.'),
    ).toEqual({
      'holiday:Easter': 'alternate:mother',
    });
    expect(keys('Easter shall be with the other parent in even-numbered years.')).toEqual({});
  });
  test('two such sentences are explained with both parents on each side', () => {
    const c = comparePair(
      'Easter shall be with the Father in odd-numbered years and with the other parent in even-numbered years.',
      'Easter shall be with the Mother in odd-numbered years and with the other parent in even-numbered years.',
    );
    expect([c.verdict, c.differences.map((d) => d.line)]).toEqual([
      'conflict',
      [
        'Which years: Party A says the Father in odd-numbered years, the Mother in even-numbered years; Party B says the Father in even-numbered years, the Mother in odd-numbered years.',
      ],
    ]);
  });
});

describe('alternating homes, a plan the children stay on, a call on a weekday', () => {
  test.each([
    [
      'The children shall alternate between the parents’ homes every week.',
      { 'schedule.home': 'shared', 'schedule.pattern': 'alternating weeks' },
    ],
    [
      "The children shall alternate between the parents' homes every week.",
      { 'schedule.home': 'shared', 'schedule.pattern': 'alternating weeks' },
    ],
    ['Nora will switch houses every week.', { 'schedule.home': 'shared', 'schedule.pattern': 'alternating weeks' }],
    ["The children shall remain on the Mother's employer-provided health plan.", { 'insurance.carrier': 'mother' }],
    ['Each parent may FaceTime with the children every Monday and Wednesday at 7:30 p.m.', {}],
    ['The Father shall have the children every Wednesday from 5:00 p.m. to 8:00 p.m.', { 'schedule.midweek': 'Wednesday' }],
  ])('%s', (sentence, expected) => {
    expect(keys(sentence)).toEqual(expected);
  });
  test('every other weekend against alternating homes every week is a dispute about the pattern', () => {
    expect(
      explain(
        'The Father shall have the children every other weekend.',
        "The children shall alternate between the parents' homes every week.",
      ),
    ).toEqual([
      'conflict',
      'Party A: Every other weekend. Party B: Alternating weeks.',
      'Parte A: Fines de semana alternos. Parte B: Semanas alternas.',
    ]);
  });
  test('keeping the children covered and the children remaining on the same parent’s plan agree', () => {
    expect(
      comparePair(
        "Health insurance: the Mother shall keep the children covered under her employer's plan.",
        "Health insurance: the children shall remain on the Mother's employer-provided health plan.",
      ).verdict,
    ).toBe('aligned');
  });
});

test('weekends by their place in the month are said from their key, in English and Spanish', () => {
  const a = meaningOf('The Father shall have the second and fourth weekends of each month.', new Map());
  const b = meaningOf('The Father shall have the children every other weekend.', new Map());
  const s = meaningSay(a, b, ['schedule.pattern']);
  expect([sayText(s), sayText(s, mediatorEs)]).toEqual([
    'Party A: The second and fourth weekends of the month. Party B: Every other weekend.',
    'Parte A: Los fines de semana segundo y cuarto de cada mes. Parte B: Fines de semana alternos.',
  ]);
});

describe('whose address the children go to school from', () => {
  test.each([
    ['The Father shall be the residential parent for school placement purposes.', { 'school.address': 'father' }],
    ["The Mother's residence shall be designated for school enrollment purposes.", { 'school.address': 'mother' }],
    ["The children's legal residence for school attendance is the Father's home in Dayton.", { 'school.address': 'father' }],
    ["The Mother's address is the one the school uses.", { 'school.address': 'mother' }],
    ["Nora will go to school from the Father's address.", { 'school.address': 'father' }],
    ['The children shall attend public school in the Millbrook R-II School District.', { 'school.place': 'millbrook r-ii' }],
  ])('%s', (sentence, expected) => {
    expect(keys(sentence)).toEqual(expected);
  });
  test('the residential parent for school is not where the children live', () => {
    expect(keys('The Mother shall be the residential parent.')).toEqual({ 'schedule.home': 'mother' });
  });
  test('explained from the two parents, in English and Spanish', () => {
    expect(
      explain(
        'The Mother shall be the residential parent for school placement purposes.',
        "The children's legal residence for school attendance is the Father's home.",
      ),
    ).toEqual([
      'conflict',
      "Party A: The Mother's address for school. Party B: The Father's address for school.",
      'Parte A: La dirección de la madre para la escuela. Parte B: La dirección del padre para la escuela.',
    ]);
  });
});

test('a child taken outside the country only with consent is a trip that needs consent', () => {
  expect(keys('The children shall not be taken outside the United States without the written consent of both parents.')).toEqual({
    'travel.consent': 'consent',
  });
});
