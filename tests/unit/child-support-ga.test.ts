/**
 * Georgia, O.C.G.A. § 19-6-15. Georgia publishes no worked example in the statute, so each case
 * is computed by hand from the statute's own tables (subsections (o) and (p), rows quoted in the
 * comments) and its parenting time formula (subsection (g)(2)(B)), with the arithmetic written out.
 * The tables come from scripts/child-support/ga-schedule.mjs run on the copy of the statute named
 * in that script; the sampled rows below are the ones printed on the statute's first and last table pages.
 */
import { describe, expect, it } from 'vitest';
import { GA_SCHEDULE, gaLowIncomeAmount, gaParentingTimeAdjustment, georgia } from '../../src/content/child-support/states/ga';
import { GA_BASIC, GA_LOW_INCOME } from '../../src/content/child-support/states/gaSchedule';
import { scheduleAmount } from '../../src/content/child-support/incomeShares';
import { inp, line } from './child-support-input';

describe('Georgia tables as printed in § 19-6-15', () => {
  it('table (o): 785 rows, every $50 from $800 to $40,000, no column ever going down', () => {
    expect(GA_BASIC.length).toBe(785);
    GA_BASIC.forEach((r, i) => {
      expect(r[0]).toBe(800 + 50 * i);
      if (i > 0) for (let c = 1; c <= 6; c++) expect(r[c]!).toBeGreaterThanOrEqual(GA_BASIC[i - 1]![c]!);
    });
  });
  it('table (o): sampled rows', () => {
    expect(GA_BASIC[0]).toEqual([800, 170, 259, 313, 349, 384, 417]);
    expect(GA_BASIC.find((r) => r[0] === 2000)).toEqual([2000, 390, 594, 719, 802, 882, 958]);
    expect(GA_BASIC.find((r) => r[0] === 39650)).toEqual([39650, 3201, 4706, 5488, 6130, 6743, 7330]);
    expect(GA_BASIC[784]).toEqual([40000, 3222, 4736, 5522, 6168, 6785, 7375]);
  });
  it('table (p): sampled rows, each column ending where the statute’s does', () => {
    expect(GA_LOW_INCOME[0]).toEqual([1550, 295, 372, 388, 403, 419, 434]);
    expect(GA_LOW_INCOME.find((r) => r[0] === 2450)).toEqual([2450, 467, 673, 765, 826, 884, 936]);
    expect(GA_LOW_INCOME.find((r) => r[0] === 2500)).toEqual([2500, null, 690, 786, 850, 910, 964]);
    expect(GA_LOW_INCOME[GA_LOW_INCOME.length - 1]).toEqual([3950, null, null, null, null, null, 1774]);
  });
  it('both ends of the table: below $800 the closest row is $800; above $40,000 the top row with the court’s note', () => {
    expect(scheduleAmount(GA_SCHEDULE, 500_00, 1)).toMatchObject({ amount: 170_00 });
    expect(scheduleAmount(GA_SCHEDULE, 40_000_00, 2)).toEqual({ amount: 4_736_00, how: 'Row $40,000.00, 2 children' });
    const above = scheduleAmount(GA_SCHEDULE, 40_000_01, 2);
    expect(above.amount).toBe(4_736_00);
    expect(above.note).toContain('above $40,000 a month');
  });
  it('the closest row: $6,024.99 reads $6,000, $6,025.00 reads $6,050', () => {
    expect(scheduleAmount(GA_SCHEDULE, 6_024_99, 1).amount).toBe(1_009_00);
    expect(scheduleAmount(GA_SCHEDULE, 6_025_00, 1).amount).toBe(1_014_00);
  });
});

describe('Georgia parenting time adjustment, § 19-6-15(g)(2)(B)', () => {
  it('no court-ordered days for the noncustodial parent: no adjustment', () => {
    expect(gaParentingTimeAdjustment({ ncpShare: 285_00, cpShare: 0, ncpDays: 0, cpDays: 365 })).toEqual({
      adjustment: 0,
      adjusted: 285_00,
    });
  });
  it('equal days and equal shares: the adjustment takes the whole share', () => {
    expect(gaParentingTimeAdjustment({ ncpShare: 500_00, cpShare: 500_00, ncpDays: 182, cpDays: 182 })).toEqual({
      adjustment: 500_00,
      adjusted: 0,
    });
  });
});

