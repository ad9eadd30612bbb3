import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { addressOf, allRoutes, dismissCookieBanner, heading, waitForOfflineReady } from './helpers';

test.describe('route table', () => {
  for (const route of allRoutes) {
    test(`${addressOf(route)} shows "${route.heading}" with its metadata, axe-clean, nothing from other origins`, async ({ page, baseURL }) => {
      await dismissCookieBanner(page);
      const foreign: string[] = [];
      page.on('request', (req) => {
        const url = req.url();
        if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== new URL(baseURL!).origin) foreign.push(url);
      });
      await page.goto(addressOf(route));
      await expect(heading(page, route.heading)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByTestId('disclaimer').first()).toBeAttached();
      // Canonical = site address (the page's origin in the test build) + path; share cards.
      const canonical = `${baseURL}${addressOf(route) === '/' ? '/' : addressOf(route)}`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${baseURL}/images/og-default.png`);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /^parenting plan, child custody, legal document templates, financial affidavit, child support calculator, divorce checklist/);
      expect(await page.title()).toMatch(/EvenGround/);
      expect((await page.locator('meta[name="description"]').getAttribute('content'))?.length).toBeGreaterThan(20);
      // Accessibility: axe-core finds no serious or critical violation.
      const results = await new AxeBuilder({ page }).analyze();
      const bad = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
      expect(bad).toEqual([]);
      // Nothing is loaded from a CDN or any other origin.
      await page.waitForLoadState('networkidle');
      expect(foreign).toEqual([]);
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
