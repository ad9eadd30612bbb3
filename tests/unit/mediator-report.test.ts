import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { analyze } from '../../src/features/mediator/analyze';
import { redlineVersions, type Version } from '../../src/features/mediator/reportModel';
import { sayText } from '../../src/features/mediator/reportText';
import { SHORT_PROPOSAL_A as A, SHORT_PROPOSAL_B as B } from '../mediatorShortProposals';
import { english } from '../../src/lib/translate';
import * as m from '../../src/content/messages/mediator/compiled/en.js';
import { mediatorEs } from '../mediatorSpanish';

// What a parent reads first in the AI Mediator's report (issue 29, "What a parent reads first"):
// the summary's order, the order of a card's differences, the changed words of both versions and
// the child support suggestion citing the state's guideline. Exact expected strings.
const es = mediatorEs;

const report = (state: string | null) =>
  analyze({
    documentType: 'Parenting Agreement',
    state,
    partyA: [{ name: 'a.txt', text: A }],
    partyB: [{ name: 'b.txt', text: B }],
    today: '2026-11-28',
  });

describe('two short proposals: what the summary says first', () => {
  const r = report('Texas');
  test('where the children live, decision-making, support, moving away: one sentence each, in that order', () => {
    expect(r.highlights).toEqual([
      'Where the children live and the schedule: Party A says the children live mainly with the Mother; Party B says the children live with each parent (alternating weeks).',
      'Decision-making: Party A says sole decision-making for the Mother; Party B says joint decision-making.',
      'Child support: Party A says $1,100 per month; Party B says $400 per month.',
      'Moving away · Notice: Party A says 60 days; Party B says 30 days.',
    ]);
    expect(r.highlightsSay!.map((s) => sayText(s!))).toEqual(r.highlights);
  });
  test('the same in Spanish', () => {
    expect(r.highlightsSay!.map((s) => sayText(s!, es))).toEqual([
      'Dónde viven los hijos y el horario: según la parte A, los hijos viven principalmente con la madre; según la parte B, los hijos viven con cada progenitor (semanas alternas).',
      'Toma de decisiones: según la parte A, toma de decisiones exclusiva para la madre; según la parte B, toma de decisiones conjunta.',
      'Manutención de los hijos: según la parte A, $1,100 al mes; según la parte B, $400 al mes.',
      'Mudanza · Aviso: según la parte A, 60 días; según la parte B, 30 días.',
    ]);
  });
  test('a card lists what differs most first; the incidental times and days come last', () => {
    const home = r.conflictingTerms.find((t) => t.topicId === 'parenting-time')!;
    expect(home.differences).toEqual([
      'Party A: The children live mainly with the Mother. Party B: The children live with each parent (alternating weeks).',
      'Which weeks: Party A says every other weekend; Party B says equal time (week on, week off).',
      'Time: Party A says 6:00 p.m., 5:00 p.m.; Party B says 6:00 p.m.',
      'Day: Party A says Friday, Sunday; Party B says Friday.',
    ]);
  });
  test("the schedule's suggestion starts from where the children live, not from a time", () => {
    const rec = r.recommendations.find((x) => x.topicId === 'parenting-time')!;
    expect(rec.basis).toBe(
      'Starts from: Party A says the children live mainly with the Mother; Party B says the children live with each parent (alternating weeks).',
    );
    expect(sayText(rec.basisSay!)).toBe(rec.basis);
  });
  test('changed words: both versions, the differing words marked in each', () => {
    const support = r.conflictingTerms.find((t) => t.topicId === 'child-support')!;
    const v = redlineVersions(support.redline);
    const show = (words: Version) => words.map((w) => (w.changed ? `<${w.text}>` : w.text)).join(' ');
    expect([show(v.a), show(v.b)]).toEqual([
      '… pay child support of <$1,100> per month.',
      '… pay child support of <$400> per month.',
    ]);
  });
});

