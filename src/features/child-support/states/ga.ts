/**
 * Georgia: O.C.G.A. § 19-6-15, income shares on adjusted gross income, with the parenting time
 * adjustment of subsection (g) in force from January 1, 2026 (docs/child-support.md#georgia).
 * The tables are data in ./gaSchedule.ts, reproduced from the statute's text by
 * scripts/child-support/ga-schedule.mjs.
 */
import {
  childWord,
  incomeOf,
  money,
  mulDiv,
  other,
  overnightsOf,
  whoName,
  type GuidelineInput,
  type GuidelineResult,
  type StateGuideline,
  type Who,
  type WorksheetLine,
} from '../guideline';
import { addOnShares, incomeShares, resultLine, scheduleAmount, shareLabel, split, type Schedule } from '../incomeShares';
import { GA_BASIC, GA_LOW_INCOME, GA_LOW_INCOME_PERCENT, GA_LOW_INCOME_PERCENT_UP_TO } from './gaSchedule';

const dollarsRows = (rows: readonly (readonly number[])[]) =>
  rows.map(([income, ...amounts]) => ({ income: income! * 100, amounts: amounts.map((a) => a * 100) }));

/**
 * Subsection (o), read as § 19-6-15(b)(4) says: "the income bracket most closely matched" (an
 * income exactly halfway between two rows is not addressed; we take the higher row). Below the
 * first row the closest figure is the first row. Above $40,000 a month, subsection (i)(2)(A): the
 * highest amount in the table, and the court may add more.
 */
export const GA_SCHEDULE: Schedule = {
  period: 'month',
  rows: dollarsRows(GA_BASIC),
  between: { kind: 'nearest', ties: 'up' },
  below: { kind: 'first-row' },
  above: {
    kind: 'court-decides',
    note: 'Combined income is above $40,000 a month: Georgia sets the basic amount at the top of its table, and the court may add more for the children’s needs (§ 19-6-15(i)(2)(A)).',
  },
};

/** The low-income table's amount for a parent's adjusted income and number of children, or null when the table does not reach it. */
export function gaLowIncomeAmount(income: number, children: number): { amount: number; how: string } | null {
  const col = Math.min(Math.max(children, 1), 6) - 1;
  const rows = GA_LOW_INCOME.filter((r) => r[col + 1] !== null && r[col + 1] !== undefined);
  const top = rows[rows.length - 1]![0]! * 100;
  if (income >= top) return null;
  if (income <= GA_LOW_INCOME_PERCENT_UP_TO * 100) {
    const pct = GA_LOW_INCOME_PERCENT[col]!;
    return {
      amount: mulDiv(income, pct, 100),
      how: `${pct}% of income (at or below ${money(GA_LOW_INCOME_PERCENT_UP_TO * 100)})`,
    };
  }
  // The row closest to the income, as for the main table (the statute does not say otherwise for table (p)).
  let best = rows[0]!;
  for (const r of rows) {
    if (Math.abs(r[0]! * 100 - income) <= Math.abs(best[0]! * 100 - income)) best = r;
    else break;
  }
  return { amount: best[col + 1]! * 100, how: `row ${money(best[0]! * 100)}` };
}

/**
 * Subsection (g)(2)(B): the parenting time adjustment, in cents. Days are raised to the power
 * 2.5; the result is rounded to the cent only at the end (half up).
 * Returns the adjustment (the amount taken off the noncustodial parent's share) and that parent's
 * adjusted share (negative: the custodial parent pays).
 */
export function gaParentingTimeAdjustment(args: { ncpShare: number; cpShare: number; ncpDays: number; cpDays: number }): {
  adjustment: number;
  adjusted: number;
} {
  const i = args.ncpDays ** 2.5;
  const ii = args.cpDays ** 2.5;
  if (i + ii === 0) return { adjustment: 0, adjusted: args.ncpShare };
  const vi = (i * args.cpShare - ii * args.ncpShare) / (i + ii);
  const adjustment = Math.round(args.ncpShare + vi);
  return { adjustment, adjusted: args.ncpShare - adjustment };
}

