/**
 * Colorado: C.R.S. § 14-10-115, income shares on monthly adjusted gross income, as amended by
 * House Bill 25-1159 (schedule, parenting time table and self-support reserve in force from
 * March 1, 2026; docs/child-support.md#colorado). The tables are data in ./coSchedule.ts,
 * reproduced from the act's text by scripts/child-support/co-schedule.mjs.
 */
import {
  childWord,
  formatBasisPoints,
  incomeOf,
  money,
  mulDiv,
  nonResidential,
  other,
  overnightsOf,
  percentOf,
  possessive,
  shareText,
  whoName,
  type GuidelineInput,
  type GuidelineResult,
  type StateGuideline,
  type Who,
  type WorksheetLine,
} from '../guideline';
import { addOnShares, incomeShares, offset, resultLine, scheduleAmount, split, type Schedule } from '../incomeShares';
import { CO_SCHEDULE } from './coSchedule';

const FIGURES = {
  /**
   * (3)(g.5): the self-support reserve is the state hourly minimum wage × 29 hours a week × 50
   * weeks ÷ 12 months. Colorado's minimum wage from January 1, 2026: $15.16 an hour (the
   * Department of Labor and Employment's 2026 PAY CALC Order), in cents.
   */
  minimumWage: 1516,
  /** (7)(a)(III)(A): at or below this adjusted gross income, the minimum order. */
  minimumOrderIncome: 650_00,
  minimumOrder: 10_00,
  /** (7)(a)(III)(B): the reduced basic obligation for 1 … 6 or more children. */
  reduced: [50_00, 70_00, 90_00, 110_00, 130_00, 150_00],
  /** (7)(a)(III)(C): cap at or below the reserve, in basis points of adjusted gross income. */
  lowCap: 1000,
  /** (7)(a)(IV): cap above the reserve up to full-time minimum wage income (× 40 hours × 52 weeks ÷ 12). */
  fullTimeCap: 2000,
  /** (7)(a)(V)(A): the share of income above the reserve, for 1 … 6 or more children, in basis points. */
  aboveReserve: [8000, 8500, 8900, 9200, 9400, 9500],
} as const;

/** (3)(g.5): the self-support reserve in cents a month. */
export const CO_RESERVE = mulDiv(FIGURES.minimumWage, 29 * 50, 12);
/** (7)(a)(IV): full-time minimum wage income in cents a month. */
export const CO_FULL_TIME = mulDiv(FIGURES.minimumWage, 40 * 52, 12);

/**
 * (7)(a)(II)(A): amounts between rows "must be interpolated" (to the cent here). The table starts
 * at $50; below it the statute gives no figure. Above $40,000 a month, (7)(a)(VII): the judge's
 * discretion, not less than the top row.
 */
export const CO_BASIC: Schedule = {
  period: 'month',
  rows: CO_SCHEDULE.rows.map(([income, ...amounts]) => ({ income: income * 100, amounts: amounts.map((a) => a * 100) })),
  between: { kind: 'interpolate' },
  below: {
    kind: 'court-decides',
    note: 'Combined income is below $50 a month, where Colorado’s schedule starts. The minimum order for a parent with $650 or less applies.',
  },
  above: {
    kind: 'court-decides',
    note: 'Combined income is above $40,000 a month, the top of Colorado’s schedule. Above it the judge decides, and the basic amount is not less than the top row’s (§ 14-10-115(7)(a)(VII)); this shows the top row.',
  },
};

const CREDIT = new Map<number, number>(CO_SCHEDULE.credit.map(([n, bp]) => [n, bp]));

/** (8)(h): the parenting time credit, in basis points, for a number of overnights a year (0 to 365). */
export function coParentingTimeCredit(overnights: number): number {
  return CREDIT.get(Math.min(365, Math.max(0, Math.round(overnights))))!;
}

const col = (children: number) => Math.min(Math.max(Math.floor(children), 1), 6) - 1;

/**
 * (7)(a)(III) to (V) for the paying parent: the most the basic part may be, and the cap on the
 * whole amount, for that parent's adjusted gross income. Null where no low-income rule applies.
 */
