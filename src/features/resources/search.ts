/**
 * Resource Hub search and filter. Pure: no React.
 *
 * - The search looks at the title, the description and the page's own words (with a
 *   small list of alternatives for words parents type), ranks the matches, and drops
 *   weak ones; blank text (after trimming) matches everything. See docs/resource-search.md.
 * - A filter matches a category by its exact name or by the name without its trailing
 *   "s" (filter "Guides" matches category "Guide"); "All" matches every category.
 * - The URL carries the state: `?filter=` (only one of the six names counts) and `?q=`.
 */

import { RESOURCE_FILTERS, type ResourceFilter } from '../../lib/paths';
import { hubSearch, readHubQuery } from '../../lib/pathQueries';

export { RESOURCE_FILTERS, type ResourceFilter };
export const DEFAULT_FILTER: ResourceFilter = 'All';

/** The fields search and filter look at. */
export interface Searchable {
  category: string;
  title: string;
  description: string;
  /** Multiplies the item's score (1 when absent): a quiz counts 0.4, after the pages it tests. */
  weight?: number;
}

export function isResourceFilter(value: unknown): value is ResourceFilter {
  return typeof value === 'string' && (RESOURCE_FILTERS as readonly string[]).includes(value);
}

/** True when the category belongs under the filter. */
export function matchesFilter(category: string, filter: string): boolean {
  if (filter === 'All') return true;
  if (category === filter) return true;
  return filter.endsWith('s') && category === filter.slice(0, -1);
}

/**
 * A small list of words parents type and the words the pages use for the same thing.
 * A query word also finds pages that use one of its alternatives (weighted lower).
 */
const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  budget: ['expense', 'income', 'money', 'spending', 'costs', 'financial'],
  money: ['budget', 'expense', 'income', 'financial', 'costs'],
  finances: ['financial', 'income', 'expense', 'assets', 'debts', 'budget'],
  financial: ['income', 'expense', 'assets', 'debts'],
  bills: ['expense', 'debts', 'costs'],
  safety: ['safe', 'violence', 'abuse', 'danger', 'crisis', 'protective order', 'hotline'],
  safe: ['safety', 'violence', 'abuse', 'danger', 'protective order'],
  danger: ['safety', 'violence', 'abuse', 'crisis', 'hotline'],
  violence: ['abuse', 'safety', 'danger', 'protective order', 'hotline'],
  abuse: ['violence', 'abusive', 'safety', 'danger', 'protective order', 'hotline'],
  abusive: ['abuse', 'violence', 'safety', 'protective order'],
  mediation: ['mediator', 'mediate', 'settlement', 'negotiat', 'agreement'],
  mediator: ['mediation', 'mediate', 'settlement'],
  custody: ['parenting time', 'parenting plan', 'visitation', 'decision-making', 'schedule'],
  visitation: ['custody', 'parenting time', 'schedule'],
  schedule: ['parenting time', 'calendar', 'custody', 'holiday'],
  alimony: ['spousal support', 'maintenance'],
  lawyer: ['attorney', 'legal aid'],
  attorney: ['lawyer', 'legal aid'],
  depression: ['mental health', 'therapist', 'counselor', 'stress', 'grief', 'sleep'],
  anxiety: ['stress', 'mental health', 'therapist', 'calm'],
  grief: ['stress', 'therapist', 'emotional', 'loss', 'mental health'],
  stress: ['self-care', 'calm', 'mental health'],
  ex: ['co-parent', 'other parent'],
  'co-parent': ['co-parenting', 'other parent'],
  'co-parenting': ['co-parent', 'parallel parenting'],
  kids: ['children', 'child'],
  house: ['home', 'residence', 'real estate', 'mortgage', 'property'],
  home: ['house', 'residence', 'real estate', 'mortgage'],
  file: ['filing', 'petition'],
  court: ['hearing', 'judge', 'courtroom'],
  judge: ['court', 'hearing'],
  evidence: ['documents', 'records', 'exhibit'],
  receipts: ['expense', 'records', 'reimburse'],
  reimburse: ['expense', 'owes', 'split'],
  quizzes: ['quiz'],
  test: ['quiz'],
  badge: ['quiz'],
};

/** Words that carry no topic ("how do I…"); the query keeps them only if nothing else is left. */
const STOP = new Set(
  'a an and are as at be can could do does for from get gets getting how i if in is it me my of on or should the their them to vs was what when where who why will with you your during after about'.split(
    ' ',
  ),
);

/**
 * The words search knows in a language: those that carry no topic, the word on every page that
 * counts only when nothing else was asked, and the alternatives. English is here; Spanish is in
 * src/features/resources/searchSpanish.ts, loaded only in Spanish.
 */
export interface SearchWords {
  readonly stop: ReadonlySet<string>;
  readonly common: string;
  readonly synonyms: Readonly<Record<string, readonly string[]>>;
}

const ENGLISH: SearchWords = { stop: STOP, common: 'divorce', synonyms: SYNONYMS };

