// The message catalogs (src/content/messages/AREA/{en,es}.json, docs/i18n.md): every English
// message has a Spanish one with the same inputs and no English words left in it, the
// compiled modules match the catalogs, and the language and the formatters follow es-US.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  areas,
  BUILT_SUBSETS,
  compileArea,
  MESSAGES_DIR,
  readCatalog,
  REGISTRY,
  textsOf,
  type Variants,
} from '../../scripts/i18n.mjs';
import { englishWords } from '../spanishText';
import { chooseLang, currentLang, fromBrowser } from '../../src/lib/lang';
import { formatUsDate } from '../../src/lib/usDate';
import { formatCents } from '../../src/lib/money';
import { groupThousands } from '../../src/lib/thousands';
import { LANG_KEY } from '../../src/lib/storageKeys';

/** A message's inputs, in every variant of a plural one (scripts/i18n.mjs). */
const inputs = (message: string | Variants) =>
  [...new Set(textsOf(message).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1])))].sort();

describe('catalogs', () => {
  it('has the areas this session translated', () => {
    expect(areas()).toEqual(expect.arrayContaining(['shell']));
  });

  for (const area of areas()) {
    const en = readCatalog(area, 'en');
    const es = readCatalog(area, 'es');

    it(`${area}: every English message has a Spanish one with the same inputs, and nothing more`, () => {
      expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
      for (const id of Object.keys(en)) {
        expect(
          textsOf(es[id] ?? '').every((text) => /\S/.test(text)),
          id,
        ).toBe(true);
        expect(inputs(es[id] ?? ''), id).toEqual(inputs(en[id] ?? ''));
      }
    });

    it(`${area}: no English words left in the Spanish`, () => {
      const left = Object.entries(es)
        .map(([id, message]) => [id, englishWords(textsOf(message).join('\n'))] as const)
        .filter(([, words]) => words.length > 0);
      expect(left).toEqual([]);
    });

    it(`${area}: the compiled modules are those of the catalogs (node scripts/i18n.mjs)`, async () => {
      const { files, registry } = await compileArea(area);
      for (const [name, text] of Object.entries(files)) {
        expect(readFileSync(join(MESSAGES_DIR, area, 'compiled', name), 'utf8'), name).toBe(text);
      }
      // One registry for every area (src/content/messages/registry.js), none in the area's folder.
      expect(readFileSync(REGISTRY, 'utf8')).toBe(registry);
      expect(existsSync(join(MESSAGES_DIR, area, 'compiled', 'registry.js'))).toBe(false);
    });
  }
});

describe('subsets the build compiles from the catalog (scripts/i18n.mjs BUILT_SUBSETS)', () => {
  it('keeps no compiled copy of them in the repository, only their types', () => {
    const built = Object.entries(BUILT_SUBSETS).flatMap(([area, subsets]) => Object.keys(subsets).map((name) => [area, name]));
    expect(built).toEqual([
      ['child-support', 'laws'],
      ['coach', 'crisis'],
      ['mediator', 'landing'],
      ['mediator', 'saved'],
    ]);
    for (const [area, name] of built) {
      expect(existsSync(join(MESSAGES_DIR, area!, 'compiled', `es-${name}.js`))).toBe(false);
      expect(existsSync(join(MESSAGES_DIR, area!, 'compiled', `es-${name}.d.ts`))).toBe(true);
    }
  });
});

describe('glossary', () => {
  it('calls discovery "revelación", as the California courts\' Spanish pages do (docs/i18n.md, glossary)', () => {
    const es = (area: string, id: string) => readCatalog(area, 'es')[id];
    expect(es('resources', 'discovery_title')).toBe('Entender la revelación de pruebas');
    expect(es('coach', 'coach_link_understanding_discovery')).toBe('Entender la revelación de pruebas');
    const all = areas().flatMap((area) => Object.values(readCatalog(area, 'es')).flatMap((message) => textsOf(message)));
    expect(all.filter((text) => text.includes('divulgación de pruebas'))).toEqual([]);
  });
});

describe('englishWords', () => {
  it('finds English words and lets Spanish and the allowed names through', () => {
    expect(englishWords('Salida rápida · Save your data')).toEqual(['save', 'your', 'data']);
    expect(englishWords('Inicio de EvenGround, English, a no me')).toEqual([]);
  });
  it('reads a word with a digit in it as a code, not English', () => {
    expect(englishWords('Hash 8663be6f51d0716b4891ddb05e27 · be')).toEqual(['be']);
    expect(englishWords('Hash 8663be6f51d0716b4891ddb05e27')).toEqual([]);
  });
});

describe('language', () => {
  const storage = new Map<string, string>();
  globalThis.localStorage = {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
  } as Storage;
  globalThis.document = { documentElement: { lang: 'en' } } as unknown as Document;
  afterEach(() => {
    storage.clear();
    chooseLang('?lang=en', []);
    storage.clear();
  });

  it('takes the first English or Spanish browser language', () => {
    expect(fromBrowser(['fr-FR', 'es-MX', 'en-US'])).toBe('es');
    expect(fromBrowser(['en-GB', 'es'])).toBe('en');
    expect(fromBrowser(['de'])).toBe('en');
  });

  it('writes nothing on an English visit that names no language', () => {
    expect(chooseLang('', ['en-US'])).toBe('en');
    expect(chooseLang('?x=1', ['fr-FR'])).toBe('en');
    expect([...storage.keys()]).toEqual([]);
  });

  it('lets the address win, then the remembered choice, then the browser (first visit only)', () => {
    expect(chooseLang('', ['es-US'])).toBe('es');
    expect(storage.get(LANG_KEY)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    // Remembered: the browser's languages no longer count.
    expect(chooseLang('', ['en-US'])).toBe('es');
    expect(chooseLang('?lang=en', ['es-US'])).toBe('en');
    expect(chooseLang('?x=1', ['es-US'])).toBe('en');
    expect(chooseLang('?lang=fr', ['es-US'])).toBe('en');
    expect(currentLang()).toBe('en');
  });

  it('formats dates for es-US in Spanish; money and counts are written the same in es-US and en-US', () => {
    expect(formatUsDate('2016-05-14')).toBe('May 14, 2016');
    expect(formatCents(-123456)).toBe('-$1,234.56');
    expect(groupThousands(12345.6)).toBe('12,346');
    chooseLang('?lang=es', []);
    expect(formatUsDate('2016-05-14')).toBe('14 de mayo de 2016');
    expect(formatUsDate(new Date(2026, 0, 3))).toBe('3 de enero de 2026');
    expect(formatUsDate('soon')).toBe('soon');
    // So formatCents and groupThousands keep their plain-string code in both languages.
    const dollars = new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' });
    for (const cents of [-123456, 50, 0, 100_000_000_000]) expect(dollars.format(cents / 100)).toBe(formatCents(cents));
    const counts = new Intl.NumberFormat('es-US', { maximumFractionDigits: 0 });
    for (const n of [12345.6, -1200, 7, 1_234_567]) expect(counts.format(n)).toBe(groupThousands(n));
  });
});
