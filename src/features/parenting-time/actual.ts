/**
 * Actual overnights on the calculator: the schedule's nights handed to the shared recount
 * (src/lib/overnightRecount.ts) with the journal's exchange and make-up entries (vault
 * record `journal-time`), and what each calendar day shows of it. docs/parenting-time.md,
 * "Actual overnights".
 */
import * as m from '../../content/messages/parenting-time/compiled/en.js';
import { english, type Translate } from '../../lib/translate';
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
export function markText(mark: { outcome: ExchangeOutcome; lateMinutes: number }, t: Translate = english): string {
  if (mark.outcome === 'late') return mark.lateMinutes ? t(m.late_by, { n: mark.lateMinutes }) : t(m.late);
  return outcomeText(mark.outcome, t);
}

/** "on time", "late", "missed", "cancelled" in the language on screen. */
export function outcomeText(outcome: ExchangeOutcome, t: Translate = english): string {
  return t({ 'on-time': m.on_time, late: m.late, missed: m.missed, cancelled: m.cancelled }[outcome]);
}

/** The short word shown in a narrow day cell. */
export const MARK_SHORT: Readonly<Record<ActualDay['marks'][number]['outcome'], string>> = {
  late: m.short_late,
  missed: m.short_missed,
  cancelled: m.short_cancelled,
};
