/**
 * California: Family Code § 4055, the statewide uniform guideline (docs/child-support.md#california).
 * Income bands for K as amended by SB 343 (effective September 1, 2024).
 */
import { english, type Translate } from '../../../lib/translate';
import * as m from '../../../content/messages/child-support/compiled/en.js';
import {
  childWord,
  money,
  mulDiv,
  other,
  overnightsOf,
  totalOvernights,
  whoText,
  possessive,
  paidLine,
  type GuidelineInput,
  type GuidelineResult,
  type StateGuideline,
  type Who,
} from '../guideline';
import { GUIDELINE_LAWS } from '../laws';

const FIGURES = {
  /** § 4055(b)(4): multiply the one-child amount for 2..10 children. */
  multipliers: [1, 1.6, 2, 2.3, 2.5, 2.625, 2.75, 2.813, 2.844, 2.86],
  /** Full-time minimum-wage monthly earnings: the low-income adjustment threshold (2026 minimum wage $16.90 an hour). */
  lowIncomeMonthly: 2_929_33,
} as const;

/** The income-band fraction of § 4055(b)(3) for total net disposable income TN (dollars a month). */
export function caFraction(tn: number): { value: number; text: string } {
  if (tn <= 2900) return { value: 0.165 + tn / 82857, text: m.ca_band1 };
  if (tn <= 5000) return { value: 0.131 + tn / 42149, text: m.ca_band2 };
  if (tn <= 10000) return { value: 0.25, text: m.ca_band3 };
  if (tn <= 15000) return { value: 0.1 + 1499 / tn, text: m.ca_band4 };
  return { value: 0.12 + 1200 / tn, text: m.ca_band5 };
}

/** K = (1 + H%) × fraction when H% ≤ 50%, else (2 − H%) × fraction. */
export function caK(tn: number, hPercent: number): number {
  const f = caFraction(tn).value;
  return (hPercent <= 0.5 ? 1 + hPercent : 2 - hPercent) * f;
}

export function caMultiplier(children: number): number {
  return FIGURES.multipliers[Math.min(Math.max(children, 1), 10) - 1]!;
}

function compute(input: GuidelineInput, t: Translate = english): GuidelineResult {
  const lines: GuidelineResult['lines'] = [];
  const notes: string[] = [];
  const high: Who = input.youIncome >= input.otherIncome ? 'you' : 'other';
  const low = other(high);
  const hnCents = high === 'you' ? input.youIncome : input.otherIncome;
  const tnCents = input.youIncome + input.otherIncome;
  const total = totalOvernights(input);
  const hNights = overnightsOf(input, high);
  const hPercent = total > 0 ? hNights / total : 0;
  const tn = tnCents / 100;
  const hn = hnCents / 100;
  const fraction = caFraction(tn);
  const k = caK(tn, hPercent);
  const oneChild = k * (hn - hPercent * tn);
  const mult = caMultiplier(input.children);
  const csCents = Math.round(oneChild * mult * 100);

  lines.push({ label: t(m.ca_hn, { person: whoText(high, t) }), value: money(hnCents) });
  lines.push({ label: t(m.ca_tn), value: money(tnCents) });
  lines.push({ label: t(m.ca_h, { n: hNights, total }), value: `${(hPercent * 100).toFixed(2)}%` });
  lines.push({ label: t(m.ca_fraction, { text: t(fraction.text) }), value: fraction.value.toFixed(4) });
  lines.push({ label: t(m.ca_k, { k: hPercent <= 0.5 ? '1 + H%' : '2 − H%' }), value: k.toFixed(4) });
  lines.push({ label: 'HN − (H% × TN)', value: money(Math.round((hn - hPercent * tn) * 100)) });
  lines.push({ label: t(m.ca_cs), value: money(Math.round(oneChild * 100)) });
  if (input.children > 1) {
    lines.push({ label: t(m.times_for, { x: mult, kids: childWord(input.children, t) }), value: money(csCents) });
  }

  let payer: Who | null = csCents > 0 ? high : csCents < 0 ? low : null;
  let monthly = Math.abs(csCents);
  if (csCents < 0) notes.push(t(m.ca_negative));

  if (input.childCare > 0 && tnCents > 0) {
    const p: Who = payer ?? high;
    const pIncome = p === 'you' ? input.youIncome : input.otherIncome;
    const part = mulDiv(input.childCare, pIncome, tnCents);
    lines.push({
      label: t(m.ca_child_care, { amount: money(input.childCare), whose: possessive(p, t) }),
      value: `+\u00a0${money(part)}`,
    });
    notes.push(t(m.ca_child_care_note, { person: whoText(other(p), t) }));
    monthly += part;
    payer = p;
  }
  if (payer) lines.push({ label: paidLine(payer, t), value: money(monthly) });
  const payerNet = payer ? (payer === 'you' ? input.youIncome : input.otherIncome) : 0;
  if (payer && payerNet < FIGURES.lowIncomeMonthly) {
    notes.push(t(payer === 'you' ? m.ca_low_you : m.ca_low_other, { amount: money(FIGURES.lowIncomeMonthly) }));
  }
  notes.push(t(m.ca_every_night));
  return { payer, monthly, lines, notes, method: t(m.ca_method) };
}

export const california: StateGuideline = {
  state: 'California',
  ...GUIDELINE_LAWS.California,
  checked: '2026-11-24',
  sourceUrl: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?sectionNum=4055.&lawCode=FAM',
  calculatorUrl: 'https://childsupport.ca.gov/guideline-calculator/',
  incomeBasis: 'net',
  incomeHint: m.ca_income_hint,
  usesChildCare: true,
  usesHealthInsurance: false,
  usesLocalTax: false,
  compute,
};
