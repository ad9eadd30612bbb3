import { describe, expect, it } from 'vitest';
import {
  blankSheet,
  CATEGORIES,
  netSentence,
  normaliseSheet,
  parseSplitRatio,
  payerLabel,
  rowShares,
  settle,
  type ExpenseRow,
} from '../../src/features/expenses/settle';

let n = 0;
function row(amountCents: number, payer: 'p1' | 'p2', paid = false): ExpenseRow {
  n += 1;
  return { id: `r${n}`, date: '2025-03-01', description: `row ${n}`, amountCents, category: 'Other', payer, paid };
}

describe('rowShares', () => {
  it.each([
    [10000, 50, 5000, 5000],
    [10000, 0, 0, 10000],
    [10000, 100, 10000, 0],
    [10000, 33, 3300, 6700],
    [1, 50, 1, 0], // 0.5 cent rounds half up to Parent 1
    [3, 50, 2, 1],
    [101, 33, 33, 68], // 33.33
    [150, 33, 50, 100], // 49.5 -> 50
    [149, 33, 49, 100], // 49.17
    [999, 33, 330, 669], // 329.67
    [0, 50, 0, 0],
  ])('%i cents at %i%% -> P1 %i, P2 %i', (amount, ratio, p1, p2) => {
    expect(rowShares(amount, ratio)).toEqual({ p1, p2 });
  });
});

describe('settle', () => {
  it('empty sheet is all zero', () => {
    expect(settle([], 50)).toEqual({ totalExpenses: 0, owedToP1: 0, owedToP2: 0, netOwed: 0 });
  });

  it('50/50 with both payers', () => {
    const s = settle([row(10000, 'p1'), row(4000, 'p2')], 50);
    expect(s).toEqual({ totalExpenses: 14000, owedToP1: 5000, owedToP2: 2000, netOwed: 3000 });
  });

  it('ratio 0: Parent 2 carries everything', () => {
    const s = settle([row(10000, 'p1'), row(4000, 'p2')], 0);
    expect(s).toEqual({ totalExpenses: 14000, owedToP1: 10000, owedToP2: 0, netOwed: 10000 });
  });

  it('ratio 100: Parent 1 carries everything', () => {
    const s = settle([row(10000, 'p1'), row(4000, 'p2')], 100);
    expect(s).toEqual({ totalExpenses: 14000, owedToP1: 0, owedToP2: 4000, netOwed: -4000 });
  });

  it('ratio 33 with odd cents rounds each row to the cent', () => {
    // 101 by P1: P1 share 33, P2 share 68 -> owedToP1 68
    // 150 by P2: P1 share 50 -> owedToP2 50
    // 999 by P1: P1 330, P2 669 -> owedToP1 669
    const s = settle([row(101, 'p1'), row(150, 'p2'), row(999, 'p1')], 33);
    expect(s).toEqual({ totalExpenses: 1250, owedToP1: 737, owedToP2: 50, netOwed: 687 });
  });

  it('odd cents at 50/50 round per row, not on the total', () => {
    const s = settle([row(1, 'p2'), row(1, 'p2'), row(1, 'p2')], 50);
    // Each 1-cent row: P1 share 1 -> owedToP2 3 (not round(1.5) = 2)
    expect(s).toEqual({ totalExpenses: 3, owedToP1: 0, owedToP2: 3, netOwed: -3 });
  });

  it('paid rows count only in the total', () => {
    const s = settle([row(10000, 'p1', true), row(2000, 'p2', true), row(600, 'p2')], 50);
    expect(s).toEqual({ totalExpenses: 12600, owedToP1: 0, owedToP2: 300, netOwed: -300 });
  });

  it('all rows paid means all square', () => {
    expect(settle([row(123, 'p1', true), row(456, 'p2', true)], 33)).toEqual({
      totalExpenses: 579,
      owedToP1: 0,
      owedToP2: 0,
      netOwed: 0,
    });
  });

  it('equal debts cancel out', () => {
    expect(settle([row(5000, 'p1'), row(5000, 'p2')], 50).netOwed).toBe(0);
  });

  it('1,000 rows stay exact integers', () => {
    const rows = Array.from({ length: 1000 }, (_, i) => row(1999 + i, i % 2 ? 'p1' : 'p2', i % 7 === 0));
    const s = settle(rows, 33);
    expect(Number.isInteger(s.owedToP1)).toBe(true);
    expect(s.totalExpenses).toBe(rows.reduce((a, r) => a + r.amountCents, 0));
    let o1 = 0;
    let o2 = 0;
    for (const r of rows) {
      if (r.paid) continue;
      const { p1, p2 } = rowShares(r.amountCents, 33);
      if (r.payer === 'p1') o1 += p2;
      else o2 += p1;
    }
    expect(s).toEqual({ totalExpenses: s.totalExpenses, owedToP1: o1, owedToP2: o2, netOwed: o1 - o2 });
  });
});

