/**
 * Georgia: O.C.G.A. § 19-6-15, income shares on adjusted gross income, with the parenting time
 * adjustment of subsection (g) in force from January 1, 2026 (docs/child-support.md#georgia).
 * The tables are data in ./gaSchedule.ts, reproduced from the statute's text by
 * scripts/child-support/ga-schedule.mjs.
 */
import { english, type Translate } from '../../../lib/translate';
import * as m from '../../../content/messages/child-support/compiled/en.js';
import {
  childWord,
  incomeOf,
  money,
  mulDiv,
  other,
  overnightsOf,
  whoText,
  type GuidelineInput,
  type GuidelineResult,
  type StateGuideline,
  type Who,
  type WorksheetLine,
} from '../guideline';
import { addOnShares, incomeShares, resultLine, scheduleAmount, shareLabel, split, type Schedule } from '../incomeShares';
import { GA_BASIC, GA_LOW_INCOME, GA_LOW_INCOME_PERCENT, GA_LOW_INCOME_PERCENT_UP_TO } from './gaSchedule';
import { GUIDELINE_LAWS } from '../laws';

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
    note: m.ga_above_note,
  },
};

/** The low-income table's amount for a parent's adjusted income and number of children, or null when the table does not reach it. */
export function gaLowIncomeAmount(
  income: number,
  children: number,
  t: Translate = english,
): { amount: number; how: string } | null {
  const col = Math.min(Math.max(children, 1), 6) - 1;
  const rows = GA_LOW_INCOME.filter((r) => r[col + 1] !== null && r[col + 1] !== undefined);
  const top = rows[rows.length - 1]![0]! * 100;
  if (income >= top) return null;
  if (income <= GA_LOW_INCOME_PERCENT_UP_TO * 100) {
    const pct = GA_LOW_INCOME_PERCENT[col]!;
    return {
      amount: mulDiv(income, pct, 100),
      how: t(m.ga_low_pct, { pct, amount: money(GA_LOW_INCOME_PERCENT_UP_TO * 100) }),
    };
  }
  // The row closest to the income, as for the main table (the statute does not say otherwise for table (p)).
  let best = rows[0]!;
  for (const r of rows) {
    if (Math.abs(r[0]! * 100 - income) <= Math.abs(best[0]! * 100 - income)) best = r;
    else break;
  }
  return { amount: best[col + 1]! * 100, how: t(m.ga_low_row, { row: money(best[0]! * 100) }) };
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

function compute(input: GuidelineInput, t: Translate = english): GuidelineResult {
  const lines: WorksheetLine[] = [];
  const notes: string[] = [];
  const kids = childWord(input.children, t);
  // (a)(9), (a)(14): the custodial parent has the children more than half the time; with equal time, the lower earner.
  let ncp: Who;
  if (input.overnightsYou !== input.overnightsOther) ncp = input.overnightsYou < input.overnightsOther ? 'you' : 'other';
  else if (input.youIncome !== input.otherIncome) ncp = input.youIncome > input.otherIncome ? 'you' : 'other';
  else {
    ncp = 'you';
    notes.push(t(m.ga_same));
  }
  const cp = other(ncp);
  const combined = input.youIncome + input.otherIncome;
  const shares = incomeShares(input.youIncome, input.otherIncome, null);
  lines.push({ label: t(m.ga_b), value: `${money(input.youIncome)} / ${money(input.otherIncome)}` });
  lines.push({ label: t(m.combined_agi), value: money(combined) });
  lines.push({ label: t(m.ga_shares), value: `${shareLabel(shares.you)} / ${shareLabel(shares.other)}` });
  const read = scheduleAmount(GA_SCHEDULE, combined, input.children, t);
  const basic = read.amount ?? 0;
  if (read.note) notes.push(t(read.note));
  lines.push({ label: t(m.ga_basic, { kids, reading: read.how }), value: money(basic) });
  const parts = split(basic, shares);
  const share = (w: Who) => (w === 'you' ? parts.you : parts.other);
  lines.push({ label: t(m.basic_shares), value: `${money(parts.you)} / ${money(parts.other)}` });

  const ncpDays = overnightsOf(input, ncp);
  const cpDays = overnightsOf(input, cp);
  const pta = gaParentingTimeAdjustment({ ncpShare: share(ncp), cpShare: share(cp), ncpDays, cpDays });
  lines.push({
    label: t(m.ga_c, { person: whoText(ncp, t), ncp: ncpDays, cp: cpDays }),
    value: money(pta.adjustment),
  });
  lines.push({ label: t(m.ga_after_pta), value: money(pta.adjusted) });

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
      label: t(payer === ncp ? m.ga_d_ncp : m.ga_d_cp, { item: t(what), amount: money(cost) }),
      value: money(change),
    });
    ncpOwes += change;
  };
  addOn(input.healthInsurance, input.healthInsurancePaidBy, m.ga_health);
  addOn(input.childCare, input.childCarePaidBy, m.ga_care);
  lines.push({ label: t(m.ga_presumptive), value: money(ncpOwes) });

  // (b)(9): a negative amount means the custodial parent pays.
  const payer: Who | null = ncpOwes > 0 ? ncp : ncpOwes < 0 ? cp : null;
  let monthly = Math.abs(ncpOwes);
  if (payer !== null) {
    const low = gaLowIncomeAmount(incomeOf(input, payer), input.children, t);
    if (low && low.amount < monthly) {
      lines.push({ label: t(m.ga_low, { reading: low.how }), value: money(low.amount) });
      monthly = low.amount;
    } else if (low) {
      notes.push(t(m.ga_low_note, { amount: money(low.amount), reading: low.how }));
    }
  }
  lines.push(resultLine(payer, monthly, t));
  notes.push(t(m.ga_note));
  return { payer: monthly > 0 ? payer : null, monthly, lines, notes, method: t(m.ga_method) };
}

export const georgia: StateGuideline = {
  state: 'Georgia',
  ...GUIDELINE_LAWS.Georgia,
  checked: '2026-11-27',
  sourceUrl: 'https://law.justia.com/codes/georgia/title-19/chapter-6/article-1/section-19-6-15/',
  calculatorUrl: 'https://csconlinecalc.georgiacourts.gov/frontend/web/index.html',
  incomeBasis: 'gross',
  incomeHint: m.ga_income_hint,
  usesChildCare: true,
  usesHealthInsurance: true,
  usesLocalTax: false,
  asks: {
    childCare: m.ga_asks_care,
    healthInsurance: m.ga_asks_health,
  },
  compute,
};
