import { describe, expect, test } from 'vitest';
import { findAliases, roleDefinitions } from '../../src/features/mediator/aliases';
import { analyzeDocuments } from '../../src/features/mediator/engine';
import { readDetails } from '../../src/features/mediator/details';
import { meaningOf } from '../../src/features/mediator/meaning';
import { isAuthorship, sentencesOf } from '../../src/features/mediator/provisions';

// Issue 29, session 15: times with the part of the day in words, who proposes the document,
// support named only by what it is for, party labels defined in one sentence for both parents,
// Vermont's "physical responsibility" and notice of a trip away, with the exact values expected.
const keys = (s: string, aliases = new Map()) => Object.fromEntries([...meaningOf(s, aliases)].map(([k, v]) => [k, v.key]));
const times = (s: string) =>
  readDetails(s)
    .filter((d) => d.kind === 'time')
    .map((d) => d.text);
const farrell = findAliases([
  "In this agreement the Plaintiff, Owen Farrell, is the children's father, and the Defendant, Julia Farrell, is the children's mother.",
  "I am Julia Farrell, the Defendant and the kids' mom. Owen Farrell, the Plaintiff, is their dad.",
]);

describe('a time whose part of the day is said in words', () => {
  test('afternoon and evening are p.m., morning is a.m.', () => {
    expect(times('Every Thursday he will also have them from 4:30 in the afternoon to 7:30 in the evening.')).toEqual([
      '4:30 p.m.',
      '7:30 p.m.',
    ]);
    expect(times("He brings them back at 8 o'clock in the morning.")).toEqual(['8:00 a.m.']);
    expect(times('until 12 in the morning')).toEqual(['12:00 a.m.']);
  });
  test('night, noon and midnight', () => {
    expect(times('no calls after 9 at night')).toEqual(['9:00 p.m.']);
    expect(times('from 12 noon to 12:00 midnight')).toEqual(['12:00 p.m.', '12:00 a.m.']);
    expect(times('starting at noon')).toEqual(['12:00 p.m.']);
  });
  test('a range borrows the second time\'s part of the day: "from 4 to 7 in the evening"', () => {
    expect(times('He will also have them every Wednesday from 4 to 7 in the evening.')).toEqual(['4:00 p.m.', '7:00 p.m.']);
    expect(times('every day from 7 to 8 in the evening')).toEqual(['7:00 p.m.', '8:00 p.m.']);
  });
  test('a time in words and the same time in figures compare as the same', () => {
    const r = analyzeDocuments(
      [
        {
          name: 'a',
          text: 'Parenting Time\nThe Father shall also have parenting time each Thursday from 4:30 p.m. until 7:30 p.m.',
        },
      ],
      [
        {
          name: 'b',
          text: 'Parenting Time\nEvery Thursday the Father will also have them from 4:30 in the afternoon to 7:30 in the evening.',
        },
      ],
      'Parenting Agreement',
    );
    expect(r.findings.map((f) => f.verdict)).toEqual(['aligned']);
  });
});

describe('who proposes the document is not a term', () => {
  test('"The Mother proposes this plan as serving the children\'s best interests."', () => {
    expect(isAuthorship("The Mother proposes this plan as serving the children's best interests.")).toBe(true);
    expect(isAuthorship('The Father submits this parenting plan.')).toBe(true);
    // Anything more than who offers it stays a sentence to compare.
    expect(isAuthorship('The Mother proposes this plan and the Father pays support.')).toBe(false);
  });
  test('two documents proposed by different parents report nothing about it', () => {
    const r = analyzeDocuments(
      [{ name: 'a', text: "Proposal\nThe Mother proposes this plan as serving the children's best interests." }],
      [{ name: 'b', text: "Proposal\nThe Father proposes this plan as serving the children's best interests." }],
      'Parenting Agreement',
    );
    expect(r.findings).toEqual([]);
  });
});

describe('party labels defined for both parents in one sentence', () => {
  test('", and the Defendant, Julia Farrell, is the children\'s mother" starts the other party\'s definition', () => {
    expect([
      ...roleDefinitions(
        "In this agreement the Plaintiff, Owen Farrell, is the children's father, and the Defendant, Julia Farrell, is the children's mother.",
      ),
    ]).toEqual([
      ['Plaintiff', 'father'],
      ['Defendant', 'mother'],
    ]);
  });
  test('names written beside a defined label are that parent', () => {
    expect(farrell.get('Owen')).toBe('father');
    expect(farrell.get('Julia')).toBe('mother');
    expect(farrell.get('I')).toBe('mother');
  });
  test('"and the Petitioner" without a comma still joins the parent word', () => {
    expect([...roleDefinitions('Nathan Vogel is their father and the Petitioner.')]).toEqual([['Petitioner', 'father']]);
  });
});

