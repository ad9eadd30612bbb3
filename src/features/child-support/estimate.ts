/**
 * Child support estimator: the quick estimate (docs/product-rules.md, "Child support estimator").
 * Pure: no React, no storage. Money is integer cents inside; incomes are monthly.
 */
import { US_STATES } from '../../content/states';
import { formatCents, parseCents } from '../../lib/money';

export type SupportModel = 'income-shares' | 'percentage' | 'melson';

export const DEFAULT_STATE = 'California';

export const PERCENTAGE_STATES: readonly string[] = ['Mississippi', 'Nevada', 'North Dakota', 'Texas', 'Wisconsin'];
export const MELSON_STATES: readonly string[] = ['Delaware', 'Hawaii', 'Montana'];

/** All 50 states plus DC, as the form lists them. */
export const JURISDICTIONS: readonly string[] = US_STATES;

/** Children choices on the form: 1, 2, 3 and 4 (shown as "4 or more"). */
export const CHILD_COUNTS = [1, 2, 3, 4] as const;

export const MODEL_LABELS: Record<SupportModel, string> = {
  'income-shares': 'Income Shares',
  percentage: 'Percentage of Income',
  melson: 'Melson Formula',
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
  state: string;
  /** Monthly incomes as typed. */
  parent1Income: string;
  parent2Income: string;
  children: number;
}

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
  transferAmount: number;
  payingParent: 'Parent 1';
  receivingParent: 'Parent 2';
  formulaUsed: string;
}

export type EstimateOutcome =
  | { kind: 'error'; title: string; message: string }
  | { kind: 'melson'; state: string; message: string }
  | { kind: 'result'; result: EstimateResult };

export const INPUT_ERROR_TITLE = 'Input Error';
export const INPUT_ERROR_MESSAGE = 'Please enter valid positive numbers for incomes.';

function melsonMessage(state: string): string {
  return `The Melson Formula used in ${state} is highly complex and requires legal consultation. Please consult a family law attorney in ${state} for an accurate estimate.`;
}

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

/** Runs the estimator. Incomes must parse as numbers of zero or more. */
export function estimate(input: EstimateInput): EstimateOutcome {
  const state = JURISDICTIONS.includes(input.state) ? input.state : DEFAULT_STATE;
  const model = modelFor(state);
  const p1 = parseCents(input.parent1Income);
  // Parent 2's income is disabled (and ignored) in percentage states.
  const p2 = model === 'percentage' ? 0 : parseCents(input.parent2Income);
  if (p1 === null || p2 === null) return { kind: 'error', title: INPUT_ERROR_TITLE, message: INPUT_ERROR_MESSAGE };
  const children = Number.isFinite(input.children) ? Math.max(1, Math.floor(input.children)) : 1;

  if (model === 'melson') return { kind: 'melson', state, message: melsonMessage(state) };

  if (model === 'percentage') {
    const rate = percentageRate(children);
    const base = divRound(p1 * rate, 100);
    return {
      kind: 'result',
      result: {
        state,
        model,
        modelLabel: MODEL_LABELS[model],
        rate,
        parent1Obligation: base,
        parent2Obligation: 0,
        baseObligation: base,
        parent1SharePercent: p1 > 0 ? 100 : 0,
        parent2SharePercent: 0,
        transferAmount: base,
        payingParent: 'Parent 1',
        receivingParent: 'Parent 2',
        formulaUsed:
          `${state} uses the Percentage of Income model: only Parent 1's income counts. ` +
          `Parent 1's monthly income of ${formatCents(p1)} × ${rate}% for ${childWord(children)} = ${formatCents(base)}, ` +
          `which Parent 1 pays to Parent 2.`,
      },
    };
  }

  const rate = incomeSharesRate(children);
  const combined = p1 + p2;
  const base = divRound(combined * rate, 100);
  // Parent 1's part is rounded to the cent; Parent 2's is the rest, so the two add up.
  const ob1 = combined > 0 ? mulDivRound(base, p1, combined) : 0;
  const ob2 = base - ob1;
  const share1 = sharePercent(p1, combined);
  const share2 = combined > 0 ? (1000 - Math.round(share1 * 10)) / 10 : 0;
  return {
    kind: 'result',
    result: {
      state,
      model,
      modelLabel: MODEL_LABELS[model],
      rate,
      parent1Obligation: ob1,
      parent2Obligation: ob2,
      baseObligation: base,
      parent1SharePercent: share1,
      parent2SharePercent: share2,
      transferAmount: ob1,
      payingParent: 'Parent 1',
      receivingParent: 'Parent 2',
      formulaUsed:
        `${state} uses the Income Shares model: combined monthly income ${formatCents(combined)} ` +
        `(${formatCents(p1)} + ${formatCents(p2)}) × ${rate}% for ${childWord(children)} = base obligation ${formatCents(base)}. ` +
        `Each parent's obligation is the base times their share of combined income ` +
        `(Parent 1 ${formatPercent(share1)}, Parent 2 ${formatPercent(share2)}); ` +
        `Parent 1 pays their obligation of ${formatCents(ob1)} to Parent 2.`,
    },
  };
}

function childWord(children: number): string {
  if (children === 4) return '4 or more children';
  return children === 1 ? '1 child' : `${children} children`;
}
