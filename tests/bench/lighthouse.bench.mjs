// Lighthouse (mobile defaults: simulated slow 4G and 4x CPU slowdown) on one page of each
// route family, against the production build served the way `npm start` serves it.
// Each route is measured LH_RUNS times (default 3) in a fresh tab with storage cleared, and
// the median of each figure is printed in a table and checked against its target.
//   LH_ROUTES=/,/quizzes   measure only these routes (comma-separated)
//   LH_RUNS=1              one run per route (while developing)
//   LH_JSON=dir            also write each run's full report (JSON) into dir
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { BASE } from './browser.mjs';
import { summary, target } from './targets.mjs';

/** One page of each route family (a guide, a quiz and the parenting-time tool stand for theirs). */
const ROUTES = [
  '/',
  '/insights-and-guides',
  '/resources',
  '/resources/coparenting-communication',
  '/resources/financial-affidavit',
  '/resources/parenting-plan-template',
  '/resources/expense-tracker',
  '/resources/understanding-child-support',
  '/resources/parenting-time-calculator',
  '/quizzes',
  '/quizzes/custody-readiness',
  '/document-analysis',
  '/my-data',
];

const only = process.env.LH_ROUTES?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const routes = only?.length ? only : ROUTES;
const runs = Math.max(1, Number(process.env.LH_RUNS || 3));
const jsonDir = process.env.LH_JSON;
if (jsonDir) mkdirSync(jsonDir, { recursive: true });

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

process.env.CHROME_PATH ??= '/usr/bin/chromium';
const chrome = await chromeLauncher.launch({
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-quic'],
});

const rows = [];
try {
  for (const path of routes) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      // A trace that could not be recorded (NO_NAVSTART and the like, on a busy machine) is
      // run again, up to twice; a route that still fails stops the bench with its message.
      let result;
      for (let attempt = 1; ; attempt++) {
        result = await lighthouse(`${BASE}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        const err = result?.lhr?.runtimeError;
        if (result?.lhr && !err) break;
        if (attempt === 3) throw new Error(`Lighthouse could not measure ${path}: ${err?.message ?? 'no result'}`);
        console.log(`(${path}: ${err?.code ?? 'no result'}, measuring again)`);
      }
      const lhr = result.lhr;
      if (jsonDir)
        writeFileSync(`${jsonDir}/${path.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'}-${i + 1}.json`, result.report);
      samples.push({
        perf: Math.round((lhr.categories.performance.score ?? 0) * 100),
        a11y: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
        cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0,
        tbt: lhr.audits['total-blocking-time'].numericValue ?? 0,
        lcp: lhr.audits['largest-contentful-paint'].numericValue ?? 0,
        fcp: lhr.audits['first-contentful-paint'].numericValue ?? 0,
        bi: Math.round(lhr.environment?.benchmarkIndex ?? 0),
      });
    }
    const m = (k) => median(samples.map((s) => s[k]));
    rows.push({
      path,
      perf: m('perf'),
      a11y: m('a11y'),
      cls: m('cls'),
      tbt: m('tbt'),
      lcp: m('lcp'),
      fcp: m('fcp'),
      all: samples,
    });
  }
} finally {
  await chrome.kill();
}

const pad = (s, n) => String(s).padEnd(n);
const padL = (s, n) => String(s).padStart(n);
console.log(
  `Lighthouse ${runs === 1 ? '(one run each)' : `(median of ${runs})`}, mobile; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
// benchmarkIndex is Lighthouse's own CPU score for this machine at the time of the run (an
// idle mid-range desktop is about 1500-2500): a low one means the machine was busy and the
// TBT and performance figures of that run read high. (A blocking time from the trace's
// thread CPU time is not printed: Chromium's thread time here is about a quarter of the main
// thread's task time even on an idle machine, so it read 0 on every route and said nothing.)
console.log(
  `${pad('route', 40)}${padL('perf', 6)}${padL('a11y', 6)}${padL('CLS', 8)}${padL('TBT ms', 8)}${padL('LCP ms', 8)}${padL('FCP ms', 8)}  each run: perf, TBT ms`,
);
for (const r of rows) {
  console.log(
    `${pad(r.path, 40)}${padL(r.perf, 6)}${padL(r.a11y, 6)}${padL(r.cls.toFixed(3), 8)}${padL(Math.round(r.tbt), 8)}${padL(Math.round(r.lcp), 8)}${padL(Math.round(r.fcp), 8)}  ${r.all.map((s) => s.perf).join(' ')}, ${r.all.map((s) => Math.round(s.tbt)).join(' ')}  (benchmarkIndex ${r.all.map((s) => s.bi).join(' ')})`,
  );
}
console.log('');
for (const r of rows) {
  target(`${r.path} performance`, r.perf, { atLeast: 95 });
  target(`${r.path} accessibility`, r.a11y, { equals: 100 });
  target(`${r.path} cumulative layout shift`, Number(r.cls.toFixed(3)), { atMost: 0.02, digits: 3 });
  target(`${r.path} total blocking time`, Math.round(r.tbt), { atMost: 100, unit: 'ms' });
}
summary('lighthouse');
