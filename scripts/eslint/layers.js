// The layers and what each may import: eslint.config.js builds its boundary rules from this
// list, and tests/unit/lint.test.ts checks that docs/architecture-rules.md's table says the same.

/** Each layer: its folder pattern and the layers it may import from (a feature: also its own folder). */
export const LAYERS = [
  { type: 'lib', pattern: 'src/lib', mayImport: ['lib'] },
  { type: 'content', pattern: 'src/content', mayImport: ['lib', 'content'] },
  { type: 'ui', pattern: 'src/ui', mayImport: ['lib', 'content', 'ui'] },
  { type: 'vault', pattern: 'src/vault', mayImport: ['lib', 'content', 'ui', 'vault'] },
  { type: 'sync', pattern: 'src/sync', mayImport: ['lib', 'content', 'ui', 'vault', 'sync'] },
  { type: 'feature', pattern: 'src/features/*', mayImport: ['lib', 'content', 'ui', 'vault', 'sync'] },
  { type: 'app', pattern: 'src/app', mayImport: ['lib', 'content', 'ui', 'vault', 'sync', 'feature', 'app'] },
  { type: 'worker', pattern: 'workers', mayImport: ['lib', 'content', 'feature', 'worker'] },
];
