// `npm start`: install if needed, build the production PWA, serve it on localhost.
import { ensurePackages, run } from './ensure.mjs';

ensurePackages();
if (run('npx', ['vite', 'build']) !== 0) process.exit(1);
const port = process.env.PORT || '4173';
console.log(`\nEvenGround is being served at http://localhost:${port}/ (press Ctrl+C to stop)\n`);
process.exit(run('npx', ['vite', 'preview', '--port', port, '--strictPort', '--host', 'localhost']));
