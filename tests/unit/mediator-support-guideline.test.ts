import { describe, expect, test } from 'vitest';
import csSpanish from '../../src/content/messages/child-support/compiled/es.js';
import { GUIDELINES, guidelineFor } from '../../src/content/child-support/guidelines';
import { prefillFromQuery } from '../../src/features/child-support/form';
import { JURISDICTIONS } from '../../src/features/child-support/estimate';
import { analyze } from '../../src/features/mediator/analyze';
import { findAliases } from '../../src/features/mediator/aliases';
import { readSupportFigures } from '../../src/features/mediator/supportGuideline';
import { sayText } from '../../src/features/mediator/reportText';
import { spanishTranslator } from '../spanishTranslator';
import { SHORT_PROPOSAL_A as A, SHORT_PROPOSAL_B as B } from '../mediatorShortProposals';
import { mediatorEs } from '../mediatorSpanish';

// The child support suggestion placed against the state guideline the app's own estimator works
// out (issue 29, "What a parent reads first"): exact figures from known incomes, children and
// overnights, where the figure lies against both offers, and what is missing when the documents
// do not say. Each figure is the one the estimator gives for the same inputs (checked below).
const es = mediatorEs;
const csEs = spanishTranslator(csSpanish);
const report = (state: string | null, extraA = '', extraB = '') =>
  analyze({
    documentType: 'Parenting Agreement',
    state,
    partyA: [{ name: 'a.txt', text: A + extraA }],
    partyB: [{ name: 'b.txt', text: B + extraB }],
    today: '2026-11-28',
    guidelines: guidelineFor,
  });
const support = (r: ReturnType<typeof report>) => r.recommendations.find((x) => x.topicId === 'child-support')!;
/** A figures paragraph added to both proposals (the Father's and the Mother's income, two children, overnights). */
const figs = (father: string, mother: string, nights = ' The Father will have 100 overnights a year.', basis = 'net') =>
  `\n6. Figures. The Father's ${basis} monthly income is ${father}. The Mother's ${basis} monthly income is ${mother}. The parents have two children.${nights}`;
const both = (state: string, f: string) => report(state, f, f);
const TX_CITE =
  'Source: Texas Family Code § 154.125 (with the net-resources cap published by the Attorney General in the Texas Register). In force: September 1, 2025 (net-resources cap $11,700 a month).';
const TX_INPUTS = (father: string) =>
  `the Mother's net income $3,500 per month; the Father's net income ${father} per month; 2 children; the Mother 265 and the Father 100 nights a year`;
const OFFERS = 'Party A: the Father pays $1,100 per month; Party B: the Father pays $400 per month';

/** What the estimator itself gives (the Mother is its "you"), in cents a month. */
const estimator = (state: string, mother: number, father: number) =>
  GUIDELINES[state]!.compute({
    youIncome: mother,
    otherIncome: father,
    children: 2,
    overnightsYou: 265,
    overnightsOther: 100,
    childCare: 0,
    healthInsurance: 0,
    youLocalTax: 0,
    otherLocalTax: 0,
  });

describe('what the documents give the guideline', () => {
  test('incomes, children and stated overnights; an equal-time schedule; nothing', () => {
    const aliases = findAliases([A, B]);
    expect(readSupportFigures([{ name: 'a', text: A + figs('$6,000', '$3,500') }], aliases)).toEqual({
      income: { father: { cents: 600_000, basis: 'net' }, mother: { cents: 350_000, basis: 'net' } },
      children: 2,
      nights: { mother: 265, father: 100, equal: false },
      schedule: true,
    });
    // Week on, week off: 183 nights with each parent; no incomes, no count of children.
    expect(readSupportFigures([{ name: 'b', text: B }], aliases)).toEqual({
      income: {},
      children: null,
      nights: { mother: 183, father: 183, equal: true },
      schedule: true,
    });
    // A primary home with the Mother says no number of nights.
    expect(readSupportFigures([{ name: 'a', text: A }], aliases)).toEqual({
      income: {},
      children: null,
      nights: null,
      schedule: true,
    });
    // Other wordings: a yearly salary, earnings, births listed.
    const other = `The Mother earns $54,000 a year. The Father makes $1,500 per week. Ava, born March 3, 2016, and Ben, born June 9, 2019.`;
    expect(readSupportFigures([{ name: 'c', text: other }], aliases)).toEqual({
      income: { mother: { cents: 450_000, basis: null }, father: { cents: 650_000, basis: null } },
      children: 2,
      nights: null,
      schedule: false,
    });
  });
});