function compute(input: GuidelineInput): GuidelineResult {
  const lines: WorksheetLine[] = [];
  const notes: string[] = [];
  const kids = childWord(input.children);
  // (a)(9), (a)(14): the custodial parent has the children more than half the time; with equal time, the lower earner.
  let ncp: Who;
  if (input.overnightsYou !== input.overnightsOther) ncp = input.overnightsYou < input.overnightsOther ? 'you' : 'other';
  else if (input.youIncome !== input.otherIncome) ncp = input.youIncome > input.otherIncome ? 'you' : 'other';
  else {
    ncp = 'you';
    notes.push(
      'You have the same overnights and the same income, so Georgia leaves it to the court to say which of you is the noncustodial parent; this treats you as that parent.',
    );
  }
  const cp = other(ncp);
  const combined = input.youIncome + input.otherIncome;
  const shares = incomeShares(input.youIncome, input.otherIncome, null);
  lines.push({
    label: 'Schedule B: monthly adjusted gross income, you / the other parent',
    value: `${money(input.youIncome)} / ${money(input.otherIncome)}`,
  });
  lines.push({ label: 'Combined adjusted gross income', value: money(combined) });
  lines.push({
    label: 'Each parent’s share of combined income, you / the other parent',
    value: `${shareLabel(shares.you)} / ${shareLabel(shares.other)}`,
  });
  const read = scheduleAmount(GA_SCHEDULE, combined, input.children);
  const basic = read.amount ?? 0;
  if (read.note) notes.push(read.note);
  lines.push({ label: `Basic child support obligation for ${kids} (table (o): ${read.how})`, value: money(basic) });
  const parts = split(basic, shares);
  const share = (w: Who) => (w === 'you' ? parts.you : parts.other);
  lines.push({
    label: 'Each parent’s share of the basic obligation, you / the other parent',
    value: `${money(parts.you)} / ${money(parts.other)}`,
  });

  const ncpDays = overnightsOf(input, ncp);
  const cpDays = overnightsOf(input, cp);
  const pta = gaParentingTimeAdjustment({ ncpShare: share(ncp), cpShare: share(cp), ncpDays, cpDays });
  lines.push({
    label: `Schedule C: parenting time adjustment (${whoName(ncp).toLowerCase()}, the noncustodial parent, ${ncpDays} days; the custodial parent ${cpDays} days; days to the power 2.5)`,
    value: money(pta.adjustment),
  });
  lines.push({ label: `Noncustodial parent’s share after the parenting time adjustment`, value: money(pta.adjusted) });

  // Schedule D: health insurance and work-related child care, shared pro rata; the parent who pays the provider is credited.
  let ncpOwes = pta.adjusted;
  const addOn = (cost: number, paidBy: Who | undefined, what: string) => {
    if (cost <= 0) return;
    const payer = paidBy ?? cp;
    const a = addOnShares(cost, payer, shares);
    const ncpPart = ncp === 'you' ? a.you : a.other;
    // The noncustodial parent owes their share of what the custodial parent pays, and is credited the custodial parent's share of what they pay.
    const change = payer === ncp ? -(cost - ncpPart) : ncpPart;
    lines.push({
      label:
        payer === ncp
          ? `Schedule D: ${what} ${money(cost)} paid by the noncustodial parent; the custodial parent’s share, credited`
          : `Schedule D: ${what} ${money(cost)} paid by the custodial parent; the noncustodial parent’s share, added`,
      value: money(change),
    });
    ncpOwes += change;
  };
  addOn(input.healthInsurance, input.healthInsurancePaidBy, 'health insurance for the children');
  addOn(input.childCare, input.childCarePaidBy, 'work-related child care');
  lines.push({ label: 'Presumptive amount of child support for the noncustodial parent', value: money(ncpOwes) });

  // (b)(9): a negative amount means the custodial parent pays.
  const payer: Who | null = ncpOwes > 0 ? ncp : ncpOwes < 0 ? cp : null;
  let monthly = Math.abs(ncpOwes);
  if (payer !== null) {
    const low = gaLowIncomeAmount(incomeOf(input, payer), input.children);
    if (low && low.amount < monthly) {
      lines.push({ label: `Low-income adjustment (table (p), ${low.how}): the lesser amount`, value: money(low.amount) });
      monthly = low.amount;
    } else if (low) {
      notes.push(
        `The low-income table (p) gives ${money(low.amount)} (${low.how}); Georgia uses the lesser amount, which is the one above.`,
      );
    }
  }
  lines.push(resultLine(payer, monthly));
  notes.push(
    'Georgia divides future uninsured medical costs between you in proportion to income, outside the monthly amount. Deviations (high income, travel, and others in § 19-6-15(i)) are for the court and are not included.',
  );
  return { payer: monthly > 0 ? payer : null, monthly, lines, notes, method: 'Income shares with the parenting time adjustment' };
}

export const georgia: StateGuideline = {
  state: 'Georgia',
  law: 'O.C.G.A. § 19-6-15 (basic obligation table in subsection (o), parenting time adjustment in (g), low-income table in (p))',
  effective: 'Tables as amended in 2024 (HB 499, SB 454); the parenting time adjustment in force from January 1, 2026',
  checked: '2026-11-27',
  sourceUrl: 'https://law.justia.com/codes/georgia/title-19/chapter-6/article-1/section-19-6-15/',
  calculatorUrl: 'https://csconlinecalc.georgiacourts.gov/frontend/web/index.html',
  incomeBasis: 'gross',
  incomeHint:
    'Georgia uses monthly gross income from all sources, minus half of any self-employment tax and any child support you already pay under an earlier order.',
  usesChildCare: true,
  usesHealthInsurance: true,
  usesLocalTax: false,
  asks: {
    childCare:
      'Georgia adds work-related child care (so a parent can work, study or train) to the support and shares it by income.',
    healthInsurance: 'Georgia adds the part of the health-insurance premium that covers these children and shares it by income.',
  },
  compute,
};