describe('the child support suggestion where the estimator has no guideline', () => {
  const intro = (a: string, b: string, where: string) =>
    `Child support is set by ${where}, and a court checks any agreed amount against them. Work out the guideline amount for your incomes and overnights with the child support estimator: if it lies between the two offers (Party A ${a}, Party B ${b}), it is a fair place to meet; if it lies outside them, write down why the agreed figure differs from the guideline.`;
  // The states the estimator works out: tests/unit/mediator-support-guideline.test.ts.
  test('a state the estimator does not work out, and no state: the guidelines named, no law cited', () => {
    const oregon = report('Oregon').recommendations.find((x) => x.topicId === 'child-support')!;
    expect(oregon.text).toBe(intro('$1,100 per month', '$400 per month', "Oregon's child support guidelines"));
    const none = report(null).recommendations.find((x) => x.topicId === 'child-support')!;
    expect(none.text).toBe(intro('$1,100 per month', '$400 per month', "your state's child support guidelines"));
  });
});

describe('counts said in the singular and the plural', () => {
  test('passages set aside', () => {
    expect(english(m.identical, { count: 1 })).toBe('1 passage has the same wording on both sides and is set aside.');
    expect(english(m.identical, { count: 5 })).toBe('5 passages have the same wording on both sides and are set aside.');
    expect(es(m.identical, { count: 1 })).toBe(
      '1 pasaje dice lo mismo con las mismas palabras en las dos partes y se deja aparte.',
    );
    expect(es(m.identical, { count: 5 })).toBe(
      '5 pasajes dicen lo mismo con las mismas palabras en las dos partes y se dejan aparte.',
    );
  });
});

describe('a long Texas custody plan (training pair tx-spo), as a parent reads it', () => {
  const dir = 'tests/fixtures/mediation-real/pairs/tx-spo';
  const r = analyze({
    documentType: 'Custody Plan',
    state: 'Texas',
    partyA: [{ name: 'a.txt', text: readFileSync(`${dir}/party-a.txt`, 'utf8') }],
    partyB: [{ name: 'b.txt', text: readFileSync(`${dir}/party-b.txt`, 'utf8') }],
    today: '2026-11-28',
  });
  test('the Standard Possession Order is summed up once; the other schedule suggestions point back to it', () => {
    const full = r.recommendations.filter((x) => x.text.includes('the Texas Standard Possession Order (Texas Family Code'));
    const back = r.recommendations.filter((x) =>
      x.text.includes('For reference: the Texas Standard Possession Order, summed up in the first schedule suggestion above.'),
    );
    // Twelve conflicts, four suggestions: the same advice once per topic (suggestions.ts, tests/unit/mediator-suggestions.test.ts).
    expect([r.recommendations.length, full.length, back.length]).toEqual([4, 1, 2]);
    expect(r.recommendations.indexOf(full[0]!)).toBe(0);
    expect(sayText(back[0]!.textSay!)).toBe(back[0]!.text);
    expect(sayText(back[0]!.textSay!, es)).toBe(
      'Pongan las dos versiones lado a lado y decidan cuál usar; ninguna es la opción neutral por defecto. Como referencia: la Orden de Posesión Estándar de Texas, resumida en la primera sugerencia sobre el horario, más arriba. Lo mismo vale para otros 5 puntos de este tema, en la lista de conflictos de arriba.',
    );
  });
  test('a labelled line reads the same in Spanish as in English ("·" before what is measured)', () => {
    expect(r.highlights[1]).toBe('Parenting-time schedule · Names: Party A says Hays County; Party B says Williamson County.');
    expect(sayText(r.highlightsSay![1]!)).toBe(r.highlights[1]);
    expect(sayText(r.highlightsSay![1]!, es)).toBe(
      'Horario de tiempo de crianza · Nombres: según la parte A, Hays County; según la parte B, Williamson County.',
    );
  });
  test('where the exchanges happen is not said to be where the children live', () => {
    expect(r.highlights[0]).toBe(
      'Parenting-time schedule: Party A says exchanges at the residence of the Possessory Conservator; Party B says exchanges at the residence of the Managing Conservator.',
    );
  });
});
