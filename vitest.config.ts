import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { searchTextPlugin } from './scripts/search-text.mjs';
import { messageSubsets } from './scripts/i18n.mjs';

const UNIT = 'tests/unit';
const UNIT_FILES = 'tests/unit/**/*.test.{ts,tsx}';

/**
 * The text engines' corpus and rule tests (the crisis detector and coach, the message coach,
 * the AI Mediator), the child support, parenting plan and time, quiz and resource tests and the
 * Spanish catalog tests run in workers that keep their modules from one file to the next
 * (Vitest's isolate: false). Many of these files import the same heavy modules (the NLP library,
 * the crisis model, the mediator's rules, the message catalogs), and with a fresh module graph
 * per file that import was most of their cost. Measured when 89 files were shared, one worker, back to back on
 * the shared machine (load 7 to 10): 84.5 CPU-seconds (148 s) with a fresh module graph per
 * file, 42.8 (76 s) sharing; shuffled, the same results. Only files that cannot leave anything
 * behind for the next: no `vi` from Vitest (module mocks, spies, fake timers, stubbed globals),
 * no other test environment, no globalThis or process.env. A file that starts using one of
 * those moves to the isolated project by itself. Storage (the vault, the journal, IndexedDB)
 * stays isolated.
 */
const leavesNothingBehind = (text: string) =>
  ![...text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]vitest['"]/g)].some((m) => /\bvi\b/.test(m[1]!)) &&
  !/@vitest-environment|globalThis|process\.env/.test(text);
/**
 * Other files that test pure functions or static text (no storage, no app-wide store, no
 * server): they share the same modules as the engines' files (the message catalogs, React,
 * react-pdf) and have nothing to leave behind. Session 28 (docs/testing.md, "Unit suite speed").
 */
const PURE = [
  'affidavit.test.ts',
  'carousel.test.ts',
  'checklists.test.ts',
  'citations.test.ts',
  'community.test.ts',
  'contact.test.ts',
  'csv.test.ts',
  'dialogQuickExit.test.ts',
  'draft-pdf-layout.test.tsx',
  'errorMessage.test.ts',
  'estimate.test.ts',
  'field.test.tsx',
  'i18n-subsets.test.ts',
  'mailto.test.ts',
  'messages-real.test.ts',
  'meta.test.ts',
  'money.test.ts',
  'paths.test.ts',
  'pdf-hyphenation.test.tsx',
  'quizTipLinks.test.ts',
  'security-headers.test.ts',
  'settle.test.ts',
  'shop.test.ts',
  'toastPlacement.test.ts',
  'tool-toolbar-props.test.ts',
  'worksheet-caveat.test.ts',
];
const sharedModules = readdirSync(UNIT)
  .filter(
    (f) =>
      /^(?:coach|crisis|message-coach|mediator|child-support|parenting-plan|parenting-time|quiz|insights|videos|resourceSearch|resources)\b.*\.test\.tsx?$/.test(
        f,
      ) || /-es\.test\.tsx?$/.test(f),
  )
  .concat(PURE)
  // coach-lines (5,777 messages through the crisis triage) spent 64 CPU-seconds in the shared
  // worker after the files before it, 41 in a worker of its own (session 28): it runs isolated.
  .filter((f) => f !== 'coach-lines.test.ts')
  .filter((f) => leavesNothingBehind(readFileSync(`${UNIT}/${f}`, 'utf8')))
  .map((f) => `${UNIT}/${f}`);

export default defineConfig({
  plugins: [react(), searchTextPlugin(), messageSubsets()],
  test: {
    environment: 'node',
    // Child processes (Vitest's default, forks), not worker threads: threads of one process share
    // BroadcastChannel, so one file's vault lock reached another file's vault (vault.test and
    // vault-hardening failed with VaultLocked and DatabaseClosedError in the final CI of session 28).
    // docs/testing.md, "Unit suite speed (session 28)".
    pool: 'forks',
    setupFiles: ['tests/unit/setup.ts'],
    testTimeout: 20000,
    // Vitest's own default for `run` is one worker less than the cores, which is a single
    // worker on a 2-core machine. In `npm test` the unit stage runs beside the browser tests
    // (scripts/test.mjs) and what is left of lint, format and dead-code checks, and takes every
    // core (two workers here beside Playwright's two; one against two not yet measured there).
    maxWorkers: availableParallelism(),
    projects: [
      { extends: true, test: { name: 'shared modules', include: sharedModules, isolate: false } },
      {
        extends: true,
        test: { name: 'isolated', include: [UNIT_FILES], exclude: [...configDefaults.exclude, ...sharedModules] },
      },
    ],
  },
});
