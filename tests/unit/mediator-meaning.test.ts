import { describe, expect, test } from 'vitest';
import { findAliases } from '../../src/features/mediator/aliases';
import { analyze } from '../../src/features/mediator/analyze';
import { comparePair } from '../../src/features/mediator/compare';
import { compareMeanings, explain, meaningOf } from '../../src/features/mediator/meaning';
import { redlineVersions, type Version } from '../../src/features/mediator/reportModel';
import { contentStems } from '../../src/features/mediator/stems';
import { THESAURUS, foldSynonyms } from '../../src/features/mediator/thesaurus';

// What a provision decides, as typed values per topic (src/features/mediator/meaning.ts), the
// thesaurus (thesaurus.ts) and the stems pairing uses (stems.ts): exact values expected.
const keys = (s: string, aliases = new Map()) => Object.fromEntries([...meaningOf(s, aliases)].map(([k, v]) => [k, v.key]));
const texts = (s: string, aliases = new Map()) => Object.fromEntries([...meaningOf(s, aliases)].map(([k, v]) => [k, v.text]));

describe('thesaurus', () => {
  test('folds each variant to its canonical wording, whole words only', () => {
    expect(foldSynonyms('The parents will make all major decisions together.')).toBe(
      'The parents will make all major decisions jointly.',
    );
    expect(foldSynonyms("decisions about the child's schooling, medical care and religious upbringing")).toBe(
      "decisions about the child's education, health care and religion",
    );
    expect(foldSynonyms('expenses that insurance does not cover shall be shared 50/50')).toBe(
      'expenses uncovered shall be shared equally',
    );
    expect(foldSynonyms('on a week-on, week-off basis; alternate weekends')).toBe(
      'on a alternating weeks basis; every other weekend',
    );
    expect(foldSynonyms('Husband shall pay alimony')).toBe('Husband shall pay spousal support');
    expect(foldSynonyms('togetherness and delivery')).toBe('togetherness and delivery');
    expect(foldSynonyms('Uninsured medical costs')).toBe('uncovered medical expenses');
    expect(foldSynonyms('at 6:00 p.m. unless otherwise agreed in writing.')).toBe('at 6:00 p.m. absent other agreement.');
    expect(foldSynonyms('Medical costs that the insurance does not pay')).toBe('Medical expenses uncovered');
    expect(foldSynonyms("The children's main home will be with Mother.")).toBe(
      "The children's primary residence will be with Mother.",
    );
  });
  test('every entry names where its wordings were read, and no variant belongs to two entries', () => {
    const seen = new Set<string>();
    for (const e of THESAURUS) {
      expect(e.seenIn.length, e.canonical).toBeGreaterThan(0);
      for (const v of e.variants) {
        expect(seen.has(v.toLowerCase()), v).toBe(false);
        seen.add(v.toLowerCase());
      }
    }
  });
  test('stems meet across word forms and synonyms', () => {
    expect([...contentStems('The children shall reside with each parent on alternating weeks.')].sort()).toEqual([
      'altern',
      'children',
      'resid',
      'week',
    ]);
    expect([...contentStems('The child lives with each parent on alternate weeks.')].sort()).toEqual([
      'altern',
      'children',
      'resid',
      'week',
    ]);
  });
});

