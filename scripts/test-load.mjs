// `npm run test:load`: the browser tests while every CPU core is busy, to show that no test
// depends on a quiet machine. One busy loop per core (a child process spinning), then the
// same Playwright run `npm test` makes (same workers, connected mode included), then the
// loops stop. Needs a build first (`npm test`, or `npx vite build` plus the connected build
// that scripts/test.mjs makes). Extra arguments go to Playwright, e.g. a spec file.
// EG_LOAD_LOOPS sets the number of loops (default: one per core).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';

const loops = Number(process.env.EG_LOAD_LOOPS || availableParallelism());
if (!existsSync('dist/index.html')) {
  console.error('No build in dist/: run `npm test` (or `npx vite build`) first.');
  process.exit(1);
}
const connected = existsSync('dist-connected/index.html');

const spinners = [];
for (let i = 0; i < loops; i++) spinners.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
const stopSpinners = () => {
  for (const s of spinners) s.kill('SIGKILL');
};
process.on('exit', stopSpinners);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => {
    stopSpinners();
    process.exit(130);
  });

console.log(
  `${loops} busy loop(s) running (one per core); load average now ${loadavg()
    .map((l) => l.toFixed(1))
    .join(', ')}.`,
);
const t0 = Date.now();
const pw = spawn('node_modules/.bin/playwright', ['test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, ...(connected ? { EG_CONNECTED: '1' } : {}) },
});
pw.on('close', (code, signal) => {
  console.log(
    `Browser tests under load: ${code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${((Date.now() - t0) / 1000).toFixed(1)} s; load average at the end ${loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')}.`,
  );
  stopSpinners();
  process.exit(code ?? 1);
});
