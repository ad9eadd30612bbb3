import { array, check, fallback, integer, minValue, number, object, picklist, pipe, string, type InferOutput } from 'valibot';
import { defineKind } from './kinds';
import { entry } from '../lib/schema';
import { isClockTime, isIsoDate } from '../lib/journalHandoff';
import { OUTCOMES, PARENT_SIDES, sideBySide, type Split, type TimeFacts } from '../lib/overnightRecount';
import type { ScheduleSummary } from './scheduleSummary';

const DAMAGED = 'The journal’s exchanges and make-up time could not be read.';
const date = pipe(string(DAMAGED), check(isIsoDate, DAMAGED));
const side = picklist(PARENT_SIDES, DAMAGED);

/**
 * The journal's exchange and make-up entries (current versions, removed ones left out),
 * saved by the journal whenever they change and read by the parenting-time calculator and
 * the child-support estimator, which count actual overnights from them against the
 * schedule (src/lib/overnightRecount.ts; docs/journal.md "Actual overnights"). One
 * record, id 'main'. Counting where it is shown, rather than storing counts, means a
 * change to the schedule never leaves stale actual figures behind.
 */
const journalTimeSchema = object(
  {
    exchanges: entry(
      array(
        object({
          date,
          time: pipe(
            string(DAMAGED),
            check((v) => v === '' || isClockTime(v), DAMAGED),
          ),
          outcome: picklist(OUTCOMES, DAMAGED),
          lateMinutes: pipe(number(DAMAGED), integer(DAMAGED), minValue(0, DAMAGED)),
          from: side,
          to: side,
        }),
        DAMAGED,
      ),
    ),
    changes: entry(array(object({ parent: side, firstNight: date, lastNight: date }), DAMAGED)),
    /** ISO date-time of the save; '' when it was not kept. */
    savedAt: entry(fallback(string(), '')),
  },
  DAMAGED,
);

export type JournalTime = InferOutput<typeof journalTimeSchema>;

export const journalTimeKind = defineKind<JournalTime>({
  kind: 'journal-time',
  version: 1,
  schema: journalTimeSchema,
});

export const JOURNAL_TIME_ID = 'main';

/** True when the journal holds at least one exchange or make-up entry. */
export const hasTimeFacts = (t: TimeFacts | null | undefined): t is TimeFacts =>
  !!t && (t.exchanges.length > 0 || t.changes.length > 0);

/**
 * The first 12 months of the schedule's window, scheduled and actual, for the estimator;
 * null when there is no schedule with its nights, or the journal decided none of those nights.
 */
export function supportYear(
  summary: ScheduleSummary | null,
  time: TimeFacts | null,
): { first: string; last: string; scheduled: Split; actual: Split } | null {
  if (!summary?.nights || !hasTimeFacts(time)) return null;
  const year = sideBySide(summary.nights, time).years[0];
  return year?.recorded ? { first: year.first, last: year.last, scheduled: year.scheduled, actual: year.actual } : null;
}
