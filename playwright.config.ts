import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Browser tests run against the production build served by `vite preview`, in Debian's
// Chromium (never a downloaded browser; its headless shell, see chromiumExecutable below).
// EG_PORT / EG_OUT_DIR let several builds coexist.
const port = Number(process.env.EG_PORT || 4173);
const outDir = process.env.EG_OUT_DIR || 'dist';
// Connected mode (issue 5): a second build (dist-connected, made by scripts/test.mjs with
// VITE_SUPABASE_URL pointing at the stub) and a test double of Supabase's Auth and REST
// endpoints. Only with EG_CONNECTED=1, so a plain local run starts nothing extra.
const connected = process.env.EG_CONNECTED === '1';
const connectedPort = Number(process.env.EG_CONNECTED_PORT || 4217);
const stubPort = Number(process.env.EG_STUB_PORT || 4227);
const connectedOutDir = process.env.EG_CONNECTED_OUT_DIR || 'dist-connected';

// Debian's old headless shell (package chromium-headless-shell, the same Chromium release as
// /usr/bin/chromium; scripts/ensure.mjs installs both), not the full browser in its new
// headless mode: the shell has no browser UI and profile machinery to run, and the same
// browser tests used about a third less CPU and wall time with it (local project, spanish +
// consistency: 56 against 82 CPU-seconds, 85 against 122 s; safety + resources + home: 27
// against 44 CPU-seconds, 61 against 89 s; busy shared machine, back to back). The one test
// that needs the full browser (installability, tests/e2e/pwa.spec.ts) launches
// /usr/bin/chromium itself. EG_CHROMIUM names another executable (to compare, say). A machine
// where the shell could not be installed (scripts/ensure.mjs says so) uses the full browser.
const headlessShell = '/usr/lib/chromium/chromium-headless-shell';
const chromiumExecutable = process.env.EG_CHROMIUM || (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

// Vite's own executable, not `npx vite` (npx took 1.6 s more per server on a busy machine, and
// the tests start only once every server answers).
const vite = 'node_modules/.bin/vite';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/pw-${port}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Two workers on the 2-core machine; EG_WORKERS tries another count (the browser tests
  // also wait on pages and timers, so a third may pay off on a quiet machine: not yet measured).
  workers: Number(process.env.EG_WORKERS || 2),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: `test-results/playwright-${port}.json` }]],
  use: {
    baseURL: `http://localhost:${port}`,
    serviceWorkers: 'allow',
    trace: 'off',
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
  },
  // Order matters: Playwright hands out tests project by project, in this order. The
  // connected project runs its files one after another (workers: 1), so it goes first and
  // runs beside the others on the second worker, instead of alone at the end while the other
  // worker idles (40 s of the 441 s in the CI run of 17:15). The service-worker project
  // holds the longest test (every route offline), so it starts next; the many short tests of
  // "local" fill both workers to the end.
  projects: [
    ...(connected
      ? [
          {
            name: 'connected',
            testMatch: /connected\..*spec\.ts$/,
            fullyParallel: false,
            // One stub (its users, quiz rows and request log) serves every connected spec
            // file, so the files run one after another, never side by side.
            workers: 1,
            // No service worker here either (see local-sw below); the one offline test
            // (quiz sync) allows it itself, with test.use, and carries the @service-worker tag.
            use: { baseURL: `http://localhost:${connectedPort}`, serviceWorkers: 'block' as const },
          },
        ]
      : []),
    // Installing the service worker precaches the whole app (150 files) in every new
    // browser context, which doubled the time of a typical test. Only the tests tagged
    // @service-worker (offline use, updates, the precache itself) run with it.
    {
      name: 'local-sw',
      testIgnore: /connected\..*spec\.ts$/,
      grep: /@service-worker/,
      use: { serviceWorkers: 'allow' },
    },
    {
      name: 'local',
      testIgnore: /connected\..*spec\.ts$/,
      grepInvert: /@service-worker/,
      use: { serviceWorkers: 'block' },
    },
  ],
  webServer: [
    {
      command: `${vite} preview --port ${port} --strictPort --outDir ${outDir}`,
      url: `http://localhost:${port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
    },
    ...(connected
      ? [
          {
            command: `${vite} preview --port ${connectedPort} --strictPort --outDir ${connectedOutDir}`,
            // The preview server's security headers are made from the same VITE_* settings as
            // the build (the CSP's connect-src must name the Supabase test double).
            env: { VITE_SUPABASE_URL: `http://localhost:${stubPort}`, VITE_SUPABASE_ANON_KEY: 'test-anon-key' },
            url: `http://localhost:${connectedPort}/`,
            reuseExistingServer: false,
            timeout: 60_000,
            stdout: 'ignore' as const,
          },
          {
            command: `node tests/e2e/stub-supabase.mjs ${stubPort}`,
            url: `http://localhost:${stubPort}/__stub/requests`,
            reuseExistingServer: false,
            timeout: 30_000,
            stdout: 'ignore' as const,
          },
        ]
      : []),
  ],
});
