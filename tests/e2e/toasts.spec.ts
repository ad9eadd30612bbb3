import { expect, test, type Page } from '@playwright/test';
import { dismissCookieBanner, heading } from './helpers';

// The product page's Buy Now shows a toast when no checkout is configured (local build).
async function showToast(page: Page) {
  await dismissCookieBanner(page);
  await page.goto('/shop/the-ultimate-document-bundle');
  await expect(heading(page, 'The Ultimate Document Bundle')).toBeVisible();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  // One toast at a time: the viewport holds exactly one, the checkout notice.
  await expect(page.getByTestId('toast-viewport').locator('.toast')).toHaveCount(1);
  const t = page.getByTestId('toast-viewport').locator('.toast').filter({ hasText: 'Checkout Coming Soon' });
  await expect(t).toHaveCount(1);
  return t;
}

test('a toast closes by itself after 5000 ms, and only one shows at a time', async ({ page }) => {
  const t = await showToast(page);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(t).toHaveCount(1);
  await page.waitForTimeout(3500);
  await expect(t).toHaveCount(1);
  await expect(t).toHaveCount(0, { timeout: 4000 });
});

test('hovering pauses the timer; leaving resumes it', async ({ page }) => {
  const t = await showToast(page);
  await t.hover();
  await page.waitForTimeout(6500);
  await expect(t).toHaveCount(1);
  await page.mouse.move(5, 5);
  await expect(t).toHaveCount(0, { timeout: 7000 });
});

test('swiping right past 50 px dismisses; a short swipe does not', async ({ page }) => {
  const t = await showToast(page);
  const box = (await t.boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + 20;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 30, y, { steps: 5 });
  await page.mouse.up();
  await expect(t).toHaveCount(1);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 80, y, { steps: 8 });
  await page.mouse.up();
  // Well inside the 5000 ms auto-close, so only the swipe can have closed it.
  await expect(t).toHaveCount(0, { timeout: 1000 });
});

test('the close button and Escape dismiss a toast', async ({ page }) => {
  const t = await showToast(page);
  await t.getByRole('button', { name: 'Close notification' }).click();
  await expect(t).toHaveCount(0, { timeout: 1000 });
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(t).toHaveCount(1);
  await t.focus();
  await page.keyboard.press('Escape');
  await expect(t).toHaveCount(0, { timeout: 1000 });
});
