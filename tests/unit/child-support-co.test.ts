/**
 * Colorado, C.R.S. § 14-10-115 as amended by House Bill 25-1159 (in force March 1, 2026): the
 * schedule in (7)(b) and the parenting time table in (8)(h), every row checked against the act's
 * text kept in tests/fixtures/child-support/co-hb25-1159.txt; interpolation between rows; the
 * parenting time credit; costs shared by income; the low-income rules of (7)(a)(III)–(V) on both
 * sides of each threshold. Colorado publishes no worked examples with the act, so every amount
 * below is worked by hand from the tables, each line rounded to the cent (half up).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scheduleAmount } from '../../src/content/child-support/incomeShares';
import {
  CO_BASIC,
  CO_FULL_TIME,
  CO_RESERVE,
  coLowIncome,
  coParentingTimeCredit,
  colorado,
} from '../../src/content/child-support/states/co';
import { CO_SCHEDULE } from '../../src/content/child-support/states/coSchedule';
import { inp, line } from './child-support-input';

/**
 * The act's text lines (page, tab, line) as `scripts/child-support/pdf-lines.mjs <PDF> --struck` read
 * the enrolled PDF: words struck through (deleted from the law) are wrapped in [[ ]].
 */
const ACT = readFileSync(new URL('../fixtures/child-support/co-hb25-1159.txt', import.meta.url), 'utf8')
  .split('\n')
  .map((l) => l.slice(l.indexOf('\t') + 1).trim());

describe('Colorado tables (HB 25-1159)', () => {
  it('every schedule row is a line of (7)(b) in the act: 800 rows, $50 to $40,000', () => {
    const start = ACT.indexOf('(b) SCHEDULE OF BASIC CHILD SUPPORT OBLIGATIONS:');
    const end = ACT.findIndex((l) => l.startsWith('(8) Computation of basic child support'));
    const printed = new Set(ACT.slice(start, end));
    expect(CO_SCHEDULE.rows).toHaveLength(800);
    const missing = CO_SCHEDULE.rows.filter((r) => !printed.has(r.join(' ')));
    expect(missing).toEqual([]);
    expect(CO_SCHEDULE.rows[0]).toEqual([50, 11, 17, 20, 23, 25, 27]);
    expect(CO_SCHEDULE.rows[799]).toEqual([40000, 3398, 4992, 5817, 6498, 7148, 7769]);
  });
  it.each([
    [10000, 1350, 2001, 2352, 2628, 2890, 3142],
    [4000, 762, 1161, 1403, 1567, 1724, 1874],
    [650, 140, 213, 257, 287, 316, 343],
  ])('row %i as printed', (income, ...amounts) => {
    expect(CO_SCHEDULE.rows.find((r) => r[0] === income)).toEqual([income, ...amounts]);
  });
  it('every parenting time credit is printed in (8)(h): 0 to 365 and 182.5', () => {
    const start = ACT.indexOf('(h) PARENTING TIME TABLE:');
    const text = ACT.slice(start, start + 100).join(' ');
    expect(CO_SCHEDULE.credit).toHaveLength(367);
    for (const [n, bp] of CO_SCHEDULE.credit) {
      expect(text).toContain(` ${n} ${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}%`);
    }
    expect([0, 73, 92, 182, 183, 292, 365].map(coParentingTimeCredit)).toEqual([0, 887, 1319, 4975, 5025, 9113, 10000]);
  });
  it('between rows it interpolates; $40,000 is the top row, above it the top row with the judge’s note', () => {
    const read = (cents: number, kids: number) => scheduleAmount(CO_BASIC, cents, kids).amount;
    // $1,350 + ($1,355 − $1,350) × 25 / 50 = $1,352.50
    expect(read(10_025_00, 1)).toBe(1_352_50);
    expect(read(10_000_00, 1)).toBe(1_350_00);
    expect(read(40_000_00, 2)).toBe(4_992_00);
    expect(scheduleAmount(CO_BASIC, 40_000_01, 1)).toMatchObject({
      amount: 3_398_00,
      note: expect.stringContaining('(7)(a)(VII)'),
    });
    expect(read(10_000_00, 7)).toBe(3_142_00);
  });
  it('self-support reserve $15.16 × 29 × 50 ÷ 12 = $1,831.83; full-time minimum wage $15.16 × 40 × 52 ÷ 12 = $2,627.73', () => {
    expect(CO_RESERVE).toBe(1_831_83);
    expect(CO_FULL_TIME).toBe(2_627_73);
  });
  it('low-income bands on both sides of $650 and of the reserve', () => {
    expect(coLowIncome(650_00, 1)?.band).toBe('minimum');
    expect(coLowIncome(650_01, 1)?.band).toBe('reduced');
    expect(coLowIncome(1_831_83, 1)?.band).toBe('reduced');
    expect(coLowIncome(1_831_84, 1)?.band).toBe('reserve');
    expect(coLowIncome(2_627_73, 1)?.cap).toBe(525_55);
    expect(coLowIncome(2_627_74, 1)?.cap).toBeNull();
  });
});

