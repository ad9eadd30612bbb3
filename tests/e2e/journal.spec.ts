import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './precached';
import { quietShell, seriousAxe, stopClock, waitForOfflineReady } from './helpers';
import { seedVault, unlockVault, vaultGate } from './pages/vaultGate';
import { journal } from './pages/journal';
import { shell } from './pages/shell';
import { parentingTime } from './pages/parentingTime';
import { childSupport } from './pages/childSupport';

// The co-parenting journal (src/features/journal; docs/journal.md): every entry type
// written through the form, a correction and its history, the check, the vault lock, a
// quick exit mid-entry whose typing comes back, and exchanges and make-up time as actual
// overnights on the parenting-time calendar and in the estimator, offline. The chain's
// hashes and the recount's figures are unit tests (tests/unit/journal-*.test.ts,
// tests/unit/overnight-recount.test.ts).

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

/** Opens a new entry of `type`, fills its title and boxes (label -> value) and saves it. */
async function writeEntry(page: Page, type: string, title: string, boxes: Record<string, string>) {
  await journal.newType(page).selectOption({ label: type });
  await journal.write(page).click();
  await journal.field(page, 'Title').fill(title);
  for (const [label, value] of Object.entries(boxes)) {
    const box = journal.field(page, label);
    if ((await box.evaluate((el) => el.tagName)) === 'SELECT') await box.selectOption(value);
    else await box.fill(value);
  }
  await journal.save(page).click();
  await expect(journal.detail(page).getByRole('heading', { name: title })).toBeVisible();
  await journal.backToList(page).click();
}

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

test(
  'late and missed exchanges and make-up time show as actual overnights on the calendar and in the estimator, offline',
  { tag: '@service-worker' },
  async ({ page, context }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 360, height: 740 });
    await seedVault(page, PASS);
    await page.goto(parentingTime.url);
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await page.reload();
    await unlockVault(page, PASS);

    // Alternating weeks from Friday, January 1, 2027, Alex (this is me) first: Alex 183, Sam 182.
    await parentingTime.parentAName(page).fill('Alex');
    await parentingTime.parentBName(page).fill('Sam');
    await parentingTime.startDate(page).fill('2027-01-01');
    await parentingTime.countFrom(page).fill('2027-01-01');
    await expect(parentingTime.window(page)).toContainText('365 nights from January 1, 2027 to December 31, 2027');
    const actual = page.getByTestId('ptc-actual');
    await expect(actual).toContainText('Your journal has no exchanges or make-up time yet');
    await expect(parentingTime.saveState(page)).toHaveText('All changes saved on this device.');
    await actual.getByRole('link', { name: 'Open the journal' }).click();

    // Two exchanges (one late, one missed: Alex kept the children Sam's week of March 19) and
    // two make-up nights with Sam in Alex's week of May 7.
    await expect(journal.count(page)).toHaveText('No entries yet.');
    await writeEntry(page, 'Exchange', 'Friday pick-up', {
      'Date it happened': '2027-03-12',
      'Scheduled time': '18:00',
      'Actual time': '18:30',
      'How it went': 'late',
      'Who had the children before': 'other',
      'Who was to have them after': 'you',
    });
    await writeEntry(page, 'Exchange', 'No-show for hand-over', {
      'Date it happened': '2027-03-19',
      'Scheduled time': '18:00',
      'How it went': 'missed',
      'Who had the children before': 'you',
      'Who was to have them after': 'other',
    });
    await writeEntry(page, 'Make-up or changed time', 'Make-up weekend', {
      'Who had the children these nights': 'other',
      'First night': '2027-05-07',
      'Last night': '2027-05-08',
    });
    await expect(journal.listItem(page, 'Friday pick-up')).toContainText('Late by 30 min');
    await page.goBack();

    await expect(page.getByTestId('ptc-actual-summary')).toHaveText(
      'From your journal: 0 exchanges on time, 1 late, 1 missed and 0 cancelled in this window; 9 nights differ from the schedule. Nights without a journal entry count as scheduled. Open the journal',
    );
    await expect(page.getByTestId('ptc-actual-estimator')).toHaveText(
      'The Child Support Estimator offers these actual overnights for the first 12 months beside the scheduled ones.',
    );
    await expect(page.getByTestId('ptc-actual-years').locator('tbody tr')).toHaveText([
      'January 1, 2027 to December 31, 2027Scheduled183182',
      'Actual188177',
    ]);
    await expect(page.getByTestId('ptc-actual-marks').getByRole('listitem')).toHaveText([
      'Friday, March 12, 2027: exchange late by 30 minutes',
      'Friday, March 19, 2027: exchange missed',
    ]);
    await actual.getByText('By month, scheduled and actual').click();
    const months = page.getByTestId('ptc-actual-months');
    await expect(months.locator('tbody').nth(2).locator('tr')).toHaveText(['Mar 2027Scheduled1714', 'Actual247']);
    await expect(months.locator('tbody').nth(4).locator('tr')).toHaveText(['May 2027Scheduled1417', 'Actual1219']);

    await parentingTime.monthPick(page).selectOption({ label: 'March 2027' });
    const missed = parentingTime.day(page, 'Friday, March 19, 2027');
    await expect(missed).toHaveAttribute(
      'aria-label',
      'Friday, March 19, 2027: overnight with Sam. Hand-over: Sam from 6:00 p.m. Actually with Alex (the hand-over did not happen, as your journal records). Exchange missed (journal).',
    );
    await expect(missed).toContainText('→A');
    await expect(missed).toContainText('miss');
    await expect(parentingTime.day(page, 'Friday, March 12, 2027')).toContainText('late');
    await expect(parentingTime.day(page, 'Saturday, March 20, 2027')).toContainText('→A');
    await expect(parentingTime.calendar(page).locator('.ptc-cal__legend')).toContainText(
      '→A = the night was actually with Alex (your journal)',
    );
    await expect(parentingTime.calendar(page).locator('.ptc-cal__legend')).toContainText('miss = exchange missed (your journal)');
    expect(await seriousAxe(page)).toEqual([]);
    expect(await sideScroll(page)).toBe(0);

    // The estimator offers scheduled or actual and says which one it used.
    await parentingTime.estimatorLink(page).click();
    const choice = page.getByTestId('cs-overnights-choice');
    await expect(choice).toContainText('From January 1, 2027 to December 31, 2027.');
    await choice.getByRole('radio', { name: 'Actual: 188 with you, 177 with the other parent' }).check();
    await expect(childSupport.overnightsYou(page)).toHaveValue('188');
    await expect(childSupport.overnightsOther(page)).toHaveValue('177');
    await childSupport.state(page).selectOption('Alabama');
    await childSupport.yourIncome(page).fill('4000');
    await childSupport.otherIncome(page).fill('3000');
    await childSupport.calculate(page).click();
    await expect(page.getByTestId('cs-overnights-used')).toHaveText(
      'Overnights used: actual, the schedule as your journal records it (188 with you, 177 with the other parent).',
    );
    await choice.getByRole('radio', { name: 'Scheduled: 183 with you, 182 with the other parent' }).check();
    await childSupport.calculate(page).click();
    await expect(page.getByTestId('cs-overnights-used')).toHaveText(
      'Overnights used: scheduled, from your parenting-time schedule (183 with you, 182 with the other parent).',
    );
    expect(await seriousAxe(page)).toEqual([]);
    expect(await sideScroll(page)).toBe(0);
    await context.setOffline(false);
  },
);

