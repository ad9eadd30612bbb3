// Screenshots of every route in src/app/routes.ts at 360x740 and 1280x800, for looking at
// the app as a parent would. Serves the existing build (dist/ or EG_OUT_DIR) on EG_PORT
// (default 4173) and writes PNGs to SHOTS_DIR (default /tmp/evenground-shots):
//   npx vite build && EG_PORT=4380 node scripts/screenshots.mjs [route-substring]
// With SHOTS_UNLOCKED=1 the protected storage is created first and every later page is opened
// by in-app navigation (the key stays in memory), so the tools are shown unlocked, as a parent
// uses them; those files are named u360_… and u1280_….
// After the routes, the states a parent meets on top of a page (cookie banner, menu, chat,
// newsletter pop-up, a toast, a quiz answer, the contact form after Send, a tool's result)
// are shot at the window's size as x360_… and x1280_… (skip them with SHOTS_EXTRAS=0; in
// unlocked mode only a tool's saved state is added). Every step has a time limit, so a step
// that fails is reported and the run goes on instead of stalling.
import { readFileSync, mkdirSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';

const port = Number(process.env.EG_PORT || 4173);
const outDir = process.env.EG_OUT_DIR || 'dist';
const shots = process.env.SHOTS_DIR || '/tmp/evenground-shots';
const only = process.argv[2] ?? '';
const unlocked = process.env.SHOTS_UNLOCKED === '1';
const extras = process.env.SHOTS_EXTRAS !== '0';
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

const url = (path) => `http://localhost:${port}${path}`;

/** Creates the protected storage on the expense tracker, as a parent would, step by step. */
async function createVault(page) {
  const passphrase = 'quiet river lantern morning';
  await page.goto(url('/resources/expense-tracker'));
  const form = page.getByTestId('vault-create');
  await form.waitFor();
  await form.getByLabel('Passphrase', { exact: true }).fill(passphrase);
  await form.getByLabel('Type the passphrase again').fill(passphrase);
  await form.getByLabel('I understand that a lost passphrase and a lost recovery key mean lost data.').check();
  await form.getByRole('button', { name: 'Create passphrase' }).click();
  // Deriving the key takes a few seconds, more on a busy machine.
  const panel = page.getByTestId('recovery-key-panel');
  await panel.waitFor({ timeout: 120_000 });
  await panel.getByLabel('I have saved my recovery key somewhere safe.').check();
  await panel.getByRole('button', { name: 'Continue', exact: true }).click();
  await panel.waitFor({ state: 'detached' });
  console.log('protected storage created');
}

/** In-app navigation (keeps an unlocked vault's key, which lives only in the page's memory). */
async function inApp(page, address) {
  await page.evaluate((a) => {
    history.pushState(null, '', a);
    dispatchEvent(new PopStateEvent('popstate'));
  }, address);
}

/** mailto: links are recorded instead of opening a mail app. */
function stopMailto() {
  document.addEventListener(
    'click',
    (e) => {
      const a = e.target?.closest?.('a');
      if (a && a.href.startsWith('mailto:')) e.preventDefault();
    },
    true,
  );
}

/**
 * States shot at the window's size. `fresh` runs in the page before its own scripts (e.g. to
 * forget the cookie choice); `run` brings the page to the state.
 */
const EXTRAS = [
  {
    name: 'cookie-banner',
    fresh: () => localStorage.removeItem('cookie-consent'),
    run: async (page) => {
      await page.goto(url('/'));
      await page.locator('main h1').waitFor();
      await page.locator('.cookie-banner').waitFor();
    },
  },
  {
    name: 'chat-over-cookie-banner',
    fresh: () => localStorage.removeItem('cookie-consent'),
    run: async (page) => {
      await page.goto(url('/'));
      await page.locator('main h1').waitFor();
      await page.locator('.cookie-banner').waitFor();
      await page.getByRole('button', { name: 'Open chat with the EvenGround Coach' }).click();
      await page.getByTestId('chat-panel').waitFor();
    },
  },
  {
    name: 'chat-open',
    run: async (page) => {
      await page.goto(url('/'));
      await page.getByRole('button', { name: 'Open chat with the EvenGround Coach' }).click();
      await page.getByTestId('chat-panel').waitFor();
    },
  },
  {
    name: 'menu-open',
    run: async (page, w) => {
      if (w > 800) throw new Error('the menu button shows only on narrow screens');
      await page.goto(url('/'));
      await page.locator('.menu-toggle').click();
      await page.locator('.main-nav--open').waitFor();
    },
  },
  {
    name: 'newsletter-popup',
    fresh: () => sessionStorage.removeItem('newsletter-dismissed'),
    run: async (page) => {
      await page.goto(url('/insights-and-guides'));
      await page.locator('main h1').waitFor();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.6));
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'toast-community-forum',
    run: async (page) => {
      await page.goto(url('/community'));
      await page.getByRole('button', { name: 'Access Forum' }).click();
      await page.getByTestId('toast-viewport').locator('.toast').waitFor();
    },
  },
  {
    name: 'contact-after-send',
    run: async (page) => {
      await page.addInitScript(stopMailto);
      await page.goto(url('/about-contact'));
      await page.getByLabel('First name', { exact: true }).fill('Maria');
      await page.getByLabel('Last name', { exact: true }).fill('Lopez');
      await page.getByLabel('Email', { exact: true }).fill('maria@example.com');
      await page.getByLabel('Message', { exact: true }).fill('Where is my download? Thank you.');
      await page.getByLabel('I agree to the privacy policy.').check();
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByRole('button', { name: 'No, keep my message' }).waitFor();
    },
  },
  {
    name: 'contact-kept',
    run: async (page) => {
      await page.addInitScript(stopMailto);
      await page.goto(url('/about-contact'));
      await page.getByLabel('First name', { exact: true }).fill('Maria');
      await page.getByLabel('Last name', { exact: true }).fill('Lopez');
      await page.getByLabel('Email', { exact: true }).fill('maria@example.com');
      await page.getByLabel('Message', { exact: true }).fill('Where is my download? Thank you.');
      await page.getByLabel('I agree to the privacy policy.').check();
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByRole('button', { name: 'No, keep my message' }).click();
      await page.getByRole('button', { name: 'Copy the address' }).waitFor();
    },
  },
  {
    name: 'discovery-table',
    run: async (page) => {
      await page.goto(url('/resources/understanding-discovery'));
      const region = page.getByRole('region', { name: 'Discovery tools at a glance' });
      await region.evaluate((el) => el.closest('.scroll-table').scrollIntoView({ block: 'center' }));
    },
  },
  {
    name: 'child-support-result',
    run: async (page) => {
      await page.goto(url('/resources/understanding-child-support'));
      await page.getByLabel('Your monthly income ($)').fill('4200');
      await page.getByLabel('The other parent’s monthly income ($)').fill('3100');
      await page.getByRole('button', { name: 'Calculate' }).click();
      await page.getByTestId('toast-viewport').locator('.toast').waitFor();
    },
  },
  {
    name: 'quiz-answered-wrong',
    clock: true,
    // Last: the clock it stops belongs to the whole browser context.
    run: async (page) => {
      await page.clock.install();
      await page.goto(url('/quizzes/custody-readiness'));
      await page.getByRole('button', { name: 'Start Quiz' }).click();
      await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 1000));
      await page.locator('button.quiz-answer').last().click();
      await page.getByTestId('quiz-explanation').waitFor();
    },
  },
];

