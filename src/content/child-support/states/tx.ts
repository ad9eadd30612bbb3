/**
 * Texas: Family Code §§ 154.125 (docs/child-support.md#texas).
 * The net-resources cap is republished every six years (next: September 1, 2031).
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

function compute(input: GuidelineInput, t: Translate = english): GuidelineResult {
  const lines: GuidelineResult['lines'] = [];
  const notes: string[] = [];
  const { payer, equal } = nonResidential(input);
  if (equal) notes.push(t(EQUAL_TIME_NOTE));
  const net = incomeOf(input, payer);
  lines.push({ label: fewerLabel(payer, m.tx_net, t), value: money(net) });
  const low = net < FIGURES.lowIncomeBelow;
  const capped = Math.min(net, FIGURES.netResourcesCap);
  if (net > FIGURES.netResourcesCap) {
    lines.push({ label: t(m.tx_cap, { cap: money(FIGURES.netResourcesCap) }), value: money(capped) });
    notes.push(t(m.tx_cap_note, { cap: money(FIGURES.netResourcesCap) }));
  }
  const pct = txPercent(input.children, low);
  const schedule = low ? t(m.tx_low_schedule, { amount: money(FIGURES.lowIncomeBelow) }) : t(m.tx_schedule);
  const monthly = percentOf(capped, pct);
  lines.push({
    label: t(m.times_for_how, { x: formatBasisPoints(pct), kids: childWord(input.children, t), reading: schedule }),
    value: money(monthly),
  });
  lines.push({ label: paidLine(payer, t), value: money(monthly) });
  if (input.children >= 6) notes.push(t(m.tx_six));
  notes.push(t(m.tx_note));
  return {
    payer: monthly > 0 ? payer : null,
    monthly,
    lines,
    notes,
    method: t(low ? m.tx_method_low : m.tx_method),
  };
}

export const texas: StateGuideline = {
  state: 'Texas',
  ...GUIDELINE_LAWS.Texas,
  checked: '2026-11-24',
  sourceUrl: 'https://statutes.capitol.texas.gov/Docs/FA/htm/FA.154.htm',
  calculatorUrl: 'https://csapps.oag.texas.gov/monthly-child-support-calculator',
  incomeBasis: 'net',
  incomeHint: m.tx_income_hint,
  usesChildCare: false,
  usesHealthInsurance: false,
  usesLocalTax: false,
  caveat: m.tx_caveat,
  compute,
};
