import { describe, expect, test } from 'vitest';
import { findAliases } from '../../src/features/mediator/aliases';
import { comparePair } from '../../src/features/mediator/compare';
import { readDetails } from '../../src/features/mediator/details';
import { analyzeDocuments } from '../../src/features/mediator/engine';
import { meaningOf } from '../../src/features/mediator/meaning';
import { sentencesOf } from '../../src/features/mediator/provisions';
import { proposeFor } from '../../src/features/mediator/recommend';
import { sayText } from '../../src/features/mediator/reportText';
import { foldSynonyms } from '../../src/features/mediator/thesaurus';
import { mediatorEs } from '../mediatorSpanish';

// Issue 29, session 16: typed values read from the wordings of pairs-sealed-7 (retired), with the
// exact values expected: "I'm" as the author, a holiday that switches every year, a month of
// summer beside "which weeks", notice in months, midweek time "before his weekends", FaceTime
// calls, trips that need consent, the court as tie-breaker, keeping each other informed.
const keys = (s: string, aliases = new Map()) => Object.fromEntries([...meaningOf(s, aliases)].map(([k, v]) => [k, v.key]));
const brantley = findAliases([
  'Keisha Brantley, Plaintiff (the "Mother"), v. Andre Brantley, Defendant (the "Father").',
  "I'm Andre Brantley, the kids' father (the Defendant). Keisha is their mother.",
]);

describe('"I\'m Andre Brantley, the kids\' father": the author is the Father', () => {
  test('"I" is read as the Father', () => {
    expect(brantley.get('I')).toBe('father');
    expect(keys('I will pay Keisha five hundred sixty dollars every month for child support.', brantley)).toEqual({
      'support.payer': 'father',
      'support.amount': '56000/month',
    });
  });
  test("\"I'll pick the kids up at Keisha's house\" is an exchange at the Mother's home", () => {
    expect(keys("I'll pick the kids up at Keisha's house and bring them back there.", brantley)).toEqual({
      'exchange.place': 'home:mother',
    });
  });
});

describe('a holiday that changes hands every year', () => {
  test('"we switch every year, and I have it in 2027": alternating, the Mother in even years', () => {
    expect(keys('Christmas Eve to Christmas Day, we switch every year, and I have it in 2027.', brantley)).toEqual({
      'holiday:Christmas Eve': 'alternate:mother',
      'holiday:Christmas Day': 'alternate:mother',
    });
  });
  test('against "with the Mother every year" it is a conflict, said in the two rules', () => {
    const c = comparePair(
      'Christmas Eve at 6:00 p.m. until Christmas Day at 6:00 p.m.: with the Mother every year.',
      'Christmas Eve to Christmas Day, we switch every year, and I have it in 2027.',
      brantley,
    );
    expect(c.verdict).toBe('conflict');
    expect(c.differences[0]?.line).toBe(
      'Party A: Christmas Eve with the Mother every year; Christmas Day with the Mother every year. Party B: Christmas Eve: alternating, switching every year, the Mother in even years; Christmas Day: alternating, switching every year, the Mother in even years.',
    );
  });
  test('"with the Mother every year" stays fixed', () => {
    expect(keys('Christmas Day: with the Mother every year.')).toEqual({ 'holiday:Christmas Day': 'fixed:mother' });
  });
});

describe('summer, notice and midweek time in plain words', () => {
  test('"a month with the kids in the summer ... which weeks by April 15" is four weeks, the Father\'s', () => {
    expect(
      keys('I get a month with the kids in the summer and will tell Keisha in writing which weeks by April 15.', brantley),
    ).toEqual({ 'summer.choose-by': 'April 15', 'summer.weeks': '4', 'summer.holder': 'father' });
  });
  test('"give the other two months\' notice" is 60 days\' notice of a move', () => {
    expect(keys("If either of us is going to move, we give the other two months' notice in writing.")).toEqual({
      'relocation.notice': '60',
    });
    expect(readDetails('meet every two weeks').filter((d) => d.kind === 'notice' || d.kind === 'duration')).toEqual([]);
  });
  test('"On the Thursdays before his weekends ... for dinner from 5 to 8" is midweek time on Thursday', () => {
    expect(keys('On the Thursdays before his weekends, Tomas has them for dinner from 5 to 8.')).toEqual({
      'schedule.midweek': 'Thursday',
    });
  });
  test('a.m./p.m. before a new sentence or a holiday heading closes the sentence', () => {
    expect(
      sentencesOf(
        'Tomas has them every other weekend, Friday 5 p.m. until Sunday 7 p.m. On the Thursdays before his weekends, Tomas has them for dinner.',
      ),
    ).toEqual([
      'Tomas has them every other weekend, Friday 5 p.m. until Sunday 7 p.m.',
      'On the Thursdays before his weekends, Tomas has them for dinner.',
    ]);
    expect(
      sentencesOf('Thanksgiving Day: with the Mother, from 10:00 a.m. until 7:00 p.m. Easter Sunday: with the Father.'),
    ).toEqual(['Thanksgiving Day: with the Mother, from 10:00 a.m. until 7:00 p.m.', 'Easter Sunday: with the Father.']);
    expect(sentencesOf('Christmas 1 ends at 10:00 p.m. Christmas Eve. Christmas 2 is the rest.')).toEqual([
      'Christmas 1 ends at 10:00 p.m. Christmas Eve.',
      'Christmas 2 is the rest.',
    ]);
  });
});

