import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { searchTextPlugin } from './scripts/search-text.mjs';

export default defineConfig({
  plugins: [react(), searchTextPlugin()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    testTimeout: 20000,
  },
});
