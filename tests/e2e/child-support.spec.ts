import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { dismissCookieBanner, heading, waitForOfflineReady } from './helpers';

const URL = '/resources/understanding-child-support';

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
  await page.addInitScript(() => sessionStorage.setItem('newsletter-dismissed', '1'));
});

async function calc(page: Page, state: string, p1: string, p2: string | null, children: string) {
  await page.getByLabel('State').selectOption(state);
  await page.getByLabel('Parent 1 monthly gross income ($)').fill(p1);
  if (p2 !== null) await page.getByLabel('Parent 2 monthly gross income ($)').fill(p2);
  await page.getByLabel('Number of children').selectOption(children);
  await page.getByRole('button', { name: 'Calculate' }).click();
}

const toastTitle = (page: Page, title: string) => page.getByTestId('toast-viewport').getByText(title, { exact: true });

async function axeBad(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

test('defaults to California and computes income shares exactly', async ({ page }) => {
  await page.goto(URL);
  await expect(heading(page, 'Child Support Estimator')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Resources' })).toHaveAttribute('href', '/resources');
  await expect(page.getByLabel('State')).toHaveValue('California');
  await expect(page.getByLabel('State').locator('option')).toHaveCount(51);
  await calc(page, 'California', '5000', '3000', '2');
  await expect(toastTitle(page, 'Calculation Complete!')).toBeVisible();
  await expect(page.getByTestId('cs-model-hint')).toHaveText('Model used in California: Income Shares');
  await expect(page.getByTestId('cs-base')).toHaveText('$2,000.00');
  await expect(page.getByTestId('cs-p1-obligation')).toHaveText('$1,250.00');
  await expect(page.getByTestId('cs-p2-obligation')).toHaveText('$750.00');
  await expect(page.getByTestId('cs-p1-share')).toHaveText('62.5%');
  await expect(page.getByTestId('cs-p2-share')).toHaveText('37.5%');
  await expect(page.getByTestId('cs-transfer')).toHaveText('$1,250.00');
  await expect(page.getByTestId('cs-paying')).toHaveText('Parent 1');
  await expect(page.getByTestId('cs-receiving')).toHaveText('Parent 2');
  await expect(page.getByTestId('cs-formula')).toContainText('× 25% for 2 children = base obligation $2,000.00');
  expect(await axeBad(page)).toEqual([]);
});

test('several states: New York 4+, Ohio odd cents, Texas percentage with Parent 2 disabled', async ({ page }) => {
  await page.goto(URL);
  await calc(page, 'New York', '7000', '3000', '4');
  await expect(page.getByTestId('cs-model-hint')).toHaveText('Model used in New York: Income Shares');
  await expect(page.getByTestId('cs-base')).toHaveText('$3,200.00');
  await expect(page.getByTestId('cs-p1-obligation')).toHaveText('$2,240.00');
  await expect(page.getByTestId('cs-p2-obligation')).toHaveText('$960.00');

  await calc(page, 'Ohio', '1000.01', '2000.02', '1');
  await expect(page.getByTestId('cs-base')).toHaveText('$510.01');
  await expect(page.getByTestId('cs-p1-obligation')).toHaveText('$170.00');
  await expect(page.getByTestId('cs-p2-obligation')).toHaveText('$340.01');
  await expect(page.getByTestId('cs-p1-share')).toHaveText('33.3%');
  await expect(page.getByTestId('cs-p2-share')).toHaveText('66.7%');

  await page.getByLabel('State').selectOption('Texas');
  await expect(page.getByLabel('Parent 2 monthly gross income ($)')).toBeDisabled();
  await calc(page, 'Texas', '1234.57', null, '1');
  await expect(page.getByTestId('cs-model-hint')).toHaveText('Model used in Texas: Percentage of Income');
  await expect(page.getByTestId('cs-base')).toHaveText('$246.91');
  await expect(page.getByTestId('cs-transfer')).toHaveText('$246.91');
  await expect(page.getByTestId('cs-p2-obligation')).toHaveText('$0.00');

  await calc(page, 'Wisconsin', '4000', null, '3');
  await expect(page.getByTestId('cs-transfer')).toHaveText('$1,200.00');

  await page.getByLabel('State').selectOption('Florida');
  await expect(page.getByLabel('Parent 2 monthly gross income ($)')).toBeEnabled();
});

test('Melson states show the message and an 8-second info toast', async ({ page }) => {
  await page.goto(URL);
  // Let the one-time "Ready to work offline" toast come and go first (toasts replace each other).
  await waitForOfflineReady(page);
  await page.waitForTimeout(500);
  await expect(page.getByTestId('toast-viewport').locator('.toast')).toHaveCount(0, { timeout: 8000 });
  await calc(page, 'Delaware', '5000', '3000', '2');
  await expect(page.getByTestId('cs-melson-result')).toContainText('The Melson Formula used in Delaware is highly complex and requires legal consultation.');
  const t = page.getByTestId('toast-viewport').locator('.toast');
  await expect(t.locator('.toast__title')).toHaveText('Melson Formula');
  await expect(t.locator('.toast__description')).toHaveText(
    'The Melson Formula used in Delaware is highly complex and requires legal consultation. Please consult a family law attorney in Delaware for an accurate estimate.',
  );
  await expect(t).toHaveClass(/toast--info/);
  await page.waitForTimeout(6000);
  await expect(t).toBeVisible(); // still there after the default 5 s
  await expect(t).toBeHidden({ timeout: 4000 });
  await expect(page.getByTestId('cs-result')).toHaveCount(0);
});

test('invalid input shows Input Error and clears the result; zero incomes give $0.00', async ({ page }) => {
  await page.goto(URL);
  await calc(page, 'California', '5000', '3000', '1');
  await expect(page.getByTestId('cs-result')).toBeVisible();
  await calc(page, 'California', '-10', '3000', '1');
  await expect(toastTitle(page, 'Input Error')).toBeVisible();
  await expect(page.getByTestId('toast-viewport').locator('.toast', { hasText: 'Input Error' }).locator('.toast__description')).toHaveText(
    'Please enter valid positive numbers for incomes.',
  );
  await expect(page.getByTestId('toast-viewport').locator('.toast', { hasText: 'Input Error' })).toHaveClass(/toast--destructive/);
  await expect(page.getByTestId('cs-empty')).toBeVisible();
  await expect(page.getByTestId('cs-result')).toHaveCount(0);
  await calc(page, 'California', '', '3000', '1');
  await expect(toastTitle(page, 'Input Error')).toBeVisible();

  await calc(page, 'California', '0', '0', '3');
  for (const id of ['cs-base', 'cs-p1-obligation', 'cs-p2-obligation', 'cs-transfer']) await expect(page.getByTestId(id)).toHaveText('$0.00');
  await expect(page.getByTestId('cs-p1-share')).toHaveText('0.0%');
  await expect(page.getByTestId('cs-result')).not.toContainText('NaN');
});

test('never asks for the vault, stores nothing, and works offline', async ({ page, context }) => {
  await page.goto(URL);
  await waitForOfflineReady(page);
  await context.setOffline(true);
  await page.reload();
  await expect(heading(page, 'Child Support Estimator')).toBeVisible();
  await expect(page.getByTestId('vault-create')).toHaveCount(0);
  await expect(page.getByTestId('vault-unlock')).toHaveCount(0);
  await calc(page, 'Illinois', '6000', '4000', '1');
  await expect(page.getByTestId('cs-transfer')).toHaveText('$1,020.00');
  const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k !== 'cookie-consent'));
  expect(keys).toEqual([]);
  await context.setOffline(false);
});

test('fits a 360 px screen with a result shown', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(URL);
  await calc(page, 'District of Columbia', '4321.09', '1234.56', '3');
  await expect(page.getByTestId('cs-model-hint')).toHaveText('Model used in District of Columbia: Income Shares');
  // Combined 5,555.65 x 29% = 1,611.14; Parent 1's share 77.8%.
  await expect(page.getByTestId('cs-base')).toHaveText('$1,611.14');
  await expect(page.getByTestId('cs-p1-share')).toHaveText('77.8%');
  await expect(page.getByTestId('cs-p2-share')).toHaveText('22.2%');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
