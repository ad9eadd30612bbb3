// The TypeScript parser as typescript-eslint gives it, except that `import type` and
// `export type ... from` read as plain imports. eslint-plugin-import-x's no-cycle skips
// type-only imports (they vanish from the built JavaScript), but this project allows no
// cycle at all: a type-only cycle still ties two modules together (docs/architecture-rules.md,
// "Import cycles"). Only the import kind changes; scope analysis ran before, on the real code,
// and tsc (verbatimModuleSyntax) still checks that every `import type` is used as a type.
import tseslint from '@evenground/eslint-typescript';

/** @param {{ type: string, source?: unknown, importKind?: string, exportKind?: string, specifiers?: Array<{ importKind?: string, exportKind?: string }> }} node */
function asValue(node) {
  // `export type Foo = ...` declares a type here: not an import, left as it is.
  if (node.type === 'ExportNamedDeclaration' && !node.source) return;
  for (const n of [node, ...(node.specifiers ?? [])]) {
    if (n.importKind === 'type') n.importKind = 'value';
    if (n.exportKind === 'type') n.exportKind = 'value';
  }
}

const IMPORTS = new Set(['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'TSImportEqualsDeclaration']);

/** @param {string} code @param {Record<string, unknown>} options */
function parseForESLint(code, options) {
  const result = tseslint.parser.parseForESLint(code, options);
  for (const node of result.ast.body) if (IMPORTS.has(node.type)) asValue(node);
  return result;
}

export default { meta: { name: 'evenground-cycle-parser', version: '1.0.0' }, parseForESLint };
