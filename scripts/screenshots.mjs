// Screenshots of every route in src/app/routes.ts at 360x740 and 1280x800, for looking at
// the app as a parent would. Serves the existing build (dist/ or EG_OUT_DIR) on EG_PORT
// (default 4173) and writes PNGs to SHOTS_DIR (default /tmp/evenground-shots):
//   npx vite build && EG_PORT=4380 node scripts/screenshots.mjs [route-substring]
import { readFileSync, mkdirSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';

const port = Number(process.env.EG_PORT || 4173);
const outDir = process.env.EG_OUT_DIR || 'dist';
const shots = process.env.SHOTS_DIR || '/tmp/evenground-shots';
const only = process.argv[2] ?? '';
mkdirSync(shots, { recursive: true });

// The route table, read as text (it is TypeScript): each path, or its sample address.
const table = readFileSync('src/app/routes.ts', 'utf8');
const addresses = [];
for (const m of table.matchAll(/\{\s*path: '([^']+)'(?:[^{}]*?sample: '([^']+)')?/g)) addresses.push(m[2] ?? m[1]);
addresses.push('/no-such-page');

// Started directly (not through npx) so killing it stops the server itself.
const server = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--port', String(port), '--strictPort', '--outDir', outDir], { stdio: 'ignore' });
try {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  for (const [w, h] of [
    [360, 740],
    [1280, 800],
  ]) {
    const context = await browser.newContext({ viewport: { width: w, height: h }, serviceWorkers: 'block' });
    await context.addInitScript(() => {
      localStorage.setItem('cookie-consent', JSON.stringify({ accepted: false, timestamp: new Date().toISOString() }));
      sessionStorage.setItem('newsletter-dismissed', '1');
    });
    const page = await context.newPage();
    for (const address of addresses) {
      if (only && !address.includes(only)) continue;
      await page.goto(`http://localhost:${port}${address}`);
      await page.locator('main h1').first().waitFor({ timeout: 15000 }).catch(() => {});
      await page.evaluate(() => document.fonts.ready);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      const name = `${shots}/${w}${address.replace(/\//g, '_') || '_home'}.png`;
      await page.screenshot({ path: name, fullPage: true });
      console.log(`${name}${wide ? '  (SCROLLS SIDEWAYS)' : ''}`);
    }
    await context.close();
  }
  await browser.close();
} finally {
  server.kill();
}
