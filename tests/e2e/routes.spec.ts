import { expect, test } from '@playwright/test';
import { addressOf, allRoutes, dismissCookieBanner, heading, waitForOfflineReady } from './helpers';

test.describe('route table', () => {
  for (const route of allRoutes) {
    test(`${addressOf(route)} shows "${route.heading}"`, async ({ page }) => {
      await dismissCookieBanner(page);
      await page.goto(addressOf(route));
      await expect(heading(page, route.heading)).toBeVisible();
      await expect(page.getByTestId('disclaimer').first()).toBeAttached();
    });
  }

  test('an unknown path shows the 404 page with a way home', async ({ page }) => {
    await dismissCookieBanner(page);
    await page.goto('/this/does-not-exist');
    await expect(heading(page, '404: Page Not Found')).toBeVisible();
    await page.getByRole('link', { name: 'Go Back Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('every route loads offline after one online visit, also after a reload', async ({ page, context }) => {
    test.setTimeout(240_000);
    await dismissCookieBanner(page);
    await page.goto('/');
    await waitForOfflineReady(page);
    await context.setOffline(true);
    let ok = 0;
    for (const route of allRoutes) {
      await page.goto(addressOf(route));
      await expect(heading(page, route.heading), `${addressOf(route)} offline`).toBeVisible();
      await page.reload();
      await expect(heading(page, route.heading), `${addressOf(route)} offline after reload`).toBeVisible();
      ok++;
    }
    await page.goto('/no-such-page');
    await expect(heading(page, '404: Page Not Found')).toBeVisible();
    expect(ok).toBe(allRoutes.length);
  });
});
