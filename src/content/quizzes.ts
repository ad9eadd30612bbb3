/**
 * The three quizzes, their badges and result profiles, and the question bank shipped in
 * the build so every quiz works offline. supabase/seed.sql is generated from this module
 * (supabase/generate-seed.mjs) and a unit test checks that the two match. Questions are
 * general US information for education, not legal, tax or financial advice.
 */

import type { IconName } from './iconNames';
import type { QuizSlug } from '../lib/paths';

export interface QuizQuestion {
  question: string;
  /** The answers in display order (two to four; empty ones are never kept). */
  answers: string[];
  /** The text of the right answer; always one of `answers`. */
  correct: string;
  explanation?: string;
}

/** A quiz's id is its address under /quizzes (src/lib/paths.ts). */
export type QuizId = QuizSlug;

export interface QuizInfo {
  id: QuizId;
  title: string;
  description: string;
  tags: string[];
  badge: string;
  /** A drawn icon (src/ui/Icon.tsx), never an emoji. */
  badgeIcon: IconName;
  status: 'active' | 'coming-soon';
}

export interface QuizProfile {
  title: string;
  icon: IconName;
  description: string;
  /** Three recommended actions. */
  tips: [string, string, string];
}

export const quizzes: QuizInfo[] = [
  {
    id: 'custody-readiness',
    title: 'Custody Readiness Quiz',
    description:
      'How well do you know the custody basics courts use: legal and physical custody, the best-interests standard, and how to show your involvement?',
    tags: ['Custody', 'Legal basics'],
    badge: 'Custody Pro',
    badgeIcon: 'scale',
    status: 'active',
  },
  {
    id: 'communication-style',
    title: 'Communication Style Quiz',
    description:
      'Discover how you handle co-parenting conversations, and learn tools such as BIFF replies, boundaries and parallel parenting that keep children out of the conflict.',
    tags: ['Co-parenting', 'Communication'],
    badge: 'Communication Master',
    badgeIcon: 'chat',
    status: 'active',
  },
  {
    id: 'financial-preparedness',
    title: 'Financial Preparedness Quiz',
    description:
      'Check how ready you are for the money side of divorce: disclosures, dividing property and retirement accounts, debts, taxes and a budget of your own.',
    tags: ['Finances', 'Planning'],
    badge: 'Finance Guru',
    badgeIcon: 'money',
    status: 'active',
  },
];

export function quizById(id: string): QuizInfo | undefined {
  return quizzes.find((q) => q.id === id);
}