describe('typed values per topic', () => {
  const aliases = findAliases([
    'The Mother, Dana Whitfield, is the Petitioner. The Father, Marcus Whitfield, is the Respondent.',
    'The Petitioner, Dana Whitfield, is the Mother of the children. The Respondent, Marcus Whitfield, is the Father of the children.',
  ]);
  test('legal custody: joint or sole, decision areas, who decides when the parents disagree', () => {
    expect(
      keys(
        'The parents will make all major decisions together, including decisions about education, non-emergency health care and religious upbringing.',
      ),
    ).toEqual({
      'custody.decision': 'joint',
      'custody.areas': 'education,health care,religion',
      'custody.area:education': 'joint',
      'custody.area:health care': 'joint',
      'custody.area:religion': 'joint',
    });
    expect(keys('The Mother shall have sole legal custody of the children.')).toEqual({ 'custody.decision': 'sole:mother' });
    // Who decides each area: a list with a colon, a ticked form line, a sentence naming one parent.
    expect(keys('(1) Education, including the choice of schools and tutors: Mother.')).toEqual({
      'custody.area:education': 'mother',
    });
    expect(keys('(4) Extracurricular activities: Mother and Father jointly.')).toEqual({
      'custody.area:extracurricular activities': 'joint',
    });
    expect(keys('Religious upbringing [X] Mother [ ] Father [ ] Joint')).toEqual({ 'custody.area:religion': 'mother' });
    expect(keys("The Father shall make the decisions about the children's religious upbringing.")).toEqual({
      'custody.area:religion': 'father',
    });
    expect(
      keys('Educational decisions [ ] Mother [ ] Father [X] Joint Health care decisions [X] Mother [ ] Father [ ] Joint'),
    ).toEqual({ 'custody.area:education': 'joint', 'custody.area:health care': 'mother' });
    // A ticked legal-custody line and the same choice in words.
    expect(keys('Legal Custody shall be (choose one:) [ ] with the Mother [ ] with the Father [X] Joint')).toEqual({
      'custody.decision': 'joint',
    });
    expect(keys('The parents shall share legal custody of both children jointly.')).toEqual({ 'custody.decision': 'joint' });
    // The Mother providing health insurance decides no decision area.
    expect(keys('The Mother shall provide health insurance for the children.')).toEqual({ 'insurance.carrier': 'mother' });
    expect(keys('If they are unable to agree, the final decision will be made by the court.')).toEqual({
      'custody.final': 'court',
    });
    expect(keys('If they are unable to agree, a decision-maker appointed under section 14-10-128.3 shall decide.')).toEqual({
      'custody.final': 'decision-maker',
    });
  });
  test('schedule: primary home, equal time, pattern, exchange place and transport', () => {
    expect(keys('The children shall reside primarily with the Mother.')).toEqual({ 'schedule.home': 'mother' });
    expect(
      keys('The children shall live with each parent on alternating weeks, with the exchange each Friday at 6:00 p.m.'),
    ).toEqual({
      'schedule.home': 'shared',
      'schedule.pattern': 'alternating weeks',
      'exchange.when': 'friday@18:00',
    });
    expect(keys('The children shall reside equally with both parents on an alternating weekly basis.')).toEqual({
      'schedule.home': 'shared',
      'schedule.pattern': 'alternating weeks',
    });
    expect(
      keys(
        "The children shall transition from one parent's residence to the other every Sunday at 6:00 p.m. unless otherwise agreed.",
      ),
    ).toEqual({ 'exchange.when': 'sunday@18:00' });
    expect(texts('Lucy and Owen will spend alternate weeks with each parent, changing homes each Sunday at 6:00 p.m.')).toEqual({
      'schedule.home': 'the children live with each parent (alternating weeks)',
      'schedule.pattern': 'alternating weeks',
      'exchange.when': 'the children change homes on Sunday at 6:00 p.m.',
    });
    // Weeks of summer time, in words or figures.
    expect(
      keys(
        'The Father shall have two non-consecutive weeks of summer parenting time, chosen in writing by April 1 of each year.',
      ),
      // The date the weeks are chosen by (session 18).
    ).toEqual({ 'summer.choose-by': 'April 1', 'summer.weeks': '2', 'summer.holder': 'father' });
    expect(keys('Summer: the Father has six (6) consecutive weeks.')).toEqual({ 'summer.weeks': '6', 'summer.holder': 'father' });
    // Two days or two times: no single change-over to read.
    expect(keys('Exchanges take place on Friday at 6:00 p.m. and on Sunday at 6:00 p.m.')).toEqual({});
    expect(keys('[ ] Mother [X] Father shall be considered the residential parent.')).toEqual({ 'schedule.home': 'father' });
    expect(keys('Exchanges of the children shall take place in the lobby of the Columbia Police Department.')).toEqual({
      'exchange.place': 'police',
    });
    expect(keys('The noncustodial parent is responsible for all transportation of the child for parent-time.')).toEqual({
      'exchange.transport': 'noncustodial parent',
    });
  });
  test('holidays: which holiday, fixed or alternating, who has the even years', () => {
    expect(texts('The children shall spend Thanksgiving with the Mother every year.')).toEqual({
      'holiday:Thanksgiving': 'Thanksgiving with the Mother every year',
    });
    expect(
      keys(
        'Thanksgiving shall alternate between the parents, with the Father in even-numbered years and the Mother in odd-numbered years.',
      ),
    ).toEqual({
      'holiday:Thanksgiving': 'alternate:father',
    });
    expect(keys('Christmas Eve shall be with the Mother and Christmas Day with the Father every year.')).toEqual({
      'holiday:Christmas Eve': 'fixed:mother',
      'holiday:Christmas Day': 'fixed:father',
    });
  });
  test('support: payer (Petitioner/Respondent as defined), amount, waiver', () => {
    expect(keys('Respondent shall pay child support to Petitioner in the amount of $310.00 per month.', aliases)).toEqual({
      'support.payer': 'father',
      'support.amount': '31000/month',
    });
    expect(keys('Neither parent shall pay child support to the other.')).toEqual({ 'support.payer': 'none' });
    expect(keys('Child support is waived by both parties.')).toEqual({ 'support.payer': 'none' });
  });
  test('insurance and uncovered costs: who carries, how uncovered costs are split', () => {
    expect(
      keys('Respondent shall keep the children covered by the health insurance offered through his employer.', aliases),
    ).toEqual({
      'insurance.carrier': 'father',
    });
    expect(keys('Each parent shall pay one-half of medical expenses not covered by insurance.')).toEqual({
      'uncovered.split': 'equal',
    });
    expect(
      keys("Medical, dental and vision expenses not covered by insurance shall be paid in proportion to the parents' incomes."),
    ).toEqual({
      'uncovered.split': 'pro-rata',
    });
    // Carrier and uncovered shares in one sentence; a share written "60% Father".
    expect(
      keys(
        'The Father shall provide health insurance for the children through his employer, and the parties shall divide unreimbursed medical expenses 60% to the Father and 40% to the Mother.',
      ),
    ).toEqual({ 'insurance.carrier': 'father', 'uncovered.split': 'father:60,mother:40' });
    expect(
      keys(
        'Father will keep the children on the health insurance he gets through his job, and medical bills the insurance does not pay are split 60% Father, 40% Mother.',
      ),
    ).toEqual({ 'insurance.carrier': 'father', 'uncovered.split': 'father:60,mother:40' });
    // Each share read with its parent, whichever order and preposition.
    expect(keys('Uninsured medical expenses shall be divided 55% to the Father and 45% to the Mother.')).toEqual({
      'uncovered.split': 'father:55,mother:45',
    });
    expect(
      keys('Medical costs that the insurance does not pay shall be shared 45% by the Mother and 55% by the Father.'),
    ).toEqual({ 'uncovered.split': 'father:55,mother:45' });
  });
  test('relocation: notice period, consent; communication: channel and response time; taxes', () => {
    expect(
      keys(
        'Notice of a proposed relocation shall be given in writing at least sixty days in advance of the proposed relocation.',
      ),
    ).toEqual({
      'relocation.notice': '60',
    });
    // A change of address is read like a move; "two months" is 60 days.
    expect(
      keys(
        "Each party shall give the court and the other party 30 days' advance written notice of any intended change of address.",
      ),
    ).toEqual({ 'relocation.notice': '30' });
    expect(
      keys('Each of us will tell the court and the other parent in writing at least thirty days before any change of address.'),
    ).toEqual({ 'relocation.notice': '30' });
    expect(
      keys('A parent intending to relocate shall provide written notice as soon as practicable of the intent to relocate.'),
    ).toEqual({
      'relocation.notice': 'asap',
    });
    expect(
      keys('The parents shall communicate about the children by email or text message and shall reply within 48 hours.'),
    ).toEqual({
      'communication.channel': 'email,text message',
      'communication.response': '48h',
    });
    expect(
      keys('The Father may claim the child for tax purposes in even-numbered years, and the Mother in odd-numbered years.'),
    ).toEqual({
      'tax.claim': 'father:even,mother:odd',
    });
  });
  test('two values compared and explained from the values, never "has nothing"', () => {
    const a = meaningOf('The children shall spend Thanksgiving with the Mother every year.');
    const b = meaningOf(
      'Thanksgiving shall alternate between the parents, with the Father in even-numbered years and the Mother in odd-numbered years.',
    );
    const c = compareMeanings(a, b);
    expect(c).toEqual({ differ: ['holiday:Thanksgiving'], agree: [], moot: [] });
    expect(explain(a, b, c.differ).line).toBe(
      'Party A: Thanksgiving with the Mother every year. Party B: Thanksgiving: alternating, the Father in even years, the Mother in odd years.',
    );
  });
});

