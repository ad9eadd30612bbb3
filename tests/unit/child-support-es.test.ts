// The child support estimator in Spanish (docs/i18n.md): every state's worksheet lines, notes,
// method and law texts, the quick estimate's sentences, the links for states without a formula,
// and the worksheet PDF, with no English left outside the names and citations kept on purpose.
import { describe, expect, it } from 'vitest';
import spanish from '../../src/content/messages/child-support/compiled/es.js';
import { spanishTranslator } from '../spanishTranslator';
import { GUIDELINES, notIncludedWhy, officialLinkFor } from '../../src/content/child-support/guidelines';
import { estimate, JURISDICTIONS, payerReason } from '../../src/features/child-support/estimate';
import { parseGuidelineFields } from '../../src/features/child-support/form';
import { worksheetDraft } from '../../src/features/child-support/worksheetPdf';
import { inp } from './child-support-input';
import { englishWords } from '../spanishText';

const es = spanishTranslator(spanish);

/** Inputs that reach each branch: primary and shared time, equal time, low and high incomes, every cost, city tax. */
const CASES = [
  inp({ you: 5000, other: 3000, nightsYou: 100 }),
  inp({ you: 3000, other: 5000, nightsYou: 265, children: 3 }),
  inp({ you: 6000, other: 4000, nightsYou: 150, childCare: 400, healthInsurance: 200, extraordinaryMedical: 80 }),
  inp({ you: 4000, other: 4000, nightsYou: 182, nightsOther: 183 }),
  inp({ you: 4000, other: 4000, nightsYou: 183, nightsOther: 182, children: 2 }),
  inp({
    you: 900,
    other: 700,
    nightsYou: 120,
    childCare: 300,
    childCarePaidBy: 'you',
    healthInsurancePaidBy: 'other',
    healthInsurance: 90,
  }),
  inp({ you: 25000, other: 22000, nightsYou: 95, children: 6, youLocalTax: 300, otherLocalTax: 200 }),
  inp({ you: 1200, other: 30, nightsYou: 60, children: 2, extraordinaryMedical: 50, extraordinaryMedicalPaidBy: 'you' }),
  inp({ you: 100, other: 0, nightsYou: 300 }),
  inp({ you: 0, other: 0, nightsYou: 200 }),
];

describe('child support in Spanish', () => {
  it('words every state guideline’s worksheet, notes and method in Spanish', () => {
    for (const g of Object.values(GUIDELINES)) {
      for (const input of CASES) {
        const r = g.compute(input, es);
        const texts = [r.method, ...r.notes, ...r.lines.flatMap((l) => [l.label, l.value])];
        expect({ state: g.state, english: texts.flatMap((text) => englishWords(text)) }).toEqual({ state: g.state, english: [] });
        const draft = worksheetDraft(g, input, r, es);
        const all = [
          draft.title,
          ...draft.sections.flatMap((s) => [s.heading, ...s.groups.flatMap((gr) => gr.items.flatMap((i) => [i.label, i.value]))]),
        ];
        // The addresses of the rule and the calculator are the one place English words may appear (URLs).
        const shown = all.filter((text) => !/^https?:/.test(text));
        expect({ state: g.state, english: shown.flatMap((text) => englishWords(text)) }).toEqual({ state: g.state, english: [] });
      }
    }
  });

  it('gives the same figures in both languages', () => {
    for (const g of Object.values(GUIDELINES)) {
      for (const input of CASES) {
        const en = g.compute(input);
        const sp = g.compute(input, es);
        expect([sp.payer, sp.monthly, sp.lines.map((l) => l.value)]).toEqual([
          en.payer,
          en.monthly,
          en.lines.map((l) => l.value),
        ]);
      }
    }
  });

  it('says who pays a cost without a participle that must agree with it (“Gastos … extraordinarios”, plural)', () => {
    const input = inp({
      you: 6000,
      other: 4000,
      nightsYou: 150,
      childCare: 400,
      extraordinaryMedical: 80,
      extraordinaryMedicalPaidBy: 'you',
    });
    const labels = (state: string) => GUIDELINES[state]!.compute(input, es).lines.map((l) => l.label);
    expect(labels('Colorado')).toContain(
      'Gastos médicos extraordinarios ($80.00, que paga usted): parte del otro progenitor, que se le debe a usted',
    );
    expect(labels('Maryland')).toContain(
      '13c–14. Gastos médicos extraordinarios ($80.00, que paga usted): parte del otro progenitor, que se le debe a usted',
    );
    expect(labels('Georgia')).toContain(
      'Anexo D (Schedule D): cuidado de los hijos por trabajo $400.00 que paga el progenitor con custodia; la parte del progenitor sin custodia, sumada',
    );
  });

  it('writes California’s worksheet in Spanish', () => {
    const r = GUIDELINES.California!.compute(inp({ you: 6000, other: 4000, nightsYou: 100, childCare: 500 }), es);
    expect(r.method).toBe('Fórmula de la guía uniforme estatal');
    expect(r.lines[0]).toEqual({ label: 'HN: ingreso neto disponible del que gana más (usted)', value: '$6,000.00' });
    expect(r.lines.at(-1)!.label).toBe('Al mes, pagado por usted al otro progenitor');
    expect(r.notes.at(-1)).toBe(
      'Cada noche cambia el H%, así que en California la cantidad cambia con cada cambio de tiempo; no hay un solo límite.',
    );
  });

  it('words the quick estimate, its reasons and every state’s link in Spanish', () => {
    for (const state of JURISDICTIONS) {
      for (const overnights of [null, { you: 100, other: 265 }, { you: 265, other: 100 }, { you: 182, other: 182 }]) {
        const out = estimate({ state, parent1Income: '5000', parent2Income: '3000', children: 2, overnights }, es);
        const texts =
          out.kind === 'result'
            ? [out.result.formulaUsed, es(out.result.modelLabel), payerReason(out.result, overnights, es)]
            : [out.message];
        expect({ state, english: texts.flatMap((text) => englishWords(text)) }).toEqual({ state, english: [] });
      }
      const texts = [officialLinkFor(state, es).label, es(notIncludedWhy(state) ?? '')];
      expect({ state, english: texts.flatMap((text) => englishWords(text)) }).toEqual({ state, english: [] });
    }
    const tx = estimate(
      { state: 'Texas', parent1Income: '5000', parent2Income: '3000', children: 2, overnights: { you: 100, other: 265 } },
      es,
    );
    expect(tx.kind === 'result' && tx.result.formulaUsed).toBe(
      'Texas usa el modelo de porcentaje del ingreso: solo cuenta el ingreso del progenitor que paga. El ingreso mensual del progenitor 1, $5,000.00 × 25% por 2 hijos = $1,250.00, que el progenitor 1 le paga al progenitor 2.',
    );
  });

  it('says the field problems in Spanish', () => {
    const fields = {
      youIncome: 'mucho',
      otherIncome: '3000',
      children: 1,
      overnightsYou: '100',
      overnightsOther: '200',
      childCare: '',
      healthInsurance: '',
      youLocalTax: '',
      otherLocalTax: '',
    };
    expect(parseGuidelineFields(fields, { childCare: false, healthInsurance: false, localTax: false }, es)).toEqual({
      kind: 'errors',
      errors: {
        youIncome: 'Escriba una cantidad mensual de cero o más, por ejemplo 4200 o 4,200.50.',
        overnightsOther: 'Las dos cantidades deben sumar 365 noches (366 en un año bisiesto); ahora suman 300.',
      },
    });
  });
});
