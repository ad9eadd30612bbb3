/**
 * Alaska: Civil Rule 90.3 (docs/child-support.md#alaska).
 */
import {
  EQUAL_TIME_NOTE,
  childWord,
  formatBasisPoints,
  money,
  mulDiv,
  nonResidential,
  other,
  possessive,
  overnightsOf,
  percentOf,
  thresholdNote,
  totalOvernights,
  whoName,
  type GuidelineInput,
  type GuidelineResult,
  type StateGuideline,
  type Who,
} from '../guideline';

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

function compute(input: GuidelineInput): GuidelineResult {
  const lines: GuidelineResult['lines'] = [];
  const notes: string[] = [];
  const total = totalOvernights(input);
  const shared =
    input.overnightsYou >= FIGURES.sharedCustodyOvernights && input.overnightsOther >= FIGURES.sharedCustodyOvernights;
  const near = thresholdNote(input, FIGURES.sharedCustodyOvernights, '30%', 'Alaska’s shared-custody formula');
  const pct = akPercent(input.children);
  const kids = childWord(input.children);
  const annual = { you: input.youIncome * 12, other: input.otherIncome * 12 };
  const capLine = (w: Who) => {
    if (annual[w] > FIGURES.annualIncomeCap) {
      notes.push(
        `${possessive(w)} adjusted annual income is above ${money(FIGURES.annualIncomeCap)}; the percentage is applied only up to that amount, and the court may add more for income above it.`,
      );
    }
  };
  let payer: Who | null;
  let monthly: number;
  if (!shared) {
    const np = nonResidential(input);
    if (np.equal) notes.push(EQUAL_TIME_NOTE);
    const income = annual[np.payer];
    capLine(np.payer);
    const yearly = akAnnual(income, input.children);
    lines.push({
      label: `${whoName(np.payer)} (the parent with fewer overnights): adjusted annual income (monthly × 12)`,
      value: money(income),
    });
    lines.push({
      label: `Up to ${money(FIGURES.annualIncomeCap)} × ${formatBasisPoints(pct)} for ${kids}, per year`,
      value: money(yearly),
    });
    monthly = mulDiv(yearly, 1, 12);
    lines.push({ label: 'Per month (per year ÷ 12)', value: money(monthly) });
    if (monthly < FIGURES.minimumMonthly) {
      monthly = FIGURES.minimumMonthly;
      lines.push({ label: 'Not less than the $50 monthly minimum', value: money(monthly) });
    }
    payer = np.payer;
  } else {
    capLine('you');
    capLine('other');
    const yours = akAnnual(annual.you, input.children);
    const theirs = akAnnual(annual.other, input.children);
    const youOwe = mulDiv(yours, overnightsOf(input, 'other'), total);
    const theyOwe = mulDiv(theirs, overnightsOf(input, 'you'), total);
    lines.push({
      label: 'Adjusted annual income: you / the other parent',
      value: `${money(annual.you)} / ${money(annual.other)}`,
    });
    lines.push({
      label: `1. Each × ${formatBasisPoints(pct)} for ${kids} (income up to ${money(FIGURES.annualIncomeCap)}): you / the other parent`,
      value: `${money(yours)} / ${money(theirs)}`,
    });
    lines.push({
      label: `2. Yours × the other parent’s time (${input.overnightsOther} of ${total} overnights)`,
      value: money(youOwe),
    });
    lines.push({
      label: `2. The other parent’s × your time (${input.overnightsYou} of ${total} overnights)`,
      value: money(theyOwe),
    });
    const diff = Math.abs(youOwe - theyOwe);
    lines.push({ label: '3. The larger minus the smaller', value: money(diff) });
    const yearly = mulDiv(diff, FIGURES.sharedMultiplierNum, FIGURES.sharedMultiplierDen);
    lines.push({ label: '4. × 1.5, per year', value: money(yearly) });
    monthly = mulDiv(yearly, 1, 12);
    payer = monthly === 0 ? null : youOwe > theyOwe ? 'you' : 'other';
    lines.push({ label: 'Per month (per year ÷ 12)', value: money(monthly) });
  }
  if (payer)
    lines.push({
      label: `Per month, paid by ${whoName(payer).toLowerCase()} to ${whoName(other(payer)).toLowerCase()}`,
      value: money(monthly),
    });
  if (near) notes.push(near);
  notes.push(
    'Work-related child-care costs for these children are taken off adjusted income before the percentage (Rule 90.3(a)(1)(E)); enter income after them.',
  );
  return { payer, monthly, lines, notes, method: shared ? 'Shared custody formula' : 'Primary custody percentage' };
}

export const alaska: StateGuideline = {
  state: 'Alaska',
  law: 'Alaska Rule of Civil Procedure 90.3',
  effective: 'Rule 90.3 as amended effective October 16, 2023',
  checked: '2026-11-24',
  sourceUrl: 'https://courts.alaska.gov/rules/docs/civ.pdf',
  calculatorUrl: 'https://childsupport.alaska.gov/',
  incomeBasis: 'net',
  incomeHint:
    'Alaska uses adjusted income: total income minus income tax, Social Security and Medicare tax, mandatory union dues and retirement, support for other children, and work-related child care for these children.',
  usesChildCare: false,
  usesHealthInsurance: false,
  usesLocalTax: false,
  caveat:
    'Not confirmed: the current income cap in Rule 90.3(c)(2). This uses $126,000 a year, the figure published in 2018; it may have changed.',
  compute,
};
