/**
 * Actual overnights on the calculator: the schedule's nights handed to the shared recount
 * (src/lib/overnightRecount.ts) with the journal's exchange and make-up entries (vault
 * record `journal-time`), and what each calendar day shows of it. docs/parenting-time.md,
 * "Actual overnights".
 */
import {
  SCHEDULE_LETTER,
  type ExchangeOutcome,
  type NightCause,
  type Parent,
  type ScheduledNights,
  type SideBySide,
} from '../../lib/overnightRecount';
import { isoOfDay, parseIsoDate } from './dates';
import { other, type Side } from './model';
import type { ScheduleResult } from './result';

/** Who has each night of the window, from the point of view of the parent who said "this is me". */
export function scheduledNights(you: Side, r: ScheduleResult): ScheduledNights {
  return {
    first: isoOfDay(r.startDay),
    pattern: r.days.map((d) => SCHEDULE_LETTER[d.night === you ? 'you' : 'other']).join(''),
  };
}

/** The calculator's parent (a or b) for the journal's you / other. */
export const sideOf = (you: Side, p: Parent): Side => (p === 'you' ? you : other(you));

/** What the journal changes on one calendar day. */
export interface ActualDay {
  /** Who actually had the night, when it is not the scheduled parent. */
  night: Side | null;
  cause: NightCause;
  /** Exchanges that day that were late, missed or cancelled. */
  marks: Array<{ outcome: Exclude<ExchangeOutcome, 'on-time'>; lateMinutes: number }>;
}

/** The days the journal changes or marks, by day number. */
export function actualDays(you: Side, counted: SideBySide): ReadonlyMap<number, ActualDay> {
  const out = new Map<number, ActualDay>();
  const at = (date: string) => {
    const day = parseIsoDate(date)!;
    let a = out.get(day);
    if (!a) {
      a = { night: null, cause: 'schedule', marks: [] };
      out.set(day, a);
    }
    return a;
  };
  for (const n of counted.nights) {
    if (n.actual === n.scheduled) continue;
    const a = at(n.date);
    a.night = sideOf(you, n.actual);
    a.cause = n.cause;
  }
  for (const x of counted.marks) {
    if (x.outcome !== 'on-time') at(x.date).marks.push({ outcome: x.outcome, lateMinutes: x.lateMinutes });
  }
  return out;
}

/** A mark's words: "late by 25 minutes", "missed", "cancelled". */
export function markText(m: { outcome: ExchangeOutcome; lateMinutes: number }): string {
  if (m.outcome === 'late') return m.lateMinutes ? `late by ${m.lateMinutes} minutes` : 'late';
  return m.outcome;
}

/** The short word shown in a narrow day cell. */
export const MARK_SHORT: Readonly<Record<ActualDay['marks'][number]['outcome'], string>> = {
  late: 'late',
  missed: 'miss',
  cancelled: 'canc',
};
