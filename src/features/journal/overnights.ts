/**
 * What the journal hands on for actual overnights: the current versions of its exchange and
 * make-up entries (removed entries left out), kept in the vault record `journal-time`
 * (src/vault/journalTime.ts) and counted against the schedule by
 * src/lib/overnightRecount.ts (docs/journal.md "Actual overnights").
 */
import { useEffect, useMemo } from 'react';
import {
  recountOvernights as recount,
  type ExchangeFact,
  type Recount,
  type TimeChangeFact,
  type TimeFacts,
} from '../../lib/overnightRecount';
import { saveRecord } from '../../vault/records';
import { hasTimeFacts, journalTimeKind, JOURNAL_TIME_ID } from '../../vault/journalTime';
import { useVaultRecord } from '../../vault/useVaultRecord';
import type { JournalEntry } from './journal';
import type { EntryContent, Parent } from './model';

/** The exchange and make-up facts of entry contents; time changes keep the order given (a later one wins). */
function factsOf(contents: ReadonlyArray<EntryContent | { type: string }>): TimeFacts {
  const exchanges: ExchangeFact[] = [];
  const changes: TimeChangeFact[] = [];
  for (const c of contents as readonly EntryContent[]) {
    if (c.type === 'exchange') {
      exchanges.push({
        date: c.happenedAt.date,
        time: c.actualTime || c.scheduledTime || c.happenedAt.time,
        outcome: c.outcome,
        lateMinutes: c.outcome === 'late' ? c.lateMinutes : 0,
        from: c.from,
        to: c.to,
      });
    } else if (c.type === 'parenting-time') {
      changes.push({ parent: c.parent, firstNight: c.firstNight, lastNight: c.lastNight });
    }
  }
  const key = (x: ExchangeFact) => `${x.date} ${x.time}`;
  exchanges.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  return { exchanges, changes };
}

/**
 * What the journal hands on: exchanges by date and time; time changes in the order they
 * were last written (so where two overlap, the one written or corrected most recently wins).
 */
export function timeFactsOf(entries: readonly JournalEntry[]): TimeFacts {
  const kept = entries.filter((e) => e.current && !e.removed);
  const written = (e: JournalEntry) => e.versions.at(-1)?.recordedAt ?? '';
  kept.sort((a, b) => (written(a) < written(b) ? -1 : written(a) > written(b) ? 1 : 0));
  return factsOf(kept.map((e) => e.current!));
}

export type { Split } from '../../lib/overnightRecount';

/**
 * The recount straight from entry contents (current versions, removed ones left out), for
 * a caller that has the schedule's nights at hand (the report's cover page); make-up
 * entries later in `entries` win where two overlap.
 */
export function recountOvernights(opts: {
  first: string;
  last: string;
  scheduled: (date: string) => Parent;
  entries: ReadonlyArray<EntryContent | { type: string }>;
}): Recount {
  return recount({ first: opts.first, last: opts.last, scheduled: opts.scheduled, facts: factsOf(opts.entries) });
}

/**
 * Keeps the `journal-time` record in step with the journal on screen: written when what it
 * holds differs (after a save, a correction, a removal, or the first time a journal opens
 * after this record existed), never created for a journal with no exchange or make-up entry.
 */
export function useTimeFactsSync(entries: readonly JournalEntry[], ready: boolean): void {
  const stored = useVaultRecord(journalTimeKind, JOURNAL_TIME_ID);
  const facts = useMemo(() => timeFactsOf(entries), [entries]);
  const known = stored.status === 'ready' || stored.status === 'missing' || stored.status === 'damaged';
  const same =
    stored.status === 'ready' && stored.value
      ? JSON.stringify({ exchanges: stored.value.exchanges, changes: stored.value.changes }) === JSON.stringify(facts)
      : !hasTimeFacts(facts) && stored.status === 'missing';
  useEffect(() => {
    if (!ready || !known || same) return;
    void saveRecord(journalTimeKind, JOURNAL_TIME_ID, { ...facts, savedAt: new Date().toISOString() }).catch(() => undefined);
  }, [ready, known, same, facts]);
}
