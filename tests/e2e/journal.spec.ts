import { expect, test, type Page } from '@playwright/test';
import { quietShell, seriousAxe, stopClock } from './helpers';
import { seedVault, unlockVault, vaultGate } from './pages/vaultGate';
import { journal } from './pages/journal';
import { shell } from './pages/shell';

// The co-parenting journal (src/features/journal; docs/journal.md): every entry type
// written through the form, a correction and its history, the check, the vault lock, and a
// quick exit mid-entry whose typing comes back. The chain's hashes and the recount are unit
// tests (tests/unit/journal-*.test.ts).

const PASS = 'correct horse battery staple';
const NEUTRAL = 'https://weather.com/';

const sideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.beforeEach(async ({ page, context }) => {
  await quietShell(page);
  await context.route('https://weather.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Weather</title><h1>Weather forecast</h1>' }),
  );
});

/** Each type, its title and the boxes it needs beyond the title (label -> value). */
const ENTRIES: Array<[string, string, Record<string, string>]> = [
  [
    'Incident',
    'Shouting at pick-up',
    { 'What happened': 'Raised voices in front of the children.', 'Police or report number': 'R-2027-114' },
  ],
  ['Exchange', 'Friday exchange', { 'Scheduled time': '18:00', 'Actual time': '18:25', 'How it went': 'late' }],
  ['Communication', 'Text about the dentist', { 'How it came': 'email', 'The message': 'Dentist moved to Tuesday.' }],
  ['Child (health, school, behaviour)', 'School report', { 'What you noticed or were told': 'Reading improved this term.' }],
  ['Expense', 'Dentist bill', { Expense: 'Dentist check-up', 'Amount ($)': '45.50' }],
  ['Make-up or changed time', 'Make-up weekend', { 'First night': '2027-03-12', 'Last night': '2027-03-13' }],
  ['Note', 'Phone number changed', { Note: 'The other parent has a new number.' }],
];

test('writes every entry type, corrects one with its history kept, and the check passes', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await seedVault(page, PASS);
  await page.goto(journal.url);
  await unlockVault(page, PASS);
  await expect(journal.count(page)).toHaveText('No entries yet.');

  for (const [type, title, boxes] of ENTRIES) {
    await journal.newType(page).selectOption({ label: type });
    await journal.write(page).click();
    await journal.field(page, 'Title').fill(title);
    for (const [label, value] of Object.entries(boxes)) {
      const box = journal.field(page, label);
      if ((await box.evaluate((el) => el.tagName)) === 'SELECT') await box.selectOption(value);
      else await box.fill(value);
    }
    if (type === 'Incident') {
      // A photo attached through the shared picker; its location is removed before it is kept.
      await page.getByLabel('Attach photos, screenshots, PDFs or recordings').setInputFiles('tests/fixtures/images/GPS.jpg');
      await expect(journal.form(page).getByRole('img', { name: 'Attached photo: GPS.jpg' })).toBeVisible({ timeout: 30_000 });
      await expect(journal.form(page)).toContainText('Location and camera details removed');
      // An incident may describe danger: the help lines are beside it, and the form is accessible.
      await expect(journal.helpLines(page).getByRole('link', { name: 'Call 911' })).toBeVisible();
      expect(await seriousAxe(page)).toEqual([]);
      expect(await sideScroll(page)).toBe(0);
    }
    await journal.save(page).click();
    await expect(journal.detail(page).getByRole('heading', { name: title })).toBeVisible();
    if (type === 'Incident')
      await expect(journal.detail(page).getByRole('img', { name: 'Attached photo: GPS.jpg' })).toBeVisible();
    await journal.backToList(page).click();
  }
  await expect(journal.count(page)).toHaveText('7 entries.');
  await expect(journal.listItem(page, 'Friday exchange')).toContainText('Exchange · Late by 25 min');
  expect(await seriousAxe(page)).toEqual([]);
  expect(await sideScroll(page)).toBe(0);

  // A correction adds a version with its reason; the first stays readable.
  await journal.listItem(page, 'Dentist bill').click();
  await journal.correct(page).click();
  await journal.field(page, 'Why you are correcting it').fill('Wrong amount');
  await journal.field(page, 'Amount ($)').fill('54.50');
  await journal.save(page).click();
  await expect(journal.detail(page)).toContainText('$54.50');
  await expect(journal.history(page).getByRole('listitem')).toHaveCount(2);
  await expect(journal.history(page)).toContainText('Corrected (version 2)');
  await expect(journal.history(page)).toContainText('Reason: Wrong amount');
  await journal.history(page).getByText('Show this version').click();
  await expect(journal.history(page)).toContainText('$45.50');
  expect(await seriousAxe(page)).toEqual([]);
  await journal.backToList(page).click();

  // Filters, the timeline and the month view.
  await journal.filterWords(page).fill('dentist');
  await expect(journal.count(page)).toHaveText('2 of 7 entries match.');
  await journal.filterType(page).selectOption({ label: 'Expense' });
  await expect(journal.count(page)).toHaveText('1 of 7 entries match.');
  await journal.view(page, 'Timeline').click();
  await expect(journal.timeline(page)).toContainText('Dentist bill');
  await journal.view(page, 'Month').click();
  await expect(journal.month(page).getByRole('button', { name: /entries$/ })).toHaveCount(1);
  expect(await sideScroll(page)).toBe(0);

  // Removing leaves a mark with the reason; the chain still checks.
  await journal.view(page, 'List').click();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await journal.listItem(page, 'Phone number changed').click();
  await page.getByRole('button', { name: 'Remove…' }).click();
  await page.getByLabel('Why you are removing it').fill('Written twice');
  await page.getByRole('button', { name: 'Remove entry' }).click();
  await expect(page.getByTestId('journal-removed-mark')).toContainText('Reason: Written twice');
  await journal.backToList(page).click();
  await expect(journal.listItem(page, 'Removed entry')).toContainText('Reason: Written twice');
  await expect(page.getByText('The other parent has a new number.')).toHaveCount(0);

  await journal.check(page).click();
  await expect(journal.checkResult(page)).toContainText('All 9 saved versions check');
});

test('locks with the vault and opens again; a quick exit mid-entry keeps the typing as a draft', async ({ page, context }) => {
  await seedVault(page, PASS);
  await page.clock.install();
  await page.goto(journal.url);
  await unlockVault(page, PASS);
  await journal.newType(page).selectOption({ label: 'Note' });
  await journal.write(page).click();
  await journal.field(page, 'Title').fill('Saved note');
  await journal.field(page, 'Note').fill('Kept.');
  await journal.save(page).click();
  await expect(journal.detail(page)).toBeVisible();
  await journal.backToList(page).click();

  await shell.lockButton(page).click();
  await expect(vaultGate.unlockStep(page)).toBeVisible();
  await expect(page.getByText('Saved note')).toHaveCount(0);
  await unlockVault(page, PASS);
  await expect(journal.listItem(page, 'Saved note')).toBeVisible();

  await journal.newType(page).selectOption({ label: 'Incident' });
  await journal.write(page).click();
  await stopClock(page);
  await journal.field(page, 'Title').fill('Typed before quick exit');
  await shell.quickExit(page).click();
  await expect(page).toHaveURL(NEUTRAL);
  await page.clock.resume();

  const again = await context.newPage();
  await again.goto(journal.url);
  await unlockVault(again, PASS);
  await expect(journal.field(again, 'Title')).toHaveValue('Typed before quick exit');
  await expect(again.getByTestId('draft-note')).toContainText('Restored your unsaved changes from');
  await again.close();
});
