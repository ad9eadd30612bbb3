// Writes supabase/seed.sql from src/content/quizzes.ts (through supabase/seed-sql.ts,
// loaded with Vite's module runner so no TypeScript build step is needed).
//   node supabase/generate-seed.mjs
import { writeFileSync } from 'node:fs';
import { createServer } from 'vite';

const server = await createServer({
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const { buildSeedSql } = await server.ssrLoadModule('/supabase/seed-sql.ts');
  writeFileSync(new URL('./seed.sql', import.meta.url), buildSeedSql());
  console.log('Wrote supabase/seed.sql');
} finally {
  await server.close();
}
