// The built-in guided coach's rules: fixed, reviewed answers chosen by keyword. It never
// claims to be a person or AI. Any message that describes danger gets the crisis lines first
// (crisis.ts recognises danger by category). Pure module: main.ts renders it;
// tests/unit/coach.test.ts and tests/unit/coach-crisis.test.ts check it.
import type { HelpLine } from '../../content/crisisLines';
import { detectDanger } from './crisis';

/** A link in a reply: a page of the app. */
export interface Link {
  label: string;
  href: string;
}

/** The coach's answer to one message. */
export interface Answer {
  /** The message describes danger: the lines come first. */
  crisis: boolean;
  categories: string[];
  /** The help lines to show first (911 first), empty when there is no danger. */
  lines: HelpLine[];
  /** The calm topic the message is about, if any. */
  topic: string | null;
  /** What the coach says (after the lines in a crisis reply). */
  reply: string;
  links: Link[];
}

/** Plain-text form of help lines ("Name: Call …, Text …"), one per line. */
export function crisisText(lines: readonly HelpLine[]): string {
  return lines.map((l) => `${l.name}: ${l.actions.map((a) => a.label).join(', ')}`).join('\n');
}

export function suggestsDanger(text: string): boolean {
  return detectDanger(text) !== null;
}

/** What to say after the lines, by category, most urgent first. */
const CRISIS_FOLLOW_UP: ReadonlyArray<readonly [string, string]> = [
  [
    'child_taken',
    "If you don't know where your child is, or they have not been brought back, call 911 first. Then the National Center for Missing & Exploited Children can guide you, day or night.",
  ],
  [
    'suicide',
    'If you might act on these thoughts, call 911 or 988 now. You matter, and a 988 counselor will listen without judging you.',
  ],
  ['self_harm', "You don't have to go through this alone: a 988 counselor can talk with you now, by call or text."],
  [
    'other_suicide',
    'If they may act on it now, call 911. Their choices are not your responsibility; 988 also helps people worried about someone else.',
  ],
  [
    'child_abuse',
    'Stay calm, listen and tell your child you believe them. Childhelp can explain how to report it and what happens next.',
  ],
  ['sexual_assault', 'What happened is not your fault. RAINN can connect you with a local center, including for a medical exam.'],
  [
    'strangulation',
    'Being choked or strangled is very dangerous even with no marks: injuries can show up hours later, so please get checked by a doctor.',
  ],
];
const DV_FOLLOW_UP =
  "A domestic violence advocate can help you make a safety plan and explain protective orders in your state. If you can, reach out from a phone the other person can't check.";

function followUp(categories: readonly string[]): string {
  const texts = CRISIS_FOLLOW_UP.filter(([id]) => categories.includes(id)).map(([, t]) => t);
  if (
    categories.some((c) =>
      [
        'strangulation',
        'violence',
        'threats',
        'stalking',
        'weapons',
        'fear_home',
        'locked_out',
        'other_suicide',
        'sexual_assault',
      ].includes(c),
    )
  )
    texts.push(DV_FOLLOW_UP);
  return texts.slice(0, 2).join('\n\n');
}

export const CRISIS_INTRO = 'Your safety comes first. Help is here, day and night:';

interface Topic {
  id: string;
  match: RegExp;
  reply: string;
  links: Link[];
}

