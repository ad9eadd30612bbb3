import { describe, expect, test } from 'vitest';
import { findAliases, isWhoIsWho } from '../../src/features/mediator/aliases';
import { comparePair } from '../../src/features/mediator/compare';
import { analyzeDocuments } from '../../src/features/mediator/engine';
import { extractMoney } from '../../src/features/mediator/extract';
import { meaningOf } from '../../src/features/mediator/meaning';
import { sentencesOf } from '../../src/features/mediator/provisions';
import { foldSynonyms } from '../../src/features/mediator/thesaurus';

// Issue 29, session 14: typed values, thesaurus entries and normalisers for form wording against
// plain wording of the same term, with the exact values expected.
const keys = (s: string, aliases = new Map()) => Object.fromEntries([...meaningOf(s, aliases)].map(([k, v]) => [k, v.key]));
const iowa = findAliases([
  'The Petitioner, Nathan Vogel, is the father of the minor children, and the Respondent, Grace Vogel, is their mother.',
  "I am Grace Vogel, the children's mother and the Respondent. Nathan Vogel is their father and the Petitioner.",
]);

describe('money for each child', () => {
  test('"per child per year" and "a year for each child" are the same amount, period and unit', () => {
    expect(extractMoney('the first $250.00 per child per year of uncovered medical expenses')).toEqual([
      { cents: 25000, period: 'year', text: '$250.00 per year', perChild: true },
    ]);
    expect(extractMoney('the first $250 a year for each child of medical bills')).toEqual([
      { cents: 25000, period: 'year', text: '$250 a year', perChild: true },
    ]);
    expect(extractMoney('$250 a year of medical bills')).toEqual([{ cents: 25000, period: 'year', text: '$250 a year' }]);
  });
});

describe('a holiday named as a heading after a time starts a new sentence', () => {
  test('"7:30 p.m. Thanksgiving Day, 10 a.m." and "6 p.m. Fourth of July:"', () => {
    expect(
      sentencesOf(
        'Nathan will also have them on Wednesdays from 5 p.m. to 7:30 p.m. Thanksgiving Day, 10 a.m. to 7 p.m.: with me.',
      ),
    ).toEqual([
      'Nathan will also have them on Wednesdays from 5 p.m. to 7:30 p.m.',
      'Thanksgiving Day, 10 a.m. to 7 p.m.: with me.',
    ]);
    expect(sentencesOf('Wednesday 6 p.m. to Sunday 6 p.m. Fourth of July: with me in odd years.')).toEqual([
      'Wednesday 6 p.m. to Sunday 6 p.m.',
      'Fourth of July: with me in odd years.',
    ]);
    expect(sentencesOf('from 10:00 p.m. Christmas Eve until noon.')).toEqual(['from 10:00 p.m. Christmas Eve until noon.']);
  });
});

describe('thesaurus entries and contractions added in session 14', () => {
  test('plain words folded to the form wording', () => {
    expect(foldSynonyms('Nathan and I will make the important choices together')).toBe(
      'Nathan and I will make the major decisions jointly',
    );
    expect(foldSynonyms('two weeks in a row; thirty days in a row')).toBe('two consecutive weeks; thirty consecutive days');
    expect(foldSynonyms('We will trade off the kids at the library.')).toBe('We will exchange the kids at the library.');
    expect(foldSynonyms("medical bills that insurance doesn't cover")).toBe('medical expenses uncovered');
    expect(foldSynonyms("I can't and won't")).toBe('I cannot and will not');
  });
});

describe('typed values read from plain and form wording', () => {
  test('"make the important choices together" is joint decision-making, like "joint legal custody"', () => {
    expect(
      keys('Nathan and I will make the important choices together, about schooling, health care, activities and religion.', iowa)[
        'custody.decision'
      ],
    ).toBe('joint');
  });
  test('Iowa\'s physical care and "live with me" name the same home', () => {
    expect(keys('The Respondent shall have physical care of the children.', iowa)).toEqual({ 'schedule.home': 'mother' });
    expect(keys('The kids will live with me.', iowa)).toEqual({ 'schedule.home': 'mother' });
    expect(
      keys('Mother shall be ON-DUTY and the children will be with mother as follows: at all times when Father is not ON-DUTY.'),
    ).toEqual({
      'schedule.home': 'mother',
    });
  });
  test('who drives: one parent, or shared', () => {
    expect(keys('The Petitioner shall provide all transportation for visitation.', iowa)['exchange.transport']).toBe('father');
    expect(keys('Driving: we will split the driving.', iowa)['exchange.transport']).toBe('shared');
  });
  test('a named public place for exchanges', () => {
    expect(keys("We will trade off the kids at the McDonald's on Main Street in Norman.")['exchange.place']).toBe(
      "place:mcdonald's",
    );
    expect(keys('Exchanges shall take place in the lobby of the Norman Police Department.')['exchange.place']).toBe('police');
    expect(keys('Exchanges shall take place at Sunday at 6:00 p.m.')['exchange.place']).toBe(undefined);
  });
  test('uncovered costs: fifty percent to each parent is equal; according to our incomes is pro rata', () => {
    expect(
      keys('Medical costs not paid by insurance shall be divided fifty percent (50%) to each parent.')['uncovered.split'],
    ).toBe('equal');
    expect(
      keys(
        'I will pay the first $250 a year for each child of medical bills insurance does not cover, and we will split the rest according to our incomes.',
        iowa,
      )['uncovered.split'],
    ).toBe('pro-rata');
  });
});

