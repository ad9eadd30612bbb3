/**
 * The two interactive checklists (docs/product-rules.md, "Checklists").
 * Item ids are fixed: saved progress is a map from these ids to booleans.
 * General information for parents in the United States, not legal advice.
 */

export interface ChecklistItem {
  id: string;
  /** The task, written as something to do. */
  task: string;
  /** Why it matters or how to do it. */
  detail: string;
}

export interface ChecklistCategory {
  key: string;
  title: string;
  items: ChecklistItem[];
}

export interface ChecklistDef {
  /** Vault record id. */
  id: 'divorce' | 'court-prep';
  title: string;
  intro: string;
  categories: ChecklistCategory[];
}

export const DIVORCE_CHECKLIST: ChecklistDef = {
  id: 'divorce',
  title: 'Divorce Checklist',
  intro:
    'Work through these steps at your own pace. Tick a task when it is done; your progress is kept encrypted on this device.',
  categories: [
    {
      key: 'legal',
      title: 'Initial Steps & Legal',
      items: [
        {
          id: 'legal-1',
          task: 'Consult at least one family law attorney licensed in your state',
          detail:
            'Many offer a free or low-cost first consultation. If cost is a barrier, contact your local legal aid office or the state bar’s lawyer referral service.',
        },
        {
          id: 'legal-2',
          task: 'Check your state’s residency requirement and where to file',
          detail:
            'Most states require you or your spouse to have lived there for a set time (often 6 months to a year) before filing. The county family court’s website lists the rules and filing fees.',
        },
        {
          id: 'legal-3',
          task: 'Decide on a process: uncontested, mediation, collaborative divorce or litigation',
          detail:
            'Agreeing outside court is usually faster and cheaper. Mediation is often required before a custody hearing; ask the court whether it offers a program.',
        },
        {
          id: 'legal-4',
          task: 'Get copies of your marriage certificate and any prenuptial or postnuptial agreement',
          detail:
            'Order a certified marriage certificate from the vital records office of the county or state where you married.',
        },
        {
          id: 'legal-5',
          task: 'Learn the court forms, filing fee and fee-waiver option for your county',
          detail:
            'Typical first filings are a petition (or complaint), a summons and a cover sheet. If you cannot afford the fee, ask the clerk for a fee waiver application.',
        },
      ],
    },
    {
      key: 'financial',
      title: 'Financial Documents: Income & Debts',
      items: [
        {
          id: 'financial-1',
          task: 'Collect federal and state tax returns for the last 3 years, with W-2s and 1099s',
          detail: 'If you cannot find them, request transcripts free from the IRS (Form 4506-T or IRS.gov “Get Transcript”).',
        },
        {
          id: 'financial-2',
          task: 'Gather recent pay stubs for both spouses (at least the last 3 months)',
          detail:
            'Include records of bonuses, commissions, overtime and any self-employment income (profit and loss statements).',
        },
        {
          id: 'financial-3',
          task: 'Pull your free credit reports from all three bureaus',
          detail: 'Use AnnualCreditReport.com. Look for joint accounts and debts you did not know about, and note every balance.',
        },
        {
          id: 'financial-4',
          task: 'List every debt: mortgage, car loans, credit cards, student loans, medical bills',
          detail: 'Note the lender, whose name it is in, the balance, the monthly payment and the latest statement date.',
        },
        {
          id: 'financial-5',
          task: 'Write down a monthly household budget of current expenses',
          detail:
            'Housing, utilities, food, transportation, insurance, child care and the children’s costs. Courts ask for this on a financial affidavit.',
        },
      ],
    },
    {
      key: 'assets',
      title: 'Financial Documents: Assets',
      items: [
        {
          id: 'assets-1',
          task: 'Collect 12 months of statements for every bank account, joint or separate',
          detail: 'Checking, savings, money market and CDs. Download PDFs now in case online access changes.',
        },
        {
          id: 'assets-2',
          task: 'Gather retirement account statements: 401(k), 403(b), IRA, pension',
          detail:
            'Dividing many retirement plans needs a Qualified Domestic Relations Order (QDRO); note the plan administrator’s contact details.',
        },
        {
          id: 'assets-3',
          task: 'Gather brokerage, stock option and cryptocurrency account statements',
          detail: 'Include employer stock grants and vesting schedules.',
        },
        {
          id: 'assets-4',
          task: 'Find the deed, latest mortgage statement and an estimate of your home’s value',
          detail:
            'Do the same for any other real estate. A broker’s opinion or an appraisal gives a better figure than online estimates.',
        },
        {
          id: 'assets-5',
          task: 'List vehicles with titles, loan balances and estimated values',
          detail: 'Use a pricing guide such as Kelley Blue Book or NADA for the values.',
        },
        {
          id: 'assets-6',
          task: 'Collect life insurance policies, noting cash value and beneficiaries',
          detail: 'Do not change beneficiaries without legal advice: many states forbid it once a case is filed.',
        },
        {
          id: 'assets-7',
          task: 'Document business interests: ownership share, tax returns and financial statements',
          detail: 'A business may need a professional valuation.',
        },
        {
          id: 'assets-8',
          task: 'Photograph and list valuable personal property (items over $500)',
          detail:
            'Jewelry, art, collectibles, electronics, tools. Note which items you owned before the marriage or received as gifts or inheritance.',
        },
      ],
    },
    {
      key: 'children',
      title: 'Children & Parenting',
      items: [
        {
          id: 'children-1',
          task: 'Write a proposed parenting schedule for school year, summer and holidays',
          detail: 'Build it around the children’s school, activities and ages. The Parenting Plan Template can help.',
        },
        {
          id: 'children-2',
          task: 'Keep a parenting-time calendar and journal from today',
          detail: 'Record who had the children when, missed or late exchanges, and important events. Stick to facts and dates.',
        },
        {
          id: 'children-3',
          task: 'Gather the children’s school, medical and activity records',
          detail:
            'Report cards, attendance, doctors and dentists, medications, and any special education plan (IEP or 504 plan).',
        },
        {
          id: 'children-4',
          task: 'List the children’s regular expenses: child care, health insurance, activities',
          detail: 'These feed into child support; keep receipts. The Shared Expense Tracker can hold them.',
        },
        {
          id: 'children-5',
          task: 'Plan how and when to tell the children, together if you can',
          detail:
            'Reassure them it is not their fault, keep adult details out, and avoid criticising the other parent in front of them.',
        },
        {
          id: 'children-6',
          task: 'Complete any parenting class your court requires',
          detail:
            'Many states require a co-parenting or children-in-divorce course before a final order; check with the court clerk.',
        },
      ],
    },
    {
      key: 'personal',
      title: 'Household & Personal',
      items: [
        {
          id: 'personal-1',
          task: 'Open a checking account in your own name',
          detail: 'Have your paycheck deposited there. Do not empty joint accounts: courts can penalise that.',
        },
        {
          id: 'personal-2',
          task: 'Change passwords and PINs on your email, phone, banking and cloud accounts',
          detail: 'Turn on two-factor authentication and check for shared location-tracking or forwarding rules.',
        },
        {
          id: 'personal-3',
          task: 'Get a post office box or another private address for mail',
          detail: 'If you are escaping abuse, ask about your state’s address confidentiality program.',
        },
        {
          id: 'personal-4',
          task: 'Make copies of important personal documents',
          detail:
            'Birth certificates, Social Security cards, passports, and your children’s documents. Keep them somewhere safe.',
        },
        {
          id: 'personal-5',
          task: 'Review your health insurance and plan for coverage after the divorce',
          detail:
            'Ask about COBRA continuation from your spouse’s employer plan, or a Marketplace plan (divorce opens a special enrollment period).',
        },
        {
          id: 'personal-6',
          task: 'Update your will, powers of attorney and health care directive',
          detail:
            'Beneficiary changes on retirement and insurance accounts may be restricted while the case is pending; ask your attorney.',
        },
        {
          id: 'personal-7',
          task: 'Line up support for yourself: a therapist, support group or trusted friends',
          detail: 'Divorce is a major stressor. If you are in crisis, call or text 988 (Suicide & Crisis Lifeline).',
        },
      ],
    },
  ],
};

