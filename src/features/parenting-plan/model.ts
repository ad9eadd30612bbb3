/**
 * Parenting plan: the data shape (docs/product-rules.md, "Financial affidavit and parenting plan"), its defaults (with the prefilled Hague
 * Convention and general-provision texts), the merge of a saved plan over the defaults,
 * child add/remove and field edits. The form's layout is in layout.ts, the PDF's ordered
 * draft in pdfDraft.ts. Pure TypeScript.
 */

import { array, custom, fallback, finite, number, object, pipe, string, transform, union, unknown } from 'valibot';
import { HOLIDAY_KEYS } from '../../content/holidays';
import { entry, parseOrThrow, withUniqueIds } from '../../lib/schema';
import type { Translate } from '../../lib/translate';
import * as m from '../../content/messages/parenting-plan/compiled/en.js';

export interface ParentInfo {
  name: string;
  address: string;
  phone: string;
  email: string;
}

export interface Child {
  id: number;
  name: string;
  dob: string;
  specialNeeds: string;
}

/** Nested groups of text fields, in form order. */
export const GROUPS = {
  decisionMaking: ['education', 'health', 'religion', 'extracurriculars'],
  parentingSchedule: ['schoolYear', 'summer'],
  holidaySchedule: HOLIDAY_KEYS,
  vacationTravel: ['notice', 'schedulingPriority', 'uninterruptedTime', 'itinerarySharing'],
  transportation: ['exchanges'],
  communication: ['betweenParents', 'withChildren', 'emergencyContact'],
  relocation: ['noticePeriod', 'distanceThreshold', 'objectionProcess'],
  internationalTravel: ['consent', 'passports', 'hagueConvention'],
  generalProvisions: ['rightOfFirstRefusal', 'nonDisparagement', 'accessToRecords', 'mutualRespect'],
  conflictResolution: ['process'],
  reviewAndModification: ['process'],
} as const;
export type GroupKey = keyof typeof GROUPS;
const GROUP_KEYS = Object.keys(GROUPS) as GroupKey[];

export const TEXT_KEYS = [
  'purposeStatement',
  'legalCustody',
  'physicalCustody',
  'childSupport',
  'healthInsurance',
  'extracurricularCosts',
  'taxExemptions',
] as const;
export type TextKey = (typeof TEXT_KEYS)[number];

export const PARENT_FIELDS = ['name', 'address', 'phone', 'email'] as const;

export type PlanData = { parent1Info: ParentInfo; parent2Info: ParentInfo; children: Child[] } & Record<TextKey, string> & {
    [G in GroupKey]: Record<(typeof GROUPS)[G][number], string>;
  };

// ---------------------------------------------------------------- prefilled texts
// Stored in the plan in English, as the template gives them (the Hague text always: it is
// read-only). A page in Spanish shows an untouched prefilled text in Spanish (prefilledShown),
// and once the parent edits it, their words are stored as typed.

export const HAGUE_TEXT = m.hague_text;

export const NON_DISPARAGEMENT_TEXT = m.non_disparagement_text;

export const ACCESS_TO_RECORDS_TEXT = m.access_records_text;

export const MUTUAL_RESPECT_TEXT = m.mutual_respect_text;

/** The prefilled texts, by field. */
const PREFILLED: Readonly<Partial<Record<FieldPath, string>>> = {
  'internationalTravel.hagueConvention': HAGUE_TEXT,
  'generalProvisions.nonDisparagement': NON_DISPARAGEMENT_TEXT,
  'generalProvisions.accessToRecords': ACCESS_TO_RECORDS_TEXT,
  'generalProvisions.mutualRespect': MUTUAL_RESPECT_TEXT,
};

/** What a field shows: a prefilled text the parent has not changed, in the language on screen; anything else as stored. */
export function prefilledShown(path: FieldPath, value: string, t: Translate): string {
  return PREFILLED[path] === value ? t(value) : value;
}

// ---------------------------------------------------------------- defaults

function blankParent(): ParentInfo {
  return { name: '', address: '', phone: '', email: '' };
}

function blankChild(id: number): Child {
  return { id, name: '', dob: '', specialNeeds: '' };
}

function blankGroup<G extends GroupKey>(g: G): PlanData[G] {
  const out: Record<string, string> = {};
  for (const k of GROUPS[g]) out[k] = '';
  return out as PlanData[G];
}

/** A new plan: blank answers, one blank child, and the prefilled Hague and general-provision texts. */
export function defaultPlan(): PlanData {
  const plan = {
    parent1Info: blankParent(),
    parent2Info: blankParent(),
    children: [blankChild(1)],
  } as PlanData;
  for (const k of TEXT_KEYS) plan[k] = '';
  for (const g of GROUP_KEYS) (plan as Record<GroupKey, unknown>)[g] = blankGroup(g);
  plan.internationalTravel.hagueConvention = HAGUE_TEXT;
  plan.generalProvisions.nonDisparagement = NON_DISPARAGEMENT_TEXT;
  plan.generalProvisions.accessToRecords = ACCESS_TO_RECORDS_TEXT;
  plan.generalProvisions.mutualRespect = MUTUAL_RESPECT_TEXT;
  return plan;
}

