// The words of each resource page (guides' text, tools' headings, labels and checklist
// tasks), so the Resource Hub can search inside pages without loading them. They are read
// from the pages' source when the app is built (and when Vitest runs): the Vite plugin below
// serves them as the module `virtual:search-text`, so there is no generated file to keep
// up to date. docs/resource-search.md.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Each resource path and the source files (optionally a slice between two markers) holding its words. */
export const SOURCES = {
  '/resources/coparenting-communication': ['src/features/resources/guides/CoparentingCommunicationPage.en.tsx'],
  // The help lines a page lists are written in src/content/crisisLines.ts: their words are the page's too.
  '/resources/self-care-during-divorce': [
    'src/features/resources/guides/SelfCarePage.en.tsx',
    ['src/content/crisisLines.ts', 'export const LINES', '  ncmec: {'],
    ['src/content/crisisLines.ts', '  crisistext: {', '/** The coach'],
  ],
  '/resources/understanding-discovery': ['src/features/resources/guides/DiscoveryPage.en.tsx'],
  '/resources/safety-planning': [
    'src/features/resources/guides/SafetyPage.en.tsx',
    ['src/content/crisisLines.ts', 'export const LINES', '  ncmec: {'],
    ['src/content/crisisLines.ts', '  rainn: {', '  samhsa: {'],
  ],
  '/resources/financial-affidavit': [
    'src/features/affidavit/AffidavitPage.tsx',
    'src/features/affidavit/fields.ts',
    'src/features/affidavit/layout.ts',
    'src/features/affidavit/schema.ts',
    'src/features/affidavit/pdfDraft.ts',
  ],
  '/resources/parenting-plan-template': [
    'src/features/parenting-plan/ParentingPlanPage.tsx',
    'src/features/parenting-plan/PlanFields.tsx',
    'src/features/parenting-plan/model.ts',
    'src/features/parenting-plan/layout.ts',
    'src/features/parenting-plan/pdfDraft.ts',
    'src/content/holidays.ts',
  ],
  '/resources/divorce-checklist': [
    ['src/content/checklists.ts', 'export const DIVORCE_CHECKLIST', 'export const COURT_PREP_CHECKLIST'],
  ],
  '/resources/court-hearing-preparation': [
    ['src/content/checklists.ts', 'export const COURT_PREP_CHECKLIST', 'export function checklistIds'],
  ],
  '/resources/understanding-child-support': [
    'src/features/child-support/ChildSupportPage.tsx',
    'src/features/child-support/DetailsForm.tsx',
    'src/features/child-support/QuickSection.tsx',
    'src/features/child-support/Results.tsx',
  ],
  '/resources/expense-tracker': ['src/features/expenses/ExpenseTrackerPage.tsx', 'src/features/expenses/Tracker.tsx'],
  '/resources/parenting-time-calculator': [
    'src/features/parenting-time/ParentingTimePage.tsx',
    'src/features/parenting-time/exports.ts',
    'src/features/parenting-time/sections/ShareSection.tsx',
    'src/features/parenting-time/sections/SaveLine.tsx',
    'src/features/parenting-time/sections/fields.tsx',
    'src/features/parenting-time/sections/ParentsSection.tsx',
    'src/features/parenting-time/sections/PatternSection.tsx',
    'src/features/parenting-time/sections/SummerSection.tsx',
    'src/features/parenting-time/sections/HolidaySection.tsx',
    'src/features/parenting-time/sections/OneOffSection.tsx',
    'src/features/parenting-time/sections/Results.tsx',
  ],
  '/resources/message-coach': ['src/features/message-coach/MessageCoachPage.tsx'],
  '/ai-mediator': ['src/features/mediator/LandingPage.tsx'],
  // Each quiz: its card's words and its questions, answers and explanations.
  '/quizzes/custody-readiness': [
    ['src/content/quizzes.ts', "    id: 'custody-readiness',", "    id: 'communication-style',"],
    ['src/content/quizzes.ts', "  'Custody Readiness Quiz': [\n    q(", "  'Communication Style Quiz': [\n    q("],
  ],
  '/quizzes/communication-style': [
    ['src/content/quizzes.ts', "    id: 'communication-style',", "    id: 'financial-preparedness',"],
    ['src/content/quizzes.ts', "  'Communication Style Quiz': [\n    q(", "  'Financial Preparedness Quiz': [\n    q("],
  ],
  '/quizzes/financial-preparedness': [
    ['src/content/quizzes.ts', "    id: 'financial-preparedness',", 'export function quizById'],
    ['src/content/quizzes.ts', "  'Financial Preparedness Quiz': [\n    q("],
  ],
};

