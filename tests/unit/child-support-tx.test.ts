/**
 * Texas Family Code § 154.125. Percentages (b) and the $11,700 cap (Texas Register, August 15, 2025,
 * effective September 1, 2025), checked 2026-11-24 at
 * https://casetext.com/statute/texas-codes/family-code/.../section-154125-application-of-guidelines-to-net-resources
 * and https://www.dentonfamilyattorneys.com/?p=19511 ("apply to the first $11,700 ... up from $9,200").
 * Low-income (c) applies under $1,000 of net resources.
 */
import { describe, expect, it } from 'vitest';
import { FIGURES, texas, txPercent } from '../../src/content/child-support/states/tx';
import { inp, line } from './child-support-input';

describe('Texas guideline', () => {
  it('uses the published cap and percentages', () => {
    expect(FIGURES.netResourcesCap).toBe(11_700_00);
    expect([1, 2, 3, 4, 5, 6].map((n) => txPercent(n, false))).toEqual([2000, 2500, 3000, 3500, 4000, 4000]);
  });
  it('two children, $5,000 net: 25% = $1,250.00 paid by you', () => {
    const r = texas.compute(inp({ you: 5000, other: 2000, nightsYou: 80, children: 2 }));
    expect(r).toMatchObject({ payer: 'you', monthly: 1_250_00 });
  });
  it('above the cap: $15,000 net counts as $11,700 → $2,340.00, with the § 154.126 note', () => {
    const r = texas.compute(inp({ you: 15000, other: 0, nightsYou: 80 }));
    expect(r.monthly).toBe(2_340_00);
    expect(line(r.lines, 'Net resources up to the cap')).toBe('$11,700.00');
    expect(r.notes.join(' ')).toContain('§ 154.126');
  });
  it('exactly at the cap, three children: $3,510.00', () => {
    expect(texas.compute(inp({ you: 11700, other: 0, nightsYou: 80, children: 3 })).monthly).toBe(3_510_00);
  });
  it('one cent under $1,000 uses the low-income 15%: $999.99 → $150.00', () => {
    const r = texas.compute(inp({ you: 999.99, other: 0, nightsYou: 80 }));
    expect(r.monthly).toBe(150_00);
    expect(r.method).toBe('Low-income percentage schedule');
  });
  it('at $1,000 the regular 20% applies: $200.00', () => {
    expect(texas.compute(inp({ you: 1000, other: 0, nightsYou: 80 })).monthly).toBe(200_00);
  });
  it('six children: not less than for five, 40% of $4,000 = $1,600.00', () => {
    expect(texas.compute(inp({ you: 4000, other: 0, nightsYou: 80, children: 6 })).monthly).toBe(1_600_00);
  });
  it('five children at $800 net: low-income 35% = $280.00', () => {
    expect(texas.compute(inp({ you: 800, other: 0, nightsYou: 80, children: 5 })).monthly).toBe(280_00);
  });
  it('the other parent pays from their own net resources when they have fewer overnights', () => {
    const r = texas.compute(inp({ you: 9000, other: 3000, nightsYou: 285, children: 4 }));
    expect(r).toMatchObject({ payer: 'other', monthly: 1_050_00 });
  });
  it('equal time: the higher earner pays, with a note', () => {
    const r = texas.compute(inp({ you: 2000, other: 3000, nightsYou: 183, nightsOther: 183 }));
    expect(r).toMatchObject({ payer: 'other', monthly: 600_00 });
    expect(r.notes[0]).toContain('same number of overnights');
  });
  it('no income: nothing to pay', () => {
    expect(texas.compute(inp({ you: 0, other: 0, nightsYou: 80 }))).toMatchObject({ payer: null, monthly: 0 });
  });
});
