// `npm start`: install if needed, build the production PWA, serve it on localhost.
// The server runs as a child process; SIGINT/SIGTERM/SIGHUP sent to this process (Ctrl+C,
// or `kill <pid>` of `npm start`) are passed on to it, so one stop stops everything.
import { spawn } from 'node:child_process';
import { ensurePackages, run } from './ensure.mjs';

ensurePackages();
if (run('npx', ['vite', 'build']) !== 0) process.exit(1);
const port = process.env.PORT || '4173';
console.log(`\nEvenGround is being served at http://localhost:${port}/ (press Ctrl+C to stop)\n`);
const server = spawn(
  process.execPath,
  ['node_modules/vite/bin/vite.js', 'preview', '--port', port, '--strictPort', '--host', 'localhost'],
  {
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
