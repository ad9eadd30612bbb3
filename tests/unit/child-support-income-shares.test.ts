/**
 * The shared income-shares pieces (src/content/child-support/incomeShares.ts), on a small
 * made-up schedule whose arithmetic is written out in each test. The states' own tables are
 * tested in their own files against the states' published rows and examples.
 */
import { describe, expect, it } from 'vitest';
import {
  addOnShares,
  applyShare,
  capAtReserve,
  crossCredit,
  incomeShares,
  offset,
  resultLine,
  scheduleAmount,
  shareLabel,
  split,
  type Schedule,
} from '../../src/content/child-support/incomeShares';

const rows = [
  { income: 1_000_00, amounts: [200_00, 300_00] },
  { income: 1_050_00, amounts: [210_00, 315_00] },
  { income: 1_100_00, amounts: [219_00, 329_00] },
];
const base: Omit<Schedule, 'between'> = {
  period: 'month',
  rows,
  above: { kind: 'percent-of-excess', percent: [500, 750] },
  below: { kind: 'court-decides', note: 'Below the table the court decides.' },
};

describe('reading a schedule', () => {
  it('an income on a row reads that row', () => {
    expect(scheduleAmount({ ...base, between: { kind: 'bracket' } }, 1_050_00, 2)).toEqual({
      amount: 315_00,
      how: 'Row $1,050.00, 2 children',
    });
  });
  it('bracket: the row at or below applies until the next row', () => {
    expect(scheduleAmount({ ...base, between: { kind: 'bracket' } }, 1_049_99, 1).amount).toBe(200_00);
    expect(scheduleAmount({ ...base, between: { kind: 'bracket' } }, 1_050_00, 1).amount).toBe(210_00);
  });
  it('nearest: halfway goes the way the state says, one cent either side goes to the closer row', () => {
    const up: Schedule = { ...base, between: { kind: 'nearest', ties: 'up' } };
    const down: Schedule = { ...base, between: { kind: 'nearest', ties: 'down' } };
    expect(scheduleAmount(up, 1_025_00, 1).amount).toBe(210_00);
    expect(scheduleAmount(down, 1_025_00, 1).amount).toBe(200_00);
    expect(scheduleAmount(up, 1_024_99, 1).amount).toBe(200_00);
    expect(scheduleAmount(down, 1_025_01, 1).amount).toBe(210_00);
    expect(scheduleAmount(up, 1_025_00, 1).how).toBe('Nearest row $1,050.00, 1 child');
  });
  it('interpolate: in proportion between the rows, to the cent', () => {
    const s: Schedule = { ...base, between: { kind: 'interpolate' } };
    // 200 + 10 × 10/50 = 202.00
    expect(scheduleAmount(s, 1_010_00, 1).amount).toBe(202_00);
    // 315 + 14 × 33.33/50 = 315 + 9.3324 = 324.33
    expect(scheduleAmount(s, 1_083_33, 2).amount).toBe(324_33);
  });
  it('above the top: the top row plus the state’s percentage of the excess', () => {
    const s: Schedule = { ...base, between: { kind: 'bracket' } };
    // 329 + 7.5% × 900 = 329 + 67.50 = 396.50
    expect(scheduleAmount(s, 2_000_00, 2)).toEqual({
      amount: 396_50,
      how: 'Top row $1,100.00 ($329.00) + 7.5% of $900.00 above it, 2 children',
    });
    // One cent above: 219 + 5% × 0.01 = 219.0005 → 219.00
    expect(scheduleAmount(s, 1_100_01, 1).amount).toBe(219_00);
  });
  it('above the top where the court decides: the top row, with the state’s note', () => {
    const s: Schedule = { ...base, between: { kind: 'bracket' }, above: { kind: 'court-decides', note: 'The court decides.' } };
    expect(scheduleAmount(s, 5_000_00, 1)).toEqual({
      amount: 219_00,
      how: 'Top row $1,100.00, 1 child (at least this)',
      note: 'The court decides.',
    });
  });
  it('below the first row: none, with the state’s note; or the first row where the state says so', () => {
    expect(scheduleAmount({ ...base, between: { kind: 'bracket' } }, 999_99, 1)).toEqual({
      amount: null,
      how: 'Below the first row ($1,000.00)',
      note: 'Below the table the court decides.',
    });
    expect(scheduleAmount({ ...base, between: { kind: 'bracket' }, below: { kind: 'first-row' } }, 500_00, 1).amount).toBe(
      200_00,
    );
  });
  it('more children than columns: the last column, said so', () => {
    const r = scheduleAmount({ ...base, between: { kind: 'bracket' } }, 1_000_00, 4);
    expect(r).toEqual({ amount: 300_00, how: 'Row $1,000.00, 2 or more children (the table’s last column)' });
  });
});

