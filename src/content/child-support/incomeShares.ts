/**
 * The income-shares model, as pieces each state's file puts together (docs/child-support.md#income-shares).
 *
 * Income-shares states publish a schedule: for each level of the parents' combined income, the
 * basic amount two parents living together would spend on 1, 2, 3 … children. Each parent owes
 * their share of that amount by income; parenting time, child care, health insurance and
 * low-income rules then change it, each by the state's own rule. This file holds:
 *
 * - the schedule as data (`Schedule`), with the state's own rule between rows and above and
 *   below the table, and `scheduleAmount` to read it;
 * - each parent's share (`incomeShare`, rounded as the state's worksheet rounds it);
 * - parenting-time adjustments as small pure functions, only those a state here uses;
 * - add-ons shared by income (`addOnShares`), and who pays whom (`offset`).
 *
 * Pure: no React, no storage. Money is integer cents.
 */
import { formatBasisPoints, money, mulDiv, paidLine, shareText, type Who, type WorksheetLine } from './guideline';
import { english, type Translate } from '../../lib/translate';
import * as m from '../../content/messages/child-support/compiled/en.js';

/** One row of a schedule: from this combined income (cents, in the schedule's period), the amounts for 1, 2, 3 … children (cents). */
export interface ScheduleRow {
  income: number;
  amounts: readonly number[];
}

/**
 * How a state reads an income that falls between two rows of its schedule.
 * - `bracket`: the row at or below the income applies until the next row starts (tables printed as ranges).
 * - `nearest`: the row closest to the income; `ties` says which way an income exactly halfway goes.
 * - `interpolate`: straight-line between the two rows, rounded to the cent.
 * - `next-higher`: the next row up (Maryland, Family Law § 12-204(c): "extrapolated to the next higher amount").
 */
export type BetweenRows =
  { kind: 'bracket' } | { kind: 'nearest'; ties: 'up' | 'down' } | { kind: 'interpolate' } | { kind: 'next-higher' };

/**
 * What a state says for combined income above the top row.
 * - `percent-of-excess`: the top row plus a percentage (basis points, per number of children) of the income above it.
 * - `court-decides`: the court sets the amount case by case, at least the top row; we show the top row and say so.
 */
export type AboveTop = { kind: 'percent-of-excess'; percent: readonly number[] } | { kind: 'court-decides'; note: string };

/**
 * What a state says for combined income below the first row.
 * - `court-decides`: the court sets the amount case by case; we show none and say so.
 * - `first-row`: the first row applies (the table starts at zero, or the state says so).
 */
export type BelowBottom = { kind: 'court-decides'; note: string } | { kind: 'first-row' };

export interface Schedule {
  /** Whether the incomes and amounts are per month or per year. */
  period: 'month' | 'year';
  /** Rows in ascending order of income; every row has the same number of amounts. */
  rows: readonly ScheduleRow[];
  between: BetweenRows;
  above: AboveTop;
  below: BelowBottom;
}

export interface ScheduleReading {
  /** The basic obligation in cents (in the schedule's period); null when the state leaves it to the court. */
  amount: number | null;
  /** How it was read, in plain words ("Row $5,000.00, 2 children"). */
  how: string;
  /** Said on the page when the state's own rule leaves something to the court. */
  note?: string;
}

/** The amount column for a number of children: the last column counts for more children than the table has. */
function column(s: Schedule, children: number): { i: number; capped: boolean } {
  const cols = s.rows[0]!.amounts.length;
  const n = Math.max(1, Math.floor(children));
  return { i: Math.min(n, cols) - 1, capped: n > cols };
}

function kidsText(children: number, cols: number, t: Translate): string {
  if (children > cols) return t(m.is_last_column, { n: cols });
  return children === 1 ? t(m.one_child) : t(m.n_children, { n: children });
}

/**
 * Reads the basic obligation from a schedule for a combined income (cents, in the schedule's
 * period); `how` in the language of `t`, `note` as the schedule's catalog English.
 */
