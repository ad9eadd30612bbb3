import type { Page } from '@playwright/test';

/**
 * The AI Mediator's document analysis: the two parties' file pickers, the document type and
 * state, Generate and the report, so a label that changes is changed here once.
 */
export const mediator = {
  url: '/document-analysis',
  partyAFiles: (page: Page) => page.getByLabel('Party A documents'),
  partyBFiles: (page: Page) => page.getByLabel('Party B documents'),
  documentType: (page: Page) => page.getByLabel('Document type (required)'),
  state: (page: Page) => page.getByLabel('Choose State (Optional)'),
  partyAChosen: (page: Page) => page.getByRole('list', { name: 'Party A files chosen' }),
  fileProblems: (page: Page) => page.getByTestId('file-problems'),
  reportSections: (page: Page) => page.locator('.med-report details'),
  report: (page: Page) => page.locator('.med-report'),
};

export const generate = (page: Page) => page.getByRole('button', { name: /Generate Mediation Report|Analyzing\.\.\./ });

export async function choose(page: Page, a: string[], b: string[], type: string) {
  await mediator.partyAFiles(page).setInputFiles(a);
  await mediator.partyBFiles(page).setInputFiles(b);
  await mediator.documentType(page).selectOption(type);
}
