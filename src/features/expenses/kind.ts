import { defineKind } from '../../vault/kinds';
import { expenseSheetSchema, type ExpenseSheet } from './settle';

/**
 * Expense sheets in the vault, one record per named sheet (any id). The legacy browser
 * sheet arrives as id 'imported' in the earlier app's shape (string amounts, "Parent 1",
 * "No"); its schema converts it to cents, payer codes and booleans.
 */
export const expenseSheetKind = defineKind<ExpenseSheet>({
  kind: 'expense-sheet',
  version: 1,
  schema: expenseSheetSchema,
});