export function scheduleAmount(s: Schedule, combined: number, children: number, t: Translate = english): ScheduleReading {
  const { i } = column(s, children);
  const kids = kidsText(Math.max(1, Math.floor(children)), s.rows[0]!.amounts.length, t);
  const rows = s.rows;
  const first = rows[0]!;
  const last = rows[rows.length - 1]!;
  if (combined < first.income) {
    if (s.below.kind === 'first-row')
      return { amount: first.amounts[i]!, how: t(m.is_first_row, { row: money(first.income), kids }) };
    return { amount: null, how: t(m.is_below_first, { row: money(first.income) }), note: s.below.note };
  }
  if (combined > last.income) {
    const top = last.amounts[i]!;
    if (s.above.kind === 'percent-of-excess') {
      const pct = s.above.percent[Math.min(i, s.above.percent.length - 1)]!;
      const excess = combined - last.income;
      const amount = top + mulDiv(excess, pct, 10000);
      return {
        amount,
        how: t(m.is_top_plus, {
          row: money(last.income),
          top: money(top),
          x: formatBasisPoints(pct),
          excess: money(excess),
          kids,
        }),
      };
    }
    return { amount: top, how: t(m.is_top, { row: money(last.income), kids }), note: s.above.note };
  }
  // The last row at or below the income.
  let lo = 0;
  let hi = rows.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (rows[mid]!.income <= combined) lo = mid;
    else hi = mid - 1;
  }
  const below = rows[lo]!;
  const next = rows[lo + 1];
  if (below.income === combined || !next)
    return { amount: below.amounts[i]!, how: t(m.is_row, { row: money(below.income), kids }) };
  const b = s.between;
  if (b.kind === 'bracket') return { amount: below.amounts[i]!, how: t(m.is_row, { row: money(below.income), kids }) };
  if (b.kind === 'next-higher') return { amount: next.amounts[i]!, how: t(m.is_next_row, { row: money(next.income), kids }) };
  if (b.kind === 'nearest') {
    const dBelow = combined - below.income;
    const dNext = next.income - combined;
    const up = dNext < dBelow || (dNext === dBelow && b.ties === 'up');
    const row = up ? next : below;
    return { amount: row.amounts[i]!, how: t(m.is_nearest_row, { row: money(row.income), kids }) };
  }
  const a0 = below.amounts[i]!;
  const a1 = next.amounts[i]!;
  const span = next.income - below.income;
  const step = a1 - a0;
  const amount = a0 + (step >= 0 ? mulDiv(step, combined - below.income, span) : -mulDiv(-step, combined - below.income, span));
  return {
    amount,
    how: t(m.is_between, { row1: money(below.income), a1: money(a0), row2: money(next.income), a2: money(a1), kids }),
  };
}

/**
 * A parent's share of combined income as a fraction num/den. `places` is set when the share was
 * rounded to that many decimals of a per cent (the state's worksheet rounds it), and says how
 * it is shown; an exact fraction has none.
 */
export interface Share {
  num: number;
  den: number;
  places?: number;
}

/**
 * Each parent's share of combined income. `places` is how many decimals of a per cent the
 * state's worksheet keeps (1 → 61.5%, 2 → 61.54%); null keeps the exact fraction. A rounded
 * share's partner is 100% minus it, so the two always add up to 100%.
 */
export function incomeShares(youIncome: number, otherIncome: number, places: number | null): { you: Share; other: Share } {
  const total = youIncome + otherIncome;
  if (total <= 0) {
    const half = { num: 1, den: 2 };
    return { you: half, other: half };
  }
  if (places === null) return { you: { num: youIncome, den: total }, other: { num: otherIncome, den: total } };
  const den = 100 * 10 ** places;
  const you = mulDiv(youIncome, den, total);
  return { you: { num: you, den, places }, other: { num: den - you, den, places } };
}

/** amount × share, rounded half-up to the cent. */
export function applyShare(amount: number, share: Share): number {
  return mulDiv(amount, share.num, share.den);
}