const TOPICS: Topic[] = [
  {
    id: 'anxious',
    match: /\b(anxious|anxiety|worr(y|ied|ying)|panic|nervous|scared|afraid)\b/i,
    reply:
      "Feeling anxious during a separation is very common, especially when the other parent is hard to deal with. Two things help most: knowing what comes next, and having your facts organised.\n\nA calm first step: write down the three things you're most worried about, then pick one to act on this week. If it's the children's schedule, start a parenting plan draft; if it's money, list your monthly income and expenses.",
    links: [
      { label: 'Self-care during divorce', href: '/resources/self-care-during-divorce' },
      { label: 'Divorce checklist', href: '/resources/divorce-checklist' },
    ],
  },
  {
    id: 'confused',
    match: /\b(confus(ed|ing)|don'?t understand|where (do|to) (i )?start|what('?s| is) (next|the process)|lost)\b/i,
    reply:
      "It's normal to feel confused: divorce mixes legal steps, money and parenting all at once. Most cases move through the same stages: filing and serving papers, temporary orders, financial disclosure (discovery), negotiation or mediation, and then an agreement or a hearing.\n\nThe divorce checklist walks through those stages one task at a time.",
    links: [
      { label: 'Divorce checklist', href: '/resources/divorce-checklist' },
      { label: 'Understanding discovery', href: '/resources/understanding-discovery' },
    ],
  },
  {
    id: 'overwhelmed',
    match: /\b(overwhelm(ed|ing)?|too much|exhausted|can'?t cope|drowning|burn(ed|t)? out)\b/i,
    reply:
      "When everything feels like too much, shrink the next step. Today, do only one of these: save one document you'll need (a pay stub or a bank statement), write the children's current weekly routine, or take twenty minutes away from the case entirely.\n\nYou don't have to solve the whole divorce this week.",
    links: [
      { label: 'Self-care during divorce', href: '/resources/self-care-during-divorce' },
      { label: 'Insights & guides', href: '/insights-and-guides' },
    ],
  },
  {
    id: 'hopeful',
    match: /\b(hopeful|optimistic|ready|better|moving forward|fresh start)\b/i,
    reply:
      "That's worth holding on to. Hope turns into progress when it has a plan: a parenting plan that shares time fairly, a clear budget, and a calm way to communicate with the other parent.\n\nA good next step is drafting your parenting plan, so you walk into any negotiation knowing what you'd propose.",
    links: [
      { label: 'Parenting plan template', href: '/resources/parenting-plan-template' },
      { label: 'Custody readiness quiz', href: '/quizzes/custody-readiness' },
    ],
  },
  {
    id: 'browsing',
    match: /\b(just browsing|looking around|browsing|exploring)\b/i,
    reply:
      'Welcome. Everything here is free to explore, and what you type into the tools stays encrypted on this device. Popular places to start: the guides, the child support estimator, and the parenting plan template.',
    links: [
      { label: 'Resource hub', href: '/resources' },
      { label: 'Child support estimator', href: '/resources/understanding-child-support' },
    ],
  },
  {
    id: 'custody',
    match: /\b(custody|parenting (time|plan)|schedule|visitation|50.?50|equal time|week on|holidays?)\b/i,
    reply:
      "For equal co-parenting, courts and mediators commonly use schedules such as week-on/week-off, 2-2-3, or 2-2-5-5, with holidays alternating by year. What matters most to a judge is the children's stability and each parent's involvement.\n\nDraft your proposal in the parenting plan template, and keep a simple record of the time you actually spend with the children.",
    links: [
      { label: 'Parenting plan template', href: '/resources/parenting-plan-template' },
      { label: 'Custody readiness quiz', href: '/quizzes/custody-readiness' },
    ],
  },
  {
    id: 'communication',
    match: /\b(communicat\w*|text(s|ed|ing)?|e-?mails?|messages?|argu\w*|fight\w*|yell\w*|biff|ex)\b/i,
    reply:
      "With a high-conflict co-parent, keep every message BIFF: Brief, Informative, Friendly, Firm. Answer only the parenting question, leave out opinions and history, and don't reply to insults.\n\nUse written channels (a co-parenting app or email) so there's a record, and give yourself an hour before answering anything that upsets you.",
    links: [{ label: 'Co-parenting communication guide', href: '/resources/coparenting-communication' }],
  },
  {
    id: 'money',
    match: /\b(money|child support|support|alimony|spousal|expenses?|budget|income|finances?|financial|affidavit|debt)\b/i,
    reply:
      "For money questions, start with the numbers: your monthly income, your monthly expenses, and what the children's costs are. The estimator gives a simplified first look at child support in your state, the financial affidavit organises your disclosure, and the expense tracker splits shared costs fairly.",
    links: [
      { label: 'Child support estimator', href: '/resources/understanding-child-support' },
      { label: 'Financial affidavit', href: '/resources/financial-affidavit' },
      { label: 'Shared expense tracker', href: '/resources/expense-tracker' },
    ],
  },
  {
    id: 'court',
    match: /\b(court|hearing|judge|lawyer|attorney|trial|filing|file|papers|served|discovery|subpoena)\b/i,
    reply:
      "Before a hearing: organise your documents, prepare a short list of what you're asking for and why it serves the children, and practise answering calmly. If you can, talk to a family law attorney in your state; many offer low-cost first consultations, and legal aid organisations help people with low incomes.",
    links: [
      { label: 'Court hearing preparation', href: '/resources/court-hearing-preparation' },
      { label: 'Understanding discovery', href: '/resources/understanding-discovery' },
    ],
  },
  {
    id: 'mediation',
    match: /\b(mediat\w*|agreement|proposal|compare|documents?|terms)\b/i,
    reply:
      'If you and the other parent each have a draft agreement, the AI Mediator compares the two on this device: it lists where you already agree, where you differ, and neutral compromises to discuss. Your documents are never uploaded.',
    links: [{ label: 'AI Mediator', href: '/ai-mediator' }],
  },
  {
    id: 'children',
    match: /\b(kids?|child(ren)?|son|daughter|tell (the|my) (kids|children))\b/i,
    reply:
      'Children cope best when both parents tell them together, in simple words, that the divorce is not their fault and that both parents will keep loving and caring for them. Keep routines steady and never ask them to carry messages or take sides.',
    links: [{ label: 'Insights & guides', href: '/insights-and-guides' }],
  },
];

export const TOPIC_CHIPS = ['Parenting schedule', 'Talking to my ex', 'Child support', 'Court hearing', 'I feel overwhelmed'];

export const GREETING =
  "Hi, I'm the EvenGround Coach, a guided helper (not a person and not AI). Tell me how you're feeling or pick a topic, and I'll point you to practical next steps.";

/**
 * The coach's answer to one message. When the message describes danger, crisis is true, lines holds the help lines to show first
 * (911 always first) and reply holds what follows them.
 */
export function respond(text: string): Answer {
  const message = text.trim();
  const danger = detectDanger(message);
  const topic = TOPICS.find((t) => t.match.test(message));
  if (danger) {
    return {
      crisis: true,
      categories: danger.categories,
      lines: danger.lines,
      topic: topic ? topic.id : null,
      reply: followUp(danger.categories) || "You don't have to handle this alone.",
      links: [{ label: 'Self-care and support', href: '/resources/self-care-during-divorce' }],
    };
  }
  const base = { crisis: false, categories: [] as string[], lines: [] as HelpLine[] };
  if (topic) return { ...base, topic: topic.id, reply: topic.reply, links: topic.links };
  return {
    ...base,
    topic: null,
    reply:
      'Thank you for telling me. I can help with parenting schedules, talking with the other parent, child support and money, court preparation, and looking after yourself. Which is closest to what you need?',
    links: [],
  };
}
