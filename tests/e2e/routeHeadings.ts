// The level-1 heading of every route in src/app/routes.ts, keyed by the route's concrete
// address (its sample for parameterised paths). Test-only: the app does not need this table,
// so it is not shipped. A route without a heading here fails every route-wide browser test
// (helpers.ts allRoutes) with a message naming it.
import { productPath, quizPath } from '../../src/lib/paths';
import * as paths from '../../src/lib/paths';

export const routeHeadings: Readonly<Record<string, string>> = {
  [paths.home]: 'Empower Equality in Every Divorce',
  [paths.insights]: 'Insights & Guides',
  [paths.resources]: 'Resource Hub',
  [paths.coparentingGuide]: 'Co-Parenting Communication Guide',
  [paths.selfCareGuide]: 'Self-Care During Divorce',
  [paths.safetyGuide]: 'Safety Plans, Protective Orders and Trackers',
  [paths.discoveryGuide]: 'Understanding Discovery',
  [paths.affidavit]: 'Financial Affidavit Template',
  [paths.parentingPlan]: 'Parenting Plan Template',
  [paths.divorceChecklist]: 'Divorce Checklist',
  [paths.courtPrep]: 'Court Hearing Preparation Checklist',
  [paths.childSupport]: 'Child Support Estimator',
  [paths.parentingTime]: 'Parenting Time Calculator',
  [paths.expenses]: 'Shared Expense Tracker',
  [paths.messageCoach]: 'Message Coach',
  [paths.shop]: 'Shop',
  [productPath('the-ultimate-document-bundle')]: 'The Ultimate Document Bundle',
  [paths.quizzes]: 'Quizzes',
  [quizPath('custody-readiness')]: 'Custody Readiness Quiz',
  [quizPath('communication-style')]: 'Communication Style Quiz',
  [quizPath('financial-preparedness')]: 'Financial Preparedness Quiz',
  [paths.community]: 'Community',
  [paths.login]: 'Log In',
  [paths.signup]: 'Sign Up',
  [paths.profile]: 'My Profile',
  [paths.resetPassword]: 'Reset Password',
  [paths.updatePassword]: 'Update Password',
  [paths.about]: 'About EvenGround',
  [paths.privacy]: 'Privacy Policy',
  [paths.terms]: 'Terms of Service',
  [paths.underConstruction]: 'Coming Soon',
  [paths.aiMediator]: 'AI Mediator',
  [paths.documentAnalysis]: 'AI Divorce Mediator',
  [paths.myData]: 'Your data on this device',
  [paths.journal]: 'Co-Parenting Journal',
};
