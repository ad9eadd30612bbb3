/**
 * Texas: Family Code §§ 154.125 (docs/child-support.md#texas).
 * The net-resources cap is republished every six years (next: September 1, 2031).
 */
import {
  EQUAL_TIME_NOTE,
  childWord,
  formatBasisPoints,
  incomeOf,
  money,
  nonResidential,
  other,
  percentOf,
  whoName,
  type GuidelineInput,
  type GuidelineResult,
  type StateGuideline,
} from '../guideline';

export const FIGURES = {
  /** Monthly net resources the percentages apply to (effective September 1, 2025). */
  netResourcesCap: 11_700_00,
  /** Below this monthly net, the § 154.125(c) low-income schedule applies. */
  lowIncomeBelow: 1_000_00,
  /** § 154.125(b): 1..5 children; 6 or more: not less than for 5. */
  percent: [2000, 2500, 3000, 3500, 4000],
  /** § 154.125(c): 1..5 children; 6 or more: not less than for 5. */
  lowIncomePercent: [1500, 2000, 2500, 3000, 3500],
} as const;

export function txPercent(children: number, lowIncome: boolean): number {
  const table = lowIncome ? FIGURES.lowIncomePercent : FIGURES.percent;
  return table[Math.min(Math.max(children, 1), 5) - 1]!;
}

function compute(input: GuidelineInput): GuidelineResult {
  const lines: GuidelineResult['lines'] = [];
  const notes: string[] = [];
  const { payer, equal } = nonResidential(input);
  if (equal) notes.push(EQUAL_TIME_NOTE);
  const net = incomeOf(input, payer);
  lines.push({ label: `${whoName(payer)} (the parent with fewer overnights): monthly net resources`, value: money(net) });
  const low = net < FIGURES.lowIncomeBelow;
  const capped = Math.min(net, FIGURES.netResourcesCap);
  if (net > FIGURES.netResourcesCap) {
    lines.push({ label: `Net resources up to the cap of ${money(FIGURES.netResourcesCap)}`, value: money(capped) });
    notes.push(
      `Net resources above ${money(FIGURES.netResourcesCap)} a month are outside the percentages; a court may order more if the children's proven needs require it (§ 154.126).`,
    );
  }
  const pct = txPercent(input.children, low);
  const schedule = low
    ? `low-income schedule (net resources under ${money(FIGURES.lowIncomeBelow)}), § 154.125(c)`
    : 'schedule, § 154.125(b)';
  const monthly = percentOf(capped, pct);
  lines.push({ label: `× ${formatBasisPoints(pct)} for ${childWord(input.children)} (${schedule})`, value: money(monthly) });
  lines.push({
    label: `Per month, paid by ${whoName(payer).toLowerCase()} to ${whoName(other(payer)).toLowerCase()}`,
    value: money(monthly),
  });
  if (input.children >= 6)
    notes.push('For 6 or more children Texas says "not less than the amount for 5 children"; this shows that minimum.');
  notes.push(
    'Texas has no formula for shared parenting time; a court may depart from the percentage for it (§ 154.123). Medical and dental support is ordered on top of this amount. The table for parents supporting children in more than one household (§ 154.129) is not included.',
  );
  return {
    payer: monthly > 0 ? payer : null,
    monthly,
    lines,
    notes,
    method: low ? 'Low-income percentage schedule' : 'Percentage of net resources',
  };
}

export const texas: StateGuideline = {
  state: 'Texas',
  law: 'Texas Family Code § 154.125 (with the net-resources cap published by the Attorney General in the Texas Register)',
  effective: 'September 1, 2025 (net-resources cap $11,700 a month)',
  checked: '2026-11-24',
  sourceUrl: 'https://statutes.capitol.texas.gov/Docs/FA/htm/FA.154.htm',
  calculatorUrl: 'https://csapps.oag.texas.gov/monthly-child-support-calculator',
  incomeBasis: 'net',
  incomeHint:
    'Texas uses monthly net resources: income minus federal income tax (as a single person), Social Security and Medicare tax, union dues and the children’s health insurance.',
  usesChildCare: false,
  usesHealthInsurance: false,
  usesLocalTax: false,
  caveat:
    'Confirmed: the rule for net resources under $1,000 a month (§ 154.125(c)) exists. Not confirmed: that its percentages are still the ones used here (15%, 20%, 25%, 30%, 35%, as published in 2018); they may have changed.',
  compute,
};
