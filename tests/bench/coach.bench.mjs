// The built-in coach page (the chat panel's frame): the gzipped JavaScript it downloads and
// how fast it answers. "Ready" is from navigation start to the greeting on screen; "first
// reply" is from pressing Send on the first message to the answer in the conversation
// (measured inside the page, so the browser's own start-up is not counted).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { BASE, kb, launch } from './browser.mjs';

const dist = process.env.EG_OUT_DIR || 'dist';
const COACH = '/coach/index.html';
const MESSAGE = 'My ex keeps changing the schedule and I feel overwhelmed';
const RUNS = 7;

const gzBytes = (urlPath) => gzipSync(readFileSync(`${dist}${urlPath}`), { level: 9 }).length;

/** One fresh visit: the JS files the page loaded, its ready time and its first reply time. */
async function visit(browser) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const js = new Set();
  page.on('request', (req) => {
    const u = new URL(req.url());
    if (u.origin === new URL(BASE).origin && /\.m?js$/.test(u.pathname)) js.add(u.pathname);
  });
  await page.goto(`${BASE}${COACH}`);
  await page.locator('.coach-msg').first().waitFor();
  const ready = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    return performance.now() - (nav ? nav.startTime : 0);
  });
  await page.getByLabel('Your message').fill(MESSAGE);
  const reply = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const log = document.getElementById('log');
        const before = log.children.length;
        let start = 0;
        new MutationObserver((_, observer) => {
          // The parent's own message is added first; the answer is the one after it.
          if (log.children.length >= before + 2) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        }).observe(log, { childList: true });
        start = performance.now();
        document.querySelector('form button[type="submit"]').click();
      }),
  );
  await context.close();
  return { js: [...js], ready, reply };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const browser = await launch();
const runs = [];
for (let i = 0; i < RUNS; i++) runs.push(await visit(browser));
await browser.close();

const files = runs[0].js;
const bytes = files.reduce((sum, f) => sum + gzBytes(f), 0);
console.log(`Coach page ${COACH}: ${kb(bytes)} gzipped JavaScript (${files.length} files: ${files.join(', ')})`);
console.log(
  `Coach ready (greeting shown): first ${runs[0].ready.toFixed(0)} ms, median of ${RUNS} ${median(runs.map((r) => r.ready)).toFixed(0)} ms`,
);
console.log(
  `Coach first reply (Send to answer): first ${runs[0].reply.toFixed(1)} ms, median of ${RUNS} ${median(runs.map((r) => r.reply)).toFixed(1)} ms`,
);