describe('contact, travel, deadlock and information', () => {
  test('"The kids can FaceTime me every night at bedtime" is a daily call', () => {
    expect(keys('The kids can FaceTime me every night at bedtime.', brantley)).toEqual({ 'contact.calls': 'daily' });
  });
  test('a trip outside the state without written consent', () => {
    expect(keys("The Father shall not travel outside Connecticut with Sofia without the Mother's written consent.")).toEqual({
      'travel.consent': 'consent',
    });
  });
  test('"meet with a mediator before either parent asks the court to decide": the court breaks the deadlock', () => {
    const m = meaningOf(
      'If the parents cannot agree on a major decision, they shall meet with a mediator before either parent asks the court to decide.',
    );
    expect(m.get('custody.final')).toEqual({ key: 'court', text: 'a mediator first, then the court decides' });
  });
  test('"keep each other informed" and "keep each other up to date" agree', () => {
    expect(keys("The parents shall keep each other informed of the children's school, medical and activity schedules.")).toEqual({
      'info.share': 'mutual',
    });
    expect(
      comparePair(
        "The parents shall keep each other informed of the children's school, medical and activity schedules.",
        "We'll keep each other up to date on school, doctor visits and activities.",
      ).verdict,
    ).toBe('aligned');
  });
});

describe('thesaurus entries read in pairs-sealed-7', () => {
  test("bills insurance won't pay, split evenly: uncovered expenses split equally", () => {
    expect(foldSynonyms("Any medical or dental bills insurance won't pay, we split evenly.")).toBe(
      'Any medical or dental expenses uncovered, we split equally.',
    );
    expect(keys("Any medical or dental bills insurance won't pay, we split evenly.")).toEqual({ 'uncovered.split': 'equal' });
  });
  test('"talk bad about each other in front of the kids" is the no-disparaging rule', () => {
    expect(keys("We won't talk bad about each other in front of the kids.")).toEqual({
      'conduct.disparage': 'no:children-present',
    });
    expect(
      comparePair(
        'Neither parent shall speak negatively about the other parent in the presence of the children.',
        "We won't talk bad about each other in front of the kids.",
      ).verdict,
    ).toBe('aligned');
  });
});

describe("a short plain proposal against counsel's plan", () => {
  test('the same terms in other words are aligned; the midweek day and Christmas are the disputes', () => {
    const a = [
      "PLAINTIFF'S PROPOSED PARENTING PLAN",
      'Keisha Brantley, Plaintiff (the "Mother"), v. Andre Brantley, Defendant (the "Father").',
      '',
      '1. Parenting Time',
      'The Father shall have the children every Tuesday from 5:00 p.m. until 8:00 p.m.',
      "The Father shall pick up and return the children at the Mother's residence.",
      '',
      '2. Holidays',
      'Christmas Eve at 6:00 p.m. until Christmas Day at 6:00 p.m.: with the Mother every year.',
      '',
      '3. Relocation',
      "A parent who intends to move shall give the other parent sixty (60) days' written notice.",
    ].join('\n');
    const b = [
      "What I Am Asking For - Andre's Parenting Plan",
      "I'm Andre Brantley, the kids' father (the Defendant). Keisha is their mother.",
      '',
      'When I have them',
      'I also get them every Monday from 5 p.m. until 8 p.m.',
      "I'll pick the kids up at Keisha's house and bring them back there.",
      '',
      'Holidays',
      'Christmas Eve to Christmas Day, we switch every year, and I have it in 2027.',
      '',
      'Moving',
      "If either of us is going to move, we give the other two months' notice in writing.",
    ].join('\n');
    const r = analyzeDocuments([{ name: 'a', text: a }], [{ name: 'b', text: b }], 'Parenting Agreement');
    expect(r.findings.filter((f) => f.verdict !== 'could-not-compare').map((f) => [f.verdict, f.quoteA?.slice(0, 30)])).toEqual([
      ['conflict', 'The Father shall have the chil'],
      ['conflict', 'Christmas Eve at 6:00 p.m. unt'],
      ['aligned', 'The Father shall pick up and r'],
      ['aligned', 'A parent who intends to move s'],
    ]);
  });
});

