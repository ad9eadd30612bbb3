import { useMemo } from 'react';
import type { JournalEntry } from './journal';
import * as m from '../../content/messages/journal/compiled/en.js';
import { useLang, useMessages } from '../../ui/i18n';
import { journalMessages } from './journalMessages';

const WEEKDAYS = [m.wd_sun, m.wd_mon, m.wd_tue, m.wd_wed, m.wd_thu, m.wd_fri, m.wd_sat];

/** "2027-03" plus `delta` months. */
export function shiftMonth(month: string, delta: number): string {
  const d = new Date(Date.UTC(+month.slice(0, 4), +month.slice(5, 7) - 1 + delta, 1));
  return d.toISOString().slice(0, 7);
}

/** The month's days as weeks of 7 (null outside the month), Sunday first. */
export function monthGrid(month: string): Array<Array<string | null>> {
  const first = new Date(Date.UTC(+month.slice(0, 4), +month.slice(5, 7) - 1, 1));
  const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const cells: Array<string | null> = Array.from({ length: first.getUTCDay() }, () => null);
  for (let d = 1; d <= days; d++) cells.push(`${month}-${String(d).padStart(2, '0')}`);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/**
 * A month as a calendar, like the parenting-time calendar: each day shows how many entries
 * happened on it; a day with entries opens the list filtered to that day.
 */
export function MonthView({
  month,
  entries,
  onMonth,
  onDay,
}: {
  month: string;
  entries: readonly JournalEntry[];
  onMonth: (month: string) => void;
  onDay: (date: string) => void;
}) {
  const t = useMessages(journalMessages);
  const lang = useLang();
  const counts = useMemo(() => {
    const m = new Map<string, number>();
    for (const e of entries)
      if (e.current && e.sortKey.startsWith(month)) m.set(e.sortKey.slice(0, 10), (m.get(e.sortKey.slice(0, 10)) ?? 0) + 1);
    return m;
  }, [entries, month]);
  const name = new Date(`${month}-01T00:00:00Z`).toLocaleDateString(lang === 'es' ? 'es-US' : 'en-US', {
    timeZone: 'UTC',
    month: 'long',
    year: 'numeric',
  });
  return (
    <section className="journal-month" aria-labelledby="jm-heading" data-testid="journal-month">
      <div className="journal-month__nav">
        <button type="button" className="btn btn--secondary btn--small" onClick={() => onMonth(shiftMonth(month, -1))}>
          {t(m.prev_month)}
        </button>
        <h2 id="jm-heading">{name}</h2>
        <button type="button" className="btn btn--secondary btn--small" onClick={() => onMonth(shiftMonth(month, 1))}>
          {t(m.next_month)}
        </button>
      </div>
      <table className="journal-month__grid">
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d} scope="col">
                {t(d)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week, w) => (
            <tr key={w}>
              {week.map((day, i) => {
                if (!day) return <td key={i} />;
                const n = counts.get(day) ?? 0;
                const label = `${Number(day.slice(8))}`;
                return (
                  <td key={day}>
                    {n ? (
                      <button
                        type="button"
                        className="journal-month__day journal-month__day--busy"
                        onClick={() => onDay(day)}
                        aria-label={t(n === 1 ? m.day_one : m.day_many, { day, count: n })}
                      >
                        <span aria-hidden="true">{label}</span>
                        <span className="journal-month__count" aria-hidden="true">
                          {n}
                        </span>
                      </button>
                    ) : (
                      <span className="journal-month__day">{label}</span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