describe('shares', () => {
  it('rounded to the state’s decimals, the two adding up to 100%', () => {
    const s = incomeShares(2_000_00, 1_000_00, 1);
    expect(s).toEqual({ you: { num: 667, den: 1000, places: 1 }, other: { num: 333, den: 1000, places: 1 } });
    expect([shareLabel(s.you), shareLabel(s.other)]).toEqual(['66.7%', '33.3%']);
    expect(shareLabel(incomeShares(2_000_00, 1_000_00, 2).you)).toBe('66.67%');
    expect(shareLabel(incomeShares(2_000_00, 1_000_00, 0).you)).toBe('67%');
  });
  it('an exact share is shown to one decimal, even when its denominator is a power of ten', () => {
    // $6,000 of $10,000: the fraction 600,000 / 1,000,000 cents is 60%, once shown as "60.0000%".
    const s = incomeShares(6_000_00, 4_000_00, null);
    expect([shareLabel(s.you), shareLabel(s.other)]).toEqual(['60.0%', '40.0%']);
    // 2/3 rounds half up to one decimal.
    expect(shareLabel(incomeShares(2_000_00, 1_000_00, null).you)).toBe('66.7%');
  });
  it('exact when the state keeps the fraction; half each when neither has income', () => {
    expect(incomeShares(300, 100, null)).toEqual({ you: { num: 300, den: 400 }, other: { num: 100, den: 400 } });
    expect(incomeShares(0, 0, 2).you).toEqual({ num: 1, den: 2 });
  });
  it('applyShare rounds half up to the cent', () => {
    // 100.01 × 62.5% = 62.50625 → 62.51; 0.05 × 50% = 0.025 → 0.03
    expect(applyShare(100_01, { num: 625, den: 1000 })).toBe(62_51);
    expect(applyShare(5, { num: 1, den: 2 })).toBe(3);
  });
  it('split gives the rest to the other parent, so the cents add up', () => {
    // 100.01 × 1/3 = 33.3367 → 33.34; the other 66.67
    expect(split(100_01, { you: { num: 1, den: 3 } })).toEqual({ you: 33_34, other: 66_67 });
  });
});

describe('cross-credit (shared time)', () => {
  it('basic × 1.5, split by income, each × the other parent’s time, offset', () => {
    // basic 1,000 → 1,500; you 60% = 900, other 600; time you 73/365 = 20%, other 80%.
    // you owe 900 × 80% = 720; other owes 600 × 20% = 120; you pay 600.
    const r = crossCredit({
      basic: 1_000_00,
      shares: incomeShares(3_000_00, 2_000_00, 1),
      overnightsYou: 73,
      overnightsOther: 292,
      multiplier: { num: 3, den: 2 },
      timePlaces: null,
    });
    expect(r).toMatchObject({ shared: 1_500_00, you: 900_00, other: 600_00, youOwes: 720_00, otherOwes: 120_00 });
    expect(offset(r.youOwes, r.otherOwes)).toEqual({ payer: 'you', monthly: 600_00 });
  });
  it('time shares rounded where the state rounds them', () => {
    // 146/365 = 40.0%; 219/365 = 60.0%
    const r = crossCredit({
      basic: 1_234_56,
      shares: incomeShares(1, 1, 0),
      overnightsYou: 146,
      overnightsOther: 219,
      multiplier: { num: 3, den: 2 },
      timePlaces: 1,
    });
    // shared 1,851.84; halves 925.92; you owe × 60% = 555.552 → 555.55; other × 40% = 370.368 → 370.37
    expect(r).toMatchObject({ shared: 1_851_84, youOwes: 555_55, otherOwes: 370_37 });
    expect(shareLabel(r.timeYou)).toBe('40.0%');
  });
});

describe('who pays whom', () => {
  it('the larger obligation pays the difference; equal means nobody pays', () => {
    expect(offset(100_00, 250_50)).toEqual({ payer: 'other', monthly: 150_50 });
    expect(offset(5_00, 5_00)).toEqual({ payer: null, monthly: 0 });
    expect(resultLine('other', 150_50)).toEqual({ label: 'Per month, paid by the other parent to you', value: '$150.50' });
    expect(resultLine(null, 0).value).toBe('$0.00');
  });
  it('an add-on is owed to the parent who pays the provider', () => {
    // 300 child care paid by you; other's 40% = 120 owed to you.
    expect(addOnShares(300_00, 'you', { you: { num: 60, den: 100 } })).toEqual({
      you: 180_00,
      other: 120_00,
      youOwesOther: 0,
      otherOwesYou: 120_00,
    });
    expect(addOnShares(300_00, 'other', { you: { num: 60, den: 100 } }).youOwesOther).toBe(180_00);
  });
  it('a self-support reserve caps the payment at income above it, not below the minimum order', () => {
    expect(capAtReserve(400_00, 1_500_00, 1_200_00, 50_00)).toEqual({ amount: 300_00, applied: true });
    expect(capAtReserve(400_00, 1_600_00, 1_200_00, 50_00)).toEqual({ amount: 400_00, applied: false });
    expect(capAtReserve(400_00, 1_000_00, 1_200_00, 50_00)).toEqual({ amount: 50_00, applied: true });
  });
});
