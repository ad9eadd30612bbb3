// Shared by the bench scripts: launch Debian's Chromium as the tests do.
import { chromium } from '@playwright/test';

export const BASE = process.env.BENCH_URL || 'http://localhost:4199';

export function launch() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
