import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { test } from './precached';
import ICAL from 'ical.js';
import { unlockVault, vaultGate } from './pages/vaultGate';
import { parentingPlan } from './pages/parentingPlan';
import { heading, seriousAxe, stopClock, waitForOfflineReady } from './helpers';
import { toastTitled } from './pages/toasts';
import { AUTO_LOCK_MINUTES_KEY } from '../../src/lib/storageKeys';
import { downloadedPdfText } from './pdf-text';
import { defaultSchedule } from '../../src/features/parenting-time/model';
import { computeSchedule } from '../../src/features/parenting-time/schedule';
import { parseIsoDate } from '../../src/features/parenting-time/dates';
import { parentingTime, openSection } from './pages/parentingTime';
import { childSupport } from './pages/childSupport';
import { shell } from './pages/shell';

const PASS = 'lantern orchard pebble seven';

/** Names, a fixed start and a fixed counting window, so the counts are exact. */
async function basics(page: Page) {
  await parentingTime.parentAName(page).fill('Alex');
  await parentingTime.parentBName(page).fill('Sam');
  await parentingTime.startDate(page).fill('2027-01-01');
  await parentingTime.countFrom(page).fill('2027-01-01');
  await parentingTime.timeZone(page).selectOption('America/Chicago');
  await expect(parentingTime.window(page)).toContainText('365 nights from January 1, 2027 to December 31, 2027', {
    timeout: 30_000,
  });
}

async function expectCounts(page: Page, alex: number, sam: number) {
  await expect(parentingTime.totalA(page)).toContainText(`Alex${alex} overnights`, { timeout: 30_000 });
  await expect(parentingTime.totalB(page)).toContainText(`Sam${sam} overnights`, { timeout: 30_000 });
}

