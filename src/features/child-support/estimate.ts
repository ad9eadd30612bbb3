/**
 * Child support estimator: the quick estimate (docs/product-rules.md, "Child support estimator").
 * Pure: no React, no storage. Money is integer cents inside; incomes are monthly.
 * The arithmetic is the rule of thumb's; who pays is named the way the state guidelines name
 * it: the parent with fewer overnights (equal time: the higher income), never "you" by default.
 */
import { US_STATES } from '../../content/states';
import { formatCents, parseCents } from '../../lib/money';
import { nonResidential, type Who } from '../../content/child-support/guideline';
import { english, type Translate } from '../../lib/translate';
import * as m from '../../content/messages/child-support/compiled/en.js';

export type SupportModel = 'income-shares' | 'percentage' | 'melson';

export const PERCENTAGE_STATES: readonly string[] = ['Mississippi', 'Nevada', 'North Dakota', 'Texas', 'Wisconsin'];
export const MELSON_STATES: readonly string[] = ['Delaware', 'Hawaii', 'Montana'];

/** All 50 states plus DC, as the form lists them. */
export const JURISDICTIONS: readonly string[] = US_STATES;

/** Children choices on the form: 1, 2, 3 and 4 (shown as "4 or more"). */
export const CHILD_COUNTS = [1, 2, 3, 4] as const;

/** The models' names (the catalog's English, shown through its translator). */
export const MODEL_LABELS: Record<SupportModel, string> = {
  'income-shares': m.m_income_shares,
  percentage: m.m_percentage,
  melson: m.melson,
};

export function modelFor(state: string): SupportModel {
  if (PERCENTAGE_STATES.includes(state)) return 'percentage';
  if (MELSON_STATES.includes(state)) return 'melson';
  return 'income-shares';
}

/** Income shares: share of combined income for 1, 2, 3, 4+ children. */
function incomeSharesRate(children: number): number {
  if (children <= 1) return 17;
  if (children === 2) return 25;
  if (children === 3) return 29;
  return 32;
}

/** Percentage model: share of Parent 1's income; counts outside 1..4 fall back to 40%. */
function percentageRate(children: number): number {
  switch (children) {
    case 1:
      return 20;
    case 2:
      return 25;
    case 3:
      return 30;
    case 4:
      return 35;
    default:
      return 40;
  }
}

export interface EstimateInput {
  /** A state from JURISDICTIONS; anything else (or nothing chosen) is an error. */
  state: string;
  /** Monthly incomes as typed. Parent 1 is "you", Parent 2 "the other parent". */
  parent1Income: string;
  parent2Income: string;
  children: number;
  /** Overnights a year with each parent, when known (both or neither). */
  overnights?: { you: number; other: number } | null;
}

/** Why the payer is the payer: fewer overnights, equal time (higher income), or not known yet. */
export type PayerBasis = 'fewer-overnights' | 'equal-overnights' | 'unknown';

export const PARENT_NAME: Record<Who, 'Parent 1' | 'Parent 2'> = { you: 'Parent 1', other: 'Parent 2' };

export interface EstimateResult {
  state: string;
  model: SupportModel;
  modelLabel: string;
  /** Per cent of income used for the base obligation. */
  rate: number;
  /** All money in cents per month. */
  parent1Obligation: number;
  parent2Obligation: number;
  baseObligation: number;
  /** Income shares in per cent, rounded to one decimal. */
  parent1SharePercent: number;
  parent2SharePercent: number;
  /** Who pays: null until the overnights say who has fewer. */
  payer: Who | null;
  payerBasis: PayerBasis;
  /** The monthly amount if Parent 1 (you) pays, and if Parent 2 pays (null: that income is not given). */
  ifYouPay: number;
  ifOtherPays: number | null;
  /** The payer's amount; null while the payer is not known. */
  transferAmount: number | null;
  payingParent: 'Parent 1' | 'Parent 2' | null;
  receivingParent: 'Parent 1' | 'Parent 2' | null;
  formulaUsed: string;
}

export type EstimateOutcome =
  | { kind: 'error'; title: string; message: string }
  | { kind: 'melson'; state: string; message: string }
  | { kind: 'result'; result: EstimateResult };

