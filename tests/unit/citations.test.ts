// Code and comments stand on their own: they may point to docs/ in this repository, never to
// the planning documents kept outside it (the specification and product notes, or the
// folder beside the repository that holds them).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const FOLDERS = ['src', 'tests', 'workers', 'scripts', 'docs'];
const OUTSIDE = new RegExp(['SPEC', 'PRODUCT'].map((n) => `${n}\\.md`).join('|') + '|\\.\\./' + 'shared');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'fixtures' || name === 'node_modules') return [];
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx|js|mjs|css|md|html)$/.test(name) ? [path] : [];
  });
}

describe('no citations of documents outside the repository', () => {
  it('no source, test, script or doc names them', () => {
    const offenders = FOLDERS.flatMap(files).filter((f) => OUTSIDE.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
