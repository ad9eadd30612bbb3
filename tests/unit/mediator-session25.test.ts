// Session 25 (docs/mediator.md, Verdicts and Typed values): never Aligned when a slot differs or is
// said on one side only; typed frames for trips, passports, weekly calls, leave and debts.
import { describe, expect, it } from 'vitest';
import type { Aliases } from '../../src/features/mediator/aliases';
import { comparePair } from '../../src/features/mediator/compare';
import { analyzeDocuments } from '../../src/features/mediator/engine';
import { meaningOf } from '../../src/features/mediator/meaning';
import { sentencesOf } from '../../src/features/mediator/provisions';

const az: Aliases = new Map([
  ['Petitioner', 'mother'],
  ['Respondent', 'father'],
]);
const nc: Aliases = new Map([
  ['Plaintiff', 'mother'],
  ['Defendant', 'father'],
  ['Marcus', 'father'],
]);
const lines = (a: string, b: string, aliases: Aliases) => {
  const c = comparePair(a, b, aliases);
  return [c.verdict, ...c.differences.map((d) => d.line)];
};
const slots = (s: string, aliases: Aliases = new Map()) =>
  Object.fromEntries([...meaningOf(s, aliases)].map(([k, v]) => [k, v.key]));

describe('a slot both sides fill differently is a difference explained from the values', () => {
  it('an exchange place: the police station against school, or the police station when school is out', () => {
    expect(
      lines(
        'Exchanges shall occur at the Chandler Police Department, 250 E. Chicago Street.',
        "Exchanges shall occur at the children's school, or at the Chandler Police Department, 250 E. Chicago Street, when school is not in session.",
        az,
      ),
    ).toEqual(['conflict', 'Party A: Exchanges at the police station. Party B: Exchanges at school, or at the police station.']);
  });
  it('who pays the mortgage', () => {
    expect(
      lines(
        'Respondent shall pay the mortgage on the marital residence while this case is pending.',
        'The parties shall each pay one-half of the mortgage on the marital residence while this case is pending.',
        az,
      ),
    ).toEqual(['conflict', 'Party A: The Father pays the mortgage. Party B: Each parent pays half of the mortgage.']);
  });
  it("a holiday with the author's parents against one with a parent", () => {
    expect(lines('Ava spends Easter with my parents in Fayetteville.', 'Easter shall be spent with Defendant.', nc)).toEqual([
      'conflict',
      'Party A: Easter with a grandparent. Party B: Easter with the Father every year.',
    ]);
  });
  it('a holiday with a named person who is not a parent', () => {
    expect(slots('Jordan shall spend Thanksgiving Day with Loretta Holloway in 2027.', nc)).toEqual({
      'holiday:Thanksgiving': 'fixed:other:loretta holloway',
    });
  });
  it('how long a trip out of the country may last', () => {
    expect(
      lines(
        'No trip outside the United States shall exceed 10 days.',
        'A trip out of the country can last up to 3 weeks, so the kids can see my family in the Philippines.',
        az,
      ),
    ).toEqual(['conflict', 'Period: Party A says 10 days; Party B says 3 weeks.']);
  });
  it('how many video calls a week', () => {
    expect(
      lines(
        'Ava and I video chat three times a week.',
        'The minor child shall have a video call with Plaintiff once a week, on Sundays.',
        nc,
      ),
    ).toEqual(['conflict', 'Party A: Calls or video chats three times a week. Party B: Calls or video chats once a week.']);
  });
});

describe('a slot filled on one side only is at most partly the same, never Aligned', () => {
  it('child support with its payer against the same sum with no payer', () => {
    expect(
      lines('The Respondent shall pay child support of $540 per month.', 'Child support shall be $540 per month.', az),
    ).toEqual(['could-not-compare', 'Party A: The Father pays child support. Party B: not stated.']);
  });
  it('unless the other document states that value elsewhere, the same', () => {
    const r = analyzeDocuments(
      [{ name: 'a', text: 'Support\nThe Father shall pay child support of $700 per month to the Mother.\n' }],
      [
        {
          name: 'b',
          text: "Money\nI'm the kids' father. I'll pay child support to the Mother.\nThe support I can pay is $700 a month.\n",
        },
      ],
      'Parenting Agreement',
      null,
      { today: '2026-01-15' },
    );
    expect(r.findings.map((f) => f.verdict)).toEqual(['aligned']);
  });
});

describe('the same rule in plain words and in the form, by its typed frame', () => {
  it.each([
    [
      'Neither party shall apply for a passport for the children without the prior written consent of the other party or a court order.',
      'Neither of us gets the kids a passport unless the other one agrees in writing or a judge orders it.',
    ],
    [
      'Consent to a proposed trip shall not be unreasonably withheld.',
      'Neither of us will say no to a trip without a good reason.',
    ],
    [
      'During any leave, Plaintiff shall have the minor child for the entire period of the leave.',
      "When I'm home on leave, Ava stays with me the whole time.",
    ],
    [
      'Defendant shall have authority for day-to-day decisions concerning the minor child.',
      'Marcus makes the everyday decisions for Ava.',
    ],
    [
      'The Father shall have dinner visits every Tuesday from 4:30 p.m. to 7:30 p.m.',
      'Marcus also has Ava for dinner on Tuesdays, 4:30 to 7:30.',
    ],
    ['The weekly exchange shall occur every Monday at 6:00 p.m.', 'We swap every Monday at 18:00.'],
    [
      'Each parent shall have fourteen (14) consecutive days of summer parenting time.',
      'We each get two weeks in a row with the kids in the summer.',
    ],
    [
      'Health insurance for the children shall be maintained by the Father through his employer.',
      'Health insurance for the children shall be carried by the Father through his employment.',
    ],
  ])('%s / %s', (a, b) => {
    expect(comparePair(a, b, new Map([...nc, ['I', 'mother']])).verdict).toBe('aligned');
  });
  it('the typed values each wording gives', () => {
    expect(slots('Neither of us gets the kids a passport unless the other one agrees in writing or a judge orders it.')).toEqual({
      'travel.passport': 'consent|court',
    });
    expect(slots('A trip out of the country can last up to 3 weeks.')).toEqual({ 'travel.length': '21d' });
    expect(slots('During any leave, Plaintiff shall have the minor child for up to 4 days of each leave.')).toEqual({
      'leave.time': '4d',
    });
    expect(slots('I pay $540 a month in child support through the state clearinghouse.', new Map([['I', 'father']]))).toEqual({
      'support.payer': 'father',
      'support.amount': '54000/month',
    });
    // A birth date is no holiday.
    expect(slots('Sofia (born July 4, 2014) and Mateo (born December 1, 2017).')).toEqual({});
  });
  it("a street's direction after its number ends no sentence", () => {
    expect(
      sentencesOf('Exchanges shall occur at the Chandler Police Department, 250 E. Chicago Street. Each parent drives.'),
    ).toEqual(['Exchanges shall occur at the Chandler Police Department, 250 E. Chicago Street.', 'Each parent drives.']);
  });
});
