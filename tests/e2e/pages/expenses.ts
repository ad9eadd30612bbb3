import type { Page } from '@playwright/test';

/**
 * The shared expense tracker (/resources/expense-tracker): sheet switcher, details, rows,
 * summary and buttons, so a label that changes is changed here once.
 */
export const expenses = {
  url: '/resources/expense-tracker',
  sheet: (page: Page) => page.getByLabel('Sheet', { exact: true }),
  parent1Name: (page: Page) => page.getByLabel('Parent 1 name'),
  parent2Name: (page: Page) => page.getByLabel('Parent 2 name'),
  monthYear: (page: Page) => page.getByLabel('Month / Year'),
  splitRatio: (page: Page) => page.getByLabel(/Split ratio/),
  addExpense: (page: Page) => page.getByRole('button', { name: 'Add Expense' }),
  save: (page: Page) => page.getByRole('button', { name: 'Save', exact: true }),
  load: (page: Page) => page.getByRole('button', { name: 'Load', exact: true }),
  total: (page: Page) => page.getByTestId('exp-total'),
  owedP1: (page: Page) => page.getByTestId('exp-owed-p1'),
  owedP2: (page: Page) => page.getByTestId('exp-owed-p2'),
  net: (page: Page) => page.getByTestId('exp-net'),
  splitHint: (page: Page) => page.getByTestId('exp-split-hint'),
  saveState: (page: Page) => page.getByTestId('exp-save-state'),
  summary: (page: Page) => page.getByTestId('exp-summary'),
  rows: (page: Page) => page.locator('[data-row-id]'),
  /** The grid's column heads (shown when the rows are laid out as a grid, not stacked). */
  gridHead: (page: Page) => page.locator('.exp-head'),
  sheetButtons: (page: Page) => page.locator('.exp-sheets').getByRole('button'),
  /** A button by its exact name: 'Print', 'New sheet', 'Remove expense 2', 'Clear & Reset', 'Export CSV', … */
  button: (page: Page, name: string) => page.getByRole('button', { name, exact: true }),
  /** The dialog open now (new, rename or delete sheet, unsaved changes, reset). */
  dialog: (page: Page) => page.getByRole('dialog'),
  /** The dialog with this name (e.g. 'New sheet'). */
  namedDialog: (page: Page, name: string) => page.getByRole('dialog', { name }),
  /** The name of the sheet on screen, as printed above the rows. */
  printedSheetName: (page: Page, name: string) => page.getByText(name, { exact: true }),
};

export const row = (page: Page, i: number) => page.locator('[data-row-id]').nth(i);

export async function fillRow(
  page: Page,
  i: number,
  r: { date: string; desc: string; amount: string; cat: string; payer: 'p1' | 'p2'; paid: 'No' | 'Yes' },
) {
  const el = row(page, i);
  await el.getByLabel('Date').fill(r.date);
  await el.getByLabel('Description').fill(r.desc);
  await el.getByLabel('Amount ($)').fill(r.amount);
  await el.getByLabel('Category').selectOption(r.cat);
  await el.getByLabel('Paid by').selectOption(r.payer);
  await el.getByLabel('Settled', { exact: true }).selectOption(r.paid);
}

/** Alex/Sam, 60%: 120.50 Braces by Alex, 80.25 Camp by Sam, 45.00 Books by Alex already paid. */
export async function fillSample(page: Page) {
  await expenses.parent1Name(page).fill('Alex');
  await expenses.parent2Name(page).fill('Sam');
  await expenses.monthYear(page).fill('March 2025');
  await expenses.splitRatio(page).fill('60');
  await fillRow(page, 0, {
    date: '2025-03-02',
    desc: 'Braces, first payment',
    amount: '120.50',
    cat: 'Healthcare',
    payer: 'p1',
    paid: 'No',
  });
  await expenses.addExpense(page).click();
  await fillRow(page, 1, {
    date: '2025-03-09',
    desc: 'Soccer camp',
    amount: '80.25',
    cat: 'Extracurricular',
    payer: 'p2',
    paid: 'No',
  });
  await expenses.addExpense(page).click();
  await fillRow(page, 2, { date: '2025-03-15', desc: 'School books', amount: '45', cat: 'Education', payer: 'p1', paid: 'Yes' });
}
