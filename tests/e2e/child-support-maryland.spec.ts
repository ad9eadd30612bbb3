import { expect, test } from '@playwright/test';
import { quietShell, seriousAxe } from './helpers';
import { childSupport, open, calc, overnights } from './pages/childSupport';
import { downloadedPdfText } from './pdf-text';

// Maryland's guideline in the browser at phone width (docs/child-support.md#maryland): overnights
// from the schedule tool, Worksheet B with the 92-109 adjustment and a cost paid by the other
// parent, then one night under the 92-overnight line (Worksheet A). The arithmetic is in
// tests/unit/child-support-md.test.ts.
test.use({ viewport: { width: 360, height: 740 } });

test.beforeEach(async ({ page }) => {
  test.setTimeout(150_000);
  await quietShell(page);
});

test('Maryland: shared custody from 92 overnights, child care paid by the other parent, worksheet PDF, axe clean at 360 px', async ({
  page,
}) => {
  await open(page, `${childSupport.url}?overnights-you=100&overnights-other=265`);
  await expect(childSupport.overnightsYou(page)).toHaveValue('100');
  await childSupport.state(page).selectOption('Maryland');
  await childSupport.childCare(page).fill('300');
  const childCareCost = page.locator('.cs-cost').filter({ has: childSupport.childCare(page) });
  await childCareCost.getByLabel('Who pays it').selectOption('other');
  await calc(page, 'Maryland', '6000', '4000', '1');
  // Row $10,000: $1,345 × 1.5 = $2,017.50; 1,210.50 × 265/365 = 878.86, + 6% = 931.59;
  // 807 × 100/365 = 221.10; 710.49 + 60% of $300 = $890.49.
  await expect(childSupport.guidelineMethod(page)).toContainText('Shared physical custody (Worksheet B)');
  await expect(childSupport.guidelineAmount(page)).toHaveText('$890.49');
  await expect(childSupport.guidelineResult(page)).toContainText('You pay the other parent $890.49 a month');
  await expect(childSupport.worksheetRows(page).filter({ hasText: '10–11. Shared custody adjustment' })).toContainText(
    '$52.73 → $931.59',
  );
  expect(await seriousAxe(page)).toEqual([]);

  // The worksheet a parent can bring to a mediator, made on the device.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the worksheet (PDF)' }).click(),
  ]);
  const pdf = await downloadedPdfText(download);
  expect(pdf.text).toContain('$890.49');
  expect(pdf.text).toContain('Shared custody adjustment');
  expect(pdf.text).toContain('Family Law');

  // 91 overnights: Worksheet A, ($1,345 + $300) × 60% = $987.00, and the page says the line is near.
  await overnights(page, '91', '274');
  await childSupport.calculate(page).click();
  await expect(childSupport.guidelineMethod(page)).toContainText('Primary physical custody (Worksheet A)');
  await expect(childSupport.guidelineAmount(page)).toHaveText('$987.00');
  await expect(childSupport.guidelineNotes(page)).toContainText('1 short of the 92-overnight (25%) threshold');
});
