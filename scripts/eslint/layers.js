// The layers and what each may import: eslint.config.js builds its boundary rules from this
// list, and tests/unit/lint.test.ts checks that docs/architecture-rules.md's table says the same.

/** Each layer: its folder pattern and the layers it may import from (a feature: also its own folder). */
export const LAYERS = [
  { type: 'lib', pattern: 'src/lib', mayImport: ['lib'] },
  { type: 'content', pattern: 'src/content', mayImport: ['lib', 'content'] },
  { type: 'state', pattern: 'src/state', mayImport: ['lib', 'content', 'state'] },
  { type: 'ui', pattern: 'src/ui', mayImport: ['lib', 'content', 'state', 'ui'] },
  { type: 'vault', pattern: 'src/vault', mayImport: ['lib', 'content', 'state', 'ui', 'vault'] },
  { type: 'sync', pattern: 'src/sync', mayImport: ['lib', 'content', 'state', 'ui', 'vault', 'sync'] },
  { type: 'feature', pattern: 'src/features/*', mayImport: ['lib', 'content', 'state', 'ui', 'vault', 'sync'] },
  {
    type: 'app',
    pattern: 'src/app',
    mayImport: ['lib', 'content', 'state', 'ui', 'vault', 'sync', 'feature', 'app'],
  },
  { type: 'worker', pattern: 'workers', mayImport: ['lib', 'content', 'feature', 'worker'] },
  // Build and preview-server code (vite.config.ts's headers and static serving): Node only,
  // and no app layer lists it, so nothing the browser runs can import it.
  { type: 'build', pattern: 'build', mayImport: ['lib', 'build'] },
];
