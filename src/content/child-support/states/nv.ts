/**
 * Nevada: NAC 425.140 tiered percentages and NAC 425.115 custody rules (docs/child-support.md#nevada).
 */
import { english, type Translate } from '../../../lib/translate';
import * as m from '../../../content/messages/child-support/compiled/en.js';
import {
  EQUAL_TIME_NOTE,
  childWord,
  formatBasisPoints,
  incomeOf,
  money,
  nonResidential,
  percentOf,
  thresholdNote,
  fewerLabel,
  paidLine,
  type GuidelineInput,
  type GuidelineResult,
  type StateGuideline,
  type Who,
} from '../guideline';
import { GUIDELINE_LAWS } from '../laws';

const FIGURES = {
  /** NAC 425.140: the first $6,000 of monthly gross income, the part from $6,000 to $10,000, the part above $10,000. */
  tierUpTo: [6_000_00, 10_000_00],
  /** Percentages per tier for 1, 2, 3 and 4 children. */
  percent: [
    [1600, 800, 400],
    [2200, 1100, 600],
    [2600, 1300, 600],
    [2800, 1400, 700],
  ],
  /** Added per tier for each child after the fourth. */
  perExtraChild: [200, 100, 50],
  /** Joint physical custody: each parent has the children at least 40% of the time (146 of 365 overnights). */
  jointCustodyOvernights: 146,
} as const;

export function nvTierPercents(children: number): [number, number, number] {
  const n = Math.max(children, 1);
  const base = FIGURES.percent[Math.min(n, 4) - 1]!;
  const extra = Math.max(0, n - 4);
  return [
    base[0] + extra * FIGURES.perExtraChild[0],
    base[1] + extra * FIGURES.perExtraChild[1],
    base[2] + extra * FIGURES.perExtraChild[2],
  ];
}

/** The base obligation for one parent's monthly gross income, and how it was built. */
export function nvObligation(income: number, children: number): { amount: number; parts: string[] } {
  const [p1, p2, p3] = nvTierPercents(children);
  const [t1, t2] = FIGURES.tierUpTo;
  const a = Math.min(income, t1);
  const b = Math.max(0, Math.min(income, t2) - t1);
  const c = Math.max(0, income - t2);
  let amount = percentOf(a, p1);
  const parts = [`${money(a)} × ${formatBasisPoints(p1)}`];
  if (b > 0) {
    amount += percentOf(b, p2);
    parts.push(`${money(b)} × ${formatBasisPoints(p2)}`);
  }
  if (c > 0) {
    amount += percentOf(c, p3);
    parts.push(`${money(c)} × ${formatBasisPoints(p3)}`);
  }
  return { amount, parts };
}

function compute(input: GuidelineInput, t: Translate = english): GuidelineResult {
  const lines: GuidelineResult['lines'] = [];
  const notes: string[] = [];
  const joint = input.overnightsYou >= FIGURES.jointCustodyOvernights && input.overnightsOther >= FIGURES.jointCustodyOvernights;
  const near = thresholdNote(input, FIGURES.jointCustodyOvernights, '40%', m.nv_rule, t);
  const kids = childWord(input.children, t);
  let payer: Who | null;
  let monthly: number;
  if (!joint) {
    const np = nonResidential(input);
    if (np.equal) notes.push(t(EQUAL_TIME_NOTE));
    const income = incomeOf(input, np.payer);
    const { amount, parts } = nvObligation(income, input.children);
    lines.push({ label: fewerLabel(np.payer, m.nv_gross, t), value: money(income) });
    lines.push({ label: t(m.nv_base, { kids, parts: parts.join(' + ') }), value: money(amount) });
    payer = amount > 0 ? np.payer : null;
    monthly = amount;
  } else {
    const you = nvObligation(input.youIncome, input.children);
    const oth = nvObligation(input.otherIncome, input.children);
    lines.push({ label: t(m.nv_base_you, { kids, parts: you.parts.join(' + ') }), value: money(you.amount) });
    lines.push({ label: t(m.nv_base_other, { parts: oth.parts.join(' + ') }), value: money(oth.amount) });
    monthly = Math.abs(you.amount - oth.amount);
    payer = monthly === 0 ? null : you.amount > oth.amount ? 'you' : 'other';
    lines.push({ label: t(m.nv_joint), value: money(monthly) });
  }
  if (payer) lines.push({ label: paidLine(payer, t), value: money(monthly) });
  if (near) notes.push(near);
  notes.push(t(m.nv_note));
  return { payer, monthly, lines, notes, method: t(joint ? m.nv_method_joint : m.nv_method) };
}

export const nevada: StateGuideline = {
  state: 'Nevada',
  ...GUIDELINE_LAWS.Nevada,
  checked: '2026-11-24',
  sourceUrl: 'https://www.leg.state.nv.us/NAC/NAC-425.html',
  calculatorUrl: 'https://www.leg.state.nv.us/NAC/NAC-425.html',
  incomeBasis: 'gross',
  incomeHint: m.nv_income_hint,
  usesChildCare: false,
  usesHealthInsurance: false,
  usesLocalTax: false,
  caveat: m.nv_caveat,
  compute,
};
