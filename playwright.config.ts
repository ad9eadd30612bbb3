import { defineConfig } from '@playwright/test';

// Browser tests run against the production build served by `vite preview`, in Debian's
// Chromium (never a downloaded browser). EG_PORT / EG_OUT_DIR let several builds coexist.
const port = Number(process.env.EG_PORT || 4173);
const outDir = process.env.EG_OUT_DIR || 'dist';

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
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: `test-results/playwright-${port}.json` }]],
  use: {
    baseURL: `http://localhost:${port}`,
    serviceWorkers: 'allow',
    trace: 'off',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'local', testIgnore: /connected\..*spec\.ts$/ }],
  webServer: {
    command: `npx vite preview --port ${port} --strictPort --outDir ${outDir}`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
  },
});
