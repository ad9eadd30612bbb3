import type { Page } from '@playwright/test';

/** The co-parenting journal (/journal): its form, list, detail and check, found here once. */
export const journal = {
  url: '/journal',
  root: (page: Page) => page.getByTestId('journal'),
  newType: (page: Page) => page.getByLabel('New entry'),
  write: (page: Page) => page.getByRole('button', { name: 'Write entry' }),
  form: (page: Page) => page.getByTestId('journal-form'),
  /** A box of the entry form by its label ('Title', 'Date it happened', 'How it went', …; a required one's marker ignored). */
  field: (page: Page, label: string) =>
    page.getByTestId('journal-form').getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`)),
  save: (page: Page) => page.getByRole('button', { name: /^Save (entry|correction)$/ }),
  helpLines: (page: Page) => page.getByTestId('journal-help'),
  list: (page: Page) => page.getByTestId('journal-list'),
  listItem: (page: Page, title: string) =>
    page.getByTestId('journal-list').getByRole('button', { name: new RegExp(`^${title}`) }),
  count: (page: Page) => page.getByTestId('journal-count'),
  filterWords: (page: Page) => page.getByLabel('Words', { exact: true }),
  filterType: (page: Page) => page.getByLabel('Type', { exact: true }),
  view: (page: Page, name: 'List' | 'Timeline' | 'Month') => page.getByRole('button', { name, exact: true }),
  timeline: (page: Page) => page.getByTestId('journal-timeline'),
  month: (page: Page) => page.getByTestId('journal-month'),
  detail: (page: Page) => page.getByTestId('journal-detail'),
  /** One value in the entry's details by its name ('Type', 'Happened', …). */
  detailValue: (page: Page, name: string) =>
    page
      .getByTestId('journal-detail')
      .locator('.journal-fields div')
      .filter({ has: page.getByText(name, { exact: true }) })
      .locator('dd'),
  /** An entry's second line in the list (when, type, how it went), by the entry's title. */
  listMeta: (page: Page, title: string) =>
    page
      .getByTestId('journal-list')
      .getByRole('button', { name: new RegExp(`^${title}`) })
      .locator('.journal-list__meta'),
  history: (page: Page) => page.getByTestId('journal-history'),
  correct: (page: Page) => page.getByRole('button', { name: 'Correct', exact: true }),
  backToList: (page: Page) => page.getByRole('button', { name: 'Back to the list' }),
  check: (page: Page) => page.getByRole('button', { name: 'Check the journal now' }),
  checkResult: (page: Page) => page.getByTestId('journal-verify-result'),
};