describe('same meaning in other words is aligned; a changed value is a conflict', () => {
  test('jointly and together, schooling and education: aligned in different words', () => {
    const c = comparePair(
      "The parents shall have joint legal custody and shall make major decisions about the children's education, health care and religion jointly.",
      "The parents shall have joint legal custody and shall decide major matters concerning the children's schooling, medical care and religious upbringing together.",
    );
    expect(c.verdict).toBe('aligned');
    expect(c.reworded).toBe(true);
  });
  test('a waiver and "neither parent shall pay" say the same', () => {
    const c = comparePair(
      "Neither parent shall pay child support to the other, because the parents' incomes and parenting time are approximately equal.",
      'Child support is waived by both parties, as their incomes and parenting time are about the same.',
    );
    expect(c.verdict).toBe('aligned');
  });
  test('a changed office is never the same in other words', () => {
    expect(
      comparePair(
        'The Possessory Conservator shall surrender the child to the Managing Conservator at the end of each period of possession at the residence of the Possessory Conservator.',
        'The Possessory Conservator shall return the child to the residence of the Managing Conservator at the end of each period of possession.',
      ).verdict,
    ).toBe('conflict');
  });
});

describe("the new user's case (issue 29): primary home with the Mother against alternating weeks, 60 against 30 days", () => {
  const A = [
    'PARENTING PLAN',
    '1. Residential Schedule. The children shall reside primarily with the Mother. The Father shall have parenting time every other weekend from Friday at 6:00 p.m. until Sunday at 6:00 p.m.',
    '2. Relocation. A parent who intends to move shall give the other parent written notice at least 60 days before the move.',
  ].join('\n');
  const B = [
    'PARENTING PLAN',
    '1. Residential Schedule. The children shall live with each parent on alternating weeks, with the exchange each Friday at 6:00 p.m.',
    '2. Relocation. A parent who intends to move shall give the other parent written notice at least 30 days before the move.',
  ].join('\n');
  const r = analyze({
    documentType: 'Parenting Agreement',
    partyA: [{ name: 'a.txt', text: A }],
    partyB: [{ name: 'b.txt', text: B }],
    today: '2026-01-15',
  });
  test('where the children live is a conflict explained by the two arrangements', () => {
    const home = r.conflictingTerms.find((t) => t.topicId === 'parenting-time')!;
    // The weekend sentence of the same provision is part of the same dispute (session 15).
    expect(home.partyA).toBe(
      'The children shall reside primarily with the Mother. The Father shall have parenting time every other weekend from Friday at 6:00 p.m. until Sunday at 6:00 p.m.',
    );
    expect(home.differences[0]).toBe(
      'Party A: The children live mainly with the Mother. Party B: The children live with each parent (alternating weeks).',
    );
  });
  test('the notice period is a conflict', () => {
    const rel = r.conflictingTerms.find((t) => t.topicId === 'relocation')!;
    expect(rel.differences).toEqual(['Notice: Party A says 60 days; Party B says 30 days.']);
  });
});

