/**
 * Every address in the app is built and read in two modules and nowhere else:
 * - this one, the pages' addresses: the route table (src/app/routes.ts), every link, every
 *   redirect. A page is named, not spelled: `paths.childSupport`, `paths.productPath(slug)`. An
 *   address that is not one of these is a type error wherever an `AppPath` is expected
 *   (PageMeta, BackLink, the route table, the resource list).
 * - src/lib/pathQueries.ts, the query strings one screen hands to another (the overnights
 *   the Parenting Time Calculator passes to the Child Support Estimator, the page to return
 *   to after logging in, the Resource Hub's search and filter), each written and read there.
 * Two modules, not one, because the shell loads this one on every first visit (the route
 * table): the query code loads only with the screens that use it.
 */

// The pages with a fixed address, one constant each: `import * as paths from './paths'`,
// then `paths.childSupport`. (Constants, not one object: the bundler gives each a short name
// and keeps no property names in the shell, which every first visit downloads.)
export const home = '/';
export const insights = '/insights-and-guides';
export const resources = '/resources';
export const coparentingGuide = '/resources/coparenting-communication';
export const selfCareGuide = '/resources/self-care-during-divorce';
export const safetyGuide = '/resources/safety-planning';
export const discoveryGuide = '/resources/understanding-discovery';
export const affidavit = '/resources/financial-affidavit';
export const parentingPlan = '/resources/parenting-plan-template';
export const divorceChecklist = '/resources/divorce-checklist';
export const courtPrep = '/resources/court-hearing-preparation';
export const childSupport = '/resources/understanding-child-support';
export const parentingTime = '/resources/parenting-time-calculator';
export const expenses = '/resources/expense-tracker';
export const messageCoach = '/resources/message-coach';
export const shop = '/shop';
export const quizzes = '/quizzes';
export const community = '/community';
export const login = '/login';
export const signup = '/signup';
export const profile = '/profile';
export const resetPassword = '/reset-password';
export const updatePassword = '/update-password';
export const about = '/about-contact';
export const privacy = '/privacy-policy';
export const terms = '/terms-of-service';
export const underConstruction = '/under-construction';
export const aiMediator = '/ai-mediator';
export const documentAnalysis = '/document-analysis';
/** The mediator page's list of saved reports (My Data links to it). */
export const SAVED_REPORTS_ID = 'saved-reports';
export const savedMediationReports = `${documentAnalysis}#${SAVED_REPORTS_ID}`;
export const myData = '/my-data';
export const journal = '/journal';
export const notFound = '/404';

/** Every fixed address, for the type below and the tests (the build drops it: unused at run time). */
export const PAGES = [
  home,
  insights,
  resources,
  coparentingGuide,
  selfCareGuide,
  safetyGuide,
  discoveryGuide,
  affidavit,
  parentingPlan,
  divorceChecklist,
  courtPrep,
  childSupport,
  parentingTime,
  expenses,
  messageCoach,
  shop,
  quizzes,
  community,
  login,
  signup,
  profile,
  resetPassword,
  updatePassword,
  about,
  privacy,
  terms,
  underConstruction,
  aiMediator,
  documentAnalysis,
  myData,
  journal,
  notFound,
] as const;

export type StaticPath = (typeof PAGES)[number];

/** The three quizzes, each its own page under /quizzes. */
export const QUIZ_SLUGS = ['custody-readiness', 'communication-style', 'financial-preparedness'] as const;
export type QuizSlug = (typeof QUIZ_SLUGS)[number];

/** Any page's address (without its query string). */
export type AppPath = StaticPath | `/shop/${string}` | `/quizzes/${QuizSlug}`;

/** The route table's pattern for a product page (wouter syntax). */
export const PRODUCT_ROUTE = '/shop/:slug';

export const productPath = (slug: string): AppPath => `/shop/${slug}`;
export const quizPath = (slug: QuizSlug): AppPath => `/quizzes/${slug}`;

/**
 * The Custody Readiness Quiz as a constant, for the coach: its pages are built apart from the
 * app and may use only constants from here (the build writes them in; a function would make
 * the coach load the app's entry).
 */
export const custodyReadinessQuiz = '/quizzes/custody-readiness' satisfies AppPath;

// The Resource Hub's search text and category filter (docs/resource-search.md); read and
// written in src/lib/pathQueries.ts.
export const RESOURCE_FILTERS = ['All', 'Guides', 'Templates', 'Checklists', 'Tools', 'Legal'] as const;
export type ResourceFilter = (typeof RESOURCE_FILTERS)[number];
export const HUB_QUERY = 'q';
export const HUB_FILTER = 'filter';

/** The hub's address showing one filter ("/resources?filter=Templates"). */
export const hubFilterPath = (filter: ResourceFilter): string => `${resources}?${HUB_FILTER}=${filter}`;

/** The hub's search address for a search engine, `{term}` standing for the words (schema.org SearchAction). */
export const HUB_SEARCH_TEMPLATE = `${resources}?${HUB_QUERY}={term}`;
