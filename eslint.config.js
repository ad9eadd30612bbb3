// ESLint (flat config). `npm run lint`; `npm test` runs it and fails on any error.
// The layering rules are explained in docs/architecture-rules.md.
import js from '@eslint/js';
import tseslint from '@evenground/eslint-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { caseCollision } from './scripts/eslint/caseCollision.js';
import cycleParser from './scripts/eslint/cycleParser.js';
import { LAYERS } from './scripts/eslint/layers.js';

/** Storage packages that hold parents' data: only src/vault may import them. */
const STORAGE_PACKAGES = ['dexie', 'dexie-react-hooks', 'idb-keyval'];
/** The account service client: only src/sync may import it. */
const SYNC_PACKAGES = ['@supabase/supabase-js'];

/** A site address that is an app page (static files under /coach, /images, /icons are not). */
const APP_ADDRESS = '/^\\/(?!coach\\/|images\\/|icons\\/|favicon)/';

const restrict = (names, message) => names.map((name) => ({ name, message }));

/** Layers, lowest first (scripts/eslint/layers.js). A file may import from the layers its entry allows. */
const elements = LAYERS.map(({ type, pattern }) =>
  type === 'feature' ? { type, pattern, capture: ['feature'] } : { type, pattern },
);

const allowTypes = (...types) => ({ to: { element: { types: { anyOf: types } } } });

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'public/**',
      'supabase/**',
      'shots-tmp.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // tsc already reports unused locals and parameters (noUnusedLocals/noUnusedParameters).
      '@typescript-eslint/no-unused-vars': 'off',
    },
  },
  {
    files: ['scripts/**', 'tests/**', '*.config.{js,ts}', 'workers/**', 'build/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  // React hooks: the two classic rules, everywhere there is React code.
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Layering: lib/content <- state <- ui <- vault/sync <- features <- app; a feature never
  // imports another; nothing in the app imports the build's server code (build/).
  {
    files: ['src/**/*.{ts,tsx}', 'workers/**/*.ts', 'build/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['src/**/*', 'workers/**/*', 'build/**/*'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            ...LAYERS.map(({ type, mayImport }) => ({ from: { element: { type } }, allow: allowTypes(...mayImport) })),
            // A feature may also import from its own folder (and no other feature's).
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
            },
            // Packages from node_modules are not elements; the package rules below cover them.
            { allow: { to: { module: { origin: 'external' } } } },
            { allow: { to: { module: { origin: 'core' } } } },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...restrict(
              STORAGE_PACKAGES,
              'Only src/vault stores user data: use the vault (records, useVaultRecord, useVaultList).',
            ),
            ...restrict(SYNC_PACKAGES, 'Only src/sync talks to the account service.'),
          ],
        },
      ],
    },
  },
  {
    files: ['src/vault/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: restrict(SYNC_PACKAGES, 'Only src/sync talks to the account service.') }],
    },
  },
  {
    files: ['src/sync/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: restrict(
            STORAGE_PACKAGES,
            'Only src/vault stores user data: use the vault (records, useVaultRecord, useVaultList).',
          ),
        },
      ],
    },
  },
  // No import cycles at all, type-only imports included (docs/architecture-rules.md, "Import
  // cycles"). import-x's no-cycle skips `import type`; cycleParser reads those as plain imports.
  {
    files: ['src/**/*.{ts,tsx}', 'workers/**/*.ts', 'build/**/*.ts'],
    languageOptions: { parser: cycleParser },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
    },
  },
  // Page addresses are named, never spelt out: src/lib/paths.ts and src/lib/pathQueries.ts
  // build every link, redirect and route (docs/architecture-rules.md, "Addresses").
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/paths.ts', 'src/lib/pathQueries.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          `JSXAttribute[name.name=/^(href|to|path)$/] > Literal[value=${APP_ADDRESS}]`,
          `JSXAttribute[name.name=/^(href|to|path)$/] TemplateLiteral > TemplateElement:first-child[value.raw=${APP_ADDRESS}]`,
          `Property[key.name=/^(href|to|path|redirectTo)$/] > Literal[value=${APP_ADDRESS}]`,
          `Property[key.name=/^(href|to|path|redirectTo)$/] > TemplateLiteral > TemplateElement:first-child[value.raw=${APP_ADDRESS}]`,
          `CallExpression[callee.name='navigate'] > Literal[value=${APP_ADDRESS}]`,
        ].map((selector) => ({
          selector,
          message: 'Name the page from src/lib/paths.ts (paths.resources, productPath(slug)) or src/lib/pathQueries.ts.',
        })),
      ],
    },
  },
  // File names: no two files in one folder may differ only in letter case (they collide on
  // case-insensitive disks), and plain modules (.ts) are camelCase.
  {
    files: ['src/**/*', 'workers/**/*', 'tests/**/*', 'scripts/**/*'],
    plugins: { evenground: { rules: { 'no-case-collision': caseCollision } } },
    rules: {
      'evenground/no-case-collision': 'error',
    },
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['**/*.d.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.ts': 'CAMEL_CASE' }, { ignoreMiddleExtensions: true }],
    },
  },
);
