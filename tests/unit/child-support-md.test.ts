/**
 * Maryland, Code, Family Law § 12-204: the schedule in (e) (rows checked against the statute text),
 * the next-higher-row rule in (c), Worksheet A (primary custody) and Worksheet B (shared custody from
 * 92 overnights, with the (m)(2)(ii) adjustment for 92 to 109 and the (m)(5) limit). Every amount
 * below is worked by hand from the schedule; each line is rounded to the cent.
 */
import { describe, expect, it } from 'vitest';
import { scheduleAmount } from '../../src/content/child-support/incomeShares';
import { MD_BASIC, maryland, mdReserveMarked, mdSharedAdjustment } from '../../src/content/child-support/states/md';
import { MD_SCHEDULE } from '../../src/content/child-support/states/mdSchedule';
import { inp, line } from './child-support-input';

describe('Maryland schedule (§ 12-204(e))', () => {
  it('has the statute’s 577 rows: $0–1,200, then every $50 to $30,000', () => {
    expect(MD_SCHEDULE.rows).toHaveLength(577);
    expect(MD_SCHEDULE.rows[0]![0]).toBe(1200);
    expect(MD_SCHEDULE.rows[1]![0]).toBe(1250);
    expect(MD_SCHEDULE.rows[576]![0]).toBe(30000);
  });
  it.each([
    // [income, 1 … 6 or more children, asterisk mask] as printed in § 12-204(e)
    [1200, 50, 55, 57, 58, 59, 60, 0b111111],
    [1650, 339, 379, 389, 394, 399, 404, 0b111110],
    [1900, 385, 565, 581, 589, 596, 604, 0b111100],
    [5000, 924, 1356, 1639, 1831, 2014, 2189, 0],
    [10000, 1345, 1881, 2257, 2521, 2773, 3014, 0],
    [12000, 1671, 2335, 2736, 3056, 3361, 3654, 0],
    [30000, 3163, 4596, 5256, 5871, 6458, 7020, 0],
  ])('row %i matches the statute', (income, ...rest) => {
    expect(MD_SCHEDULE.rows.find((r) => r[0] === income)).toEqual([income, ...rest]);
  });
  it('between rows it takes the next higher row (§ 12-204(c)); the $0–1,200 row; above $30,000 the top row', () => {
    const read = (cents: number, kids: number) => scheduleAmount(MD_BASIC, cents, kids).amount;
    expect(read(10_000_00, 1)).toBe(1_345_00);
    expect(read(10_000_01, 1)).toBe(1_353_00);
    expect(read(0, 2)).toBe(55_00);
    expect(read(1_200_00, 1)).toBe(50_00);
    expect(read(1_200_01, 1)).toBe(74_00);
    expect(read(30_000_00, 7)).toBe(7_020_00);
    expect(scheduleAmount(MD_BASIC, 30_000_01, 1)).toMatchObject({
      amount: 3_163_00,
      note: expect.stringContaining('§ 12-204(d)'),
    });
  });
  it('the asterisks: every column at $1,200, none at $5,000, two children but not one at $1,650', () => {
    expect(mdReserveMarked(0, 2)).toBe(true);
    expect(mdReserveMarked(1_650_00, 1)).toBe(false);
    expect(mdReserveMarked(1_650_00, 2)).toBe(true);
    expect(mdReserveMarked(5_000_00, 6)).toBe(false);
  });
  it('shared custody adjustment: 0.10 for 92–94, 0.08 for 95–98, 0.06 for 99–102, 0.04 for 103–105, 0.02 for 106–109', () => {
    expect([91, 92, 94, 95, 98, 99, 102, 103, 105, 106, 109, 110].map(mdSharedAdjustment)).toEqual([
      0, 10, 10, 8, 8, 6, 6, 4, 4, 2, 2, 0,
    ]);
  });
});

