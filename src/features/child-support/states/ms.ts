/**
 * Mississippi: Code § 43-19-101 (docs/child-support.md#mississippi).
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

const FIGURES = {
  /** § 43-19-101(1): 1, 2, 3, 4, 5 or more children. */
  percent: [1400, 2000, 2200, 2400, 2600],
  /** § 43-19-101(4): outside these yearly amounts the court must find in writing whether the percentage is reasonable. */
  findingAboveYearly: 100_000_00,
  findingBelowYearly: 10_000_00,
} as const;

export function msPercent(children: number): number {
  return FIGURES.percent[Math.min(Math.max(children, 1), 5) - 1]!;
}

function compute(input: GuidelineInput): GuidelineResult {
  const lines: GuidelineResult['lines'] = [];
  const notes: string[] = [];
  const { payer, equal } = nonResidential(input);
  if (equal) notes.push(EQUAL_TIME_NOTE);
  const agi = incomeOf(input, payer);
  lines.push({ label: `${whoName(payer)} (the parent with fewer overnights): monthly adjusted gross income`, value: money(agi) });
  const pct = msPercent(input.children);
  const monthly = percentOf(agi, pct);
  lines.push({ label: `× ${formatBasisPoints(pct)} for ${childWord(input.children)}`, value: money(monthly) });
  lines.push({
    label: `Per month, paid by ${whoName(payer).toLowerCase()} to ${whoName(other(payer)).toLowerCase()}`,
    value: money(monthly),
  });
  const yearly = agi * 12;
  if (yearly > FIGURES.findingAboveYearly || yearly < FIGURES.findingBelowYearly) {
    notes.push(
      `Adjusted gross income of ${money(yearly)} a year is ${yearly > FIGURES.findingAboveYearly ? 'above $100,000' : 'below $10,000'}, so the court must say in writing whether this percentage is reasonable (§ 43-19-101(4)).`,
    );
  }
  notes.push(
    'Mississippi has no formula for shared parenting time; a court may depart from the percentage for it (§ 43-19-103).',
  );
  return { payer: monthly > 0 ? payer : null, monthly, lines, notes, method: 'Percentage of adjusted gross income' };
}

export const mississippi: StateGuideline = {
  state: 'Mississippi',
  law: 'Mississippi Code § 43-19-101',
  effective: 'July 1, 2013 (current percentages and income limits)',
  checked: '2026-11-24',
  sourceUrl: 'https://www.mdhs.ms.gov/help/child-support/',
  calculatorUrl: 'https://www.mdhs.ms.gov/help/child-support/',
  incomeBasis: 'net',
  incomeHint:
    'Mississippi uses adjusted gross income: gross income minus income tax, Social Security and Medicare tax, mandatory retirement and any support already ordered for other children.',
  usesChildCare: false,
  usesHealthInsurance: false,
  usesLocalTax: false,
  compute,
};