export function coLowIncome(
  income: number,
  children: number,
): { band: 'minimum' | 'reduced' | 'reserve'; basicLimit: number; cap: number | null; how: string } | null {
  const reduced = FIGURES.reduced[col(children)]!;
  if (income <= FIGURES.minimumOrderIncome) {
    return {
      band: 'minimum',
      basicLimit: FIGURES.minimumOrder,
      cap: null,
      how: 'income at or below $650: the $10 minimum order',
    };
  }
  if (income <= CO_RESERVE) {
    return {
      band: 'reduced',
      basicLimit: reduced,
      cap: percentOf(income, FIGURES.lowCap),
      how: `income at or below the self-support reserve (${money(CO_RESERVE)}): the reduced amount for ${childWord(children)}`,
    };
  }
  const pct = FIGURES.aboveReserve[col(children)]!;
  const fromIncome = percentOf(income - CO_RESERVE, pct);
  return {
    band: 'reserve',
    basicLimit: Math.max(reduced, fromIncome),
    cap: income <= CO_FULL_TIME ? percentOf(income, FIGURES.fullTimeCap) : null,
    how: `${formatBasisPoints(pct)} of income above the self-support reserve (${money(income - CO_RESERVE)}), not less than ${money(reduced)}`,
  };
}

interface Cost {
  label: string;
  amount: number;
  paidBy: Who;
}

function compute(input: GuidelineInput): GuidelineResult {
  const lines: WorksheetLine[] = [];
  const notes: string[] = [];
  const kids = childWord(input.children);
  const combined = input.youIncome + input.otherIncome;
  const shares = incomeShares(input.youIncome, input.otherIncome, null);
  lines.push({
    label: 'Monthly adjusted gross income, you / the other parent',
    value: `${money(input.youIncome)} / ${money(input.otherIncome)}`,
  });
  lines.push({ label: 'Combined adjusted gross income', value: money(combined) });
  lines.push({
    label: 'Percentage share of income, you / the other parent',
    value: `${shareText(input.youIncome, combined)} / ${shareText(input.otherIncome, combined)}`,
  });
  const read = scheduleAmount(CO_BASIC, combined, input.children);
  if (read.note) notes.push(read.note);
  const basic = read.amount ?? 0;
  lines.push({ label: `Basic child support obligation for ${kids} (${read.how})`, value: money(basic) });
  const parts = split(basic, shares);
  lines.push({
    label: 'Each parent’s share of the basic obligation, you / the other parent',
    value: `${money(parts.you)} / ${money(parts.other)}`,
  });

  // (8)(b), (8)(h): each parent's credit is the whole basic obligation × that parent's credit percentage.
  const credit = (w: Who) => percentOf(basic, coParentingTimeCredit(overnightsOf(input, w)));
  const creditYou = credit('you');
  const creditOther = credit('other');
  lines.push({
    label: `Parenting time credit (basic obligation × ${formatBasisPoints(coParentingTimeCredit(input.overnightsYou))} for your ${input.overnightsYou} overnights / × ${formatBasisPoints(coParentingTimeCredit(input.overnightsOther))} for the other parent’s ${input.overnightsOther})`,
    value: `${money(creditYou)} / ${money(creditOther)}`,
  });
  // A figure below zero counts as zero: otherwise a parent with no overnights would owe twice their
  // share, more than (8)(b) allows ("must not exceed the amount owed … if the parent had no overnights").
  const netYou = Math.max(0, parts.you - creditYou);
  const netOther = Math.max(0, parts.other - creditOther);
  lines.push({
    label: 'Share of the basic obligation minus the credit (not below $0), you / the other parent',
    value: `${money(netYou)} / ${money(netOther)}`,
  });

  // (8)(a), (9), (10): child care, health insurance and extraordinary medical costs shared by income;
  // the parent who pays the provider is owed the other parent's share.
  const fewer = nonResidential(input).payer;
  const costs: Cost[] = [
    {
      label: 'Work-related and education-related child care',
      amount: input.childCare,
      paidBy: input.childCarePaidBy ?? other(fewer),
    },
    {
      label: 'Health insurance for the children',
      amount: input.healthInsurance,
      paidBy: input.healthInsurancePaidBy ?? other(fewer),
    },
    {
      label: 'Extraordinary medical expenses',
      amount: input.extraordinaryMedical ?? 0,
      paidBy: input.extraordinaryMedicalPaidBy ?? other(fewer),
    },
  ].filter((c) => c.amount > 0);
  let youOwe = netYou;
  let otherOwe = netOther;
  let addYou = 0;
  let addOther = 0;
  for (const c of costs) {
    const a = addOnShares(c.amount, c.paidBy, shares);
    const owedBy = other(c.paidBy);
    lines.push({
      label: `${c.label} (${money(c.amount)}, paid by ${whoName(c.paidBy).toLowerCase()}): ${possessive(owedBy, true)} share, owed to ${whoName(c.paidBy).toLowerCase()}`,
      value: money(owedBy === 'you' ? a.youOwesOther : a.otherOwesYou),
    });
    addYou += a.youOwesOther;
    addOther += a.otherOwesYou;
  }
  youOwe += addYou;
  otherOwe += addOther;
  const guideline = offset(youOwe, otherOwe);
  if (costs.length > 0 || (netYou > 0 && netOther > 0)) {
    lines.push({
      label: 'Total for each parent, you / the other parent; the greater owes the difference',
      value: `${money(youOwe)} / ${money(otherOwe)} → ${money(guideline.monthly)}`,
    });
  }

  let result = guideline;
  if (read.amount === null && combined < CO_BASIC.rows[0]!.income) {
    // Below the table every parent has $650 or less: (7)(a)(III)(A)'s minimum order, paid by the parent with fewer overnights.
    result = { payer: fewer, monthly: FIGURES.minimumOrder };
    lines.push({ label: '(7)(a)(III)(A): the minimum order', value: money(FIGURES.minimumOrder) });
  } else if (guideline.payer) {
    const p = guideline.payer;
    const income = incomeOf(input, p);
    const low = coLowIncome(income, input.children);
    if (low?.band === 'minimum') {
      // (7)(a)(III)(A): $10, unless shared parenting time already makes the amount less than $10.
      if (guideline.monthly > FIGURES.minimumOrder) {
        result = { payer: p, monthly: FIGURES.minimumOrder };
        lines.push({ label: `Low-income adjustment (${possessive(p, true)} ${low.how})`, value: money(FIGURES.minimumOrder) });
      }
    } else if (low) {
      const basicPart = p === 'you' ? netYou - netOther : netOther - netYou;
      const addOnPart = guideline.monthly - basicPart;
      let amount = guideline.monthly;
      const limited = Math.min(basicPart, low.basicLimit);
      if (limited < basicPart) {
        amount = limited + addOnPart;
        lines.push({
          label: `Low-income adjustment: ${possessive(p, true)} basic part limited to ${money(low.basicLimit)} (${low.how}), plus the costs above`,
          value: money(amount),
        });
      }
      // (III)(C) caps the reduced amount with the costs at 10%; (IV) caps the final amount at 20% up to full-time minimum wage income.
      if (low.cap !== null && (low.band === 'reserve' || limited < basicPart) && amount > low.cap) {
        amount = low.cap;
        lines.push({
          label: `Not more than ${low.band === 'reduced' ? '10% (§ 14-10-115(7)(a)(III)(C))' : '20% (§ 14-10-115(7)(a)(IV))'} of ${possessive(p, true)} adjusted gross income`,
          value: money(amount),
        });
      }
      result = { payer: p, monthly: amount };
    }
  }
  lines.push(resultLine(result.payer, result.monthly));
  notes.push(
    `Colorado’s self-support reserve here is ${money(CO_RESERVE)} a month: the 2026 state minimum wage ($15.16) × 29 hours × 50 weeks ÷ 12 (§ 14-10-115(3)(g.5)).`,
  );
  notes.push(
    'Not included: children of other relationships (§ 14-10-115(6)), split custody (each parent the majority home of a different child), extraordinary adjustments such as education or transportation costs (11), and deviations the court may make.',
  );
  return { ...result, lines, notes, method: 'Income shares with the 2026 parenting time credit' };
}

