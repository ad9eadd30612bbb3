// `npm test`: install if needed (npm packages, Debian's Chromium), then type-check, run
// the unit tests (Vitest), build the production PWA and run the browser tests (Playwright).
// Every stage runs even if an earlier one failed; the exit code is non-zero on any failure.
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium, ensurePackages, run } from './ensure.mjs';

ensurePackages();
ensureChromium();
rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

const failures = [];
const stage = (name, code) => {
  if (code !== 0) failures.push(name);
};

stage('typecheck', run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']));
stage('typecheck (service worker)', run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.sw.json']));
stage(
  'unit tests',
  run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json']),
);
const buildCode = run('npx', ['vite', 'build', '--logLevel', 'warn']);
stage('build', buildCode);
// Connected mode: a second build whose Supabase is the test double the browser tests
// serve on localhost (tests/e2e/stub-supabase.mjs, see playwright.config.ts).
const connectedCode = run('npx', ['vite', 'build', '--logLevel', 'warn'], {
  env: {
    EG_OUT_DIR: 'dist-connected',
    VITE_SUPABASE_URL: 'http://localhost:4227',
    VITE_SUPABASE_ANON_KEY: 'test-anon-key',
    VITE_NEWSLETTER_URL: 'http://localhost:4227/newsletter',
  },
});
stage('build (connected mode)', connectedCode);
if (buildCode === 0)
  stage('browser tests', run('npx', ['playwright', 'test'], { env: connectedCode === 0 ? { EG_CONNECTED: '1' } : {} }));

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
  console.log(`browser: ${(s.expected ?? 0) + (s.flaky ?? 0)} passed, ${s.unexpected ?? 0} failed${s.flaky ? ` (${s.flaky} flaky, passed on retry)` : ''}`);
}
if (failures.length) console.error(`\nFailed stages: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length || failed ? 1 : 0);
