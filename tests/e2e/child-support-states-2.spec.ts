import { expect, test } from '@playwright/test';
import { quietShell, seriousAxe } from './helpers';
import { childSupport, open, calc } from './pages/childSupport';
import { downloadedPdfText } from './pdf-text';

// Colorado's 2026 guideline in the browser at phone width (docs/child-support.md#colorado):
// overnights from the schedule tool, the parenting time credit, child care paid by the other
// parent, the worksheet PDF, then a low income where the 20% cap applies. The arithmetic is in
// tests/unit/child-support-co.test.ts.
test.use({ viewport: { width: 360, height: 740 } });

test.beforeEach(async ({ page }) => {
  test.setTimeout(150_000);
  await quietShell(page);
});

test('Colorado: parenting time credit from 73 overnights, child care, worksheet PDF, the 20% cap, axe clean at 360 px', async ({
  page,
}) => {
  await open(page, `${childSupport.url}?overnights-you=73&overnights-other=292`);
  await expect(childSupport.overnightsYou(page)).toHaveValue('73');
  await childSupport.state(page).selectOption('Colorado');
  await childSupport.childCare(page).fill('500');
  const childCareCost = page.locator('.cs-cost').filter({ has: childSupport.childCare(page) });
  await childCareCost.getByLabel('Who pays it').selectOption('other');
  await calc(page, 'Colorado', '6000', '4000', '1');
  // $1,350 × 60% = $810.00 − $1,350 × 8.87% ($119.75) = $690.25, + 60% of $500 = $990.25.
  await expect(childSupport.guidelineAmount(page)).toHaveText('$990.25');
  await expect(childSupport.guidelineResult(page)).toContainText('You pay the other parent $990.25 a month');
  await expect(childSupport.worksheetRows(page).filter({ hasText: 'Parenting time credit' })).toContainText(
    '$119.75 / $1,230.26',
  );
  expect(await seriousAxe(page)).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the worksheet (PDF)' }).click(),
  ]);
  const pdf = await downloadedPdfText(download);
  expect(pdf.text).toContain('$990.25');
  expect(pdf.text).toContain('Parenting time credit');
  expect(pdf.text).toContain('14-10-115');

  // $2,400 and $1,600: $457.20 − $67.59 + $300.00 = $689.61, more than 20% of $2,400 ($480.00).
  await calc(page, 'Colorado', '2400', '1600', '1');
  await expect(childSupport.guidelineAmount(page)).toHaveText('$480.00');
  await expect(childSupport.worksheetRows(page).filter({ hasText: 'Not more than 20%' })).toContainText('$480.00');
});
