/**
 * Georgia: reproduces src/content/child-support/states/gaSchedule.ts from the text of
 * O.C.G.A. § 19-6-15 (docs/child-support.md#georgia): the Basic Child Support Obligation Table
 * in subsection (o) and the Low-income Adjustment Table in subsection (p).
 *
 *   node scripts/child-support/ga-schedule.mjs <O.C.G.A. 19-6-15 PDF> > src/content/child-support/states/gaSchedule.ts
 *
 * The PDF used: the copy of the Official Code of Georgia Annotated text kept in the public
 * repository rajibsingh/Georgia-Child-Support-Calculator, docs/O.C.G.A.-_-19-6-15_01.01.2026.pdf
 * (commit e1ba54bcf340eb25ae702e4cee36a8adfde5735e), "Current through the 2025 Regular Session".
 * Amounts are whole dollars in the table; the file keeps them as dollars and the app multiplies by 100.
 */
import { pdfLines } from './pdf-lines.mjs';

const money = (s) => Number(s.replace(/[$,]/g, ''));
const ROW = /^\$?\d{1,3}(,\d{3})*\.00( \$?\d{1,3}(,\d{3})*\.00)+$/;

export async function georgiaTables(file) {
  const lines = (await pdfLines(file)).map((l) => l.text.trim());
  const o = lines.findIndex((l) => l.startsWith('(o) Basic Child Support Obligation Table'));
  const p = lines.findIndex((l) => l.startsWith('(p) Low-income Adjustment Table'));
  const q = lines.findIndex((l, i) => i > p && l.startsWith('(q)'));
  if (o < 0 || p < o || q < p) throw new Error('Could not find subsections (o), (p) and (q)');
  const basic = lines
    .slice(o, p)
    .filter((l) => ROW.test(l))
    .map((l) => l.split(' ').map(money));
  for (const r of basic) if (r.length !== 7) throw new Error(`Table (o) row with ${r.length} figures: ${r.join(' ')}`);
  // Table (p): the columns for more children run to higher incomes; a shorter row is missing its leftmost columns.
  const low = lines
    .slice(p, q)
    .filter((l) => ROW.test(l))
    .map((l) => {
      const [income, ...amounts] = l.split(' ').map(money);
      return [income, ...Array(6 - amounts.length).fill(null), ...amounts];
    });
  const head = lines.slice(p, q).join(' ');
  const pct = /At or.*?(\d+)% of.*?Below income (\d+)% of (\d+)% of (\d+)% of (\d+)% of (\d+)% of.*?(\d[\d,]*) income/.exec(head);
  if (!pct) throw new Error('Could not read the percentage row of table (p)');
  return {
    basic,
    low,
    lowPercentUpTo: money(pct[7]),
    lowPercent: pct.slice(1, 7).map(Number),
  };
}

function ts(t) {
  const row = (r) => `  [${r.map((x) => (x === null ? 'null' : String(x))).join(', ')}],`;
  return `/**
 * Georgia's tables, reproduced by scripts/child-support/ga-schedule.mjs from O.C.G.A. § 19-6-15
 * (docs/child-support.md#georgia). Do not edit by hand: run the script on the official text.
 * Whole dollars a month: [combined adjusted gross income, 1, 2, 3, 4, 5, 6 children].
 */

/** Subsection (o), Basic Child Support Obligation Table: ${t.basic.length} rows. */
export const GA_BASIC: readonly (readonly number[])[] = [
${t.basic.map(row).join('\n')}
];

/**
 * Subsection (p), Low-income Adjustment Table: [parent's monthly adjusted gross income, 1 … 6 children];
 * null where the table has no figure (that number of children's column has ended above it).
 */
export const GA_LOW_INCOME: readonly (readonly (number | null)[])[] = [
${t.low.map(row).join('\n')}
];

/** Subsection (p): at or below this income, the amount is a percentage of income (1 … 6 children). */
export const GA_LOW_INCOME_PERCENT_UP_TO = ${t.lowPercentUpTo};
export const GA_LOW_INCOME_PERCENT: readonly number[] = [${t.lowPercent.join(', ')}];
`;
}

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/child-support/ga-schedule.mjs <O.C.G.A. 19-6-15 PDF>');
  process.exit(2);
}
process.stdout.write(ts(await georgiaTables(file)));
