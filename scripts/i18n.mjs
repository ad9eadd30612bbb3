// Compiles the message catalogs (src/content/messages/AREA/{en,es}.json, inlang message format)
// into one plain module per area and language with Paraglide JS's compiler
// (src/content/messages/AREA/compiled/{en,es}.js, with a .d.ts each). docs/i18n.md.
//
//   node scripts/i18n.mjs          writes the compiled modules
//   node scripts/i18n.mjs --check  exits 1 when a compiled module is missing or out of date
//
// Only the compiler runs here (build time, offline): the app imports the per-language modules
// itself (src/ui/i18n.ts), so an English visit never loads a Spanish string.
import { existsSync, readdirSync, readFileSync, writeFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compileProject } from '@inlang/paraglide-js';
import { runnerImport } from 'vite';
import { loadProjectInMemory, newProject } from '@inlang/sdk';
import messageFormat from '@inlang/plugin-message-format';

export const LOCALES = ['en', 'es'];
export const MESSAGES_DIR = fileURLToPath(new URL('../src/content/messages/', import.meta.url));

/** The areas: each folder of src/content/messages with an en.json. */
export function areas() {
  return readdirSync(MESSAGES_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(MESSAGES_DIR, d.name, 'en.json')))
    .map((d) => d.name)
    .sort();
}

/** One area's catalog for one language, as written ({ id: text }). */
export function readCatalog(area, locale) {
  const raw = JSON.parse(readFileSync(join(MESSAGES_DIR, area, `${locale}.json`), 'utf8'));
  delete raw.$schema;
  return raw;
}

/**
 * A message whose words depend on a number is written as the inlang format's variants
 * (`[{ declarations: ["input n", "local nPlural = n: plural"], selectors: ["nPlural"], match:
 * { "nPlural=one": "{n} night", "nPlural=other": "{n} nights" } }]`): Paraglide compiles it to a
 * function choosing its variant with `Intl.PluralRules` for the language (its registry.js).
 */
export function isPlural(message) {
  return Array.isArray(message);
}

/** The texts of a message: itself, or each of its variants. */
export function textsOf(message) {
  return isPlural(message) ? message.flatMap((v) => Object.values(v.match)) : [message];
}

/**
 * What a plural message is looked up by in the Spanish module (as a plain message is by its
 * English): its English variants' texts, in order, joined by " | ".
 */
export function pluralKey(message) {
  return textsOf(message).join(' | ');
}

/** The inputs a message takes: the names in its {braces} (in every variant). */
function inputsOf(message) {
  return [...new Set(textsOf(message).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1])))];
}

const HEADER = '// Compiled by scripts/i18n.mjs with Paraglide JS from the .json beside this folder: do not edit.';

const PLURAL_TYPE = '((inputs: Readonly<Record<string, string | number>>) => string) & { readonly key: string }';

/** The English module's types: every message is a string (a message with inputs is its pattern), a plural one a function. */
function declarations(catalog) {
  return (
    [
      HEADER,
      ...Object.entries(catalog).map(
        ([id, message]) => `export declare const ${id}: ${isPlural(message) ? PLURAL_TYPE : 'string'};`,
      ),
    ].join('\n') + '\n'
  );
}

/**
 * Paraglide's compiled module for a language, imported as a data: address (Node's own loader, also
 * under the unit tests, so each function's source reads the same), its import of Paraglide's
 * registry pointed at the copy written in `dir`.
 */
const compiledModule = (output, dir, locale) =>
  import(
    `data:text/javascript,${encodeURIComponent(
      output[`messages/${locale}.js`].replace('"../registry.js"', JSON.stringify(pathToFileURL(join(dir, 'registry.js')).href)),
    )}`
  );

/**
 * Paraglide's function's source, its registry (Intl.PluralRules) imported from the one copy
 * every area shares (REGISTRY, src/content/messages/registry.js).
 */
const REGISTRY_IMPORT = "import * as registry from '../../registry.js';";

/** The shared copy of Paraglide's registry: the same for every area, so written once. */
export const REGISTRY = join(MESSAGES_DIR, 'registry.js');
const REGISTRY_HEADER =
  "// Compiled by scripts/i18n.mjs: Paraglide JS's registry, shared by every area's compiled modules. Do not edit.";

/**
 * The English module: one string per message id, which the build writes in where it is used
 * (rolldown's inlineConst), so English screens carry their words as before and no table. A
 * message with inputs is its pattern ("{points} points"), filled in by src/ui/i18n.ts.
 */
