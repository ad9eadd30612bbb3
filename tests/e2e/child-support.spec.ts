import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './precached';
import { heading, quietShell, seriousAxe, stopClock, waitForOfflineReady, screenshotForReview } from './helpers';
import { COOKIE_CONSENT_KEY } from '../../src/lib/storageKeys';
import { toasts, toastTitled, toastWith } from './pages/toasts';
import { tool } from './pages/tool';
import { vaultGate } from './pages/vaultGate';
import { shell } from './pages/shell';
import { childSupport, open, calc, overnights } from './pages/childSupport';
import { downloadedPdfText } from './pdf-text';

test.beforeEach(async ({ page }) => {
  // Every step waits on a condition; on a busy shared machine those waits add up.
  test.setTimeout(150_000);
  await quietShell(page);
});

test('starts with no state chosen and computes income shares exactly', async ({ page }) => {
  await open(page);
  await expect(tool.backToResources(page)).toHaveAttribute('href', '/resources');
  await expect(childSupport.state(page)).toHaveValue('');
  // 51 jurisdictions plus "Choose your state".
  await expect(childSupport.state(page).locator('option')).toHaveCount(52);
  await childSupport.calculate(page).click();
  await expect(childSupport.fieldError(page, 'state')).toHaveText(
    'Choose your state: the estimate and the guideline depend on it.',
  );
  await expect(childSupport.state(page)).toBeFocused();
  await overnights(page, '100', '265');
  await calc(page, 'California', '5000', '3000', '2');
  await expect(toastTitled(page, 'Calculation Complete!')).toBeVisible();
  await expect(childSupport.modelHint(page)).toHaveText('Model used in California: Income Shares');
  await expect(childSupport.base(page)).toHaveText('$2,000.00');
  await expect(childSupport.p1Obligation(page)).toHaveText('$1,250.00');
  await expect(childSupport.p2Obligation(page)).toHaveText('$750.00');
  await expect(childSupport.p1Share(page)).toHaveText('62.5%');
  await expect(childSupport.p2Share(page)).toHaveText('37.5%');
  await expect(childSupport.transfer(page)).toHaveText('$1,250.00');
  await expect(childSupport.paying(page)).toHaveText('Parent 1');
  await expect(childSupport.receiving(page)).toHaveText('Parent 2');
  await expect(childSupport.formula(page)).toContainText('× 25% for 2 children = base obligation $2,000.00');
  expect(await seriousAxe(page)).toEqual([]);
});

test('several states: New York 4+, Ohio odd cents, Texas percentage with Parent 2 disabled', async ({ page }) => {
  await open(page);
  await calc(page, 'New York', '7000', '3000', '4');
  await expect(childSupport.modelHint(page)).toHaveText('Model used in New York: Income Shares');
  await expect(childSupport.base(page)).toHaveText('$3,200.00');
  await expect(childSupport.p1Obligation(page)).toHaveText('$2,240.00');
  await expect(childSupport.p2Obligation(page)).toHaveText('$960.00');

  await calc(page, 'Ohio', '1000.01', '2000.02', '1');
  await expect(childSupport.base(page)).toHaveText('$510.01');
  await expect(childSupport.p1Obligation(page)).toHaveText('$170.00');
  await expect(childSupport.p2Obligation(page)).toHaveText('$340.01');
  await expect(childSupport.p1Share(page)).toHaveText('33.3%');
  await expect(childSupport.p2Share(page)).toHaveText('66.7%');

  // Percentage states keep the other parent's income: it counts when the other parent pays.
  await childSupport.state(page).selectOption('North Dakota');
  await expect(childSupport.otherIncome(page)).toBeEnabled();
  await overnights(page, '100', '265');
  await calc(page, 'Texas', '1234.57', null, '1');
  await expect(childSupport.modelHint(page)).toHaveText('Model used in Texas: Percentage of Income');
  await expect(childSupport.base(page)).toHaveText('$246.91');
  await expect(childSupport.transfer(page)).toHaveText('$246.91');
  await expect(childSupport.p2Obligation(page)).toHaveText('$0.00');

  await calc(page, 'Wisconsin', '4000', null, '3');
  await expect(childSupport.transfer(page)).toHaveText('$1,200.00');

  await childSupport.state(page).selectOption('Florida');
  await expect(childSupport.otherIncome(page)).toBeEnabled();
});

