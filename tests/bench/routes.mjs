// Reads concrete addresses from src/app/routes.ts for the bench scripts (no TS loader needed).
import { readFileSync } from 'node:fs';

export function routesForBench() {
  const src = readFileSync('src/app/routes.ts', 'utf8');
  const out = [];
  for (const m of src.matchAll(/path: '([^']+)'(?:[^}]*?sample: '([^']+)')?/gs)) {
    out.push(m[2] ?? m[1]);
  }
  return [...new Set(out)].filter((p) => !p.includes(':'));
}
