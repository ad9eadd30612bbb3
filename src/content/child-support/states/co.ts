/**
 * Colorado: C.R.S. § 14-10-115, income shares on monthly adjusted gross income, as amended by
 * House Bill 25-1159 (schedule, parenting time table and self-support reserve in force from
 * March 1, 2026; docs/child-support.md#colorado). The tables are data in ./coSchedule.ts,
 * reproduced from the act's text by scripts/child-support/co-schedule.mjs.
 */
import { english, type Translate } from '../../../lib/translate';
import * as m from '../../../content/messages/child-support/compiled/en.js';
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
  whoText,
  toWho,
  type GuidelineInput,
  type GuidelineResult,
  type StateGuideline,
  type Who,
  type WorksheetLine,
} from '../guideline';
import { addOnShares, incomeShares, offset, resultLine, scheduleAmount, split, type Schedule } from '../incomeShares';
import { CO_SCHEDULE } from './coSchedule';
import { GUIDELINE_LAWS } from '../laws';

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
    note: m.co_below_note,
  },
  above: {
    kind: 'court-decides',
    note: m.co_above_note,
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
  t: Translate = english,
): { band: 'minimum' | 'reduced' | 'reserve'; basicLimit: number; cap: number | null; how: string } | null {
  const reduced = FIGURES.reduced[col(children)]!;
  if (income <= FIGURES.minimumOrderIncome) {
    return {
      band: 'minimum',
      basicLimit: FIGURES.minimumOrder,
      cap: null,
      how: t(m.co_how_minimum),
    };
  }
  if (income <= CO_RESERVE) {
    return {
      band: 'reduced',
      basicLimit: reduced,
      cap: percentOf(income, FIGURES.lowCap),
      how: t(m.co_how_reduced, { reserve: money(CO_RESERVE), kids: childWord(children, t) }),
    };
  }
  const pct = FIGURES.aboveReserve[col(children)]!;
  const fromIncome = percentOf(income - CO_RESERVE, pct);
  return {
    band: 'reserve',
    basicLimit: Math.max(reduced, fromIncome),
    cap: income <= CO_FULL_TIME ? percentOf(income, FIGURES.fullTimeCap) : null,
    how: t(m.co_how_reserve, { x: formatBasisPoints(pct), above: money(income - CO_RESERVE), least: money(reduced) }),
  };
}

interface Cost {
  label: string;
  amount: number;
  paidBy: Who;
}

