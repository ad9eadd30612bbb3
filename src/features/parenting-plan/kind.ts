import { defineKind } from '../../vault/kinds';
import { planSchema, type PlanData } from './model';

/** The vault record kind: one plan per device, id 'main' (legacy parentingPlanProgress is imported into it). */
export const parentingPlanKind = defineKind<PlanData>({
  kind: 'parenting-plan',
  version: 1,
  schema: planSchema,
});

export const PLAN_ID = 'main';
