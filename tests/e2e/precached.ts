import { test as base, type BrowserContext } from '@playwright/test';

/**
 * `test` for spec files whose offline tests (tagged @service-worker) may share one browser
 * context per worker that the service worker has already filled. Installing it precaches the
 * whole app (275 files, fetched one after another) in every new context: a few seconds of
 * each offline test, the same for all of them. Such a test here gets that context, as a device
 * that has visited once: its own `page` and `context`, no page open, online, no cookies, no
 * local or session storage, no IndexedDB, no cache but the precache, no routes or permissions
 * (all cleared after every test). It then does what a parent does (first visit, offline, ...)
 * with waitForOfflineReady() as before. Every other test of the file gets a new context as
 * usual. A file opts in by importing `test` from here; it must not install Playwright's clock
 * in an offline test or a hook (the clock stays with a context), nor add init scripts to the
 * context (page.addInitScript is per page and fine). Tests about the first visit itself (the
 * precache, updates, installability, every route) keep their own contexts. A test whose locale or
 * time zone (test.use) differs from the shared context's gets its own context too; its viewport
 * is the page's own (Playwright sizes each page), so the shared context serves every viewport:
 * the page gets the test's viewport, as a new context would have given it.
 */
interface Shared {
  context?: BrowserContext;
  /** Entries in the precache once it was filled: a test that removed any gets a new context. */
  entries?: number;
  /** The locale and time zone the shared context was made with. */
  options?: string;
  /** The viewport the shared context was made with (its pages open at that size). */
  viewport?: string;
}

/**
 * Back to a device that has visited once: no page open, online, nothing stored but the
 * precache. Returns how many entries the precache holds.
 */
async function reset(context: BrowserContext, origin: string): Promise<number> {
  for (const page of context.pages()) await page.close();
  for (const event of ['request', 'response', 'requestfinished', 'requestfailed', 'console', 'weberror'] as const)
    context.removeAllListeners(event);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
  await context.clearCookies();
  await context.clearPermissions();
  const page = await context.newPage();
  await page.goto(`${origin}/robots.txt`);
  const entries = await page.evaluate(async () => {
    localStorage.clear();
    sessionStorage.clear();
    for (const { name } of await indexedDB.databases())
      if (name)
        await new Promise<void>((resolve, reject) => {
          const r = indexedDB.deleteDatabase(name);
          r.onsuccess = () => resolve();
          r.onerror = () => reject(r.error);
        });
    let n = 0;
    for (const name of await caches.keys())
      if (name.startsWith('workbox-precache')) n += (await (await caches.open(name)).keys()).length;
      else await caches.delete(name);
    return n;
  });
  await page.close();
  return entries;
}

export const test = base.extend<object, { sharedPrecache: Shared }>({
  sharedPrecache: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern; this one needs none.
    async ({}, run) => {
      const shared: Shared = {};
      await run(shared);
      await shared.context?.close();
    },
    { scope: 'worker' },
  ],
  // In the shared context the test's page opens at the shared context's size: it is given the
  // test's viewport before the test starts, as a context of its own would have opened it.
  page: async ({ page, context, sharedPrecache: shared, viewport }, run) => {
    if (viewport && context === shared.context && JSON.stringify(viewport) !== shared.viewport)
      await page.setViewportSize(viewport);
    await run(page);
  },
  context: async ({ context: own, browser, sharedPrecache: shared, viewport, locale, timezoneId }, run, testInfo) => {
    // A test that asks for another locale or time zone (test.use) than the shared context was
    // made with gets its own context, as it would without this file.
    const options = JSON.stringify({ locale, timezoneId });
    if (
      !testInfo.tags.includes('@service-worker') ||
      testInfo.project.name !== 'local-sw' ||
      !viewport ||
      (shared.context && shared.options !== options)
    ) {
      await run(own);
      return;
    }
    const baseURL = testInfo.project.use.baseURL!;
    const origin = new URL(baseURL).origin;
    if (!shared.context) {
      // The first visit, as a parent makes it: the app registers its service worker, which
      // precaches everything and then takes control.
      const context = await browser.newContext({
        baseURL,
        serviceWorkers: 'allow',
        viewport,
        ...(locale ? { locale } : {}),
        ...(timezoneId ? { timezoneId } : {}),
      });
      const page = await context.newPage();
      await page.goto('/');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      shared.entries = await reset(context, origin);
      shared.context = context;
      shared.options = options;
      shared.viewport = JSON.stringify(viewport);
    }
    const context = shared.context;
    // The test's `page` is sized to its viewport (the page fixture below). A page the test opens
    // itself would open at the shared context's size instead, so such a test must ask for the
    // shared context's viewport or keep its own context: it fails here rather than run unnoticed
    // at another size.
    let opened = 0;
    const count = () => void (opened += 1);
    context.on('page', count);
    await run(context);
    context.off('page', count);
    if (opened > 1 && JSON.stringify(viewport) !== shared.viewport)
      throw new Error(
        `precached.ts: "${testInfo.title}" opened ${opened} pages at a viewport (${JSON.stringify(viewport)}) other than the shared context's (${shared.viewport}); give it its own context`,
      );
    if ((await reset(context, origin)) !== shared.entries) {
      shared.context = undefined;
      await context.close();
    }
  },
});
