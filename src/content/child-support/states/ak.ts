/**
 * Alaska: Civil Rule 90.3 (docs/child-support.md#alaska).
 */
import { english, type Translate } from '../../../lib/translate';
import * as m from '../../../content/messages/child-support/compiled/en.js';
import {
  EQUAL_TIME_NOTE,
  childWord,
  formatBasisPoints,
  money,
  mulDiv,
  nonResidential,
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
  /** Rule 90.3(a)(2): 20%, 27%, 33%, plus 3% for each further child. */
  percent: [2000, 2700, 3300],
  perExtraChild: 300,
  /** Rule 90.3(c)(2): adjusted annual income above this is left to the court. */
  annualIncomeCap: 126_000_00,
  /** Rule 90.3(c)(3): the least a parent pays, per month. */
  minimumMonthly: 50_00,
  /** Rule 90.3(f)(1): shared custody when each parent has at least 30% of overnights (110 a year). */
  sharedCustodyOvernights: 110,
  /** Rule 90.3(b)(1)(C): the offset is multiplied by 1.5. */
  sharedMultiplierNum: 3,
  sharedMultiplierDen: 2,
} as const;

export function akPercent(children: number): number {
  const n = Math.max(children, 1);
  if (n <= 3) return FIGURES.percent[n - 1]!;
  return FIGURES.percent[2]! + (n - 3) * FIGURES.perExtraChild;
}

/** Primary-custody annual amount for one parent's adjusted annual income (cents per year). */
function akAnnual(annualIncome: number, children: number): number {
  return percentOf(Math.min(annualIncome, FIGURES.annualIncomeCap), akPercent(children));
}

function compute(input: GuidelineInput, t: Translate = english): GuidelineResult {
  const lines: GuidelineResult['lines'] = [];
  const notes: string[] = [];
  const total = totalOvernights(input);
  const shared =
    input.overnightsYou >= FIGURES.sharedCustodyOvernights && input.overnightsOther >= FIGURES.sharedCustodyOvernights;
  const near = thresholdNote(input, FIGURES.sharedCustodyOvernights, '30%', m.ak_rule, t);
  const pct = akPercent(input.children);
  const kids = childWord(input.children, t);
  const annual = { you: input.youIncome * 12, other: input.otherIncome * 12 };
  const capLine = (w: Who) => {
    if (annual[w] > FIGURES.annualIncomeCap) {
      notes.push(t(w === 'you' ? m.ak_cap_you : m.ak_cap_other, { cap: money(FIGURES.annualIncomeCap) }));
    }
  };
  let payer: Who | null;
  let monthly: number;
  if (!shared) {
    const np = nonResidential(input);
    if (np.equal) notes.push(t(EQUAL_TIME_NOTE));
    const income = annual[np.payer];
    capLine(np.payer);
    const yearly = akAnnual(income, input.children);
    lines.push({ label: fewerLabel(np.payer, m.ak_annual, t), value: money(income) });
    lines.push({
      label: t(m.ak_up_to, { cap: money(FIGURES.annualIncomeCap), x: formatBasisPoints(pct), kids }),
      value: money(yearly),
    });
    monthly = mulDiv(yearly, 1, 12);
    lines.push({ label: t(m.ak_per_month), value: money(monthly) });
    if (monthly < FIGURES.minimumMonthly) {
      monthly = FIGURES.minimumMonthly;
      lines.push({ label: t(m.ak_minimum), value: money(monthly) });
    }
    payer = np.payer;
  } else {
    capLine('you');
    capLine('other');
    const yours = akAnnual(annual.you, input.children);
    const theirs = akAnnual(annual.other, input.children);
    const youOwe = mulDiv(yours, overnightsOf(input, 'other'), total);
    const theyOwe = mulDiv(theirs, overnightsOf(input, 'you'), total);
    lines.push({ label: t(m.ak_both_annual), value: `${money(annual.you)} / ${money(annual.other)}` });
    lines.push({
      label: t(m.ak_1, { x: formatBasisPoints(pct), kids, cap: money(FIGURES.annualIncomeCap) }),
      value: `${money(yours)} / ${money(theirs)}`,
    });
    lines.push({ label: t(m.n_yours_times, { step: 2, n: input.overnightsOther, total }), value: money(youOwe) });
    lines.push({ label: t(m.n_theirs_times, { step: 2, n: input.overnightsYou, total }), value: money(theyOwe) });
    const diff = Math.abs(youOwe - theyOwe);
    lines.push({ label: t(m.ak_3), value: money(diff) });
    const yearly = mulDiv(diff, FIGURES.sharedMultiplierNum, FIGURES.sharedMultiplierDen);
    lines.push({ label: t(m.ak_4), value: money(yearly) });
    monthly = mulDiv(yearly, 1, 12);
    payer = monthly === 0 ? null : youOwe > theyOwe ? 'you' : 'other';
    lines.push({ label: t(m.ak_per_month), value: money(monthly) });
  }
  if (payer) lines.push({ label: paidLine(payer, t), value: money(monthly) });
  if (near) notes.push(near);
  notes.push(t(m.ak_child_care));
  return { payer, monthly, lines, notes, method: t(shared ? m.ak_method_shared : m.ak_method) };
}

export const alaska: StateGuideline = {
  state: 'Alaska',
  ...GUIDELINE_LAWS.Alaska,
  checked: '2026-11-24',
  sourceUrl: 'https://courts.alaska.gov/rules/docs/civ.pdf',
  calculatorUrl: 'https://childsupport.alaska.gov/',
  incomeBasis: 'net',
  incomeHint: m.ak_income_hint,
  usesChildCare: false,
  usesHealthInsurance: false,
  usesLocalTax: false,
  caveat: m.ak_caveat,
  compute,
};
