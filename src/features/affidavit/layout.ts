/** The affidavit form's sections, labels, field types and order (also the PDF's order). */
import type { RowListKey, ScalarKey } from './fields';

// ---------------------------------------------------------------- form layout (labels, order)

export type FieldType = 'text' | 'date' | 'money' | 'tel' | 'email' | 'number';
export type TotalKind = 'income' | 'deductions' | 'net' | 'expenses';

export interface FieldDef {
  key: ScalarKey;
  label: string;
  type: FieldType;
  hint?: string;
  /** A manual total that shows the computed figure beside it. */
  total?: TotalKind;
  wide?: boolean;
}

export interface ColumnDef {
  key: string;
  label: string;
  type: FieldType;
}

export interface RowListDef {
  key: RowListKey;
  title: string;
  /** Singular noun used by the Add/Remove buttons ("Add bank account"). */
  item: string;
  hint?: string;
  columns: ColumnDef[];
}

export type Block =
  | { kind: 'fields'; heading?: string; fields: FieldDef[] }
  | { kind: 'rows'; list: RowListDef }
  | { kind: 'check'; key: 'alternativeAddress'; label: string };

export interface SectionDef {
  id: string;
  title: string;
  intro?: string;
  blocks: Block[];
}

const m = (key: ScalarKey, label: string, extra: Partial<FieldDef> = {}): FieldDef => ({ key, label, type: 'money', ...extra });

const ROW_LIST_DEFS: Record<RowListKey, RowListDef> = {
  assetsCash: {
    key: 'assetsCash',
    title: 'Cash and bank accounts',
    item: 'account',
    hint: 'Use the last four digits or a nickname for each account, never the full account number.',
    columns: [
      { key: 'bankName', label: 'Bank or credit union', type: 'text' },
      { key: 'accountName', label: 'Name(s) on account', type: 'text' },
      { key: 'accountType', label: 'Account type', type: 'text' },
      { key: 'balance', label: 'Current balance ($)', type: 'money' },
    ],
  },
  assetsInvestments: {
    key: 'assetsInvestments',
    title: 'Stocks, bonds and other investments',
    item: 'investment',
    columns: [
      { key: 'companyName', label: 'Company or fund', type: 'text' },
      { key: 'shares', label: 'Number of shares', type: 'number' },
      { key: 'type', label: 'Type', type: 'text' },
      { key: 'owner', label: 'Owner', type: 'text' },
      { key: 'fmv', label: 'Fair market value ($)', type: 'money' },
    ],
  },
  assetsBusiness: {
    key: 'assetsBusiness',
    title: 'Business interests',
    item: 'business',
    columns: [
      { key: 'businessName', label: 'Business name', type: 'text' },
      { key: 'businessType', label: 'Type of business', type: 'text' },
      { key: 'ownership', label: 'Your ownership (%)', type: 'number' },
      { key: 'fmv', label: 'Fair market value ($)', type: 'money' },
    ],
  },
  assetsRealEstate: {
    key: 'assetsRealEstate',
    title: 'Real estate',
    item: 'property',
    columns: [
      { key: 'address', label: 'Property address', type: 'text' },
      { key: 'nameOnTitle', label: 'Name(s) on title', type: 'text' },
      { key: 'fmv', label: 'Fair market value ($)', type: 'money' },
      { key: 'balance', label: 'Mortgage balance ($)', type: 'money' },
    ],
  },
  assetsInsurance: {
    key: 'assetsInsurance',
    title: 'Life insurance',
    item: 'policy',
    columns: [
      { key: 'company', label: 'Insurance company', type: 'text' },
      { key: 'policyType', label: 'Policy type', type: 'text' },
      { key: 'deathBenefit', label: 'Death benefit ($)', type: 'money' },
      { key: 'cashValue', label: 'Cash value ($)', type: 'money' },
    ],
  },
  assetsRetirement: {
    key: 'assetsRetirement',
    title: 'Retirement accounts and pensions',
    item: 'plan',
    columns: [
      { key: 'planName', label: 'Plan name', type: 'text' },
      { key: 'planType', label: 'Plan type (401(k), IRA, pension…)', type: 'text' },
      { key: 'accountBalance', label: 'Account balance ($)', type: 'money' },
    ],
  },
  assetsVehicles: {
    key: 'assetsVehicles',
    title: 'Vehicles',
    item: 'vehicle',
    columns: [
      { key: 'ymm', label: 'Year, make and model', type: 'text' },
      { key: 'nameOnTitle', label: 'Name(s) on title', type: 'text' },
      { key: 'fmv', label: 'Fair market value ($)', type: 'money' },
      { key: 'balance', label: 'Loan balance ($)', type: 'money' },
    ],
  },
  assetsPersonal: {
    key: 'assetsPersonal',
    title: 'Personal property',
    item: 'item',
    hint: 'List valuables worth more than $500 each (jewelry, art, collections, electronics, furniture).',
    columns: [
      { key: 'description', label: 'Description', type: 'text' },
      { key: 'fmv', label: 'Fair market value ($)', type: 'money' },
    ],
  },
  debts: {
    key: 'debts',
    title: 'Debts and liabilities',
    item: 'debt',
    hint: 'Credit cards, loans, medical bills, money owed to family, back taxes and any other debt.',
    columns: [
      { key: 'creditorName', label: 'Creditor', type: 'text' },
      { key: 'purpose', label: 'What the debt is for', type: 'text' },
      { key: 'amountOwed', label: 'Amount owed ($)', type: 'money' },
      { key: 'monthlyPayment', label: 'Monthly payment ($)', type: 'money' },
    ],
  },
  lawsuits: {
    key: 'lawsuits',
    title: 'Pending lawsuits or claims',
    item: 'claim',
    hint: 'Claims you have against others, such as personal-injury or insurance claims.',
    columns: [
      { key: 'caseNumber', label: 'Case number', type: 'text' },
      { key: 'dateFiled', label: 'Date filed', type: 'date' },
      { key: 'amountRecovered', label: 'Amount expected or recovered ($)', type: 'money' },
    ],
  },
  taxRefunds: {
    key: 'taxRefunds',
    title: 'Tax refunds and amounts owed (last 2 years)',
    item: 'tax year',
    columns: [
      { key: 'taxYear', label: 'Tax year', type: 'number' },
      { key: 'federalRefund', label: 'Federal refund ($)', type: 'money' },
      { key: 'federalOwed', label: 'Federal owed ($)', type: 'money' },
      { key: 'stateRefund', label: 'State refund ($)', type: 'money' },
      { key: 'stateOwed', label: 'State owed ($)', type: 'money' },
    ],
  },
};

