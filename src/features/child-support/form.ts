/**
 * Reads the guideline fields as typed and says, field by field, what is wrong (docs/child-support.md).
 * Pure: no React.
 */
import { parseCents } from '../../lib/money';
import type { GuidelineInput } from './guideline';
import { readEstimatorQuery } from '../../lib/pathQueries';

export interface GuidelineFields {
  youIncome: string;
  otherIncome: string;
  children: number;
  overnightsYou: string;
  overnightsOther: string;
  childCare: string;
  healthInsurance: string;
  youLocalTax: string;
  otherLocalTax: string;
}

export type FieldName = keyof GuidelineFields;
export type FieldErrors = Partial<Record<FieldName, string>>;

export const MONEY_ERROR = 'Enter an amount of zero or more, like 2500 or 2,500.50.';
export const INCOME_ERROR = 'Enter a monthly amount of zero or more, like 4200 or 4,200.50.';

/** Parses an overnight count: a whole number from 0 to 366, or null. */
export function parseOvernights(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,3}$/.test(t)) return null;
  const n = Number(t);
  return n <= 366 ? n : null;
}

/** Reads overnights from the route parameters the parenting-time schedule links with. */
export function overnightsFromQuery(search: string): { you: string; other: string } | null {
  const { you, other: oth } = readEstimatorQuery(search);
  if (you === null && oth === null) return null;
  const y = you !== null ? parseOvernights(you) : null;
  const o = oth !== null ? parseOvernights(oth) : null;
  if (y === null || o === null) return null;
  return { you: String(y), other: String(o) };
}

export type GuidelineParse =
  | { kind: 'ok'; input: GuidelineInput }
  | { kind: 'errors'; errors: FieldErrors }
  /** The overnights are both empty: the guideline waits for them without calling it an error. */
  | { kind: 'needs-overnights' };

function optionalMoney(text: string, errors: FieldErrors, name: FieldName): number {
  if (text.trim() === '') return 0;
  const c = parseCents(text);
  if (c === null) {
    errors[name] = MONEY_ERROR;
    return 0;
  }
  return c;
}

export function parseGuidelineFields(
  f: GuidelineFields,
  opts: { childCare: boolean; healthInsurance: boolean; localTax: boolean },
): GuidelineParse {
  const errors: FieldErrors = {};
  const youIncome = parseCents(f.youIncome);
  if (youIncome === null) errors.youIncome = INCOME_ERROR;
  const otherIncome = parseCents(f.otherIncome);
  if (otherIncome === null) errors.otherIncome = INCOME_ERROR;

  const bothEmpty = f.overnightsYou.trim() === '' && f.overnightsOther.trim() === '';
  let ny: number | null = null;
  let no: number | null = null;
  if (!bothEmpty) {
    ny = parseOvernights(f.overnightsYou);
    no = parseOvernights(f.overnightsOther);
    if (ny === null) errors.overnightsYou = 'Enter a whole number of nights from 0 to 366.';
    if (no === null) errors.overnightsOther = 'Enter a whole number of nights from 0 to 366.';
    if (ny !== null && no !== null && (ny + no < 365 || ny + no > 366)) {
      errors.overnightsOther = `The two counts should add up to 365 nights (366 in a leap year); now they add up to ${ny + no}.`;
    }
  }
  const childCare = opts.childCare ? optionalMoney(f.childCare, errors, 'childCare') : 0;
  const healthInsurance = opts.healthInsurance ? optionalMoney(f.healthInsurance, errors, 'healthInsurance') : 0;
  const youLocalTax = opts.localTax ? optionalMoney(f.youLocalTax, errors, 'youLocalTax') : 0;
  const otherLocalTax = opts.localTax ? optionalMoney(f.otherLocalTax, errors, 'otherLocalTax') : 0;

  if (Object.keys(errors).length > 0) return { kind: 'errors', errors };
  if (bothEmpty) return { kind: 'needs-overnights' };
  return {
    kind: 'ok',
    input: {
      youIncome: youIncome!,
      otherIncome: otherIncome!,
      children: Math.max(1, Math.floor(f.children)),
      overnightsYou: ny!,
      overnightsOther: no!,
      childCare,
      healthInsurance,
      youLocalTax,
      otherLocalTax,
    },
  };
}
