import type { ComponentType } from 'react';

/**
 * The route table: every screen of the app, each a lazy module so the home page loads
 * only the shell. `heading` is the page's level-1 heading and `sample` a concrete address
 * for parameterised paths; the browser tests iterate this table (offline included), so a
 * route added here is covered automatically.
 */
export interface RouteDef {
  path: string;
  heading: string;
  sample?: string;
  load: () => Promise<{ default: ComponentType }>;
}

export const routes: RouteDef[] = [
  { path: '/', heading: 'Empower Equality in Every Divorce', load: () => import('../features/home/HomePage') },
  { path: '/insights-and-guides', heading: 'Insights & Guides', load: () => import('../features/insights/InsightsPage') },
  { path: '/resources', heading: 'Resource Hub', load: () => import('../features/resources/ResourcesPage') },
  {
    path: '/resources/coparenting-communication',
    heading: 'Co-Parenting Communication Guide',
    load: () => import('../features/resources/guides/CoparentingCommunicationPage'),
  },
  {
    path: '/resources/self-care-during-divorce',
    heading: 'Self-Care During Divorce',
    load: () => import('../features/resources/guides/SelfCarePage'),
  },
  {
    path: '/resources/understanding-discovery',
    heading: 'Understanding Discovery',
    load: () => import('../features/resources/guides/DiscoveryPage'),
  },
  {
    path: '/resources/financial-affidavit',
    heading: 'Financial Affidavit Template',
    load: () => import('../features/affidavit/AffidavitPage'),
  },
  {
    path: '/resources/parenting-plan-template',
    heading: 'Parenting Plan Template',
    load: () => import('../features/parenting-plan/ParentingPlanPage'),
  },
  {
    path: '/resources/divorce-checklist',
    heading: 'Divorce Checklist',
    load: () => import('../features/checklists/DivorceChecklistPage'),
  },
  {
    path: '/resources/court-hearing-preparation',
    heading: 'Court Hearing Preparation Checklist',
    load: () => import('../features/checklists/CourtPrepChecklistPage'),
  },
  {
    path: '/resources/understanding-child-support',
    heading: 'Child Support Estimator',
    load: () => import('../features/child-support/ChildSupportPage'),
  },
  {
    path: '/resources/parenting-time-calculator',
    heading: 'Parenting Time Calculator',
    load: () => import('../features/parenting-time/ParentingTimePage'),
  },
  {
    path: '/resources/expense-tracker',
    heading: 'Shared Expense Tracker',
    load: () => import('../features/expenses/ExpenseTrackerPage'),
  },
  { path: '/shop', heading: 'Shop', load: () => import('../features/shop/ShopPage') },
  {
    path: '/shop/:slug',
    heading: 'The Ultimate Document Bundle',
    sample: '/shop/the-ultimate-document-bundle',
    load: () => import('../features/shop/ProductPage'),
  },
  { path: '/quizzes', heading: 'Quizzes', load: () => import('../features/quizzes/QuizzesPage') },
  { path: '/quizzes/custody-readiness', heading: 'Custody Readiness Quiz', load: () => import('../features/quizzes/QuizPage') },
  {
    path: '/quizzes/communication-style',
    heading: 'Communication Style Quiz',
    load: () => import('../features/quizzes/QuizPage'),
  },
  {
    path: '/quizzes/financial-preparedness',
    heading: 'Financial Preparedness Quiz',
    load: () => import('../features/quizzes/QuizPage'),
  },
  { path: '/community', heading: 'Community', load: () => import('../features/community/CommunityPage') },
  { path: '/login', heading: 'Log In', load: () => import('../features/account/LoginPage') },
  { path: '/signup', heading: 'Sign Up', load: () => import('../features/account/SignupPage') },
  { path: '/profile', heading: 'My Profile', load: () => import('../features/account/ProfilePage') },
  { path: '/reset-password', heading: 'Reset Password', load: () => import('../features/account/ResetPasswordPage') },
  { path: '/update-password', heading: 'Update Password', load: () => import('../features/account/UpdatePasswordPage') },
  { path: '/about-contact', heading: 'About EvenGround', load: () => import('../features/about/AboutContactPage') },
  { path: '/privacy-policy', heading: 'Privacy Policy', load: () => import('../features/legal/PrivacyPolicyPage') },
  { path: '/terms-of-service', heading: 'Terms of Service', load: () => import('../features/legal/TermsPage') },
  { path: '/under-construction', heading: 'Coming Soon', load: () => import('../features/legal/UnderConstructionPage') },
  { path: '/ai-mediator', heading: 'AI Mediator', load: () => import('../features/mediator/LandingPage') },
  {
    path: '/document-analysis',
    heading: 'AI Divorce Mediator',
    load: () => import('../features/mediator/DocumentAnalysisPage'),
  },
  { path: '/my-data', heading: 'Your data on this device', load: () => import('../features/my-data/MyDataPage') },
];

/** The seven main navigation links, in their fixed order (docs/product-rules.md, "Everywhere"). */
export const mainNav: Array<{ href: string; label: string }> = [
  { href: '/', label: 'Home' },
  { href: '/insights-and-guides', label: 'Insights & Guides' },
  { href: '/resources', label: 'Resources' },
  { href: '/community', label: 'Community' },
  { href: '/quizzes', label: 'Quizzes' },
  { href: '/shop', label: 'Shop' },
  { href: '/about-contact', label: 'About/Contact' },
];