describe('child support named by what it is for', () => {
  test('"He will pay me eight hundred sixty dollars a month for the kids" is $860.00 per month of child support', () => {
    expect(keys('He will pay me eight hundred sixty dollars a month for the kids.', farrell)).toEqual({
      'support.payer': 'father',
      'support.amount': '86000/month',
    });
    expect(keys('The Plaintiff shall pay the Defendant child support of $860.00 per month.', farrell)).toEqual({
      'support.payer': 'father',
      'support.amount': '86000/month',
    });
  });
  test('a payment that is not for the children is not child support', () => {
    expect(keys('The Father will pay the Mother $300 a month for the car.', farrell)).toEqual({});
  });
});

describe('Vermont wording', () => {
  test('"primary physical responsibility" says where the children live', () => {
    expect(keys('The Defendant shall have primary physical responsibility for the children.', farrell)).toEqual({
      'schedule.home': 'mother',
    });
  });
  test('notice of a trip away: 14 days and two weeks are the same', () => {
    expect(
      keys('Each parent shall tell the other at least 14 days ahead of any overnight trip with the children outside Vermont.'),
    ).toEqual({
      'travel.notice': '14',
    });
    expect(
      keys('Before taking the kids on an overnight trip out of Vermont, each of us will let the other know two weeks ahead.'),
    ).toEqual({ 'travel.notice': '14' });
  });
  test('"5:30 p.m. Every Wednesday night ..." starts a new sentence', () => {
    expect(
      sentencesOf(
        "Owen will have the kids every other weekend, Friday 5:30 p.m. to Sunday 5:30 p.m. Every Wednesday night the kids sleep at Owen's.",
      ),
    ).toEqual([
      'Owen will have the kids every other weekend, Friday 5:30 p.m. to Sunday 5:30 p.m.',
      "Every Wednesday night the kids sleep at Owen's.",
    ]);
  });
});

const baca = findAliases([
  'This agreement is between Rosa Baca ("Mother") and Daniel Baca ("Father") concerning their son, Gabriel Baca, born June 12, 2015.',
  'Gabriel Baca, born June 12, 2015, is the son of Rosa Baca and me, Daniel Baca.',
]);

