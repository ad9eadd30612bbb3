/**
 * Mississippi Code § 43-19-101: 14/20/22/24/26% of adjusted gross income; a written finding outside
 * $10,000–$100,000 a year. Checked 2026-11-24 at https://www.shumakelawoffice.com/child-support and
 * https://www.chinnlaw.com/blog/2013/july/child-support-statute-changed-july-1-2013/ (quoting § 43-19-101(4)).
 */
import { describe, expect, it } from 'vitest';
import { mississippi, msPercent } from '../../src/content/child-support/states/ms';
import { inp } from './child-support-input';

const pay = (you: number, children: number, nightsYou = 80) => mississippi.compute(inp({ you, other: 0, nightsYou, children }));

describe('Mississippi guideline', () => {
  it('percentages by number of children', () => {
    expect([1, 2, 3, 4, 5, 6].map(msPercent)).toEqual([1400, 2000, 2200, 2400, 2600, 2600]);
  });
  it('one child 14% of $3,000 = $420.00', () => expect(pay(3000, 1).monthly).toBe(420_00));
  it('two children 20% of $4,000 = $800.00', () => expect(pay(4000, 2).monthly).toBe(800_00));
  it('three children 22% of $5,000 = $1,100.00', () => expect(pay(5000, 3).monthly).toBe(1_100_00));
  it('four children 24% of $2,500 = $600.00', () => expect(pay(2500, 4).monthly).toBe(600_00));
  it('six children use the 5-or-more 26%: $1,000 → $260.00', () => expect(pay(1000, 6).monthly).toBe(260_00));
  it('over $100,000 a year: $9,000 a month → $1,260.00 and the written-finding note', () => {
    const r = pay(9000, 1);
    expect(r.monthly).toBe(1_260_00);
    expect(r.notes[0]).toContain('above $100,000');
  });
  it('under $10,000 a year: $800 a month → $112.00 and the note', () => {
    const r = pay(800, 1);
    expect(r.monthly).toBe(112_00);
    expect(r.notes[0]).toContain('below $10,000');
  });
  it('just under $100,000 a year ($8,333.33 a month) has no finding note', () => {
    const r = pay(8333.33, 1);
    expect(r.monthly).toBe(1_166_67);
    expect(r.notes.join(' ')).not.toContain('written');
  });
  it('the other parent pays when they have fewer overnights', () => {
    const r = mississippi.compute(inp({ you: 9999, other: 2000, nightsYou: 300, children: 2 }));
    expect(r).toMatchObject({ payer: 'other', monthly: 400_00 });
  });
  it('equal time: the higher earner pays', () => {
    const r = mississippi.compute(inp({ you: 1000, other: 2000, nightsYou: 183, nightsOther: 183 }));
    expect(r).toMatchObject({ payer: 'other', monthly: 280_00 });
  });
});
