/**
 * Resource Hub search and filter (SPEC.md §2 /resources, §4, §5). Pure: no React.
 *
 * - The search text matches the title or the description, case-insensitively; blank
 *   text (after trimming) matches everything.
 * - A filter matches a category by its exact name or by the name without its trailing
 *   "s" (filter "Guides" matches category "Guide"); "All" matches every category.
 * - The URL carries the state: `?filter=` (only one of the six names counts) and `?q=`.
 */

export const RESOURCE_FILTERS = ['All', 'Guides', 'Templates', 'Checklists', 'Tools', 'Legal'] as const;
export type ResourceFilter = (typeof RESOURCE_FILTERS)[number];
export const DEFAULT_FILTER: ResourceFilter = 'All';

/** The fields search and filter look at. */
export interface Searchable {
  category: string;
  title: string;
  description: string;
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

/** True when the title or the description contains the query, ignoring case. */
export function matchesQuery(item: Pick<Searchable, 'title' | 'description'>, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q === '') return true;
  return item.title.toLowerCase().includes(q) || item.description.toLowerCase().includes(q);
}

/** The items that pass both the query and the filter, in their original order. */
export function filterResources<T extends Searchable>(items: readonly T[], query: string, filter: string): T[] {
  return items.filter((item) => matchesFilter(item.category, filter) && matchesQuery(item, query));
}

export interface HubState {
  query: string;
  filter: ResourceFilter;
}

/** Reads `?q=` and `?filter=` (with or without the leading "?"); an unknown filter means All. */
export function parseHubSearch(search: string): HubState {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const filter = params.get('filter');
  return {
    query: params.get('q') ?? '',
    filter: isResourceFilter(filter) ? filter : DEFAULT_FILTER,
  };
}

/**
 * The search string for a state, without "?" ("" when nothing is set). Other parameters
 * in `previous` are kept; q is dropped when blank, filter when All.
 */
export function hubSearchString(state: HubState, previous = ''): string {
  const params = new URLSearchParams(previous.startsWith('?') ? previous.slice(1) : previous);
  params.delete('q');
  params.delete('filter');
  if (state.filter !== DEFAULT_FILTER) params.set('filter', state.filter);
  if (state.query.trim() !== '') params.set('q', state.query);
  return params.toString();
}
