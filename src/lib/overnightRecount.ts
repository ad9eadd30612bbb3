/**
 * Actual overnights: who had the children each night, from the parenting-time schedule
 * and the journal's exchange and make-up entries, and the scheduled and actual counts side
 * by side per month and per 12-month year. Pure; the journal, the parenting-time calendar
 * and the child-support estimator all count with it (they share its input through the
 * vault, docs/architecture-rules.md). The rules are written down in docs/journal.md
 * ("Actual overnights"). An overnight belongs to the parent the children are with at
 * midnight (docs/parenting-time.md), so a hand-over on a date decides that date's night.
 */

/** Whose care: the parent keeping the journal, or the other parent. */
export const PARENT_SIDES = ['you', 'other'] as const;
export type Parent = (typeof PARENT_SIDES)[number];

export const OUTCOMES = ['on-time', 'late', 'missed', 'cancelled'] as const;
export type ExchangeOutcome = (typeof OUTCOMES)[number];

/** One exchange entry (its current version) as the recount reads it. */
export interface ExchangeFact {
  /** The date of the hand-over (YYYY-MM-DD). */
  date: string;
  /** When it happened, or was to happen (HH:MM or ''): orders several on one date. */
  time: string;
  outcome: ExchangeOutcome;
  /** Minutes late; 0 unless late. */
  lateMinutes: number;
  /** Who had the children before, and who was to have them after. */
  from: Parent;
  to: Parent;
}

/** One make-up or changed-time entry: its nights (both included) were with `parent`. */
export interface TimeChangeFact {
  parent: Parent;
  firstNight: string;
  lastNight: string;
}

/** What the journal hands on: exchanges, and time changes in the order they were written (a later one wins). */
export interface TimeFacts {
  exchanges: ExchangeFact[];
  changes: TimeChangeFact[];
}

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
const split = (): Split => ({ you: 0, other: 0 });

/**
 * Counts the nights `first` to `last` (both included). `scheduled(date)` is who the
 * parenting-time schedule gives that night to. The rules, in order:
 * 1. A night is the scheduled parent's.
 * 2. An exchange dated D that happened (on time or late) gives night D, and the nights
 *    after it, to its `to` parent; one that was missed or cancelled keeps them with its
 *    `from` parent. That lasts until the schedule next changes hands (after D) or the next
 *    exchange, whichever comes first. Several on one date: the latest by time decides.
 * 3. A make-up or changed-time entry gives its nights to its parent, over rules 1 and 2; a
 *    later one in `facts.changes` wins where two overlap.
 */