describe('what a parent reads first', () => {
  test("the new user's case: the summary opens with where the children live, then moving away; no incidental time first", () => {
    const r = analyze({
      documentType: 'Parenting Agreement',
      partyA: [
        {
          name: 'a.txt',
          text: 'PARENTING PLAN\n1. Schedule. The children shall reside primarily with the Mother. Exchanges are at 6:00 p.m.\n2. Relocation. A parent who intends to move shall give written notice at least 60 days before the move.\n3. Calls. The children may call the other parent until 8:00 p.m.',
        },
      ],
      partyB: [
        {
          name: 'b.txt',
          text: 'PARENTING PLAN\n1. Schedule. The children shall live with each parent on alternating weeks. Exchanges are at 5:00 p.m.\n2. Relocation. A parent who intends to move shall give written notice at least 30 days before the move.\n3. Calls. The children may call the other parent until 7:30 p.m.',
        },
      ],
      today: '2026-01-15',
    });
    expect(r.highlights.slice(0, 2)).toEqual([
      'Where the children live and the schedule: Party A says the children live mainly with the Mother; Party B says the children live with each parent (alternating weeks).',
      'Moving away · Notice: Party A says 60 days; Party B says 30 days.',
    ]);
  });
  test('changed words: both versions, each with its own differing words marked, no diff markup', () => {
    const c = comparePair(
      'The Father shall pay child support of $900 per month by the first day of each month.',
      'The Father shall pay child support of $1,200 per month by the first day of each month.',
    );
    const v = redlineVersions(c.redline);
    const show = (words: Version) => words.map((w) => (w.changed ? `<${w.text}>` : w.text)).join(' ');
    expect(show(v.a)).toBe('… pay child support of <$900> per month by the …');
    expect(show(v.b)).toBe('… pay child support of <$1,200> per month by the …');
  });
});