describe('a father writing in his own words (New Mexico joint custody)', () => {
  test('"the son of Rosa Baca and me, Daniel Baca": "me" is the Father; "Gabriel Baca, born June 12, 2015" is the child', () => {
    expect(baca.get('I')).toBe('father');
    expect(baca.get('Gabriel')).toBe('child');
    expect(baca.get('Rosa')).toBe('mother');
  });
  test('support for a child named by first name', () => {
    expect(keys("I will pay Rosa three hundred fifteen dollars a month for Gabriel's support.", baca)).toEqual({
      'support.payer': 'father',
      'support.amount': '31500/month',
    });
  });
  test('"one week with me and the next week with Rosa" is alternating weeks', () => {
    expect(keys('Gabriel will spend one week with me and the next week with Rosa.', baca)).toEqual({
      'schedule.home': 'shared',
      'schedule.pattern': 'alternating weeks',
    });
    expect(keys('Gabriel shall reside with each parent on alternating weeks.', baca)).toEqual({
      'schedule.home': 'shared',
      'schedule.pattern': 'alternating weeks',
    });
  });
  test('a child named by first name calls either parent at any reasonable time', () => {
    expect(keys('Gabriel may telephone either parent at any reasonable time.', baca)).toEqual({ 'contact.calls': 'reasonable' });
    expect(keys('Gabriel can call his mom or me whenever he reasonably wants to.', baca)).toEqual({
      'contact.calls': 'reasonable',
    });
  });
  test('child care: 50% each and "half of daycare" are equal shares', () => {
    expect(keys('Each parent shall pay 50% of the cost of child care needed for work.', baca)).toEqual({
      'costs.split': 'equal',
    });
    expect(keys('We will each pay half of daycare while we are at work.', baca)).toEqual({ 'costs.split': 'equal' });
  });
  test('a holiday split in halves, with who has the first half', () => {
    expect(keys('Winter break shall be divided equally, with the first half to Father in odd-numbered years.', baca)).toEqual({
      'holiday:the winter break': 'split',
      'holiday-half:the winter break': 'mother',
    });
    expect(keys('Winter break: In odd years I get the first half.', baca)).toEqual({
      'holiday:the winter break': 'split',
      'holiday-half:the winter break': 'mother',
    });
  });
  test("the whole pair: the winter break, support, weeks, calls and child care are aligned, quoted in the documents' words", () => {
    const a = [
      'This agreement is between Rosa Baca ("Mother") and Daniel Baca ("Father") concerning their son, Gabriel Baca, born June 12, 2015.',
      'Holidays',
      'Winter break shall be divided equally, with the first half to Father in odd-numbered years.',
      'Money',
      'Father shall pay child support to Mother of $315.00 per month.',
      'Each parent shall pay 50% of the cost of child care needed for work.',
    ].join('\n');
    const b = [
      'Gabriel Baca, born June 12, 2015, is the son of Rosa Baca and me, Daniel Baca.',
      'Money',
      "I will pay Rosa three hundred fifteen dollars a month for Gabriel's support.",
      'We will each pay half of daycare while we are at work.',
      'Holidays',
      'Winter break is split in half. In odd years I get the first half.',
    ].join('\n');
    const r = analyzeDocuments([{ name: 'a', text: a }], [{ name: 'b', text: b }], 'Parenting Agreement');
    const aligned = r.findings.filter((f) => f.verdict === 'aligned').map((f) => [f.quoteA, f.quoteB]);
    expect(aligned).toContainEqual([
      'Winter break shall be divided equally, with the first half to Father in odd-numbered years.',
      'Winter break is split in half. In odd years I get the first half.',
    ]);
    expect(aligned).toContainEqual([
      'Father shall pay child support to Mother of $315.00 per month.',
      "I will pay Rosa three hundred fifteen dollars a month for Gabriel's support.",
    ]);
    expect(aligned).toContainEqual([
      'Each parent shall pay 50% of the cost of child care needed for work.',
      'We will each pay half of daycare while we are at work.',
    ]);
    expect(r.findings.filter((f) => f.verdict === 'conflict' || f.verdict.startsWith('only'))).toEqual([]);
  });
});

const ortega = findAliases([
  'Ruben Ortega, the Petitioner, is the father of the children, and Alicia Ortega, the Respondent, is their mother. Nora Ortega, born 2013.',
  "I am Alicia Ortega, the Respondent and the children's mother. Ruben is their father.",
]);

describe("the same terms in a form and in a mother's own words (New Mexico custody plan)", () => {
  test('"a month ahead" is 30 days\' notice of a move; "change the children\'s residence" is a move', () => {
    expect(keys('Whoever plans to move the kids will let the other know in writing a month ahead.', ortega)).toEqual({
      'relocation.notice': '30',
    });
    expect(
      keys(
        "A parent who intends to change the children's residence shall give the other parent thirty (30) days' written notice.",
        ortega,
      ),
    ).toEqual({ 'relocation.notice': '30' });
  });
  test('"a month" of summer time is four weeks, and the two are aligned', () => {
    // Ruben is the father (session 17: the holder after "Each summer" is read too).
    expect(keys('Each summer Ruben gets a month with the children, split into two two-week stretches.', ortega)).toEqual({
      'summer.weeks': '4',
      'summer.holder': 'father',
    });
    const r = analyzeDocuments(
      [
        {
          name: 'a',
          text: 'TIME-SHARING\nThe Petitioner shall have four weeks with the children each summer, in two blocks of two weeks.',
        },
      ],
      [
        {
          name: 'b',
          text: 'Time with their dad\nEach summer Ruben gets a month with the children, split into two two-week stretches.',
        },
      ],
      'Custody Plan',
    );
    expect(r.findings.map((f) => f.verdict)).toEqual(['aligned']);
  });
  test('telling each other of a new address, telephone or job within ten days', () => {
    expect(keys('We will let each other know within ten days if our address, phone or job changes.', ortega)).toEqual({
      'info.changes': '10',
    });
    expect(
      keys('[X] The parents will tell each other of any change in this contact information within ten (10) days.', ortega),
    ).toEqual({ 'info.changes': '10' });
  });
  test("each parent collecting the children at the other's home is the receiving parent picking up; one parent driving is that parent", () => {
    expect(
      keys(
        "The Petitioner shall pick the children up at the Respondent's home and the Respondent shall pick them up at the Petitioner's home at the end of his time.",
        ortega,
      ),
    ).toEqual({ 'exchange.transport': 'receiving' });
    expect(keys('Ruben will do all the driving, both ways.', ortega)).toEqual({ 'exchange.transport': 'father' });
  });
});