test('Melson states show the message and an 8-second info toast', async ({ page }) => {
  // Playwright's clock: the toast's 8 s pass only when the test says so (page.clock.runFor),
  // so a busy machine can neither close it early nor make the test wait 8 real seconds.
  await page.clock.install();
  await open(page);
  // No service worker here, so no "Ready to work offline" toast to replace the one checked.
  await expect(toasts(page)).toHaveCount(0);
  await stopClock(page);
  await calc(page, 'Delaware', '5000', '3000', '2');
  await expect(childSupport.melsonResult(page)).toContainText(
    'The Melson Formula used in Delaware is highly complex and requires legal consultation.',
  );
  const t = toasts(page);
  await expect(t.locator('.toast__title')).toHaveText('Melson Formula');
  await expect(t.locator('.toast__description')).toHaveText(
    'The Melson Formula used in Delaware is highly complex and requires legal consultation. Please consult a family law attorney in Delaware for an accurate estimate.',
  );
  await expect(t).toHaveClass(/toast--info/);
  await page.clock.runFor(7900);
  await expect(t).toBeVisible(); // still there well after the default 5 s
  await page.clock.runFor(200);
  await expect(t).toBeHidden();
  await expect(childSupport.result(page)).toHaveCount(0);
});

test('invalid input shows Input Error and clears the result; zero incomes give $0.00', async ({ page }) => {
  await open(page);
  await overnights(page, '100', '265');
  await calc(page, 'California', '5000', '3000', '1');
  await expect(childSupport.result(page)).toBeVisible();
  await calc(page, 'California', '-10', '3000', '1');
  await expect(toastTitled(page, 'Input Error')).toBeVisible();
  await expect(toastWith(page, 'Input Error').locator('.toast__description')).toHaveText(
    'Please enter valid positive numbers for incomes.',
  );
  await expect(toastWith(page, 'Input Error')).toHaveClass(/toast--destructive/);
  await expect(childSupport.empty(page)).toBeVisible();
  await expect(childSupport.result(page)).toHaveCount(0);
  await calc(page, 'California', '', '3000', '1');
  await expect(toastTitled(page, 'Input Error')).toBeVisible();

  await calc(page, 'California', '0', '0', '3');
  for (const id of ['cs-base', 'cs-p1-obligation', 'cs-p2-obligation', 'cs-transfer'])
    await expect(childSupport.figure(page, id)).toHaveText('$0.00');
  await expect(childSupport.p1Share(page)).toHaveText('0.0%');
  await expect(childSupport.result(page)).not.toContainText('NaN');
});

test('never asks for the vault, stores nothing, and works offline', { tag: '@service-worker' }, async ({ page, context }) => {
  await open(page);
  await waitForOfflineReady(page);
  await context.setOffline(true);
  await page.reload();
  await expect(heading(page, 'Child Support Estimator')).toBeVisible({ timeout: 30_000 });
  await expect(vaultGate.createStep(page)).toHaveCount(0);
  await expect(vaultGate.unlockStep(page)).toHaveCount(0);
  await overnights(page, '100', '265');
  await calc(page, 'Illinois', '6000', '4000', '1');
  await expect(childSupport.transfer(page)).toHaveText('$1,020.00');
  const keys = await page.evaluate((consent) => Object.keys(localStorage).filter((k) => k !== consent), COOKIE_CONSENT_KEY);
  expect(keys).toEqual([]);
  await context.setOffline(false);
});

