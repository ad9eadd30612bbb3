/**
 * The query strings one screen hands to another, each written and read here and nowhere
 * else (the pages' own addresses are in src/lib/paths.ts). Every reader takes a search
 * string with or without its leading "?" and returns what is written, null where a value is
 * absent: the screen that reads it judges the value.
 */
import * as paths from './paths';
import { HUB_FILTER, HUB_QUERY, QUIZ_SLUGS, type QuizSlug, type ResourceFilter } from './paths';

/** URLSearchParams of a search string, with or without its leading "?". */
function queryOf(search: string): URLSearchParams {
  return new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
}

// Parenting Time Calculator -> Child Support Estimator: each parent's overnights a year.
const OVERNIGHTS_YOU = 'overnights-you';
const OVERNIGHTS_OTHER = 'overnights-other';

/** The estimator's address with the overnights filled in. */
export function estimatorPath(o: { you: number; other: number }): string {
  return `${paths.childSupport}?${OVERNIGHTS_YOU}=${o.you}&${OVERNIGHTS_OTHER}=${o.other}`;
}

// The AI Mediator -> Child Support Estimator: the state and the number of children the
// documents give (never an income: amounts stay out of addresses and the history).
const STATE = 'state';
const CHILDREN = 'children';

/** The estimator's address with the state and, when known, the number of children filled in. */
export function estimatorPrefillPath(o: { state: string; children?: number }): string {
  const q = new URLSearchParams({ [STATE]: o.state });
  if (o.children !== undefined) q.set(CHILDREN, String(o.children));
  return `${paths.childSupport}?${q.toString()}`;
}

/** The overnights, state and children in an estimator search string, as written (null where absent); the estimator checks them. */
export function readEstimatorQuery(search: string): {
  you: string | null;
  other: string | null;
  state: string | null;
  children: string | null;
} {
  const q = queryOf(search);
  return { you: q.get(OVERNIGHTS_YOU), other: q.get(OVERNIGHTS_OTHER), state: q.get(STATE), children: q.get(CHILDREN) };
}

// My Data -> the AI Mediator: a saved report to open.
const REPORT = 'report';

/** The mediator page opening one saved report (its list, then the report once the storage is open). */
export function savedReportPath(id: string): string {
  return `${paths.documentAnalysis}?${REPORT}=${encodeURIComponent(id)}#${paths.SAVED_REPORTS_ID}`;
}

/** The saved report a mediator search string asks to open, as written (null where absent); the page looks it up. */
export function readSavedReportQuery(search: string): string | null {
  return queryOf(search).get(REPORT);
}

// Login -> the page that sent the visitor there.
const REDIRECT = 'redirect';

/** /login?redirect=<path>, keeping the slashes readable (/login?redirect=/document-analysis). */
export function loginPath(redirectTo: string | null): string {
  if (!redirectTo) return paths.login;
  return `${paths.login}?${REDIRECT}=${encodeURIComponent(redirectTo).replace(/%2F/gi, '/')}`;
}

/** A redirect target we are willing to follow: a same-site path, never another origin. */
function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** Where a login page's search string says to go next: a same-site path, or null. */
export function readLoginRedirect(search: string): string | null {
  return safeRedirect(queryOf(search).get(REDIRECT));
}

// The Resource Hub's search text and category filter (docs/resource-search.md).

/** The hub's state as written in its search string (null where absent); the hub checks the filter. */
export function readHubQuery(search: string): { q: string | null; filter: string | null } {
  const q = queryOf(search);
  return { q: q.get(HUB_QUERY), filter: q.get(HUB_FILTER) };
}

/**
 * The hub's search string (without "?") for a search text and filter, keeping any other
 * parameters of `previous`; a missing or blank value is left out.
 */
export function hubSearch(state: { q?: string; filter?: ResourceFilter }, previous = ''): string {
  const params = queryOf(previous);
  params.delete(HUB_QUERY);
  params.delete(HUB_FILTER);
  if (state.filter) params.set(HUB_FILTER, state.filter);
  if (state.q && state.q.trim() !== '') params.set(HUB_QUERY, state.q);
  return params.toString();
}

/** The quiz a /quizzes/<slug> address names (a trailing "/" allowed), or null. */
export function readQuizSlug(pathname: string): QuizSlug | null {
  const slug = pathname.replace(/^\/quizzes\//, '').replace(/\/$/, '');
  return QUIZ_SLUGS.find((s) => s === slug) ?? null;
}

// Another tool -> the co-parenting journal: open a new entry of one type
// ("/journal?new=communication"). The message coach hands its text over through the draft
// slot named in src/lib/journalHandoff.ts and links here with the type 'communication'.
const JOURNAL_NEW = 'new';

/** The journal's address opening a new entry of `type` (the journal checks the type). */
export function journalNewPath(type: string): string {
  return `${paths.journal}?${JOURNAL_NEW}=${encodeURIComponent(type)}`;
}

/** The entry type a journal search string asks to open, as written (null where absent). */
export function readJournalNew(search: string): string | null {
  return queryOf(search).get(JOURNAL_NEW);
}
