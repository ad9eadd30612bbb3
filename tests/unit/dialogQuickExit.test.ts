import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A modal <dialog> makes the rest of the page inert, the header's and the dock's Quick exit
 * too, so every file that opens one must render its own Quick exit inside it (issue 25 §5).
 */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

describe('Quick exit inside every modal dialog', () => {
  const files = sourceFiles('src');
  const modal = files.filter((f) => /\.showModal\(\)/.test(readFileSync(f, 'utf8')));

  it('finds the files that open a modal', () => {
    expect(modal).not.toEqual([]);
  });

  it.each(modal)('%s renders <QuickExitButton place="dialog" /> inside its <dialog>', (file) => {
    const text = readFileSync(file, 'utf8');
    const dialogs = [...text.matchAll(/<dialog[\s\S]*?<\/dialog>/g)].map((m) => m[0]);
    expect(dialogs.length).toBeGreaterThan(0);
    for (const d of dialogs) expect(d).toContain('<QuickExitButton place="dialog" />');
  });
});
