import { expect, test as base, type Page } from '@playwright/test';
import { addressOf, allRoutes, dismissCookieBanner, heading, seriousAxe, waitForOfflineReady } from './helpers';
import { pageBody, pageHead } from './pages/shell';

// One page per worker visits its share of the routes: each route is still a full page load
// (a fresh document, its metadata and axe as a visitor gets them), but without a new browser
// context and a cold cache for every route, which was most of this file's time.
const test = base.extend<object, { routePage: Page }>({
  routePage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL, serviceWorkers: 'block' });
      const page = await context.newPage();
      await dismissCookieBanner(page);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

test.describe('route table', () => {
  for (const route of allRoutes) {
    test(`${addressOf(route)} shows "${route.heading}" with its metadata, axe-clean, nothing from other origins`, async ({
      routePage: page,
      baseURL,
    }) => {
      const foreign: string[] = [];
      const onRequest = (req: { url(): string }) => {
        const url = req.url();
        if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== new URL(baseURL!).origin)
          foreign.push(url);
      };
      page.on('request', onRequest);
      try {
        await page.goto(addressOf(route));
        await expect(heading(page, route.heading)).toBeVisible();
        await expect(pageBody(page).headings1).toHaveCount(1);
        await expect(pageBody(page).disclaimer.first()).toBeAttached();
        // Canonical = site address (the page's origin in the test build) + path; share cards.
        const canonical = `${baseURL}${addressOf(route) === '/' ? '/' : addressOf(route)}`;
        await expect(pageHead(page).canonical).toHaveAttribute('href', canonical);
        await expect(pageHead(page).ogUrl).toHaveAttribute('content', canonical);
        await expect(pageHead(page).ogImage).toHaveAttribute('content', `${baseURL}/images/og-default.png`);
        await expect(pageHead(page).twitterCard).toHaveAttribute('content', 'summary_large_image');
        await expect(pageHead(page).keywords).toHaveAttribute(
          'content',
          /^parenting plan, child custody, legal document templates, financial affidavit, child support calculator, divorce checklist/,
        );
        expect(await page.title()).toMatch(/EvenGround/);
        expect((await pageHead(page).description.getAttribute('content'))?.length).toBeGreaterThan(20);
        // Accessibility: axe-core finds no serious or critical violation, with every
        // collapsible section of the page open (guides, legal pages, the hub's filters).
        await pageBody(page).details.evaluateAll((ds) => ds.forEach((d) => d.setAttribute('open', '')));
        expect(await seriousAxe(page)).toEqual([]);
        // Nothing is loaded from a CDN or any other origin.
        await page.waitForLoadState('networkidle');
        expect(foreign).toEqual([]);
      } finally {
        page.off('request', onRequest);
      }
    });
  }

  test('an unknown path shows the 404 page with a way home', async ({ page }) => {
    await dismissCookieBanner(page);
    await page.goto('/this/does-not-exist');
    await expect(heading(page, '404: Page Not Found')).toBeVisible();
    await pageBody(page).anyLink('Go Back Home').click();
    await expect(page).toHaveURL(/\/$/);
  });

  test(
    'every route loads offline after one online visit, also after a reload',
    { tag: '@service-worker' },
    async ({ page, context }) => {
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
    },
  );
});