describe('wordings that agree on every figure, and words that rarely flip a term', () => {
  test('the same times, days and years in another order are aligned in different words', () => {
    const c = comparePair(
      'Thanksgiving: the noncustodial parent shall have the children in even-numbered years from 6:00 P.M. on Wednesday until 7:00 P.M. on Sunday.',
      'In even-numbered years, the noncustodial parent has the children for Thanksgiving, from 6:00 P.M. on Wednesday until 7:00 P.M. on Sunday.',
    );
    expect([c.verdict, c.reworded]).toEqual(['aligned', true]);
  });
  test('a deadline idiom is no negation: "not later than" and "at least" before a move', () => {
    expect(foldSynonyms('not later than thirty (30) days before')).toBe('at least thirty (30) days before');
    expect(
      comparePair(
        'The nonrelocating parent must file a response with the court not later than twenty (20) days after service of the notice.',
        'The parent who is not moving has twenty (20) days after service of the notice to file a response with the court.',
      ).verdict,
    ).toBe('aligned');
  });
  test('"ends the day before" and "until the day before" with the same days say the same; "before" against "after" is left to the reader', () => {
    expect(
      comparePair(
        'The summer vacation begins the day after school lets out and ends the day before school resumes.',
        'The summer vacation runs from the day after school lets out until the day before school resumes.',
      ).verdict,
    ).toBe('aligned');
    expect(
      comparePair(
        'The parent who moves shall tell the other parent of the new address before the move.',
        'The parent who moves shall tell the other parent of the new address after the move.',
      ).verdict,
    ).toBe('could-not-compare');
  });
  test('who pays shared costs, and who consults whom, are typed values', () => {
    expect(keys('Each party shall pay one-half of the cost of airfare and any unaccompanied minor fees.')).toEqual({
      'costs.split': 'equal',
    });
    expect(keys('The Possessory Conservator shall pay all travel costs, including airfare.')).toEqual({
      'costs.split': 'all:possessory conservator',
    });
    expect(keys('The Mother shall consult the Father before making major decisions about education.')).toEqual({
      'custody.consult': 'mother>father',
    });
  });
});