export const COURT_PREP_CHECKLIST: ChecklistDef = {
  id: 'court-prep',
  title: 'Court Hearing Preparation Checklist',
  intro:
    'Use this list in the weeks before a family court hearing. Tick a task when it is done; your progress is kept encrypted on this device.',
  categories: [
    {
      key: 'legal',
      title: 'Before Your Hearing',
      items: [
        {
          id: 'legal-1',
          task: 'Confirm the date, time, courtroom and judge for your hearing',
          detail: 'Check your notice of hearing or the court’s online docket. Ask whether the hearing is in person or by video.',
        },
        {
          id: 'legal-2',
          task: 'Read every paper filed in your case, including the other side’s',
          detail: 'Know what each side is asking for and the deadlines for your responses.',
        },
        {
          id: 'legal-3',
          task: 'File your own papers and serve copies by the court’s deadline',
          detail: 'Keep a file-stamped copy and your proof of service. Late papers may not be considered.',
        },
        {
          id: 'legal-4',
          task: 'Learn your court’s local rules and the judge’s standing orders',
          detail: 'They are usually on the court website. They cover exhibits, page limits and courtroom procedure.',
        },
        {
          id: 'legal-5',
          task: 'Write a short list of what you are asking the judge to order, and why',
          detail: 'Keep each request specific and focused on the children’s best interests.',
        },
        {
          id: 'legal-6',
          task: 'Arrange witnesses and ask for subpoenas if anyone will not come voluntarily',
          detail: 'Tell witnesses the date and time, and what they will be asked about. Subpoenas must be served in time.',
        },
        {
          id: 'legal-7',
          task: 'Ask for an interpreter or disability accommodation if you need one',
          detail: 'Courts provide these; request them from the clerk or ADA coordinator well before the hearing.',
        },
      ],
    },
    {
      key: 'financial',
      title: 'Financial Preparation',
      items: [
        {
          id: 'financial-1',
          task: 'Complete and file an up-to-date financial affidavit or disclosure',
          detail: 'Figures must match your documents. The Financial Affidavit Template can help you draft it.',
        },
        {
          id: 'financial-2',
          task: 'Bring your last 3 pay stubs and most recent tax return',
          detail: 'Bring copies for the judge and the other side as well as your own.',
        },
        {
          id: 'financial-3',
          task: 'Bring proof of child-related costs: child care, insurance premiums, medical bills',
          detail: 'Receipts and statements support requests to share these costs.',
        },
        {
          id: 'financial-4',
          task: 'Run a child support estimate so you know the likely range',
          detail:
            'Use your state’s official guideline calculator for the real figure; the Child Support Estimator gives a rough idea.',
        },
      ],
    },
    {
      key: 'evidence',
      title: 'Evidence & Documentation',
      items: [
        {
          id: 'evidence-1',
          task: 'Organise your exhibits in order, labelled and tabbed',
          detail: 'Make three copies of each: one for the judge, one for the other side and one for you.',
        },
        {
          id: 'evidence-2',
          task: 'Print the relevant messages, emails and texts with their dates',
          detail: 'Include the whole conversation, not only parts, and be ready to say how you saved them.',
        },
        {
          id: 'evidence-3',
          task: 'Bring your parenting-time calendar or journal',
          detail: 'Dates of missed visits, late exchanges and important events, written at the time they happened.',
        },
        {
          id: 'evidence-4',
          task: 'Bring copies of existing court orders and any police or school reports',
          detail: 'Certified copies may be required for records from other agencies; ask the clerk.',
        },
      ],
    },
    {
      key: 'personal',
      title: 'Personal & Mental Preparation',
      items: [
        {
          id: 'personal-1',
          task: 'Plan your route, parking and security screening; aim to arrive 30 minutes early',
          detail: 'Leave sharp objects at home. Bring photo ID and your case number.',
        },
        {
          id: 'personal-2',
          task: 'Arrange child care for the hearing day',
          detail: 'Do not bring your children to court unless the judge has asked for them.',
        },
        {
          id: 'personal-3',
          task: 'Choose clean, conservative clothing, as for a job interview',
          detail: 'Your appearance should show you take the hearing seriously.',
        },
        {
          id: 'personal-4',
          task: 'Practise explaining your position calmly in two or three minutes',
          detail: 'Speak to the judge as “Your Honor”, answer only the question asked, and do not interrupt.',
        },
        {
          id: 'personal-5',
          task: 'Prepare to stay calm if the other side says things you disagree with',
          detail: 'Write notes instead of reacting; you will get your turn to respond.',
        },
        {
          id: 'personal-6',
          task: 'Turn off your phone and bring a pen and notepad',
          detail: 'Write down what the judge orders, including dates and deadlines.',
        },
        {
          id: 'personal-7',
          task: 'Line up someone to support you before and after the hearing',
          detail: 'A friend or family member can wait with you; check whether support persons may sit in the courtroom.',
        },
        {
          id: 'personal-8',
          task: 'Know what happens next: written order, follow-up dates and how to comply',
          detail: 'Ask the clerk how to get a copy of the order, and follow it exactly while any appeal or review is pending.',
        },
      ],
    },
  ],
};

/** Every item id of a checklist, in order. */
export function checklistIds(def: ChecklistDef): string[] {
  return def.categories.flatMap((c) => c.items.map((i) => i.id));
}
