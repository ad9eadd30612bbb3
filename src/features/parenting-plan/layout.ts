/**
 * The parenting plan form's sections, labels and order (also the PDF's order); each text is its
 * English message in the parenting-plan catalog (docs/i18n.md), shown through the plan's translator.
 */
import { HOLIDAY_LABELS } from '../../content/holidays';
import { GROUPS, type FieldPath } from './model';
import * as m from '../../content/messages/parenting-plan/compiled/en.js';
// ---------------------------------------------------------------- form layout

export interface PlanFieldDef {
  path: FieldPath;
  label: string;
  hint?: string;
  placeholder?: string;
  multiline?: boolean;
  readOnly?: boolean;
}

export type PlanBlock =
  | { kind: 'parent'; key: 'parent1Info' | 'parent2Info'; title: string }
  | { kind: 'children' }
  | { kind: 'fields'; heading?: string; hint?: string; fields: PlanFieldDef[] };

export interface PlanSectionDef {
  id: string;
  title: string;
  blocks: PlanBlock[];
}

const t = (path: FieldPath, label: string, extra: Partial<PlanFieldDef> = {}): PlanFieldDef => ({
  path,
  label,
  multiline: true,
  ...extra,
});
const line = (path: FieldPath, label: string, extra: Partial<PlanFieldDef> = {}): PlanFieldDef => ({
  path,
  label,
  multiline: false,
  ...extra,
});

export const PLAN_SECTIONS: PlanSectionDef[] = [
  {
    id: 'introduction',
    title: m.s_introduction,
    blocks: [
      { kind: 'parent', key: 'parent1Info', title: m.parent_1 },
      { kind: 'parent', key: 'parent2Info', title: m.parent_2 },
      { kind: 'children' },
      {
        kind: 'fields',
        fields: [
          t('purposeStatement', m.purpose, {
            placeholder: m.purpose_ph,
          }),
        ],
      },
    ],
  },
  {
    id: 'custody',
    title: m.s_custody,
    blocks: [
      {
        kind: 'fields',
        fields: [
          t('legalCustody', m.legal_custody, {
            hint: m.legal_custody_hint,
          }),
          t('physicalCustody', m.physical_custody, {
            hint: m.physical_custody_hint,
          }),
        ],
      },
      {
        kind: 'fields',
        heading: m.decision_making,
        hint: m.decision_making_hint,
        fields: [
          t('decisionMaking.education', m.education),
          t('decisionMaking.health', m.health),
          t('decisionMaking.religion', m.religion),
          t('decisionMaking.extracurriculars', m.extracurriculars),
        ],
      },
    ],
  },
  {
    id: 'schedule',
    title: m.s_schedule,
    blocks: [
      {
        kind: 'fields',
        heading: m.regular,
        fields: [
          t('parentingSchedule.schoolYear', m.school_year, {
            placeholder: m.school_year_ph,
          }),
          t('parentingSchedule.summer', m.summer),
        ],
      },
      {
        kind: 'fields',
        heading: m.holidays,
        hint: m.holidays_hint,
        fields: GROUPS.holidaySchedule.map((k) => line(`holidaySchedule.${k}`, HOLIDAY_LABELS[k])),
      },
      {
        kind: 'fields',
        heading: m.vacations,
        fields: [
          line('vacationTravel.notice', m.vac_notice),
          line('vacationTravel.schedulingPriority', m.vac_priority),
          line('vacationTravel.uninterruptedTime', m.vac_uninterrupted),
          t('vacationTravel.itinerarySharing', m.vac_itinerary),
        ],
      },
    ],
  },
  {
    id: 'financial',
    title: m.s_financial,
    blocks: [
      {
        kind: 'fields',
        fields: [
          t('childSupport', m.child_support),
          t('healthInsurance', m.health_insurance),
          t('extracurricularCosts', m.extracurricular_costs),
          t('taxExemptions', m.tax),
        ],
      },
    ],
  },
  {
    id: 'communication',
    title: m.s_communication,
    blocks: [
      {
        kind: 'fields',
        fields: [
          t('transportation.exchanges', m.exchanges, {
            hint: m.exchanges_hint,
          }),
          t('communication.betweenParents', m.between_parents, {
            hint: m.between_parents_hint,
          }),
          t('communication.withChildren', m.with_children),
          t('communication.emergencyContact', m.emergencies),
        ],
      },
    ],
  },
  {
    id: 'travel',
    title: m.s_travel,
    blocks: [
      {
        kind: 'fields',
        heading: m.relocation,
        fields: [
          line('relocation.noticePeriod', m.reloc_notice),
          line('relocation.distanceThreshold', m.reloc_distance),
          t('relocation.objectionProcess', m.reloc_objection),
        ],
      },
      {
        kind: 'fields',
        heading: m.international,
        fields: [
          t('internationalTravel.consent', m.intl_consent),
          t('internationalTravel.passports', m.intl_passports),
          t('internationalTravel.hagueConvention', m.hague, {
            readOnly: true,
            hint: m.hague_hint,
          }),
        ],
      },
    ],
  },
  {
    id: 'provisions',
    title: m.s_provisions,
    blocks: [
      {
        kind: 'fields',
        heading: m.general,
        hint: m.general_hint,
        fields: [
          t('generalProvisions.rightOfFirstRefusal', m.first_refusal, {
            placeholder: m.first_refusal_ph,
          }),
          t('generalProvisions.nonDisparagement', m.non_disparagement),
          t('generalProvisions.accessToRecords', m.access_records),
          t('generalProvisions.mutualRespect', m.mutual_respect),
        ],
      },
      {
        kind: 'fields',
        heading: m.resolving,
        fields: [
          t('conflictResolution.process', m.conflict, {
            placeholder: m.conflict_ph,
          }),
          t('reviewAndModification.process', m.review),
        ],
      },
    ],
  },
];

/** The label a field path has on the form ("School year", "Thanksgiving"), as its English message. */
export function fieldLabel(path: FieldPath): string {
  for (const section of PLAN_SECTIONS)
    for (const block of section.blocks)
      if (block.kind === 'fields') for (const f of block.fields) if (f.path === path) return f.label;
  return path;
}
