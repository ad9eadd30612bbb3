/**
 * New York CSSA. Hand-worked cases (arithmetic in each comment) following DRL § 240(1-b):
 * FICA and NYC/Yonkers tax off gross, combined income up to the $193,000 cap (March 1, 2026),
 * 17/25/29/31/35%, pro-rata share, self-support reserve $21,128 and poverty $15,650 (March 1, 2025).
 * Sources checked 2026-11-24: https://www.nysenate.gov/legislation/laws/DOM/240 (percentages, reserve rule);
 * cap reported at https://observed.org/child-support-guidelines-in-new-york/ and
 * https://gilmerlegal.com/new-york-2026-child-support-maintenance-cap/ ("increased to $193,000").
 */
import { describe, expect, it } from 'vitest';
import { FIGURES, newYork, nyFica, nyPercent } from '../../src/content/child-support/states/ny';
import { inp, line } from './child-support-input';

describe('New York figures', () => {
  it('uses the published percentages, cap and reserve', () => {
    expect([1, 2, 3, 4, 5, 6].map(nyPercent)).toEqual([1700, 2500, 2900, 3100, 3500, 3500]);
    expect(FIGURES.combinedIncomeCap).toBe(193_000_00);
    expect(FIGURES.selfSupportReserve).toBe(21_128_00);
    expect(FIGURES.povertyGuideline).toBe(15_650_00);
  });
  it('FICA: 7.65% below the wage base; Social Security stops at $184,500; 0.9% more above $200,000', () => {
    expect(nyFica(60_000_00)).toBe(4_590_00);
    // 11,439 + 3,480 + 360
    expect(nyFica(240_000_00)).toBe(15_279_00);
  });
});

describe('New York guideline', () => {
  it('one child, you have fewer overnights: 60,000 and 36,000 gross → $784.98 a month', () => {
    // Adjusted 55,410 and 33,246; combined 88,656; × 17% = 15,071.52; your share 62.5% = 9,419.70 a year.
    const r = newYork.compute(inp({ you: 5000, other: 3000, nightsYou: 100 }));
    expect(r.payer).toBe('you');
    expect(r.monthly).toBe(784_98);
    expect(line(r.lines, 'Combined parental income')).toBe('$88,656.00');
    expect(line(r.lines, '× 17% for 1 child')).toBe('$15,071.52');
    expect(line(r.lines, 'Your share of combined income')).toBe('62.5%');
  });

  it('child care and health insurance are shared by income: + $500.00 + $125.00', () => {
    const r = newYork.compute(inp({ you: 5000, other: 3000, nightsYou: 100, childCare: 800, healthInsurance: 200 }));
    expect(r.monthly).toBe(1_409_98);
  });

  it('New York City tax comes off your income: $200 a month → $750.98', () => {
    // Adjusted 53,010 and 33,246; combined 86,256; × 17% = 14,663.52; × 53,010/86,256 = 9,011.70.
    const r = newYork.compute(inp({ you: 5000, other: 3000, nightsYou: 100, youLocalTax: 200 }));
    expect(r.monthly).toBe(750_98);
  });

  it('caps combined income at $193,000 and says what the whole income would give', () => {
    // Adjusted 224,721 and 110,820; 193,000 × 25% = 48,250; × 224,721/335,541 = 32,314.35 a year.
    const r = newYork.compute(inp({ you: 20000, other: 10000, nightsYou: 100, children: 2 }));
    expect(line(r.lines, 'Combined income up to the cap')).toBe('$193,000.00');
    expect(r.monthly).toBe(2_692_86);
    expect(r.notes.join(' ')).toContain('the share would be $56,180.25 a year');
  });

  it('self-support reserve: the payer keeps $21,128, so $1,036 a year → $86.33', () => {
    // Adjusted 22,164 and 44,328; 17% of 66,492 = 11,303.64; a third = 3,767.88 leaves 18,396.12 < 21,128.
    const r = newYork.compute(inp({ you: 2000, other: 4000, nightsYou: 100 }));
    expect(r.monthly).toBe(86_33);
  });

  it('below the poverty amount the basic support is $25 a month', () => {
    const r = newYork.compute(inp({ you: 1200, other: 3000, nightsYou: 100 }));
    expect(r.monthly).toBe(25_00);
  });

  it('five or more children use 35%: 36,000 and 72,000 gross → $969.68', () => {
    // Adjusted 33,246 and 66,492; 99,738 × 35% = 34,908.30; a third = 11,636.10 a year.
    const r = newYork.compute(inp({ you: 3000, other: 6000, nightsYou: 100, children: 5 }));
    expect(r.monthly).toBe(969_68);
  });

  it('the other parent pays when they have fewer overnights', () => {
    const r = newYork.compute(inp({ you: 3000, other: 5000, nightsYou: 265 }));
    expect(r.payer).toBe('other');
    expect(r.monthly).toBe(784_98);
  });

  it('equal time: the higher earner pays, with a note', () => {
    const r = newYork.compute(inp({ you: 5000, other: 3000, nightsYou: 183, nightsOther: 183 }));
    expect(r.payer).toBe('you');
    expect(r.notes.join(' ')).toContain('same number of overnights');
  });

  it('shared time does not lower the amount in New York (same figure at 100 and 180 nights)', () => {
    const a = newYork.compute(inp({ you: 5000, other: 3000, nightsYou: 100 }));
    const b = newYork.compute(inp({ you: 5000, other: 3000, nightsYou: 180 }));
    expect(b.monthly).toBe(a.monthly);
  });
});
