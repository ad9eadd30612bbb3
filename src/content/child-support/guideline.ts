/**
 * Shared pieces of the state guideline calculations (docs/child-support.md).
 * Pure: no React, no storage. Money is integer cents; incomes are monthly unless a line
 * says otherwise. Each state's rules live in ./states/<code>.ts with their source as data.
 */
import { formatCents } from '../../lib/money';
import { english, type Translate } from '../../lib/translate';
import * as m from '../../content/messages/child-support/compiled/en.js';

export type Who = 'you' | 'other';

export interface GuidelineInput {
  /** Monthly income in cents, as the state defines it (gross or net; see each state's incomeBasis). */
  youIncome: number;
  otherIncome: number;
  /** Number of children of these two parents, 1 or more. */
  children: number;
  /** Overnights per year with each parent. */
  overnightsYou: number;
  overnightsOther: number;
  /** Monthly work-related child-care cost for these children, cents (0 if none). */
  childCare: number;
  /** Monthly health-insurance premium for these children, cents (0 if none). */
  healthInsurance: number;
  /** New York only: monthly New York City or Yonkers income tax each parent pays, cents. */
  youLocalTax: number;
  otherLocalTax: number;
  /**
   * Optional, asked only by the states whose worksheet uses them (StateGuideline.asks); a state
   * that reads one treats a missing value as 0 or, for a payer, as the parent with more overnights.
   * Monthly extraordinary (uninsured) medical costs for these children, cents.
   */
  extraordinaryMedical?: number;
  /** Which parent pays the provider for each cost, so the other parent's share is owed to them. */
  childCarePaidBy?: Who;
  healthInsurancePaidBy?: Who;
  extraordinaryMedicalPaidBy?: Who;
}

/** Boxes beyond incomes, children and overnights that a state's worksheet may read. */
export type AskedField = 'childCare' | 'healthInsurance' | 'extraordinaryMedical';

export interface WorksheetLine {
  /** What the line is, in plain words. */
  label: string;
  /** The figure as shown (money, percentage or a count). */
  value: string;
}

export interface GuidelineResult {
  /** Who pays whom, and how much each month (cents). `payer` null means nobody pays. */
  payer: Who | null;
  monthly: number;
  lines: WorksheetLine[];
  /** Plain notes: thresholds near, parts of the rule not applied, caps reached. */
  notes: string[];
  /** Short name of the method used ("Shared-placement formula", "Percentage standard"). */
  method: string;
}

export interface StateGuideline {
  state: string;
  /**
   * The texts below (law, effective, incomeHint, asks, caveat) are the child-support catalog's
   * English (docs/i18n.md), shown through its translator.
   */
  /** The law and section the formula comes from. */
  law: string;
  /** When the figures used here took effect, in words ("March 1, 2026"). */
  effective: string;
  /** The day we last checked the figures against the published text (ISO date). */
  checked: string;
  /** Where the rule is published (the statute or agency page). */
  sourceUrl: string;
  /** The state's own calculator, when it has one. */
  calculatorUrl: string;
  /** What the income fields mean for this state. */
  incomeBasis: 'gross' | 'net';
  incomeHint: string;
  /** Whether the formula itself uses child-care costs and health-insurance premiums. */
  usesChildCare: boolean;
  usesHealthInsurance: boolean;
  /** Whether the local-tax fields (New York City / Yonkers) apply. */
  usesLocalTax: boolean;
  /**
   * Income-shares states: the costs this state's worksheet reads, each with the "why we ask"
   * line shown under the box; a cost listed here also gets a "who pays it" choice. When present
   * it overrides usesChildCare / usesHealthInsurance for the form.
   */
  asks?: Partial<Record<AskedField, string>>;
  /** Figures the search could not confirm as current, said plainly on the page. */
  caveat?: string;
  /** Works the guideline out, its lines and notes in the language of `t` (English by default). */
  compute(input: GuidelineInput, t?: Translate): GuidelineResult;
}

/** a × num / den rounded half-up to the nearest integer, exactly (all inputs integers, den > 0, a ≥ 0). */
export function mulDiv(a: number, num: number, den: number): number {
  if (a < 0) return -mulDiv(-a, num, den);
  return Number((2n * BigInt(a) * BigInt(num) + BigInt(den)) / (2n * BigInt(den)));
}

