/**
 * New York: Child Support Standards Act (docs/child-support.md#new-york).
 * Figures change on March 1: the combined-income cap every two years, the self-support reserve
 * and poverty amount every year. A yearly update edits the FIGURES block only.
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
  percentOf,
  shareText,
  whoText,
  type GuidelineInput,
  type GuidelineResult,
  type StateGuideline,
  type Who,
} from '../guideline';
import { GUIDELINE_LAWS } from '../laws';

export const FIGURES = {
  /** Combined parental income the percentages apply to, per year (effective March 1, 2026). */
  combinedIncomeCap: 193_000_00,
  /** Self-support reserve per year (135% of the poverty amount), as published March 1, 2025. */
  selfSupportReserve: 21_128_00,
  /** Federal poverty income guideline for one person per year, as published March 1, 2025. */
  povertyGuideline: 15_650_00,
  /** Social Security wage base for 2026; Social Security tax is 6.2% up to it. */
  socialSecurityWageBase: 184_500_00,
  socialSecurityRate: 620,
  medicareRate: 145,
  /** Additional Medicare tax above $200,000 of wages (single filer). */
  additionalMedicareRate: 90,
  additionalMedicareFrom: 200_000_00,
  /** Lowest basic obligations per year: $25 a month below poverty, $50 a month below the reserve. */
  minimumBelowPoverty: 300_00,
  minimumBelowReserve: 600_00,
} as const;

/** Child support percentage by number of children (5 or more: at least 35%). */
export function nyPercent(children: number): number {
  if (children <= 1) return 1700;
  if (children === 2) return 2500;
  if (children === 3) return 2900;
  if (children === 4) return 3100;
  return 3500;
}

/** FICA on a year's wages: Social Security up to the wage base plus Medicare (and the additional Medicare tax). */
export function nyFica(annualGross: number): number {
  const ss = percentOf(Math.min(annualGross, FIGURES.socialSecurityWageBase), FIGURES.socialSecurityRate);
  const medicare = percentOf(annualGross, FIGURES.medicareRate);
  const extra = percentOf(Math.max(0, annualGross - FIGURES.additionalMedicareFrom), FIGURES.additionalMedicareRate);
  return ss + medicare + extra;
}

function compute(input: GuidelineInput, t: Translate = english): GuidelineResult {
  const lines: GuidelineResult['lines'] = [];
  const notes: string[] = [];
  const { payer, equal } = nonResidential(input);
  if (equal) notes.push(t(EQUAL_TIME_NOTE));
  const receiver: Who = other(payer);

  const gross = { you: incomeOf(input, 'you') * 12, other: incomeOf(input, 'other') * 12 };
  const fica = { you: nyFica(gross.you), other: nyFica(gross.other) };
  const local = { you: input.youLocalTax * 12, other: input.otherLocalTax * 12 };
  const adjusted = {
    you: Math.max(0, gross.you - fica.you - local.you),
    other: Math.max(0, gross.other - fica.other - local.other),
  };
  lines.push({ label: t(m.ny_1), value: money(gross.you) });
  lines.push({ label: t(m.ny_2), value: money(gross.other) });
  lines.push({ label: t(m.ny_3), value: `−\u00a0${money(fica.you)}` });
  lines.push({ label: t(m.ny_4), value: `−\u00a0${money(fica.other)}` });
  if (local.you > 0 || local.other > 0) {
    lines.push({ label: t(m.ny_5), value: `−\u00a0${money(local.you)} / −\u00a0${money(local.other)}` });
  }
  lines.push({ label: t(m.ny_after_you), value: money(adjusted.you) });
  lines.push({ label: t(m.ny_after_other), value: money(adjusted.other) });

  const combined = adjusted.you + adjusted.other;
  lines.push({ label: t(m.ny_combined), value: money(combined) });
  const payerIncome = adjusted[payer];
  lines.push({ label: t(payer === 'you' ? m.ny_share_you : m.ny_share_other), value: shareText(payerIncome, combined) });

  const pct = nyPercent(input.children);
  const capped = Math.min(combined, FIGURES.combinedIncomeCap);
  lines.push({ label: t(m.ny_cap, { cap: money(FIGURES.combinedIncomeCap) }), value: money(capped) });
  const obligation = percentOf(capped, pct);
  lines.push({
    label: t(m.ny_times, { x: formatBasisPoints(pct), kids: childWord(input.children, t) }),
    value: money(obligation),
  });
  let share = combined > 0 ? mulDiv(obligation, payerIncome, combined) : 0;
  lines.push({ label: t(payer === 'you' ? m.ny_share_of_you : m.ny_share_of_other), value: money(share) });

  if (combined > FIGURES.combinedIncomeCap) {
    const allIncome = combined > 0 ? mulDiv(percentOf(combined, pct), payerIncome, combined) : 0;
    notes.push(t(m.ny_above_cap, { cap: money(FIGURES.combinedIncomeCap), amount: money(allIncome) }));
  }

  const left = payerIncome - share;
  if (left < FIGURES.povertyGuideline) {
    share = FIGURES.minimumBelowPoverty;
    lines.push({
      label: t(m.ny_poverty, { amount: money(FIGURES.povertyGuideline) }),
      value: money(share),
    });
  } else if (left < FIGURES.selfSupportReserve) {
    share = Math.max(FIGURES.minimumBelowReserve, payerIncome - FIGURES.selfSupportReserve);
    lines.push({
      label: t(m.ny_reserve, { amount: money(FIGURES.selfSupportReserve) }),
      value: money(share),
    });
  }
  const basicMonthly = mulDiv(share, 1, 12);
  lines.push({ label: t(m.ny_basic), value: money(basicMonthly) });

  let addOns = 0;
  if (input.childCare > 0) {
    const part = combined > 0 ? mulDiv(input.childCare, payerIncome, combined) : 0;
    addOns += part;
    lines.push({
      label: t(m.ny_child_care, { amount: money(input.childCare), whose: possessive(payer, t) }),
      value: `+\u00a0${money(part)}`,
    });
  }
  if (input.healthInsurance > 0) {
    const part = combined > 0 ? mulDiv(input.healthInsurance, payerIncome, combined) : 0;
    addOns += part;
    lines.push({
      label: t(m.ny_health, { amount: money(input.healthInsurance), whose: possessive(payer, t) }),
      value: `+\u00a0${money(part)}`,
    });
  }
  if (addOns > 0) notes.push(t(m.ny_addons_note, { person: whoText(receiver, t) }));
  const monthly = basicMonthly + addOns;
  lines.push({ label: t(payer === 'you' ? m.ny_total_you : m.ny_total_other), value: money(monthly) });
  notes.push(t(m.ny_no_shared));
  return { payer: monthly > 0 ? payer : null, monthly, lines, notes, method: t(m.ny_method) };
}

export const newYork: StateGuideline = {
  state: 'New York',
  ...GUIDELINE_LAWS['New York'],
  checked: '2026-11-24',
  sourceUrl: 'https://www.nysenate.gov/legislation/laws/DOM/240',
  calculatorUrl: 'https://childsupport.ny.gov/dcse/child_support_calculator.html',
  incomeBasis: 'gross',
  incomeHint: m.ny_income_hint,
  usesChildCare: true,
  usesHealthInsurance: true,
  usesLocalTax: true,
  caveat: m.ny_caveat,
  compute,
};
