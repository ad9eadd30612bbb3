// `npm run bench`: builds the production PWA, serves it on localhost and runs every
// tests/bench/*.bench.mjs against it. Each prints its own figures.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { ensureChromium, ensurePackages, run } from './ensure.mjs';

ensurePackages();
ensureChromium();
if (run('npx', ['vite', 'build', '--logLevel', 'warn']) !== 0) process.exit(1);

const port = process.env.BENCH_PORT || '4199';
const server = spawn('npx', ['vite', 'preview', '--port', port, '--strictPort'], { stdio: 'ignore', detached: true });
const url = `http://localhost:${port}`;
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(url)).ok) break;
  } catch {
    /* not up yet */
  }
  await new Promise((r) => setTimeout(r, 200));
}

const only = process.argv[2];
let failed = 0;
for (const file of readdirSync('tests/bench')
  .filter((f) => f.endsWith('.bench.mjs'))
  .sort()) {
  if (only && !file.includes(only)) continue;
  console.log(`\n=== ${file}`);
  if (run('node', [`tests/bench/${file}`], { env: { BENCH_URL: url } }) !== 0) failed++;
}
process.kill(-server.pid);
process.exit(failed ? 1 : 0);
