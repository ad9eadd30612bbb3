import { defineKind } from './kinds';

/**
 * The parenting-time schedule's wording and yearly overnights, saved by the schedule
 * tool and read by the parenting plan (section 3): the shared record that lets one
 * feature hand text to another without importing it. One record, id 'main'.
 */
export interface ScheduleSummary {
  wording: string;
  overnights: { you: number; other: number };
  savedAt: string;
}

function count(v: unknown): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 366)
    throw new TypeError('Overnights must be whole numbers from 0 to 366.');
  return v;
}

function validateScheduleSummary(value: unknown): ScheduleSummary {
  if (typeof value !== 'object' || value === null) throw new TypeError('A schedule summary must be an object.');
  const v = value as Record<string, unknown>;
  const o = (typeof v.overnights === 'object' && v.overnights !== null ? v.overnights : {}) as Record<string, unknown>;
  if (typeof v.wording !== 'string') throw new TypeError('A schedule summary needs its wording.');
  return {
    wording: v.wording.slice(0, 20_000),
    overnights: { you: count(o.you), other: count(o.other) },
    savedAt: typeof v.savedAt === 'string' ? v.savedAt : '',
  };
}

export const scheduleSummaryKind = defineKind<ScheduleSummary>({
  kind: 'schedule-summary',
  version: 1,
  validate: validateScheduleSummary,
});

export const SCHEDULE_SUMMARY_ID = 'main';
