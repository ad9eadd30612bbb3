import { expect, type Page } from '@playwright/test';
import { heading } from '../helpers';

/**
 * The child support estimator (/resources/understanding-child-support): inputs, the
 * Calculate button and the result figures, so a label that changes is changed here once.
 */
export const childSupport = {
  url: '/resources/understanding-child-support',
  state: (page: Page) => page.getByLabel('State'),
  yourIncome: (page: Page) => page.getByLabel('Your monthly income ($)'),
  otherIncome: (page: Page) => page.getByLabel('The other parent’s monthly income ($)'),
  children: (page: Page) => page.getByLabel('Number of children'),
  overnightsYou: (page: Page) => page.getByLabel('Overnights with you'),
  overnightsOther: (page: Page) => page.getByLabel('Overnights with the other parent'),
  calculate: (page: Page) => page.getByRole('button', { name: 'Calculate' }),
  result: (page: Page) => page.getByTestId('cs-result'),
  transfer: (page: Page) => page.getByTestId('cs-transfer'),
  base: (page: Page) => page.getByTestId('cs-base'),
  p1Share: (page: Page) => page.getByTestId('cs-p1-share'),
  p2Share: (page: Page) => page.getByTestId('cs-p2-share'),
  p1Obligation: (page: Page) => page.getByTestId('cs-p1-obligation'),
  p2Obligation: (page: Page) => page.getByTestId('cs-p2-obligation'),
  modelHint: (page: Page) => page.getByTestId('cs-model-hint'),
  guidelineAmount: (page: Page) => page.getByTestId('cs-guideline-amount'),
  guidelineResult: (page: Page) => page.getByTestId('cs-guideline-result'),
  /** The guideline result's first line, naming who pays. */
  guidelineHeadline: (page: Page) => page.getByTestId('cs-guideline-headline'),
  guidelineNotes: (page: Page) => page.getByTestId('cs-guideline-notes'),
  guidelineHint: (page: Page) => page.getByTestId('cs-guideline-hint'),
  source: (page: Page) => page.getByTestId('cs-source'),
  paying: (page: Page) => page.getByTestId('cs-paying'),
  receiving: (page: Page) => page.getByTestId('cs-receiving'),
  formula: (page: Page) => page.getByTestId('cs-formula'),
  melsonResult: (page: Page) => page.getByTestId('cs-melson-result'),
  empty: (page: Page) => page.getByTestId('cs-empty'),
  /** A figure of the result by its test id, e.g. 'cs-base'. */
  figure: (page: Page, id: string) => page.getByTestId(id),
  /** The result's section heading, e.g. 'Wisconsin guideline'. */
  section: (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true }),
  guidelineMethod: (page: Page) => page.getByTestId('cs-guideline-method'),
  worksheetRows: (page: Page) => page.getByTestId('cs-worksheet').locator('tr'),
  ignoresToggle: (page: Page) => page.getByText('What the quick estimate ignores'),
  ignoresOvernights: (page: Page) =>
    page.getByText('How many overnights the children spend with each parent, except to decide who pays.'),
  /** The quick estimate's first line, naming who pays (or the two amounts while nobody is known). */
  headline: (page: Page) => page.getByTestId('cs-headline'),
  payerReason: (page: Page) => page.getByTestId('cs-payer-reason'),
  ifYou: (page: Page) => page.getByTestId('cs-if-you'),
  ifOther: (page: Page) => page.getByTestId('cs-if-other'),
  roughNote: (page: Page) => page.getByTestId('cs-rough-note'),
  stale: (page: Page) => page.getByTestId('cs-stale'),
  main: (page: Page) => page.locator('main'),
  /** The result sections' headings, in page order. */
  sectionHeadings: (page: Page) => page.locator('section.cs-result > h2'),
  noFormula: (page: Page) => page.getByTestId('cs-no-formula'),
  officialLink: (page: Page) => page.getByTestId('cs-official-link'),
  guideline: (page: Page) => page.getByTestId('cs-guideline'),
  overnightsSource: (page: Page) => page.getByTestId('cs-overnights-source'),
  childCare: (page: Page) => page.getByLabel('Monthly child-care cost ($), optional'),
  healthInsurance: (page: Page) => page.getByLabel('Monthly health insurance for the children ($), optional'),
  /** The "Who pays it" choice beside a cost box (a locator from childCare or healthInsurance). */
  costPayer: (page: Page, cost: ReturnType<Page['getByLabel']>) =>
    page.locator('.cs-cost').filter({ has: cost }).getByLabel('Who pays it'),
  worksheetPdf: (page: Page) => page.getByTestId('cs-worksheet-pdf'),
  worksheetPdfStatus: (page: Page) => page.getByTestId('cs-worksheet-pdf-status'),
  cityTax: (page: Page) => page.getByLabel('Your monthly New York City or Yonkers income tax ($), optional'),
  /** The message at a field, e.g. 'youIncome', 'childCare', 'overnightsOther'. */
  fieldError: (page: Page, field: string) => page.getByTestId(`cs-error-${field}`),
  guidelineFix: (page: Page) => page.getByTestId('cs-guideline-fix'),
  caveat: (page: Page) => page.getByTestId('cs-caveat'),
};

/** Opens the estimator and waits for its lazily loaded page, which can be slow on a busy machine. */
export async function open(page: Page, address = childSupport.url) {
  await page.goto(address);
  await expect(heading(page, 'Child Support Estimator')).toBeVisible({ timeout: 30_000 });
}

export async function calc(page: Page, state: string, p1: string, p2: string | null, children: string) {
  await childSupport.state(page).selectOption(state);
  await childSupport.yourIncome(page).fill(p1);
  if (p2 !== null) await childSupport.otherIncome(page).fill(p2);
  await childSupport.children(page).selectOption(children);
  await childSupport.calculate(page).click();
}

export async function overnights(page: Page, you: string, other: string) {
  await childSupport.overnightsYou(page).fill(you);
  await childSupport.overnightsOther(page).fill(other);
}
