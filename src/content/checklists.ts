/**
 * The two interactive checklists (docs/product-rules.md, "Checklists").
 * Item ids are fixed: saved progress is a map from these ids to booleans.
 * General information for parents in the United States, not legal advice.
 * The words are in the checklists catalog (src/content/messages/checklists, docs/i18n.md):
 * each text here is its English message, shown through the checklists' translator.
 */
import * as m from './messages/checklists/compiled/en.js';

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
  title: m.dv_title,
  intro: m.dv_intro,
  categories: [
    {
      key: 'legal',
      title: m.dv_legal,
      items: [
        {
          id: 'legal-1',
          task: m.dv_legal_1,
          detail: m.dv_legal_1_d,
        },
        {
          id: 'legal-2',
          task: m.dv_legal_2,
          detail: m.dv_legal_2_d,
        },
        {
          id: 'legal-3',
          task: m.dv_legal_3,
          detail: m.dv_legal_3_d,
        },
        {
          id: 'legal-4',
          task: m.dv_legal_4,
          detail: m.dv_legal_4_d,
        },
        {
          id: 'legal-5',
          task: m.dv_legal_5,
          detail: m.dv_legal_5_d,
        },
      ],
    },
    {
      key: 'financial',
      title: m.dv_financial,
      items: [
        {
          id: 'financial-1',
          task: m.dv_financial_1,
          detail: m.dv_financial_1_d,
        },
        {
          id: 'financial-2',
          task: m.dv_financial_2,
          detail: m.dv_financial_2_d,
        },
        {
          id: 'financial-3',
          task: m.dv_financial_3,
          detail: m.dv_financial_3_d,
        },
        {
          id: 'financial-4',
          task: m.dv_financial_4,
          detail: m.dv_financial_4_d,
        },
        {
          id: 'financial-5',
          task: m.dv_financial_5,
          detail: m.dv_financial_5_d,
        },
      ],
    },
    {
      key: 'assets',
      title: m.dv_assets,
      items: [
        {
          id: 'assets-1',
          task: m.dv_assets_1,
          detail: m.dv_assets_1_d,
        },
        {
          id: 'assets-2',
          task: m.dv_assets_2,
          detail: m.dv_assets_2_d,
        },
        {
          id: 'assets-3',
          task: m.dv_assets_3,
          detail: m.dv_assets_3_d,
        },
        {
          id: 'assets-4',
          task: m.dv_assets_4,
          detail: m.dv_assets_4_d,
        },
        {
          id: 'assets-5',
          task: m.dv_assets_5,
          detail: m.dv_assets_5_d,
        },
        {
          id: 'assets-6',
          task: m.dv_assets_6,
          detail: m.dv_assets_6_d,
        },
        {
          id: 'assets-7',
          task: m.dv_assets_7,
          detail: m.dv_assets_7_d,
        },
        {
          id: 'assets-8',
          task: m.dv_assets_8,
          detail: m.dv_assets_8_d,
        },
      ],
    },
    {
      key: 'children',
      title: m.dv_children,
      items: [
        {
          id: 'children-1',
          task: m.dv_children_1,
          detail: m.dv_children_1_d,
        },
        {
          id: 'children-2',
          task: m.dv_children_2,
          detail: m.dv_children_2_d,
        },
        {
          id: 'children-3',
          task: m.dv_children_3,
          detail: m.dv_children_3_d,
        },
        {
          id: 'children-4',
          task: m.dv_children_4,
          detail: m.dv_children_4_d,
        },
        {
          id: 'children-5',
          task: m.dv_children_5,
          detail: m.dv_children_5_d,
        },
        {
          id: 'children-6',
          task: m.dv_children_6,
          detail: m.dv_children_6_d,
        },
      ],
    },
    {
      key: 'personal',
      title: m.dv_personal,
      items: [
        {
          id: 'personal-1',
          task: m.dv_personal_1,
          detail: m.dv_personal_1_d,
        },
        {
          id: 'personal-2',
          task: m.dv_personal_2,
          detail: m.dv_personal_2_d,
        },
        {
          id: 'personal-3',
          task: m.dv_personal_3,
          detail: m.dv_personal_3_d,
        },
        {
          id: 'personal-4',
          task: m.dv_personal_4,
          detail: m.dv_personal_4_d,
        },
        {
          id: 'personal-5',
          task: m.dv_personal_5,
          detail: m.dv_personal_5_d,
        },
        {
          id: 'personal-6',
          task: m.dv_personal_6,
          detail: m.dv_personal_6_d,
        },
        {
          id: 'personal-7',
          task: m.dv_personal_7,
          detail: m.dv_personal_7_d,
        },
      ],
    },
  ],
};

