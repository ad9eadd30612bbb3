// Shared set-up for `npm start`, `npm test` and `npm run bench`: installs what a fresh
// machine lacks (npm packages, Debian's Chromium) and runs commands with live output.
import { existsSync, statSync, writeFileSync } from 'node:fs';
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
// playwright.config.ts) when it is there; the installability test, the screenshots and the
// benches in the full browser (chromium). Both packages are the same Chromium release. The full
// browser is required; the shell is only faster, so a machine that cannot install it runs the
// browser tests in /usr/bin/chromium instead.
const CHROMIUM = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

// Where a failed try at the optional shell is remembered, so later runs do not repeat
// `apt-get update` each time (a fresh `npm ci` clears it, and the next run tries again).
const NO_SHELL_MARKER = 'node_modules/.eg-no-headless-shell';

/** `apt-get install -y pkg` (with sudo when not root). `optional`: sudo never asks for a password (-n). */
function aptInstall(pkg, { optional = false } = {}) {
  const sudo = process.getuid && process.getuid() !== 0 ? ['sudo', ...(optional ? ['-n'] : [])] : [];
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (...args) =>
    sudo.length ? run(sudo[0], [...sudo.slice(1), 'apt-get', ...args], { env }) : run('apt-get', args, { env });
  return apt('update') === 0 && apt('install', '-y', pkg) === 0;
}

export function ensureChromium() {
  if (!existsSync(CHROMIUM)) {
    console.log("Installing Debian's Chromium (apt-get install -y chromium)…");
    if (!aptInstall('chromium') || !existsSync(CHROMIUM)) {
      console.error(`Could not install Chromium; browser tests need ${CHROMIUM}.`);
      process.exit(1);
    }
  }
  if (existsSync(HEADLESS_SHELL)) return;
  if (existsSync(NO_SHELL_MARKER)) {
    console.log(
      `The headless shell is not installed (an earlier run could not install it); the browser tests run in ${CHROMIUM}.`,
    );
    return;
  }
  console.log("Installing Debian's Chromium headless shell (apt-get install -y chromium-headless-shell)…");
  if (!aptInstall('chromium-headless-shell', { optional: true }) || !existsSync(HEADLESS_SHELL)) {
    console.log(`The headless shell could not be installed; the browser tests run in ${CHROMIUM}.`);
    if (existsSync('node_modules')) writeFileSync(NO_SHELL_MARKER, '');
  }
}
