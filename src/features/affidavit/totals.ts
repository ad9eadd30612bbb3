import { centsToDecimal, parseCents } from '../../lib/money';
import { DEDUCTION_KEYS, EXPENSE_KEYS, INCOME_KEYS, type AffidavitData, type ScalarKey } from './fields';
import type { TotalKind } from './layout';

// ---------------------------------------------------------------- money and totals

function sumKeys(data: AffidavitData, keys: readonly ScalarKey[]): number | null {
  let any = false;
  let total = 0;
  for (const k of keys) {
    const c = parseCents(data[k]);
    if (c !== null) {
      any = true;
      total += c;
    }
  }
  return any ? total : null;
}

/**
 * The computed figure shown beside a manual total, in cents, or null when nothing it
 * depends on has been entered. Net income uses the totals as typed when they are
 * numbers, otherwise the computed sums.
 */
export function computedTotal(data: AffidavitData, total: TotalKind): number | null {
  switch (total) {
    case 'income':
      return sumKeys(data, INCOME_KEYS);
    case 'deductions':
      return sumKeys(data, DEDUCTION_KEYS);
    case 'expenses':
      return sumKeys(data, EXPENSE_KEYS);
    case 'net': {
      const income = parseCents(data.income_total) ?? computedTotal(data, 'income');
      const deductions = parseCents(data.deduction_total) ?? computedTotal(data, 'deductions');
      if (income === null && deductions === null) return null;
      return (income ?? 0) - (deductions ?? 0);
    }
  }
}

export interface TotalHint {
  cents: number;
  /** The text "Use this" copies into the field. */
  input: string;
  /** True when the typed figure already equals the computed one. */
  matches: boolean;
}

export function totalHint(data: AffidavitData, field: ScalarKey, total: TotalKind): TotalHint | null {
  const cents = computedTotal(data, total);
  if (cents === null) return null;
  const input = centsToDecimal(cents);
  // A negative net (deductions above income) is matched by its text: amounts parse as zero or more.
  return { cents, input, matches: parseCents(data[field]) === cents || data[field].trim() === input };
}
