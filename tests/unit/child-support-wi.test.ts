/**
 * Wisconsin DCF 150. The shared-placement example is the Department of Children and Families'
 * own worked example ("Child Support Guidelines for Shared-Placement Cases",
 * http://dcf.wisconsin.gov/bcs/order/guidelines_shared.htm, also the note to DCF 150.035,
 * https://docs.legis.wisconsin.gov/code/admin_code/dcf/101_199/150), checked 2026-11-24:
 * Parent A $2,000, 219 days; Parent B $3,000, 146 days; 2 children → "Parent B will pay $375".
 */
import { describe, expect, it } from 'vitest';
import { FIGURES, wiPercentageAmount, wisconsin } from '../../src/content/child-support/states/wi';
import { inp, line } from './child-support-input';

describe('Wisconsin guideline', () => {
  it('DCF worked example: $2,000 (219 nights) and $3,000 (146 nights), two children → $375.00 from B', () => {
    // You are Parent A; the other parent is Parent B.
    const r = wisconsin.compute(inp({ you: 2000, other: 3000, nightsYou: 219, nightsOther: 146, children: 2 }));
    expect(r.method).toBe('Shared-placement formula');
    expect(line(r.lines, '1. Your percentage-standard amount')).toBe('$500.00');
    expect(line(r.lines, '1. The other parent’s amount')).toBe('$750.00');
    expect(line(r.lines, '2. Each × 150%')).toBe('$750.00 / $1,125.00');
    expect(line(r.lines, '3. Yours × the other parent’s time')).toBe('$300.00');
    expect(line(r.lines, '3. The other parent’s × your time')).toBe('$675.00');
    expect(r).toMatchObject({ payer: 'other', monthly: 375_00 });
  });

  it('primary placement: 17% of $4,000 = $680.00', () => {
    const r = wisconsin.compute(inp({ you: 4000, other: 1000, nightsYou: 80 }));
    expect(r).toMatchObject({ payer: 'you', monthly: 680_00, method: 'Percentage standard' });
  });

  it('91 overnights: one short of 25%, percentage standard, with a threshold note', () => {
    const r = wisconsin.compute(inp({ you: 3000, other: 3000, nightsYou: 91 }));
    expect(r).toMatchObject({ payer: 'you', monthly: 510_00, method: 'Percentage standard' });
    expect(r.notes.join(' ')).toContain('91 overnights, 1 short of the 92-overnight (25%) threshold');
  });

  it('92 overnights: shared placement applies → $379.36', () => {
    // 510 × 1.5 = 765; × 273/365 = 572.18; other 765 × 92/365 = 192.82; difference 379.36.
    const r = wisconsin.compute(inp({ you: 3000, other: 3000, nightsYou: 92 }));
    expect(r).toMatchObject({ payer: 'you', monthly: 379_36, method: 'Shared-placement formula' });
    expect(r.notes.join(' ')).toContain('exactly at the 92-overnight (25%) threshold');
  });

  it('shared placement never exceeds the payer’s percentage-standard amount', () => {
    // 680 × 1.5 × 273/365 = 762.90 > 680, so 680.00.
    const r = wisconsin.compute(inp({ you: 4000, other: 0, nightsYou: 92 }));
    expect(r.monthly).toBe(680_00);
  });

  it('high income: $15,000 and one child = 7,000 × 17% + 5,500 × 14% + 2,500 × 10% = $2,210.00', () => {
    expect(wiPercentageAmount(15_000_00, 1).amount).toBe(2_210_00);
    expect(FIGURES.highIncomeFrom).toBe(7_000_00);
  });

  it('exactly $7,000 with two children stays at 25%: $1,750.00', () => {
    expect(wiPercentageAmount(7_000_00, 2)).toEqual({ amount: 1_750_00, parts: ['$7,000.00 × 25%'] });
  });

  it('five or more children: 34% of $2,000 = $680.00', () => {
    expect(wisconsin.compute(inp({ you: 2000, other: 0, nightsYou: 60, children: 6 })).monthly).toBe(680_00);
  });

  it('low income gives a note about the Appendix C table', () => {
    const r = wisconsin.compute(inp({ you: 1500, other: 0, nightsYou: 60 }));
    expect(r.monthly).toBe(255_00);
    expect(r.notes.join(' ')).toContain('Appendix C');
  });

  it('nearly equal time and equal income: a small offset; no income at all: nobody pays', () => {
    const r = wisconsin.compute(inp({ you: 3000, other: 3000, nightsYou: 183, nightsOther: 182 }));
    // 765 × 182/365 = 381.45 against 765 × 183/365 = 383.55: the other parent pays 2.10.
    expect(r).toMatchObject({ payer: 'other', monthly: 2_10 });
    expect(wisconsin.compute(inp({ you: 0, other: 0, nightsYou: 183, nightsOther: 182 })).payer).toBeNull();
  });
});
