import { expect, test } from '@playwright/test';
import { quietShell } from './helpers';
import { seedVault, unlockVault } from './pages/vaultGate';
import { shell } from './pages/shell';

// The desktop header keeps everything on one line, also with the vault unlocked (Lock
// button and "Your data" link), at the narrowest desktop width.
test('at 1280 px the unlocked header fits without horizontal scrolling', async ({ page }) => {
  await quietShell(page);
  await page.setViewportSize({ width: 1280, height: 700 });
  await seedVault(page, 'correct horse battery staple 42');
  await page.goto('/resources/expense-tracker');
  await unlockVault(page, 'correct horse battery staple 42');
  await expect(shell.lockButton(page)).toBeVisible();
  await expect(shell.lockButton(page)).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1280);
  const heights = await page
    .locator('.site-header__inner a, .site-header__inner button:visible')
    .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().height)));
  expect(Math.max(...heights)).toBeLessThanOrEqual(48);
});
