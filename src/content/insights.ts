/**
 * Insights & Guides content (docs/product-rules.md, "Insights & Guides"):
 * an introduction, 10 helpful tips, 15 personal rights and 13 rules for custody and
 * visitation. General, US-focused information for parents; not legal advice.
 */

export interface InsightEntry {
  title: string;
  text: string;
}

export interface InsightSection {
  id: 'tips' | 'rights' | 'rules';
  heading: string;
  intro: string;
  entries: InsightEntry[];
  disclaimer: string;
}

export const INSIGHTS_INTRODUCTION =
  'Children do best after a divorce when they are shielded from conflict, keep strong relationships with both parents and ' +
  'can count on predictable routines. The guidance below gathers what family courts, child psychologists and parenting-class ' +
  'curricula across the United States most often recommend. Use it as a starting point for conversations with your co-parent, ' +
  'your mediator or your attorney, and come back to it when emotions run high.';

export const INSIGHTS_TIPS: InsightEntry[] = [
  {
    title: 'Tell your children together, if you safely can',
    text: 'Plan one calm conversation with both parents present. Use simple, age-appropriate words, agree on the explanation in advance, and avoid blaming anyone. Children remember how they were told long after they forget the details.',
  },
  {
    title: 'Make it clear the divorce is not their fault',
    text: 'Many children privately believe they caused the split or could fix it. Say out loud, more than once, that the decision was made by the adults, that nothing they did caused it, and that nothing they do can change it.',
  },
  {
    title: 'Keep them out of the middle',
    text: 'Never ask a child to carry messages, report on the other household or choose sides. Talk to your co-parent directly or through a co-parenting app, email or a mediator, so your child can simply be a child in both homes.',
  },
  {
    title: 'Protect predictable routines',
    text: 'Keep bedtimes, homework expectations, meals and activities as consistent as you can in both homes. A shared calendar for the parenting schedule lets children see when they will be with each parent and lowers anxiety about transitions.',
  },
  {
    title: 'Speak respectfully about the other parent',
    text: 'Children are half of each parent. Criticism of the other parent, even in a side comment or a phone call they overhear, tells them something is wrong with them too. Vent to adults who support you, out of your children\u2019s earshot.',
  },
  {
    title: 'Listen more than you explain',
    text: 'Invite questions and let your child express sadness, anger or relief without correcting them. Reflect what you hear (\u201cIt sounds like you miss having us both at dinner\u201d) before offering reassurance. Feelings that are heard usually soften.',
  },
  {
    title: 'Make handoffs calm and brief',
    text: 'Exchanges are where many children see the most conflict. Be on time, have bags packed, keep greetings polite and short, and save disagreements for another channel. In high-conflict cases, exchanging at school or a neutral public place can help.',
  },
  {
    title: 'Watch for signs of stress',
    text: 'Changes in sleep, appetite, school performance, friendships, or a return to younger behaviours can signal that a child is struggling. Tell teachers and the pediatrician what is happening, and consider a licensed child therapist if signs persist.',
  },
  {
    title: 'Take care of yourself, too',
    text: 'Children take emotional cues from you. Keep up with sleep, movement and support from friends, a therapist or a divorce support group. Looking after your own health is part of parenting well, not a distraction from it.',
  },
  {
    title: 'Put agreements in writing',
    text: 'Informal understandings are easy to dispute later. Record schedules, holidays, expenses and communication rules in a written parenting plan, and ask the court to make it part of your order so both homes follow the same rules.',
  },
];

export const INSIGHTS_RIGHTS: InsightEntry[] = [
  {
    title: 'The right to love both parents',
    text: 'To love and be loved by both parents, without being made to feel guilty, disloyal or afraid for showing that love.',
  },
  {
    title: 'The right not to be blamed',
    text: 'To know that the divorce is not their fault and that they are not responsible for fixing it or for either parent\u2019s feelings.',
  },
  {
    title: 'The right to be kept out of adult conflict',
    text: 'To be shielded from arguments, legal disputes and hostile remarks between the parents, in person, by phone and online.',
  },
  {
    title: 'The right not to be a messenger',
    text: 'Never to be asked to carry messages, money, papers or complaints between the parents.',
  },
  {
    title: 'The right not to be a spy',
    text: 'Never to be questioned about the other parent\u2019s home, new partner, spending or private life.',
  },
  {
    title: 'The right not to choose sides',
    text: 'Never to be asked to pick one parent over the other or to take a side in a disagreement.',
  },
  {
    title: 'The right to honest, age-appropriate information',
    text: 'To be told the truth about changes that affect them, such as moves, schedules and new schools, in words suited to their age.',
  },
  {
    title: 'The right to express feelings',
    text: 'To say how they feel, including anger, sadness or fear, without being punished, dismissed or made to feel responsible for a parent\u2019s reaction.',
  },
  {
    title: 'The right to a meaningful relationship with each parent',
    text: 'To enjoy regular, consistent time with each parent, unless a court has found that contact would be unsafe.',
  },
  {
    title: 'The right to relationships with extended family',
    text: 'To stay connected with grandparents, cousins, siblings and other relatives on both sides when it is safe and healthy.',
  },
  {
    title: 'The right to a stable, safe home',
    text: 'To have their basic needs met in each home: safety, food, rest, supervision and a place that feels like theirs.',
  },
  {
    title: 'The right to financial support from both parents',
    text: 'To be supported by both parents according to their means, as every US state\u2019s child support laws require, without hearing about money disputes.',
  },
  {
    title: 'The right to be a child',
    text: 'Not to become a parent\u2019s confidant, counselor or caretaker, and to keep friends, activities and a childhood of their own.',
  },
  {
    title: 'The right to have their views considered',
    text: 'To have their wishes heard and taken into account in a way suited to their age and maturity, without carrying the weight of the final decision.',
  },
  {
    title: 'The right to privacy and respect',
    text: 'To have conversations, belongings and communication with each parent respected, including reasonable phone or video contact with the parent they are not with.',
  },
];

