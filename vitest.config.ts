import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { searchTextPlugin } from './scripts/search-text.mjs';
import { messageSubsets } from './scripts/i18n.mjs';

export default defineConfig({
  plugins: [react(), searchTextPlugin(), messageSubsets()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    testTimeout: 20000,
    // Vitest's own default for `run` is one worker less than the cores, which is a single
    // worker on a 2-core machine. The unit stage of `npm test` shares the machine with at most
    // the single-core lint, format and dead-code checks (scripts/test.mjs), so it takes every core.
    maxWorkers: availableParallelism(),
  },
});