test.describe('Parenting Time Calculator', () => {
  // Creating a vault runs 600,000 PBKDF2 rounds and the machine may be shared: wait on
  // conditions, with room for a slow run.
  test.beforeEach(() => test.setTimeout(240_000));

  test('each pattern shows its exact overnights for 2027', async ({ page }) => {
    await parentingTime.openFresh(page, PASS);
    await basics(page);
    // Alex starts (rotations) or has the weekend time (weekend patterns).
    const cases: Array<[string, number, number]> = [
      ['alternating-weeks', 183, 182],
      ['2-2-3', 183, 182],
      ['2-2-5-5', 183, 182],
      ['3-4-4-3', 183, 182],
      ['5-2', 261, 104],
      ['60-40', 209, 156],
      ['70-30', 246, 119],
      ['every-other-weekend', 53, 312],
      ['month-weekends', 57, 308],
      ['custom', 183, 182],
    ];
    for (const [pattern, alex, sam] of cases) {
      await parentingTime.pattern(page).selectOption(pattern);
      await expectCounts(page, alex, sam);
    }
    await parentingTime.customPattern(page).fill('AAB');
    await expectCounts(page, 244, 121);
    await parentingTime.customPattern(page).fill('AAXB');
    await expect(parentingTime.patternHelp(page)).toBeVisible();
    await expect(parentingTime.customPattern(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(parentingTime.totals(page)).toHaveCount(0);
    await parentingTime.customPattern(page).fill('AB');
    await expectCounts(page, 183, 182);
    // Every other weekend with a weekly Wednesday overnight: 4 per 14 days.
    await parentingTime.pattern(page).selectOption('every-other-weekend');
    await parentingTime.midweekTime(page).selectOption('overnight');
    await parentingTime.midweekDay(page).selectOption('3');
    await expectCounts(page, 105, 260);
    // 24 months.
    await parentingTime.forMonths(page).selectOption('24');
    await expect(parentingTime.window(page)).toContainText('731 nights from January 1, 2027 to December 31, 2028');
    await expect(parentingTime.years(page)).toContainText('January 1, 2027 to December 31, 2027105260');
  });

  test('the hand-over mark in the calendar and its legend is a drawn icon, never the ⇄ character', async ({ page }) => {
    // ⇄ is missing from Arial and many phone fonts: it fell back to another font or a box.
    await parentingTime.openFresh(page, PASS);
    await basics(page);
    const calendar = parentingTime.calendar(page);
    await expect(calendar.locator('.ptc-day__swap svg[data-icon="swap"]').first()).toBeVisible();
    expect(await calendar.locator('.ptc-day__swap').count()).toBe(
      await calendar.locator('.ptc-day__swap svg[data-icon="swap"]').count(),
    );
    await expect(calendar.locator('.ptc-cal__legend svg[data-icon="swap"]')).toHaveCount(1);
    await expect(calendar.locator('.ptc-cal__legend')).toContainText('= hand-over that day');
    expect(await calendar.innerText()).not.toContain('⇄');
  });

  test('a holiday layer changes the counts; the calendar names the parent and is keyboard navigable', async ({ page }) => {
    await parentingTime.openFresh(page, PASS);
    await basics(page);
    await expectCounts(page, 183, 182);
    await openSection(page, '4. Holidays');
    const thanksgiving = parentingTime.holiday(page, 'thanksgiving');
    await thanksgiving.getByLabel('Rule').selectOption('fixed');
    await thanksgiving.getByLabel('Parent').selectOption('b');
    // Wednesday Nov 24 and Thursday Nov 25, 2027 were Alex's; now Sam has Wednesday to Sunday.
    await expectCounts(page, 181, 184);
    await thanksgiving.getByLabel('Rule').selectOption('alternate');
    await thanksgiving.getByLabel('Parent in even years').selectOption('b');
    // 2027 is odd: Alex has Thanksgiving, so Alex gains Friday and Saturday.
    await expectCounts(page, 185, 180);
    // One month on screen: the month picker goes to November 2027.
    await expect(parentingTime.days(page)).toHaveCount(31);
    await parentingTime.monthPick(page).selectOption({ label: 'November 2027' });
    await expect(parentingTime.days(page)).toHaveCount(30);
    const day = parentingTime.day(page, 'Thursday, November 25, 2027');
    await expect(day).toHaveAttribute('aria-label', 'Thursday, November 25, 2027: overnight with Alex. Thanksgiving.');
    await expect(day).toContainText('A');
    // Previous/next buttons page a month; back to January 2027 with the picker.
    await parentingTime.previousMonth(page).click();
    await expect(parentingTime.month(page, 'October 2027')).toBeVisible();
    await parentingTime.nextMonth(page).click();
    await expect(parentingTime.month(page, 'November 2027')).toBeVisible();
    await parentingTime.monthPick(page).selectOption({ label: 'January 2027' });
    await expect(parentingTime.month(page, 'January 2027')).toBeVisible();
    // The help fits a phone as well as a keyboard (it spoke of arrow keys only).
    await expect(page.locator('.ptc-cal__help')).toHaveText(
      'Tap or click a day, or move with the arrow keys: the day you choose is described below the calendar.',
    );
    // Roving tab stop: one focusable day; arrows move it.
    await expect(parentingTime.focusableDay(page)).toHaveCount(1);
    await parentingTime.focusableDay(page).focus();
    await expect(parentingTime.dayDetail(page)).toHaveText(
      'Friday, January 1, 2027: overnight with Alex. Hand-over: Alex from 6:00 p.m.',
    );
    await page.keyboard.press('ArrowRight');
    await expect(parentingTime.focused(page)).toHaveAttribute('aria-label', /^Saturday, January 2, 2027: overnight with Alex\./);
    await page.keyboard.press('ArrowDown');
    await expect(parentingTime.focused(page)).toHaveAttribute('aria-label', /^Saturday, January 9, 2027: overnight with Sam\./);
    await page.keyboard.press('PageDown');
    await expect(parentingTime.focused(page)).toHaveAttribute('aria-label', /^Tuesday, February 9, 2027/);
    await expect(parentingTime.dayDetail(page)).toContainText('Tuesday, February 9, 2027');
    await expect(parentingTime.focusableDay(page)).toHaveCount(1);
    // Moving past the month's edge shows the next month: End of the week then Right.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(parentingTime.focused(page)).toHaveAttribute('aria-label', /^Tuesday, March 2, 2027/);
    await expect(parentingTime.month(page, 'March 2027')).toBeVisible();
    await expect(parentingTime.days(page)).toHaveCount(31);
    // Printing draws every month of the window.
    await page.emulateMedia({ media: 'print' });
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await expect(parentingTime.printMonths(page).locator('h3')).toHaveCount(12);
    await expect(parentingTime.printMonths(page).locator('td[aria-label]')).toHaveCount(365);
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await page.emulateMedia({ media: 'screen' });
    await expect(parentingTime.printMonths(page)).toHaveCount(0);
  });

  test('downloads a calendar file that covers the window and a PDF calendar', async ({ page }) => {
    await parentingTime.openFresh(page, PASS);
    await basics(page);
    await parentingTime.pattern(page).selectOption('2-2-5-5');
    await expectCounts(page, 183, 182);
    const [ics] = await Promise.all([page.waitForEvent('download'), parentingTime.downloadIcs(page).click()]);
    expect(ics.suggestedFilename()).toBe('parenting-time.ics');
    const text = await readFile(await ics.path(), 'utf8');
    const cal = new ICAL.Component(ICAL.parse(text));
    ICAL.TimezoneService.register(cal.getFirstSubcomponent('vtimezone')!);
    const events = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const spans = events.map((e) => [e.startDate.toUnixTime(), e.endDate.toUnixTime()]).sort((a, b) => a[0]! - b[0]!);
    expect(spans[0]![0]).toBe(Date.UTC(2027, 0, 1, 6) / 1000); // midnight in Chicago
    expect(spans[spans.length - 1]![1]).toBe(Date.UTC(2028, 0, 1, 6) / 1000);
    for (let i = 1; i < spans.length; i++) expect(spans[i]![0]).toBe(spans[i - 1]![1]);
    // One event per custody block, as the schedule module counts them for the same settings.
    const s = {
      ...defaultSchedule('America/Chicago', '2027-01-01'),
      pattern: '2-2-5-5' as const,
      parentA: 'Alex',
      parentB: 'Sam',
    };
    const start = parseIsoDate('2027-01-01')!;
    expect(events.length).toBe(computeSchedule(s, start, start + 365)!.segments.length);
    expect(events.length).toBe(106);
    await expect(parentingTime.status(page)).toHaveText(/parenting-time\.ics/);

    const [pdf] = await Promise.all([page.waitForEvent('download'), parentingTime.downloadPdf(page).click()]);
    expect(pdf.suggestedFilename()).toBe('parenting-time-calendar.pdf');
    const { text: pdfText, pages } = await downloadedPdfText(pdf);
    expect(pages).toBe(2);
    expect(pdfText).toContain('Parenting-time schedule');
    expect(pdfText).toContain('Alex 183');
    expect(pdfText).toContain('January 2027');
    expect(pdfText).toContain('December 2027');
    await expect(parentingTime.status(page)).toHaveText('Your PDF calendar is ready: parenting-time-calendar.pdf.');
  });

  test(
    'autosaves; after a reload and unlock the schedule is back, also offline',
    { tag: '@service-worker' },
    async ({ page, context }) => {
      await parentingTime.openFresh(page, PASS);
      await waitForOfflineReady(page);
      await unlockVault(page, PASS);
      await basics(page);
      await parentingTime.pattern(page).selectOption('3-4-4-3');
      await expectCounts(page, 183, 182);
      await expect(parentingTime.saveState(page)).toHaveText('All changes saved on this device.');
      await context.setOffline(true);
      await page.reload();
      await expect(heading(page, 'Parenting Time Calculator')).toBeVisible({ timeout: 60_000 });
      await unlockVault(page, PASS);
      await expect(parentingTime.pattern(page)).toHaveValue('3-4-4-3');
      await expect(parentingTime.parentAName(page)).toHaveValue('Alex');
      await expectCounts(page, 183, 182);
      await expect(parentingTime.estimatorLink(page)).toHaveAttribute(
        'href',
        '/resources/understanding-child-support?overnights-you=183&overnights-other=182',
      );
      // The estimator takes the counts from the link.
      await parentingTime.estimatorLink(page).click();
      await expect(heading(page, 'Child Support Estimator')).toBeVisible({ timeout: 60_000 });
      await expect(childSupport.overnightsYou(page)).toHaveValue('183');
      await expect(childSupport.overnightsOther(page)).toHaveValue('182');
    },
  );

  test('a change not yet autosaved survives a quick exit and a lock', async ({ page, context }) => {
    // The neutral site the quick exit goes to is answered locally.
    await context.route('https://weather.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Weather</title><h1>Weather forecast</h1>' }),
    );
    // Playwright's clock, stopped from just before the change until the page has left: Quick
    // exit's cap on how long it waits for the change to be written (800 ms) cannot run out
    // on a busy machine; the page leaves when the write has finished.
    await page.clock.install();
    await parentingTime.openFresh(page, PASS);
    await basics(page);
    await expect(parentingTime.saveState(page)).toHaveText('All changes saved on this device.');

    /** Picks a pattern and, in the same task (so the one-second autosave cannot have run), presses `button`. */
    const changeThenPress = (pattern: string, button: string) =>
      page.evaluate(
        ({ pattern, button }) => {
          const select = document.querySelector<HTMLSelectElement>('#ptc-pattern-select')!;
          Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, pattern);
          select.dispatchEvent(new Event('change', { bubbles: true }));
          const state = document.querySelector('[data-testid="ptc-save-state"]')!.textContent!.trim();
          document.querySelector<HTMLButtonElement>(button)!.click();
          return state;
        },
        { pattern, button },
      );

    // Quick exit right after a change: the page is replaced, and the change was written first.
    await stopClock(page);
    expect(await changeThenPress('2-2-5-5', '[data-testid="quick-exit-header"]')).toBe('Unsaved changes…');
    await expect(page).toHaveURL('https://weather.com/');
    await page.clock.resume();
    await page.goto(parentingTime.url);
    await expect(heading(page, 'Parenting Time Calculator')).toBeVisible({ timeout: 60_000 });
    await unlockVault(page, PASS);
    await expect(parentingTime.pattern(page)).toHaveValue('2-2-5-5');
    await expect(parentingTime.parentAName(page)).toHaveValue('Alex');
    await expectCounts(page, 183, 182);

    // Lock right after a change: the screen clears without asking, and the change is there after unlocking.
    expect(await changeThenPress('every-other-weekend', 'header button[aria-label="Lock your saved data"]')).toBe(
      'Unsaved changes…',
    );
    await expect(shell.lockWithUnsavedDialog(page)).toHaveCount(0);
    await expect(vaultGate.unlockStep(page)).toBeVisible();
    await expect(parentingTime.pattern(page)).toHaveCount(0);
    await unlockVault(page, PASS);
    await expect(parentingTime.pattern(page)).toHaveValue('every-other-weekend');
    await expectCounts(page, 53, 312);
    await expect(parentingTime.saveState(page)).toHaveText('Changes are saved automatically, encrypted, on this device.');
  });

  test('axe finds nothing serious; no sideways scrolling at 360 px with every section open', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await parentingTime.openFresh(page, PASS);
    await basics(page);
    await parentingTime.pattern(page).selectOption('month-weekends');
    for (const t of ['3. Summer and vacations', '4. Holidays', '5. One-off changes']) await openSection(page, t);
    await parentingTime.addVacation(page).click();
    await parentingTime.addOneOff(page).click();
    await parentingTime.addBirthday(page).click();
    await parentingTime.summerOwnSchedule(page).check();
    // Empty new items are reported at their fields and the schedule is not counted.
    await expect(parentingTime.message(page, 'Enter the first night of this vacation as a date.')).toBeVisible({
      timeout: 30_000,
    });
    await expect(parentingTime.needsFixing(page)).toBeVisible();
    await parentingTime.vacationFirstNight(page).fill('2027-07-05');
    await parentingTime.changeFrom(page).fill('2027-03-05');
    await parentingTime.changeUntil(page).fill('2027-03-07');
    await parentingTime.birthday(page).fill('2019-06-10');
    await expect(parentingTime.totals(page)).toBeVisible({ timeout: 30_000 });
    await parentingTime.months(page).evaluate((d) => ((d as HTMLDetailsElement).open = true));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    const bad = await seriousAxe(page);
    expect(bad).toEqual([]);
  });

  // A parent reading the calendar on a phone, idle long enough for the "Locking soon" notice:
  // the notice must not sit over a day they may tap next (the day cells count as controls,
  // src/ui/toastPlacement.ts). Before, it covered 23 of January 2027's days (four rows of the grid).
  test('at 360x740 the "Locking soon" notice does not cover a day of the calendar on screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.addInitScript((key) => localStorage.setItem(key, '5'), AUTO_LOCK_MINUTES_KEY);
    await page.clock.install();
    await parentingTime.openFresh(page, PASS);
    await basics(page);
    await expect(parentingTime.month(page, 'January 2027')).toBeVisible();
    // The month's grid just under the header, as after scrolling down to it.
    await page.locator('.ptc-grid').evaluate((grid) => {
      const header = document.querySelector('.site-header')!.getBoundingClientRect().bottom;
      window.scrollBy({ top: grid.getBoundingClientRect().top - header - 8, behavior: 'instant' });
    });
    // stopClock moves the page's time a minute on; the notice comes after four minutes without
    // activity (a minute before the five-minute lock).
    await stopClock(page);
    const warning = toastTitled(page, 'Locking soon');
    await page.clock.runFor(3 * 60_000);
    await expect(warning).toBeVisible();
    const box = (await warning.boundingBox())!;
    // Short on a phone: "Stay unlocked" beside the title, the text under them across the width
    // (before, the button took a column and the notice was ~380 px tall).
    expect(box.height).toBeLessThanOrEqual(160);
    const stay = (await warning.getByRole('button', { name: 'Stay unlocked' }).boundingBox())!;
    expect(stay.height).toBeGreaterThanOrEqual(36);
    expect(stay.x + stay.width).toBeLessThanOrEqual(box.x + box.width);
    // Every day drawn on screen lies wholly below the notice or beside it; the month's 31 days are all there.
    const days = await parentingTime.days(page).evaluateAll((cells) =>
      cells.map((c) => {
        const r = c.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
      }),
    );
    expect(days).toHaveLength(31);
    const onScreen = days.filter((d) => d.bottom > 0 && d.top < 740);
    expect(onScreen.length).toBeGreaterThan(0);
    const covered = onScreen.filter(
      (d) => d.top < box.y + box.height && box.y < d.bottom && d.left < box.x + box.width && box.x < d.right,
    );
    expect(covered).toEqual([]);
  });

  // Session 23's walk: at 360 after "Clear schedule" the "Schedule Cleared" notice moved the page to
  // uncover the button and put "Print calendar" and "Download PDF calendar" under itself. A move
  // now clears every control it brings into view, or the notice takes the bottom without a move
  // (src/ui/toastPlacement.ts, decide).
  test('at 360x740 the "Schedule Cleared" notice covers no control on screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await parentingTime.openFresh(page, PASS);
    await basics(page);
    const clear = page.getByRole('button', { name: 'Clear schedule', exact: true });
    // As in the walk: "Download calendar file (.ics)" just under the header, "Print calendar" and
    // "Download PDF calendar" just above it, off screen; "Clear schedule" further down.
    await page.getByRole('button', { name: 'Download calendar file (.ics)', exact: true }).evaluate((b) => {
      const header = document.querySelector('.site-header')!.getBoundingClientRect().bottom;
      window.scrollBy({ top: b.getBoundingClientRect().top - header - 30, behavior: 'instant' });
    });
    await clear.click();
    await page.getByRole('button', { name: 'Yes, clear it', exact: true }).click();
    const notice = toastTitled(page, 'Schedule Cleared');
    await expect(notice).toBeVisible();
    const covered = () =>
      notice.evaluate((toast) => {
        const t = toast.getBoundingClientRect();
        const header = document.querySelector('.site-header')!.getBoundingClientRect().bottom;
        const sel = 'main a[href], main button, main input:not([type="hidden"]), main select, main textarea, main summary';
        return [...document.querySelectorAll(sel)]
          .filter((c) => c.checkVisibility({ visibilityProperty: true }))
          .map((c) => ({
            name: (c.textContent ?? '').trim() || c.getAttribute('aria-label') || c.tagName,
            r: c.getBoundingClientRect(),
          }))
          .filter(({ r }) => r.width > 0 && r.bottom > header && r.top < window.innerHeight)
          .filter(({ r }) => r.top < t.bottom && t.top < r.bottom && r.left < t.right && t.left < r.right)
          .map(({ name }) => name);
      });
    await expect.poll(covered).toEqual([]);
  });

  test('the parenting plan takes the schedule wording into section 3, and it stays editable', async ({ page }) => {
    await parentingTime.openFresh(page, PASS);
    const planLine = parentingTime.planLink(page).locator('xpath=..');
    // Nothing saved yet: it says when the wording will be ready.
    await expect(planLine).toHaveText(
      'Parenting plan: once this schedule is saved, its wording is ready for your plan. In the Parenting Plan Template, open section 3 and choose “Use my parenting-time schedule”.',
    );
    await basics(page);
    await parentingTime.pattern(page).selectOption('2-2-3');
    await expectCounts(page, 183, 182);
    await expect(parentingTime.saveState(page)).toHaveText('All changes saved on this device.', { timeout: 30_000 });
    // Saved: the line says so (it read "once this schedule is saved" even then, session 19).
    await expect(planLine).toHaveText(
      'Parenting plan: this schedule is saved, and its wording is ready for your plan. In the Parenting Plan Template, open section 3 and choose “Use my parenting-time schedule”.',
    );
    // In-app navigation keeps the vault open.
    await parentingTime.planLink(page).click();
    await expect(heading(page, 'Parenting Plan Template')).toBeVisible({ timeout: 60_000 });
    const summary = parentingPlan.summary(page, '3. Parenting Time Schedule');
    await summary.click();
    await parentingPlan.useSchedule(page).click();
    const box = parentingPlan.schoolYear(page);
    await expect(box).toHaveValue(
      /^Regular schedule: 2-2-3 rotation, starting Friday, January 1, 2027 with Alex\. Exchanges happen at 6:00 p\.m\.\nOver the 365 nights from January 1, 2027 to December 31, 2027: Alex 183 overnights \(50\.1%\), Sam 182 overnights \(49\.9%\)\.$/,
    );
    await box.press('Control+End');
    await box.pressSequentially(' Exchanges at school.');
    await expect(box).toHaveValue(/Exchanges at school\.$/);
  });
});
