// The lint rules that keep the layers apart fail on real violations: each case lints a small
// made-up file (text only, never written to disk) at a path inside src/ with the project's
// eslint.config.js, and expects the exact rule that must report it.
import { beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import { caseTwins } from '../../scripts/eslint/caseCollision.js';
import { LAYERS } from '../../scripts/eslint/layers.js';

const eslint = new ESLint({ cwd: process.cwd() });

// The first lint loads the config and every plugin (typescript-eslint, boundaries, ...), and the
// first import of an app module has import-x read the modules it reaches (about 2.4 CPU-seconds
// together): on a busy 2-core machine that can take longer than one test's 20 s, so both happen
// here, with room, and the tests time only their own linting. What the warm-up reports is not used.
beforeAll(async () => {
  await eslint.lintText('export const warm = 1;\n', { filePath: 'src/lib/warm.ts' });
  const imports = "import { mediationReportKind } from '../mediator/kind';\nimport { saveRecord } from '../../vault/records';\n";
  await eslint.lintText(`${imports}export const warm = [mediationReportKind, saveRecord];\n`, {
    filePath: 'src/features/expenses/warm.ts',
  });
}, 180_000);

async function ruleIds(filePath: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

describe('layer boundaries (eslint.config.js)', () => {
  it('a feature may not import another feature', async () => {
    expect(
      await ruleIds(
        'src/features/expenses/probe.ts',
        "import { mediationReportKind } from '../mediator/kind';\nexport const k = mediationReportKind;\n",
      ),
    ).toEqual(['boundaries/dependencies']);
  });

  it('a feature may import its own modules and the lower layers', async () => {
    const text =
      "import { expenseSheetKind } from './kind';\nimport { saveRecord } from '../../vault/records';\nimport { toast } from '../../state/toast';\nexport const used = [expenseSheetKind, saveRecord, toast];\n";
    expect(await ruleIds('src/features/expenses/probe.ts', text)).toEqual([]);
  });

  it('lib may not import the vault, and the vault may not import sync', async () => {
    expect(
      await ruleIds('src/lib/probe.ts', "import { defineKind } from '../vault/kinds';\nexport const d = defineKind;\n"),
    ).toEqual(['boundaries/dependencies']);
    expect(
      await ruleIds('src/vault/probe.ts', "import { getClient } from '../sync/client';\nexport const c = getClient;\n"),
    ).toEqual(['boundaries/dependencies']);
  });

  it('the app-wide stores (src/state) sit below ui: they may not import it', async () => {
    expect(await ruleIds('src/state/probe.ts', "import { Icon } from '../ui/Icon';\nexport const i = Icon;\n")).toEqual([
      'boundaries/dependencies',
    ]);
    expect(await ruleIds('src/ui/probe.ts', "import { toast } from '../state/toast';\nexport const t = toast;\n")).toEqual([]);
  });

  it('nothing in the app imports the build and server code in build/', async () => {
    const text = "import { headersFor } from '../../build/securityHeaders';\nexport const h = headersFor;\n";
    expect(await ruleIds('src/lib/probe.ts', text)).toEqual(['boundaries/dependencies']);
    expect(await ruleIds('src/app/probe.ts', text)).toEqual(['boundaries/dependencies']);
  });

  it('ui may not import a feature', async () => {
    expect(
      await ruleIds(
        'src/ui/probe.ts',
        "import { expenseSheetKind } from '../features/expenses/kind';\nexport const k = expenseSheetKind;\n",
      ),
    ).toEqual(['boundaries/dependencies']);
  });

  it('only src/vault imports Dexie and IndexedDB helpers; My Data may not use dexie-react-hooks', async () => {
    const hooks = "import { useLiveQuery } from 'dexie-react-hooks';\nexport const h = useLiveQuery;\n";
    expect(await ruleIds('src/features/my-data/probe.ts', hooks)).toEqual(['no-restricted-imports']);
    expect(await ruleIds('src/features/expenses/probe.ts', "import Dexie from 'dexie';\nexport const D = Dexie;\n")).toEqual([
      'no-restricted-imports',
    ]);
    expect(await ruleIds('src/sync/probe.ts', "import { get } from 'idb-keyval';\nexport const g = get;\n")).toEqual([
      'no-restricted-imports',
    ]);
    expect(await ruleIds('src/vault/probe.ts', hooks)).toEqual([]);
  });

  it('only src/sync imports supabase-js', async () => {
    const text = "import { createClient } from '@supabase/supabase-js';\nexport const c = createClient;\n";
    expect(await ruleIds('src/features/account/probe.ts', text)).toEqual(['no-restricted-imports']);
    expect(await ruleIds('src/vault/probe.ts', text)).toEqual(['no-restricted-imports']);
    expect(await ruleIds('src/sync/probe.ts', text)).toEqual([]);
  });
});

describe('import cycles (import-x/no-cycle)', () => {
  // src/state/toast.ts imports ./shellStore: a shellStore that imported toast back closes a cycle.
  it('a module that imports a module which imports it back is an error', async () => {
    expect(await ruleIds('src/state/shellStore.ts', "import { toast } from './toast';\nexport const t = toast;\n")).toEqual([
      'import-x/no-cycle',
    ]);
  });

  it('type-only imports count: `import type` and `export type ... from` close a cycle too', async () => {
    expect(
      await ruleIds('src/state/shellStore.ts', "import type { ToastItem } from './toast';\nexport type T = ToastItem;\n"),
    ).toEqual(['import-x/no-cycle']);
    expect(await ruleIds('src/state/shellStore.ts', "export type { ToastItem } from './toast';\n")).toEqual([
      'import-x/no-cycle',
    ]);
  });

  it('a module that imports nothing back is not a cycle', async () => {
    expect(
      await ruleIds('src/state/probe.ts', "import type { ToastItem } from './toast';\nexport type T = ToastItem;\n"),
    ).toEqual([]);
  });
});

describe('page addresses (src/lib/paths.ts)', () => {
  it('a link, a route or a navigate call that spells out an app address is an error', async () => {
    const link = 'import { Link } from \'wouter\';\nexport const A = () => <Link href="/resources">Resources</Link>;\n';
    expect(await ruleIds('src/features/shop/Probe.tsx', link)).toEqual(['no-restricted-syntax']);
    const built =
      "import { Link } from 'wouter';\nexport const A = ({ s }: { s: string }) => <Link href={`/shop/${s}`}>x</Link>;\n";
    expect(await ruleIds('src/features/shop/Probe.tsx', built)).toEqual(['no-restricted-syntax']);
    expect(await ruleIds('src/features/shop/probe.ts', "export const links = [{ label: 'Home', href: '/' }];\n")).toEqual([
      'no-restricted-syntax',
    ]);
    const go = "declare const navigate: (to: string) => void;\nnavigate('/login');\n";
    expect(await ruleIds('src/features/shop/probe.ts', go)).toEqual(['no-restricted-syntax']);
  });

  it('named pages and static files are fine', async () => {
    const named = "import * as paths from '../../lib/paths';\nexport const links = [{ label: 'Home', href: paths.home }];\n";
    expect(await ruleIds('src/features/shop/probe.ts', named)).toEqual([]);
    const files =
      'export const A = () => <img src="/images/x.svg" alt="" />;\nexport const B = () => <a href="/coach/help.html">Help</a>;\n';
    expect(await ruleIds('src/features/shop/Probe.tsx', files)).toEqual([]);
  });
});

describe('the layer table in docs/architecture-rules.md', () => {
  it('says exactly what eslint.config.js enforces (scripts/eslint/layers.js)', () => {
    const md = readFileSync('docs/architecture-rules.md', 'utf8');
    const typeOf = (folder: string) =>
      LAYERS.find((l) => l.pattern === folder.replace('src/features/NAME', 'src/features/*').replace('\\*', '*'))?.type ??
      `unknown: ${folder}`;
    const rows = [...md.matchAll(/^\| (src\/[^|]+?|workers|build) +\| ([^|]+?) +\|$/gm)].map((m) => [
      typeOf(m[1]!.trim()),
      m[2]!
        .split(',')
        .map((f) => typeOf(f.trim()))
        .sort(),
    ]);
    expect(rows).toEqual(LAYERS.map((l) => [l.type, [...l.mayImport].sort()]));
  });
});

describe('react hooks rules', () => {
  it('a hook called conditionally is an error', async () => {
    const text =
      "import { useState } from 'react';\nexport function C({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n";
    expect(await ruleIds('src/ui/Probe.tsx', text)).toEqual(['react-hooks/rules-of-hooks']);
  });

  it('a missing effect dependency is an error', async () => {
    const text =
      "import { useEffect } from 'react';\nexport function C({ n }: { n: number }) {\n  useEffect(() => {\n    document.title = String(n);\n  }, []);\n  return null;\n}\n";
    expect(await ruleIds('src/ui/Probe.tsx', text)).toEqual(['react-hooks/exhaustive-deps']);
  });
});

describe('file names', () => {
  it('finds names that differ only in letter case, whatever the extension', () => {
    expect(caseTwins('VideoCarousel.tsx', ['VideoCarousel.tsx', 'VideoCarousel.css', 'videoCarousel.ts', 'carousel.ts'])).toEqual(
      ['videoCarousel.ts'],
    );
    expect(caseTwins('carousel.ts', ['VideoCarousel.tsx', 'carousel.ts', 'carousel.test.ts'])).toEqual([]);
  });

  it('the case-collision rule reports a file whose folder holds a case twin', async () => {
    // src/ui holds VideoCarousel.tsx: a module named videoCarousel.ts next to it is refused.
    expect(await ruleIds('src/ui/videoCarousel.ts', 'export const x = 1;\n')).toEqual(['evenground/no-case-collision']);
  });

  it('plain modules are camelCase', async () => {
    expect(await ruleIds('src/lib/Money_helpers.ts', 'export const x = 1;\n')).toEqual(['check-file/filename-naming-convention']);
  });
});
