// The project type-checks with TypeScript 7; only typescript-eslint (in its own workspace,
// tools/eslint-typescript) loads TypeScript 6. docs/dependencies.md explains the layout.
import { describe, expect, it } from 'vitest';
import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const root = resolve(__dirname, '../..');
const versionOf = (pkgJson: string) => (JSON.parse(readFileSync(pkgJson, 'utf8')) as { version: string }).version;

describe('TypeScript toolchain', () => {
  it('the tsc that npm scripts and npx run is TypeScript 7', () => {
    expect(versionOf(resolve(root, 'node_modules/typescript/package.json'))).toMatch(/^7\./);
    expect(realpathSync(resolve(root, 'node_modules/.bin/tsc'))).toBe(
      realpathSync(resolve(root, 'node_modules/typescript/bin/tsc')),
    );
    const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.typecheck).toBe('tsc --noEmit -p tsconfig.json');
  });

  it("typescript-eslint's parser loads TypeScript 6 from the lint workspace", () => {
    const fromWorkspace = createRequire(resolve(root, 'tools/eslint-typescript/index.js'));
    const estree = fromWorkspace.resolve('@typescript-eslint/typescript-estree');
    const fromEstree = createRequire(estree);
    expect(versionOf(fromEstree.resolve('typescript/package.json'))).toMatch(/^6\.0\./);
    const tsApiUtils = createRequire(createRequire(estree).resolve('ts-api-utils'));
    expect(versionOf(tsApiUtils.resolve('typescript/package.json'))).toMatch(/^6\.0\./);
  });
});
