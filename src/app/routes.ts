import type { ComponentType } from 'react';
import * as paths from '../lib/paths';
import { PRODUCT_ROUTE, productPath, quizPath, type AppPath } from '../lib/paths';

/**
 * The route table: every screen of the app, each a lazy module so the home page loads
 * only the shell. `heading` is the page's level-1 heading and `sample` a concrete address
 * for parameterised paths; the browser tests iterate this table (offline included), so a
 * route added here is covered automatically.
 */
export interface RouteDef {
  path: AppPath | typeof PRODUCT_ROUTE;
  heading: string;
  sample?: AppPath;
  load: () => Promise<{ default: ComponentType }>;
}

export const routes: RouteDef[] = [
  { path: paths.home, heading: 'Empower Equality in Every Divorce', load: () => import('../features/home/HomePage') },
  { path: paths.insights, heading: 'Insights & Guides', load: () => import('../features/insights/InsightsPage') },
  { path: paths.resources, heading: 'Resource Hub', load: () => import('../features/resources/ResourcesPage') },
  {
    path: paths.coparentingGuide,
    heading: 'Co-Parenting Communication Guide',
    load: () => import('../features/resources/guides/CoparentingCommunicationPage'),
  },
  {
    path: paths.selfCareGuide,
    heading: 'Self-Care During Divorce',
    load: () => import('../features/resources/guides/SelfCarePage'),
  },
  {
    path: paths.safetyGuide,
    heading: 'Safety Plans, Protective Orders and Trackers',
    load: () => import('../features/resources/guides/SafetyPage'),
  },
  {
    path: paths.discoveryGuide,
    heading: 'Understanding Discovery',
    load: () => import('../features/resources/guides/DiscoveryPage'),
  },
  {
    path: paths.affidavit,
    heading: 'Financial Affidavit Template',
    load: () => import('../features/affidavit/AffidavitPage'),
  },
  {
    path: paths.parentingPlan,
    heading: 'Parenting Plan Template',
    load: () => import('../features/parenting-plan/ParentingPlanPage'),
  },
  {
    path: paths.divorceChecklist,
    heading: 'Divorce Checklist',
    load: () => import('../features/checklists/DivorceChecklistPage'),
  },
  {
    path: paths.courtPrep,
    heading: 'Court Hearing Preparation Checklist',
    load: () => import('../features/checklists/CourtPrepChecklistPage'),
  },
  {
    path: paths.childSupport,
    heading: 'Child Support Estimator',
    load: () => import('../features/child-support/ChildSupportPage'),
  },
  {
    path: paths.parentingTime,
    heading: 'Parenting Time Calculator',
    load: () => import('../features/parenting-time/ParentingTimePage'),
  },
  {
    path: paths.expenses,
    heading: 'Shared Expense Tracker',
    load: () => import('../features/expenses/ExpenseTrackerPage'),
  },
  { path: paths.shop, heading: 'Shop', load: () => import('../features/shop/ShopPage') },
  {
    path: PRODUCT_ROUTE,
    heading: 'The Ultimate Document Bundle',
    sample: productPath('the-ultimate-document-bundle'),
    load: () => import('../features/shop/ProductPage'),
  },
  { path: paths.quizzes, heading: 'Quizzes', load: () => import('../features/quizzes/QuizzesPage') },
  { path: quizPath('custody-readiness'), heading: 'Custody Readiness Quiz', load: () => import('../features/quizzes/QuizPage') },
  {
    path: quizPath('communication-style'),
    heading: 'Communication Style Quiz',
    load: () => import('../features/quizzes/QuizPage'),
  },
  {
    path: quizPath('financial-preparedness'),
    heading: 'Financial Preparedness Quiz',
    load: () => import('../features/quizzes/QuizPage'),
  },
  { path: paths.community, heading: 'Community', load: () => import('../features/community/CommunityPage') },
  { path: paths.login, heading: 'Log In', load: () => import('../features/account/LoginPage') },
  { path: paths.signup, heading: 'Sign Up', load: () => import('../features/account/SignupPage') },
  { path: paths.profile, heading: 'My Profile', load: () => import('../features/account/ProfilePage') },
  { path: paths.resetPassword, heading: 'Reset Password', load: () => import('../features/account/ResetPasswordPage') },
  { path: paths.updatePassword, heading: 'Update Password', load: () => import('../features/account/UpdatePasswordPage') },
  { path: paths.about, heading: 'About EvenGround', load: () => import('../features/about/AboutContactPage') },
  { path: paths.privacy, heading: 'Privacy Policy', load: () => import('../features/legal/PrivacyPolicyPage') },
  { path: paths.terms, heading: 'Terms of Service', load: () => import('../features/legal/TermsPage') },
  { path: paths.underConstruction, heading: 'Coming Soon', load: () => import('../features/legal/UnderConstructionPage') },
  { path: paths.aiMediator, heading: 'AI Mediator', load: () => import('../features/mediator/LandingPage') },
  {
    path: paths.documentAnalysis,
    heading: 'AI Divorce Mediator',
    load: () => import('../features/mediator/DocumentAnalysisPage'),
  },
  { path: paths.myData, heading: 'Your data on this device', load: () => import('../features/my-data/MyDataPage') },
];

/** The seven main navigation links, in their fixed order (docs/product-rules.md, "Everywhere"). */
export const mainNav: Array<{ href: AppPath; label: string }> = [
  { href: paths.home, label: 'Home' },
  { href: paths.insights, label: 'Insights & Guides' },
  { href: paths.resources, label: 'Resources' },
  { href: paths.community, label: 'Community' },
  { href: paths.quizzes, label: 'Quizzes' },
  { href: paths.shop, label: 'Shop' },
  { href: paths.about, label: 'About/Contact' },
];