test('fits a 360 px screen with a result shown', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page);
  await calc(page, 'District of Columbia', '4321.09', '1234.56', '3');
  await expect(childSupport.modelHint(page)).toHaveText('Model used in District of Columbia: Income Shares');
  // Combined 5,555.65 x 29% = 1,611.14; Parent 1's share 77.8%.
  await expect(childSupport.base(page)).toHaveText('$1,611.14');
  await expect(childSupport.p1Share(page)).toHaveText('77.8%');
  await expect(childSupport.p2Share(page)).toHaveText('22.2%');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a state with a guideline shows the quick estimate and the worksheet (Wisconsin DCF example)', async ({ page }) => {
  await open(page);
  await childSupport.state(page).selectOption('Wisconsin');
  await expect(childSupport.guidelineHint(page)).toHaveText(
    'Wisconsin: the state guideline (gross income), with a rough rule of thumb beside it.',
  );
  await overnights(page, '219', '146');
  await calc(page, 'Wisconsin', '2000', '3000', '2');
  await expect(childSupport.section(page, 'Rough rule of thumb (not the Wisconsin guideline)')).toBeVisible();
  // Rough rule: the percentage model, 25% of the paying parent's income; the other parent has fewer overnights.
  await expect(childSupport.transfer(page)).toHaveText('$750.00');
  await expect(childSupport.section(page, 'Wisconsin guideline')).toBeVisible();
  const g = childSupport.guidelineResult(page);
  await expect(g).toContainText('The other parent pays you $375.00 a month');
  await expect(childSupport.guidelineMethod(page)).toHaveText('Method: Shared-placement formula (gross income).');
  const rows = childSupport.worksheetRows(page);
  await expect(rows.filter({ hasText: '2. Each × 150%' }).locator('td')).toHaveText('$750.00 / $1,125.00');
  await expect(rows.filter({ hasText: '3. Yours × the other parent’s time (146 of 365 overnights)' }).locator('td')).toHaveText(
    '$300.00',
  );
  await expect(rows.filter({ hasText: '3. The other parent’s × your time (219 of 365 overnights)' }).locator('td')).toHaveText(
    '$675.00',
  );
  await expect(childSupport.source(page)).toContainText('Wisconsin Administrative Code ch. DCF 150');
  await expect(childSupport.source(page)).toContainText('Checked on November 24, 2026.');
  await childSupport.ignoresToggle(page).click();
  await expect(childSupport.ignoresOvernights(page)).toBeVisible();
  expect(await seriousAxe(page)).toEqual([]);
});

test('a state without a formula shows the quick estimate and a note linking its official calculator', async ({ page }) => {
  await open(page);
  await calc(page, 'Ohio', '6000', '3000', '2');
  // No overnights: nobody is named, and both possible amounts are shown.
  await expect(childSupport.ifYou(page)).toHaveText('$1,500.00');
  await expect(childSupport.ifOther(page)).toHaveText('$750.00 a month');
  await expect(childSupport.transfer(page)).toHaveCount(0);
  await expect(childSupport.payerReason(page)).toHaveText(
    'The parent with fewer overnights pays. Enter the overnights to see which of you that is.',
  );
  const note = childSupport.noFormula(page);
  await expect(note).toContainText(
    'Ohio’s guideline uses a schedule table that this tool does not yet include, so only the quick estimate is shown.',
  );
  const link = childSupport.officialLink(page);
  await expect(link).toHaveAttribute('href', 'https://ohiochildsupportcalculator.ohio.gov/');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).toHaveAccessibleName('Ohio’s child support calculator (opens in a new tab)');
  await expect(childSupport.guideline(page)).toHaveCount(0);
});

test('overnights from the parenting-time schedule arrive in the form and drive the Nevada joint-custody rule', async ({
  page,
}) => {
  await open(page, `${childSupport.url}?overnights-you=146&overnights-other=219`);
  await expect(childSupport.overnightsYou(page)).toHaveValue('146');
  await expect(childSupport.overnightsOther(page)).toHaveValue('219');
  await expect(childSupport.overnightsSource(page)).toHaveText(
    'Filled in from your parenting-time schedule: 146 overnights with you and 219 with the other parent. You can change them.',
  );
  await calc(page, 'Nevada', '6000', '3000', '1');
  // Each parent has at least 40%: 960 − 480.
  await expect(childSupport.guidelineResult(page)).toContainText('You pay the other parent $480.00 a month');
  await expect(childSupport.guidelineNotes(page)).toContainText('exactly at the 146-overnight (40%) threshold');
  // One night fewer: primary custody, and the note says the threshold is near.
  await overnights(page, '145', '220');
  await childSupport.calculate(page).click();
  await expect(childSupport.guidelineAmount(page)).toHaveText('$960.00');
  await expect(childSupport.guidelineNotes(page)).toContainText('1 short of the 146-overnight (40%) threshold');
});