describe('split ratio', () => {
  it.each([
    ['50', 50],
    ['0', 0],
    ['100', 100],
    ['33', 33],
    ['33.7', 33],
    ['', 0],
    ['abc', 0],
    ['-5', 0],
    ['150', 100],
    [' 42 ', 42],
  ])('%j -> %i', (input, value) => {
    expect(parseSplitRatio(input)).toBe(value);
  });
  it('numbers too', () => {
    expect(parseSplitRatio(60.9)).toBe(60);
    expect(parseSplitRatio(Number.NaN)).toBe(0);
  });
});

describe('net sentence and names', () => {
  const names = { parent1Name: 'Alex', parent2Name: 'Sam' };
  it('Parent 2 owes Parent 1 when positive', () => {
    expect(netSentence({ totalExpenses: 0, owedToP1: 1234, owedToP2: 0, netOwed: 1234 }, names)).toBe('Sam owes Alex $12.34');
  });
  it('Parent 1 owes Parent 2 when negative, absolute value', () => {
    expect(netSentence({ totalExpenses: 0, owedToP1: 0, owedToP2: 5, netOwed: -5 }, names)).toBe('Alex owes Sam $0.05');
  });
  it('says plainly when all square', () => {
    expect(netSentence({ totalExpenses: 0, owedToP1: 0, owedToP2: 0, netOwed: 0 }, names)).toBe(
      'All square: neither Alex nor Sam owes anything.',
    );
  });
  it('falls back to Parent 1 / Parent 2 when names are blank', () => {
    expect(
      netSentence({ totalExpenses: 0, owedToP1: 100, owedToP2: 0, netOwed: 100 }, { parent1Name: ' ', parent2Name: '' }),
    ).toBe('Parent 2 owes Parent 1 $1.00');
    expect(payerLabel('p1', { parent1Name: '', parent2Name: 'Sam' })).toBe('Parent 1');
    expect(payerLabel('p2', { parent1Name: '', parent2Name: 'Sam' })).toBe('Sam');
  });
});

describe('sheets', () => {
  it('a new sheet has one empty row, payer Parent 1, paid No, split 50', () => {
    const s = blankSheet('March');
    expect(s.name).toBe('March');
    expect(s.splitRatio).toBe(50);
    expect(s.expenses).toHaveLength(1);
    expect(s.expenses[0]).toMatchObject({ date: '', description: '', amountCents: 0, payer: 'p1', paid: false });
    expect(CATEGORIES).toEqual(['Education', 'Healthcare', 'Childcare', 'Extracurricular', 'Other']);
  });

  it('imports the earlier browser shape with strings', () => {
    const legacy = {
      parent1Name: 'Alex',
      parent2Name: 'Sam',
      monthYear: 'March 2025',
      splitRatio: '60',
      expenses: [
        {
          id: 1,
          date: '2025-03-02',
          description: 'Braces',
          amount: '12.50',
          category: 'Healthcare',
          payer: 'Parent 1',
          paid: 'No',
        },
        { id: 2, date: '', description: 'Camp', amount: 300, category: 'extracurricular', payer: 'Parent 2', paid: 'Yes' },
        { id: 3, description: 'blank', amount: '', category: 'Unknown', payer: 'parent2', paid: false },
      ],
    };
    const s = normaliseSheet(legacy);
    expect(s).toMatchObject({
      name: 'March 2025',
      parent1Name: 'Alex',
      parent2Name: 'Sam',
      monthYear: 'March 2025',
      splitRatio: 60,
    });
    expect(s.expenses).toEqual([
      { id: '1', date: '2025-03-02', description: 'Braces', amountCents: 1250, category: 'Healthcare', payer: 'p1', paid: false },
      { id: '2', date: '', description: 'Camp', amountCents: 30000, category: 'Extracurricular', payer: 'p2', paid: true },
      { id: '3', date: '', description: 'blank', amountCents: 0, category: 'Other', payer: 'p2', paid: false },
    ]);
  });

  it('keeps the current shape as it is', () => {
    const s = blankSheet('X');
    s.expenses[0] = { ...s.expenses[0]!, amountCents: 4321, payer: 'p2', paid: true, category: 'Childcare' };
    expect(normaliseSheet(JSON.parse(JSON.stringify(s)))).toEqual(s);
  });

  it('defaults a missing split to 50, clamps and zeroes bad ones', () => {
    expect(normaliseSheet({ expenses: [] }).splitRatio).toBe(50);
    expect(normaliseSheet({ splitRatio: 'abc', expenses: [] }).splitRatio).toBe(0);
    expect(normaliseSheet({ splitRatio: 250, expenses: [] }).splitRatio).toBe(100);
    expect(normaliseSheet({ expenses: [] }).name).toBe('Imported sheet');
  });

  it('gives duplicate or missing row ids fresh ones', () => {
    const s = normaliseSheet({ expenses: [{ id: 'a' }, { id: 'a' }, {}] });
    expect(new Set(s.expenses.map((r) => r.id)).size).toBe(3);
    expect(s.expenses[0]!.id).toBe('a');
  });

  it('refuses values that are not sheets, or amounts that are not numbers', () => {
    expect(() => normaliseSheet(null)).toThrow();
    expect(() => normaliseSheet([])).toThrow();
    expect(() => normaliseSheet('sheet')).toThrow();
    expect(() => normaliseSheet({ expenses: [{ amount: 'twelve' }] })).toThrow(/not a number/);
  });
});
