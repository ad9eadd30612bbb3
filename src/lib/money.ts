import { groupThousands } from './thousands';

/**
 * Money in whole cents: parse what a parent typed into integer cents, format cents at the
 * edge. No floating-point sums anywhere money is added up.
 */

/**
 * Largest amount we accept (one billion dollars): keeps every sum and every amount x ratio
 * product an exact integer in a double, even over thousands of rows.
 */
export const MAX_CENTS = 100_000_000_000; // one billion dollars

/**
 * Parses a typed amount ("12.50", "$1,234.5", ".75", "12") into integer cents.
 * More than two decimals are rounded half-up to the cent ("1.005" -> 101).
 * Returns null for anything that is not a number of zero or more (empty text included),
 * and for amounts above MAX_CENTS.
 */
export function parseCents(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || input < 0) return null;
    const cents = Math.round(Number((input * 100).toPrecision(15)));
    return cents <= MAX_CENTS ? cents : null;
  }
  let s = input.trim();
  if (s.startsWith('$')) s = s.slice(1).trim();
  // Thousands separators only in their proper places ("1,234", not "1,2").
  if (s.includes(',')) {
    if (!/^\d{1,3}(,\d{3})+(\.\d*)?$/.test(s)) return null;
    s = s.replace(/,/g, '');
  }
  const m = /^(\d*)(?:\.(\d*))?$/.exec(s);
  if (!m || (m[1] === '' && (m[2] ?? '') === '')) {
    // Scientific notation a number input may hand us ("1e3").
    if (/^\d+(\.\d+)?e[+-]?\d+$/i.test(s)) return parseCents(Number(s));
    return null;
  }
  const whole = (m[1] ?? '').replace(/^0+(?=\d)/, '') || '0';
  const frac = m[2] ?? '';
  if (whole.length > 13) return null;
  let cents = Number(whole) * 100 + Number((frac + '00').slice(0, 2));
  if (frac.length > 2 && Number(frac[2]) >= 5) cents += 1;
  return cents <= MAX_CENTS ? cents : null;
}

/** Cents as a plain decimal string with two places and no symbol: 123456 -> "1234.56". */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100);
  const frac = abs % 100;
  return `${sign}${whole}.${frac.toString().padStart(2, '0')}`;
}

/** Cents as US dollars with two decimals: 123456 -> "$1,234.56", -500 -> "-$5.00". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const whole = groupThousands(Math.floor(abs / 100));
  const frac = (abs % 100).toString().padStart(2, '0');
  return `${sign}$${whole}.${frac}`;
}