test('bad guideline input gets a message at the field and nothing typed is lost', async ({ page }) => {
  await open(page);
  await childSupport.state(page).selectOption('New York');
  await overnights(page, '100', '200');
  await childSupport.childCare(page).fill('lots');
  await calc(page, 'New York', '5000', '3000', '1');
  await expect(childSupport.fieldError(page, 'overnightsOther')).toHaveText(
    'The two counts should add up to 365 nights (366 in a leap year); now they add up to 300.',
  );
  await expect(childSupport.fieldError(page, 'childCare')).toHaveText('Enter an amount of zero or more, like 2500 or 2,500.50.');
  // Focus moves to the first field that needs a fix.
  await expect(childSupport.overnightsOther(page)).toBeFocused();
  await expect(childSupport.overnightsOther(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(childSupport.guidelineFix(page)).toBeVisible();
  // The quick estimate still works, and every typed value is still there.
  await expect(childSupport.transfer(page)).toHaveText('$850.00');
  await expect(childSupport.overnightsOther(page)).toHaveValue('200');
  await expect(childSupport.childCare(page)).toHaveValue('lots');

  // A bad income: the Input Error toast, and the message at the field; the typed text stays.
  await childSupport.yourIncome(page).fill('five thousand');
  await childSupport.calculate(page).click();
  await expect(toastTitled(page, 'Input Error')).toBeVisible();
  await expect(childSupport.fieldError(page, 'youIncome')).toHaveText(
    'Enter a monthly amount of zero or more, like 4200 or 4,200.50.',
  );
  await expect(childSupport.yourIncome(page)).toHaveValue('five thousand');

  // Fixed: the New York worksheet appears.
  await childSupport.yourIncome(page).fill('5000');
  await overnights(page, '100', '265');
  await childSupport.childCare(page).fill('800');
  await childSupport.calculate(page).click();
  await expect(childSupport.fieldError(page, 'youIncome')).toHaveCount(0);
  await expect(childSupport.guidelineAmount(page)).toHaveText('$1,284.98');
});

test('the New York worksheet fits a 360 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page);
  await childSupport.state(page).selectOption('New York');
  await overnights(page, '100', '265');
  await childSupport.cityTax(page).fill('200');
  await calc(page, 'New York', '5000', '3000', '1');
  await expect(childSupport.guidelineAmount(page)).toHaveText('$750.98');
  await expect(childSupport.caveat(page)).toContainText('March 1, 2025');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousAxe(page)).toEqual([]);
});

test('312 of 365 overnights from the schedule and the lower income: the other parent is named as payer everywhere (360x740)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page, `${childSupport.url}?overnights-you=312&overnights-other=53`);
  await calc(page, 'California', '3000', '5000', '1');
  // The guideline is the headline: its section comes first, the rule of thumb after it, labelled as rough.
  await expect(childSupport.sectionHeadings(page)).toHaveText([
    'California guideline',
    'Rough rule of thumb (not the California guideline)',
  ]);
  await expect(childSupport.guidelineResult(page)).toContainText('The other parent pays you');
  await expect(toastTitled(page, 'Calculation Complete!')).toBeVisible();
  await expect(toastWith(page, 'Calculation Complete!').locator('.toast__description')).toContainText(
    'California guideline: the other parent pays you',
  );
  // The rough figure names the same payer, and says why.
  await expect(childSupport.headline(page)).toHaveText(
    'Rough rule of thumb, not the guideline: Parent 2 (the other parent) pays Parent 1 (you) $850.00 a month.',
  );
  await expect(childSupport.payerReason(page)).toHaveText(
    'Parent 2 (the other parent) has fewer overnights (53 of 365), so Parent 2 pays Parent 1.',
  );
  await expect(childSupport.paying(page)).toHaveText('Parent 2');
  await expect(childSupport.main(page)).not.toContainText('Our search');
  await expect(childSupport.main(page)).not.toContainText('always shows you');
  await childSupport.section(page, 'California guideline').scrollIntoViewIfNeeded();
  await screenshotForReview(page, 'estimator-360.png');
  await childSupport.headline(page).scrollIntoViewIfNeeded();
  await screenshotForReview(page, 'estimator-360-rough.png');
  expect(await seriousAxe(page)).toEqual([]);

  // Another state: the California result leaves the screen at once.
  await childSupport.state(page).selectOption('Oregon');
  await expect(childSupport.result(page)).toHaveCount(0);
  await expect(childSupport.guidelineResult(page)).toHaveCount(0);
  await expect(childSupport.stale(page)).toHaveText(
    'You changed the form, so the earlier result is no longer shown. Press Calculate to see the new one.',
  );
  await childSupport.calculate(page).click();
  await expect(childSupport.transfer(page)).toHaveText('$850.00');
  // Older input: changing an income takes the result away too.
  await childSupport.yourIncome(page).fill('3500');
  await expect(childSupport.result(page)).toHaveCount(0);
});

