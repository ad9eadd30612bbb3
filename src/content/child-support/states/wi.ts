/**
 * Wisconsin: DCF 150, the percentage-of-income standard (docs/child-support.md#wisconsin).
 */
import { english, type Translate } from '../../../lib/translate';
import * as m from '../../../content/messages/child-support/compiled/en.js';
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
  fewerLabel,
  paidLine,
  type GuidelineInput,
  type GuidelineResult,
  type StateGuideline,
  type Who,
} from '../guideline';
import { GUIDELINE_LAWS } from '../laws';

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

function compute(input: GuidelineInput, t: Translate = english): GuidelineResult {
  const lines: GuidelineResult['lines'] = [];
  const notes: string[] = [];
  const total = totalOvernights(input);
  const shared =
    input.overnightsYou >= FIGURES.sharedPlacementOvernights && input.overnightsOther >= FIGURES.sharedPlacementOvernights;
  const near = thresholdNote(input, FIGURES.sharedPlacementOvernights, '25%', m.wi_rule, t);
  const kids = childWord(input.children, t);

  if (!shared) {
    const { payer, equal } = nonResidential(input);
    if (equal) notes.push(t(EQUAL_TIME_NOTE));
    const income = incomeOf(input, payer);
    const { amount, parts } = wiPercentageAmount(income, input.children);
    lines.push({ label: fewerLabel(payer, m.wi_income, t), value: money(income) });
    lines.push({ label: t(m.wi_standard, { kids, parts: parts.join(' + ') }), value: money(amount) });
    lines.push({ label: paidLine(payer, t), value: money(amount) });
    if (near) notes.push(near);
    if (income > 0 && income < FIGURES.lowIncomeBelowMonthly) {
      notes.push(t(m.wi_low));
    }
    return { payer: amount > 0 ? payer : null, monthly: amount, lines, notes, method: t(m.wi_method) };
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
  lines.push({ label: t(m.wi_both_income), value: `${money(you.income)} / ${money(oth.income)}` });
  lines.push({ label: t(m.wi_1_you, { kids, parts: you.parts.join(' + ') }), value: money(you.amount) });
  lines.push({ label: t(m.wi_1_other, { parts: oth.parts.join(' + ') }), value: money(oth.amount) });
  lines.push({ label: t(m.wi_2), value: `${money(you.times150)} / ${money(oth.times150)}` });
  lines.push({ label: t(m.n_yours_times, { step: 3, n: you.otherNights, total }), value: money(you.owed) });
  lines.push({ label: t(m.n_theirs_times, { step: 3, n: oth.otherNights, total }), value: money(oth.owed) });
  const payer: Who = you.owed >= oth.owed ? 'you' : 'other';
  const diff = Math.abs(you.owed - oth.owed);
  lines.push({ label: t(m.wi_4), value: money(diff) });
  const cap = payer === 'you' ? you.amount : oth.amount;
  const monthly = Math.min(diff, cap);
  if (diff > cap) {
    lines.push({ label: t(m.wi_5, { whose: possessive(payer, t) }), value: money(monthly) });
  }
  lines.push({ label: paidLine(payer, t), value: money(monthly) });
  if (near) notes.push(near);
  notes.push(t(m.wi_variable));
  return { payer: monthly > 0 ? payer : null, monthly, lines, notes, method: t(m.wi_method_shared) };
}

export const wisconsin: StateGuideline = {
  state: 'Wisconsin',
  ...GUIDELINE_LAWS.Wisconsin,
  checked: '2026-11-24',
  sourceUrl: 'https://docs.legis.wisconsin.gov/code/admin_code/dcf/101_199/150',
  calculatorUrl: 'https://dcf.wisconsin.gov/cs/order/calc',
  incomeBasis: 'gross',
  incomeHint: m.wi_income_hint,
  usesChildCare: false,
  usesHealthInsurance: false,
  usesLocalTax: false,
  caveat: m.wi_caveat,
  compute,
};
