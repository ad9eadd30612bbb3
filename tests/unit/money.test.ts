import { describe, expect, it } from 'vitest';
import { centsToDecimal, formatCents, MAX_CENTS, parseCents } from '../../src/lib/money';
import { groupThousands } from '../../src/lib/thousands';

describe('parseCents', () => {
  it.each([
    ['12.50', 1250],
    ['12.5', 1250],
    ['12', 1200],
    ['0', 0],
    ['0.00', 0],
    ['.75', 75],
    ['5.', 500],
    ['  7.01 ', 701],
    ['$19.99', 1999],
    ['$ 3', 300],
    ['1,234.56', 123456],
    ['1,234,567', 123456700],
    ['007.10', 710],
    ['1.005', 101],
    ['1.004', 100],
    ['0.999', 100],
    ['2.675', 268],
    ['1e3', 100000],
  ])('parses %j to %i cents', (text, cents) => {
    expect(parseCents(text)).toBe(cents);
  });

  it.each(['', '   ', '.', 'abc', '12abc', '-5', '-0.01', '1,2', '12,34.5', '1.2.3', '$', 'NaN', 'Infinity', '1 000'])(
    'rejects %j',
    (text) => {
      expect(parseCents(text)).toBeNull();
    },
  );

  it('parses numbers, rounding to the cent without float drift', () => {
    expect(parseCents(0.1 + 0.2)).toBe(30);
    expect(parseCents(1.005)).toBe(101);
    expect(parseCents(19.99)).toBe(1999);
    expect(parseCents(0)).toBe(0);
    expect(parseCents(-1)).toBeNull();
    expect(parseCents(Number.NaN)).toBeNull();
    expect(parseCents(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseCents(null)).toBeNull();
    expect(parseCents(undefined)).toBeNull();
  });

  it('refuses amounts above one billion dollars', () => {
    expect(parseCents('1000000000')).toBe(MAX_CENTS);
    expect(parseCents('1000000000.01')).toBeNull();
    expect(parseCents('99999999999999999999')).toBeNull();
  });
});

describe('formatting', () => {
  it.each([
    [0, '$0.00'],
    [1, '$0.01'],
    [99, '$0.99'],
    [100, '$1.00'],
    [123456, '$1,234.56'],
    [100000000, '$1,000,000.00'],
    [-500, '-$5.00'],
  ])('formatCents(%i) = %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1250, '12.50'],
    [123456, '1234.56'],
    [-101, '-1.01'],
  ])('centsToDecimal(%i) = %s', (cents, text) => {
    expect(centsToDecimal(cents)).toBe(text);
  });

  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [12345, '12,345'],
    [1234567, '1,234,567'],
    [-1200, '-1,200'],
    [1499.6, '1,500'],
    [-0.2, '0'],
  ])('groupThousands(%d) = %s', (n, text) => {
    expect(groupThousands(n)).toBe(text);
  });

  it('groupThousands agrees with the en-US locale format on whole numbers', () => {
    for (const n of [0, 5, 42, 999, 1000, 1001, 65536, 999999, 1000000, 123456789, -98765]) {
      expect(groupThousands(n)).toBe(n.toLocaleString('en-US'));
    }
  });

  it('round-trips every cent value of a few dollars', () => {
    for (let c = 0; c < 1000; c++) expect(parseCents(centsToDecimal(c))).toBe(c);
  });
});
