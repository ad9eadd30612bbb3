/**
 * The overnight recount: who actually had the children each night, from the schedule and
 * the journal's exchange and make-up entries. Pure; the rule is written down in
 * docs/journal.md ("Actual overnights"). An overnight belongs to the parent the children
 * are with at midnight (docs/parenting-time.md), so a hand-over on a date decides that
 * date's night.
 */
import type { ContentOf, ExchangeOutcome, Parent } from './model';

type Exchange = Pick<ContentOf<'exchange'>, 'type' | 'happenedAt' | 'outcome' | 'from' | 'to' | 'actualTime' | 'scheduledTime'>;
type TimeChange = Pick<ContentOf<'parenting-time'>, 'type' | 'parent' | 'firstNight' | 'lastNight'>;
/** The entries the recount reads (others are ignored). */
export type RecountEntry = Exchange | TimeChange | { type: Exclude<string, 'exchange' | 'parenting-time'> };

export type NightCause = 'schedule' | 'exchange' | 'not-exchanged' | 'time-change';

export interface Night {
  /** The night from this date to the next (YYYY-MM-DD). */
  date: string;
  scheduled: Parent;
  actual: Parent;
  /** What decided `actual`: the schedule, a hand-over that happened, one that did not, or a make-up/changed time entry. */
  cause: NightCause;
}

export interface Split {
  you: number;
  other: number;
}

export interface Recount {
  nights: Night[];
  scheduled: Split;
  actual: Split;
  /** Per calendar month ('2027-03'), in order. */
  months: Array<{ month: string; scheduled: Split; actual: Split }>;
  /** Exchange entries dated inside the range, by outcome. */
  exchanges: Record<ExchangeOutcome, number>;
}

const DAY = 86_400_000;
const dayOf = (iso: string) => Math.round(Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / DAY);
const isoOf = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);

/**
 * Counts the nights `first` to `last` (both included). `scheduled(date)` is who the
 * parenting-time schedule gives that night to. The rules, in order:
 * 1. A night is the scheduled parent's.
 * 2. An exchange entry dated D that happened (on time or late) gives night D, and the
 *    nights after it, to its `to` parent; one that was missed or cancelled keeps them with
 *    its `from` parent. That lasts until the schedule next changes hands (after D) or the
 *    next exchange entry, whichever comes first. Several on one date: in time order.
 * 3. A make-up or changed time entry gives its nights (first to last night) to its parent,
 *    over rules 1 and 2; a later entry in `entries` wins where two overlap.
 */
export function recountOvernights(opts: {
  first: string;
  last: string;
  scheduled: (date: string) => Parent;
  entries: readonly RecountEntry[];
}): Recount {
  const first = dayOf(opts.first);
  const last = dayOf(opts.last);
  const exchangesByDay = new Map<number, Exchange[]>();
  const timeChanges: TimeChange[] = [];
  const exchanges: Record<ExchangeOutcome, number> = { 'on-time': 0, late: 0, missed: 0, cancelled: 0 };
  for (const e of opts.entries) {
    if (e.type === 'exchange') {
      const x = e as Exchange;
      const d = dayOf(x.happenedAt.date);
      if (d > last) continue;
      if (d >= first) exchanges[x.outcome]++;
      const list = exchangesByDay.get(d) ?? [];
      list.push(x);
      exchangesByDay.set(d, list);
    } else if (e.type === 'parenting-time') timeChanges.push(e as TimeChange);
  }
  // Only the latest exchange before the range can still be in force on its first night.
  const before = [...exchangesByDay.keys()].filter((d) => d < first);
  const start = before.length ? Math.max(...before) : first;

  const timeOf = (x: Exchange) => x.actualTime || x.scheduledTime || x.happenedAt.time;
  const nights: Night[] = [];
  let override: { parent: Parent; cause: NightCause } | null = null;
  let prevScheduled = opts.scheduled(isoOf(start - 1));
  for (let d = start; d <= last; d++) {
    const date = isoOf(d);
    const scheduled = opts.scheduled(date);
    if (scheduled !== prevScheduled) override = null;
    prevScheduled = scheduled;
    const todays = exchangesByDay.get(d);
    if (todays) {
      const x = [...todays].sort((a, b) => (timeOf(a) < timeOf(b) ? -1 : timeOf(a) > timeOf(b) ? 1 : 0)).at(-1)!;
      const happened = x.outcome === 'on-time' || x.outcome === 'late';
      override = happened ? { parent: x.to, cause: 'exchange' } : { parent: x.from, cause: 'not-exchanged' };
    }
    let actual = override?.parent ?? scheduled;
    let cause: NightCause = override?.cause ?? 'schedule';
    for (const t of timeChanges) {
      if (date >= t.firstNight && date <= t.lastNight) {
        actual = t.parent;
        cause = 'time-change';
      }
    }
    if (d >= first) nights.push({ date, scheduled, actual, cause });
  }

  const split = (): Split => ({ you: 0, other: 0 });
  const totals = { scheduled: split(), actual: split() };
  const months: Recount['months'] = [];
  for (const n of nights) {
    const month = n.date.slice(0, 7);
    if (months.at(-1)?.month !== month) months.push({ month, scheduled: split(), actual: split() });
    const m = months.at(-1)!;
    m.scheduled[n.scheduled]++;
    m.actual[n.actual]++;
    totals.scheduled[n.scheduled]++;
    totals.actual[n.actual]++;
  }
  return { nights, ...totals, months, exchanges };
}
