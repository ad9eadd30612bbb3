/**
 * California: Family Code § 4055, the statewide uniform guideline (docs/child-support.md#california).
 * Income bands for K as amended by SB 343 (effective September 1, 2024).
 */
import {
  childWord,
  money,
  mulDiv,
  other,
  possessive,
  overnightsOf,
  totalOvernights,
  whoName,
  type GuidelineInput,
  type GuidelineResult,
  type StateGuideline,
  type Who,
} from '../guideline';

const FIGURES = {
  /** § 4055(b)(4): multiply the one-child amount for 2..10 children. */
  multipliers: [1, 1.6, 2, 2.3, 2.5, 2.625, 2.75, 2.813, 2.844, 2.86],
  /** Full-time minimum-wage monthly earnings: the low-income adjustment threshold (2026 minimum wage $16.90 an hour). */
  lowIncomeMonthly: 2_929_33,
} as const;

/** The income-band fraction of § 4055(b)(3) for total net disposable income TN (dollars a month). */
export function caFraction(tn: number): { value: number; text: string } {
  if (tn <= 2900) return { value: 0.165 + tn / 82857, text: '0.165 + TN ÷ 82,857 (TN up to $2,900)' };
  if (tn <= 5000) return { value: 0.131 + tn / 42149, text: '0.131 + TN ÷ 42,149 (TN $2,901 to $5,000)' };
  if (tn <= 10000) return { value: 0.25, text: '0.25 (TN $5,001 to $10,000)' };
  if (tn <= 15000) return { value: 0.1 + 1499 / tn, text: '0.10 + 1,499 ÷ TN (TN $10,001 to $15,000)' };
  return { value: 0.12 + 1200 / tn, text: '0.12 + 1,200 ÷ TN (TN over $15,000)' };
}

/** K = (1 + H%) × fraction when H% ≤ 50%, else (2 − H%) × fraction. */
export function caK(tn: number, hPercent: number): number {
  const f = caFraction(tn).value;
  return (hPercent <= 0.5 ? 1 + hPercent : 2 - hPercent) * f;
}

export function caMultiplier(children: number): number {
  return FIGURES.multipliers[Math.min(Math.max(children, 1), 10) - 1]!;
}

function compute(input: GuidelineInput): GuidelineResult {
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

  lines.push({ label: `HN: net disposable income of the higher earner (${whoName(high).toLowerCase()})`, value: money(hnCents) });
  lines.push({ label: 'TN: total net disposable income of both parents', value: money(tnCents) });
  lines.push({
    label: `H%: higher earner’s share of time (${hNights} of ${total} overnights)`,
    value: `${(hPercent * 100).toFixed(2)}%`,
  });
  lines.push({ label: `Income-band fraction: ${fraction.text}`, value: fraction.value.toFixed(4) });
  lines.push({ label: `K = (${hPercent <= 0.5 ? '1 + H%' : '2 − H%'}) × fraction`, value: k.toFixed(4) });
  lines.push({ label: 'HN − (H% × TN)', value: money(Math.round((hn - hPercent * tn) * 100)) });
  lines.push({ label: 'CS for one child = K × [HN − (H% × TN)]', value: money(Math.round(oneChild * 100)) });
  if (input.children > 1) {
    lines.push({ label: `× ${mult} for ${childWord(input.children)}`, value: money(csCents) });
  }

  let payer: Who | null = csCents > 0 ? high : csCents < 0 ? low : null;
  let monthly = Math.abs(csCents);
  if (csCents < 0) notes.push('The result is negative, so the lower earner pays the higher earner (§ 4055(b)(5)).');

  if (input.childCare > 0 && tnCents > 0) {
    const p: Who = payer ?? high;
    const pIncome = p === 'you' ? input.youIncome : input.otherIncome;
    const part = mulDiv(input.childCare, pIncome, tnCents);
    lines.push({
      label: `Child care ${money(input.childCare)} a month × ${possessive(p, true)} share of net income`,
      value: `+\u00a0${money(part)}`,
    });
    notes.push(
      `The child-care share assumes ${whoName(other(p)).toLowerCase()} pays the child-care provider (§ 4061 shares it by net income).`,
    );
    monthly += part;
    payer = p;
  }
  if (payer)
    lines.push({
      label: `Per month, paid by ${whoName(payer).toLowerCase()} to ${whoName(other(payer)).toLowerCase()}`,
      value: money(monthly),
    });
  const payerNet = payer ? (payer === 'you' ? input.youIncome : input.otherIncome) : 0;
  if (payer && payerNet < FIGURES.lowIncomeMonthly) {
    notes.push(
      `${whoName(payer)} has net income under ${money(FIGURES.lowIncomeMonthly)} a month (full-time work at the state minimum wage), so California's low-income adjustment applies and lowers this amount; that adjustment is not included here.`,
    );
  }
  notes.push(
    'Every overnight changes H%, so in California the amount moves with each change in time; there is no single threshold.',
  );
  return { payer, monthly, lines, notes, method: 'Statewide uniform guideline formula' };
}

export const california: StateGuideline = {
  state: 'California',
  law: 'California Family Code § 4055 (statewide uniform guideline)',
  effective: 'September 1, 2024 (income bands as amended by SB 343)',
  checked: '2026-11-24',
  sourceUrl: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?sectionNum=4055.&lawCode=FAM',
  calculatorUrl: 'https://childsupport.ca.gov/guideline-calculator/',
  incomeBasis: 'net',
  incomeHint:
    'California uses net disposable income: gross income minus income taxes, Social Security and Medicare tax, mandatory retirement, health insurance and other support you already pay (§ 4059).',
  usesChildCare: true,
  usesHealthInsurance: false,
  usesLocalTax: false,
  compute,
};
