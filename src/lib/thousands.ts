/**
 * A whole number with US thousands separators: 12345 -> "12,345", -1200 -> "-1,200".
 * Plain string work on purpose: the first toLocaleString/Intl call of a page loads the
 * browser's locale data, which costs a phone hundreds of milliseconds on first render.
 * Fractions are rounded to the nearest whole number.
 */
export function groupThousands(n: number): string {
  const sign = n < 0 && Math.round(n) !== 0 ? '-' : '';
  return (
    sign +
    Math.abs(Math.round(n))
      .toString()
      .replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  );
}
