// Serves the production build (dist/) with the journal's bench page (tests/bench/journal/,
// built here with the real src/vault and src/features/journal code) beside it under
// /journal-bench/, on one origin, so the page can seed the vault the app then opens. Used by
// journal.bench.mjs and journal-report.bench.mjs.
import { createServer } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { build } from 'vite';

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

const fileAt = (root, path) => {
  const p = join(root, path);
  if (existsSync(p) && statSync(p).isFile()) return p;
  if (existsSync(join(p, 'index.html'))) return join(p, 'index.html');
  return null;
};

/** Builds the bench page and serves both; `url` is the origin, `close()` stops and cleans up. */
export async function serveJournalBench() {
  const dist = resolve(process.env.EG_OUT_DIR || 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`No build in ${dist}: run "npx vite build" first (npm run bench does).`);
    process.exit(1);
  }
  const benchOut = mkdtempSync(join(tmpdir(), 'eg-journal-bench-'));
  await build({
    root: resolve('tests/bench/journal'),
    base: '/journal-bench/',
    configFile: false,
    logLevel: 'warn',
    build: { outDir: benchOut, emptyOutDir: true, target: 'es2022' },
  });
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = path.startsWith('/journal-bench/')
      ? (fileAt(benchOut, path.slice('/journal-bench/'.length)) ?? join(benchOut, 'index.html'))
      : (fileAt(dist, path) ?? join(dist, 'index.html'));
    res.writeHead(200, { 'content-type': types[extname(file)] || 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close() {
      server.close();
      rmSync(benchOut, { recursive: true, force: true });
    },
  };
}
