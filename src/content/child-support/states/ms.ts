/**
 * Mississippi: Code § 43-19-101 (docs/child-support.md#mississippi).
 */
import { english, type Translate } from '../../../lib/translate';
import * as m from '../../../content/messages/child-support/compiled/en.js';
import {
  EQUAL_TIME_NOTE,
  childWord,
  formatBasisPoints,
  incomeOf,
  money,
  nonResidential,
  percentOf,
  fewerLabel,
  paidLine,
  type GuidelineInput,
  type GuidelineResult,
  type StateGuideline,
} from '../guideline';
import { GUIDELINE_LAWS } from '../laws';

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

function compute(input: GuidelineInput, t: Translate = english): GuidelineResult {
  const lines: GuidelineResult['lines'] = [];
  const notes: string[] = [];
  const { payer, equal } = nonResidential(input);
  if (equal) notes.push(t(EQUAL_TIME_NOTE));
  const agi = incomeOf(input, payer);
  lines.push({ label: fewerLabel(payer, m.ms_agi, t), value: money(agi) });
  const pct = msPercent(input.children);
  const monthly = percentOf(agi, pct);
  lines.push({ label: t(m.times_for, { x: formatBasisPoints(pct), kids: childWord(input.children, t) }), value: money(monthly) });
  lines.push({ label: paidLine(payer, t), value: money(monthly) });
  const yearly = agi * 12;
  if (yearly > FIGURES.findingAboveYearly || yearly < FIGURES.findingBelowYearly) {
    notes.push(t(yearly > FIGURES.findingAboveYearly ? m.ms_above : m.ms_below, { amount: money(yearly) }));
  }
  notes.push(t(m.ms_note));
  return { payer: monthly > 0 ? payer : null, monthly, lines, notes, method: t(m.ms_method) };
}

export const mississippi: StateGuideline = {
  state: 'Mississippi',
  ...GUIDELINE_LAWS.Mississippi,
  checked: '2026-11-24',
  sourceUrl: 'https://www.mdhs.ms.gov/help/child-support/',
  calculatorUrl: 'https://www.mdhs.ms.gov/help/child-support/',
  incomeBasis: 'net',
  incomeHint: m.ms_income_hint,
  usesChildCare: false,
  usesHealthInsurance: false,
  usesLocalTax: false,
  compute,
};
