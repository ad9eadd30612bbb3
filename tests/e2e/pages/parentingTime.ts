import { expect, type Page } from '@playwright/test';
import { heading, quietShell } from '../helpers';
import { seedVault, unlockVault } from './vaultGate';

/**
 * The parenting-time calculator (/resources/parenting-time-calculator): its inputs, totals,
 * calendar and sections, so a label that changes is changed here once.
 */
export const parentingTime = {
  url: '/resources/parenting-time-calculator',
  pattern: (page: Page) => page.getByLabel('Pattern', { exact: true }),
  customPattern: (page: Page) => page.getByLabel('Your repeating pattern'),
  parentAName: (page: Page) => page.getByLabel('Parent A’s name'),
  parentBName: (page: Page) => page.getByLabel('Parent B’s name'),
  startDate: (page: Page) => page.getByLabel('Start date'),
  countFrom: (page: Page) => page.getByLabel('Count from'),
  timeZone: (page: Page) => page.getByLabel('Time zone (for hours and the calendar file)'),
  saveState: (page: Page) => page.getByTestId('ptc-save-state'),
  window: (page: Page) => page.getByTestId('ptc-window'),
  totals: (page: Page) => page.getByTestId('ptc-totals'),
  totalA: (page: Page) => page.getByTestId('ptc-total-a'),
  totalB: (page: Page) => page.getByTestId('ptc-total-b'),
  status: (page: Page) => page.getByTestId('ptc-status'),
  monthPick: (page: Page) => page.getByTestId('ptc-month-pick'),
  printMonths: (page: Page) => page.getByTestId('ptc-print-months'),
  dayDetail: (page: Page) => page.getByTestId('ptc-day-detail'),
  estimatorLink: (page: Page) => page.getByTestId('ptc-estimator-link'),
  days: (page: Page) => page.locator('td[data-day]'),
  focusableDay: (page: Page) => page.locator('td[data-day][tabindex="0"]'),

  /** A fresh profile on the calculator, a vault for `passphrase` on the device (seedVault) unlocked, the form ready. */
  async openFresh(page: Page, passphrase: string): Promise<void> {
    await quietShell(page);
    await seedVault(page, passphrase);
    await page.goto(this.url);
    await expect(heading(page, 'Parenting Time Calculator')).toBeVisible({ timeout: 60_000 });
    await unlockVault(page, passphrase);
    await expect(this.pattern(page)).toBeVisible({ timeout: 60_000 });
  },
};

/** Opens the calculator's section titled `title` (if closed). */
export async function openSection(page: Page, title: string) {
  const details = page.locator('details.ptc__section', { has: page.locator('summary', { hasText: title }) });
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await details.locator('summary').click();
}
