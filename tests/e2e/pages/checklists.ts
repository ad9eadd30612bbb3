import type { Page } from '@playwright/test';

/**
 * The divorce and court-preparation checklists: progress figures, tasks by id and the print
 * button, so a label that changes is changed here once.
 */
export const checklists = {
  divorceUrl: '/resources/divorce-checklist',
  courtPrepUrl: '/resources/court-hearing-preparation',
  overall: (page: Page) => page.getByTestId('cl-overall'),
  print: (page: Page) => page.getByRole('button', { name: 'Print Checklist' }),
  items: (page: Page) => page.locator('[data-item-id]'),
  progressLegal: (page: Page) => page.getByTestId('cl-progress-legal'),
  progressAssets: (page: Page) => page.getByTestId('cl-progress-assets'),
  progressPersonal: (page: Page) => page.getByTestId('cl-progress-personal'),
  progressEvidence: (page: Page) => page.getByTestId('cl-progress-evidence'),
  /** A group of tasks by its heading, e.g. 'Household & Personal'. */
  group: (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true }),
};

/** The task with this id (its checkbox, its words). */
export const item = (page: Page, id: string) => page.locator(`[data-item-id="${id}"]`);

/** A task's text, e.g. taskText(page, 'personal-7'). */
export const taskText = (page: Page, id: string) => item(page, id).locator('.cl-task');