/** Unlocked mode: the parenting-time calculator with every section and "By month" open. */
const UNLOCKED_EXTRAS = [
  {
    name: 'parenting-time-open',
    run: async (page) => {
      await inApp(page, '/resources/parenting-time-calculator');
      await page.locator('details.ptc__section').first().waitFor();
      await page.evaluate(() => {
        for (const d of document.querySelectorAll('main details')) d.open = true;
      });
      await page.locator('summary', { hasText: 'By month' }).scrollIntoViewIfNeeded();
    },
  },
];

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
      // A long run has no key presses or taps: the vault's auto-lock would close it mid-way.
      localStorage.setItem('evenground-vault-auto-lock-minutes', '1440');
    });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    if (unlocked) await createVault(page);
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
      // Images still loading, for at most 5 s. Only images in the document count: a carousel
      // drops slides, and a promise waiting on a dropped image is never settled (Playwright then
      // fails the whole run with "Resulting promise was garbage collected").
      await page
        .evaluate(() =>
          Promise.race([
            new Promise((r) => setTimeout(r, 5000)),
            Promise.all(
              [...document.images]
                .filter((i) => i.isConnected && !i.complete)
                .map(
                  (i) =>
                    new Promise((r) => {
                      i.addEventListener('load', r, { once: true });
                      i.addEventListener('error', r, { once: true });
                    }),
                ),
            ),
          ]),
        )
        .catch((e) => console.log(`  images on ${address}: ${String(e.message ?? e).split('\n')[0]}`));
      const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      const name = `${shots}/${unlocked ? 'u' : ''}${w}${address.replace(/\//g, '_') || '_home'}.png`;
      await page.screenshot({ path: name, fullPage: true });
      console.log(`${name}${wide ? '  (SCROLLS SIDEWAYS)' : ''}`);
    }
    if (extras) {
      for (const extra of unlocked ? UNLOCKED_EXTRAS : EXTRAS) {
        if (only && !extra.name.includes(only)) continue;
        const name = `${shots}/x${unlocked ? 'u' : ''}${w}_${extra.name}.png`;
        // Each state in a fresh page of this context (the unlocked vault's key is per page,
        // so unlocked extras reuse the page that holds it).
        const target = unlocked ? page : await context.newPage();
        target.setDefaultTimeout(20_000);
        try {
          // After the context's own start-up script, so it can undo a stored choice.
          if (extra.fresh) await target.addInitScript(extra.fresh);
          await extra.run(target, w);
          await target.evaluate(() => document.fonts.ready);
          // Finished transitions only (a chevron caught mid-turn looks broken), for at most
          // 2 s; not under a stopped clock (the quiz state), where no timer ever fires.
          if (!extra.clock)
            await target
              .evaluate(() =>
                Promise.race([
                  new Promise((r) => setTimeout(r, 2000)),
                  Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null))),
                ]),
              )
              .catch(() => {});
          await target.screenshot({ path: name });
          console.log(name);
        } catch (e) {
          console.log(`${name}: not shot (${String(e.message ?? e).split('\n')[0]})`);
        } finally {
          if (!unlocked) await target.close();
        }
      }
    }
    await context.close();
  }
  await browser.close();
} finally {
  server.kill();
}
