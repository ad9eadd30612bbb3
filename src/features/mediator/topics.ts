/**
 * The topics a mediator compares, which matter for each document type, the words that
 * place a clause under a topic, and the positions ("stances") a clause can take on it.
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
  /** Named positions a clause can take; compared between the parties. */
  stances: Array<[RegExp, string]>;
  /** A standard neutral provision, proposed when only one side covers the topic. */
  neutral: string;
}

export const TOPICS: TopicDef[] = [
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
    stances: [
      [
        /\bjoint legal custody\b|\bshare (?:joint )?legal custody\b|\bdecide (?:major|important) [a-z ]*jointly\b|\bshared parental responsibility\b|\bmajor decisions?\b[^.]{0,160}\b(?:made|decided) jointly\b/i,
        'joint legal custody',
      ],
      [/\bsole legal custody\b|\bsole decision-making\b/i, 'sole legal custody'],
      [/\btie-?break|\bfinal (?:say|decision-making authority)\b/i, 'tie-breaking authority'],
    ],
    neutral:
      'Joint legal custody: the parents make major decisions (education, non-emergency health care, religion) together; each parent makes day-to-day decisions while the children are with them; emergency decisions by the parent present, who tells the other within 24 hours.',
  },
  {
    id: 'parenting-time',
    label: 'Parenting-time schedule',
    weight: 10,
    keywords: [
      [/\bparenting[- ]time\b|\bparenting schedule\b|\bregular schedule\b|\bresidential schedule\b|\btime-?sharing\b/i, 3],
      [/\bovernights?\b|\bweek-on\b|\bweek-off\b|\balternating weeks\b|\balternate weeks\b|\b2-2-3\b|\b2-2-5-5\b|\b5-2-2-5\b|\b3-4-4-3\b/i, 3],
      [/\bevery other weekend\b|\balternating weekends\b|\balternate weekends\b|\bmid-?week\b/i, 3],
      [/\bprimary (?:residence|residential|physical)\b|\bphysical custody\b|\breside primarily\b/i, 3],
      [/\bweekends?\b|\bschool year\b/i, 1],
      [/\bpossession\b|\bpossessory\b|\bvisitation\b|\bperiods? of access\b/i, 3],
      [/\b(?:Mondays?|Tuesdays?|Wednesdays?|Thursdays?|Fridays?|Saturdays?|Sundays?)\b/, 2],
    ],
    stances: [
      [/\b2-2-3\b/i, '2-2-3 rotation'],
      [/\b(?:2-2-5-5|5-2-2-5)\b/i, '2-2-5-5 rotation'],
      [/\b3-4-4-3\b/i, '3-4-4-3 rotation'],
      [/\bweek-on\b|\balternat(?:ing|e)[- ]weeks?\b(?![- ]?ends?)|\bweek about\b/i, 'week-on/week-off'],
      [/\bevery other weekend\b|\balternating weekends\b|\balternate weekends\b/i, 'alternate weekends'],
      [/\bprimary (?:residence|residential|physical)\b|\breside primarily\b/i, 'primary residence with one parent'],
    ],
    neutral:
      'An equal-time schedule such as 2-2-3 (younger children) or week-on/week-off with a mid-week dinner (school-age children), unless the parents agree otherwise in writing.',
  },
  {
    id: 'holidays',
    label: 'Holidays & vacations',
    weight: 6,
    keywords: [
      [/\bholidays?\b|\bvacations?\b/i, 3],
      [/\bthanksgiving\b|\bchristmas\b|\bwinter break\b|\bspring break\b|\bsummer break\b|\bsummer vacation\b|\bhanukkah\b|\beaster\b/i, 3],
      [/\bmother's day\b|\bfather's day\b|\bbirthdays?\b|\bnew year/i, 2],
    ],
    stances: [
      [/\balternat(?:e|es|ed|ing)\b[^.]{0,60}\b(?:years?|annually)\b|\beven[- ]numbered years\b|\bodd[- ]numbered years\b/i, 'alternating years'],
      [/\b(?:split|divided)\b[^.]{0,40}\b(?:equally|in half)\b|\bfirst half\b|\bsecond half\b/i, 'split in halves'],
      [/^(?![^]*\balternat)[^]*\b(?:every|each) year\b/i, 'same parent every year'],
    ],
    neutral:
      'Major holidays alternate between the parents in even- and odd-numbered years; winter break is split in half; each parent may take up to two weeks of summer vacation with 60 days\' written notice.',
  },
  {
    id: 'exchanges',
    label: 'Exchanges & transportation',
    weight: 4,
    keywords: [
      [/\bexchanges?\b|\btransitions?\b/i, 3],
      [/\bpick(?:s|ed|ing)?[- ]?up\b|\bpick(?:s|ed|ing)? (?:them|him|her|the child(?:ren)?) up\b|\bdrop(?:s|ped)?[- ]?off\b|\btransportation\b|\bcurbside\b/i, 3],
      [/\bdriv(?:e|ing|es)\b|\bmeet(?:ing)? point\b/i, 1],
    ],
    stances: [
      [/\bat (?:the )?(?:children's )?school\b|\bfrom school\b/i, 'at school'],
      [/\bcurbside\b|\b(?:at|from) the (?:receiving|other) parent's (?:home|residence)\b/i, "at a parent's home"],
      [/\bpolice station\b|\bpublic (?:place|location)\b|\bmidway\b|\bhalfway\b/i, 'neutral public place'],
      [/\breceiving parent\b[^.]{0,40}\bpick|\bparent (?:beginning|starting) (?:his or her|his|her|their)? ?(?:parenting )?time\b[^.]{0,60}\bpick/i, 'receiving parent picks up'],
      [/\bdelivering parent\b|\bparent (?:whose|ending)[^.]{0,30}\b(?:drive|deliver)/i, 'delivering parent drives'],
    ],
    neutral:
      'Exchanges at school when school is in session and otherwise at the receiving parent\'s home; the receiving parent provides transportation; a 15-minute grace period, with a message if running late.',
  },
  {
    id: 'child-support',
    label: 'Child support & expenses',
    weight: 9,
    keywords: [
      [/\bchild support\b/i, 5],
      [/\bchildcare\b|\bchild care\b|\bdaycare\b|\bday care\b|\bextracurricular\b|\bactivit(?:y|ies) (?:fees|costs|expenses)\b/i, 3],
      [/\bsupport for the children\b|\bchildren's expenses\b|\bschool supplies\b/i, 2],
      [/\bsupport of the (?:minor )?child(?:ren)?\b|\bsupport for the (?:minor )?child\b/i, 5],
    ],
    stances: [[/\bdeviat(?:e|ion)\b/i, 'deviation from the guidelines']],
    neutral:
      'Child support as the state guidelines set it, paid monthly by income withholding; childcare and agreed extracurricular costs shared in proportion to income, reimbursed within 30 days of a receipt.',
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
    stances: [
      [/\b(?:through|under) (?:his|her|the mother's|the father's|the wife's|the husband's) employer\b|\bemployer-(?:provided|sponsored)\b/i, 'employer plan'],
    ],
    neutral:
      'The parent with access to the better employer plan keeps the children insured; premiums for the children\'s share and uncovered medical, dental and vision costs are shared in proportion to income, reimbursed within 30 days.',
  },
  {
    id: 'education',
    label: 'Education',
    weight: 5,
    keywords: [
      [/\beducation(?:al)?\b|\bschool(?:s|ing)?\b|\btuition\b|\btutoring\b|\bcollege\b|\b529\b/i, 3],
      [/\bparent-teacher\b|\breport cards?\b/i, 2],
    ],
    stances: [
      [/\bpublic school\b/i, 'public school'],
      [/\bprivate school\b|\bparochial\b|\bmontessori\b/i, 'private school'],
      [/\bhome-?school/i, 'home school'],
      [/\b529\b|\bcollege (?:savings|fund)\b/i, 'college savings plan'],
    ],
    neutral:
      'Both parents have full access to school records and events; school choice is a joint decision; tuition beyond public school only by written agreement, with the cost shared in proportion to income.',
  },
  {
    id: 'relocation',
    label: 'Relocation & travel',
    weight: 7,
    keywords: [
      [/\breloc(?:ate|ation|ating)\b|\bmove (?:the children|the child|more than|out of)\b|\bmoving\b/i, 4],
      [/\bpassports?\b|\binternational travel\b|\bout-of-state travel\b|\btravel (?:with|outside)\b|\bitinerary\b/i, 3],
    ],
    stances: [
      [/\bpassports?\b/i, 'passport rules'],
      [/\bwritten consent\b|\bconsent of the other\b|\bcourt approval\b|\border of the court\b/i, 'consent or court approval'],
    ],
    neutral:
      'A parent who plans to move more than 50 miles gives 60 days\' written notice and the parents mediate before any move; travel outside the country needs the other parent\'s written consent and an itinerary.',
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
    stances: [
      [/\bourfamilywizard\b|\bour family wizard\b/i, 'OurFamilyWizard'],
      [/\btalkingparents\b/i, 'TalkingParents'],
      [/\bappclose\b/i, 'AppClose'],
      [/\btext messages?\b|\btexting\b/i, 'text messages'],
      [/\bemails?\b/i, 'email'],
    ],
    neutral:
      'Parents communicate in writing through one co-parenting app, answer non-urgent messages within 24 hours, and never speak negatively about the other parent in front of the children; the children may call the other parent at reasonable times.',
  },
  {
    id: 'spousal-support',
    label: 'Spousal support',
    weight: 8,
    keywords: [
      [/\bspousal support\b|\balimony\b|\bspousal maintenance\b|\bmaintenance to the (?:wife|husband)\b/i, 5],
    ],
    stances: [
      [/\bwaive[sd]?\b[^.]{0,40}\b(?:spousal|alimony|maintenance)\b|\b(?:no|neither)\b[^.]{0,30}\b(?:spousal support|alimony)\b/i, 'waived'],
      [/\blump[- ]sum\b/i, 'lump sum'],
      [/\brehabilitative\b/i, 'rehabilitative'],
      [/\bremarri(?:es|age)\b|\bcohabit/i, 'ends on remarriage or cohabitation'],
    ],
    neutral:
      'Spousal support, if any, for a fixed term with a stated end date, ending earlier on either party\'s death or the recipient\'s remarriage, with a review if either income changes by more than 20%.',
  },
  {
    id: 'marital-home',
    label: 'Marital home',
    weight: 8,
    keywords: [
      [/\bmarital (?:home|residence)\b|\bfamily home\b|\bthe residence\b|\bthe house\b|\bmortgage\b|\bhome equity\b/i, 4],
      [/\breal (?:property|estate)\b|\brefinanc/i, 2],
    ],
    stances: [
      [/\blisted for sale\b|\blist(?:ed)? the [a-z ]*for sale\b|\bbe sold\b|\bsell the\b|\bsale of the (?:marital|family)? ?(?:home|residence|house)\b/i, 'sell and divide'],
      [/\bbuy[- ]?out\b|\bbuy out\b/i, 'buy-out'],
      [/\b(?:retain|keep|remain in|awarded to|exclusive (?:use|possession))\b/i, 'one party keeps the home'],
    ],
    neutral:
      'The marital home is appraised by a neutral appraiser; the party who wants to keep it may buy out the other\'s share of the equity by refinancing within 120 days; otherwise it is listed for sale and the net proceeds divided equally.',
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
    stances: [],
    neutral:
      'Each party keeps the personal property now in their possession and the vehicle they drive, with the loan on it; joint bank accounts are divided equally as of the date of separation.',
  },
  {
    id: 'debts',
    label: 'Debts',
    weight: 6,
    keywords: [
      [/\bdebts?\b|\bcredit cards?\b|\bliabilit(?:y|ies)\b|\bstudent loans?\b|\bcar loan\b|\bpersonal loan\b|\bmedical bills?\b/i, 4],
      [/\bindemnify\b|\bhold harmless\b/i, 1],
    ],
    stances: [],
    neutral:
      'Each party pays the debts in their own name; joint debts are divided equally or paid from the sale proceeds; each holds the other harmless for the debts assigned to them.',
  },
  {
    id: 'retirement',
    label: 'Retirement accounts',
    weight: 6,
    keywords: [
      [/\bretirement\b|\b401\s?\(?k\)?|\b403\s?\(?b\)?|\bira\b|\bpension\b|\bqdro\b|\bqualified domestic relations order\b/i, 5],
    ],
    stances: [
      [/\bqdro\b|\bqualified domestic relations order\b/i, 'QDRO'],
      [/\bwaive[sd]?\b|\b(?:retain|keep)s? (?:his or her|his|her|their) (?:own|entire)\b/i, 'each keeps their own'],
    ],
    neutral:
      'The marital portion of each retirement account (contributions during the marriage) is divided equally by a qualified domestic relations order (QDRO), with the cost of the order shared equally.',
  },
  {
    id: 'taxes',
    label: 'Taxes',
    weight: 4,
    keywords: [
      [/\btax(?:es|ation)?\b|\bdependency exemption\b|\bchild tax credit\b|\bhead of household\b|\birs\b|\btax returns?\b/i, 4],
      [/\bclaim (?:the|both|each|one)\b[^.]{0,20}\b(?:child|children|dependents?)\b/i, 3],
    ],
    stances: [
      [/\balternat(?:e|ing)\b[^.]{0,40}\byears?\b|\beven[- ]numbered\b|\bodd[- ]numbered\b/i, 'alternate years'],
      [/\beach (?:year|tax year)\b[^.]{0,30}\bclaim\b|\bshall (?:always )?claim (?:both|all)\b/i, 'one parent every year'],
      [/\bfile (?:jointly|a joint return)\b|\bjoint (?:tax )?return\b/i, 'joint return'],
      [/\bseparate(?:ly)? (?:returns?|file)\b|\bfile separately\b/i, 'separate returns'],
    ],
    neutral:
      'Each parent files separately from the year of divorce; the parents claim the children in alternate years (or one child each), provided the claiming parent is current on support.',
  },
  {
    id: 'dispute-resolution',
    label: 'Dispute resolution',
    weight: 5,
    keywords: [
      [/\bdisputes?\b|\bdisagree(?:ment)?s?\b/i, 3],
      [/\bmediat(?:e|ion|or)\b|\barbitrat(?:e|ion|or)\b|\bparenting coordinator\b/i, 3],
    ],
    stances: [
      [/\bmediat(?:e|ion|or)\b/i, 'mediation'],
      [/\barbitrat(?:e|ion|or)\b/i, 'arbitration'],
      [/\bparenting coordinator\b/i, 'parenting coordinator'],
      [/\bpetition the court\b|\bfile (?:a )?motion\b|\bgo (?:directly )?to court\b|\bapply to the court\b/i, 'court'],
    ],
    neutral:
      'Before going to court, the parents try to settle a disagreement in writing within 14 days and then with a neutral mediator, sharing the mediator\'s fee equally; emergencies go straight to court.',
  },
  {
    id: 'income',
    label: 'Income & employment',
    weight: 7,
    keywords: [
      [/\bincome\b|\bsalary\b|\bwages?\b|\bearnings\b|\bemployed\b|\bemployment\b|\bbonus(?:es)?\b|\bcommissions?\b|\bself-employ/i, 4],
      [/\bemployer\b/i, 1],
      [/\bw-2\b|\bpay stubs?\b|\bgross\b/i, 2],
    ],
    stances: [],
    neutral:
      'Each party discloses the last three years of tax returns, the last three months of pay stubs and any bonus or commission statements, and updates the other within 30 days of a change in income of more than 10%.',
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
  'Divorce Terms': [
    ...PARENTING,
    'spousal-support',
    'marital-home',
    'property',
    'debts',
    'retirement',
  ],
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

/** The positions a set of clauses takes on a topic. */
export function stancesOf(topic: TopicId, text: string): string[] {
  const def = TOPIC_BY_ID.get(topic);
  if (!def) return [];
  const parts = text.split(/(?<=[.!?])\s+/);
  return def.stances.filter(([re]) => parts.some((p) => re.test(p))).map(([, name]) => name);
}
