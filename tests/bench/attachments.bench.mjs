// Attachments at 200 MB in Chromium (the real src/vault code, tests/bench/attachments/):
// import 8 files of 25 MB in 1 MiB encrypted pieces with progress, read one back, make a
// backup, and look for the files' marker in IndexedDB, Cache Storage and localStorage.
// Prints figures; the only failure is the marker found stored in plain form.
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { build } from 'vite';
import { launch } from './browser.mjs';

const root = resolve('tests/bench/attachments');
const out = mkdtempSync(join(tmpdir(), 'eg-attachments-bench-'));
await build({ root, configFile: false, logLevel: 'warn', build: { outDir: out, emptyOutDir: true, target: 'es2022' } });

const types = { '.html': 'text/html', '.js': 'text/javascript' };
const server = createServer((req, res) => {
  const path = join(out, decodeURIComponent(new URL(req.url, 'http://x').pathname));
  const file = existsSync(path) && statSync(path).isFile() ? path : join(out, 'index.html');
  res.writeHead(200, { 'content-type': types[extname(file)] || 'application/octet-stream' });
  res.end(readFileSync(file));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const url = `http://127.0.0.1:${server.address().port}/`;

const MB = 1024 * 1024;
const browser = await launch();
let failed;
try {
  const page = await browser.newPage();
  await page.goto(url);
  await page.waitForFunction(() => document.getElementById('status')?.textContent === 'ready');
  const r = await page.evaluate(() => window.runBench());
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `import ${r.files} files x 25 MB = ${r.bytes / MB} MB in ${r.pieces} pieces: ${s(r.importMs)}, ${(r.bytes / MB / (r.importMs / 1000)).toFixed(1)} MB/s; progress reported ${r.progressCalls.join('/')} times per file`,
  );
  console.log(`peak JS heap during import: ${r.peakHeap ? `${(r.peakHeap / MB).toFixed(0)} MB` : 'not measurable here'}`);
  console.log(`read back one 25 MB file: ${s(r.readMs)} (${r.readBytes} bytes)`);
  console.log(`backup with attachments: ${s(r.backupMs)}, ${(r.backupBytes / MB).toFixed(1)} MB file, ${r.backupPieces} pieces`);
  console.log(
    `restore that backup over an erased vault: ${s(r.restoreMs)}, ${r.restoredItems} records, ${r.restoredPieces} pieces`,
  );
  console.log(`canary: marker found stored in plain form in ${r.hits.length ? r.hits.join(', ') : 'nothing'}`);
  failed = r.hits.length > 0;
} finally {
  await browser.close();
  server.close();
}
process.exit(failed ? 1 : 0);
