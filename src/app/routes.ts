import type { ComponentType } from 'react';
import * as paths from '../lib/paths';
import { PRODUCT_ROUTE, productPath, quizPath, type AppPath } from '../lib/paths';
import * as m from '../content/messages/shell/compiled/en.js';

/**
 * The route table: every screen of the app, each a lazy module so the home page loads
 * only the shell. `sample` is a concrete address for parameterised paths. The browser tests
 * iterate this table (offline included), so a route added here is covered automatically;
 * each page's level-1 heading, which they check, is listed in tests/e2e/routeHeadings.ts
 * (test-only, so the headings are not shipped in the entry chunk).
 */
export interface RouteDef {
  path: AppPath | typeof PRODUCT_ROUTE;
  sample?: AppPath;
  load: () => Promise<{ default: ComponentType }>;
}

export const routes: RouteDef[] = [
  { path: paths.home, load: () => import('../features/home/HomePage') },
  { path: paths.insights, load: () => import('../features/insights/InsightsPage') },
  { path: paths.resources, load: () => import('../features/resources/ResourcesPage') },
  {
    path: paths.coparentingGuide,
    load: () => import('../features/resources/guides/CoparentingCommunicationPage'),
  },
  {
    path: paths.selfCareGuide,
    load: () => import('../features/resources/guides/SelfCarePage'),
  },
  {
    path: paths.safetyGuide,
    load: () => import('../features/resources/guides/SafetyPage'),
  },
  {
    path: paths.discoveryGuide,
    load: () => import('../features/resources/guides/DiscoveryPage'),
  },
  {
    path: paths.affidavit,
    load: () => import('../features/affidavit/AffidavitPage'),
  },
  {
    path: paths.parentingPlan,
    load: () => import('../features/parenting-plan/ParentingPlanPage'),
  },
  {
    path: paths.divorceChecklist,
    load: () => import('../features/checklists/DivorceChecklistPage'),
  },
  {
    path: paths.courtPrep,
    load: () => import('../features/checklists/CourtPrepChecklistPage'),
  },
  {
    path: paths.childSupport,
    load: () => import('../features/child-support/ChildSupportPage'),
  },
  {
    path: paths.parentingTime,
    load: () => import('../features/parenting-time/ParentingTimePage'),
  },
  {
    path: paths.expenses,
    load: () => import('../features/expenses/ExpenseTrackerPage'),
  },
  { path: paths.shop, load: () => import('../features/shop/ShopPage') },
  {
    path: PRODUCT_ROUTE,
    sample: productPath('the-ultimate-document-bundle'),
    load: () => import('../features/shop/ProductPage'),
  },
  { path: paths.quizzes, load: () => import('../features/quizzes/QuizzesPage') },
  { path: quizPath('custody-readiness'), load: () => import('../features/quizzes/QuizPage') },
  {
    path: quizPath('communication-style'),
    load: () => import('../features/quizzes/QuizPage'),
  },
  {
    path: quizPath('financial-preparedness'),
    load: () => import('../features/quizzes/QuizPage'),
  },
  { path: paths.community, load: () => import('../features/community/CommunityPage') },
  { path: paths.login, load: () => import('../features/account/LoginPage') },
  { path: paths.signup, load: () => import('../features/account/SignupPage') },
  { path: paths.profile, load: () => import('../features/account/ProfilePage') },
  { path: paths.resetPassword, load: () => import('../features/account/ResetPasswordPage') },
  { path: paths.updatePassword, load: () => import('../features/account/UpdatePasswordPage') },
  { path: paths.about, load: () => import('../features/about/AboutContactPage') },
  { path: paths.privacy, load: () => import('../features/legal/PrivacyPolicyPage') },
  { path: paths.terms, load: () => import('../features/legal/TermsPage') },
  { path: paths.underConstruction, load: () => import('../features/legal/UnderConstructionPage') },
  { path: paths.messageCoach, load: () => import('../features/message-coach/MessageCoachPage') },
  { path: paths.aiMediator, load: () => import('../features/mediator/LandingPage') },
  {
    path: paths.documentAnalysis,
    load: () => import('../features/mediator/DocumentAnalysisPage'),
  },
  { path: paths.myData, load: () => import('../features/my-data/MyDataPage') },
  { path: paths.journal, load: () => import('../features/journal/JournalPage') },
];

/** The seven main navigation links, in their fixed order (docs/product-rules.md, "Everywhere"). */
export const mainNav: Array<{ href: AppPath; label: string }> = [
  { href: paths.home, label: m.nav_home },
  { href: paths.insights, label: m.nav_insights },
  { href: paths.resources, label: m.nav_resources },
  { href: paths.community, label: m.nav_community },
  { href: paths.quizzes, label: m.nav_quizzes },
  { href: paths.shop, label: m.nav_shop },
  { href: paths.about, label: m.nav_about },
];
