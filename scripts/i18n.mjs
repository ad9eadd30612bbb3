// Compiles the message catalogs (src/content/messages/AREA/{en,es}.json, inlang message format)
// into one plain module per area and language with Paraglide JS's compiler
// (src/content/messages/AREA/compiled/{en,es}.js, with a .d.ts each). docs/i18n.md.
//
//   node scripts/i18n.mjs          writes the compiled modules
//   node scripts/i18n.mjs --check  exits 1 when a compiled module is missing or out of date
//
// Only the compiler runs here (build time, offline): the app imports the per-language modules
// itself (src/ui/i18n.ts), so an English visit never loads a Spanish string.
import { existsSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileProject } from '@inlang/paraglide-js';
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

/** The inputs a message takes: the names in its {braces}. */
function inputsOf(text) {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))];
}

const HEADER = '// Compiled by scripts/i18n.mjs with Paraglide JS from the .json beside this folder: do not edit.';

/** The English module's types: a message without inputs is a string, one with inputs a function. */
function declarations(catalog) {
  const lines = [HEADER];
  for (const [id, text] of Object.entries(catalog)) {
    const inputs = inputsOf(text);
    lines.push(
      inputs.length
        ? `export declare const ${id}: (inputs: { ${inputs.map((n) => `${n}: string | number`).join('; ')} }) => string;`
        : `export declare const ${id}: string;`,
    );
  }
  return lines.join('\n') + '\n';
}

/**
 * The English module: one export per message, the form that costs an English visit nothing
 * (the build writes each text in where it is used, rolldown's inlineConst): a message without
 * inputs is its text, one with inputs is Paraglide's compiled function.
 */
async function englishModule(js, catalog) {
  const compiled = await import(`data:text/javascript,${encodeURIComponent(js)}`);
  const lines = [HEADER];
  for (const id of Object.keys(catalog)) {
    const fn = compiled[id];
    if (typeof fn !== 'function') throw new Error(`no compiled message ${id}`);
    lines.push(`export const ${id} = ${inputsOf(catalog[id]).length ? fn.toString() : JSON.stringify(fn())};`);
  }
  return lines.join('\n') + '\n';
}

/**
 * The Spanish module (its own chunk): a Map from each English message (its text, or its
 * function imported from the English module) to the Spanish one. Two ids with the same English
 * text must then have the same Spanish text.
 */
async function spanishModule(js, en, area) {
  const compiled = await import(`data:text/javascript,${encodeURIComponent(js)}`);
  const withInputs = Object.keys(en).filter((id) => inputsOf(en[id]).length);
  const lines = [HEADER];
  if (withInputs.length) lines.push(`import { ${withInputs.join(', ')} } from './en.js';`);
  lines.push('export default new Map([');
  const seen = new Map();
  for (const id of Object.keys(en)) {
    const fn = compiled[id];
    if (typeof fn !== 'function') throw new Error(`${area}: no Spanish for ${id} (src/content/messages/${area}/es.json)`);
    if (inputsOf(en[id]).length) lines.push(`  [${id}, ${fn.toString()}],`);
    else {
      const es = fn();
      if (seen.has(en[id]) && seen.get(en[id]) !== es) throw new Error(`${area}: "${en[id]}" has two Spanish texts; give one`);
      if (!seen.has(en[id])) lines.push(`  [${JSON.stringify(en[id])}, ${JSON.stringify(es)}],`);
      seen.set(en[id], es);
    }
  }
  lines.push(']);');
  return lines.join('\n') + '\n';
}

/** Compiles one area: { 'en.js', 'en.d.ts', 'es.js', 'es.d.ts' }. */
export async function compileArea(area) {
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
  const js = (locale) => {
    const text = output[`messages/${locale}.js`];
    if (!text) throw new Error(`Paraglide wrote no messages/${locale}.js for ${area}`);
    return text;
  };
  return {
    'en.js': await englishModule(js('en'), en),
    'en.d.ts': declarations(en),
    'es.js': await spanishModule(js('es'), en, area),
    'es.d.ts': `${HEADER}\ndeclare const spanish: ReadonlyMap<unknown, unknown>;\nexport default spanish;\n`,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const area of areas()) {
    const dir = join(MESSAGES_DIR, area, 'compiled');
    mkdirSync(dir, { recursive: true });
    for (const [name, text] of Object.entries(await compileArea(area))) {
      const path = join(dir, name);
      const same = existsSync(path) && readFileSync(path, 'utf8') === text;
      if (check) {
        if (!same) {
          console.error(`out of date: ${path} (run node scripts/i18n.mjs)`);
          stale++;
        }
      } else if (!same) writeFileSync(path, text);
    }
  }
  process.exit(stale ? 1 : 0);
}