export const INSIGHTS_RULES: InsightEntry[] = [
  {
    title: 'Follow the court order exactly',
    text: 'Your custody order or approved parenting plan is legally binding. Until a judge changes it, follow its schedule and terms even if you and your co-parent disagree with part of it. Repeated violations can lead to contempt findings or changes in custody.',
  },
  {
    title: 'Change the order through the court, not on your own',
    text: 'Informal side agreements are hard to enforce. For lasting changes, file a modification (or a stipulated agreement signed by both parents) with the court. Most states require a substantial change in circumstances for a contested modification.',
  },
  {
    title: 'Be on time and communicate changes early',
    text: 'Arrive for exchanges at the agreed time and place. If a delay is unavoidable, tell your co-parent in writing as early as possible. A written record of reliability matters if the schedule is ever reviewed.',
  },
  {
    title: 'Never withhold parenting time over child support',
    text: 'In every US state, child support and parenting time are separate obligations. A parent may not refuse visits because support is late, and a parent may not stop paying support because visits were missed. Use the court to enforce either.',
  },
  {
    title: 'Give notice before relocating',
    text: 'Most states require written notice, often 30 to 90 days, before a parent moves a significant distance with the children, and many require court approval. Check your order and your state\u2019s relocation statute before making plans.',
  },
  {
    title: 'Keep communication business-like and documented',
    text: 'Use written channels such as email or a co-parenting app for scheduling and decisions. Keep messages brief, informative, friendly and firm. Courts can read these messages, so write every one as if a judge will.',
  },
  {
    title: 'Share important information about the children',
    text: 'Unless an order says otherwise, both parents generally have the right to school, medical and activity information. Share report cards, appointments, illnesses and emergencies promptly, and list both parents as contacts.',
  },
  {
    title: 'Respect the other parent\u2019s time',
    text: 'Do not schedule activities during the other parent\u2019s time without agreement, and keep calls or messages to the children reasonable in number and length, as the order allows.',
  },
  {
    title: 'Follow the holiday and vacation schedule',
    text: 'Holiday and vacation provisions usually override the regular schedule. Confirm dates in writing well in advance and follow any notice rules for out-of-state or international travel, including passport consent requirements.',
  },
  {
    title: 'Make major decisions according to legal custody',
    text: 'If you share joint legal custody, decisions about education, non-emergency health care and religion must be made together. Day-to-day decisions belong to the parent who has the children at the time.',
  },
  {
    title: 'Keep the children safe during every exchange',
    text: 'Never arrive impaired, never argue in front of the children, and follow any protective order to the letter. If safety is a concern, ask the court about supervised exchanges or a supervised visitation center.',
  },
  {
    title: 'Introduce new partners thoughtfully',
    text: 'Some orders restrict overnight guests or introductions to new partners. Even when they do not, wait until a relationship is stable and tell your co-parent before the children meet someone new.',
  },
  {
    title: 'Keep a factual parenting log',
    text: 'Record exchanges, missed or late visits, and significant events with dates and times, without commentary. A calm, factual log is far more useful to a mediator, attorney or judge than memories or screenshots of arguments.',
  },
];

const SECTION_DISCLAIMER =
  'For educational purposes only. This is general information, not legal advice; custody laws differ from state to state, so check with a licensed family law attorney in your state before acting on it.';

export const INSIGHT_SECTIONS: InsightSection[] = [
  {
    id: 'tips',
    heading: 'Helpful Tips for Children of Divorce',
    intro: 'Ten practical habits that help children feel secure in both homes.',
    entries: INSIGHTS_TIPS,
    disclaimer: SECTION_DISCLAIMER,
  },
  {
    id: 'rights',
    heading: 'Personal Rights for Children of Divorce',
    intro:
      'Fifteen rights, adapted from the children\u2019s bills of rights many US family courts share with divorcing parents, that every child of divorce deserves to have respected.',
    entries: INSIGHTS_RIGHTS,
    disclaimer: SECTION_DISCLAIMER,
  },
  {
    id: 'rules',
    heading: 'Rules for Custody and Visitation',
    intro: 'Thirteen ground rules that keep parenting time on track and hold up well if a court ever reviews it.',
    entries: INSIGHTS_RULES,
    disclaimer: SECTION_DISCLAIMER,
  },
];