/** Lower case without accents ("Protección" → "proteccion"), as the Spanish page words are stored. */
const fold = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/** A query as lower-case topic words ("co parent" and "coparent" become "co-parent"). */
export function queryWords(query: string, lang: SearchWords = ENGLISH): string[] {
  const clean = fold(query)
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\bco[\s-]?parent/g, 'co-parent')
    .replace(/[^a-z0-9'$%-]+/g, ' ')
    .trim();
  if (!clean) return [];
  const all = clean.split(' ').filter(Boolean);
  const topical = all.filter((w) => !lang.stop.has(w));
  const words = topical.length ? topical : all;
  // "divorce" is on every page: it only counts when nothing else was asked.
  const specific = words.filter((w) => w !== lang.common);
  return specific.length ? specific : words;
}

/** The stem used to match: a plural or -ing/-ed ending dropped ("budgets", "budgeting" → "budget"). */
export function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How often `term` starts a word in `text` (already lower case). */
function hits(text: string, term: string): number {
  const m = text.match(new RegExp(`(?:^|[^a-z0-9])${escape(term)}`, 'g'));
  return m ? m.length : 0;
}

/** A resource with its page's words, as search sees it. */
export interface SearchDoc {
  title: string;
  description: string;
  body: string;
}

/** Points for one term in one resource: the title counts most, then the description, then the page. */
function termScore(doc: SearchDoc, term: string): number {
  const t = stem(term);
  let score = 0;
  if (hits(fold(doc.title), t)) score += 12;
  if (hits(fold(doc.description), t)) score += 6;
  score += Math.min(hits(doc.body, t), 6);
  return score;
}

/** Rarer words weigh more: a word on every page ("child") tells little about which page is wanted. */
function rarity(docs: readonly SearchDoc[], term: string): number {
  const df = docs.filter((d) => termScore(d, term) > 0).length;
  return Math.log(1 + docs.length / (1 + df));
}

/**
 * How well a resource answers the query: for each topic word, its own points or half the
 * best points of one of its alternatives, whichever is higher, each weighted by how rare
 * the word is among all resources, added up. 0 means no match.
 */
function scoreResource(doc: SearchDoc, query: string, all: readonly SearchDoc[], lang: SearchWords): number {
  let total = 0;
  for (const word of queryWords(query, lang)) {
    const direct = termScore(doc, word) * rarity(all, word);
    const alts = lang.synonyms[word] ?? lang.synonyms[stem(word)] ?? [];
    const alt = Math.max(0, ...alts.map((s) => (termScore(doc, s) * rarity(all, s)) / 2));
    total += Math.max(direct, alt);
  }
  return Math.round(total * 100) / 100;
}

/**
 * Below this share of the best score a match is too weak to show. A one-word query keeps
 * more (a parent typing "custody" wants every page about it); a longer one keeps the pages
 * that answer most of it.
 */
const MIN_SHARE = { oneWord: 0.2, longer: 0.4 };

/**
 * The items that pass the filter and match the query, best first (ties keep the original
 * order). A blank query keeps every item of the filter in order. `bodies` maps an item's
 * path to its page's words (`virtual:search-text`, scripts/search-text.mjs); `lang` the words
 * search knows in the language of the query, titles and bodies (English when absent).
 */
export function filterResources<T extends Searchable & { path?: string }>(
  items: readonly T[],
  query: string,
  filter: string,
  bodies: Readonly<Record<string, string>> = {},
  lang: SearchWords = ENGLISH,
): T[] {
  const inFilter = items.filter((item) => matchesFilter(item.category, filter));
  if (queryWords(query, lang).length === 0) return inFilter;
  const doc = (item: T): SearchDoc => ({
    title: item.title,
    description: item.description,
    body: item.path ? (bodies[item.path] ?? '') : '',
  });
  const all = items.map(doc);
  const scored = inFilter
    .map((item, i) => ({ item, i, score: scoreResource(doc(item), query, all, lang) * (item.weight ?? 1) }))
    .filter((s) => s.score > 0);
  const best = Math.max(0, ...scored.map((s) => s.score));
  const words = queryWords(query, lang);
  const share = words.length > 1 ? MIN_SHARE.longer : MIN_SHARE.oneWord;
  // A one-word query for a word few pages use also keeps every page that uses it, however
  // strong the best match is (a parent typing "abuse" sees each page that names it; "child",
  // on every page, still shows only the pages about children).
  const rare = words.length === 1 && all.filter((d) => termScore(d, words[0]!) > 0).length <= all.length / 2;
  const named = (item: T) => rare && termScore(doc(item), words[0]!) > 0;
  return scored
    .filter((s) => s.score >= best * share || named(s.item))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((s) => s.item);
}

export interface HubState {
  query: string;
  filter: ResourceFilter;
}

/** Reads `?q=` and `?filter=` (with or without the leading "?"); an unknown filter means All. */
export function parseHubSearch(search: string): HubState {
  const { q, filter } = readHubQuery(search);
  return { query: q ?? '', filter: isResourceFilter(filter) ? filter : DEFAULT_FILTER };
}

/**
 * The search string for a state, without "?" ("" when nothing is set). Other parameters
 * in `previous` are kept; q is dropped when blank, filter when All.
 */
export function hubSearchString(state: HubState, previous = ''): string {
  return hubSearch({ q: state.query, ...(state.filter !== DEFAULT_FILTER && { filter: state.filter }) }, previous);
}
