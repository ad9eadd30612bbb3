import { describe, expect, it } from 'vitest';
import { US_STATES } from '../../src/content/states';
import {
  CHILD_COUNTS,
  estimate,
  INPUT_ERROR_MESSAGE,
  INPUT_ERROR_TITLE,
  JURISDICTIONS,
  MELSON_STATES,
  modelFor,
  PERCENTAGE_STATES,
  payerReason,
  STATE_ERROR_MESSAGE,
  STATE_ERROR_TITLE,
  type EstimateResult,
} from '../../src/features/child-support/estimate';

const PERCENTAGE = ['Mississippi', 'Nevada', 'North Dakota', 'Texas', 'Wisconsin'];
const MELSON = ['Delaware', 'Hawaii', 'Montana'];
const SHARES_RATE: Record<number, number> = { 1: 17, 2: 25, 3: 29, 4: 32 };
const PERCENT_RATE: Record<number, number> = { 1: 20, 2: 25, 3: 30, 4: 35 };

function ok(
  state: string,
  p1: string,
  p2: string,
  children: number,
  overnights: { you: number; other: number } | null = null,
): EstimateResult {
  const out = estimate({ state, parent1Income: p1, parent2Income: p2, children, overnights });
  if (out.kind !== 'result') throw new Error(`expected a result, got ${out.kind}`);
  return out.result;
}

describe('jurisdictions', () => {
  it('lists the 50 states plus DC, with no state chosen for the parent', () => {
    expect(JURISDICTIONS).toHaveLength(51);
    expect(JURISDICTIONS).toContain('District of Columbia');
    expect(new Set(JURISDICTIONS).size).toBe(51);
    expect(PERCENTAGE_STATES).toEqual(PERCENTAGE);
    expect(MELSON_STATES).toEqual(MELSON);
  });
});

describe.each(US_STATES.map((s) => [s]))('%s', (state) => {
  const expected = PERCENTAGE.includes(state) ? 'percentage' : MELSON.includes(state) ? 'melson' : 'income-shares';

  it(`uses the ${expected} model`, () => {
    expect(modelFor(state)).toBe(expected);
  });

  it.each(CHILD_COUNTS.map((n) => [n]))('computes exact figures for %i children', (children) => {
    const out = estimate({ state, parent1Income: '6000', parent2Income: '4000', children });
    if (expected === 'melson') {
      expect(out.kind).toBe('melson');
      if (out.kind === 'melson') {
        expect(out.state).toBe(state);
        expect(out.message).toContain(state);
        expect(out.message).toContain('Melson Formula');
        expect(out.message).toContain('legal consultation');
      }
      return;
    }
    expect(out.kind).toBe('result');
    if (out.kind !== 'result') return;
    const r = out.result;
    expect(r.model).toBe(expected);
    // Without overnights nobody is named as payer.
    expect(r.payer).toBeNull();
    expect(r.payingParent).toBeNull();
    expect(r.receivingParent).toBeNull();
    expect(r.transferAmount).toBeNull();
    if (expected === 'income-shares') {
      const rate = SHARES_RATE[children]!;
      expect(r.rate).toBe(rate);
      expect(r.modelLabel).toBe('Income Shares');
      expect(r.baseObligation).toBe((10000_00 * rate) / 100);
      expect(r.parent1Obligation).toBe((10000_00 * rate * 60) / 10000);
      expect(r.parent2Obligation).toBe((10000_00 * rate * 40) / 10000);
      expect(r.parent1SharePercent).toBe(60);
      expect(r.parent2SharePercent).toBe(40);
      expect(r.ifYouPay).toBe(r.parent1Obligation);
      expect(r.ifOtherPays).toBe(r.parent2Obligation);
      expect(r.formulaUsed).toContain(`× ${rate}%`);
    } else {
      const rate = PERCENT_RATE[children]!;
      expect(r.rate).toBe(rate);
      expect(r.modelLabel).toBe('Percentage of Income');
      // Parent 2's income is ignored.
      expect(r.baseObligation).toBe((6000_00 * rate) / 100);
      expect(r.parent1Obligation).toBe((6000_00 * rate) / 100);
      expect(r.parent2Obligation).toBe(0);
      expect(r.ifYouPay).toBe((6000_00 * rate) / 100);
      expect(r.ifOtherPays).toBe((4000_00 * rate) / 100);
      expect(r.parent1SharePercent).toBe(100);
      expect(r.parent2SharePercent).toBe(0);
    }
  });
});