describe('Maryland Worksheet A (primary physical custody)', () => {
  it('$6,000 and $4,000, one child: $1,345 × 60% = $807.00', () => {
    const r = maryland.compute(inp({ you: 6000, other: 4000, nightsYou: 80 }));
    expect(line(r.lines, '2. Combined')).toBe('$10,000.00');
    expect(line(r.lines, '3. Percentage share')).toBe('60.0% / 40.0%');
    expect(line(r.lines, '4. Basic')).toBe('$1,345.00');
    expect(r).toMatchObject({ payer: 'you', monthly: 807_00, method: 'Primary physical custody (Worksheet A)' });
  });
  it('$0.50 over a row uses the next row: $1,353 × 6,000.50 / 10,000.50 = $811.83', () => {
    expect(maryland.compute(inp({ you: 6000.5, other: 4000, nightsYou: 80 })).monthly).toBe(811_83);
  });
  it('child care $500 and insurance $100, paid by the other parent: ($1,345 + $600) × 60% = $1,167.00', () => {
    const r = maryland.compute(inp({ you: 6000, other: 4000, nightsYou: 80, childCare: 500, healthInsurance: 100 }));
    expect(line(r.lines, '5. Total')).toBe('$1,945.00');
    expect(r).toMatchObject({ payer: 'you', monthly: 1_167_00 });
  });
  it('insurance $200 paid by you, the paying parent: ($1,345 + $200) × 60% = $927.00, minus $200 = $727.00', () => {
    const r = maryland.compute(
      inp({ you: 6000, other: 4000, nightsYou: 80, healthInsurance: 200, healthInsurancePaidBy: 'you' }),
    );
    expect(line(r.lines, '7. Costs you pay directly')).toBe('$200.00');
    expect(r).toMatchObject({ payer: 'you', monthly: 727_00 });
  });
  it('extraordinary medical $100 a month, paid by the other parent: ($1,345 + $100) × 60% = $867.00', () => {
    const r = maryland.compute(inp({ you: 6000, other: 4000, nightsYou: 80, extraordinaryMedical: 100 }));
    expect(line(r.lines, '4c. Extraordinary medical')).toBe('$100.00');
    expect(r.monthly).toBe(867_00);
  });
  it('direct payments above the share: the other parent pays back ($3,345 × 10% = 334.50 − 2,000 → $1,665.50)', () => {
    const r = maryland.compute(inp({ you: 1000, other: 9000, nightsYou: 80, childCare: 2000, childCarePaidBy: 'you' }));
    expect(r).toMatchObject({ payer: 'other', monthly: 1_665_50 });
    expect(r.notes.join(' ')).toContain('pays back the difference');
  });
  it('low income: the $0–1,200 row, two children, $55 × 70% = $38.50, with the self-support reserve note', () => {
    const r = maryland.compute(inp({ you: 700, other: 300, nightsYou: 60, children: 2 }));
    expect(r.monthly).toBe(38_50);
    expect(r.notes.join(' ')).toContain('self-support reserve');
  });
  it('above $30,000: the top row, $3,163 × 25/35 = $2,259.29, and says the court decides', () => {
    const r = maryland.compute(inp({ you: 25000, other: 10000, nightsYou: 60 }));
    expect(r.monthly).toBe(2_259_29);
    expect(r.notes.join(' ')).toContain('above $30,000');
  });
  it('91 overnights: still Worksheet A, $807.00, with the threshold note', () => {
    const r = maryland.compute(inp({ you: 6000, other: 4000, nightsYou: 91 }));
    expect(r).toMatchObject({ payer: 'you', monthly: 807_00 });
    expect(r.notes.join(' ')).toContain('91 overnights, 1 short of the 92-overnight (25%) threshold');
  });
});

describe('Maryland Worksheet B (shared physical custody)', () => {
  // Basic $1,345 × 1.5 = $2,017.50; shares 60/40: $1,210.50 and $807.00.
  it('92 overnights: 1,210.50 × 273/365 = 905.39, + 10% = 995.93; 807 × 92/365 = 203.41; owes $792.52', () => {
    const r = maryland.compute(inp({ you: 6000, other: 4000, nightsYou: 92 }));
    expect(line(r.lines, '5. Adjusted')).toBe('$2,017.50');
    expect(line(r.lines, '8.')).toBe('$1,210.50 / $807.00');
    expect(line(r.lines, '9.')).toBe('$905.39 / $203.41');
    expect(line(r.lines, '10–11.')).toBe('$90.54 → $995.93');
    expect(r).toMatchObject({ payer: 'you', monthly: 792_52, method: 'Shared physical custody (Worksheet B)' });
  });
  it('95 overnights: 895.44 + 8% (71.64) − 210.04 = $757.04', () => {
    expect(maryland.compute(inp({ you: 6000, other: 4000, nightsYou: 95 })).monthly).toBe(757_04);
  });
  it('109 overnights: 849.01 + 2% (16.98) − 240.99 = $625.00', () => {
    expect(maryland.compute(inp({ you: 6000, other: 4000, nightsYou: 109 })).monthly).toBe(625_00);
  });
  it('110 overnights: no adjustment, 845.69 − 243.21 = $602.48', () => {
    const r = maryland.compute(inp({ you: 6000, other: 4000, nightsYou: 110 }));
    expect(r.lines.some((l) => l.label.startsWith('10–11.'))).toBe(false);
    expect(r.monthly).toBe(602_48);
  });
  it('child care $300 paid by the other parent (more overnights): 713.03 − 331.64 + 60% of 300 = $561.39', () => {
    const r = maryland.compute(inp({ you: 6000, other: 4000, nightsYou: 150, childCare: 300 }));
    expect(line(r.lines, '13a–14.')).toBe('$180.00');
    expect(r).toMatchObject({ payer: 'you', monthly: 561_39 });
  });
  it('the higher earner with more time pays: $3,000 / $9,000, 200 of 365 with you → the other parent pays $746.80', () => {
    // $12,000 row: 1,671 × 1.5 = 2,506.50; 626.63 × 165/365 = 283.27; 1,879.88 × 200/365 = 1,030.07.
    expect(maryland.compute(inp({ you: 3000, other: 9000, nightsYou: 200 }))).toMatchObject({
      payer: 'other',
      monthly: 746_80,
    });
  });
  // 2,017.50 × 273/365 = 1,508.98; + 10% (150.90) = 1,659.88; Worksheet A: 1,345 × 100% = 1,345.00.
  it('never more than Worksheet A (§ 12-204(m)(5)): $10,000 and $0 at 92 overnights → $1,345.00, not $1,659.88', () => {
    const r = maryland.compute(inp({ you: 10000, other: 0, nightsYou: 92 }));
    expect(line(r.lines, '12.')).toBe('$1,659.88');
    expect(r).toMatchObject({ payer: 'you', monthly: 1_345_00 });
  });
});