export const SECTIONS: SectionDef[] = [
  {
    id: 'personal',
    title: 'I. Personal Information',
    blocks: [
      {
        kind: 'fields',
        fields: [
          { key: 'fullName', label: 'Full legal name', type: 'text' },
          { key: 'address', label: 'Current address', type: 'text', wide: true },
          { key: 'dob', label: 'Date of birth', type: 'date' },
          { key: 'occupation', label: 'Occupation', type: 'text' },
        ],
      },
    ],
  },
  {
    id: 'income',
    title: 'II. Monthly Income & Employment',
    intro: 'Enter gross monthly amounts. If you are paid weekly, multiply by 52 and divide by 12.',
    blocks: [
      {
        kind: 'fields',
        heading: 'Gross monthly income',
        fields: [
          m('income_salary', 'Salary and wages'),
          m('income_overtime', 'Overtime, commissions and bonuses'),
          m('income_self_employment', 'Self-employment income'),
          m('income_social_security', 'Social Security benefits'),
          m('income_pension', 'Pension and retirement income'),
          m('income_interest', 'Interest and dividends'),
          m('income_rental', 'Rental income'),
          m('income_other', 'Other income'),
          m('income_total', 'Total gross monthly income', { total: 'income' }),
        ],
      },
      {
        kind: 'fields',
        heading: 'Monthly deductions',
        fields: [
          m('deduction_federal_tax', 'Federal income tax'),
          m('deduction_state_tax', 'State income tax'),
          m('deduction_fica', 'Social Security and Medicare (FICA)'),
          m('deduction_health_insurance', 'Health insurance'),
          m('deduction_retirement', 'Mandatory retirement contributions'),
          m('deduction_total', 'Total monthly deductions', { total: 'deductions' }),
          m('net_monthly_income', 'Net monthly income', { total: 'net' }),
        ],
      },
    ],
  },
  {
    id: 'expenses',
    title: 'III. Monthly Expenses',
    blocks: [
      {
        kind: 'fields',
        heading: 'Housing',
        fields: [
          m('exp_housing', 'Rent or mortgage'),
          m('exp_property_tax', 'Property tax'),
          m('exp_home_insurance', 'Homeowner’s or renter’s insurance'),
          m('exp_utilities', 'Utilities (electric, gas, water, trash)'),
          m('exp_phone_internet', 'Phone and internet'),
          m('exp_groceries', 'Groceries and household supplies'),
          m('exp_maintenance', 'Home repairs and maintenance'),
        ],
      },
      {
        kind: 'fields',
        heading: 'Transportation',
        fields: [
          m('exp_car_payment', 'Car payment or lease'),
          m('exp_car_insurance', 'Car insurance'),
          m('exp_gas_fuel', 'Gas and fuel'),
          m('exp_car_maintenance', 'Car repairs and maintenance'),
          m('exp_public_transport', 'Public transportation'),
        ],
      },
      {
        kind: 'fields',
        heading: 'Health and personal',
        fields: [
          m('exp_health_insurance_premiums', 'Health insurance premiums'),
          m('exp_medical_oop', 'Medical and dental costs not covered by insurance'),
          m('exp_clothing', 'Clothing'),
          m('exp_personal_care', 'Personal care'),
          m('exp_entertainment', 'Entertainment and recreation'),
        ],
      },
      {
        kind: 'fields',
        heading: 'Children',
        fields: [
          m('exp_childcare', 'Childcare'),
          m('exp_child_clothing', 'Children’s clothing'),
          m('exp_school_supplies', 'School tuition and supplies'),
          m('exp_extracurriculars', 'Extracurricular activities'),
          m('exp_child_medical_oop', 'Children’s medical costs not covered by insurance'),
        ],
      },
      { kind: 'fields', fields: [m('exp_total', 'Total monthly expenses', { total: 'expenses' })] },
    ],
  },
  {
    id: 'assets',
    title: 'IV. Assets',
    intro: 'List what you own, alone or with anyone else, and its current value.',
    blocks: [
      { kind: 'rows', list: ROW_LIST_DEFS.assetsCash },
      { kind: 'rows', list: ROW_LIST_DEFS.assetsInvestments },
      { kind: 'rows', list: ROW_LIST_DEFS.assetsBusiness },
      { kind: 'rows', list: ROW_LIST_DEFS.assetsRealEstate },
      { kind: 'rows', list: ROW_LIST_DEFS.assetsInsurance },
      { kind: 'rows', list: ROW_LIST_DEFS.assetsRetirement },
      { kind: 'rows', list: ROW_LIST_DEFS.assetsVehicles },
      { kind: 'rows', list: ROW_LIST_DEFS.assetsPersonal },
    ],
  },
  {
    id: 'debts',
    title: 'V. Debts & Liabilities',
    blocks: [{ kind: 'rows', list: ROW_LIST_DEFS.debts }],
  },
  {
    id: 'other',
    title: 'VI. Other Information',
    blocks: [
      { kind: 'rows', list: ROW_LIST_DEFS.lawsuits },
      { kind: 'rows', list: ROW_LIST_DEFS.taxRefunds },
    ],
  },
  {
    id: 'certification',
    title: 'VII. Certification',
    intro:
      'I certify that the information in this affidavit is true and complete to the best of my knowledge. Type your full name as your signature.',
    blocks: [
      {
        kind: 'fields',
        fields: [
          { key: 'signature', label: 'Signature (type your full name)', type: 'text' },
          { key: 'dateSigned', label: 'Date signed', type: 'date' },
          { key: 'phone', label: 'Phone', type: 'tel' },
          { key: 'email', label: 'Email', type: 'email' },
        ],
      },
      {
        kind: 'check',
        key: 'alternativeAddress',
        label: 'I want the court to use an alternative address for me (for example, for safety reasons).',
      },
    ],
  },
];
