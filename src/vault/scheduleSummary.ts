import {
  check,
  fallback,
  integer,
  maxValue,
  minValue,
  nullable,
  number,
  object,
  optional,
  pipe,
  regex,
  string,
  transform,
  type InferOutput,
} from 'valibot';
import { defineKind } from './kinds';
import { entry } from '../lib/schema';
import { isIsoDate } from '../lib/journalHandoff';

const OVERNIGHTS = 'Overnights must be whole numbers from 0 to 366.';
const overnightCount = pipe(number(OVERNIGHTS), integer(OVERNIGHTS), minValue(0, OVERNIGHTS), maxValue(366, OVERNIGHTS));

/**
 * The parenting-time schedule's wording, yearly overnights and nights, saved by the schedule
 * tool and read by the parenting plan (section 3) and the child-support estimator: the shared record that lets one
 * feature hand text to another without importing it. One record, id 'main'.
 */
const scheduleSummarySchema = object(
  {
    wording: entry(
      pipe(
        string('A schedule summary needs its wording.'),
        transform((s) => s.slice(0, 20_000)),
      ),
    ),
    overnights: entry(object({ you: entry(overnightCount), other: entry(overnightCount) }, OVERNIGHTS)),
    /** ISO date-time of the save; '' when it was not kept. */
    savedAt: entry(fallback(string(), '')),
    /**
     * Who has each night of the schedule's window (src/lib/overnightRecount.ts
     * ScheduledNights: the first night and one letter per night, y = you, o = the other
     * parent), so the estimator can count actual overnights against it. Absent in summaries
     * saved before it existed; null when it could not be read (nothing else is lost).
     */
    nights: optional(
      fallback(
        nullable(
          object({
            first: pipe(string(), check(isIsoDate)),
            pattern: pipe(string(), regex(/^[yo]{1,800}$/)),
          }),
        ),
        null,
      ),
    ),
  },
  'A schedule summary must be an object.',
);

export type ScheduleSummary = InferOutput<typeof scheduleSummarySchema>;

export const scheduleSummaryKind = defineKind<ScheduleSummary>({
  kind: 'schedule-summary',
  version: 1,
  schema: scheduleSummarySchema,
});

export const SCHEDULE_SUMMARY_ID = 'main';
