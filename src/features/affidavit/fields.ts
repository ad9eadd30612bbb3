/**
 * Financial affidavit: the data shape (docs/product-rules.md, "Financial affidavit and
 * parenting plan"): its scalar fields and its row lists. The form's labels and order are in
 * layout.ts, defaults and row changes in rows.ts, the stored record's check in schema.ts, the
 * computed totals in totals.ts and the PDF's ordered draft in pdfDraft.ts. Pure TypeScript:
 * no React, no storage.
 */

// ---------------------------------------------------------------- scalar fields

const PERSONAL_KEYS = ['fullName', 'address', 'dob', 'occupation'] as const;
export const INCOME_KEYS = [
  'income_salary',
  'income_overtime',
  'income_self_employment',
  'income_social_security',
  'income_pension',
  'income_interest',
  'income_rental',
  'income_other',
] as const;
export const DEDUCTION_KEYS = [
  'deduction_federal_tax',
  'deduction_state_tax',
  'deduction_fica',
  'deduction_health_insurance',
  'deduction_retirement',
] as const;
export const EXPENSE_KEYS = [
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