describe('income shares figures', () => {
  it('California, 5000 and 3000, two children, you with fewer overnights', () => {
    const r = ok('California', '5000', '3000', 2, { you: 100, other: 265 });
    expect(r).toMatchObject({
      model: 'income-shares',
      baseObligation: 200000,
      parent1Obligation: 125000,
      parent2Obligation: 75000,
      parent1SharePercent: 62.5,
      parent2SharePercent: 37.5,
      transferAmount: 125000,
      payer: 'you',
      payingParent: 'Parent 1',
      receivingParent: 'Parent 2',
    });
    expect(r.formulaUsed).toBe(
      "California uses the Income Shares model: combined monthly income $8,000.00 ($5,000.00 + $3,000.00) × 25% for 2 children = base obligation $2,000.00. Each parent's obligation is the base times their share of combined income (Parent 1 62.5%, Parent 2 37.5%); Parent 1 pays their obligation of $1,250.00 to Parent 2.",
    );
  });

  it('4 or more children use 32%', () => {
    expect(ok('New York', '1000', '0', 4).baseObligation).toBe(32000);
    expect(ok('New York', '1000', '0', 7).baseObligation).toBe(32000);
    expect(ok('New York', '1000', '0', 4).formulaUsed).toContain('4 or more children');
  });

  it('rounds to the cent and keeps the two obligations summing to the base', () => {
    const r = ok('Ohio', '1000.01', '2000.02', 1);
    expect(r.baseObligation).toBe(51001);
    expect(r.parent1Obligation).toBe(17000);
    expect(r.parent2Obligation).toBe(34001);
    expect(r.parent1SharePercent).toBe(33.3);
    expect(r.parent2SharePercent).toBe(66.7);
  });

  it('rounds shares to one decimal, halves up, summing to 100', () => {
    const r = ok('Illinois', '1225', '8775', 3);
    expect(r.parent1SharePercent).toBe(12.3);
    expect(r.parent2SharePercent).toBe(87.7);
    const s = ok('Illinois', '333', '667', 3);
    expect(s.baseObligation).toBe(29000);
    expect(s.parent1Obligation).toBe(9657);
    expect(s.parent2Obligation).toBe(19343);
  });

  it('accepts more than two decimals, rounding the income to the cent', () => {
    expect(ok('Georgia', '100.005', '0', 1).baseObligation).toBe(ok('Georgia', '100.01', '0', 1).baseObligation);
  });

  it('stays exact for very large incomes', () => {
    const r = ok('Florida', '999999999.99', '999999999.99', 1);
    expect(r.baseObligation).toBe(34000000000);
    expect(r.parent1Obligation + r.parent2Obligation).toBe(r.baseObligation);
    expect(r.parent1Obligation).toBe(17000000000);
  });

  it('Parent 2 earning everything: Parent 1 owes nothing', () => {
    const r = ok('Colorado', '0', '5000', 1, { you: 165, other: 200 });
    expect(r).toMatchObject({
      parent1Obligation: 0,
      parent2Obligation: 85000,
      parent1SharePercent: 0,
      parent2SharePercent: 100,
      transferAmount: 0,
    });
  });
});

describe('percentage figures', () => {
  it('Texas, 1234.57 with one child, you with fewer overnights', () => {
    const r = ok('Texas', '1234.57', '999', 1, { you: 100, other: 265 });
    expect(r.baseObligation).toBe(24691);
    expect(r.transferAmount).toBe(24691);
    expect(r.formulaUsed).toBe(
      "Texas uses the Percentage of Income model: only the paying parent's income counts. Parent 1's monthly income of $1,234.57 × 20% for 1 child = $246.91, which Parent 1 pays to Parent 2.",
    );
  });

  it('ignores Parent 2 income when Parent 1 pays, even when it is not a number', () => {
    const nights = { you: 100, other: 265 };
    expect(ok('Wisconsin', '1000', 'abc', 2, nights).baseObligation).toBe(25000);
    expect(ok('Wisconsin', '1000', '', 2, nights).baseObligation).toBe(25000);
    // Payer not known yet: Parent 2's amount is simply not shown.
    expect(ok('Wisconsin', '1000', '', 2).ifOtherPays).toBeNull();
  });

  it('falls back to 40% for counts outside 1..4', () => {
    expect(ok('Nevada', '1000', '0', 5).ifYouPay).toBe(40000);
  });
});

