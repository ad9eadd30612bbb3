import { chromium, expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs } from '../../playwright.config';
import { allRoutes, dismissCookieBanner, waitForOfflineReady } from './helpers';
import { pageHead } from './pages/shell';

test('the web app manifest is complete with 192, 512 and maskable icons', async ({ page, request }) => {
  await dismissCookieBanner(page);
  await page.goto('/');
  const href = await pageHead(page).manifest.getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await request.get(href!)).json();
  expect(manifest.name).toBe('EvenGround: Empower Equality in Every Divorce');
  expect(manifest.short_name).toBe('EvenGround');
  expect(manifest.display).toBe('standalone');
  expect(manifest.theme_color).toBe('#1f4e5f');
  const sizes = manifest.icons.map((i: { sizes: string; purpose?: string }) => `${i.sizes}${i.purpose ? `:${i.purpose}` : ''}`);
  expect(sizes).toEqual(['192x192', '512x512', '512x512:maskable']);
  for (const icon of manifest.icons) {
    const res = await request.get(icon.src);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('image/png');
  }
});

test('Chromium finds the app installable (real profile, not incognito)', { tag: '@service-worker' }, async ({ baseURL }) => {
  const profile = mkdtempSync(join(tmpdir(), 'eg-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: chromiumArgs,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(baseURL!);
    await waitForOfflineReady(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL);
    expect(new URL(scriptURL!).pathname).toBe('/service-worker.js');
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the production page has a Content-Security-Policy and no inline script', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src 'self';/);
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attrs, body] of scripts) {
    expect(attrs).toMatch(/\bsrc=/);
    expect(body!.trim()).toBe('');
  }
});

// "No request to another origin" is checked on every route in routes.spec.ts.

test('after one visit the service worker precaches every route chunk', { tag: '@service-worker' }, async ({ page, request }) => {
  await dismissCookieBanner(page);
  await page.goto('/');
  await waitForOfflineReady(page);
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls: string[] = [];
    for (const n of names) for (const req of await (await caches.open(n)).keys()) urls.push(new URL(req.url).pathname);
    return urls;
  });
  expect(cached).toContain('/index.html');
  // The coach's two pages (coach/*.html, built from src/features/coach) and every script and
  // style they load.
  for (const coachPage of ['/coach/index.html', '/coach/help.html']) {
    expect(cached).toContain(coachPage);
    const html = await (await request.get(coachPage)).text();
    const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    expect(files.length, coachPage).toBeGreaterThanOrEqual(2);
    for (const file of files) expect(cached, `${coachPage} loads ${file}`).toContain(file);
  }
  expect(cached).toContain('/icons/icon-512.png');
  expect(cached.filter((u) => u.endsWith('.js')).length).toBeGreaterThan(allRoutes.length / 2);
});
