/** The parenting plan form's sections, labels and order (also the PDF's order). */
import { HOLIDAY_LABELS } from '../../content/holidays';
import { GROUPS, type FieldPath } from './model';
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
    title: '1. Introduction & Purpose',
    blocks: [
      { kind: 'parent', key: 'parent1Info', title: 'Parent 1' },
      { kind: 'parent', key: 'parent2Info', title: 'Parent 2' },
      { kind: 'children' },
      {
        kind: 'fields',
        fields: [
          t('purposeStatement', 'Purpose of this plan', {
            placeholder:
              'For example: We make this plan so our children have a safe, loving and predictable life with both of us.',
          }),
        ],
      },
    ],
  },
  {
    id: 'custody',
    title: '2. Custody & Decision-Making',
    blocks: [
      {
        kind: 'fields',
        fields: [
          t('legalCustody', 'Legal custody', {
            hint: 'Who makes major decisions: joint legal custody, or sole legal custody to one parent.',
          }),
          t('physicalCustody', 'Physical custody', {
            hint: 'Where the children live: joint (shared) physical custody, or primary residence with one parent.',
          }),
        ],
      },
      {
        kind: 'fields',
        heading: 'Decision-making',
        hint: 'Say who decides each area, and how you will decide together where you share it.',
        fields: [
          t('decisionMaking.education', 'Education'),
          t('decisionMaking.health', 'Health care'),
          t('decisionMaking.religion', 'Religion'),
          t('decisionMaking.extracurriculars', 'Extracurricular activities'),
        ],
      },
    ],
  },
  {
    id: 'schedule',
    title: '3. Parenting Time Schedule',
    blocks: [
      {
        kind: 'fields',
        heading: 'Regular schedule',
        fields: [
          t('parentingSchedule.schoolYear', 'School year', {
            placeholder: 'For example: alternating weeks, exchanged Fridays after school.',
          }),
          t('parentingSchedule.summer', 'Summer'),
        ],
      },
      {
        kind: 'fields',
        heading: 'Holidays',
        hint: 'Holidays take priority over the regular schedule. Say who has the children, from when to when, and whether it alternates by year.',
        fields: GROUPS.holidaySchedule.map((k) => line(`holidaySchedule.${k}`, HOLIDAY_LABELS[k])),
      },
      {
        kind: 'fields',
        heading: 'Vacations',
        fields: [
          line('vacationTravel.notice', 'Notice needed before a vacation'),
          line('vacationTravel.schedulingPriority', 'Whose choice of dates comes first'),
          line('vacationTravel.uninterruptedTime', 'Longest uninterrupted vacation time'),
          t('vacationTravel.itinerarySharing', 'Sharing the itinerary and contact details'),
        ],
      },
    ],
  },
  {
    id: 'financial',
    title: '4. Financial Responsibilities',
    blocks: [
      {
        kind: 'fields',
        fields: [
          t('childSupport', 'Child support'),
          t('healthInsurance', 'Health insurance and uncovered medical costs'),
          t('extracurricularCosts', 'Extracurricular and school costs'),
          t('taxExemptions', 'Tax exemptions and credits'),
        ],
      },
    ],
  },
  {
    id: 'communication',
    title: '5. Communication & Logistics',
    blocks: [
      {
        kind: 'fields',
        fields: [
          t('transportation.exchanges', 'Exchanges and transportation', {
            hint: 'Where exchanges happen, who drives, and what happens if someone is late.',
          }),
          t('communication.betweenParents', 'Communication between parents', {
            hint: 'For example: a co-parenting app or email for schedules; text only for urgent matters.',
          }),
          t('communication.withChildren', 'Children’s contact with the other parent'),
          t('communication.emergencyContact', 'Emergencies'),
        ],
      },
    ],
  },
  {
    id: 'travel',
    title: '6. Travel & Relocation',
    blocks: [
      {
        kind: 'fields',
        heading: 'Relocation',
        fields: [
          line('relocation.noticePeriod', 'Notice needed before moving'),
          line('relocation.distanceThreshold', 'Distance that counts as a relocation'),
          t('relocation.objectionProcess', 'How the other parent can object'),
        ],
      },
      {
        kind: 'fields',
        heading: 'International travel',
        fields: [
          t('internationalTravel.consent', 'Consent for travel outside the United States'),
          t('internationalTravel.passports', 'Passports: who applies and who keeps them'),
          t('internationalTravel.hagueConvention', 'Hague Convention acknowledgement', {
            readOnly: true,
            hint: 'Standard text included in every plan; it cannot be edited.',
          }),
        ],
      },
    ],
  },
  {
    id: 'provisions',
    title: '7. General Provisions & Conflict Resolution',
    blocks: [
      {
        kind: 'fields',
        heading: 'General provisions',
        hint: 'The last three are filled in with common wording; change them to suit your family.',
        fields: [
          t('generalProvisions.rightOfFirstRefusal', 'Right of first refusal', {
            placeholder:
              'For example: if a parent cannot care for the children for more than 4 hours, they first offer the time to the other parent.',
          }),
          t('generalProvisions.nonDisparagement', 'Non-disparagement'),
          t('generalProvisions.accessToRecords', 'Access to records'),
          t('generalProvisions.mutualRespect', 'Mutual respect'),
        ],
      },
      {
        kind: 'fields',
        heading: 'Resolving disagreements',
        fields: [
          t('conflictResolution.process', 'Conflict resolution process', {
            placeholder: 'For example: talk first, then mediation, before going to court.',
          }),
          t('reviewAndModification.process', 'Review and changes to this plan'),
        ],
      },
    ],
  },
];

/** The label a field path has on the form ("School year", "Thanksgiving"). */
export function fieldLabel(path: FieldPath): string {
  for (const section of PLAN_SECTIONS)
    for (const block of section.blocks)
      if (block.kind === 'fields') for (const f of block.fields) if (f.path === path) return f.label;
  return path;
}
