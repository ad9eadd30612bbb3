// `npm test`: install if needed (npm packages, Debian's Chromium), then type-check, lint
// (ESLint: layer boundaries, React hooks, file names; see eslint.config.js), check the
// formatting (Prettier), look for dead code (knip: unused files, exports and dependencies;
// knip.jsonc), run the unit tests (Vitest), build the production PWA and run the browser
// tests (Playwright).
// Every stage runs even if an earlier one failed; the exit code is non-zero on any failure.
// The type-checks (then lint, format check and knip) and the two builds run side by side
// (each leaves a core idle for much of its time). As soon as both builds have ended, the unit
// tests and the browser tests start, beside what is left of lint, format check and knip: the
// browser tests wait on pages, storage and timers for much of their time, and the other
// stages fill those gaps instead of running before them. Measured again once the unit tests'
// vault files stopped paying for 600,000-iteration PBKDF2 (CI=true, busy shared machine, back to
// back): 946.1 s this way against 1033.9 s with the unit tests first (then the browser tests).
// Each stage's wall time is printed, and a summary table at the end.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium, ensurePackages } from './ensure.mjs';
import { freePorts } from './ports.mjs';

const started = Date.now();
ensurePackages();
ensureChromium();
rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

const port = Number(process.env.EG_PORT || 4173);
const connectedPort = Number(process.env.EG_CONNECTED_PORT || 4217);
const stubPort = Number(process.env.EG_STUB_PORT || 4227);

// Stopping `npm test` (Ctrl-C, or a kill of its pid) stops what it started, so no preview
// server or Supabase test double is left holding a port for the next run. Each stage runs
// in its own process group, and the whole group gets the signal (a tool's own children, such
// as Vitest's workers or Playwright's servers, included).
const running = new Set();
const stopAll = (signal) => {
  for (const child of running) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      /* already gone */
    }
  }
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => {
    stopAll(signal);
    process.exit(130);
  });
process.on('exit', () => stopAll('SIGTERM'));

// The tools' own executables, not `npx` (which costs a second or more per call on a busy
// machine and prints npm's warnings).
const bin = (name) => `node_modules/.bin/${name}`;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const timings = [];
const failures = [];

/**
 * Runs one stage. `live` stages write straight to this terminal; the others (run side by
 * side) are buffered and printed whole when they end, so their lines do not interleave.
 */
function stage(name, cmd, args, { env = {}, live = false } = {}) {
  const t0 = Date.now();
  if (live) console.log(`\n▶ ${name}`);
  return new Promise((done) => {
    const child = spawn(cmd, args, {
      stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'],
      env: { ...process.env, ...env },
      detached: true,
    });
    running.add(child);
    const out = [];
    if (!live) {
      child.stdout.on('data', (d) => out.push(d));
      child.stderr.on('data', (d) => out.push(d));
    }
    child.on('error', (err) => out.push(Buffer.from(`${err.message}\n`)));
    child.on('close', (code, signal) => {
      running.delete(child);
      const ms = Date.now() - t0;
      if (!live) {
        console.log(`\n▶ ${name}`);
        process.stdout.write(Buffer.concat(out));
      }
      console.log(
        `◀ ${name}: ${code === 0 ? 'ok' : `FAILED (${signal ? `stopped by ${signal}` : `exit ${code}`})`} in ${seconds(ms)}`,
      );
      timings.push([name, ms, code === 0]);
      if (code !== 0) failures.push(name);
      done(code ?? 1);
    });
  });
}

const together = async (...stages) => {
  const t0 = Date.now();
  const codes = await Promise.all(stages.map((s) => s()));
  return { codes, ms: Date.now() - t0 };
};

