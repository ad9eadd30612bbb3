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
  /** The day whose label starts with `date`, e.g. 'Thursday, November 25, 2027'. */
  day: (page: Page, date: string) => page.locator(`td[aria-label^="${date}"]`),
  /** Whatever has the keyboard focus (a day of the calendar, when moving with the arrows). */
  focused: (page: Page) => page.locator(':focus'),
  calendar: (page: Page) => page.locator('.ptc-cal'),
  /** The month shown, by its heading, e.g. 'November 2027'. */
  month: (page: Page, name: string) => page.getByRole('heading', { name }),
  previousMonth: (page: Page) => page.getByRole('button', { name: 'Previous month' }),
  nextMonth: (page: Page) => page.getByRole('button', { name: 'Next month' }),
  months: (page: Page) => page.locator('details.ptc__months'),
  years: (page: Page) => page.getByTestId('ptc-years'),
  midweekTime: (page: Page) => page.getByLabel('Midweek time'),
  midweekDay: (page: Page) => page.getByLabel('Midweek day'),
  /** The counting window's length in months. */
  forMonths: (page: Page) => page.getByLabel('For', { exact: true }),
  patternHelp: (page: Page) => page.getByText('Type one letter for each night, A or B, for example AABBAAB (up to 366 letters).'),
  /** One holiday's row in section 4, e.g. 'thanksgiving'. */
  holiday: (page: Page, id: string) => page.getByTestId(`ptc-holiday-${id}`),
  addVacation: (page: Page) => page.getByRole('button', { name: 'Add a vacation' }),
  addOneOff: (page: Page) => page.getByRole('button', { name: 'Add a one-off change' }),
  addBirthday: (page: Page) => page.getByRole('button', { name: 'Add a child’s birthday' }),
  summerOwnSchedule: (page: Page) => page.getByLabel('Summer has its own schedule'),
  vacationFirstNight: (page: Page) => page.getByLabel('First night'),
  changeFrom: (page: Page) => page.getByLabel('From date'),
  changeUntil: (page: Page) => page.getByLabel('Until date'),
  birthday: (page: Page) => page.getByLabel('Date of birth'),
  /** A message shown for a problem, by its exact words. */
  message: (page: Page, words: string) => page.getByText(words),
  needsFixing: (page: Page) => page.getByText('Some answers above need fixing before the schedule can be counted.'),
  downloadIcs: (page: Page) => page.getByRole('button', { name: 'Download calendar file (.ics)' }),
  downloadPdf: (page: Page) => page.getByRole('button', { name: 'Download PDF calendar' }),
  planLink: (page: Page) => page.getByRole('link', { name: 'Parenting Plan Template' }),

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