export const INPUT_ERROR_TITLE = m.input_error;
export const INPUT_ERROR_MESSAGE = m.input_error_text;
export const STATE_ERROR_TITLE = m.state_error_title;
export const STATE_ERROR_MESSAGE = m.state_error_text;

/** Rounds a/b (a, b >= 0 integers, b > 0) to the nearest integer, halves up, exactly. */
function divRound(a: number, b: number): number {
  return Number((2n * BigInt(a) + BigInt(b)) / (2n * BigInt(b)));
}

/** a*b/c rounded half-up, exact even when a*b passes 2^53. */
function mulDivRound(a: number, b: number, c: number): number {
  return Number((2n * BigInt(a) * BigInt(b) + BigInt(c)) / (2n * BigInt(c)));
}

/** Share of `part` in `total` in per cent with one decimal (0 when total is 0). */
function sharePercent(part: number, total: number): number {
  if (total <= 0) return 0;
  return divRound(part * 1000, total) / 10;
}

export function formatPercent(p: number): string {
  return `${p.toFixed(1)}%`;
}

/**
 * Who pays under the rule of thumb, named the way the guidelines name it (guideline.ts,
 * nonResidential): the parent with fewer overnights; with equal time, the higher income.
 * Without overnights nobody is named.
 */
function quickPayer(
  overnights: { you: number; other: number } | null | undefined,
  youIncome: number,
  otherIncome: number | null,
): { payer: Who | null; basis: PayerBasis } {
  if (!overnights) return { payer: null, basis: 'unknown' };
  const r = nonResidential({
    overnightsYou: overnights.you,
    overnightsOther: overnights.other,
    youIncome,
    otherIncome: otherIncome ?? 0,
  });
  return { payer: r.payer, basis: r.equal ? 'equal-overnights' : 'fewer-overnights' };
}

/** "Parent 2 (the other parent) has fewer overnights (53 of 365), so Parent 2 pays Parent 1." */
export function payerReason(
  r: Pick<EstimateResult, 'payer' | 'payerBasis'>,
  overnights?: { you: number; other: number } | null,
  t: Translate = english,
): string {
  if (r.payer === null) return t(m.reason_unknown);
  if (r.payerBasis === 'equal-overnights') return t(r.payer === 'you' ? m.reason_equal_you : m.reason_equal_other);
  const nights = overnights
    ? t(m.nights_of, { n: r.payer === 'you' ? overnights.you : overnights.other, total: overnights.you + overnights.other })
    : '';
  return t(r.payer === 'you' ? m.reason_you : m.reason_other, { nights });
}

/**
 * The note shown at the rough result when the state guideline names another payer (or nobody):
 * the rule of thumb picks the payer by nights alone, the guideline weighs both incomes and the
 * nights together (docs/child-support.md, "When the two figures point opposite ways").
 * Null when they agree or the rule of thumb names nobody.
 */
export function directionNote(
  quick: Pick<EstimateResult, 'payer' | 'payerBasis'>,
  guideline: { payer: Who | null; monthly: number },
  state: string,
  t: Translate = english,
): string | null {
  if (quick.payer === null || quick.payer === guideline.payer) return null;
  const first =
    guideline.payer === null
      ? t(m.differs_nobody, { state: t(state) })
      : t(guideline.payer === 'you' ? m.differs_you : m.differs_other, {
          state: t(state),
          amount: formatCents(guideline.monthly),
        });
  const why = t(quick.payerBasis === 'equal-overnights' ? m.differs_why_equal : m.differs_why_nights);
  return `${first} ${why} ${t(m.differs_court)}`;
}

function payerFields(payer: Who | null, ifYouPay: number, ifOtherPays: number | null) {
  return {
    transferAmount: payer === null ? null : payer === 'you' ? ifYouPay : ifOtherPays,
    payingParent: payer === null ? null : PARENT_NAME[payer],
    receivingParent: payer === null ? null : PARENT_NAME[payer === 'you' ? 'other' : 'you'],
  };
}

