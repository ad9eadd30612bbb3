/**
 * Alaska Civil Rule 90.3: 20/27/33% + 3% per further child of adjusted annual income (a)(2); shared
 * custody at 30% (110 overnights) with each amount × the other parent's time, offset, × 1.5 (b)(1);
 * $50 monthly minimum (c)(3). Rule text checked 2026-11-24 at
 * https://casetext.com/rule/alaska-court-rules/alaska-rules-of-civil-procedure/part-xii-special-proceedings/rule-903-child-support-awards-effective-october-16-2023
 * and http://www.touchngo.com/lglcntr/ctrules/civpro/CIV-101.htm. The $126,000 cap could not be confirmed as current.
 */
import { describe, expect, it } from 'vitest';
import { akPercent, alaska, FIGURES } from '../../src/content/child-support/states/ak';
import { inp, line } from './child-support-input';

describe('Alaska guideline', () => {
  it('percentages: 20, 27, 33, then 3% more per child', () => {
    expect([1, 2, 3, 4, 5].map(akPercent)).toEqual([2000, 2700, 3300, 3600, 3900]);
    expect(FIGURES.sharedCustodyOvernights).toBe(110);
  });
  it('one child, $4,000 a month: 48,000 × 20% = 9,600 a year → $800.00', () => {
    expect(alaska.compute(inp({ you: 4000, other: 0, nightsYou: 60 }))).toMatchObject({ payer: 'you', monthly: 800_00 });
  });
  it('two children, $3,000: 36,000 × 27% = 9,720 → $810.00', () => {
    expect(alaska.compute(inp({ you: 3000, other: 0, nightsYou: 60, children: 2 })).monthly).toBe(810_00);
  });
  it('three children, $2,000: 24,000 × 33% = 7,920 → $660.00', () => {
    expect(alaska.compute(inp({ you: 2000, other: 0, nightsYou: 60, children: 3 })).monthly).toBe(660_00);
  });
  it('four children, $5,000: 60,000 × 36% = 21,600 → $1,800.00', () => {
    expect(alaska.compute(inp({ you: 5000, other: 0, nightsYou: 60, children: 4 })).monthly).toBe(1_800_00);
  });
  it('income above the cap: 144,000 counts as 126,000 → $2,100.00, with a note', () => {
    const r = alaska.compute(inp({ you: 12000, other: 0, nightsYou: 60 }));
    expect(r.monthly).toBe(2_100_00);
    expect(r.notes.join(' ')).toContain('above $126,000.00');
  });
  it('the $50 minimum: $100 a month would give $20.00', () => {
    const r = alaska.compute(inp({ you: 100, other: 0, nightsYou: 60 }));
    expect(r.monthly).toBe(50_00);
    expect(line(r.lines, 'Not less than')).toBe('$50.00');
  });
  it('110 overnights: shared custody, (8,383.56 − 2,169.86) × 1.5 ÷ 12 = $776.71', () => {
    const r = alaska.compute(inp({ you: 5000, other: 3000, nightsYou: 110 }));
    expect(line(r.lines, '2. Yours × the other parent’s time')).toBe('$8,383.56');
    expect(line(r.lines, '2. The other parent’s × your time')).toBe('$2,169.86');
    expect(line(r.lines, '4. × 1.5, per year')).toBe('$9,320.55');
    expect(r).toMatchObject({ payer: 'you', monthly: 776_71, method: 'Shared custody formula' });
  });
  it('109 overnights: primary custody, $1,000.00, with the 110 threshold note', () => {
    const r = alaska.compute(inp({ you: 5000, other: 3000, nightsYou: 109 }));
    expect(r).toMatchObject({ payer: 'you', monthly: 1_000_00, method: 'Primary custody percentage' });
    expect(r.notes.join(' ')).toContain('109 overnights, 1 short of the 110-overnight (30%) threshold');
  });
  it('shared custody where the other parent owes more: they pay', () => {
    const r = alaska.compute(inp({ you: 2000, other: 6000, nightsYou: 200 }));
    // Yours 4,800 × 165/365 = 2,169.86; theirs 14,400 × 200/365 = 7,890.41; (5,720.55) × 1.5 = 8,580.83 → 715.07.
    expect(r).toMatchObject({ payer: 'other', monthly: 715_07 });
  });
  it('equal time and income: nobody pays', () => {
    expect(alaska.compute(inp({ you: 3000, other: 3000, nightsYou: 183, nightsOther: 183 }))).toMatchObject({
      payer: null,
      monthly: 0,
    });
  });
});