describe('Georgia worksheet', () => {
  it('the share line reads 60.0% / 40.0% for $6,000 and $4,000 (combined $10,000, once shown as 60.0000%)', () => {
    const r = georgia.compute(inp({ you: 6000, other: 4000, nightsYou: 80 }));
    expect(line(r.lines, 'Each parent’s share of combined income')).toBe('60.0% / 40.0%');
  });
  it('$4,000 (80 days) and $2,000 (285 days), one child → you pay $632.24', () => {
    // Combined $6,000 → row $6,000, one child: $1,009. Your share 2/3: $672.67; the other parent’s $336.33.
    // (i) 80^2.5 = 57,243.34; (ii) 285^2.5 = 1,371,235.82;
    // (vi) = (57,243.34 × 336.33 − 1,371,235.82 × 672.67) / 1,428,479.16 = −632.24;
    // adjustment = 672.67 − 632.24 = 40.43; your share after it 672.67 − 40.43 = 632.24.
    expect(Math.round(((80 ** 2.5 * 336.33 - 285 ** 2.5 * 672.67) / (80 ** 2.5 + 285 ** 2.5)) * 100)).toBe(-63224);
    const r = georgia.compute(inp({ you: 4000, other: 2000, nightsYou: 80 }));
    expect(line(r.lines, 'Basic child support obligation for 1 child')).toBe('$1,009.00');
    expect(line(r.lines, 'Each parent’s share of the basic obligation')).toBe('$672.67 / $336.33');
    expect(line(r.lines, 'Schedule C: parenting time adjustment')).toBe('$40.43');
    expect(r).toMatchObject({ payer: 'you', monthly: 632_24 });
  });

  it('183 / 182 days, you earn $5,000 and the other parent $3,000, two children → you (custodial) pay $209.48', () => {
    // Combined $8,000 → $1,723 for two children. You 5/8 = $1,076.88; the other parent (noncustodial, 182 days) $646.12.
    // (vi) = (182^2.5 × 1,076.88 − 183^2.5 × 646.12) / (182^2.5 + 183^2.5) = 209.48 (to the cent);
    // adjustment 646.12 + 209.48 = 855.60; the noncustodial share after it 646.12 − 855.60 = −209.48: the custodial parent pays.
    const r = georgia.compute(inp({ you: 5000, other: 3000, nightsYou: 183, nightsOther: 182, children: 2 }));
    expect(line(r.lines, 'Schedule C: parenting time adjustment')).toBe('$855.60');
    expect(r).toMatchObject({ payer: 'you', monthly: 209_48 });
  });

  it('insurance paid by the noncustodial parent and child care paid by the custodial parent', () => {
    // As the first case ($632.24), plus: insurance $120 paid by you: the other parent’s 1/3 ($40) is credited to you;
    // child care $300 paid by the other parent: your 2/3 ($200) is added. 632.24 − 40 + 200 = 792.24.
    const r = georgia.compute({
      ...inp({ you: 4000, other: 2000, nightsYou: 80, healthInsurance: 120, childCare: 300 }),
      healthInsurancePaidBy: 'you',
      childCarePaidBy: 'other',
    });
    expect(line(r.lines, 'Presumptive amount')).toBe('$792.24');
    expect(r).toMatchObject({ payer: 'you', monthly: 792_24 });
  });

  it('low income at or below $1,500: 19% of $1,400 = $266.00 instead of $285.00', () => {
    const r = georgia.compute(inp({ you: 1400, other: 0, nightsYou: 0 }));
    expect(r).toMatchObject({ payer: 'you', monthly: 266_00 });
    expect(gaLowIncomeAmount(1_500_00, 1)).toEqual({ amount: 285_00, how: '19% of income (at or below $1,500.00)' });
    expect(gaLowIncomeAmount(1_550_00, 1)).toEqual({ amount: 295_00, how: 'row $1,550.00' });
  });

  it('both sides of the top of the low-income column for one child ($2,450)', () => {
    // $2,449.99: table (o) row $2,450 gives $468; table (p) row $2,450 gives $467, the lesser.
    expect(georgia.compute(inp({ you: 2449.99, other: 0, nightsYou: 0 })).monthly).toBe(467_00);
    // $2,450.00 is not below the table's highest income: no adjustment, $468.
    expect(georgia.compute(inp({ you: 2450, other: 0, nightsYou: 0 })).monthly).toBe(468_00);
    expect(gaLowIncomeAmount(2_450_00, 1)).toBeNull();
  });

  it('equal time and equal income: the court names the noncustodial parent; the adjustment leaves nothing to pay', () => {
    const r = georgia.compute(inp({ you: 3000, other: 3000, nightsYou: 183, nightsOther: 183 }));
    expect(r).toMatchObject({ payer: null, monthly: 0 });
    expect(r.notes.join(' ')).toContain('the same overnights and the same income');
  });

  it('above $40,000 combined: the top row, with the court’s part said', () => {
    const r = georgia.compute(inp({ you: 30000, other: 15000, nightsYou: 0 }));
    expect(line(r.lines, 'Basic child support obligation for 1 child')).toBe('$3,222.00');
    expect(r.notes.join(' ')).toContain('above $40,000 a month');
    // Your 2/3 of $3,222 = $2,148.00, no parenting time.
    expect(r.monthly).toBe(2_148_00);
  });
});
