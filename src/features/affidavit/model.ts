/**
 * Financial affidavit: the data shape (docs/product-rules.md, "Financial affidavit and parenting plan"), its defaults, the normalising
 * validator used by the vault kind, row add/remove, the computed-total hints and the
 * ordered draft used by the PDF. Pure TypeScript: no React, no storage.
 */

import { centsToDecimal, formatCents, parseCents } from '../../lib/money';
import { formatUsDate } from '../../lib/usDate';
import type { PdfDraftGroup, PdfDraftSection } from '../../ui/draftPdf';

// ---------------------------------------------------------------- scalar fields

const PERSONAL_KEYS = ['fullName', 'address', 'dob', 'occupation'] as const;
const INCOME_KEYS = [
  'income_salary',
  'income_overtime',
  'income_self_employment',
  'income_social_security',
  'income_pension',
  'income_interest',
  'income_rental',
  'income_other',
] as const;
const DEDUCTION_KEYS = [
  'deduction_federal_tax',
  'deduction_state_tax',
  'deduction_fica',
  'deduction_health_insurance',
  'deduction_retirement',
] as const;
const EXPENSE_KEYS = [
  'exp_housing',
  'exp_property_tax',
  'exp_home_insurance',
  'exp_utilities',
  'exp_phone_internet',
  'exp_groceries',
  'exp_maintenance',
  'exp_car_payment',
  'exp_car_insurance',
  'exp_gas_fuel',
  'exp_car_maintenance',
  'exp_public_transport',
  'exp_health_insurance_premiums',
  'exp_medical_oop',
  'exp_clothing',
  'exp_personal_care',
  'exp_entertainment',
  'exp_childcare',
  'exp_child_clothing',
  'exp_school_supplies',
  'exp_extracurriculars',
  'exp_child_medical_oop',
] as const;
const CERT_TEXT_KEYS = ['signature', 'dateSigned', 'phone', 'email'] as const;

export const SCALAR_KEYS = [
  ...PERSONAL_KEYS,
  ...INCOME_KEYS,
  'income_total',
  ...DEDUCTION_KEYS,
  'deduction_total',
  'net_monthly_income',
  ...EXPENSE_KEYS,
  'exp_total',
  ...CERT_TEXT_KEYS,
] as const;
export type ScalarKey = (typeof SCALAR_KEYS)[number];

// ---------------------------------------------------------------- row lists

export const ROW_LISTS = {
  assetsCash: ['bankName', 'accountName', 'accountType', 'balance'],
  assetsInvestments: ['companyName', 'shares', 'type', 'owner', 'fmv'],
  assetsBusiness: ['businessName', 'businessType', 'ownership', 'fmv'],
  assetsRealEstate: ['address', 'nameOnTitle', 'fmv', 'balance'],
  assetsInsurance: ['company', 'policyType', 'deathBenefit', 'cashValue'],
  assetsRetirement: ['planName', 'planType', 'accountBalance'],
  assetsVehicles: ['ymm', 'nameOnTitle', 'fmv', 'balance'],
  assetsPersonal: ['description', 'fmv'],
  debts: ['creditorName', 'purpose', 'amountOwed', 'monthlyPayment'],
  lawsuits: ['caseNumber', 'dateFiled', 'amountRecovered'],
  taxRefunds: ['taxYear', 'federalRefund', 'federalOwed', 'stateRefund', 'stateOwed'],
} as const;
export type RowListKey = keyof typeof ROW_LISTS;
export const ROW_LIST_KEYS = Object.keys(ROW_LISTS) as RowListKey[];

export type Row = { id: number } & Record<string, string | number>;

export type AffidavitData = Record<ScalarKey, string> &
  Record<RowListKey, Row[]> & {
    alternativeAddress: boolean;
  };

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

// ---------------------------------------------------------------- defaults, rows

function blankRow(list: RowListKey, id: number): Row {
  const row: Row = { id };
  for (const col of ROW_LISTS[list]) row[col] = '';
  return row;
}

/** A new, empty affidavit: every field blank, each of the eleven lists with one blank row. */
export function emptyAffidavit(): AffidavitData {
  const data = { alternativeAddress: false } as AffidavitData;
  for (const key of SCALAR_KEYS) data[key] = '';
  for (const list of ROW_LIST_KEYS) data[list] = [blankRow(list, 1)];
  return data;
}

function nextId(rows: Row[]): number {
  return rows.reduce((max, r) => Math.max(max, r.id), 0) + 1;
}

/** Appends a blank row to one list (a new object; the input is not changed). */
export function addRow(data: AffidavitData, list: RowListKey): AffidavitData {
  const rows = data[list];
  return { ...data, [list]: [...rows, blankRow(list, nextId(rows))] };
}

/** Removes the row with that id from one list. */
export function removeRow(data: AffidavitData, list: RowListKey, id: number): AffidavitData {
  return { ...data, [list]: data[list].filter((r) => r.id !== id) };
}

export function updateRow(data: AffidavitData, list: RowListKey, id: number, column: string, value: string): AffidavitData {
  return { ...data, [list]: data[list].map((r) => (r.id === id ? { ...r, [column]: value } : r)) };
}