test('income-shares states at 360 px: overnights from the schedule, the worksheet, and its PDF made on the device', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page, `${childSupport.url}?overnights-you=80&overnights-other=285`);
  await childSupport.state(page).selectOption('Georgia');
  await childSupport.healthInsurance(page).fill('120');
  await childSupport.costPayer(page, childSupport.healthInsurance(page)).selectOption('you');
  await childSupport.childCare(page).fill('300');
  await childSupport.costPayer(page, childSupport.childCare(page)).selectOption('other');
  await calc(page, 'Georgia', '4000', '2000', '1');
  // tests/unit/child-support-ga.test.ts: $672.67 − $40.43 parenting time adjustment − $40 + $200.
  await expect(childSupport.guidelineResult(page)).toContainText('You pay the other parent $792.24 a month');
  await expect(
    childSupport.worksheetRows(page).filter({ hasText: 'Schedule C: parenting time adjustment' }).locator('td'),
  ).toHaveText('$40.43');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshotForReview(page, 'georgia-360.png', { fullPage: true });
  expect(await seriousAxe(page)).toEqual([]);

  const cases = [
    { state: 'Georgia', result: 'You pay the other parent $792.24 a month.', law: 'O.C.G.A. § 19-6-15' },
    // Maryland, 80 overnights (under 92: Worksheet A), no costs: row $10,000, $1,345 × 60% = $807.00.
    { state: 'Maryland', result: 'You pay the other parent $807.00 a month.', law: 'Family Law §§ 12-201 to 12-204' },
  ];
  for (const c of cases) {
    if (c.state !== 'Georgia') {
      await childSupport.state(page).selectOption(c.state);
      await childSupport.childCare(page).fill('');
      await childSupport.healthInsurance(page).fill('');
      await calc(page, c.state, '6000', '4000', '1');
    }
    await expect(childSupport.section(page, `${c.state} guideline`)).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), childSupport.worksheetPdf(page).click()]);
    expect(download.suggestedFilename()).toBe(`child-support-worksheet-${c.state.toLowerCase()}.pdf`);
    await expect(childSupport.worksheetPdfStatus(page)).toHaveText(
      `The worksheet PDF is ready: child-support-worksheet-${c.state.toLowerCase()}.pdf.`,
    );
    const { text } = await downloadedPdfText(download);
    for (const v of [`${c.state} Child Support Worksheet`, c.result, '80 / 285', 'Worksheet, line by line', c.law, 'Checked on'])
      expect(text).toContain(v);
  }
});

/** A box from boundingBox() as top/bottom/left/right, or null when it is not drawn. */
async function edges(l: Locator) {
  const b = await l.boundingBox();
  return b ? { top: b.y, bottom: b.y + b.height, left: b.x, right: b.x + b.width } : null;
}

/** Whether the toast's box shares an area with any of `others` (touching edges do not count). */
async function toastCovers(page: Page, others: Locator[]) {
  const t = await edges(toasts(page));
  if (!t) return 'no toast';
  for (const o of others) {
    const b = await edges(o);
    if (b && t.top < b.bottom && b.top < t.bottom && t.left < b.right && b.left < t.right) return 'covers';
  }
  return 'clear';
}

/** The page's actions on screen: every drawn button and link in the page, and the Quick exit. */
async function actionsOnScreen(page: Page) {
  const all = [...(await page.locator('main').getByRole('button').all()), ...(await page.locator('main a[href]').all())];
  const shown: Locator[] = [shell.quickExitDock(page)];
  for (const a of all) if (await a.isVisible()) shown.push(a);
  return shown;
}