/**
 * A share as text: "61.54%" for a share the state keeps to two decimals, "61.5%" for one; an
 * exact fraction is shown to one decimal, rounded half up ($6,000 of $10,000 is "60.0%", not
 * "60.0000%" although its denominator is a power of ten).
 */
export function shareLabel(share: Share): string {
  const places = share.places;
  if (places !== undefined) return `${(share.num / 10 ** places).toFixed(places)}%`;
  return shareText(share.num, share.den);
}

/** Each parent's part of an amount shared by income share, the other parent's part being the rest (so cents add up). */
export function split(amount: number, shares: { you: Share }): { you: number; other: number } {
  const you = applyShare(amount, shares.you);
  return { you, other: amount - you };
}

/**
 * Cross-credit for substantial shared time: the basic obligation × a multiplier (1.5 in the
 * states here) is split by income share; each parent's part is multiplied by the share of
 * overnights the *other* parent has, and the two results offset. Used by Florida
 * (§ 61.30(11)(b), from 20% of overnights) and Illinois (750 ILCS 5/505(a)(3.8), 146 overnights each).
 * `timePlaces` is how many decimals of a per cent the state keeps for the time shares (null: exact).
 */
export function crossCredit(args: {
  basic: number;
  shares: { you: Share; other: Share };
  overnightsYou: number;
  overnightsOther: number;
  multiplier: Share;
  timePlaces: number | null;
}): {
  shared: number;
  you: number;
  other: number;
  timeYou: Share;
  timeOther: Share;
  youOwes: number;
  otherOwes: number;
} {
  const shared = applyShare(args.basic, args.multiplier);
  const you = applyShare(shared, args.shares.you);
  const oth = shared - you;
  const time = incomeShares(args.overnightsYou, args.overnightsOther, args.timePlaces);
  return {
    shared,
    you,
    other: oth,
    timeYou: time.you,
    timeOther: time.other,
    youOwes: applyShare(you, time.other),
    otherOwes: applyShare(oth, time.you),
  };
}

/**
 * Who pays whom: the parent who owes more pays the difference. Equal amounts: nobody pays.
 */
export function offset(youOwes: number, otherOwes: number): { payer: Who | null; monthly: number } {
  if (youOwes === otherOwes) return { payer: null, monthly: 0 };
  return youOwes > otherOwes ? { payer: 'you', monthly: youOwes - otherOwes } : { payer: 'other', monthly: otherOwes - youOwes };
}

/**
 * An add-on cost (child care, health insurance, extraordinary medical) shared by income: each
 * parent owes their share, and the parent who pays the provider is credited with what they pay.
 * Returns what each parent still owes the other for it (one of the two is 0).
 */
export function addOnShares(
  cost: number,
  paidBy: Who,
  shares: { you: Share },
): { you: number; other: number; youOwesOther: number; otherOwesYou: number } {
  const parts = split(cost, shares);
  return {
    you: parts.you,
    other: parts.other,
    youOwesOther: paidBy === 'other' ? parts.you : 0,
    otherOwesYou: paidBy === 'you' ? parts.other : 0,
  };
}

/**
 * A self-support reserve that keeps the paying parent's income above a floor: the payment is
 * not more than income minus the reserve, and not less than the state's minimum order.
 * Returns the amount unchanged when the reserve does not bite.
 */
export function capAtReserve(
  amount: number,
  payerIncome: number,
  reserve: number,
  minimum: number,
): { amount: number; applied: boolean } {
  const room = Math.max(0, payerIncome - reserve);
  if (amount <= room) return { amount, applied: false };
  return { amount: Math.max(room, Math.min(minimum, amount)), applied: true };
}

/** The closing line every worksheet ends with. */
export function resultLine(payer: Who | null, monthly: number, t: Translate = english): WorksheetLine {
  if (payer === null) return { label: t(m.paid_nobody), value: money(0) };
  return { label: paidLine(payer, t), value: money(monthly) };
}