describe('Vermont agreement wording', () => {
  const vt = findAliases(['Hannah Whitcomb (Plaintiff, the Mother) v. Peter Whitcomb (Defendant, the Father)']);
  test('the parent whose views are asked does not decide', () => {
    expect(
      keys(
        "The Mother shall decide the children's education, nonemergency medical and dental care, religion and travel, after asking for the Father's views.",
        vt,
      ),
    ).toEqual({ 'custody.area:education': 'mother', 'custody.area:health care': 'mother', 'custody.area:religion': 'mother' });
  });
  test('sole physical responsibility against equal time with each parent', () => {
    expect(keys('The Mother shall have sole physical responsibility, and the children shall live with her.', vt)).toEqual({
      'schedule.home': 'mother',
    });
    expect(
      keys('The parents shall share physical responsibility, and the children shall live with each parent for equal time.', vt),
    ).toEqual({
      'schedule.home': 'shared',
      'schedule.pattern': 'equal time',
    });
  });
  test("a shared notebook against a weekly email for the children's news", () => {
    expect(
      keys(
        'The parents shall use a shared notebook that travels with the children to pass on school, medical and activity news.',
      ),
    ).toEqual({
      'communication.channel': 'a shared notebook',
    });
    expect(
      keys('The parents shall send each other an email every Sunday evening with school, medical and activity news.'),
    ).toEqual({
      'communication.channel': 'email',
    });
  });
});

describe('a sentence that is part of a dispute in the same provision', () => {
  test('"every other weekend" beside "live with the Mother" joins the dispute against a 5-2-2-5 rotation', () => {
    expect(keys('The children shall spend equal time with each parent on a 5-2-2-5 rotation.')).toEqual({
      'schedule.home': 'shared',
      // Keyed by its cycle (session 18): 5-2-2-5 and 2-2-5-5 are one rotation.
      'schedule.pattern': '2-2-5-5',
    });
    const r = analyzeDocuments(
      [
        {
          name: 'a',
          text: 'TIME-SHARING\nThe children shall live with the Mother during the school year. The Father shall have the children every other weekend from Saturday at 10:00 a.m. until Sunday at 5:00 p.m.',
        },
      ],
      [{ name: 'b', text: 'TIME-SHARING\nThe children shall spend equal time with each parent on a 5-2-2-5 rotation.' }],
      'Custody Plan',
    );
    expect(r.findings.map((f) => [f.verdict, f.quoteA, f.quoteB])).toEqual([
      [
        'conflict',
        'The children shall live with the Mother during the school year. The Father shall have the children every other weekend from Saturday at 10:00 a.m. until Sunday at 5:00 p.m.',
        'The children shall spend equal time with each parent on a 5-2-2-5 rotation.',
      ],
    ]);
    expect(r.findings[0]?.differences.filter((d) => d.kind === 'meaning').map((d) => d.line)).toEqual([
      'Party A: The children live mainly with the Mother. Party B: The children live with each parent (5-2-2-5).',
      'Party A: Every other weekend. Party B: 5-2-2-5.',
    ]);
  });
});

describe("a form's answer to who makes decisions", () => {
  test('"Decision making for the children shall be: [X] Shared." is joint; "[X] Sole to the Mother." is the Mother\'s', () => {
    expect(keys('Decision making for the children shall be: [X] Shared.')).toEqual({ 'custody.decision': 'joint' });
    expect(keys('Decision making for the children shall be: [ ] Shared. [X] Sole to the Mother.')).toEqual({
      'custody.decision': 'sole:mother',
    });
  });
});

describe('a school by its name', () => {
  test('"attend Williston Central School" and "enrolled at Desert Ridge Middle School" name the school', () => {
    expect(keys('The children shall attend Williston Central School.')).toEqual({ 'school.place': 'williston' });
    expect(keys('The children shall remain enrolled at Desert Ridge Middle School and Double Eagle Elementary School.')).toEqual({
      'school.place': 'desert ridge',
    });
  });
});
