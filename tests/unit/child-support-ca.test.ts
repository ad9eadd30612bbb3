/**
 * California Family Code § 4055 as amended by SB 343 (effective September 1, 2024). The K example is
 * the statute's own: "if H% equals 20 percent and the total monthly net disposable income of the parents
 * is $1,000, K = (1 + 0.20) × (0.165 + 1,000/82,857), or 0.21" and the same for H% = 80%.
 * Text checked 2026-11-24 at https://lexace.ai/us/statute/california/fam-4055 (official:
 * https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?sectionNum=4055.&lawCode=FAM).
 */
import { describe, expect, it } from 'vitest';
import { caFraction, caK, caMultiplier, california } from '../../src/content/child-support/states/ca';
import { inp, line } from './child-support-input';

describe('California guideline', () => {
  it('statute example: H% 20% or 80% with TN $1,000 gives K = 0.21', () => {
    expect(caK(1000, 0.2).toFixed(2)).toBe('0.21');
    expect(caK(1000, 0.8).toFixed(2)).toBe('0.21');
    expect(caK(1000, 0.2)).toBeCloseTo(0.212483, 6);
  });

  it('band edges: $2,900, $5,000, $10,000, $15,000', () => {
    expect(caFraction(2900).value).toBeCloseTo(0.165 + 2900 / 82857, 12);
    expect(caFraction(2901).value).toBeCloseTo(0.131 + 2901 / 42149, 12);
    expect(caFraction(5000).value).toBeCloseTo(0.131 + 5000 / 42149, 12);
    expect(caFraction(5001).value).toBe(0.25);
    expect(caFraction(10000).value).toBe(0.25);
    expect(caFraction(15000).value).toBeCloseTo(0.1 + 1499 / 15000, 12);
    expect(caFraction(15001).value).toBeCloseTo(0.12 + 1200 / 15001, 12);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map(caMultiplier)).toEqual([
      1, 1.6, 2, 2.3, 2.5, 2.625, 2.75, 2.813, 2.844, 2.86, 2.86,
    ]);
  });

  it('$6,000 and $2,000 net, you 20% of the time: K 0.3 × 4,400 = $1,320.00', () => {
    const r = california.compute(inp({ you: 6000, other: 2000, nightsYou: 73 }));
    expect(r).toMatchObject({ payer: 'you', monthly: 1_320_00 });
    expect(line(r.lines, 'K =')).toBe('0.3000');
    expect(line(r.lines, 'H%')).toBe('20.00%');
  });

  it('two children × 1.6 = $2,112.00; ten children × 2.86 = $3,775.20', () => {
    expect(california.compute(inp({ you: 6000, other: 2000, nightsYou: 73, children: 2 })).monthly).toBe(2_112_00);
    expect(california.compute(inp({ you: 6000, other: 2000, nightsYou: 73, children: 10 })).monthly).toBe(3_775_20);
  });

  it('TN $12,000 band: 1.2 × (0.10 + 1,499/12,000) × 6,600 = $1,781.34', () => {
    expect(california.compute(inp({ you: 9000, other: 3000, nightsYou: 73 })).monthly).toBe(1_781_34);
  });

  it('TN $20,000 band: 1.2 × 0.18 × 11,000 = $2,376.00', () => {
    expect(california.compute(inp({ you: 15000, other: 5000, nightsYou: 73 })).monthly).toBe(2_376_00);
  });

  it('TN $2,000 band: $249.66, with the low-income adjustment note', () => {
    const r = california.compute(inp({ you: 1500, other: 500, nightsYou: 73 }));
    expect(r.monthly).toBe(249_66);
    expect(r.notes.join(' ')).toContain('low-income adjustment');
  });

  it('TN $4,000 band: $596.38', () => {
    expect(california.compute(inp({ you: 3000, other: 1000, nightsYou: 73 })).monthly).toBe(596_38);
  });

  it('negative result: the higher earner has 80% of the time, so the other parent pays you $120.00', () => {
    const r = california.compute(inp({ you: 6000, other: 2000, nightsYou: 292 }));
    expect(r).toMatchObject({ payer: 'other', monthly: 120_00 });
  });

  it('exactly 50% time (183 of 366): K = 1.5 × 0.25 → $750.00', () => {
    expect(california.compute(inp({ you: 6000, other: 2000, nightsYou: 183, nightsOther: 183 })).monthly).toBe(750_00);
  });

  it('child care is shared by net income: + 75% of $1,000', () => {
    expect(california.compute(inp({ you: 6000, other: 2000, nightsYou: 73, childCare: 1000 })).monthly).toBe(2_070_00);
  });
});
