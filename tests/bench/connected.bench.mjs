// First visit to "/" in local mode and in connected mode: gzip bytes of the JavaScript
// downloaded before the page settles (network idle), measured as bundle.bench.mjs does.
// Builds the connected variant into its own directory (dist-bench-connected) with a
// Supabase address nobody listens on: a first visit must not need it.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { BASE, kb, launch } from './browser.mjs';

const localDist = process.env.EG_OUT_DIR || 'dist';
const connectedDist = 'dist-bench-connected';
const connectedPort = Number(process.env.BENCH_CONNECTED_PORT || 4218);

function gzBytes(dist, urlPath) {
  try {
    return gzipSync(readFileSync(`${dist}${urlPath}`), { level: 9 }).length;
  } catch {
    return 0;
  }
}

async function firstVisit(browser, base, dist) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const seen = new Set();
  let foreign = 0;
  page.on('request', (req) => {
    const u = new URL(req.url());
    if (u.origin !== new URL(base).origin) foreign++;
    else if (/\.m?js$/.test(u.pathname)) seen.add(u.pathname);
  });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  let js = 0;
  let raw = 0;
  let supabase = false;
  for (const p of seen) {
    js += gzBytes(dist, p);
    raw += readFileSync(`${dist}${p}`).length;
    if (readFileSync(`${dist}${p}`, 'utf8').includes('GoTrueClient')) supabase = true;
  }
  await context.close();
  return { js, raw, files: seen.size, supabase, foreign };
}

const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    EG_OUT_DIR: connectedDist,
    VITE_SUPABASE_URL: 'http://localhost:4219',
    VITE_SUPABASE_ANON_KEY: 'bench-anon-key',
  },
});
if (build.status !== 0) process.exit(1);
const server = spawn('npx', ['vite', 'preview', '--port', String(connectedPort), '--strictPort', '--outDir', connectedDist], {
  stdio: 'ignore',
  detached: true,
});
const connectedBase = `http://localhost:${connectedPort}`;
try {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(connectedBase)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const browser = await launch();
  const local = await firstVisit(browser, BASE, localDist);
  const connected = await firstVisit(browser, connectedBase, connectedDist);
  await browser.close();
  const line = (name, r) =>
    `First visit to / (${name}): ${kb(r.js)} gzipped JavaScript (${r.raw} bytes uncompressed) in ${r.files} files; supabase-js ${r.supabase ? 'downloaded' : 'not downloaded'}; ${r.foreign} requests to other origins`;
  console.log(line('local mode', local));
  console.log(line('connected mode', connected));
  const diff = connected.js - local.js;
  const rawDiff = connected.raw - local.raw;
  console.log(
    `Connected minus local: ${rawDiff >= 0 ? '+' : '-'}${Math.abs(rawDiff)} bytes uncompressed, ${diff >= 0 ? '+' : '-'}${Math.abs(diff)} bytes gzipped`,
  );
  if (rawDiff === 0 && diff !== 0) {
    console.log('  (same code and size; gzip differs only because chunk file names carry different content hashes)');
  }
} finally {
  process.kill(-server.pid);
}
