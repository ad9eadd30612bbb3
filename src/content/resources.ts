/** The Resource Hub's built-in resources (docs/product-rules.md, "Resource Hub"), with the AI Mediator and the quizzes (issue 32). */

export type ResourceCategory = 'Guide' | 'Template' | 'Checklist' | 'Tool' | 'Legal';

import type { IconName } from './iconNames';
import { quizzes } from './quizzes';
import * as paths from '../lib/paths';
import { quizPath, type AppPath } from '../lib/paths';

/** The drawn icons a hub card may show (src/ui/Icon.tsx). */
export type ResourceIconName = Extract<
  IconName,
  | 'chat'
  | 'document'
  | 'checklist'
  | 'calculator'
  | 'calendar'
  | 'receipt'
  | 'heart'
  | 'gavel'
  | 'search'
  | 'lock'
  | 'scale'
  | 'book'
>;

export interface Resource {
  category: ResourceCategory;
  title: string;
  description: string;
  icon: ResourceIconName;
  /** Site path of the resource page; a resource without one is "coming soon". */
  path?: AppPath;
  /** Search weight (src/features/resources/search.ts); 1 when absent. */
  weight?: number;
}

export const RESOURCES: readonly Resource[] = [
  {
    category: 'Guide',
    title: 'Co-Parenting Communication Guide',
    description:
      'Keep messages with your co-parent calm and child-centered: the BIFF method, boundaries, and what to do when conversations get hard.',
    icon: 'chat',
    path: paths.coparentingGuide,
  },
  {
    category: 'Template',
    title: 'Financial Affidavit Template',
    description:
      'Organize your income, monthly expenses, assets and debts in the order most courts ask for them, then print a draft.',
    icon: 'document',
    path: paths.affidavit,
  },
  {
    category: 'Checklist',
    title: 'Divorce Checklist',
    description:
      'Step-by-step list of the legal, financial, parenting and household tasks to work through, with your progress saved on this device.',
    icon: 'checklist',
    path: paths.divorceChecklist,
  },
  {
    category: 'Tool',
    title: 'Child Support Estimator',
    description: 'Get a rough estimate of child support using the income shares, percentage or Melson model your state follows.',
    icon: 'calculator',
    path: paths.childSupport,
  },
  {
    category: 'Template',
    title: 'Parenting Plan Template',
    description: 'Draft custody, schedules, holidays, decision-making and communication rules for your children in one place.',
    icon: 'calendar',
    path: paths.parentingPlan,
  },
  {
    category: 'Tool',
    title: 'Shared Expense Tracker',
    description: 'Record shared costs for the kids, split them by your agreed ratio, and see who owes whom.',
    icon: 'receipt',
    path: paths.expenses,
  },
  {
    category: 'Tool',
    title: 'Parenting Time Calculator',
    description:
      'Build a custody schedule from a common pattern with summer, holidays and changes; see each parent’s overnights, a calendar, a PDF and a calendar file.',
    icon: 'calendar',
    path: paths.parentingTime,
  },
  {
    category: 'Tool',
    title: 'Co-Parenting Journal',
    description:
      'A private, dated record of incidents, exchanges, messages and parenting time, encrypted on your device; corrections keep their history and a check shows nothing was changed afterwards.',
    icon: 'document',
    path: paths.journal,
  },
  {
    category: 'Guide',
    title: 'Self-Care During Divorce',
    description:
      'Practical emotional, physical and day-to-day ways to look after yourself, plus crisis lines if you need help now.',
    icon: 'heart',
    path: paths.selfCareGuide,
  },
  {
    category: 'Guide',
    title: 'Safety Plans, Protective Orders and Trackers',
    description:
      'If you are afraid of your ex: a safety plan, protective and restraining orders, safer exchanges, and keeping your phone safe from trackers and stalking, with the abuse and domestic violence hotlines.',
    icon: 'lock',
    path: paths.safetyGuide,
  },
  {
    category: 'Checklist',
    title: 'Court Hearing Preparation Checklist',
    description:
      'Get ready for a hearing: documents, evidence, what to wear, what to bring and how to conduct yourself in court.',
    icon: 'gavel',
    path: paths.courtPrep,
  },
  {
    category: 'Guide',
    title: 'Understanding Discovery',
    description:
      'Interrogatories, requests for production, depositions, subpoenas and requests for admission explained in plain language.',
    icon: 'search',
    path: paths.discoveryGuide,
  },
  {
    category: 'Tool',
    title: 'AI Mediator',
    description:
      'Compare both parties’ agreements or parenting plans on your own device: where you agree, where you differ, and neutral compromise suggestions.',
    icon: 'scale',
    path: paths.aiMediator,
  },
  {
    category: 'Tool',
    title: 'Message Coach',
    description:
      'Check a message to the other parent before you send it, or read one you received without taking the bait: every flag explained, a BIFF check, a reply to start from.',
    icon: 'chat',
    path: paths.messageCoach,
  },
  // The quizzes (src/content/quizzes.ts), each its own card; their questions are searched too,
  // at 0.4 weight, so a quiz follows the guides and tools on the same topic.
  ...quizzes
    .filter((q) => q.status === 'active')
    .map((q): Resource => ({
      category: 'Tool',
      title: q.title,
      description: q.description,
      icon: 'book',
      path: quizPath(q.id),
      weight: 0.4,
    })),
];
