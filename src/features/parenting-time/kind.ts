import { defineKind } from '../../vault/kinds';
import { mergeSchedule, type ScheduleData } from './model';

/** The parenting-time schedule in the vault: one per device, id 'main'. */
export const parentingTimeKind = defineKind<ScheduleData>({
  kind: 'parenting-time',
  version: 1,
  validate: mergeSchedule,
});

export const SCHEDULE_ID = 'main';