/**
 * The catalogs holding each translated page's Spanish (src/content/messages/AREA/es.json,
 * docs/i18n.md), for the Spanish search text (the English is read through the sources'
 * message ids, withCatalogWords). An entry is an area, or [area, id prefix] for an area shared
 * by two pages. An area not translated yet is skipped.
 */
export const CATALOGS = {
  '/resources/financial-affidavit': ['affidavit'],
  '/resources/parenting-plan-template': ['parenting-plan'],
  '/resources/divorce-checklist': [['checklists', 'dv_']],
  '/resources/court-hearing-preparation': [['checklists', 'cp_']],
  '/resources/understanding-child-support': ['child-support'],
  '/resources/expense-tracker': ['expenses'],
  '/resources/parenting-time-calculator': ['parenting-time'],
  '/resources/message-coach': ['message-coach'],
  '/ai-mediator': ['mediator'],
};

/**
 * The Spanish words of each page beyond its catalogs: the Spanish text of a guide (a page of
 * its own, loaded only in Spanish). The Spanish search text is its own module
 * (`virtual:search-text-es`), imported only when Spanish is chosen.
 */
export const SOURCES_ES = {
  '/resources/coparenting-communication': ['src/features/resources/guides/CoparentingCommunicationPage.es.tsx'],
  '/resources/self-care-during-divorce': ['src/features/resources/guides/SelfCarePage.es.tsx'],
  '/resources/understanding-discovery': ['src/features/resources/guides/DiscoveryPage.es.tsx'],
  '/resources/safety-planning': ['src/features/resources/guides/SafetyPage.es.tsx'],
};

const ATTRS =
  /(?:className|href|path|id|htmlFor|data-testid|type|name|autoComplete|role|variant|key|src|rel|target|inputMode|kind)=\s*$/;