async function englishModule(output, dir, catalog) {
  const compiled = await compiledModule(output, dir, 'en');
  const lines = [HEADER];
  if (Object.values(catalog).some(isPlural)) lines.push(REGISTRY_IMPORT);
  for (const [id, text] of Object.entries(catalog)) {
    const fn = compiled[id];
    if (typeof fn !== 'function') throw new Error(`no compiled message ${id}`);
    if (isPlural(text)) {
      // Paraglide's function itself, with the key its Spanish is found by (src/lib/translate.ts, Plural).
      lines.push(
        `export const ${id} = /* @__PURE__ */ Object.assign(${fn.toString()}, { key: ${JSON.stringify(pluralKey(text))} });`,
      );
      continue;
    }
    // Paraglide's English, with each input standing for itself, must be the pattern.
    const filled = fn(Object.fromEntries(inputsOf(text).map((n) => [n, `{${n}}`])));
    if (filled !== text) throw new Error(`${id}: Paraglide reads "${text}" as "${filled}"`);
    lines.push(`export const ${id} = ${JSON.stringify(text)};`);
  }
  return lines.join('\n') + '\n';
}

/**
 * Areas whose Spanish module is keyed by a hash of the English text instead of the text itself:
 * those a first visit to `/` downloads in Spanish (docs/i18n.md, "Bundle"), where the budget is
 * counted in bytes. The module then carries its own 32-bit FNV-1a (no import: the coach loads
 * modules by address) and exports `get`/`has` taking the English, as a Map of English would.
 */
export const HASHED = new Set(['home', 'shell']);