export const colorado: StateGuideline = {
  state: 'Colorado',
  law: 'C.R.S. § 14-10-115 as amended by House Bill 25-1159 (schedule in (7)(b), parenting time table in (8)(h))',
  effective: `Schedule, parenting time credit and self-support reserve in force from ${CO_SCHEDULE.effective}`,
  checked: CO_SCHEDULE.checked,
  sourceUrl: 'https://leg.colorado.gov/bills/hb25-1159',
  calculatorUrl: 'https://www.courts.state.co.us/Forms/PDF/JDF1820.pdf',
  incomeBasis: 'gross',
  incomeHint:
    'Colorado uses monthly adjusted gross income: income before tax from all sources, minus child support and alimony you already pay under an earlier order.',
  usesChildCare: true,
  usesHealthInsurance: true,
  usesLocalTax: false,
  caveat:
    'The minimum wage used for the self-support reserve ($15.16 from January 1, 2026) is as reported from the state’s 2026 PAY CALC Order, which we could not read ourselves. The low-income steps follow our reading of § 14-10-115(7)(a)(III)–(V); the court’s worksheet may apply them in a different order.',
  asks: {
    childCare:
      'Colorado adds child care needed for a parent’s work, job search or education (§ 14-10-115(9)) and shares it by income.',
    healthInsurance: 'Colorado adds the premium for the children’s health insurance (§ 14-10-115(10)) and shares it by income.',
    extraordinaryMedical:
      'Ongoing uninsured medical costs above $250 a year per child, such as orthodontics, therapy or asthma treatment (§ 14-10-115(10)(h)), per month.',
  },
  compute,
};
