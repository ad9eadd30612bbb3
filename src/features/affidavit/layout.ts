/** The affidavit form's sections, labels, field types and order (also the PDF's order); each text is its English message in the affidavit catalog (docs/i18n.md), shown through the affidavit's translator. */
import type { RowListKey, ScalarKey } from './fields';
import * as msg from '../../content/messages/affidavit/compiled/en.js';

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
    title: msg.list_cash_and_bank_accounts,
    item: msg.item_account,
    hint: msg.hint_use_the_last_four,
    columns: [
      { key: 'bankName', label: msg.c_bank_or_credit_union, type: 'text' },
      { key: 'accountName', label: msg.c_name_s_on_account, type: 'text' },
      { key: 'accountType', label: msg.c_account_type, type: 'text' },
      { key: 'balance', label: msg.c_current_balance, type: 'money' },
    ],
  },
  assetsInvestments: {
    key: 'assetsInvestments',
    title: msg.list_stocks_bonds_and_other,
    item: msg.item_investment,
    columns: [
      { key: 'companyName', label: msg.c_company_or_fund, type: 'text' },
      { key: 'shares', label: msg.c_number_of_shares, type: 'number' },
      { key: 'type', label: msg.c_type, type: 'text' },
      { key: 'owner', label: msg.c_owner, type: 'text' },
      { key: 'fmv', label: msg.c_fair_market_value, type: 'money' },
    ],
  },
  assetsBusiness: {
    key: 'assetsBusiness',
    title: msg.list_business_interests,
    item: msg.item_business,
    columns: [
      { key: 'businessName', label: msg.c_business_name, type: 'text' },
      { key: 'businessType', label: msg.c_type_of_business, type: 'text' },
      { key: 'ownership', label: msg.c_your_ownership, type: 'number' },
      { key: 'fmv', label: msg.c_fair_market_value, type: 'money' },
    ],
  },
  assetsRealEstate: {
    key: 'assetsRealEstate',
    title: msg.list_real_estate,
    item: msg.item_property,
    columns: [
      { key: 'address', label: msg.c_property_address, type: 'text' },
      { key: 'nameOnTitle', label: msg.c_name_s_on_title, type: 'text' },
      { key: 'fmv', label: msg.c_fair_market_value, type: 'money' },
      { key: 'balance', label: msg.c_mortgage_balance, type: 'money' },
    ],
  },
  assetsInsurance: {
    key: 'assetsInsurance',
    title: msg.list_life_insurance,
    item: msg.item_policy,
    columns: [
      { key: 'company', label: msg.c_insurance_company, type: 'text' },
      { key: 'policyType', label: msg.c_policy_type, type: 'text' },
      { key: 'deathBenefit', label: msg.c_death_benefit, type: 'money' },
      { key: 'cashValue', label: msg.c_cash_value, type: 'money' },
    ],
  },
  assetsRetirement: {
    key: 'assetsRetirement',
    title: msg.list_retirement_accounts_and_pensions,
    item: msg.item_plan,
    columns: [
      { key: 'planName', label: msg.c_plan_name, type: 'text' },
      { key: 'planType', label: msg.c_plan_type_401_k, type: 'text' },
      { key: 'accountBalance', label: msg.c_account_balance, type: 'money' },
    ],
  },
  assetsVehicles: {
    key: 'assetsVehicles',
    title: msg.list_vehicles,
    item: msg.item_vehicle,
    columns: [
      { key: 'ymm', label: msg.c_year_make_and_model, type: 'text' },
      { key: 'nameOnTitle', label: msg.c_name_s_on_title, type: 'text' },
      { key: 'fmv', label: msg.c_fair_market_value, type: 'money' },
      { key: 'balance', label: msg.c_loan_balance, type: 'money' },
    ],
  },
  assetsPersonal: {
    key: 'assetsPersonal',
    title: msg.list_personal_property,
    item: msg.item_item,
    hint: msg.hint_list_valuables_worth_more,
    columns: [
      { key: 'description', label: msg.c_description, type: 'text' },
      { key: 'fmv', label: msg.c_fair_market_value, type: 'money' },
    ],
  },
  debts: {
    key: 'debts',
    title: msg.list_debts_and_liabilities,
    item: msg.item_debt,
    hint: msg.hint_credit_cards_loans_medical,
    columns: [
      { key: 'creditorName', label: msg.c_creditor, type: 'text' },
      { key: 'purpose', label: msg.c_what_the_debt_is, type: 'text' },
      { key: 'amountOwed', label: msg.c_amount_owed, type: 'money' },
      { key: 'monthlyPayment', label: msg.c_monthly_payment, type: 'money' },
    ],
  },
  lawsuits: {
    key: 'lawsuits',
    title: msg.list_pending_lawsuits_or_claims,
    item: msg.item_claim,
    hint: msg.hint_claims_you_have_against,
    columns: [
      { key: 'caseNumber', label: msg.c_case_number, type: 'text' },
      { key: 'dateFiled', label: msg.c_date_filed, type: 'date' },
      { key: 'amountRecovered', label: msg.c_amount_expected_or_recovered, type: 'money' },
    ],
  },
  taxRefunds: {
    key: 'taxRefunds',
    title: msg.list_tax_refunds_and_amounts,
    item: msg.item_tax_year,
    columns: [
      { key: 'taxYear', label: msg.c_tax_year, type: 'number' },
      { key: 'federalRefund', label: msg.c_federal_refund, type: 'money' },
      { key: 'federalOwed', label: msg.c_federal_owed, type: 'money' },
      { key: 'stateRefund', label: msg.c_state_refund, type: 'money' },
      { key: 'stateOwed', label: msg.c_state_owed, type: 'money' },
    ],
  },
};