/** 32-bit FNV-1a of a text's UTF-16 code units: the key of a hashed area (the module's own copy must agree). */
export function messageKey(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
const KEY_SOURCE =
  'const key = (s) => {\n  let h = 2166136261;\n  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);\n  return h >>> 0;\n};';

/**
 * The Spanish module (its own chunk): a Map from each English message to its Spanish one, a
 * text, or Paraglide's compiled function for a message with inputs. Two ids with the same
 * English must then have the same Spanish (stops here otherwise). In a HASHED area the Map's
 * keys are the English texts' keys, and two English texts of the area may not share one.
 */
async function spanishModule(output, dir, en, es, area) {
  const compiled = await compiledModule(output, dir, 'es');
  const hashed = HASHED.has(area);
  // A message may be plural in Spanish only ("falta 1" / "faltan 2" where English says "1 more" and "2 more").
  const plural = Object.keys(en).some((id) => isPlural(en[id]) || isPlural(es[id]));
  const lines = [HEADER, ...(plural ? [REGISTRY_IMPORT] : []), hashed ? 'const m = new Map([' : 'export default new Map(['];
  const seen = new Map();
  const keys = new Map();
  for (const [id, message] of Object.entries(en)) {
    const text = isPlural(message) ? pluralKey(message) : message;
    const fn = compiled[id];
    if (typeof fn !== 'function') throw new Error(`${area}: no Spanish for ${id} (src/content/messages/${area}/es.json)`);
    const es = inputsOf(message).length ? fn.toString() : JSON.stringify(fn());
    if (seen.has(text) && seen.get(text) !== es) throw new Error(`${area}: "${text}" has two Spanish texts; give one`);
    if (hashed) {
      const k = messageKey(text);
      if (keys.has(k) && keys.get(k) !== text) throw new Error(`${area}: "${text}" and "${keys.get(k)}" share a key`);
      keys.set(k, text);
    }
    if (!seen.has(text)) lines.push(`  [${hashed ? messageKey(text) : JSON.stringify(text)}, ${es}],`);
    seen.set(text, es);
  }
  lines.push(']);');
  if (hashed) lines.push(KEY_SOURCE, 'export default { get: (s) => m.get(key(s)), has: (s) => m.has(key(s)) };');
  return lines.join('\n') + '\n';
}

/** A source file of the repository, read now (a built subset reads it again each time it is compiled). */
const source = (file) => readFileSync(fileURLToPath(new URL(`../${file}`, import.meta.url)), 'utf8');

/** The subset of a page's source: the ids of the messages it uses (`m.some_id`). */
function usedIn(file) {
  return {
    sources: [file],
    pick: () => {
      const ids = new Set([...source(file).matchAll(/\bm\.(\w+)/g)].map((x) => x[1]));
      return (id) => ids.has(id);
    },
  };
}

/**
 * A TypeScript module of the app, run as it is (Vite's runner strips its types, as
 * scripts/train-coach-model.mjs loads the crisis model), to read what a page shows from its own source.
 */
const appModule = async (file) =>
  (await runnerImport(`/${file}`, { root: fileURLToPath(new URL('..', import.meta.url)), logLevel: 'silent' })).module;

const FOLLOW_UP = 'src/content/crisis/followUp.ts';
const CRISIS_LINES = 'src/content/crisisLines.ts';

/**
 * Parts of an area's Spanish that a page loads instead of the whole (docs/i18n.md, "Loading only
 * what a route needs"), made by the build from the one catalog: no compiled copy is kept in the
 * repository; the build and the dev server compile `compiled/es-NAME.js` from `es.json` when it is
 * imported (messageSubsets below), and only its types (`es-NAME.d.ts`) are written here. Each part
 * names the `sources` it is read from and `pick`, which returns the test its messages pass, given
 * a message's id and its English.
 */
export const BUILT_SUBSETS = {
  'child-support': {
    // Each state's guideline law and the day its figures took effect (src/content/child-support/laws.ts):
    // the mediator's suggestions cite them in the estimator's own words, with the mediator's catalog.
    laws: { sources: [], pick: () => (id) => /^[a-z]{2}_(?:law|effective)$/.test(id) },
  },
  coach: {
    // The message coach's crisis reply (src/features/message-coach/MessageCoachPage.tsx, CrisisFirst),
    // in the chat coach's words: the intro, every follow-up, and each line the coach can list with
    // its name and the labels and addresses of its links on a Spanish page.
    crisis: {
      sources: [FOLLOW_UP, CRISIS_LINES],
      pick: async () => {
        const { CRISIS_INTRO, allFollowUps } = await appModule(FOLLOW_UP);
        const { allCoachLines, lineActions } = await appModule(CRISIS_LINES);
        const shown = new Set([
          CRISIS_INTRO,
          ...allFollowUps(),
          ...allCoachLines().flatMap((line) => [line.name, ...lineActions(line, 'es').flatMap((a) => [a.label, a.href])]),
        ]);
        // And the chat's safety check, shown at its level for a received message (message-coach danger.ts safetyCheck).
        return (id, text) => shown.has(text) || id === 'coach_safety_check';
      },
    },
  },
  mediator: {
    // The AI Mediator's landing page: the ids it shows.
    landing: usedIn('src/features/mediator/LandingPage.tsx'),
    // The saved reports' list, shown on the mediator page and in My Data.
    saved: usedIn('src/vault/ui/SavedReportsList.tsx'),
  },
};

/**
 * Compiles one area: `files` are { 'en.js', 'en.d.ts', 'es.js', 'es.d.ts' } and, for each of
 * `subsets` (name: the test a message of the part passes, given its id and English), `es-NAME.js`
 * and its `.d.ts`; `registry` is Paraglide's registry, which the modules of an area with plural
 * messages import from REGISTRY.
 */
export async function compileArea(area, subsets = {}) {
  const project = await loadProjectInMemory({
    blob: await newProject({
      settings: {
        baseLocale: 'en',
        locales: LOCALES,
        modules: [],
        'plugin.inlang.messageFormat': { pathPattern: './{locale}.json' },
      },
    }),
    providePlugins: [messageFormat],
  });
  await project.importFiles({
    pluginKey: 'plugin.inlang.messageFormat',
    files: LOCALES.map((locale) => ({
      locale,
      content: new TextEncoder().encode(readFileSync(join(MESSAGES_DIR, area, `${locale}.json`), 'utf8')),
    })),
  });
  const output = await compileProject({
    project,
    compilerOptions: { outputStructure: 'locale-modules', emitGitIgnore: false, emitPrettierIgnore: false, emitReadme: false },
  });
  await project.close();
  const en = readCatalog(area, 'en');
  const es = readCatalog(area, 'es');
  for (const [locale, catalog] of [
    ['en', en],
    ['es', es],
  ])
    for (const [id, message] of Object.entries(catalog))
      if (isPlural(message) && !message.every((v) => Object.keys(v.match).some((k) => /=(other|\*)$/.test(k))))
        throw new Error(`${area}/${locale}.json: ${id} needs an "other" variant for the numbers no other variant takes`);
  for (const locale of LOCALES)
    if (!output[`messages/${locale}.js`]) throw new Error(`Paraglide wrote no messages/${locale}.js for ${area}`);
  // Paraglide's registry, written out for the compiled modules to import when they are loaded here.
  const dir = mkdtempSync(join(tmpdir(), `eg-i18n-${area}-`));
  let files;
  try {
    writeFileSync(join(dir, 'registry.js'), output['registry.js']);
    files = {
      'en.js': await englishModule(output, dir, en),
      'en.d.ts': declarations(en),
      'es.js': await spanishModule(output, dir, en, es, area),
      'es.d.ts': `${HEADER}\ndeclare const spanish: ${HASHED.has(area) ? 'Pick<' : ''}ReadonlyMap<string, string | ((inputs: Readonly<Record<string, string | number>>) => string)>${HASHED.has(area) ? ", 'get' | 'has'>" : ''};\nexport default spanish;\n`,
    };
    for (const [name, pick] of Object.entries(subsets)) {
      const used = Object.fromEntries(Object.entries(en).filter(([id, text]) => pick(id, text)));
      if (!Object.keys(used).length) throw new Error(`${area}: the subset ${name} takes no message`);
      files[`es-${name}.js`] = await spanishModule(output, dir, used, es, area);
      files[`es-${name}.d.ts`] = files['es.d.ts'];
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // Paraglide's registry (its plural is Intl.PluralRules): the same text for every area.
  const registry = `${REGISTRY_HEADER}\n${output['registry.js'].replace('/* eslint-disable */\n', '')}`;
  return { files, registry };
}

/** The text of a built subset's module (`compiled/es-NAME.js`), compiled from the area's catalog. */
async function builtSubset(area, name) {
  const { files } = await compileArea(area, { [name]: await BUILT_SUBSETS[area][name].pick() });
  return files[`es-${name}.js`];
}

/**
 * The Vite plugin that serves the built subsets (vite.config.ts, vitest.config.ts): an import of
 * `src/content/messages/AREA/compiled/es-NAME.js` for a subset of BUILT_SUBSETS is compiled from
 * the area's `es.json` at build time, so the catalog is its only source.
 */
export function messageSubsets() {
  const built = new Map(
    Object.entries(BUILT_SUBSETS).flatMap(([area, subsets]) =>
      Object.keys(subsets).map((name) => [join(MESSAGES_DIR, area, 'compiled', `es-${name}.js`), { area, name }]),
    ),
  );
  return {
    name: 'eg-message-subsets',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.')) return null;
      const path = join(dirname(importer.split('?')[0]), source);
      return built.has(path) ? path : null;
    },
    async load(id) {
      const subset = built.get(id);
      if (!subset) return null;
      for (const file of ['en.json', 'es.json']) this.addWatchFile(join(MESSAGES_DIR, subset.area, file));
      for (const file of BUILT_SUBSETS[subset.area][subset.name].sources)
        this.addWatchFile(fileURLToPath(new URL(`../${file}`, import.meta.url)));
      return builtSubset(subset.area, subset.name);
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  let stale = 0;
  /** Writes a compiled file when its text changed, or (--check) counts it as out of date. */
  const put = (path, text) => {
    const same = existsSync(path) && readFileSync(path, 'utf8') === text;
    if (check) {
      if (!same) {
        console.error(`out of date: ${path} (run node scripts/i18n.mjs)`);
        stale++;
      }
    } else if (!same) writeFileSync(path, text);
  };
  let registry;
  for (const area of areas()) {
    const dir = join(MESSAGES_DIR, area, 'compiled');
    mkdirSync(dir, { recursive: true });
    const compiled = await compileArea(area);
    for (const [name, text] of Object.entries(compiled.files)) put(join(dir, name), text);
    // A built subset keeps only its types here (its module is the build's); an old copy goes.
    for (const name of Object.keys(BUILT_SUBSETS[area] ?? {})) {
      put(join(dir, `es-${name}.d.ts`), compiled.files['es.d.ts']);
      const copy = join(dir, `es-${name}.js`);
      if (existsSync(copy)) {
        if (check) {
          console.error(`left over: ${copy} (built from the catalog now; run node scripts/i18n.mjs)`);
          stale++;
        } else rmSync(copy);
      }
    }
    if (registry !== undefined && registry !== compiled.registry)
      throw new Error(`${area}: Paraglide wrote a different registry`);
    registry = compiled.registry;
    // Each area once had its own copy of the registry; the shared one replaces it.
    const old = join(dir, 'registry.js');
    if (existsSync(old)) {
      if (check) {
        console.error(`left over: ${old} (run node scripts/i18n.mjs)`);
        stale++;
      } else rmSync(old);
    }
  }
  put(REGISTRY, registry);
  process.exit(stale ? 1 : 0);
}