/** Result profiles per quiz title: [80% or more, 50% to under 80%, under 50%]. */
export const quizProfiles: Record<string, [QuizProfile, QuizProfile, QuizProfile]> = {
  'Communication Style Quiz': [
    {
      title: 'Collaborative Communicator',
      icon: 'people',
      description:
        'You keep messages calm, child-focused and specific, and you know how to step back from a provocation. That steadiness protects your children from the conflict.',
      tips: [
        'Keep using brief, written, child-focused messages, and save them in one place.',
        'Propose a shared calendar or co-parenting app so schedules are never argued over.',
        'Agree on a response time for non-urgent messages and model it yourself.',
      ],
    },
    {
      title: 'Developing Communicator',
      icon: 'sprout',
      description:
        'You know the basics and often get it right, but stress can still pull you into back-and-forth arguments. A few habits will make your exchanges shorter and calmer.',
      tips: [
        'Before sending, check each message against BIFF: brief, informative, friendly, firm.',
        'Wait until you are calm before replying to a hostile message, unless it is urgent.',
        'Move schedule talk to writing so there is a clear record of what was agreed.',
      ],
    },
    {
      title: 'Reactive Communicator',
      icon: 'bolt',
      description:
        'Conflict may be driving your conversations right now, which is common and fixable. Learning a few structured techniques can lower the temperature quickly.',
      tips: [
        'Read the Co-Parenting Communication Guide and practice one BIFF reply this week.',
        'Never send children with messages; talk to the other parent directly or in writing.',
        'Consider parallel parenting or a mediator if every conversation becomes an argument.',
      ],
    },
  ],
  'Custody Readiness Quiz': [
    {
      title: 'Legally Informed Parent',
      icon: 'scale',
      description:
        'You understand the main custody terms and what courts look for. You are ready to make informed decisions and to speak clearly with a lawyer or mediator.',
      tips: [
        'Keep a dated log of your parenting involvement: school, health care and activities.',
        'Draft your preferred schedule with the Parenting Plan Template before mediation.',
        "Confirm how your own state's rules apply with a family law attorney.",
      ],
    },
    {
      title: 'Building Knowledge',
      icon: 'book',
      description:
        'You have a good start, with a few gaps in how custody decisions are made. Filling them now will help you avoid costly mistakes.',
      tips: [
        'Review the difference between legal and physical custody and what "best interests" means.',
        'Start collecting school, medical and activity records that show your involvement.',
        'Use the Court Hearing Preparation Checklist before any hearing.',
      ],
    },
    {
      title: 'Foundation Focus',
      icon: 'compass',
      description:
        'Custody law is new to you, and that is all right. Learning the basic terms first will make every later step less stressful.',
      tips: [
        'Read the Rules for custody and visitation in Insights & Guides.',
        'Write down your questions and bring them to a consultation with a family law attorney.',
        'Follow any temporary order exactly while your case is open.',
      ],
    },
  ],
  'Financial Preparedness Quiz': [
    {
      title: 'Financially Empowered',
      icon: 'trending-up',
      description:
        'You know what to gather, how property and debts are usually divided, and where the tax traps are. You are well placed to negotiate a fair settlement.',
      tips: [
        'Complete the Financial Affidavit Template so your figures are ready to share.',
        'Ask a financial professional to check the tax effect of any settlement offer.',
        'Review beneficiaries on insurance and retirement accounts once the divorce is final.',
      ],
    },
    {
      title: 'Financial Planner in Progress',
      icon: 'chart',
      description:
        'You have a solid base, with some areas to firm up before you negotiate. A little organization now will pay off at settlement.',
      tips: [
        'Gather three years of tax returns and recent bank, retirement and card statements.',
        'Build a post-separation budget from what you actually spend.',
        'Pull your free credit reports and list every joint debt.',
      ],
    },
    {
      title: 'Clarity Seeker',
      icon: 'search',
      description:
        'The financial side of divorce feels unclear right now. Start with the basics: know what you own, what you owe and what you spend.',
      tips: [
        'Use the Divorce Checklist to start collecting financial documents.',
        'Open a bank account in your own name for your own income and expenses.',
        'Track your spending for one month with the Shared Expense Tracker.',
      ],
    },
  ],
};

/** Builds a question with the right answer placed at `position` among the wrong ones. */
function q(
  question: string,
  correct: string,
  wrong: [string, string, string],
  explanation: string,
  position: number,
): QuizQuestion {
  const answers = [...wrong];
  answers.splice(position % 4, 0, correct);
  return { question, answers, correct, explanation };
}