describe('zero and invalid input', () => {
  it('both incomes zero gives zero everywhere, never NaN', () => {
    for (const state of ['California', 'Texas']) {
      for (const children of CHILD_COUNTS) {
        const r = ok(state, '0', '0', children, { you: 100, other: 265 });
        for (const key of [
          'baseObligation',
          'parent1Obligation',
          'parent2Obligation',
          'transferAmount',
          'parent1SharePercent',
          'parent2SharePercent',
        ] as const) {
          expect(r[key]).toBe(0);
        }
        expect(r.formulaUsed).not.toContain('NaN');
      }
    }
  });

  it.each([
    ['', '100'],
    ['100', ''],
    ['abc', '100'],
    ['100', 'abc'],
    ['-1', '100'],
    ['100', '-0.01'],
    ['1,2', '5'],
    ['NaN', '5'],
    ['Infinity', '5'],
    ['5000000000', '5'],
  ])('rejects incomes %j and %j with the Input Error', (p1, p2) => {
    expect(estimate({ state: 'California', parent1Income: p1, parent2Income: p2, children: 1 })).toEqual({
      kind: 'error',
      title: INPUT_ERROR_TITLE,
      message: INPUT_ERROR_MESSAGE,
    });
  });

  it('uses the catalogue wording', () => {
    expect(INPUT_ERROR_TITLE).toBe('Input Error');
    expect(INPUT_ERROR_MESSAGE).toBe('Please enter valid positive numbers for incomes.');
  });

  it('rejects a bad Parent 1 income even in percentage states', () => {
    expect(estimate({ state: 'Texas', parent1Income: 'x', parent2Income: '1', children: 1 }).kind).toBe('error');
  });

  it('validates incomes before the Melson message', () => {
    expect(estimate({ state: 'Delaware', parent1Income: '-4', parent2Income: '1', children: 1 }).kind).toBe('error');
    expect(estimate({ state: 'Delaware', parent1Income: '0', parent2Income: '0', children: 1 }).kind).toBe('melson');
  });

  it('no state, or an unknown one, is an error naming the state', () => {
    for (const state of ['', 'Atlantis'])
      expect(estimate({ state, parent1Income: '1000', parent2Income: '0', children: 1 })).toEqual({
        kind: 'error',
        title: STATE_ERROR_TITLE,
        message: STATE_ERROR_MESSAGE,
      });
  });
});

describe('who pays: the parent with fewer overnights, as the guidelines say', () => {
  it('312 of 365 overnights with you and the lower income: the other parent pays you', () => {
    // The case from issue 32: arriving from the schedule with 312 nights, earning 3000 against 5000.
    const nights = { you: 312, other: 53 };
    const r = ok('California', '3000', '5000', 1, nights);
    expect(r).toMatchObject({
      baseObligation: 136000,
      parent1Obligation: 51000,
      parent2Obligation: 85000,
      payer: 'other',
      payerBasis: 'fewer-overnights',
      payingParent: 'Parent 2',
      receivingParent: 'Parent 1',
      transferAmount: 85000,
    });
    expect(payerReason(r, nights)).toBe(
      'Parent 2 (the other parent) has fewer overnights (53 of 365), so Parent 2 pays Parent 1.',
    );
    expect(r.formulaUsed).toContain('Parent 2 pays their obligation of $850.00 to Parent 1.');
  });

  it('you with fewer overnights pay, even with the lower income', () => {
    const nights = { you: 53, other: 312 };
    const r = ok('Illinois', '3000', '5000', 1, nights);
    expect(r).toMatchObject({ payer: 'you', payingParent: 'Parent 1', receivingParent: 'Parent 2', transferAmount: 51000 });
    expect(payerReason(r, nights)).toBe('Parent 1 (you) has fewer overnights (53 of 365), so Parent 1 pays Parent 2.');
  });

  it('equal overnights: the higher income pays, and the reason says so', () => {
    const nights = { you: 183, other: 183 };
    const r = ok('Ohio', '3000', '5000', 2, nights);
    expect(r).toMatchObject({ payer: 'other', payerBasis: 'equal-overnights', transferAmount: 125000 });
    expect(payerReason(r, nights)).toBe(
      'You have the children for the same number of overnights, so the parent with the higher income, Parent 2 (the other parent), pays Parent 1.',
    );
  });

  it('percentage model: the other parent with fewer overnights pays a share of their own income', () => {
    const r = ok('Texas', '1000', '4000', 2, { you: 300, other: 65 });
    expect(r).toMatchObject({
      payer: 'other',
      baseObligation: 100000,
      parent1Obligation: 0,
      parent2Obligation: 100000,
      transferAmount: 100000,
      payingParent: 'Parent 2',
    });
    expect(r.formulaUsed).toBe(
      "Texas uses the Percentage of Income model: only the paying parent's income counts. Parent 2's monthly income of $4,000.00 × 25% for 2 children = $1,000.00, which Parent 2 pays to Parent 1.",
    );
  });

  it('percentage model: a missing income of the parent who pays is an Input Error', () => {
    expect(
      estimate({ state: 'Texas', parent1Income: '1000', parent2Income: '', children: 1, overnights: { you: 300, other: 65 } })
        .kind,
    ).toBe('error');
  });

  it('without overnights nobody is named and the reason asks for them', () => {
    const r = ok('California', '3000', '5000', 1);
    expect(r).toMatchObject({ payer: null, payerBasis: 'unknown', ifYouPay: 51000, ifOtherPays: 85000, transferAmount: null });
    expect(payerReason(r)).toBe('The parent with fewer overnights pays. Enter the overnights to see which of you that is.');
  });
});