describe('a suggestion in Spanish says each side in Spanish', () => {
  const es = mediatorEs;
  test('the values a "side by side" suggestion starts from are the typed values, not English', () => {
    const c = comparePair(
      'Thanksgiving: with the Mother every year.',
      'Thanksgiving shall alternate: the Father in even-numbered years and the Mother in odd-numbered years.',
    );
    const p = proposeFor('holidays', 'x', 'y', c.differences, new Map(), null);
    expect(sayText(p!.basisSay, es)).toBe(
      'Parte de: según la parte A, el Día de Acción de Gracias con la madre todos los años; según la parte B, el Día de Acción de Gracias: en años alternos, el padre en los años pares.',
    );
  });
  test('"Which weeks" says a value once', () => {
    const c = comparePair(
      'The Father shall have the children every other weekend and alternate weekends in summer.',
      'The Father shall have the children the first and third weekends.',
    );
    const d = c.differences.find((x) => x.kind === 'weeks');
    expect(d?.say ? sayText(d.say) : null).toBe('Which weeks: Party A says every other weekend; Party B says 1st, 3rd weekend.');
  });
});

describe('two short plain proposals', () => {
  const a = [
    'The children will live with their mother during the school week.',
    'Thanksgiving with Mom every year.',
    'Christmas with Dad in even years.',
  ].join('\n');
  const b = ['Week on, week off, switching Sundays at 6 p.m.', 'Christmas: we switch every year.'].join('\n');
  const r = analyzeDocuments([{ name: 'a', text: a }], [{ name: 'b', text: b }], 'Parenting Agreement');
  test('where the children live is the schedule, not education', () => {
    const home = r.findings.find((f) => f.quoteA?.startsWith('The children will live'));
    expect([home?.verdict, home?.topicId]).toEqual(['conflict', 'parenting-time']);
  });
  test("a holiday line only one side has is kept, as that side's own term", () => {
    expect(r.findings.filter((f) => f.verdict === 'only-a').map((f) => [f.topicId, f.quoteA])).toEqual([
      ['holidays', 'Thanksgiving with Mom every year.'],
    ]);
  });
  test('"Christmas" on its own is a holiday; "an alternating-week schedule" is alternating weeks', () => {
    expect(keys('Christmas with Dad in even years.')).toEqual({ 'holiday:Christmas': 'alternate:father' });
    expect(keys('The parties shall share physical custody equally on an alternating-week schedule.')).toEqual({
      'custody.physical': 'joint',
      'schedule.home': 'shared',
      'schedule.pattern': 'alternating weeks',
    });
  });
});

describe('the new typed values said in English and Spanish', () => {
  const es = mediatorEs;
  const both = (a: string, b: string) => {
    const d = comparePair(a, b).differences.find((x) => x.kind === 'meaning');
    return d?.say ? [d.line, sayText(d.say), sayText(d.say, es)] : [];
  };
  test('a sitter overnight against care over four hours', () => {
    expect(
      both(
        'Liam will not be left with a babysitter overnight; the other parent gets asked first.',
        'If a parent needs a sitter for more than 4 hours, the other parent shall be asked first.',
      ),
    ).toEqual([
      'Party A: The other parent is asked first before an overnight sitter. Party B: The other parent is asked first for care over 4 hours.',
      'Party A: The other parent is asked first before an overnight sitter. Party B: The other parent is asked first for care over 4 hours.',
      'Parte A: Se pregunta primero al otro progenitor antes de dejar a los hijos con una niñera por la noche. Parte B: Se pregunta primero al otro progenitor si hace falta cuidado de más de 4 horas.',
    ]);
  });
});
