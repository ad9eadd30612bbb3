import { defineKind } from '../../vault/kinds';
import { normaliseSheet, type ExpenseSheet } from './settle';

/**
 * Expense sheets in the vault, one record per named sheet (any id). The legacy browser
 * sheet arrives as id 'imported' in SPEC.md §3's shape (string amounts, "Parent 1",
 * "No"); normaliseSheet converts it to cents, payer codes and booleans.
 */
export const expenseSheetKind = defineKind<ExpenseSheet>({
  kind: 'expense-sheet',
  version: 1,
  validate: (value) => normaliseSheet(value),
  label: 'Expense sheets',
});