describe('Colorado: the act as it now reads (struck-through words left out)', () => {
  const NOW = ACT.map((l) => l.replace(/\[\[.*?\]\]/g, ' '))
    .join(' ')
    .replace(/\s+/g, ' ');
  it.each([
    'takes effect on March 1, 2026',
    'MULTIPLIED BY TWENTY-NINE HOURS PER WEEK, MULTIPLIED BY FIFTY WEEKS PER YEAR, DIVIDED BY TWELVE MONTHS',
    'MUST be interpolated',
    'IS LESS THAN OR EQUAL TO SIX HUNDRED FIFTY DOLLARS',
    'THE MINIMUM ORDER AMOUNT IS TEN DOLLARS PER MONTH',
    'REDUCED TO fifty dollars per month for one child, seventy dollars per month for two children, ninety dollars per month for three children, one hundred ten dollars per month for four children, one hundred thirty dollars per month for five children, and one hundred fifty dollars per month for six or more',
    'capped at TEN percent of the obligor',
    'EIGHTY PERCENT OF THE DIFFERENCE FOR ONE CHILD, EIGHTY-FIVE PERCENT OF THE DIFFERENCE FOR TWO CHILDREN, EIGHTY-NINE PERCENT OF THE DIFFERENCE FOR THREE CHILDREN, NINETY-TWO PERCENT OF THE DIFFERENCE FOR FOUR CHILDREN, NINETY-FOUR PERCENT OF THE DIFFERENCE FOR FIVE CHILDREN, AND NINETY-FIVE PERCENT OF THE DIFFERENCE FOR SIX OR MORE CHILDREN',
    "MUST NOT EXCEED TWENTY PERCENT OF THE OBLIGOR'S ADJUSTED GROSS INCOME",
    "THE PARENTING TIME CREDIT IS THE TOTAL BASIC CHILD SUPPORT OBLIGATION MULTIPLIED BY THAT PARENT'S PARENTING TIME CREDIT PERCENTAGE",
    "THE SHARED PARENTING ADJUSTMENT IS DEDUCTED FROM EACH PARENT'S SHARE OF THE BASIC CHILD SUPPORT OBLIGATION",
  ])('in force: %s', (phrase) => {
    expect(NOW).toContain(phrase);
  });
  it.each(['(1.50)', 'more than ninety-two overnights each year'])('struck out: %s', (phrase) => {
    expect(ACT.join(' ')).toContain(phrase.slice(0, 6));
    expect(NOW).not.toContain(phrase);
  });
});

describe('Colorado worksheet', () => {
  it('$6,000 and $4,000, one child, you 0 overnights: $1,350 × 60% = $810.00', () => {
    const r = colorado.compute(inp({ you: 6000, other: 4000, nightsYou: 0 }));
    expect(line(r.lines, 'Combined')).toBe('$10,000.00');
    expect(line(r.lines, 'Percentage share')).toBe('60.0% / 40.0%');
    expect(line(r.lines, 'Basic child support')).toBe('$1,350.00');
    expect(r).toMatchObject({ payer: 'you', monthly: 810_00 });
  });
  it('73 overnights: credit $1,350 × 8.87% = $119.75, so $810.00 − $119.75 = $690.25', () => {
    const r = colorado.compute(inp({ you: 6000, other: 4000, nightsYou: 73 }));
    // The other parent: $540.00 − $1,350 × 91.13% ($1,230.26) is below zero, so $0.
    expect(line(r.lines, 'Parenting time credit')).toBe('$119.75 / $1,230.26');
    expect(line(r.lines, 'Share of the basic obligation minus the credit')).toBe('$690.25 / $0.00');
    expect(r).toMatchObject({ payer: 'you', monthly: 690_25 });
  });
  it('between rows: $6,025 and $4,000 → $1,352.50 × 6,025 / 10,025 = $812.85', () => {
    expect(colorado.compute(inp({ you: 6025, other: 4000, nightsYou: 0 })).monthly).toBe(812_85);
  });
  it('equal incomes, 183 / 182 overnights, two children: $1,000.50 − $995.50 = $5.00 paid by the other parent', () => {
    // Basic $2,001; your credit $2,001 × 50.25% = $1,005.50 (more than your $1,000.50 share, so $0).
    const r = colorado.compute(inp({ you: 5000, other: 5000, nightsYou: 183, children: 2 }));
    expect(r).toMatchObject({ payer: 'other', monthly: 5_00 });
  });
  it('child care $500 paid by the other parent: $690.25 + 60% × $500 = $990.25', () => {
    const r = colorado.compute(inp({ you: 6000, other: 4000, nightsYou: 73, childCare: 500 }));
    expect(r).toMatchObject({ payer: 'you', monthly: 990_25 });
  });
  it('insurance $200 paid by you: $690.25 − the other parent’s 40% ($80.00) = $610.25', () => {
    const r = colorado.compute(
      inp({ you: 6000, other: 4000, nightsYou: 73, healthInsurance: 200, healthInsurancePaidBy: 'you' }),
    );
    expect(line(r.lines, 'Total for each parent')).toBe('$690.25 / $80.00 → $610.25');
    expect(r).toMatchObject({ payer: 'you', monthly: 610_25 });
  });
});

