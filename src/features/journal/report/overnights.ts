/**
 * The report cover's scheduled and actual overnights: the journal's exchange and make-up
 * entries (overnights.ts timeFactsOf) counted against the parenting-time schedule's nights
 * as the schedule tool saved them in its summary (src/vault/scheduleSummary.ts), with
 * src/lib/overnightRecount.ts, over the report's dates where the schedule covers them.
 */
import { recountOvernights, scheduledOf, type ScheduledNights } from '../../../lib/overnightRecount';
import type { JournalEntry } from '../journal';
import { timeFactsOf } from '../overnights';
import type { ReportData } from './report';

/** The date `days` days after `iso` (YYYY-MM-DD). */
const addDays = (iso: string, days: number) =>
  new Date(Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10) + days)).toISOString().slice(0, 10);

/**
 * Over the chosen dates (open ends: the first and last entry chosen), cut to the schedule's
 * window; null without a schedule, or when it does not cover those dates.
 */
export function reportOvernights(
  all: readonly JournalEntry[],
  chosen: readonly JournalEntry[],
  range: { from: string; to: string },
  plan: ScheduledNights | null,
): ReportData['overnights'] {
  if (!plan || !plan.pattern.length) return null;
  const dated = chosen.flatMap((e) => (e.current ? [e.current.happenedAt.date] : []));
  const windowLast = addDays(plan.first, plan.pattern.length - 1);
  const from = range.from || dated[0] || plan.first;
  const to = range.to || dated.at(-1) || windowLast;
  const first = from > plan.first ? from : plan.first;
  const last = to < windowLast ? to : windowLast;
  if (first > last) return null;
  const r = recountOvernights({ first, last, scheduled: scheduledOf(plan), facts: timeFactsOf(all) });
  return { first, last, scheduled: r.scheduled, actual: r.actual };
}
