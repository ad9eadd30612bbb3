/**
 * Wisconsin: DCF 150, the percentage-of-income standard (docs/child-support.md#wisconsin).
 */
import {
  EQUAL_TIME_NOTE,
  childWord,
  formatBasisPoints,
  incomeOf,
  money,
  mulDiv,
  nonResidential,
  other,
  possessive,
  overnightsOf,
  percentOf,
  thresholdNote,
  totalOvernights,
  whoName,
  type GuidelineInput,
  type GuidelineResult,
  type StateGuideline,
  type Who,
} from '../guideline';

export const FIGURES = {
  /** DCF 150.03(1): 1, 2, 3, 4, 5 or more children. */
  percent: [1700, 2500, 2900, 3100, 3400],
  /** DCF 150.04(5): high-income payers, for income from $7,000 to $12,500 a month and above $12,500. */
  highIncomeFrom: 7_000_00,
  highIncomeUpper: 12_500_00,
  middlePercent: [1400, 2000, 2300, 2500, 2700],
  upperPercent: [1000, 1500, 1700, 1900, 2000],
  /** DCF 150.035(1): each parent needs at least 25% of overnights (92 a year). */
  sharedPlacementOvernights: 92,
  /** DCF 150.04(4) and Appendix C: a low-income table applies below 150% of the federal poverty guideline (2025: $15,650 a year). */
  lowIncomeBelowMonthly: 1_956_25,
} as const;

function idx(children: number): number {
  return Math.min(Math.max(children, 1), 5) - 1;
}

/** The percentage-standard amount for one parent's monthly income, with the high-income tiers, and how it was built. */
export function wiPercentageAmount(income: number, children: number): { amount: number; parts: string[] } {
  const i = idx(children);
  const base = Math.min(income, FIGURES.highIncomeFrom);
  const middle = Math.max(0, Math.min(income, FIGURES.highIncomeUpper) - FIGURES.highIncomeFrom);
  const upper = Math.max(0, income - FIGURES.highIncomeUpper);
  const a = percentOf(base, FIGURES.percent[i]!);
  const parts = [`${money(base)} × ${formatBasisPoints(FIGURES.percent[i]!)}`];
  let amount = a;
  if (middle > 0) {
    amount += percentOf(middle, FIGURES.middlePercent[i]!);
    parts.push(`${money(middle)} × ${formatBasisPoints(FIGURES.middlePercent[i]!)}`);
  }
  if (upper > 0) {
    amount += percentOf(upper, FIGURES.upperPercent[i]!);
    parts.push(`${money(upper)} × ${formatBasisPoints(FIGURES.upperPercent[i]!)}`);
  }
  return { amount, parts };
}

function compute(input: GuidelineInput): GuidelineResult {
  const lines: GuidelineResult['lines'] = [];
  const notes: string[] = [];
  const total = totalOvernights(input);
  const shared =
    input.overnightsYou >= FIGURES.sharedPlacementOvernights && input.overnightsOther >= FIGURES.sharedPlacementOvernights;
  const near = thresholdNote(input, FIGURES.sharedPlacementOvernights, '25%', 'the shared-placement formula');
  const kids = childWord(input.children);

  if (!shared) {
    const { payer, equal } = nonResidential(input);
    if (equal) notes.push(EQUAL_TIME_NOTE);
    const income = incomeOf(input, payer);
    const { amount, parts } = wiPercentageAmount(income, input.children);
    lines.push({
      label: `${whoName(payer)} (the parent with fewer overnights): monthly income available for child support`,
      value: money(income),
    });
    lines.push({ label: `Percentage standard for ${kids}: ${parts.join(' + ')}`, value: money(amount) });
    lines.push({
      label: `Per month, paid by ${whoName(payer).toLowerCase()} to ${whoName(other(payer)).toLowerCase()}`,
      value: money(amount),
    });
    if (near) notes.push(near);
    if (income > 0 && income < FIGURES.lowIncomeBelowMonthly) {
      notes.push(
        'This income is in the range where Wisconsin’s low-income table (DCF 150 Appendix C) may give a lower amount; that table is not included here.',
      );
    }
    return { payer: amount > 0 ? payer : null, monthly: amount, lines, notes, method: 'Percentage standard' };
  }

  const side = (w: Who) => {
    const income = incomeOf(input, w);
    const { amount, parts } = wiPercentageAmount(income, input.children);
    const times150 = mulDiv(amount, 3, 2);
    const otherNights = overnightsOf(input, other(w));
    const owed = mulDiv(times150, otherNights, total);
    return { income, amount, parts, times150, otherNights, owed };
  };
  const you = side('you');
  const oth = side('other');
  lines.push({
    label: 'Monthly income available for child support: you / the other parent',
    value: `${money(you.income)} / ${money(oth.income)}`,
  });
  lines.push({ label: `1. Your percentage-standard amount for ${kids}: ${you.parts.join(' + ')}`, value: money(you.amount) });
  lines.push({ label: `1. The other parent’s amount: ${oth.parts.join(' + ')}`, value: money(oth.amount) });
  lines.push({ label: '2. Each × 150%: you / the other parent', value: `${money(you.times150)} / ${money(oth.times150)}` });
  lines.push({
    label: `3. Yours × the other parent’s time (${you.otherNights} of ${total} overnights)`,
    value: money(you.owed),
  });
  lines.push({ label: `3. The other parent’s × your time (${oth.otherNights} of ${total} overnights)`, value: money(oth.owed) });
  const payer: Who = you.owed >= oth.owed ? 'you' : 'other';
  const diff = Math.abs(you.owed - oth.owed);
  lines.push({ label: '4. Offset: the larger minus the smaller', value: money(diff) });
  const cap = payer === 'you' ? you.amount : oth.amount;
  const monthly = Math.min(diff, cap);
  if (diff > cap) {
    lines.push({ label: `5. Not more than ${possessive(payer, true)} percentage-standard amount`, value: money(monthly) });
  }
  lines.push({
    label: `Per month, paid by ${whoName(payer).toLowerCase()} to ${whoName(other(payer)).toLowerCase()}`,
    value: money(monthly),
  });
  if (near) notes.push(near);
  notes.push(
    'In shared placement the court also divides the children’s variable costs (child care, school, activities) in proportion to placement time; those are not included.',
  );
  return { payer: monthly > 0 ? payer : null, monthly, lines, notes, method: 'Shared-placement formula' };
}

export const wisconsin: StateGuideline = {
  state: 'Wisconsin',
  law: 'Wisconsin Administrative Code ch. DCF 150 (§§ DCF 150.03, 150.035 and 150.04)',
  effective:
    'DCF 150 as published in 2026 (shared-placement rules as revised by Clearinghouse Rule 23-011; percentages unchanged since 2004)',
  checked: '2026-11-24',
  sourceUrl: 'https://docs.legis.wisconsin.gov/code/admin_code/dcf/101_199/150',
  calculatorUrl: 'https://dcf.wisconsin.gov/cs/order/calc',
  incomeBasis: 'gross',
  incomeHint: 'Wisconsin uses monthly income available for child support: gross income before tax, from all sources.',
  usesChildCare: false,
  usesHealthInsurance: false,
  usesLocalTax: false,
  caveat:
    'Not confirmed: the 14% for one child on income from $7,000 to $12,500 a month (DCF 150.04(5)(c)1.). The other high-income percentages were checked against the Administrative Code on November 27, 2026.',
  compute,
};
