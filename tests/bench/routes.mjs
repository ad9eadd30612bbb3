// Concrete addresses of every route, for the bench scripts: the route table itself
// (src/app/routes.ts, whose paths come from src/lib/paths.ts), loaded through Vite, so a
// route added to the table is benched without editing this file. A route with a parameter
// is benched at its `sample` address.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ssrServer } from './vite-ssr.mjs';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export async function routesForBench() {
  const server = await ssrServer(ROOT);
  try {
    const { routes } = await server.ssrLoadModule('/src/app/routes.ts');
    const out = routes.map((r) => r.sample ?? r.path);
    return [...new Set(out)].filter((p) => !p.includes(':'));
  } finally {
    await server.close();
  }
}
