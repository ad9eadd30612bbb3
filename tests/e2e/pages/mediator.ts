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
  partyBChosen: (page: Page) => page.getByRole('list', { name: 'Party B files chosen' }),
  reportHeading: (page: Page) => page.getByRole('heading', { name: 'Mediation Report' }),
  /** The report's section of conflicting terms, one article per topic. */
  conflicts: (page: Page) =>
    page
      .locator('.med-report details')
      .filter({ has: page.locator('summary', { hasText: /^Conflicting Terms/ }) })
      .locator('article.med-term'),
  sectionTitles: (page: Page) => page.locator('.med-report details > summary'),
  executiveSummaryHeading: (page: Page) => page.getByRole('heading', { name: 'Executive Summary' }),
  executiveSummary: (page: Page) => page.getByTestId('executive-summary'),
  trustNotes: (page: Page) => page.locator('section.med-trust p'),
  method: (page: Page) => page.getByTestId('report-method'),
  /** The report's line naming the type, the state and the date. */
  reportLine: (page: Page) => page.locator('.med-report p.muted').first(),
  /** One topic's term in the report, e.g. 'child-support'. */
  term: (page: Page, topic: string) => page.locator(`article.med-term[data-topic="${topic}"]`).first(),
  /** The list of what differs on a topic, e.g. 'Child support & expenses'. */
  differs: (page: Page, topic: string) => page.getByRole('list', { name: `What differs on ${topic}` }),
  uploadHeading: (page: Page) => page.getByText('Choose each party'),
  sizeLimit: (page: Page) => page.getByText('Each file can be up to 10 MB'),
  /** The progress line while files are read, e.g. 'Reading files (2 of 2): slow.pdf…'. */
  progress: (page: Page, words: string) => page.getByText(words),
  downloadPdf: (page: Page) => page.getByRole('button', { name: 'Download PDF Summary' }),
  emailBoth: (page: Page) => page.getByRole('link', { name: 'Email to Both Parties' }),
  bookSession: (page: Page) => page.getByRole('button', { name: 'Book a Mediation Session' }),
  saveReport: (page: Page) => page.getByRole('button', { name: 'Save report', exact: true }),
  /** Saved reports on the mediator page (My Data's "Mediation reports" link opens it). */
  savedList: (page: Page) => page.getByRole('list', { name: 'Saved reports' }),
  /** The summary's first lines: the disagreements that matter most. */
  mainDisagreements: (page: Page) => page.getByTestId('main-disagreements').getByRole('listitem'),
  /** A term's "Changed words": each party's version, its own differing words marked. */
  changedMarks: (page: Page, topic: string, party: 'A' | 'B') =>
    page
      .locator(`article.med-term[data-topic="${topic}"]`)
      .first()
      .locator('.med-changed__version')
      .nth(party === 'A' ? 0 : 1)
      .locator('mark'),
  savedRow: (page: Page, name: string | RegExp) =>
    page.getByRole('list', { name: 'Saved reports' }).getByRole('listitem').filter({ hasText: name }),
  renameField: (page: Page) => page.getByLabel('New name for this report'),
  noSavedReports: (page: Page) => page.getByText('No saved reports yet.'),
  saved: (page: Page) => page.getByText('Saved in your protected storage on this device.'),
  compareOther: (page: Page) => page.getByRole('button', { name: 'Compare other documents' }),
  // The landing page (/ai-mediator).
  steps: (page: Page) => page.locator('.med-steps-list > li h3'),
  benefits: (page: Page) => page.getByRole('region', { name: 'Why parents use it' }).locator('.card'),
  startMediation: (page: Page) => page.getByRole('link', { name: 'Start Mediation' }),
  /** Connected mode, signed out: the landing page's links to log in. */
  loginToAccess: (page: Page) => page.getByRole('link', { name: 'Login to Access' }),
};

export const generate = (page: Page) => page.getByRole('button', { name: /Generate Mediation Report|Analyzing\.\.\./ });

export async function choose(page: Page, a: string[], b: string[], type: string) {
  await mediator.partyAFiles(page).setInputFiles(a);
  await mediator.partyBFiles(page).setInputFiles(b);
  await mediator.documentType(page).selectOption(type);
}
