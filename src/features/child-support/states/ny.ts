/**
 * New York: Child Support Standards Act (docs/child-support.md#new-york).
 * Figures change on March 1: the combined-income cap every two years, the self-support reserve
 * and poverty amount every year. A yearly update edits the FIGURES block only.
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
  percentOf,
  shareText,
  whoName,
  type GuidelineInput,
  type GuidelineResult,
  type StateGuideline,
  type Who,
} from '../guideline';

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

function compute(input: GuidelineInput): GuidelineResult {
  const lines: GuidelineResult['lines'] = [];
  const notes: string[] = [];
  const { payer, equal } = nonResidential(input);
  if (equal) notes.push(EQUAL_TIME_NOTE);
  const receiver: Who = other(payer);

  const gross = { you: incomeOf(input, 'you') * 12, other: incomeOf(input, 'other') * 12 };
  const fica = { you: nyFica(gross.you), other: nyFica(gross.other) };
  const local = { you: input.youLocalTax * 12, other: input.otherLocalTax * 12 };
  const adjusted = {
    you: Math.max(0, gross.you - fica.you - local.you),
    other: Math.max(0, gross.other - fica.other - local.other),
  };
  lines.push({ label: '1. Your gross income per year (monthly × 12)', value: money(gross.you) });
  lines.push({ label: '2. The other parent’s gross income per year', value: money(gross.other) });
  lines.push({ label: '3. Your FICA (Social Security and Medicare on wages)', value: `−\u00a0${money(fica.you)}` });
  lines.push({ label: '4. The other parent’s FICA', value: `−\u00a0${money(fica.other)}` });
  if (local.you > 0 || local.other > 0) {
    lines.push({
      label: '5. New York City or Yonkers income tax: you / the other parent',
      value: `−\u00a0${money(local.you)} / −\u00a0${money(local.other)}`,
    });
  }
  lines.push({ label: 'Your income after these deductions', value: money(adjusted.you) });
  lines.push({ label: 'The other parent’s income after these deductions', value: money(adjusted.other) });

  const combined = adjusted.you + adjusted.other;
  lines.push({ label: 'Combined parental income', value: money(combined) });
  const payerIncome = adjusted[payer];
  lines.push({
    label: `${possessive(payer)} share of combined income (the parent with fewer overnights)`,
    value: shareText(payerIncome, combined),
  });

  const pct = nyPercent(input.children);
  const capped = Math.min(combined, FIGURES.combinedIncomeCap);
  lines.push({ label: `Combined income up to the cap of ${money(FIGURES.combinedIncomeCap)}`, value: money(capped) });
  const obligation = percentOf(capped, pct);
  lines.push({
    label: `× ${formatBasisPoints(pct)} for ${childWord(input.children)} = combined child support`,
    value: money(obligation),
  });
  let share = combined > 0 ? mulDiv(obligation, payerIncome, combined) : 0;
  lines.push({ label: `${possessive(payer)} share of it (by income share), per year`, value: money(share) });

  if (combined > FIGURES.combinedIncomeCap) {
    const allIncome = combined > 0 ? mulDiv(percentOf(combined, pct), payerIncome, combined) : 0;
    notes.push(
      `Combined income is above the ${money(FIGURES.combinedIncomeCap)} cap. For income above the cap the court decides, using the same percentage or the factors in the law; applied to all income, the share would be ${money(allIncome)} a year.`,
    );
  }

  const left = payerIncome - share;
  if (left < FIGURES.povertyGuideline) {
    share = FIGURES.minimumBelowPoverty;
    lines.push({
      label: `Paying would leave less than the poverty amount (${money(FIGURES.povertyGuideline)}), so the basic amount is $25 a month`,
      value: money(share),
    });
  } else if (left < FIGURES.selfSupportReserve) {
    share = Math.max(FIGURES.minimumBelowReserve, payerIncome - FIGURES.selfSupportReserve);
    lines.push({
      label: `Paying would leave less than the self-support reserve (${money(FIGURES.selfSupportReserve)}), so the basic amount is the income above the reserve (at least $50 a month)`,
      value: money(share),
    });
  }
  const basicMonthly = mulDiv(share, 1, 12);
  lines.push({ label: 'Basic child support per month (per year ÷ 12)', value: money(basicMonthly) });

  let addOns = 0;
  if (input.childCare > 0) {
    const part = combined > 0 ? mulDiv(input.childCare, payerIncome, combined) : 0;
    addOns += part;
    lines.push({
      label: `Child-care cost ${money(input.childCare)} a month × ${possessive(payer, true)} income share`,
      value: `+\u00a0${money(part)}`,
    });
  }
  if (input.healthInsurance > 0) {
    const part = combined > 0 ? mulDiv(input.healthInsurance, payerIncome, combined) : 0;
    addOns += part;
    lines.push({
      label: `Health insurance ${money(input.healthInsurance)} a month × ${possessive(payer, true)} income share`,
      value: `+\u00a0${money(part)}`,
    });
  }
  if (addOns > 0)
    notes.push(`The child-care and health-insurance shares assume ${whoName(receiver).toLowerCase()} pays those costs.`);
  const monthly = basicMonthly + addOns;
  lines.push({
    label: `Total per month, paid by ${whoName(payer).toLowerCase()} to ${whoName(receiver).toLowerCase()}`,
    value: money(monthly),
  });
  notes.push(
    'New York does not reduce the amount for shared parenting time: the parent with fewer overnights pays the share above.',
  );
  return { payer: monthly > 0 ? payer : null, monthly, lines, notes, method: 'Child Support Standards Act percentages' };
}

export const newYork: StateGuideline = {
  state: 'New York',
  law: 'Domestic Relations Law § 240(1-b) and Family Court Act § 413 (Child Support Standards Act)',
  effective: 'March 1, 2026 (combined-income cap $193,000); self-support reserve and poverty amount as published March 1, 2025',
  checked: '2026-11-24',
  sourceUrl: 'https://www.nysenate.gov/legislation/laws/DOM/240',
  calculatorUrl: 'https://childsupport.ny.gov/dcse/child_support_calculator.html',
  incomeBasis: 'gross',
  incomeHint:
    'New York starts from gross income (before tax). Social Security and Medicare tax are taken off here for you, treating all income as wages.',
  usesChildCare: true,
  usesHealthInsurance: true,
  usesLocalTax: true,
  caveat:
    'Not confirmed: the self-support reserve and poverty amount published on March 1, 2026. This uses the March 1, 2025 figures ($21,128 and $15,650); the current ones may differ.',
  compute,
};