/** Lower case, letters and digits only; `fold` takes accents off first ("protección" → "proteccion"). */
function plainWords(text, fold = false) {
  if (fold) text = text.normalize('NFD').replace(/\p{M}/gu, '');
  return text
    .replace(/&[a-z]+;/g, ' ')
    .replace(/\$\{[^}]*\}/g, ' ')
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^a-z0-9'%$-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The words a parent reads in a TSX/TS source: JSX text and sentence-like string literals.
 * `fold`: a Spanish source, whose accents are taken off before reading (search.ts's fold).
 */
export function wordsOf(source, fold = false) {
  if (fold) source = source.normalize('NFD').replace(/\p{M}/gu, '');
  // Comments are for programmers, not parents: block comments and JSX comments at a line's
  // start, and whole-line // comments, are left out.
  source = source
    .replace(/^[ \t]*\/\*[\s\S]*?\*\//gm, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/^[ \t]*\/\/.*$/gm, ' ')
    // A formatter writes a kept space at a line break as {' '}: it is part of the text.
    .replace(/\{\s*(['"])\s\1\s*\}/g, ' ');
  const parts = [];
  for (const m of source.matchAll(/>([^<>{}]*[A-Za-z][^<>{}]*)</g)) {
    // Text between a generic's or comparison's brackets is code, not words on the page.
    if (/[;=]|\bconst\b|\breturn\b|\bMath\./.test(m[1])) continue;
    parts.push(m[1]);
  }
  for (const m of source.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
    const text = m[2];
    if (!/[A-Za-z]{2,}/.test(text) || !/\s/.test(text)) continue;
    if (/^(?:\.|\/|@|\$\{)|\bimport\b|=>/.test(text)) continue;
    const before = source.slice(Math.max(0, m.index - 40), m.index);
    if (ATTRS.test(before) || /import[^;]*from\s*$/.test(before)) continue;
    parts.push(text);
  }
  return plainWords(parts.join(' '));
}

/** An area's catalog in one language (src/content/messages/AREA/LOCALE.json), or null when it has none. */
function readCatalog(root, area, locale) {
  const file = `${root}/src/content/messages/${area}/${locale}.json`;
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** The texts of a page's catalogs in one language ('' for an area not translated yet). */
function catalogWords(root, path, locale) {
  return (CATALOGS[path] ?? [])
    .map((entry) => {
      const [area, prefix = ''] = Array.isArray(entry) ? entry : [entry];
      const catalog = readCatalog(root, area, locale);
      if (!catalog) return '';
      const texts = Object.entries(catalog).filter(([id]) => id !== '$schema' && id.startsWith(prefix));
      return plainWords(texts.map(([, text]) => text).join(' '), locale === 'es');
    })
    .filter(Boolean)
    .join(' ');
}

/** Each page's Spanish words: its Spanish page (SOURCES_ES) and its catalogs' Spanish. */
export function buildSpanishSearchText(root = '.') {
  const out = {};
  for (const path of new Set([...Object.keys(SOURCES_ES), ...Object.keys(CATALOGS)])) {
    const words = [
      ...(SOURCES_ES[path] ?? []).map((f) => wordsOf(readFileSync(`${root}/${f}`, 'utf8'), true)),
      catalogWords(root, path, 'es'),
    ]
      .filter(Boolean)
      .join(' ');
    if (words) out[path] = words;
  }
  return out;
}

/**
 * A translated screen names its words by message id (`t(m.print)`), and the English is in the
 * area's catalog (src/content/messages/AREA/en.json, docs/i18n.md). Each `alias.id` of a file
 * that imports an area's compiled English module is written back as its English text, so the
 * page keeps its words for the search whether or not it has been translated.
 */
function withCatalogWords(root, fullText, text) {
  for (const [, alias, area] of fullText.matchAll(/import \* as (\w+) from '[^']*messages\/([\w-]+)\/compiled\/en(?:\.js)?'/g)) {
    const catalog = readCatalog(root, area, 'en');
    if (!catalog) throw new Error(`search-text: src/content/messages/${area}/en.json is missing`);
    text = text.replace(new RegExp(`\\b${alias}\\.(\\w+)`, 'g'), (whole, id) =>
      typeof catalog[id] === 'string' ? JSON.stringify(catalog[id]) : whole,
    );
  }
  // Ids imported by name (`import { saved, pdf_title } from '…/compiled/en.js'`, so the build
  // keeps only those): the page shows each of them, so their English is the page's too.
  for (const [, names, area] of fullText.matchAll(/import \{([^}]*)\} from '[^']*messages\/([\w-]+)\/compiled\/en(?:\.js)?'/g)) {
    const catalog = readCatalog(root, area, 'en');
    if (!catalog) throw new Error(`search-text: src/content/messages/${area}/en.json is missing`);
    const ids = names.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]);
    text += ` ${ids.flatMap((id) => (typeof catalog[id] === 'string' ? [JSON.stringify(catalog[id])] : [])).join(' ')}`;
  }
  return text;
}

export function buildSearchText(root = '.') {
  const out = {};
  for (const [path, files] of Object.entries(SOURCES)) {
    out[path] = files
      .map((f) => {
        const [file, from, to] = Array.isArray(f) ? f : [f];
        const fullText = readFileSync(`${root}/${file}`, 'utf8');
        let text = fullText;
        // A marker that is no longer in the file (renamed, removed) fails the build rather
        // than quietly searching the wrong part of it.
        for (const marker of [from, to])
          if (marker && !text.includes(marker)) throw new Error(`search-text: "${marker}" is not in ${file}`);
        if (from) text = text.slice(text.indexOf(from), to ? text.indexOf(to) : undefined);
        return wordsOf(withCatalogWords(root, fullText, text));
      })
      .join(' ');
  }
  return out;
}

export function renderModule(text) {
  return `/** Lower-cased words of each resource page, for the Resource Hub search. */
export const SEARCH_TEXT = ${JSON.stringify(text, null, 2)};
`;
}

/** The id the app imports the page words from. */
export const SEARCH_TEXT_MODULE = 'virtual:search-text';
/** The id of the pages' Spanish words (imported only in Spanish). */
export const SEARCH_TEXT_ES_MODULE = 'virtual:search-text-es';

/** The files the search texts are read from, for Vite to watch. */
function watched(root) {
  const catalogs = readdirSync(resolve(root, 'src/content/messages'))
    .flatMap((area) => ['en', 'es'].map((l) => `src/content/messages/${area}/${l}.json`))
    .filter((f) => existsSync(resolve(root, f)));
  return [...Object.values(SOURCES).flat(), ...Object.values(SOURCES_ES).flat(), ...catalogs].map((f) =>
    resolve(root, Array.isArray(f) ? f[0] : f),
  );
}

/**
 * Vite (and Vitest) plugin serving `virtual:search-text` and `virtual:search-text-es`, rebuilt
 * when a source page or a catalog changes.
 */
export function searchTextPlugin(root = process.cwd()) {
  const resolved = `\0${SEARCH_TEXT_MODULE}`;
  const resolvedEs = `\0${SEARCH_TEXT_ES_MODULE}`;
  return {
    name: 'evenground-search-text',
    resolveId(id) {
      if (id === SEARCH_TEXT_MODULE) return resolved;
      return id === SEARCH_TEXT_ES_MODULE ? resolvedEs : undefined;
    },
    load(id) {
      if (id !== resolved && id !== resolvedEs) return undefined;
      for (const f of watched(root)) this.addWatchFile(f);
      return renderModule(id === resolved ? buildSearchText(root) : buildSpanishSearchText(root));
    },
  };
}
