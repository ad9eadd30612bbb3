import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { dismissCookieBanner, heading, quietShell, waitForOfflineReady } from './helpers';
import { shell } from './pages/shell';
import { createVault } from './pages/vaultGate';
import { PRELOAD_RELOAD_KEY } from '../../src/lib/storageKeys';
import { expenses } from './pages/expenses';

// A static server of our own for the production build, so the test can publish a "new
// version" of the service worker while the page is open (vite preview can't change files).
const dist = process.env.EG_OUT_DIR || 'dist';
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

let server: Server;
let base = '';
let swVersion = 1;
// Chunks whose name matches this fail (404), as after a deploy: either until the page is
// navigated again (failUntilNavigation, the number of page loads so far) or always.
let failChunk: RegExp | null = null;
let failUntilNavigation: number | null = null;
let navigations = 0;
let failedRequests = 0;

test.beforeAll(async () => {
  server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = extname(path) ? join(dist, path) : join(dist, 'index.html');
    if (!extname(path)) navigations += 1;
    if (failChunk && failChunk.test(path) && (failUntilNavigation === null || navigations <= failUntilNavigation)) {
      failedRequests += 1;
      res.writeHead(404).end('gone');
      return;
    }
    try {
      let body: Buffer | string = await readFile(file);
      if (path === '/service-worker.js' && swVersion > 1) body = `${body.toString()}\n// release ${swVersion}\n`;
      res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function publishNewVersion(page: Page) {
  swVersion += 1;
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
}

test.describe.configure({ mode: 'serial' });

test(
  'first visit says the app is ready offline; a new version is offered and Reload switches to it',
  { tag: '@service-worker' },
  async ({ page }) => {
    await dismissCookieBanner(page);
    test.slow();
    await page.goto(`${base}/`);
    // Shown once the worker has precached the whole app (about 150 files): on a busy
    // machine that alone can take longer than the usual 10 s.
    await expect(shell.offlineReady(page)).toBeVisible({ timeout: 60_000 });
    await waitForOfflineReady(page);

    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await publishNewVersion(page);
    const offer = shell.newVersion(page);
    // The new worker installs (the whole precache again) before the offer shows.
    await expect(offer).toBeVisible({ timeout: 60_000 });
    await shell.reload(page).click();
    await page.waitForFunction(() => (window as unknown as { marker?: number }).marker === undefined);
    const state = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      const res = await fetch('/service-worker.js', { cache: 'no-store' });
      return {
        waiting: Boolean(reg?.waiting),
        controlled: Boolean(navigator.serviceWorker.controller),
        latest: (await res.text()).includes('// release'),
      };
    });
    expect(state).toEqual({ waiting: false, controlled: true, latest: true });
  },
);

test('Reload never reloads under a half-filled form', { tag: '@service-worker' }, async ({ page }) => {
  await quietShell(page);
  await page.goto(`${base}/resources/expense-tracker`);
  await waitForOfflineReady(page);
  await createVault(page, 'correct horse battery staple 42');
  await expenses.parent1Name(page).fill('Alex (not saved yet)');

  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await publishNewVersion(page);
  await expect(shell.newVersion(page)).toBeVisible({ timeout: 60_000 });
  await shell.reload(page).click();
  // The click either reloads or shows this message, never both: once it shows, no reload
  // is on its way.
  await expect(shell.saveFormFirst(page)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  await expect(expenses.parent1Name(page)).toHaveValue('Alex (not saved yet)');
});

test.describe('a page chunk that fails to load', () => {
  test.use({ serviceWorkers: 'block' });

  test('reloads once and then shows the page', async ({ page }) => {
    await dismissCookieBanner(page);
    await page.goto(`${base}/`);
    await expect(heading(page, 'Empower Equality in Every Divorce')).toBeVisible();
    failChunk = /\/assets\/ShopPage-[^/]+\.js$/;
    failUntilNavigation = navigations;
    failedRequests = 0;
    await shell.navLink(page, 'Shop').click({ force: true });
    await expect(heading(page, 'Shop')).toBeVisible();
    // The chunk failed until the page reloaded itself once; then it loaded. The flag names
    // the version that reloaded: this build's module scripts, the entry among them.
    const entry = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')].map((s) => s.src).join(' '),
    );
    expect(entry).toMatch(/\/assets\/index-[^/ ]+\.js(?: |$)/);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), PRELOAD_RELOAD_KEY)).toBe(entry);
    expect(failedRequests).toBeGreaterThan(0);
    expect(navigations).toBe(failUntilNavigation + 1);
    failChunk = null;
  });

  test('a reload on an earlier version does not stop the next one (a later deploy in the same tab)', async ({ page }) => {
    await dismissCookieBanner(page);
    await page.addInitScript(
      ({ key, earlier }) => {
        if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, earlier);
      },
      { key: PRELOAD_RELOAD_KEY, earlier: `${base}/assets/index-earlier0.js` },
    );
    await page.goto(`${base}/`);
    await expect(heading(page, 'Empower Equality in Every Divorce')).toBeVisible();
    failChunk = /\/assets\/ShopPage-[^/]+\.js$/;
    failUntilNavigation = navigations;
    failedRequests = 0;
    await shell.navLink(page, 'Shop').click({ force: true });
    await expect(heading(page, 'Shop')).toBeVisible();
    expect(navigations).toBe(failUntilNavigation + 1);
    failChunk = null;
  });

  test('does not loop: a failure after its reload shows a plain message with the app still usable', async ({ page }) => {
    await dismissCookieBanner(page);
    await page.goto(`${base}/`);
    await expect(heading(page, 'Empower Equality in Every Divorce')).toBeVisible();
    failChunk = /\/assets\/ShopPage-[^/]+\.js$/;
    failUntilNavigation = null;
    const before = navigations;
    await shell.navLink(page, 'Shop').click({ force: true });
    await expect(heading(page, 'This page could not be loaded')).toBeVisible();
    // One reload (same version, same failing chunk), then the message: no second reload.
    expect(navigations).toBe(before + 1);
    await expect(shell.reloadPage(page)).toBeVisible();
    failChunk = null;
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Resources', exact: true })
      .click({ force: true });
    await expect(heading(page, 'Resource Hub')).toBeVisible();
  });
});