test('an exchange 70 minutes after its scheduled time reads Late, said under "How it went", until the parent picks otherwise', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // A first visit (docs/try-first.md): the journal opens at once.
  await page.goto(journal.url);
  await journal.newType(page).selectOption({ label: 'Exchange' });
  await journal.write(page).click();
  const outcome = journal.field(page, 'How it went');
  await expect(outcome).toHaveValue('on-time');
  await journal.field(page, 'Title').fill('Late pickup Friday');
  await journal.field(page, 'Scheduled time').fill('17:00');
  await journal.field(page, 'Actual time').fill('18:10');
  // Before, "On time" stayed, and the report printed "How it went: On time" under 17:00 and 18:10.
  await expect(outcome).toHaveValue('late');
  await expect(outcome).toHaveAccessibleDescription('Set from the times above. Change it if it is not right.');
  await expect(journal.field(page, 'Minutes late')).toBeVisible();
  // Back to the scheduled time: On time again.
  await journal.field(page, 'Actual time').fill('17:00');
  await expect(outcome).toHaveValue('on-time');
  await journal.field(page, 'Actual time').fill('18:10');
  await expect(outcome).toHaveValue('late');
  // The parent's own choice stays, whatever the times say.
  await outcome.selectOption('on-time');
  await journal.field(page, 'Actual time').fill('18:20');
  await expect(outcome).toHaveValue('on-time');
  await expect(outcome).toHaveAccessibleDescription('');
  await outcome.selectOption('late');
  await journal.save(page).click();
  await vaultGate.protectStep(page).getByRole('button', { name: 'Not now' }).click();
  await expect(journal.detail(page).getByRole('heading', { name: 'Late pickup Friday' })).toBeVisible();
  await expect(journal.detail(page)).toContainText('Late by 80 min');
});

/** How many lines `words` take inside `box` (one client rect per line the text runs over). */
const linesOf = (box: Locator, words: string) =>
  box.evaluate((el, w) => {
    const node = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.includes(w))!;
    const range = document.createRange();
    const at = node.textContent!.indexOf(w);
    range.setStart(node, at);
    range.setEnd(node, at + w.length);
    return range.getClientRects().length;
  }, words);

test.describe('an entry read on a phone and on a laptop', () => {
  test.use({ timezoneId: 'America/Chicago' });
  for (const [width, height] of [
    [360, 740],
    [1280, 800],
  ] as const) {
    test(`at ${width}x${height} the list says when, then what, and the entry's time zone is never cut in two`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await seedVault(page, PASS);
      await page.goto(journal.url);
      await unlockVault(page, PASS);
      await writeEntry(page, 'Incident', 'Shouting at pick-up', {
        'Date it happened': '2027-03-05',
        Time: '18:20',
        'What happened': 'Raised voices in front of the children.',
        'Police or report number': 'R-2027-114',
      });
      // Before, the two ran together: "… 18:20 (America/Chicago) Incident".
      await expect(journal.listMeta(page, 'Shouting at pick-up')).toHaveText(
        'March 5, 2027 at 18:20 (America/Chicago) · Incident',
      );
      await journal.listItem(page, 'Shouting at pick-up').click();
      const happened = journal.detailValue(page, 'Happened');
      await expect(happened).toHaveText('March 5, 2027 at 18:20 (America/Chicago)');
      // Before, at 360 px the value had a third of the card and broke as "(America/Ch" / "icago)".
      expect(await linesOf(happened, '(America/Chicago)')).toBe(1);
      expect(await linesOf(journal.detailValue(page, 'Police or report number'), 'R-2027-114')).toBe(1);
      expect(await sideScroll(page)).toBe(0);
    });
  }
});
