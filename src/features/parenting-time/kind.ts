import { defineKind } from '../../vault/kinds';
import type { ScheduleData } from './model';
import { scheduleSchema } from './storedSchedule';

/** The parenting-time schedule in the vault: one per device, id 'main'. */
export const parentingTimeKind = defineKind<ScheduleData>({
  kind: 'parenting-time',
  version: 1,
  schema: scheduleSchema,
});

export const SCHEDULE_ID = 'main';
