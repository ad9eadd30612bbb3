/**
 * Nevada NAC 425.140 tiers ($6,000 / $10,000) and NAC 425.115 joint physical custody (each parent 40%,
 * 146 of 365 overnights, offset). Tier percentages checked 2026-11-24 at
 * https://regulations.justia.com/states/nevada/chapter-425/guidelines-for-support-of-children/section-425-140/
 * ("Current through February 27, 2024"); the 40% rule at https://www.garyhuntsmanlaw.com/blog/how-is-child-support-determined-when-parties-have-joint-custody-of-the-children
 */
import { describe, expect, it } from 'vitest';
import { nevada, nvObligation, nvTierPercents } from '../../src/content/child-support/states/nv';
import { inp } from './child-support-input';

describe('Nevada guideline', () => {
  it('tier percentages for 1 to 5 children', () => {
    expect([1, 2, 3, 4, 5].map(nvTierPercents)).toEqual([
      [1600, 800, 400],
      [2200, 1100, 600],
      [2600, 1300, 600],
      [2800, 1400, 700],
      [3000, 1500, 750],
    ]);
  });
  it('one child, $5,000: 16% = $800.00', () => expect(nvObligation(5_000_00, 1).amount).toBe(800_00));
  it('one child, $12,000: 960 + 320 + 80 = $1,360.00', () => expect(nvObligation(12_000_00, 1).amount).toBe(1_360_00));
  it('two children, $8,000: 1,320 + 220 = $1,540.00', () => expect(nvObligation(8_000_00, 2).amount).toBe(1_540_00));
  it('three children, $11,000: 1,560 + 520 + 60 = $2,140.00', () => expect(nvObligation(11_000_00, 3).amount).toBe(2_140_00));
  it('four children, exactly $10,000: 1,680 + 560 = $2,240.00', () => expect(nvObligation(10_000_00, 4).amount).toBe(2_240_00));
  it('five children, $12,000: 1,800 + 600 + 150 = $2,550.00', () => expect(nvObligation(12_000_00, 5).amount).toBe(2_550_00));

  it('146 overnights each side at least: joint custody offset 960 − 480 = $480.00', () => {
    const r = nevada.compute(inp({ you: 6000, other: 3000, nightsYou: 146 }));
    expect(r).toMatchObject({ payer: 'you', monthly: 480_00, method: 'Joint physical custody offset' });
    expect(r.notes.join(' ')).toContain('exactly at the 146-overnight (40%) threshold');
  });
  it('145 overnights: primary custody, you pay the full $960.00, with the threshold note', () => {
    const r = nevada.compute(inp({ you: 6000, other: 3000, nightsYou: 145 }));
    expect(r).toMatchObject({ payer: 'you', monthly: 960_00, method: 'Tiered percentages' });
    expect(r.notes.join(' ')).toContain('145 overnights, 1 short of the 146-overnight (40%) threshold');
  });
  it('joint custody where the other parent earns more: they pay the difference', () => {
    const r = nevada.compute(inp({ you: 2000, other: 7000, nightsYou: 200, children: 2 }));
    // 1,320 + 110 = 1,430 against 440.
    expect(r).toMatchObject({ payer: 'other', monthly: 990_00 });
  });
  it('joint custody with equal incomes: nobody pays', () => {
    expect(nevada.compute(inp({ you: 4000, other: 4000, nightsYou: 183, nightsOther: 182 }))).toMatchObject({
      payer: null,
      monthly: 0,
    });
  });
});