describe('Colorado low-income rules (§ 14-10-115(7)(a)(III)–(V))', () => {
  it('$650.00: the $10 minimum order instead of $762 × 650 / 4,000 = $123.83', () => {
    expect(colorado.compute(inp({ you: 650, other: 3350, nightsYou: 0 }))).toMatchObject({ payer: 'you', monthly: 10_00 });
  });
  it('$650.01: the reduced amount, $50 for one child (under 10% of income, $65.00)', () => {
    expect(colorado.compute(inp({ you: 650.01, other: 3349.99, nightsYou: 0 }))).toMatchObject({ payer: 'you', monthly: 50_00 });
  });
  it('shared time below $10 keeps the smaller amount: $126.50 − $253 × 48.74% ($123.31) = $3.19', () => {
    // $600 each, basic $253 for $1,200; you 180 overnights, the other parent 185 (credit $129.69 > $126.50, so $0).
    expect(colorado.compute(inp({ you: 600, other: 600, nightsYou: 180 }))).toMatchObject({ payer: 'you', monthly: 3_19 });
  });
  it('$2,400, one child: 80% × ($2,400 − $1,831.83) = $454.54, less than the $457.20 share, and under 20% ($480.00)', () => {
    expect(colorado.compute(inp({ you: 2400, other: 1600, nightsYou: 0 }))).toMatchObject({ payer: 'you', monthly: 454_54 });
  });
  it('$2,400, two children: 85% × $568.17 = $482.94, capped at 20% of income, $480.00', () => {
    expect(colorado.compute(inp({ you: 2400, other: 1600, nightsYou: 0, children: 2 }))).toMatchObject({
      payer: 'you',
      monthly: 480_00,
    });
  });
  it('$2,400 with 73 overnights and $500 child care: $457.20 − $67.59 + $300.00 = $689.61, capped at 20% ($480.00)', () => {
    // Basic $762; credit $762 × 8.87% = $67.59; the basic part $389.61 is under 80% × $568.17 = $454.54, so it stays.
    const r = colorado.compute(inp({ you: 2400, other: 1600, nightsYou: 73, childCare: 500 }));
    expect(line(r.lines, 'Not more than 20%')).toBe('$480.00');
    expect(r).toMatchObject({ payer: 'you', monthly: 480_00 });
  });
  it('full-time minimum wage income: $2,627.73 is capped at 20% ($525.55); $2,627.74 is not ($676.52)', () => {
    // Two children, basic $1,161; 85% × ($2,627.73 − $1,831.83) = $676.52 (85% × $795.91 = $676.52 one cent higher up).
    expect(colorado.compute(inp({ you: 2627.73, other: 1372.27, nightsYou: 0, children: 2 })).monthly).toBe(525_55);
    expect(colorado.compute(inp({ you: 2627.74, other: 1372.26, nightsYou: 0, children: 2 })).monthly).toBe(676_52);
  });
  it('below the table’s first row ($50 combined): no schedule amount, the $10 minimum order', () => {
    const r = colorado.compute(inp({ you: 20, other: 20, nightsYou: 0 }));
    expect(r.notes.join(' ')).toContain('below $50 a month');
    expect(r).toMatchObject({ payer: 'you', monthly: 10_00 });
  });
  it('above $40,000 combined: the top row as the floor, with the judge’s note; 7 children use the 6-or-more column', () => {
    // $30,000 and $15,000: top row $7,769 for 6 or more × 2/3 = $5,179.33.
    const r = colorado.compute(inp({ you: 30000, other: 15000, nightsYou: 0, children: 7 }));
    expect(r.notes.join(' ')).toContain('(7)(a)(VII)');
    expect(r).toMatchObject({ payer: 'you', monthly: 5_179_33 });
  });
  it('the other parent’s income does not lower the minimum order: $600 with a $20,000 earner still pays $10', () => {
    expect(colorado.compute(inp({ you: 600, other: 20000, nightsYou: 0 }))).toMatchObject({ payer: 'you', monthly: 10_00 });
  });
});