let lintCode = 1;
let formatCode = 1;
let knipCode = 1;
const t0 = Date.now();
const checks = (async () => {
  await stage('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
  await stage('typecheck (service worker)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.sw.json']);
  lintCode = await stage('lint', bin('eslint'), ['.']);
  // Formatting (Prettier, .prettierrc.json): `npm run format` rewrites what this lists.
  formatCode = await stage('format check', bin('prettier'), ['--check', '--log-level', 'warn', '.']);
  // Dead code (knip, knip.jsonc): unused files, exports and dependencies fail the run.
  knipCode = await stage('dead code (knip)', bin('knip'), ['--no-progress']);
})();
const [buildCode, connectedCode] = await Promise.all([
  stage('build', bin('vite'), ['build', '--logLevel', 'warn']),
  // Connected mode: a second build whose Supabase is the test double the browser tests
  // serve on localhost (tests/e2e/stub-supabase.mjs, see playwright.config.ts).
  stage('build (connected mode)', bin('vite'), ['build', '--logLevel', 'warn'], {
    env: {
      EG_OUT_DIR: 'dist-connected',
      VITE_SUPABASE_URL: `http://localhost:${stubPort}`,
      VITE_SUPABASE_ANON_KEY: 'test-anon-key',
      VITE_NEWSLETTER_URL: `http://localhost:${stubPort}/newsletter`,
    },
  }),
]);
const buildsMs = Date.now() - t0;
// The unit tests do not read the builds; their output is printed whole when they end.
const unit = stage('unit tests', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/vitest.json',
]);
const browser = (async () => {
  if (buildCode !== 0) return;
  const connected = connectedCode === 0;
  const free = await freePorts(
    [
      { port, what: 'preview server' },
      ...(connected
        ? [
            { port: connectedPort, what: 'connected-mode preview server' },
            { port: stubPort, what: 'Supabase test double' },
          ]
        : []),
    ],
    (cmdline, p) =>
      new RegExp(`tests/e2e/stub-supabase\\.mjs ${p}$`).test(cmdline) ||
      new RegExp(`vite(\\.js)? preview --port ${p}\\b`).test(cmdline),
  );
  if (free)
    await stage('browser tests', bin('playwright'), ['test'], {
      live: true,
      env: connected
        ? { EG_CONNECTED: '1', EG_PORT: String(port), EG_CONNECTED_PORT: String(connectedPort), EG_STUB_PORT: String(stubPort) }
        : { EG_PORT: String(port) },
    });
  else failures.push('browser tests (ports in use)');
})();
await Promise.all([checks, unit, browser]);

let passed = 0;
let failed = 0;
let skipped = 0;
function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}
const vitest = readJson('test-results/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  console.log(`unit: ${vitest.numPassedTests ?? 0} passed, ${vitest.numFailedTests ?? 0} failed`);
}
for (const name of readdirSync('test-results').filter((f) => /^playwright-.*\.json$/.test(f))) {
  const pw = readJson(`test-results/${name}`);
  if (!pw?.stats) continue;
  const s = pw.stats;
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
  console.log(
    `browser: ${(s.expected ?? 0) + (s.flaky ?? 0)} passed, ${s.unexpected ?? 0} failed${s.flaky ? ` (${s.flaky} flaky, passed on retry)` : ''}`,
  );
}
console.log(`lint: ${lintCode === 0 ? 'no problems' : 'problems found (listed above)'}`);
console.log(`dead code: ${knipCode === 0 ? 'none found' : 'unused files, exports or dependencies (listed above)'}`);
console.log(
  `format: ${formatCode === 0 ? 'every file formatted' : 'files not formatted (listed above; npm run format fixes them)'}`,
);
console.log('\nStage wall times:');
for (const [name, ms, ok] of timings) console.log(`  ${name.padEnd(36)} ${seconds(ms).padStart(9)}${ok ? '' : '  FAILED'}`);
console.log(`  ${'both builds (side by side)'.padEnd(36)} ${seconds(buildsMs).padStart(9)}`);
console.log(`  ${'total'.padEnd(36)} ${seconds(Date.now() - started).padStart(9)}`);
if (failures.length) console.error(`\nFailed stages: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length || failed ? 1 : 0);
