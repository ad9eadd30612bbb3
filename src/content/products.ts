/** The shop's digital products. Prices are US dollars. */

export interface ProductTestimonial {
  quote: string;
  author: string;
}

export interface Product {
  id: string;
  slug: string;
  title: string;
  description: string;
  /** One line for the shop grid. */
  summary: string;
  /** US dollars, e.g. 49.99. */
  price: number;
  imageAlt: string;
  /** Site-relative address of an illustration shipped in the build. */
  imageUrl: string;
  features: string[];
  testimonials: ProductTestimonial[];
}

export const products: Product[] = [
  {
    id: 'prod-001',
    slug: 'the-ultimate-document-bundle',
    title: 'The Ultimate Document Bundle',
    summary: '20+ editable templates for the paperwork of a divorce with children.',
    description:
      'More than 20 editable templates that cover the paperwork parents meet most often in a divorce: a parenting plan, a financial affidavit worksheet, a holiday and vacation schedule, an expense-sharing agreement, a co-parenting communication agreement and organised checklists for documents and deadlines. Each template comes with plain-language notes on what to fill in and what to ask your attorney about.',
    price: 49.99,
    imageAlt: 'A stack of document templates with a pen and a checklist',
    imageUrl: '/images/products/the-ultimate-document-bundle.svg',
    features: [
      '20+ templates in editable Word and fillable PDF formats',
      'Parenting plan with weekday, weekend, holiday and vacation schedules',
      'Financial affidavit worksheet for income, expenses, assets and debts',
      'Shared expense agreement and reimbursement log',
      'Document and deadline checklists to bring to your attorney',
      'Plain-language notes beside every section',
    ],
    testimonials: [
      {
        quote:
          'I walked into my first meeting with my lawyer with everything organised. The parenting plan template alone saved me hours of billable time.',
        author: 'Danielle R., mother of two',
      },
    ],
  },
  {
    id: 'prod-002',
    slug: 'co-parenting-communication-scripts',
    title: 'Co-Parenting Communication Scripts',
    summary: '30+ scripts for 15 common conflict scenarios, built on the BIFF method.',
    description:
      'Ready-to-adapt messages for the conversations that tend to go wrong between separated parents. More than 30 scripts cover 15 common conflict scenarios, from a late pick-up to a disputed holiday, and every one follows the BIFF method: Brief, Informative, Friendly and Firm. Short explanations show why each script works, so you can write your own with confidence.',
    price: 29.99,
    imageAlt: 'Two calm speech bubbles exchanging short messages',
    imageUrl: '/images/products/co-parenting-communication-scripts.svg',
    features: [
      '30+ scripts for texts, emails and co-parenting apps',
      '15 conflict scenarios, including schedule changes, expenses and new partners',
      'The BIFF method (Brief, Informative, Friendly, Firm) explained step by step',
      'Before-and-after examples that turn a heated message into a calm one',
      'Boundary-setting phrases for when a conversation turns hostile',
      'A one-page quick reference to keep on your phone',
    ],
    testimonials: [
      {
        quote: 'The BIFF examples changed how I answer my ex. Our messages are shorter, calmer and about the kids again.',
        author: 'Marcus T., father of one',
      },
    ],
  },
  {
    id: 'prod-003',
    slug: 'financial-planning-toolkit',
    title: 'Financial Planning Toolkit',
    summary: 'Budgets, asset lists and worksheets to plan life on one household income.',
    description:
      'Worksheets and guides to understand where you stand financially before, during and after a divorce. Build a realistic post-divorce budget, list marital and separate property, track shared child expenses and prepare the numbers your attorney or mediator will ask for. Everything is written for parents, not accountants.',
    price: 39.99,
    imageAlt: 'A budget chart, a calculator and a savings jar',
    imageUrl: '/images/products/financial-planning-toolkit.svg',
    features: [
      'Post-divorce monthly budget spreadsheet',
      'Asset and debt inventory with marital and separate property columns',
      'Child-related expense tracker for shared costs',
      'Guide to gathering tax returns, pay stubs and account statements',
      'Questions to ask about retirement accounts, the home and insurance',
      'Checklist for updating beneficiaries and accounts after the decree',
    ],
    testimonials: [
      {
        quote:
          'For the first time I could see my real monthly numbers. The asset inventory made the disclosure process far less stressful.',
        author: 'Priya S., mother of three',
      },
    ],
  },
  {
    id: 'prod-004',
    slug: 'court-preparation-guide',
    title: 'Court Preparation Guide',
    summary: 'What to expect at a family court hearing and how to prepare for it.',
    description:
      'A step-by-step guide to getting ready for a family court hearing: what happens in the courtroom, how to organise your documents and evidence, how to present yourself and answer questions calmly, and what to do after the hearing. Includes checklists for the weeks, days and morning before your court date.',
    price: 24.99,
    imageAlt: 'A courthouse with a calendar and a checklist',
    imageUrl: '/images/products/court-preparation-guide.svg',
    features: [
      'What happens at a family court hearing, step by step',
      'Evidence and document organiser with exhibit labels',
      'Checklists for the weeks, days and morning before court',
      'Courtroom etiquette and how to address the judge',
      'Practice questions to prepare for testimony',
      'Notes page for what to discuss with your attorney',
    ],
    testimonials: [
      {
        quote:
          'I was terrified of my custody hearing. The checklists kept me focused, and I knew exactly what to bring and what to expect.',
        author: 'Jordan K., father of two',
      },
    ],
  },
];
