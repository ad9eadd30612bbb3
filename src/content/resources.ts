/** The Resource Hub's built-in resources (docs/product-rules.md, "Resource Hub"), with the AI Mediator and the quizzes (issue 32). */

export type ResourceCategory = 'Guide' | 'Template' | 'Checklist' | 'Tool' | 'Legal';

import type { IconName } from './iconNames';
import { quizzes } from './quizzes';
import * as paths from '../lib/paths';
import { quizPath, type AppPath } from '../lib/paths';
import * as m from './messages/resources/compiled/en.js';

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
    title: m.coparenting_title,
    description: m.coparenting_desc,
    icon: 'chat',
    path: paths.coparentingGuide,
  },
  {
    category: 'Template',
    title: m.affidavit_title,
    description: m.affidavit_desc,
    icon: 'document',
    path: paths.affidavit,
  },
  {
    category: 'Checklist',
    title: m.checklist_title,
    description: m.checklist_desc,
    icon: 'checklist',
    path: paths.divorceChecklist,
  },
  {
    category: 'Tool',
    title: m.support_title,
    description: m.support_desc,
    icon: 'calculator',
    path: paths.childSupport,
  },
  {
    category: 'Template',
    title: m.plan_title,
    description: m.plan_desc,
    icon: 'calendar',
    path: paths.parentingPlan,
  },
  {
    category: 'Tool',
    title: m.expenses_title,
    description: m.expenses_desc,
    icon: 'receipt',
    path: paths.expenses,
  },
  {
    category: 'Tool',
    title: m.time_title,
    description: m.time_desc,
    icon: 'calendar',
    path: paths.parentingTime,
  },
  {
    category: 'Tool',
    title: m.journal_title,
    description: m.journal_desc,
    icon: 'document',
    path: paths.journal,
  },
  {
    category: 'Guide',
    title: m.selfcare_title,
    description: m.selfcare_desc,
    icon: 'heart',
    path: paths.selfCareGuide,
  },
  {
    category: 'Guide',
    title: m.safety_title,
    description: m.safety_desc,
    icon: 'lock',
    path: paths.safetyGuide,
  },
  {
    category: 'Checklist',
    title: m.courtprep_title,
    description: m.courtprep_desc,
    icon: 'gavel',
    path: paths.courtPrep,
  },
  {
    category: 'Guide',
    title: m.discovery_title,
    description: m.discovery_desc,
    icon: 'search',
    path: paths.discoveryGuide,
  },
  {
    category: 'Tool',
    title: m.mediator_title,
    description: m.mediator_desc,
    icon: 'scale',
    path: paths.aiMediator,
  },
  {
    category: 'Tool',
    title: m.coach_title,
    description: m.coach_desc,
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
