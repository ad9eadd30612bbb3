// Vault timings in Chromium: unlock (PBKDF2-SHA-256, 600,000 iterations, included) and
// save + load of 1, 100 and 5,000 records, encrypted (the real src/vault code) vs plain
// Dexie in the same run. Builds tests/bench/vault/ into a temp dir and serves it itself.
// Prints figures only; asserts no timings.
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { build } from 'vite';
import { launch } from './browser.mjs';

const root = resolve('tests/bench/vault');
const out = mkdtempSync(join(tmpdir(), 'eg-vault-bench-'));
await build({ root, configFile: false, logLevel: 'warn', build: { outDir: out, emptyOutDir: true, target: 'es2022' } });

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer((req, res) => {
  const path = join(out, decodeURIComponent(new URL(req.url, 'http://x').pathname));
  const file = existsSync(path) && statSync(path).isFile() ? path : join(out, 'index.html');
  res.writeHead(200, { 'content-type': types[extname(file)] || 'application/octet-stream' });
  res.end(readFileSync(file));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const url = `http://127.0.0.1:${server.address().port}/`;

const browser = await launch();
try {
  const page = await browser.newPage();
  await page.goto(url);
  await page.waitForFunction(() => document.getElementById('status')?.textContent === 'ready');
  const r = await page.evaluate(() => window.runBench());
  const ms = (x) => `${x.toFixed(1)} ms`;
  const sorted = [...r.unlocks].sort((a, b) => a - b);
  console.log(`create vault (2 key wraps, 1 PBKDF2): ${ms(r.createMs)}`);
  console.log(
    `unlock (PBKDF2-SHA-256 600k + unwrap), 5 runs: median ${ms(sorted[2])}, min ${ms(sorted[0])}, max ${ms(sorted[4])}`,
  );
  console.log('records | encrypted save | plain save | ratio | encrypted load | plain load | ratio | counts ok');
  for (const x of r.results) {
    console.log(
      `${String(x.n).padStart(7)} | ${ms(x.encSave).padStart(14)} | ${ms(x.plainSave).padStart(10)} | ${(x.encSave / x.plainSave).toFixed(2).padStart(5)} | ${ms(x.encLoad).padStart(14)} | ${ms(x.plainLoad).padStart(10)} | ${(x.encLoad / x.plainLoad).toFixed(2).padStart(5)} | ${x.check}`,
    );
    const tot = (x.encSave + x.encLoad) / (x.plainSave + x.plainLoad);
    console.log(`        save+load encrypted/plain: ${tot.toFixed(2)}`);
    console.log(
      `        encrypted load = ciphertext read ${ms(x.encRead)} (${(x.encRead / x.plainLoad).toFixed(2)}x plain load) + decrypt and check ${ms(Math.max(0, x.encLoad - x.encRead))}`,
    );
  }
} finally {
  await browser.close();
  server.close();
  rmSync(out, { recursive: true, force: true });
}