describe('Texas, known incomes: the guideline figure the estimator gives, and where it lies', () => {
  test('above both offers: the guideline figure, and why it is outside them', () => {
    expect(estimator('Texas', 350_000, 600_000)).toMatchObject({ payer: 'other', monthly: 150_000 });
    const rec = support(both('Texas', figs('$6,000', '$3,500')));
    expect(rec.text).toBe(
      `What Texas's guideline gives: $1,500 per month, paid by the Father, as the child support estimator works it out from the documents' figures (${TX_INPUTS('$6,000')}). Suggested figure: $1,500 per month, although it is above both offers (${OFFERS}): a court starts from the guideline and accepts less only for a reason the agreement states. ${TX_CITE}`,
    );
    expect(sayText(rec.textSay!)).toBe(rec.text);
    expect(rec.link).toEqual({
      href: '/resources/understanding-child-support?state=Texas&children=2',
      label: 'Open the child support estimator',
    });
  });
  test('between the offers: the guideline figure is the suggestion', () => {
    expect(estimator('Texas', 350_000, 300_000)).toMatchObject({ payer: 'other', monthly: 75_000 });
    const rec = support(both('Texas', figs('$3,000', '$3,500')));
    expect(rec.text).toBe(
      `What Texas's guideline gives: $750 per month, paid by the Father, as the child support estimator works it out from the documents' figures (${TX_INPUTS('$3,000')}). It lies between the two offers (${OFFERS}), so it is the suggested figure. ${TX_CITE}`,
    );
    expect(sayText(rec.textSay!, es)).toBe(
      'Lo que dan las guías de Texas: $750 al mes, que paga el padre, según el cálculo de la Calculadora de manutención de los hijos con las cifras de los documentos (ingreso neto de la madre: $3,500 al mes; ingreso neto del padre: $3,000 al mes; 2 hijos; la madre 265 y el padre 100 noches al año). Queda entre las dos ofertas (parte A: el padre paga $1,100 al mes; parte B: el padre paga $400 al mes), así que es la cifra sugerida. Fuente: Código de Familia de Texas, § 154.125 (con el tope de recursos netos que publica el Procurador General en el Texas Register). Vigencia: 1 de septiembre de 2025 (tope de recursos netos: $11,700 al mes).',
    );
  });
  test('below both offers: the closer offer, and why it is above the guideline', () => {
    expect(estimator('Texas', 350_000, 120_000)).toMatchObject({ payer: 'other', monthly: 30_000 });
    const rec = support(both('Texas', figs('$1,200', '$3,500')));
    expect(rec.text).toBe(
      `What Texas's guideline gives: $300 per month, paid by the Father, as the child support estimator works it out from the documents' figures (${TX_INPUTS('$1,200')}). Suggested figure: the Father pays $400 per month, Party B's offer, the one closer to the guideline: both offers (${OFFERS}) are above the guideline figure, which parents may agree to, but the agreement should say that it is above the guideline and why. ${TX_CITE}`,
    );
  });
  test('the figures in one document only count for both; overnights follow each side’s own schedule', () => {
    // Party B proposes week on, week off: 183 nights each, so its figure is worked out on equal time.
    const rec = support(report('Texas', figs('$6,000', '$3,500'), ''));
    expect(rec.text).toBe(
      `What Texas's guideline gives: $1,500 per month, paid by the Father, as the child support estimator works it out from either side's figures (Party A: ${TX_INPUTS('$6,000')}. Party B: the Mother's net income $3,500 per month; the Father's net income $6,000 per month; 2 children; equal time, 183 nights a year with each parent). Suggested figure: $1,500 per month, although it is above both offers (${OFFERS}): a court starts from the guideline and accepts less only for a reason the agreement states. ${TX_CITE}`,
    );
  });
});