function compute(input: GuidelineInput, t: Translate = english): GuidelineResult {
  const lines: WorksheetLine[] = [];
  const notes: string[] = [];
  const kids = childWord(input.children, t);
  const combined = input.youIncome + input.otherIncome;
  const shares = incomeShares(input.youIncome, input.otherIncome, null);
  lines.push({ label: t(m.co_agi), value: `${money(input.youIncome)} / ${money(input.otherIncome)}` });
  lines.push({ label: t(m.combined_agi), value: money(combined) });
  lines.push({
    label: t(m.co_pct),
    value: `${shareText(input.youIncome, combined)} / ${shareText(input.otherIncome, combined)}`,
  });
  const read = scheduleAmount(CO_BASIC, combined, input.children, t);
  if (read.note) notes.push(t(read.note));
  const basic = read.amount ?? 0;
  lines.push({ label: t(m.co_basic, { kids, reading: read.how }), value: money(basic) });
  const parts = split(basic, shares);
  lines.push({ label: t(m.basic_shares), value: `${money(parts.you)} / ${money(parts.other)}` });

  // (8)(b), (8)(h): each parent's credit is the whole basic obligation × that parent's credit percentage.
  const credit = (w: Who) => percentOf(basic, coParentingTimeCredit(overnightsOf(input, w)));
  const creditYou = credit('you');
  const creditOther = credit('other');
  lines.push({
    label: t(m.co_credit, {
      x: formatBasisPoints(coParentingTimeCredit(input.overnightsYou)),
      n: input.overnightsYou,
      y: formatBasisPoints(coParentingTimeCredit(input.overnightsOther)),
      m: input.overnightsOther,
    }),
    value: `${money(creditYou)} / ${money(creditOther)}`,
  });
  // A figure below zero counts as zero: otherwise a parent with no overnights would owe twice their
  // share, more than (8)(b) allows ("must not exceed the amount owed … if the parent had no overnights").
  const netYou = Math.max(0, parts.you - creditYou);
  const netOther = Math.max(0, parts.other - creditOther);
  lines.push({
    label: t(m.co_minus_credit),
    value: `${money(netYou)} / ${money(netOther)}`,
  });

  // (8)(a), (9), (10): child care, health insurance and extraordinary medical costs shared by income;
  // the parent who pays the provider is owed the other parent's share.
  const fewer = nonResidential(input).payer;
  const costs: Cost[] = [
    {
      label: m.co_care,
      amount: input.childCare,
      paidBy: input.childCarePaidBy ?? other(fewer),
    },
    {
      label: m.health_for_children,
      amount: input.healthInsurance,
      paidBy: input.healthInsurancePaidBy ?? other(fewer),
    },
    {
      label: m.extraordinary_medical,
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
      label: t(m.cost_share, {
        item: t(c.label),
        amount: money(c.amount),
        person: whoText(c.paidBy, t),
        whose: possessive(owedBy, t),
        dest: toWho(c.paidBy, t),
      }),
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
      label: t(m.co_total),
      value: `${money(youOwe)} / ${money(otherOwe)} → ${money(guideline.monthly)}`,
    });
  }

  let result = guideline;
  if (read.amount === null && combined < CO_BASIC.rows[0]!.income) {
    // Below the table every parent has $650 or less: (7)(a)(III)(A)'s minimum order, paid by the parent with fewer overnights.
    result = { payer: fewer, monthly: FIGURES.minimumOrder };
    lines.push({ label: t(m.co_minimum_order), value: money(FIGURES.minimumOrder) });
  } else if (guideline.payer) {
    const p = guideline.payer;
    const income = incomeOf(input, p);
    const low = coLowIncome(income, input.children, t);
    if (low?.band === 'minimum') {
      // (7)(a)(III)(A): $10, unless shared parenting time already makes the amount less than $10.
      if (guideline.monthly > FIGURES.minimumOrder) {
        result = { payer: p, monthly: FIGURES.minimumOrder };
        lines.push({ label: t(m.co_low, { whose: possessive(p, t), reading: low.how }), value: money(FIGURES.minimumOrder) });
      }
    } else if (low) {
      const basicPart = p === 'you' ? netYou - netOther : netOther - netYou;
      const addOnPart = guideline.monthly - basicPart;
      let amount = guideline.monthly;
      const limited = Math.min(basicPart, low.basicLimit);
      if (limited < basicPart) {
        amount = limited + addOnPart;
        lines.push({
          label: t(m.co_low_limited, { whose: possessive(p, t), limit: money(low.basicLimit), reading: low.how }),
          value: money(amount),
        });
      }
      // (III)(C) caps the reduced amount with the costs at 10%; (IV) caps the final amount at 20% up to full-time minimum wage income.
      if (low.cap !== null && (low.band === 'reserve' || limited < basicPart) && amount > low.cap) {
        amount = low.cap;
        lines.push({
          label: t(m.co_not_more, {
            x: low.band === 'reduced' ? '10% (§ 14-10-115(7)(a)(III)(C))' : '20% (§ 14-10-115(7)(a)(IV))',
            whose: possessive(p, t),
          }),
          value: money(amount),
        });
      }
      result = { payer: p, monthly: amount };
    }
  }
  lines.push(resultLine(result.payer, result.monthly, t));
  notes.push(t(m.co_reserve_note, { reserve: money(CO_RESERVE) }));
  notes.push(t(m.co_not_included));
  return { ...result, lines, notes, method: t(m.co_method) };
}

export const colorado: StateGuideline = {
  state: 'Colorado',
  ...GUIDELINE_LAWS.Colorado,
  checked: CO_SCHEDULE.checked,
  sourceUrl: 'https://leg.colorado.gov/bills/hb25-1159',
  calculatorUrl: 'https://www.courts.state.co.us/Forms/PDF/JDF1820.pdf',
  incomeBasis: 'gross',
  incomeHint: m.co_income_hint,
  usesChildCare: true,
  usesHealthInsurance: true,
  usesLocalTax: false,
  caveat: m.co_caveat,
  asks: {
    childCare: m.co_asks_care,
    healthInsurance: m.co_asks_health,
    extraordinaryMedical: m.co_asks_medical,
  },
  compute,
};