export function recountOvernights(opts: {
  first: string;
  last: string;
  scheduled: (date: string) => Parent;
  facts: TimeFacts;
}): Recount {
  const first = dayOf(opts.first);
  const last = dayOf(opts.last);
  const byDay = new Map<number, ExchangeFact>();
  const exchanges: Record<ExchangeOutcome, number> = { 'on-time': 0, late: 0, missed: 0, cancelled: 0 };
  for (const x of opts.facts.exchanges) {
    const d = dayOf(x.date);
    if (d > last) continue;
    if (d >= first) exchanges[x.outcome]++;
    const had = byDay.get(d);
    if (!had || x.time >= had.time) byDay.set(d, x);
  }
  // Only the latest exchange before the range can still be in force on its first night.
  let start = first;
  for (const d of byDay.keys()) if (d < first && (start === first || d > start)) start = d;

  const nights: Night[] = [];
  let override: { parent: Parent; cause: NightCause } | null = null;
  let prevScheduled = opts.scheduled(isoOf(start - 1));
  for (let d = start; d <= last; d++) {
    const date = isoOf(d);
    const scheduled = opts.scheduled(date);
    if (scheduled !== prevScheduled) override = null;
    prevScheduled = scheduled;
    const x = byDay.get(d);
    if (x) {
      const happened = x.outcome === 'on-time' || x.outcome === 'late';
      override = happened ? { parent: x.to, cause: 'exchange' } : { parent: x.from, cause: 'not-exchanged' };
    }
    let actual = override?.parent ?? scheduled;
    let cause: NightCause = override?.cause ?? 'schedule';
    for (const t of opts.facts.changes) {
      if (date >= t.firstNight && date <= t.lastNight) {
        actual = t.parent;
        cause = 'time-change';
      }
    }
    if (d >= first) nights.push({ date, scheduled, actual, cause });
  }

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

// ------------------------------------------------------------------ the schedule's nights

/**
 * The schedule's nights as the parenting-time tool hands them on: the window's first night
 * and one letter per night, `y` (you) or `o` (the other parent).
 */
export interface ScheduledNights {
  first: string;
  pattern: string;
}

export const SCHEDULE_LETTER: Readonly<Record<Parent, string>> = { you: 'y', other: 'o' };

/** The date `months` calendar months after `iso` (a 31st becomes the month's last day). */
export function addMonthsIso(iso: string, months: number): string {
  const total = +iso.slice(0, 4) * 12 + (+iso.slice(5, 7) - 1) + months;
  const y = Math.floor(total / 12);
  const m = (total % 12) + 1;
  const dim = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(+iso.slice(8, 10), dim)).padStart(2, '0')}`;
}

/**
 * Who the schedule gives a night to, read from its nights. A date before the window counts as
 * its first night's, one after it as its last night's (the schedule is not known there).
 */
export function scheduledOf(plan: ScheduledNights): (date: string) => Parent {
  const start = dayOf(plan.first);
  const count = plan.pattern.length;
  return (date) =>
    plan.pattern[Math.min(Math.max(dayOf(date) - start, 0), count - 1)] === SCHEDULE_LETTER.you ? 'you' : 'other';
}

export interface SideBySide extends Recount {
  first: string;
  last: string;
  /** 12-month years from the window's first night (the last one may be shorter), as the calculator shows them. */
  years: Array<{
    first: string;
    last: string;
    scheduled: Split;
    actual: Split;
    /** True when the journal decided at least one of its nights (an exchange, kept or not, or a time change). */
    recorded: boolean;
  }>;
  /** Exchange and make-up entries that touch the window (0: the journal says nothing about it). */
  inWindow: number;
  /** The exchanges dated in the window that were late, missed or cancelled, by date. */
  marks: ExchangeFact[];
}

/**
 * Scheduled and actual overnights over the schedule's window. Exchanges dated before the
 * window are left out: the schedule is not known there, so neither is when they ended.
 */
export function sideBySide(plan: ScheduledNights, facts: TimeFacts): SideBySide {
  const start = dayOf(plan.first);
  const count = plan.pattern.length;
  const first = plan.first;
  const last = isoOf(start + count - 1);
  // The schedule before the window is not known, so neither is how long an earlier exchange lasted.
  const exchanges = facts.exchanges.filter((x) => x.date >= first);
  const r = recountOvernights({ first, last, scheduled: scheduledOf(plan), facts: { exchanges, changes: facts.changes } });
  const years: SideBySide['years'] = [];
  for (let i = 0; ; i++) {
    const from = addMonthsIso(first, 12 * i);
    if (from > last) break;
    const next = addMonthsIso(first, 12 * (i + 1));
    const y = {
      first: from,
      last: next > last ? last : isoOf(dayOf(next) - 1),
      scheduled: split(),
      actual: split(),
      recorded: false,
    };
    for (const n of r.nights) {
      if (n.date < y.first || n.date > y.last) continue;
      y.scheduled[n.scheduled]++;
      y.actual[n.actual]++;
      if (n.cause !== 'schedule') y.recorded = true;
    }
    years.push(y);
  }
  const inside = (d: string) => d >= first && d <= last;
  const marks = facts.exchanges
    .filter((x) => inside(x.date) && x.outcome !== 'on-time')
    .sort((a, b) => (a.date + a.time < b.date + b.time ? -1 : 1));
  const inWindow =
    facts.exchanges.filter((x) => inside(x.date)).length +
    facts.changes.filter((t) => t.lastNight >= first && t.firstNight <= last).length;
  return { ...r, first, last, years, inWindow, marks };
}