// ---------------------------------------------------------------- merge

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** An object that is not a list (a list is never a saved group or child). */
const plainObject = custom<Record<string, unknown>>(isPlainObject);

/** A saved answer: text as typed (a number from an older save becomes its text); anything else keeps `otherwise`. */
const answer = (otherwise: string) =>
  entry(
    fallback(
      union([
        string(),
        pipe(
          number(),
          finite(),
          transform((n) => String(n)),
        ),
      ]),
      otherwise,
    ),
  );

/** A parent: the legacy shape kept only the name as text; anything unreadable is blank. */
const parentSchema = entry(
  fallback(
    union([
      pipe(
        string(),
        transform((name): ParentInfo => ({ ...blankParent(), name })),
      ),
      pipe(plainObject, object({ name: answer(''), address: answer(''), phone: answer(''), email: answer('') })),
    ]),
    blankParent,
  ),
);

/** Saved children, each with a unique whole id (a missing or repeated one gets the next free id); entries that are not children are dropped. */
const childrenSchema = entry(
  fallback(
    pipe(
      array(
        union([
          pipe(
            plainObject,
            object({
              id: entry(fallback(pipe(number(), finite()), Number.NaN)),
              name: answer(''),
              dob: answer(''),
              specialNeeds: answer(''),
            }),
          ),
          pipe(
            unknown(),
            transform(() => null),
          ),
        ]),
      ),
      transform((rows): Child[] => withUniqueIds(rows)),
    ),
    () => [blankChild(1)],
  ),
);

const DEFAULTS = defaultPlan();

/** A saved group of answers; a group that is not one keeps its defaults. */
const groupSchema = (g: GroupKey) =>
  entry(
    fallback(
      pipe(
        plainObject,
        object(Object.fromEntries(GROUPS[g].map((k) => [k, answer((DEFAULTS[g] as Record<string, string>)[k] ?? '')]))),
      ),
      () => defaultPlan()[g],
    ),
  );

/**
 * The parenting plan as stored (the parenting-plan kind's schema, also the check of a
 * restored draft): GROUPS and TEXT_KEYS say which answers there are, in form order.
 */
export const planSchema = pipe(
  custom<Record<string, unknown>>(isPlainObject, 'A parenting plan must be an object.'),
  object({
    parent1Info: parentSchema,
    parent2Info: parentSchema,
    children: childrenSchema,
    ...(Object.fromEntries(TEXT_KEYS.map((k) => [k, answer('')])) as Record<TextKey, ReturnType<typeof answer>>),
    ...(Object.fromEntries(GROUP_KEYS.map((g) => [g, groupSchema(g)])) as Record<GroupKey, ReturnType<typeof groupSchema>>),
  }),
  transform((plan) => {
    const out = plan as unknown as PlanData;
    out.internationalTravel.hagueConvention = HAGUE_TEXT;
    return out;
  }),
);

/**
 * Merges a saved plan (the vault record or the legacy parentingPlanProgress shape) over
 * the defaults: every saved text answer wins, including one the parent emptied on
 * purpose; anything missing or of the wrong type keeps its default. The Hague
 * acknowledgement is read-only, so it is always the current text. Throws when the value
 * is not an object at all.
 */
export function mergePlan(saved: unknown): PlanData {
  return parseOrThrow(planSchema, saved);
}

// ---------------------------------------------------------------- edits

export function addChild(plan: PlanData): PlanData {
  const id = plan.children.reduce((m, c) => Math.max(m, c.id), 0) + 1;
  return { ...plan, children: [...plan.children, blankChild(id)] };
}

export function removeChild(plan: PlanData, id: number): PlanData {
  return { ...plan, children: plan.children.filter((c) => c.id !== id) };
}

export function updateChild(plan: PlanData, id: number, field: 'name' | 'dob' | 'specialNeeds', value: string): PlanData {
  return { ...plan, children: plan.children.map((c) => (c.id === id ? { ...c, [field]: value } : c)) };
}

export function updateParent(
  plan: PlanData,
  which: 'parent1Info' | 'parent2Info',
  field: keyof ParentInfo,
  value: string,
): PlanData {
  return { ...plan, [which]: { ...plan[which], [field]: value } };
}

/** A field address: a top-level text key, or "group.key". */
export type FieldPath = TextKey | `${GroupKey}.${string}`;

export function getField(plan: PlanData, path: FieldPath): string {
  const [a, b] = path.split('.') as [string, string | undefined];
  const top = (plan as unknown as Record<string, unknown>)[a];
  if (b === undefined) return typeof top === 'string' ? top : '';
  const v = isPlainObject(top) ? top[b] : undefined;
  return typeof v === 'string' ? v : '';
}

export function setField(plan: PlanData, path: FieldPath, value: string): PlanData {
  if (path === 'internationalTravel.hagueConvention') return plan; // read-only
  const [a, b] = path.split('.') as [string, string | undefined];
  if (b === undefined) return { ...plan, [a]: value };
  const group = (plan as unknown as Record<string, Record<string, string>>)[a];
  return { ...plan, [a]: { ...group, [b]: value } };
}