/** Cents times a percentage given in hundredths of a per cent (1725 = 17.25%), rounded to the cent. */
export function percentOf(cents: number, basisPoints: number): number {
  return mulDiv(cents, basisPoints, 10000);
}

/** A percentage in basis points as text: 1700 -> "17%", 967 -> "9.67%", 50 -> "0.5%". */
export function formatBasisPoints(bp: number): string {
  const whole = Math.floor(bp / 100);
  const frac = bp % 100;
  if (frac === 0) return `${whole}%`;
  return `${whole}.${frac.toString().padStart(2, '0').replace(/0$/, '')}%`;
}

/** A share in per cent with one decimal, from a part and a total (0 when total is 0). */
export function shareText(part: number, total: number): string {
  if (total <= 0) return '0.0%';
  return `${(mulDiv(part, 1000, total) / 10).toFixed(1)}%`;
}

export const money = formatCents;

/** "you" / "the other parent", inside a sentence. */
export function whoText(w: Who, t: Translate = english): string {
  return t(w === 'you' ? m.who_you : m.who_other);
}

/** "your" / "the other parent’s" (in Spanish "de usted" / "del otro progenitor", placed after the noun). */
export function possessive(w: Who, t: Translate = english): string {
  return t(w === 'you' ? m.whose_your : m.whose_other);
}

/** "to you" / "to the other parent". */
export function toWho(w: Who, t: Translate = english): string {
  return t(w === 'you' ? m.to_you : m.to_other);
}

/** The line "Per month, paid by you to the other parent" (or the other way round). */
export function paidLine(payer: Who, t: Translate = english): string {
  return t(payer === 'you' ? m.paid_by_you : m.paid_by_other);
}

/** "You (the parent with fewer overnights): {what}". */
export function fewerLabel(payer: Who, what: string, t: Translate = english): string {
  return t(payer === 'you' ? m.fewer_you : m.fewer_other, { item: t(what) });
}

export function other(w: Who): Who {
  return w === 'you' ? 'other' : 'you';
}

export function childWord(n: number, t: Translate = english): string {
  return n === 1 ? t(m.one_child) : t(m.n_children, { n });
}

/**
 * The parent with fewer overnights is the one who pays under a percentage-of-income rule.
 * With exactly equal time we follow the common rule of treating the higher earner as the payer
 * and say so in a note.
 */
export function nonResidential(input: Pick<GuidelineInput, 'overnightsYou' | 'overnightsOther' | 'youIncome' | 'otherIncome'>): {
  payer: Who;
  equal: boolean;
} {
  if (input.overnightsYou < input.overnightsOther) return { payer: 'you', equal: false };
  if (input.overnightsOther < input.overnightsYou) return { payer: 'other', equal: false };
  return { payer: input.youIncome >= input.otherIncome ? 'you' : 'other', equal: true };
}

export const EQUAL_TIME_NOTE = m.equal_note;

export function incomeOf(input: GuidelineInput, w: Who): number {
  return w === 'you' ? input.youIncome : input.otherIncome;
}

export function overnightsOf(input: GuidelineInput, w: Who): number {
  return w === 'you' ? input.overnightsYou : input.overnightsOther;
}

export function totalOvernights(input: GuidelineInput): number {
  return input.overnightsYou + input.overnightsOther;
}

/** How close a count must be to a threshold before we warn that the amount may change a lot. */
const NEAR_THRESHOLD = 15;

/**
 * A note when the parent with fewer overnights is within NEAR_THRESHOLD of a state's
 * shared-time threshold (on either side), or null. `rule` names what the threshold switches on
 * (a catalog message, translated here).
 */
export function thresholdNote(
  input: GuidelineInput,
  threshold: number,
  percent: string,
  rule: string,
  t: Translate = english,
): string | null {
  const fewer = Math.min(input.overnightsYou, input.overnightsOther);
  const gap = fewer - threshold;
  if (Math.abs(gap) > NEAR_THRESHOLD) return null;
  const who = t(input.overnightsYou <= input.overnightsOther ? m.you_have : m.other_has);
  const inputs = { person: who, fewer, threshold, percent, rule: t(rule), gap: Math.abs(gap) };
  return t(gap < 0 ? m.near_below : gap === 0 ? m.near_at : m.near_above, inputs);
}