// ---------------------------------------------------------------- validate / merge

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function asText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return '';
}

/**
 * Normalises a saved affidavit (the vault's record or the legacy localStorage
 * financialAffidavitData shape) over the defaults: known text fields become strings
 * (numbers are kept as their text), each list keeps its rows with their columns and a
 * unique numeric id; a missing list gets its one blank row. Throws when the value is
 * not an object at all.
 */
export function validateAffidavit(value: unknown): AffidavitData {
  if (!isPlainObject(value)) throw new TypeError('A financial affidavit must be an object.');
  const data = emptyAffidavit();
  for (const key of SCALAR_KEYS) if (key in value) data[key] = asText(value[key]);
  data.alternativeAddress = value.alternativeAddress === true || value.alternativeAddress === 'true';
  for (const list of ROW_LIST_KEYS) {
    const saved = value[list];
    if (!Array.isArray(saved)) continue;
    const used = new Set<number>();
    const rows: Row[] = [];
    for (const item of saved) {
      if (!isPlainObject(item)) continue;
      let id = typeof item.id === 'number' && Number.isFinite(item.id) ? item.id : Number(item.id);
      if (!Number.isFinite(id) || used.has(id)) id = Math.max(0, ...used, ...rows.map((r) => r.id)) + 1;
      used.add(id);
      const row: Row = { id };
      for (const col of ROW_LISTS[list]) row[col] = asText(item[col]);
      rows.push(row);
    }
    data[list] = rows;
  }
  return data;
}

// ---------------------------------------------------------------- money and totals

function sumKeys(data: AffidavitData, keys: readonly ScalarKey[]): number | null {
  let any = false;
  let total = 0;
  for (const k of keys) {
    const c = parseCents(data[k]);
    if (c !== null) {
      any = true;
      total += c;
    }
  }
  return any ? total : null;
}

/**
 * The computed figure shown beside a manual total, in cents, or null when nothing it
 * depends on has been entered. Net income uses the totals as typed when they are
 * numbers, otherwise the computed sums.
 */
export function computedTotal(data: AffidavitData, total: TotalKind): number | null {
  switch (total) {
    case 'income':
      return sumKeys(data, INCOME_KEYS);
    case 'deductions':
      return sumKeys(data, DEDUCTION_KEYS);
    case 'expenses':
      return sumKeys(data, EXPENSE_KEYS);
    case 'net': {
      const income = parseCents(data.income_total) ?? computedTotal(data, 'income');
      const deductions = parseCents(data.deduction_total) ?? computedTotal(data, 'deductions');
      if (income === null && deductions === null) return null;
      return (income ?? 0) - (deductions ?? 0);
    }
  }
}

export interface TotalHint {
  cents: number;
  /** The text "Use this" copies into the field. */
  input: string;
  /** True when the typed figure already equals the computed one. */
  matches: boolean;
}

export function totalHint(data: AffidavitData, field: ScalarKey, total: TotalKind): TotalHint | null {
  const cents = computedTotal(data, total);
  if (cents === null) return null;
  const input = centsToDecimal(cents);
  // A negative net (deductions above income) is matched by its text: amounts parse as zero or more.
  return { cents, input, matches: parseCents(data[field]) === cents || data[field].trim() === input };
}

// ---------------------------------------------------------------- draft (PDF order)

function shown(type: FieldType, value: string): string {
  const v = value.trim();
  if (type === 'money') {
    const c = parseCents(v);
    return c === null ? v : formatCents(c);
  }
  if (type === 'date') return formatUsDate(v);
  return v;
}

/**
 * Every filled field, in the order of the form, grouped by section; sections with
 * nothing filled are left out. Rows appear as "Cash and bank accounts – 1" groups.
 */
export function affidavitDraft(data: AffidavitData): PdfDraftSection[] {
  const out: PdfDraftSection[] = [];
  for (const section of SECTIONS) {
    const groups: PdfDraftGroup[] = [];
    for (const block of section.blocks) {
      if (block.kind === 'fields') {
        const items = block.fields
          .filter((f) => data[f.key].trim() !== '')
          .map((f) => ({ label: f.label, value: shown(f.type, data[f.key]) }));
        if (items.length) groups.push({ ...(block.heading ? { heading: block.heading } : {}), items });
      } else if (block.kind === 'rows') {
        const def = block.list;
        let n = 0;
        for (const row of data[def.key]) {
          const items = def.columns
            .filter((c) => String(row[c.key] ?? '').trim() !== '')
            .map((c) => ({ label: c.label, value: shown(c.type, String(row[c.key])) }));
          n++;
          if (items.length) groups.push({ heading: `${def.title} – ${n}`, items });
        }
      } else if (data.alternativeAddress) {
        groups.push({ items: [{ label: 'Alternative address requested', value: 'Yes' }] });
      }
    }
    if (groups.length) out.push({ heading: section.title, groups });
  }
  return out;
}

/** True when nothing at all has been entered. */
export function isEmptyAffidavit(data: AffidavitData): boolean {
  return affidavitDraft(data).length === 0;
}