describe('the same terms in form and plain wording are aligned', () => {
  test('Christmas with a first name on one side', () => {
    expect(
      comparePair(
        'Christmas Eve from 10:00 a.m. until 10:00 p.m. shall be with the Respondent every year, and Christmas Day from 10:00 a.m. until 10:00 p.m. shall be with the Petitioner every year.',
        'Christmas: the kids are with me on Christmas Eve and with Nathan on Christmas Day every year, 10 a.m. to 10 p.m. each day.',
        iowa,
      ).verdict,
    ).toBe('aligned');
  });
  test('uncovered costs per child per year', () => {
    expect(
      comparePair(
        'The Respondent shall pay the first $250.00 per child per year of uncovered medical expenses, and the parties shall pay the rest in proportion to their net incomes.',
        'I will pay the first $250 a year for each child of medical bills insurance does not cover, and we will split the rest according to our incomes.',
        iowa,
      ).verdict,
    ).toBe('aligned');
  });
  test('who drives differs', () => {
    const c = comparePair(
      'The Petitioner shall provide all transportation for visitation.',
      'Driving: we will split the driving.',
      iowa,
    );
    expect(c.verdict).toBe('conflict');
    expect(c.differences[0]?.line).toBe('Party A: The Father does all the driving. Party B: The parents share the driving.');
  });
});

describe('summer schedules and names on their own line', () => {
  test('the summer pattern: the regular schedule continues, or alternating weeks', () => {
    expect(
      keys('The regular schedule continues in the summer, and the Father may have one week of vacation with the children.'),
    ).toEqual({
      'summer.pattern': 'regular',
      'summer.weeks': '1',
      'summer.holder': 'father',
    });
    expect(keys('Summer: Each parent will have the children for alternating weeks from the second Monday of June.')).toEqual({
      'summer.pattern': 'alternating weeks',
    });
    expect(keys('The children shall reside with each parent on alternating weeks.')).toEqual({
      'schedule.home': 'shared',
      'schedule.pattern': 'alternating weeks',
    });
  });
  test('a heading over a line that starts with a party word names nobody', () => {
    const aliases = findAliases([
      '2. Residential Schedule\nMother shall be ON-DUTY.\n3. Summer Residential Schedule\nFather will have two weeks. Mother: Alicia Brandt. Father: Caleb Brandt.',
    ]);
    expect([...aliases]).toEqual([
      ['Alicia', 'mother'],
      ['Caleb', 'father'],
    ]);
  });
});

describe('holiday dates, authorship lines and the rest of the time', () => {
  test('December 24 and 25 are Christmas Eve and Christmas Day', () => {
    expect(foldSynonyms('from noon on December 24 until noon on December 25th')).toBe(
      'from noon on Christmas Eve until noon on Christmas Day',
    );
  });
  test('"Written by <mother> (Respondent), for <father> (Petitioner)" only says who is who', () => {
    const aliases = findAliases([
      'The Petitioner, Tomas Reyes, is the father of the minor children, and the Respondent, Lucia Reyes, is their mother.',
    ]);
    expect(
      comparePair(
        'The Petitioner, Tomas Reyes, is the father of the minor children, and the Respondent, Lucia Reyes, is their mother.',
        "Written by Lucia Reyes, the children's mother (Respondent), for Tomas Reyes, the children's father (Petitioner).",
        aliases,
      ).verdict,
    ).toBe('aligned');
  });
  test('"with mother ... at all times when Father is not ON-DUTY" is "live with me, except for his time"', () => {
    const aliases = findAliases([
      'Mother: Alicia Brandt. Father: Caleb Brandt.',
      "Written by Alicia Brandt, the kids' mother. I am the mother.",
    ]);
    expect(
      comparePair(
        'Mother shall be ON-DUTY and the children will be with mother as follows: at all times when Father is not ON-DUTY.',
        "The kids will live with me, except for Caleb's time below.",
        aliases,
      ).verdict,
    ).toBe('aligned');
  });
});

describe("the children's calls, in plain words", () => {
  test('"the kids can call me every night before bedtime" is a call every day', () => {
    expect(keys('Phone calls: the kids can call me every night before bedtime.')).toEqual({ 'contact.calls': 'daily' });
  });
  test("a calls term only one side decides is that side's own term", () => {
    const r = analyzeDocuments(
      [
        {
          name: 'a',
          text: '1. Custody\nThe parents shall have joint legal custody.\n2. Telephone\nThe children may call the other parent at any reasonable time, and the ON-DUTY parent will not listen in.',
        },
      ],
      [
        {
          name: 'b',
          text: '1. Custody\nThe parents shall have joint legal custody.\n2. New Partners\nNeither parent will introduce a new partner to the children overnight.',
        },
      ],
      'Parenting Agreement',
    );
    expect(r.findings.filter((f) => f.verdict === 'only-a').map((f) => f.quoteA)).toEqual([
      'The children may call the other parent at any reasonable time, and the ON-DUTY parent will not listen in.',
    ]);
  });
});

describe('plural weekdays and who-is-who lines naming the children', () => {
  test('"every Wednesday" and "on Wednesdays" name the same day', () => {
    expect(
      comparePair(
        'The Petitioner shall have visitation every Wednesday from 5:00 p.m. until 7:30 p.m.',
        'Nathan will also have them on Wednesdays from 5 p.m. to 7:30 p.m.',
        iowa,
      ).verdict,
    ).toBe('aligned');
  });
  test('"Written by <name>, the Respondent and the children\'s mother" only says who is who', () => {
    const aliases = findAliases([
      'In this plan the Petitioner, Luis Ortiz, is the Father and the Respondent, Carmen Ortiz, is the Mother. Children: Diego Ortiz, born July 14, 2013; Elena Ortiz, born December 2, 2017.',
    ]);
    expect(isWhoIsWho("Written by Carmen Ortiz, the Respondent and the children's mother.", aliases)).toBe(true);
    expect(isWhoIsWho('Carmen Ortiz, the Mother, shall pay child support.', aliases)).toBe(false);
  });
});