export const questionBank: Record<string, QuizQuestion[]> = {
  'Custody Readiness Quiz': [
    q(
      'What does "legal custody" of a child usually mean?',
      "The right to make major decisions about the child's upbringing, such as education, health care and religion",
      ['Where the child lives most of the time', 'Which parent pays child support', "Which parent keeps the child's passport"],
      'Legal custody is decision-making authority. Where the child lives day to day is physical custody, a separate question.',
      0,
    ),
    q(
      'What does "physical custody" refer to?',
      'Where the child lives and who provides day-to-day care',
      ['Who makes medical decisions', 'Who may attend school conferences', 'Who may travel abroad with the child'],
      'Physical custody is about residence and daily care. It can be sole or shared (joint), and it is decided separately from legal custody.',
      1,
    ),
    q(
      'What standard do courts in every US state use to decide custody?',
      'The best interests of the child',
      ['Which parent earns more', 'A preference for the mother', 'Which parent filed for divorce first'],
      "Every state applies a best-interests standard, weighing factors such as each parent's involvement, stability, the child's needs and, in many states, the child's preference.",
      2,
    ),
    q(
      'If parents share joint legal custody, what does that mean?',
      'Both parents share major decisions about the child',
      [
        'The child must spend exactly half the time with each parent',
        'Neither parent pays child support',
        'The court makes every decision for them',
      ],
      'Joint legal custody concerns decisions, not time. Parents can share decisions while the child lives mostly with one of them.',
      3,
    ),
    q(
      "Which of these best shows your involvement in your child's life?",
      'A dated record of school pickups, appointments and activities you attended, kept as they happened',
      [
        'Social media posts criticizing the other parent',
        'A letter from your own parent saying you are a good parent',
        "Secret recordings of your child's private calls with the other parent",
      ],
      'Courts give weight to consistent, factual records made at the time. Recording calls without consent can be illegal in some states and usually hurts credibility.',
      0,
    ),
    q(
      'Under the UCCJEA, which state usually decides a first custody case?',
      "Usually the child's home state: where the child lived with a parent for the six months just before the case was filed",
      [
        'The state where the parents married',
        'Any state the child is visiting',
        'The state chosen by the parent who files first',
      ],
      'The Uniform Child Custody Jurisdiction and Enforcement Act, adopted by every state except Massachusetts, gives priority to the home state (for a baby under six months, the state where the child has lived since birth) so that two states do not issue competing orders. Emergencies can be an exception.',
      1,
    ),
    q(
      'Can a child choose which parent to live with?',
      "A court may consider a mature child's preference, but it is only one factor and the judge decides",
      ['Yes, at age 12 the child decides', "No, a child's wishes are never considered", 'Only if both parents sign a form'],
      "Most states let judges weigh a child's reasoned preference, giving it more weight as the child matures, but no state hands the decision to the child alone.",
      2,
    ),
    q(
      'What is a guardian ad litem (GAL) in a custody case?',
      "A person appointed by the court to investigate and speak for the child's best interests",
      [
        "One parent's private attorney",
        'A mediator who issues the final custody order',
        'A police officer who supervises exchanges',
      ],
      'A GAL may interview parents, children, teachers and others, then report or make recommendations to the court.',
      3,
    ),
    q(
      'The other parent is behind on child support. May you stop their parenting time until they pay?',
      'No: in most states support and parenting time are separate, so you follow the schedule and ask the court to enforce support',
      [
        'Yes, parenting time can be withheld until support is paid',
        'Yes, if the payment is more than a week late',
        'Only if the child agrees',
      ],
      'Withholding court-ordered parenting time can put you in contempt. Support is enforced through the court or the state child support agency.',
      0,
    ),
    q(
      'What does a "right of first refusal" clause in a parenting plan do?',
      'When a parent cannot care for the child during their time for a set number of hours, they first offer that time to the other parent',
      [
        "It lets either parent refuse the other's choice of school",
        'It lets the child refuse a visit',
        'It gives one parent the final say on all decisions',
      ],
      'The clause is common in parenting plans. The plan usually states how many hours trigger it and how quickly the other parent must answer.',
      1,
    ),
    q(
      'Why does how you speak about the other parent in front of your children matter in a custody case?',
      "Courts often consider each parent's willingness to support the child's relationship with the other parent",
      ['It does not matter as long as it is true', "Only the children's grades are considered", 'Judges never hear about it'],
      "Many state best-interests lists include fostering the child's relationship with the other parent. Criticism in front of children can count against you.",
      2,
    ),
    q(
      'You hope to move far away with your child after separating. What should you usually do first?',
      "Check your order and state law: most require written notice and either the other parent's consent or court approval",
      ['Move, then tell the other parent', 'Tell only the school', 'Nothing, if the child lives mainly with you'],
      'Relocation rules vary by state, but moving without following them can lead to an order to return the child and can affect custody.',
      3,
    ),
    q(
      'How important is a temporary custody order made while the case is open?',
      'It controls arrangements until the final order and often shapes it, so follow it carefully',
      ['It has no effect on the final outcome', 'It is final and can never change', 'It only covers weekends'],
      'Temporary orders set the status quo. Following them, and documenting that you did, shows the court you respect its orders.',
      0,
    ),
  ],
  'Communication Style Quiz': [
    q(
      'A BIFF reply is a method for answering hostile messages. What does BIFF stand for?',
      'Brief, Informative, Friendly, Firm',
      ['Bold, Immediate, Factual, Final', 'Balanced, Inclusive, Fair, Flexible', 'Brief, Intentional, Formal, Forgiving'],
      'BIFF, from mediator Bill Eddy, keeps replies short and factual, polite in tone, and clear enough to end the back-and-forth.',
      1,
    ),
    q(
      'Your co-parent sends an accusing message late at night. What is the best first step?',
      'Wait until you are calm, then reply only to any practical issue it raises',
      [
        'Reply at once so they know you will not back down',
        'Forward it to friends for advice',
        'Ask your child to talk to them about it',
      ],
      'Time lets the emotion pass. Many hostile messages need no reply at all, or only a short answer to the one practical point.',
      2,
    ),
    q(
      'What is "triangulation" in co-parenting?',
      'Pulling a child into adult conflict, for example as a messenger or to take sides',
      ['A three-way video call with the children', 'Asking a mediator to help', 'Splitting costs among three people'],
      'Children used as go-betweens feel torn and responsible. Keep adult communication between the adults.',
      3,
    ),
    q(
      'What is parallel parenting?',
      'A low-contact approach in which each parent runs their own household and communicates mainly in writing about the children',
      [
        'Both parents attend every activity together',
        'Parents live in the same house on alternate weeks',
        'Children decide the schedule',
      ],
      'Parallel parenting is often recommended in high-conflict cases because it reduces direct contact and the chances for arguments.',
      0,
    ),
    q(
      'Which channel usually works best for high-conflict co-parents?',
      'A co-parenting app or email that keeps a written, time-stamped record',
      ['Phone calls at any time', 'Messages passed through the children', 'Comments on social media'],
      'Written channels slow the pace, reduce misunderstandings and create a record if the court ever needs one.',
      1,
    ),
    q(
      'Which of these is an "I" statement?',
      '"I worry when pickup times change without notice. Can we agree on 24 hours\' notice?"',
      [
        '"You always change the plan at the last minute."',
        '"You never think about the kids."',
        '"Everyone knows you are unreliable."',
      ],
      'An "I" statement names your concern and a request without blaming, which makes the other person less likely to get defensive.',
      2,
    ),
    q(
      'What does child-centered communication focus on?',
      "The children's needs, schedules and well-being, not the parents' past grievances",
      [
        'Winning each disagreement',
        'Keeping the children informed about the court case',
        "Whichever parent's feelings are more hurt",
      ],
      'Keeping every exchange about the children makes agreement easier and shields them from the conflict.',
      3,
    ),
    q(
      'Your children ask why you are divorcing. Which answer is most helpful?',
      'An age-appropriate explanation that it is not their fault and that both parents love them, without adult details',
      ['A full account of what the other parent did', 'Nothing; refuse to talk about it', 'Ask them which parent they blame'],
      'Children need reassurance and predictability. Details about adult conflict burden them and can damage their relationship with both parents.',
      0,
    ),
    q(
      'Which of these is a healthy co-parenting boundary?',
      '"I will answer non-urgent messages about the children once a day, by 8 pm."',
      [
        '"You are not allowed to text me ever again."',
        '"If you are late again, you will not see the kids."',
        '"Tell your new partner to stay away from my house."',
      ],
      'A boundary says what you will do, not what the other parent must do, and it keeps urgent matters about the children open.',
      1,
    ),
    q(
      'Your co-parent is often 20 minutes late for exchanges. What is the most constructive response?',
      'Keep a factual record and raise it calmly in writing with a specific proposal',
      ['Confront them at the door in front of the children', 'Refuse the next exchange', 'Post about it on social media'],
      'A written, factual proposal (for example, a set waiting time) solves the practical problem and leaves a record if it continues.',
      2,
    ),
    q(
      'Which message is best for arranging a schedule change?',
      '"Soccer practice moves to Thursdays at 5:30 pm from March 3. Can you take Lily on March 6? Please confirm by Monday."',
      [
        '"As usual, nobody told you, but practice changed."',
        '"Can you do Thursday or not?"',
        '"I guess I will have to handle soccer myself again."',
      ],
      'Good logistics messages are specific, neutral and end with a clear request and a deadline.',
      3,
    ),
    q(
      'What is the "gray rock" approach to a provocative co-parent?',
      'Answering provocations in a brief, neutral, unemotional way so the conflict has nothing to feed on',
      [
        'Refusing to share any information about the children',
        'Matching their tone so they know how it feels',
        'Answering every point in detail',
      ],
      'Gray rock lowers the reward for provoking you. You still share the information the children need.',
      0,
    ),
  ],
  'Financial Preparedness Quiz': [
    q(
      'What is a financial affidavit in a divorce?',
      'A sworn statement of your income, expenses, assets and debts',
      [
        'A letter from your bank confirming your balance',
        'A summary of your credit score',
        'An agreement on who keeps the house',
      ],
      'Because it is sworn, errors or omissions can have serious consequences. Courts use it to decide support and to divide property.',
      2,
    ),
    q(
      'In most states, what is marital property?',
      'Property either spouse acquired during the marriage, whatever name is on the title, with exceptions such as gifts and inheritances',
      ["Only property in both spouses' names", 'Only the family home', 'Anything either spouse ever owned'],
      "Title does not decide it: a paycheck or retirement savings earned during the marriage is usually marital even if it is in one spouse's name.",
      3,
    ),
    q(
      'Most states divide property by "equitable distribution". What does that mean?',
      'A division the court finds fair, which is not always 50/50',
      ['An exact 50/50 split of everything', 'Each spouse keeps whatever is in their name', 'The higher earner keeps more'],
      'About nine states use community property rules instead. Some, such as California, generally split community property equally; others, such as Texas, divide it in a way the court finds "just and right", which is not always equal. Check the rule in your state.',
      0,
    ),
    q(
      'Which documents should you gather early?',
      'Recent tax returns, pay stubs, and bank, retirement, loan and credit card statements',
      ['Only your most recent pay stub', 'Only documents in your own name', 'None; the court collects them'],
      'Most courts expect several years of tax returns and current statements. Collecting copies early protects you if access becomes difficult.',
      1,
    ),
    q(
      'What is usually needed to divide a 401(k) in a divorce?',
      'A Qualified Domestic Relations Order (QDRO)',
      ['A letter from either spouse to the employer', 'A withdrawal of the full balance in cash', 'A new will'],
      'A QDRO lets the plan pay the other spouse directly. Payments to a former spouse under a QDRO avoid the 10% early-withdrawal penalty, though income tax may apply. IRAs are different: they are usually split by a transfer made under the divorce decree, without a QDRO.',
      2,
    ),
    q(
      'Your divorce decree says your ex will pay a joint credit card. If they do not, can the card company collect from you?',
      'Yes: creditors are not bound by the decree and can collect from every account holder',
      ['No, the decree protects you', 'Only if you signed the decree', 'Only after seven years'],
      'Your remedy is to go back to court against your ex. Closing or refinancing joint accounts during the divorce avoids the problem.',
      3,
    ),
    q(
      'Where can you get your credit reports for free?',
      'AnnualCreditReport.com, for each of the three nationwide credit bureaus',
      ['Only by paying a credit repair company', 'From the divorce court', 'Only from your bank'],
      'Checking all three reports shows every debt in your name, including joint accounts you may have forgotten.',
      0,
    ),
    q(
      'How is child support treated for US federal income tax?',
      'It is not deductible for the parent who pays and not taxable for the parent who receives it',
      [
        'It is deductible for the payer and taxable for the recipient',
        'It is taxable for both parents',
        'It is deductible only above $10,000 a year',
      ],
      'This has long been the rule for child support under federal tax law, and state income taxes generally follow it.',
      1,
    ),
    q(
      'For divorce agreements signed after December 31, 2018, how is alimony treated for federal tax?',
      'It is not deductible for the payer and not taxable income for the recipient',
      [
        'The payer deducts it and the recipient pays tax on it',
        'Both spouses pay tax on it',
        'It is tax-free only for the first year',
      ],
      'The Tax Cuts and Jobs Act of 2017 ended the federal deduction for agreements executed after 2018. Older agreements keep the old rule unless modified to adopt the new one. Some states, such as California, still treat alimony differently for state income tax.',
      2,
    ),
    q(
      'What is the best basis for a post-separation budget?',
      'What you actually spend, taken from bank and card statements, plus costs that will change after separation',
      ['What you hope to spend', 'The national average for a family', "Your ex's estimate of your costs"],
      'Real figures make your financial affidavit credible and help you see what support or changes you will need.',
      3,
    ),
    q(
      'Which of these is most likely to stay separate property?',
      'An inheritance one spouse received and kept in an account in their own name only',
      [
        'Salary earned during the marriage',
        'A house bought together during the marriage',
        'Retirement savings built from wages earned during the marriage',
      ],
      'In most states gifts and inheritances are separate, but mixing them with marital money (commingling) can make them marital, and a few states let the court divide any property, inherited or not.',
      0,
    ),
    q(
      "After the divorce, can you keep health coverage through your ex-spouse's employer plan?",
      'Often yes, through COBRA for up to 36 months, usually paying the full premium yourself (plus up to 2%)',
      ['Yes, free for life', 'No, coverage always ends the day the divorce is filed', 'Only if you have no children'],
      'Federal COBRA covers employer plans with 20 or more employees, and many states have similar rules for smaller employers. Divorce is a qualifying event; the plan must be told within 60 days. Losing coverage also opens a special enrollment period for a marketplace plan, so compare both.',
      1,
    ),
  ],
};