export const SECTIONS: SectionDef[] = [
  {
    id: 'personal',
    title: msg.s_i_personal_information,
    blocks: [
      {
        kind: 'fields',
        fields: [
          { key: 'fullName', label: msg.f_full_legal_name, type: 'text' },
          { key: 'address', label: msg.f_current_address, type: 'text', wide: true },
          { key: 'dob', label: msg.f_date_of_birth, type: 'date' },
          { key: 'occupation', label: msg.f_occupation, type: 'text' },
        ],
      },
    ],
  },
  {
    id: 'income',
    title: msg.s_ii_monthly_income_employment,
    intro: msg.intro_enter_gross_monthly_amounts,
    blocks: [
      {
        kind: 'fields',
        heading: msg.h_gross_monthly_income,
        fields: [
          m('income_salary', msg.f_salary_and_wages),
          m('income_overtime', msg.f_overtime_commissions_and_bonuses),
          m('income_self_employment', msg.f_self_employment_income),
          m('income_social_security', msg.f_social_security_benefits),
          m('income_pension', msg.f_pension_and_retirement_income),
          m('income_interest', msg.f_interest_and_dividends),
          m('income_rental', msg.f_rental_income),
          m('income_other', msg.f_other_income),
          m('income_total', msg.f_total_gross_monthly_income, { total: 'income' }),
        ],
      },
      {
        kind: 'fields',
        heading: msg.h_monthly_deductions,
        fields: [
          m('deduction_federal_tax', msg.f_federal_income_tax),
          m('deduction_state_tax', msg.f_state_income_tax),
          m('deduction_fica', msg.f_social_security_and_medicare),
          m('deduction_health_insurance', msg.f_health_insurance),
          m('deduction_retirement', msg.f_mandatory_retirement_contributions),
          m('deduction_total', msg.f_total_monthly_deductions, { total: 'deductions' }),
          m('net_monthly_income', msg.f_net_monthly_income, { total: 'net' }),
        ],
      },
    ],
  },
  {
    id: 'expenses',
    title: msg.s_iii_monthly_expenses,
    blocks: [
      {
        kind: 'fields',
        heading: msg.h_housing,
        fields: [
          m('exp_housing', msg.f_rent_or_mortgage),
          m('exp_property_tax', msg.f_property_tax),
          m('exp_home_insurance', msg.f_homeowner_s_or_renter),
          m('exp_utilities', msg.f_utilities_electric_gas_water),
          m('exp_phone_internet', msg.f_phone_and_internet),
          m('exp_groceries', msg.f_groceries_and_household_supplies),
          m('exp_maintenance', msg.f_home_repairs_and_maintenance),
        ],
      },
      {
        kind: 'fields',
        heading: msg.h_transportation,
        fields: [
          m('exp_car_payment', msg.f_car_payment_or_lease),
          m('exp_car_insurance', msg.f_car_insurance),
          m('exp_gas_fuel', msg.f_gas_and_fuel),
          m('exp_car_maintenance', msg.f_car_repairs_and_maintenance),
          m('exp_public_transport', msg.f_public_transportation),
        ],
      },
      {
        kind: 'fields',
        heading: msg.h_health_and_personal,
        fields: [
          m('exp_health_insurance_premiums', msg.f_health_insurance_premiums),
          m('exp_medical_oop', msg.f_medical_and_dental_costs),
          m('exp_clothing', msg.f_clothing),
          m('exp_personal_care', msg.f_personal_care),
          m('exp_entertainment', msg.f_entertainment_and_recreation),
        ],
      },
      {
        kind: 'fields',
        heading: msg.h_children,
        fields: [
          m('exp_childcare', msg.f_childcare),
          m('exp_child_clothing', msg.f_children_s_clothing),
          m('exp_school_supplies', msg.f_school_tuition_and_supplies),
          m('exp_extracurriculars', msg.f_extracurricular_activities),
          m('exp_child_medical_oop', msg.f_children_s_medical_costs),
        ],
      },
      { kind: 'fields', fields: [m('exp_total', msg.f_total_monthly_expenses, { total: 'expenses' })] },
    ],
  },
  {
    id: 'assets',
    title: msg.s_iv_assets,
    intro: msg.intro_list_what_you_own,
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
    title: msg.s_v_debts_liabilities,
    blocks: [{ kind: 'rows', list: ROW_LIST_DEFS.debts }],
  },
  {
    id: 'other',
    title: msg.s_vi_other_information,
    blocks: [
      { kind: 'rows', list: ROW_LIST_DEFS.lawsuits },
      { kind: 'rows', list: ROW_LIST_DEFS.taxRefunds },
    ],
  },
  {
    id: 'certification',
    title: msg.s_vii_certification,
    intro: msg.intro_i_certify_that_the,
    blocks: [
      {
        kind: 'fields',
        fields: [
          { key: 'signature', label: msg.f_signature_type_your_full, type: 'text' },
          { key: 'dateSigned', label: msg.f_date_signed, type: 'date' },
          { key: 'phone', label: msg.f_phone, type: 'tel' },
          { key: 'email', label: msg.f_email, type: 'email' },
        ],
      },
      {
        kind: 'check',
        key: 'alternativeAddress',
        label: msg.check_i_want_the_court,
      },
    ],
  },
];
