// AI Mediator figures against the production build (run by `npm run bench`):
//   - two 20-page PDFs analysed end to end (click to report on screen), target < 2000 ms
//   - the longest main-thread task during that analysis (PerformanceObserver 'longtask'),
//     target <= 50 ms (Chromium only reports tasks over 50 ms, so "none" means <= 50 ms)
//   - on every old fixture pair: expected conflicting topics found (bar named known misses) and
//     no conflict in a topic both sides agree on
import { readFileSync } from 'node:fs';
import { BASE, launch } from './browser.mjs';

const FIX = 'tests/fixtures/mediation';
const GEN = `${FIX}/generated`;
const expected = JSON.parse(readFileSync(`${FIX}/expected.json`, 'utf8'));

const browser = await launch();
const context = await browser.newContext();
await context.addInitScript(() => {
  localStorage.setItem('cookie-consent', JSON.stringify({ accepted: false, timestamp: new Date().toISOString() }));
  sessionStorage.setItem('newsletter-dismissed', '1');
});
const page = await context.newPage();

async function open() {
  await page.goto(`${BASE}/document-analysis`);
  await page.evaluate(async () => {
    await navigator.serviceWorker?.ready;
  });
  await page.waitForLoadState('networkidle');
}

/** Chooses files, clicks Generate and measures click-to-report and long tasks. */
async function run(a, b, type) {
  await page.getByLabel('Party A documents').setInputFiles(a);
  await page.getByLabel('Party B documents').setInputFiles(b);
  await page.getByLabel('Document type (required)').selectOption(type);
  const figures = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const tasks = [];
        const po = new PerformanceObserver((list) => {
          for (const e of list.getEntries()) tasks.push({ start: e.startTime, ms: e.duration });
        });
        po.observe({ type: 'longtask' });
        const button = document.querySelector('form.med-upload button[type=submit]');
        const t0 = performance.now();
        const mo = new MutationObserver(() => {
          const done = document.querySelector('#med-report-title');
          const problems = document.querySelector('[data-testid=file-problems]');
          if (!done && !problems) return;
          mo.disconnect();
          const t1 = performance.now();
          // Let the frame that shows the report finish before reading long tasks.
          requestAnimationFrame(() =>
            setTimeout(() => {
              po.disconnect();
              const during = tasks.filter((t) => t.start + t.ms >= t0 && t.start <= performance.now());
              const host = document.querySelector('[data-analysis-ms]');
              resolve({
                ms: Math.round(t1 - t0),
                workerMs: host ? Number(host.getAttribute('data-analysis-ms')) : null,
                longest: during.reduce((m, t) => Math.max(m, Math.round(t.ms)), 0),
                longTasks: during.length,
                ok: Boolean(done),
              });
            }, 50),
          );
        });
        mo.observe(document.body, { subtree: true, childList: true });
        button.click();
      }),
  );
  return figures;
}

/** Topic ids of the conflicts shown (every section opened first: closed ones render on opening). */
async function conflictTopics() {
  await page.locator('.med-report details').evaluateAll((ds) => ds.forEach((d) => (d.open = true)));
  return page.evaluate(() => {
    const out = new Set();
    for (const d of document.querySelectorAll('.med-report details')) {
      if (!(d.querySelector('summary')?.textContent ?? '').startsWith('Conflicting')) continue;
      for (const art of d.querySelectorAll('article.med-term')) out.add(art.getAttribute('data-topic'));
    }
    return [...out];
  });
}

let failed = false;

// ---- two 20-page PDFs
await open();
const runs = [];
for (let i = 0; i < 3; i++) {
  if (i > 0) await page.getByRole('button', { name: 'Compare other documents' }).click();
  const f = await run(`${GEN}/bench-20-pages-party-a.pdf`, `${GEN}/bench-20-pages-party-b.pdf`, 'Divorce Terms');
  if (!f.ok) throw new Error('The 20-page pair did not produce a report');
  runs.push(f);
}
const first = runs[0];
const sorted = runs.map((r) => r.ms).sort((x, y) => x - y);
const worstLong = Math.max(...runs.map((r) => r.longest));
console.log(
  `two 20-page PDFs, click to report: first ${first.ms} ms, median of 3: ${sorted[1]} ms (worker reading + analysis ${first.workerMs} ms first run)  [target < 2000 ms]`,
);
console.log(
  `longest main-thread task during analysis: ${worstLong ? `${worstLong} ms` : 'none over 50 ms'} (long tasks seen: ${runs.map((r) => r.longTasks).join(', ')})  [target <= 50 ms]`,
);
if (first.ms >= 2000 || sorted[1] >= 2000) failed = true;
if (worstLong > 50) failed = true;

// ---- fixture accuracy
console.log('\nold fixture pairs (conflicting topics found / expected, conflicts in agreed topics):');
const inputs = (id) => {
  const pdf = `${GEN}/${id}-party-a.pdf`;
  const docx = `${GEN}/${id}-party-a.docx`;
  try {
    readFileSync(pdf);
    return { a: pdf, b: `${GEN}/${id}-party-b.pdf`, as: 'PDF' };
  } catch {
    /* no PDF version */
  }
  try {
    readFileSync(docx);
    return { a: docx, b: `${GEN}/${id}-party-b.docx`, as: 'DOCX' };
  } catch {
    /* no DOCX version */
  }
  return { a: `${FIX}/pairs/${id}/party-a.txt`, b: `${FIX}/pairs/${id}/party-b.txt`, as: 'TXT' };
};
// The old fixture pairs (the real-document corpus and its figures are in mediator-real.bench.mjs):
// every expected conflicting topic shown as a conflict, bar the misses expected.json names, and
// no conflict in a topic both sides agree on.
for (const [id, e] of Object.entries(expected)) {
  await open();
  const src = inputs(id);
  const f = await run(src.a, src.b, e.documentType);
  const got = new Set(await conflictTopics());
  const found = e.conflicting.filter((t) => got.has(t)).length;
  const known = Object.keys(e.knownMisses ?? {}).length;
  const wrong = e.aligned.filter((t) => got.has(t));
  if (found + known < e.conflicting.length || wrong.length) failed = true;
  console.log(
    `  ${id} (${src.as}): conflicting topics found ${found}/${e.conflicting.length}${known ? ` (${known} known miss)` : ''}, conflicts in agreed topics ${wrong.length}${wrong.length ? ` (${wrong.join(', ')})` : ''}, ${f.ms} ms`,
  );
}

await browser.close();
console.log(failed ? '\nmediator bench: a target was MISSED' : '\nmediator bench: all targets met');
process.exit(failed ? 1 : 0);
