// Shared set-up for `npm start`, `npm test` and `npm run bench`: installs what a fresh
// machine lacks (npm packages, Debian's Chromium) and runs commands with live output.
import { existsSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...opts, env: { ...process.env, ...(opts.env ?? {}) } });
  return r.status ?? 1;
}

export function ensurePackages() {
  const lock = 'package-lock.json';
  const marker = 'node_modules/.package-lock.json';
  const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000);
  if (!stale) return;
  console.log('Installing npm packages…');
  // `npm ci`: exactly the lock file's versions. The lock holds every platform package of
  // rollup because package.json pins rollup (overrides) to a release whose platform
  // packages the registry serves in full; a partial release left holes that `npm ci`
  // refuses (docs/dependencies.md).
  const code = run('npm', ['ci', '--no-audit', '--no-fund']);
  if (code !== 0) {
    console.error('npm ci failed.');
    process.exit(code);
  }
}

// The browser tests run in Debian's headless shell (chromium-headless-shell, see
// playwright.config.ts); the installability test, the screenshots and the benches in the full
// browser (chromium). Both packages are the same Chromium release.
const CHROMIUM = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

export function ensureChromium() {
  if (existsSync(CHROMIUM) && existsSync(HEADLESS_SHELL)) return;
  console.log("Installing Debian's Chromium (apt-get install -y chromium chromium-headless-shell)…");
  const sudo = process.getuid && process.getuid() !== 0 ? ['sudo'] : [];
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const a = sudo.length ? run('sudo', ['apt-get', 'update'], { env }) : run('apt-get', ['update'], { env });
  const install = ['apt-get', 'install', '-y', 'chromium', 'chromium-headless-shell'];
  const b = sudo.length ? run('sudo', install, { env }) : run(install[0], install.slice(1), { env });
  if (a !== 0 || b !== 0 || !existsSync(CHROMIUM) || !existsSync(HEADLESS_SHELL)) {
    console.error(`Could not install Chromium; browser tests need ${CHROMIUM} and ${HEADLESS_SHELL}.`);
    process.exit(1);
  }
}