/** Runs the estimator (its texts in the language of `t`). Incomes must parse as numbers of zero or more. */
export function estimate(input: EstimateInput, t: Translate = english): EstimateOutcome {
  if (!JURISDICTIONS.includes(input.state)) return { kind: 'error', title: STATE_ERROR_TITLE, message: STATE_ERROR_MESSAGE };
  const state = input.state;
  const model = modelFor(state);
  const p1 = parseCents(input.parent1Income);
  const p2typed = parseCents(input.parent2Income);
  const { payer, basis } = quickPayer(input.overnights, p1 ?? 0, p2typed);
  // Percentage model: only the payer's income counts, so Parent 2's is needed only when Parent 2 may pay.
  const p2 = model === 'percentage' && payer === 'you' ? 0 : p2typed;
  if (p1 === null || (p2 === null && (model !== 'percentage' || payer === 'other')))
    return { kind: 'error', title: INPUT_ERROR_TITLE, message: INPUT_ERROR_MESSAGE };
  const children = Number.isFinite(input.children) ? Math.max(1, Math.floor(input.children)) : 1;

  if (model === 'melson') return { kind: 'melson', state, message: t(m.melson_message, { state: t(state) }) };

  if (model === 'percentage') {
    const rate = percentageRate(children);
    const ifYouPay = divRound(p1 * rate, 100);
    const ifOtherPays = p2 === null ? null : divRound(p2 * rate, 100);
    const fields = payerFields(payer, ifYouPay, ifOtherPays);
    const base = payer === 'other' ? (ifOtherPays ?? 0) : ifYouPay;
    const payerIncome = payer === 'other' ? (p2 ?? 0) : p1;
    return {
      kind: 'result',
      result: {
        state,
        model,
        modelLabel: t(MODEL_LABELS[model]),
        rate,
        parent1Obligation: payer === 'other' ? 0 : ifYouPay,
        parent2Obligation: payer === 'other' ? base : 0,
        baseObligation: base,
        parent1SharePercent: payer !== 'other' && p1 > 0 ? 100 : 0,
        parent2SharePercent: payer === 'other' && payerIncome > 0 ? 100 : 0,
        payer,
        payerBasis: basis,
        ifYouPay,
        ifOtherPays,
        ...fields,
        formulaUsed:
          payer === null
            ? t(ifOtherPays === null ? m.f_pct_unknown : m.f_pct_unknown2, {
                state: t(state),
                p1: formatCents(p1),
                rate,
                kids: childWord(children, t),
                yours: formatCents(ifYouPay),
                p2: formatCents(p2 ?? 0),
                other: ifOtherPays === null ? '' : formatCents(ifOtherPays),
              })
            : t(payer === 'other' ? m.f_pct_p2 : m.f_pct_p1, {
                state: t(state),
                income: formatCents(payerIncome),
                rate,
                kids: childWord(children, t),
                amount: formatCents(base),
              }),
      },
    };
  }

  const other = p2 ?? 0;
  const rate = incomeSharesRate(children);
  const combined = p1 + other;
  const base = divRound(combined * rate, 100);
  // Parent 1's part is rounded to the cent; Parent 2's is the rest, so the two add up.
  const ob1 = combined > 0 ? mulDivRound(base, p1, combined) : 0;
  const ob2 = base - ob1;
  const share1 = sharePercent(p1, combined);
  const share2 = combined > 0 ? (1000 - Math.round(share1 * 10)) / 10 : 0;
  const fields = payerFields(payer, ob1, ob2);
  const pays =
    payer === null
      ? t(m.f_pays_unknown, { ob1: formatCents(ob1), ob2: formatCents(ob2) })
      : t(payer === 'you' ? m.f_pays_p1 : m.f_pays_p2, { amount: formatCents(payer === 'you' ? ob1 : ob2) });
  return {
    kind: 'result',
    result: {
      state,
      model,
      modelLabel: t(MODEL_LABELS[model]),
      rate,
      parent1Obligation: ob1,
      parent2Obligation: ob2,
      baseObligation: base,
      parent1SharePercent: share1,
      parent2SharePercent: share2,
      payer,
      payerBasis: basis,
      ifYouPay: ob1,
      ifOtherPays: ob2,
      ...fields,
      formulaUsed: t(m.f_shares, {
        state: t(state),
        combined: formatCents(combined),
        p1: formatCents(p1),
        p2: formatCents(other),
        rate,
        kids: childWord(children, t),
        base: formatCents(base),
        s1: formatPercent(share1),
        s2: formatPercent(share2),
        pays,
      }),
    },
  };
}

function childWord(children: number, t: Translate): string {
  if (children === 4) return t(m.four_more);
  return children === 1 ? t(m.one_child) : t(m.n_children, { n: children });
}
