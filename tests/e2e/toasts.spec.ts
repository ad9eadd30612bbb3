import { expect, test, type Page } from '@playwright/test';
import { dismissCookieBanner, heading, stopClock } from './helpers';
import { TOAST_DEFAULT_DURATION } from '../../src/state/toast';
import { toasts, toastWith } from './pages/toasts';
import { shop } from './pages/shop';

// The product page's Buy Now shows a toast when no checkout is configured (local build).
// The page's clock is Playwright's: the toast's timers run only when the test moves time
// on (page.clock.runFor), so a busy machine cannot close a toast before it is looked at.
async function showToast(page: Page) {
  await dismissCookieBanner(page);
  await page.clock.install();
  await page.goto('/shop/the-ultimate-document-bundle');
  await expect(heading(page, 'The Ultimate Document Bundle')).toBeVisible();
  await stopClock(page);
  await shop.buyNow(page).click();
  // One toast at a time: the viewport holds exactly one, the checkout notice.
  await expect(toasts(page)).toHaveCount(1);
  const t = toastWith(page, 'Checkout Coming Soon');
  await expect(t).toHaveCount(1);
  return t;
}

test('a toast closes by itself after 5000 ms, and only one shows at a time', async ({ page }) => {
  const t = await showToast(page);
  await shop.buyNow(page).click();
  await expect(t).toHaveCount(1);
  await page.clock.runFor(TOAST_DEFAULT_DURATION - 100);
  await expect(t).toHaveCount(1);
  await page.clock.runFor(200);
  await expect(t).toHaveCount(0);
});

test('hovering pauses the timer; leaving resumes it', async ({ page }) => {
  const t = await showToast(page);
  await page.clock.runFor(1000);
  await t.hover();
  await page.clock.runFor(TOAST_DEFAULT_DURATION + 1500);
  await expect(t).toHaveCount(1);
  await page.mouse.move(5, 5);
  // The 4000 ms it had left when the pointer came, counted from the moment it left.
  await page.clock.runFor(TOAST_DEFAULT_DURATION - 1000 - 100);
  await expect(t).toHaveCount(1);
  await page.clock.runFor(200);
  await expect(t).toHaveCount(0);
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
  // The clock stands still, so only the swipe can have closed it.
  await expect(t).toHaveCount(0);
});

test('the close button and Escape dismiss a toast', async ({ page }) => {
  const t = await showToast(page);
  await t.getByRole('button', { name: 'Close notification' }).click();
  await expect(t).toHaveCount(0);
  await shop.buyNow(page).click();
  await expect(t).toHaveCount(1);
  await t.focus();
  await page.keyboard.press('Escape');
  await expect(t).toHaveCount(0);
});

test('a toast about the page left behind closes when the parent moves to another page', async ({ page }) => {
  const t = await showToast(page);
  // The parent reads it for a second, then follows the back link (in-app navigation).
  await page.clock.runFor(1000);
  await expect(t).toHaveCount(1);
  await shop.backToShop(page).click();
  // The page's clock moves only when told: on in small steps until the shop is drawn, far less
  // than the 4 s the toast still had, so only the change of page can have closed it.
  let moved = 0;
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      moved += 100;
      return heading(page, 'Shop').isVisible();
    })
    .toBe(true);
  expect(moved).toBeLessThan(TOAST_DEFAULT_DURATION - 1000 - 1000);
  await expect(toasts(page)).toHaveCount(0);
});
