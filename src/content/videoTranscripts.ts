/**
 * Full written transcripts of the five built-in videos, one paragraph per entry.
 * Loaded on demand by loadTranscript() in videos.ts so the home page stays small; that
 * function's type check requires a transcript for every VideoId (this module imports nothing,
 * so the two stay free of an import cycle).
 * General, US-focused information; not legal advice.
 */
export const VIDEO_TRANSCRIPTS = {
  'mediation-guide': [
    'Mediation is a meeting, or a series of meetings, where you and your co-parent work out the terms of your divorce with the help of a neutral mediator. The mediator does not take sides, does not decide anything for you, and does not give either of you legal advice. Their job is to keep the conversation productive and help you find terms you both can accept.',
    'Many US courts require parents to try mediation before a judge will hear a custody dispute, and most states keep what is said in mediation confidential, so you can explore options without it being used against you later. If there has been domestic violence or you feel unsafe, tell the mediator or the court before the session. You can often ask for separate rooms, a virtual session, or an exemption.',
    'Preparation makes the biggest difference. Before your first session, write down the two or three outcomes that matter most to you and to your children, and the points where you could be flexible. Bring your financial documents, a draft parenting schedule, and a calendar of the school year and holidays.',
    'During the session, talk about your children\u2019s needs rather than past grievances. Listen for what your co-parent cares about; a proposal that meets both of your core needs is far more likely to last. Take breaks when emotions rise.',
    'If you reach agreement, the mediator usually writes it up as a memorandum of understanding. Have your own attorney review it before you sign, because once the court approves it, it becomes a binding order.',
  ],
  'high-conflict-co-parenting': [
    'Some co-parenting relationships stay tense for years. You cannot control how your co-parent behaves, but you can control how you respond, and that alone can lower the conflict your children see.',
    'Start by moving communication into writing. Email or a dedicated co-parenting app gives you time to think before you answer and leaves a record if a court ever needs to see it. Limit messages to the children: schedules, school, health and expenses.',
    'When you write, use the BIFF method developed by mediator Bill Eddy: keep your reply Brief, Informative, Friendly and Firm. Answer the question, share the facts, close politely, and do not respond to insults or accusations. If a message upsets you, wait a few hours, or until the next day, before replying, unless it is an emergency.',
    'If even polite cooperation keeps breaking down, consider parallel parenting. Each parent runs their own household with their own routines, and contact between the parents is kept to a minimum. A detailed parenting plan carries the load: exact exchange times and places, how holidays are split, and how decisions are made. Exchanges can happen at school or in a neutral public place so the children never witness an argument.',
    'Finally, protect your children from the conflict itself. Never ask them to carry messages, never question them about the other home, and never criticise their other parent in front of them. Keep a calm, factual log of exchanges and problems, and if safety is ever a concern, talk to an attorney about protective orders or supervised exchanges.',
  ],
  'financial-disclosures': [
    'In almost every US divorce, each spouse must give a complete picture of their finances. Depending on your state this is called a financial affidavit, a financial statement or a declaration of disclosure. You sign it under penalty of perjury, and the court relies on it to divide property and set child support and spousal support.',
    'The form covers five areas. Income: wages, self-employment earnings, bonuses, benefits and any other money you receive. Monthly expenses: housing, utilities, food, transportation, insurance, child care and health costs. Assets: bank accounts, retirement accounts, real estate, vehicles and valuable personal property. Debts: mortgages, car loans, credit cards and personal loans. And other information, such as pending lawsuits or tax refunds.',
    'Start gathering documents early. You will usually need your last two or three years of tax returns, recent pay stubs, several months of bank and credit card statements, retirement and investment statements, your mortgage or lease, and loan statements. A free credit report from AnnualCreditReport.com helps you find debts you may have forgotten.',
    'Be complete and be accurate. Estimate honestly where you must, and label estimates as estimates. Hiding income or assets is one of the most damaging mistakes a parent can make: courts can impose sanctions, award the hidden asset to the other spouse, or reopen a judgment years later.',
    'If you suspect your spouse\u2019s disclosure is incomplete, the discovery process lets your attorney request documents and ask questions under oath.',
  ],
  'self-care': [
    'Divorce is one of the most stressful experiences an adult can go through, and a high-conflict divorce can stretch for months or years. Taking care of yourself is not selfish. Your children take their cues from you, and a rested, steady parent makes better decisions, in court and at home.',
    'Start with the basics, because stress hits them first. Aim for regular sleep and wake times, even when your schedule changes between parenting weeks. Eat regular meals, drink water, and move your body every day; a twenty-minute walk is enough to lower stress hormones and clear your head.',
    'Give your worries a container. Set aside a short, fixed time each day to deal with divorce paperwork and messages, and protect the rest of your day from them. Turn off notifications from your co-parent outside that window unless there is an emergency.',
    'Build a support team: one or two trusted friends, a therapist or counselor, and perhaps a divorce support group. Vent to them, not to your children. Many employers offer free, confidential counseling through an employee assistance program.',
    'Plan something for yourself during the days your children are with their other parent, so those days feel restful rather than empty.',
    'Know the warning signs: trouble functioning at work, drinking more, or feeling hopeless. Reach out for help early. If you ever have thoughts of harming yourself, call or text 988 to reach the Suicide and Crisis Lifeline, any time, day or night.',
  ],
  'child-support': [
    'Child support is money one parent pays to the other to help cover the cost of raising their children. Every US state sets support with written guidelines, and judges generally must follow them unless they explain in writing why a different amount is fair.',
    'States use one of three models. Most use the income shares model: the parents\u2019 incomes are added together, a guideline table sets what parents with that combined income typically spend on children, and each parent pays their percentage share. A smaller group of states, including Texas and Wisconsin, use a percentage of income model, where support is a set percentage of the paying parent\u2019s income based on the number of children. Delaware, Hawaii and Montana use the Melson formula, which first sets aside a basic amount for each parent\u2019s own needs.',
    'Several other things can change the amount: how many overnights each parent has, who pays for the children\u2019s health insurance, child care and extraordinary medical costs, and support paid for children from other relationships. Courts can also impute income to a parent who is voluntarily unemployed or underemployed.',
    'Support orders can be changed, but only by the court. If your income or the children\u2019s needs change substantially, file for a modification promptly. Under federal law, past-due support generally cannot be reduced retroactively, so do not wait.',
    'Finally, remember that support and parenting time are separate. A parent cannot withhold visits because support is late, or stop paying because visits were missed.',
  ],
} satisfies Record<string, string[]>;