// The parent reads the result while "Calculation Complete!" is still up: each who-pays line,
// scrolled up to just under the header, shows in full beside the toast (src/ui/toastPlacement.ts,
// whileScrolling), and the toast covers no action, the Quick exit included.
test('at 360x740 the "Calculation Complete!" toast never covers a who-pays line the parent scrolls to, nor the Quick exit or any action', async ({
  page,
}) => {
  await page.clock.install();
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page);
  await stopClock(page);
  await overnights(page, '200', '165');
  await calc(page, 'Georgia', '9000', '3000', '1');
  const done = toastTitled(page, 'Calculation Complete!');
  await expect(done).toBeVisible();
  // What the page does just after the result shows (its short timers) is done before the parent scrolls.
  await page.clock.runFor(100);
  await expect(childSupport.guidelineHeadline(page)).toHaveText('You pay the other parent $193.43 a month');
  await expect(childSupport.headline(page)).toHaveText(
    'Rough rule of thumb, not the guideline: Parent 2 (the other parent) pays Parent 1 (you) $510.00 a month.',
  );
  for (const line of [childSupport.guidelineHeadline(page), childSupport.headline(page)]) {
    // The parent's scroll: the line's top 8 px under the header. The page's clock moves only
    // here, a frame at a time (the toast's 5 s never pass).
    await line.evaluate((el) => {
      const header = document.querySelector('.site-header')!.getBoundingClientRect().bottom;
      window.scrollBy({ top: el.getBoundingClientRect().top - header - 8, left: 0, behavior: 'instant' });
    });
    await expect(line).toBeInViewport({ ratio: 1 });
    // The browser sends the scroll event at its next frame; each check moves the page's clock
    // one frame on, so the toast's answer to it (at its own next frame) runs.
    await expect
      .poll(async () => {
        await page.clock.runFor(20);
        return toastCovers(page, [line]);
      })
      .toBe('clear');
    await expect.poll(async () => toastCovers(page, await actionsOnScreen(page))).toBe('clear');
    await expect(done).toBeVisible();
  }
  await screenshotForReview(page, 'toast-beside-headline-360.png');
});

test('Georgia at 360x740: when the guideline names the other payer, the rough result says why, beside both figures; Florida shows no guideline', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page);
  await overnights(page, '200', '165');
  await calc(page, 'Georgia', '9000', '3000', '1');
  await expect(childSupport.guidelineResult(page)).toContainText('You pay the other parent $193.43 a month');
  await expect(childSupport.headline(page)).toHaveText(
    'Rough rule of thumb, not the guideline: Parent 2 (the other parent) pays Parent 1 (you) $510.00 a month.',
  );
  const note = page.getByTestId('cs-direction-note');
  await expect(note).toHaveText(
    'Why the two figures point opposite ways: the Georgia guideline above says you pay the other parent $193.43 a month; ' +
      'this rough rule of thumb says the opposite. The rule of thumb only looks at who has fewer nights. The guideline ' +
      'counts both incomes and the nights together, so the parent with more nights can still owe when they earn much more. ' +
      'The guideline figure is the one a court starts from.',
  );
  // Right under the rough figure: both on the phone's screen at once (the toast closed first,
  // as a parent would, since it sits over the top of the screen).
  await toastTitled(page, 'Calculation Complete!').getByRole('button', { name: 'Close notification' }).click();
  await expect(toasts(page)).toHaveCount(0);
  await childSupport.headline(page).evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await expect(childSupport.transfer(page)).toBeInViewport();
  await expect(note).toBeInViewport({ ratio: 1 });
  await screenshotForReview(page, 'direction-note-360.png');
  expect(await seriousAxe(page)).toEqual([]);

  // Both agreeing (the other parent with fewer nights and the higher income): no note.
  await overnights(page, '265', '100');
  await calc(page, 'Georgia', '3000', '9000', '1');
  await expect(childSupport.guidelineResult(page)).toContainText('The other parent pays you');
  await expect(childSupport.headline(page)).toContainText('Parent 2 (the other parent) pays Parent 1 (you)');
  await expect(note).toHaveCount(0);

  // Florida's schedule is not included (docs/child-support.md): the note and link, no worksheet.
  await overnights(page, '200', '165');
  await calc(page, 'Florida', '9000', '3000', '1');
  await expect(childSupport.noFormula(page)).toBeVisible();
  await expect(childSupport.guidelineResult(page)).toHaveCount(0);
  await expect(childSupport.transfer(page)).toHaveText('$510.00');
  await expect(note).toHaveCount(0);
});