export const COURT_PREP_CHECKLIST: ChecklistDef = {
  id: 'court-prep',
  title: m.cp_title,
  intro: m.cp_intro,
  categories: [
    {
      key: 'legal',
      title: m.cp_legal,
      items: [
        {
          id: 'legal-1',
          task: m.cp_legal_1,
          detail: m.cp_legal_1_d,
        },
        {
          id: 'legal-2',
          task: m.cp_legal_2,
          detail: m.cp_legal_2_d,
        },
        {
          id: 'legal-3',
          task: m.cp_legal_3,
          detail: m.cp_legal_3_d,
        },
        {
          id: 'legal-4',
          task: m.cp_legal_4,
          detail: m.cp_legal_4_d,
        },
        {
          id: 'legal-5',
          task: m.cp_legal_5,
          detail: m.cp_legal_5_d,
        },
        {
          id: 'legal-6',
          task: m.cp_legal_6,
          detail: m.cp_legal_6_d,
        },
        {
          id: 'legal-7',
          task: m.cp_legal_7,
          detail: m.cp_legal_7_d,
        },
      ],
    },
    {
      key: 'financial',
      title: m.cp_financial,
      items: [
        {
          id: 'financial-1',
          task: m.cp_financial_1,
          detail: m.cp_financial_1_d,
        },
        {
          id: 'financial-2',
          task: m.cp_financial_2,
          detail: m.cp_financial_2_d,
        },
        {
          id: 'financial-3',
          task: m.cp_financial_3,
          detail: m.cp_financial_3_d,
        },
        {
          id: 'financial-4',
          task: m.cp_financial_4,
          detail: m.cp_financial_4_d,
        },
      ],
    },
    {
      key: 'evidence',
      title: m.cp_evidence,
      items: [
        {
          id: 'evidence-1',
          task: m.cp_evidence_1,
          detail: m.cp_evidence_1_d,
        },
        {
          id: 'evidence-2',
          task: m.cp_evidence_2,
          detail: m.cp_evidence_2_d,
        },
        {
          id: 'evidence-3',
          task: m.cp_evidence_3,
          detail: m.cp_evidence_3_d,
        },
        {
          id: 'evidence-4',
          task: m.cp_evidence_4,
          detail: m.cp_evidence_4_d,
        },
      ],
    },
    {
      key: 'personal',
      title: m.cp_personal,
      items: [
        {
          id: 'personal-1',
          task: m.cp_personal_1,
          detail: m.cp_personal_1_d,
        },
        {
          id: 'personal-2',
          task: m.cp_personal_2,
          detail: m.cp_personal_2_d,
        },
        {
          id: 'personal-3',
          task: m.cp_personal_3,
          detail: m.cp_personal_3_d,
        },
        {
          id: 'personal-4',
          task: m.cp_personal_4,
          detail: m.cp_personal_4_d,
        },
        {
          id: 'personal-5',
          task: m.cp_personal_5,
          detail: m.cp_personal_5_d,
        },
        {
          id: 'personal-6',
          task: m.cp_personal_6,
          detail: m.cp_personal_6_d,
        },
        {
          id: 'personal-7',
          task: m.cp_personal_7,
          detail: m.cp_personal_7_d,
        },
        {
          id: 'personal-8',
          task: m.cp_personal_8,
          detail: m.cp_personal_8_d,
        },
      ],
    },
  ],
};

/** Every item id of a checklist, in order. */
export function checklistIds(def: ChecklistDef): string[] {
  return def.categories.flatMap((c) => c.items.map((i) => i.id));
}