describe('other states: the exact figure the estimator gives', () => {
  test('California (net incomes): $1,731.21, and the costs the estimator adds', () => {
    expect(estimator('California', 350_000, 600_000)).toMatchObject({ payer: 'other', monthly: 173_121 });
    const rec = support(both('California', figs('$6,000', '$3,500')));
    expect(rec.text).toBe(
      "What California's guideline gives: $1,731.21 per month, paid by the Father, as the child support estimator works it out from the documents' figures (the Mother's net income $3,500 per month; the Father's net income $6,000 per month; 2 children; the Mother 265 and the Father 100 nights a year). " +
        `Suggested figure: $1,731.21 per month, although it is above both offers (${OFFERS}): a court starts from the guideline and accepts less only for a reason the agreement states. ` +
        'Source: California Family Code § 4055 (statewide uniform guideline). In force: September 1, 2024 (income bands as amended by SB 343). Child-care and health-insurance costs are not counted in this figure; the estimator adds them.',
    );
  });
  test('Wisconsin (gross incomes, shared placement from 92 nights): $1,273.97', () => {
    expect(estimator('Wisconsin', 350_000, 600_000)).toMatchObject({ payer: 'other', monthly: 127_397 });
    const rec = support(both('Wisconsin', figs('$6,000', '$3,500', undefined, 'gross')));
    expect(rec.text.slice(0, rec.text.indexOf(' Suggested figure'))).toBe(
      "What Wisconsin's guideline gives: $1,273.97 per month, paid by the Father, as the child support estimator works it out from the documents' figures (the Mother's gross income $3,500 per month; the Father's gross income $6,000 per month; 2 children; the Mother 265 and the Father 100 nights a year).",
    );
  });
  test('a net income where the state counts gross is not used: it is asked for', () => {
    const rec = support(both('Wisconsin', figs('$6,000', '$3,500')));
    expect(rec.text.slice(0, rec.text.indexOf(' Enter them'))).toBe(
      "The documents do not give everything Wisconsin's guideline needs: the Mother's gross monthly income and the Father's gross monthly income.",
    );
  });
});

describe('when the documents do not give what the guideline needs', () => {
  test('Texas: which figures are missing, the estimator linked with the state filled in, English and Spanish', () => {
    const rec = support(report('Texas'));
    expect(rec.text).toBe(
      `The documents do not give everything Texas's guideline needs: the Mother's net monthly income (after taxes), the Father's net monthly income (after taxes), the number of children and how many nights a year the children spend with each parent. Enter them in the child support estimator to get the guideline figure: if it lies between the two offers (${OFFERS}), it is a fair place to meet; if it lies outside them, write down why the agreed figure differs from the guideline. ${TX_CITE}`,
    );
    expect(sayText(rec.textSay!, es)).toBe(
      'Los documentos no dan todo lo que necesitan las guías de Texas: el ingreso neto mensual de la madre (después de impuestos), el ingreso neto mensual del padre (después de impuestos), el número de hijos y cuántas noches al año pasan los hijos con cada progenitor. Anótelo en la Calculadora de manutención de los hijos para obtener la cifra de las guías: si queda entre las dos ofertas (parte A: el padre paga $1,100 al mes; parte B: el padre paga $400 al mes), es un punto justo de encuentro; si queda fuera, anote por qué la cifra acordada difiere de las guías. Fuente: Código de Familia de Texas, § 154.125 (con el tope de recursos netos que publica el Procurador General en el Texas Register). Vigencia: 1 de septiembre de 2025 (tope de recursos netos: $11,700 al mes).',
    );
    expect(rec.link).toEqual({
      href: '/resources/understanding-child-support?state=Texas',
      label: 'Open the child support estimator',
    });
  });
  test("every state the estimator works out is cited with its law and effective date in the estimator's own words", () => {
    for (const state of Object.keys(GUIDELINES)) {
      const g = GUIDELINES[state]!;
      const rec = support(report(state));
      expect(rec.text.slice(rec.text.indexOf(' from the guideline. ') + 21)).toBe(`Source: ${g.law}. In force: ${g.effective}.`);
      const said = sayText(rec.textSay!, es);
      expect(said.slice(said.indexOf(' difiere de las guías. ') + 23)).toBe(
        `Fuente: ${csEs(g.law)}. Vigencia: ${csEs(g.effective)}.`,
      );
    }
  });
  test('the estimator reads the state and children the link fills in, and only valid ones', () => {
    expect(prefillFromQuery('?state=Texas&children=2', JURISDICTIONS)).toEqual({ state: 'Texas', children: 2 });
    expect(prefillFromQuery('?state=Atlantis&children=0', JURISDICTIONS)).toEqual({ state: '', children: null });
    expect(prefillFromQuery('?state=New%20York&children=9', JURISDICTIONS)).toEqual({ state: 'New York', children: 6 });
  });
});
