// The journal's report (issue 27; docs/journal.md "The report"): a 500-entry chronology PDF
// built in Chromium against the production build. The vault is seeded by the real journal
// code (tests/bench/journal/), then on /journal: "Report: PDF, CSV or print", dates left
// open, "Download PDF". Timed from the click to the PDF handed to the download
// (URL.createObjectURL), twice (the first run also loads the renderer in the worker, which
// the panel starts when it opens); the progress lines shown are counted, and the longest
// main-thread task between the click and the file is read from the Long Tasks API.
// Targets: the PDF under 10 s, no main-thread task over 50 ms, progress shown.
import { launch } from './browser.mjs';
import { serveJournalBench } from './journal/serve.mjs';
import { summary, target } from './targets.mjs';

const ENTRIES = 500;
const RUNS = 3;
const PASS = 'bench passphrase for the journal report';
const { url, close } = await serveJournalBench();

const browser = await launch();
try {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    acceptDownloads: true,
    viewport: { width: 1280, height: 900 },
  });
  await context.addInitScript(() => {
    localStorage.setItem('cookie-consent', JSON.stringify({ accepted: false, timestamp: new Date().toISOString() }));
    sessionStorage.setItem('newsletter-dismissed', '1');
    const w = window;
    w.__pdf = [];
    w.__long = [];
    const orig = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (obj) => {
      if (obj instanceof Blob && obj.type === 'application/pdf') w.__pdf.push({ at: performance.now(), size: obj.size });
      return orig(obj);
    };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__long.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  await page.goto(`${url}/journal-bench/`);
  await page.waitForFunction(() => document.getElementById('status')?.textContent === 'ready');
  const seeded = await page.evaluate(([p, n]) => window.seedJournal(p, n), [PASS, ENTRIES]);
  console.log(`seeded ${ENTRIES} entries as ${seeded.links} chain links (1 in 20 corrected, 5 removed)`);

  await page.goto(`${url}/my-data`);
  const unlock = page.getByTestId('vault-unlock');
  await unlock.getByLabel('Passphrase', { exact: true }).fill(PASS);
  await unlock.getByRole('button', { name: 'Unlock', exact: true }).click();
  await page.getByTestId('stored-table').waitFor();
  await page.getByRole('banner').getByRole('link', { name: 'Journal', exact: true }).click();
  await page
    .getByTestId('journal-count')
    .filter({ hasText: /entries\.$/ })
    .waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Report: PDF, CSV or print' }).click();
  const report = page.getByTestId('journal-report');
  await report.waitFor();
  console.log(`report panel: ${await page.getByTestId('journal-report-count').textContent()}`);

  const times = [];
  const longest = [];
  let steps = [];
  let size = 0;
  for (let r = 0; r < RUNS; r++) {
    await page.evaluate(() => {
      window.__steps = [];
      const seen = window.__steps;
      new MutationObserver(() => {
        const t = document.querySelector('[data-testid="journal-report-progress"]')?.textContent;
        if (t && seen.at(-1) !== t) seen.push(t);
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    const before = await page.evaluate(() => window.__pdf.length);
    const t0 = await page.evaluate(() => performance.now());
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 300_000 }),
      report.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    await download.path();
    const m = await page.evaluate(
      ([t, n]) => {
        const pdf = window.__pdf[n];
        const tasks = window.__long.filter((x) => x.start + x.duration >= t && x.start <= pdf.at);
        return { ms: pdf.at - t, size: pdf.size, longest: Math.max(0, ...tasks.map((x) => x.duration)), steps: window.__steps };
      },
      [t0, before],
    );
    times.push(m.ms);
    longest.push(m.longest);
    size = m.size;
    steps = m.steps;
    console.log(
      `run ${r + 1}: click -> PDF ${Math.round(m.ms)} ms, ${(m.size / 1024).toFixed(0)} KB, longest main-thread task ${Math.round(m.longest)} ms, ${m.steps.length} progress lines`,
    );
    await page.getByTestId('journal-report-done').filter({ hasText: 'The PDF is ready' }).waitFor();
  }
  console.log(`  progress shown (last run): ${steps[0]} … ${steps.at(-2) ?? ''} … ${steps.at(-1)}`);
  console.log(`  PDF size ${(size / 1024).toFixed(0)} KB`);

  target(`${ENTRIES}-entry chronology PDF, click -> file (slowest of ${RUNS})`, Math.round(Math.max(...times)), {
    below: 10_000,
    unit: 'ms',
  });
  target('longest main-thread task while it is built', Math.round(Math.max(...longest)), { atMost: 50, unit: 'ms' });
  target('progress lines shown while it is built (fewest of the runs)', steps.length, { atLeast: 3 });
} finally {
  await browser.close();
  close();
}
summary('journal-report');
