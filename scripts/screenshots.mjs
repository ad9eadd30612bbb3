// Screenshots of every route in src/app/routes.ts at 360x740 and 1280x800, for looking at
// the app as a parent would. Serves the existing build (dist/ or EG_OUT_DIR) on EG_PORT
// (default 4173) and writes PNGs to SHOTS_DIR (default /tmp/evenground-shots):
//   npx vite build && EG_PORT=4380 node scripts/screenshots.mjs [route-substring]
// With SHOTS_UNLOCKED=1 the protected storage is created first and every later page is opened
// by in-app navigation (the key stays in memory), so the tools are shown unlocked, as a parent
// uses them; those files are named u360_… and u1280_….
import { readFileSync, mkdirSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';

const port = Number(process.env.EG_PORT || 4173);
const outDir = process.env.EG_OUT_DIR || 'dist';
const shots = process.env.SHOTS_DIR || '/tmp/evenground-shots';
const only = process.argv[2] ?? '';
const unlocked = process.env.SHOTS_UNLOCKED === '1';
mkdirSync(shots, { recursive: true });

// The route table, read as text (it is TypeScript): each path, or its sample address.
const table = readFileSync('src/app/routes.ts', 'utf8');
const addresses = [];
const headings = new Map();
for (const m of table.matchAll(/\{\s*path: '([^']+)',\s*heading: '((?:[^'\\]|\\.)*)'(?:[^{}]*?sample: '([^']+)')?/g)) {
  addresses.push(m[3] ?? m[1]);
  headings.set(m[3] ?? m[1], m[2].replace(/\\'/g, "'"));
}
addresses.push('/no-such-page');
headings.set('/no-such-page', '404: Page Not Found');

// Started directly (not through npx) so killing it stops the server itself.
const server = spawn(
  process.execPath,
  ['node_modules/vite/bin/vite.js', 'preview', '--port', String(port), '--strictPort', '--outDir', outDir],
  { stdio: 'ignore' },
);
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
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
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
    if (unlocked) {
      await page.goto(`http://localhost:${port}/resources/expense-tracker`);
      const form = page.getByTestId('vault-create');
      await form.getByLabel('Passphrase', { exact: true }).fill('quiet river lantern morning');
      await form.getByLabel('Type the passphrase again').fill('quiet river lantern morning');
      await form.getByLabel('I understand that a lost passphrase and a lost recovery key mean lost data.').check();
      await form.getByRole('button', { name: 'Create passphrase' }).click();
      const panel = page.getByTestId('recovery-key-panel');
      await panel.getByLabel('I have saved my recovery key somewhere safe.').check({ timeout: 60000 });
      await panel.getByRole('button', { name: 'Continue', exact: true }).click();
      await panel.waitFor({ state: 'detached' });
    }
    for (const address of addresses) {
      if (only && !address.includes(only)) continue;
      if (unlocked) {
        await page.evaluate((a) => {
          history.pushState(null, '', a);
          dispatchEvent(new PopStateEvent('popstate'));
        }, address);
      } else {
        await page.goto(`http://localhost:${port}${address}`);
      }
      await page
        .locator('main h1', { hasText: headings.get(address) })
        .first()
        .waitFor({ timeout: 15000 })
        .catch(() => console.log(`  no heading on ${address}`));
      await page.evaluate(() => document.fonts.ready);
      // Scroll through the page once so lazy images and the video carousel load as they would
      // for a parent reading down the page, then back to the top for the full-page shot.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle').catch(() => {});
      await page.evaluate(() =>
        Promise.all(
          [...document.images].map((i) =>
            i.complete
              ? null
              : new Promise((r) => {
                  i.addEventListener('load', r, { once: true });
                  i.addEventListener('error', r, { once: true });
                }),
          ),
        ),
      );
      const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      const name = `${shots}/${unlocked ? 'u' : ''}${w}${address.replace(/\//g, '_') || '_home'}.png`;
      await page.screenshot({ path: name, fullPage: true });
      console.log(`${name}${wide ? '  (SCROLLS SIDEWAYS)' : ''}`);
    }
    await context.close();
  }
  await browser.close();
} finally {
  server.kill();
}
