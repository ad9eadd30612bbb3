/**
 * The topics a mediator compares, which matter for each document type, and the words that
 * place a clause under a topic.
 * Plain TypeScript, no React.
 */

export const DOCUMENT_TYPES = ['Parenting Agreement', 'Custody Plan', 'Divorce Terms', 'Financial Disclosures'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export type TopicId =
  | 'legal-custody'
  | 'parenting-time'
  | 'holidays'
  | 'exchanges'
  | 'child-support'
  | 'health'
  | 'education'
  | 'relocation'
  | 'communication'
  | 'spousal-support'
  | 'marital-home'
  | 'property'
  | 'debts'
  | 'retirement'
  | 'taxes'
  | 'dispute-resolution'
  | 'income';

export interface TopicDef {
  id: TopicId;
  label: string;
  /** Higher matters more in the executive summary. */
  weight: number;
  /** [pattern, score]: a clause's score for the topic is the sum of matching scores. */
  keywords: Array<[RegExp, number]>;
}

const TOPICS: TopicDef[] = [
  {
    id: 'legal-custody',
    label: 'Legal custody & decision-making',
    weight: 9,
    keywords: [
      [/\blegal custody\b|\bparental responsibility\b/i, 4],
      [/\b(?:major|joint) decisions?\b|\bdecision-making\b|\bdecision making\b/i, 3],
      [/\bsole custody\b|\bjoint custody\b|\btie-?break/i, 3],
      [/\breligio(?:n|us)\b/i, 1],
    ],
  },
  {
    id: 'parenting-time',
    label: 'Parenting-time schedule',
    weight: 10,
    keywords: [
      [/\bparenting[- ]time\b|\bparenting schedule\b|\bregular schedule\b|\bresidential schedule\b|\btime-?sharing\b/i, 3],
      [
        /\bovernights?\b|\bweek-on\b|\bweek-off\b|\balternating weeks\b|\balternate weeks\b|\b2-2-3\b|\b2-2-5-5\b|\b5-2-2-5\b|\b3-4-4-3\b/i,
        3,
      ],
      [/\bevery other weekend\b|\balternating weekends\b|\balternate weekends\b|\bmid-?week\b/i, 3],
      [/\bprimary (?:residence|residential|physical)\b|\bphysical custody\b|\breside primarily\b/i, 3],
      [/\bweekends?\b|\bschool year\b/i, 1],
      [/\bpossession\b|\bpossessory\b|\bvisitation\b|\bperiods? of access\b/i, 3],
      [/\b(?:Mondays?|Tuesdays?|Wednesdays?|Thursdays?|Fridays?|Saturdays?|Sundays?)\b/, 2],
    ],
  },
  {
    id: 'holidays',
    label: 'Holidays & vacations',
    weight: 6,
    keywords: [
      [/\bholidays?\b|\bvacations?\b/i, 3],
      [
        /\bthanksgiving\b|\bchristmas\b|\bwinter break\b|\bspring break\b|\bsummer break\b|\bsummer vacation\b|\bhanukkah\b|\beaster\b/i,
        3,
      ],
      [/\bmother's day\b|\bfather's day\b|\bbirthdays?\b|\bnew year/i, 2],
    ],
  },
  {
    id: 'exchanges',
    label: 'Exchanges & transportation',
    weight: 4,
    keywords: [
      [/\bexchanges?\b|\btransitions?\b/i, 3],
      [
        /\bpick(?:s|ed|ing)?[- ]?up\b|\bpick(?:s|ed|ing)? (?:them|him|her|the child(?:ren)?) up\b|\bdrop(?:s|ped)?[- ]?off\b|\btransportation\b|\bcurbside\b/i,
        3,
      ],
      [/\bdriv(?:e|ing|es)\b|\bmeet(?:ing)? point\b/i, 1],
    ],
  },
  {
    id: 'child-support',
    label: 'Child support & expenses',
    weight: 9,
    keywords: [
      [/\bchild support\b/i, 5],
      [
        /\bchildcare\b|\bchild care\b|\bdaycare\b|\bday care\b|\bextracurricular\b|\bactivit(?:y|ies) (?:fees|costs|expenses)\b/i,
        3,
      ],
      [/\bsupport for the children\b|\bchildren's expenses\b|\bschool supplies\b/i, 2],
      [/\bsupport of the (?:minor )?child(?:ren)?\b|\bsupport for the (?:minor )?child\b/i, 5],
    ],
  },
  {
    id: 'health',
    label: 'Health insurance & medical costs',
    weight: 7,
    keywords: [
      [/\bhealth insurance\b|\bmedical insurance\b|\bdental\b|\bvision\b/i, 4],
      [/\bemployer(?:'s)? (?:health )?(?:plan|coverage|insurance)\b|\bcovered (?:under|by|through)\b/i, 3],
      [/\bunreimbursed\b|\buncovered\b|\bco-?pays?\b|\bdeductibles?\b|\bpremiums?\b/i, 2],
      [/\bmedical\b|\bhealth care\b|\bhealthcare\b|\borthodont|\btherapy\b|\bcounseling\b/i, 2],
    ],
  },
  {
    id: 'education',
    label: 'Education',
    weight: 5,
    keywords: [
      [/\beducation(?:al)?\b|\bschool(?:s|ing)?\b|\btuition\b|\btutoring\b|\bcollege\b|\b529\b/i, 3],
      [/\bparent-teacher\b|\breport cards?\b/i, 2],
    ],
  },
  {
    id: 'relocation',
    label: 'Relocation & travel',
    weight: 7,
    keywords: [
      [/\breloc(?:ate|ation|ating)\b|\bmove (?:the children|the child|more than|out of)\b|\bmoving\b/i, 4],
      [/\bpassports?\b|\binternational travel\b|\bout-of-state travel\b|\btravel (?:with|outside)\b|\bitinerary\b/i, 3],
    ],
  },
  {
    id: 'communication',
    label: 'Communication',
    weight: 4,
    keywords: [
      [/\bcommunicat(?:e|ion|ions)\b/i, 3],
      [/\bourfamilywizard\b|\bour family wizard\b|\btalkingparents\b|\bappclose\b|\bco-?parenting app\b/i, 4],
      [/\bphone calls?\b|\bvideo calls?\b|\btext messages?\b|\bemails?\b|\brespond\b/i, 2],
      [/\bdisparag|\bnegative remarks\b/i, 2],
    ],
  },
  {
    id: 'spousal-support',
    label: 'Spousal support',
    weight: 8,
    keywords: [[/\bspousal support\b|\balimony\b|\bspousal maintenance\b|\bmaintenance to the (?:wife|husband)\b/i, 5]],
  },
  {
    id: 'marital-home',
    label: 'Marital home',
    weight: 8,
    keywords: [
      [/\bmarital (?:home|residence)\b|\bfamily home\b|\bthe residence\b|\bthe house\b|\bmortgage\b|\bhome equity\b/i, 4],
      [/\breal (?:property|estate)\b|\brefinanc/i, 2],
    ],
  },
  {
    id: 'property',
    label: 'Other property',
    weight: 5,
    keywords: [
      [/\bvehicles?\b|\bcars?\b|\btrucks?\b|\bsuv\b/i, 3],
      [/\bbank accounts?\b|\bchecking\b|\bsavings accounts?\b|\bbrokerage\b|\binvestment accounts?\b/i, 3],
      [/\bfurniture\b|\bhousehold (?:goods|items|furnishings)\b|\bpersonal property\b|\bjewelry\b|\bboat\b/i, 3],
    ],
  },
  {
    id: 'debts',
    label: 'Debts',
    weight: 6,
    keywords: [
      [
        /\bdebts?\b|\bcredit cards?\b|\bliabilit(?:y|ies)\b|\bstudent loans?\b|\bcar loan\b|\bpersonal loan\b|\bmedical bills?\b/i,
        4,
      ],
      [/\bindemnify\b|\bhold harmless\b/i, 1],
    ],
  },
  {
    id: 'retirement',
    label: 'Retirement accounts',
    weight: 6,
    keywords: [
      [/\bretirement\b|\b401\s?\(?k\)?|\b403\s?\(?b\)?|\bira\b|\bpension\b|\bqdro\b|\bqualified domestic relations order\b/i, 5],
    ],
  },
  {
    id: 'taxes',
    label: 'Taxes',
    weight: 4,
    keywords: [
      [/\btax(?:es|ation)?\b|\bdependency exemption\b|\bchild tax credit\b|\bhead of household\b|\birs\b|\btax returns?\b/i, 4],
      [/\bclaim (?:the|both|each|one)\b[^.]{0,20}\b(?:child|children|dependents?)\b/i, 3],
    ],
  },
  {
    id: 'dispute-resolution',
    label: 'Dispute resolution',
    weight: 5,
    keywords: [
      [/\bdisputes?\b|\bdisagree(?:ment)?s?\b/i, 3],
      [/\bmediat(?:e|ion|or)\b|\barbitrat(?:e|ion|or)\b|\bparenting coordinator\b/i, 3],
    ],
  },
  {
    id: 'income',
    label: 'Income & employment',
    weight: 7,
    keywords: [
      [
        /\bincome\b|\bsalary\b|\bwages?\b|\bearnings\b|\bemployed\b|\bemployment\b|\bbonus(?:es)?\b|\bcommissions?\b|\bself-employ/i,
        4,
      ],
      [/\bemployer\b/i, 1],
      [/\bw-2\b|\bpay stubs?\b|\bgross\b/i, 2],
    ],
  },
];

export const TOPIC_BY_ID = new Map(TOPICS.map((t) => [t.id, t]));

const PARENTING: TopicId[] = [
  'legal-custody',
  'parenting-time',
  'holidays',
  'exchanges',
  'child-support',
  'health',
  'education',
  'relocation',
  'communication',
  'taxes',
  'dispute-resolution',
];

/** Topics that matter for each document type, in report order. */
export const TOPICS_FOR: Record<DocumentType, TopicId[]> = {
  'Parenting Agreement': PARENTING,
  'Custody Plan': PARENTING.filter((t) => t !== 'child-support' && t !== 'taxes'),
  'Divorce Terms': [...PARENTING, 'spousal-support', 'marital-home', 'property', 'debts', 'retirement'],
  'Financial Disclosures': [
    'income',
    'child-support',
    'health',
    'spousal-support',
    'marital-home',
    'property',
    'debts',
    'retirement',
    'taxes',
  ],
};

export function isDocumentType(v: string): v is DocumentType {
  return (DOCUMENT_TYPES as readonly string[]).includes(v);
}

/**
 * Scores a clause against the given topics; the best topic wins (ties go to the
 * heading's topic, then to the earlier topic in the list). Null when nothing matches.
 */
export function assignTopic(clause: string, allowed: TopicId[], headingTopic?: TopicId | null): TopicId | null {
  let best: TopicId | null = null;
  let bestScore = 0;
  for (const id of allowed) {
    const def = TOPIC_BY_ID.get(id);
    if (!def) continue;
    let score = 0;
    for (const [re, s] of def.keywords) if (re.test(clause)) score += s;
    if (score > 0 && id === headingTopic) score += 1.5;
    if (score > bestScore) {
      best = id;
      bestScore = score;
    }
  }
  if (!best && headingTopic && allowed.includes(headingTopic)) return headingTopic;
  return best;
}
