// The journal's entries as a list and as a timeline grouped by day.
import { recordedText } from './EntryView';
import { happenedText, outcomeText } from './fields';
import type { JournalEntry } from './journal';
import { TYPE_LABELS } from './model';

function summaryOf(e: JournalEntry): string {
  const c = e.current;
  if (!c)
    return e.removed ? `Entry removed on ${recordedText(e.removed.recordedAt)}. Reason: ${e.removed.reason}` : 'Entry removed';
  return c.type === 'exchange' ? `${TYPE_LABELS[c.type]} · ${outcomeText(c)}` : TYPE_LABELS[c.type];
}

export function EntryList({ entries, onOpen }: { entries: JournalEntry[]; onOpen: (id: string) => void }) {
  return (
    <ul className="journal-list" data-testid="journal-list">
      {entries.map((e) => (
        <li key={e.id} className={e.current ? undefined : 'journal-list__removed'}>
          <button type="button" className="journal-list__item" onClick={() => onOpen(e.id)}>
            <span className="journal-list__title">{e.current ? e.current.title : 'Removed entry'}</span>
            <span className="journal-list__meta">
              {e.current ? happenedText(e.current) : null} {summaryOf(e)}
              {e.versions.length > 1 && e.current ? ` · corrected` : ''}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function Timeline({ entries, onOpen }: { entries: JournalEntry[]; onOpen: (id: string) => void }) {
  const days: Array<{ day: string; items: JournalEntry[] }> = [];
  for (const e of entries) {
    const day = e.sortKey.slice(0, 10);
    if (days.at(-1)?.day !== day) days.push({ day, items: [] });
    days.at(-1)!.items.push(e);
  }
  return (
    <ol className="journal-timeline" data-testid="journal-timeline">
      {days.map((d) => (
        <li key={d.day}>
          <h3 className="journal-timeline__day">
            {new Date(`${d.day}T00:00:00Z`).toLocaleDateString('en-US', {
              timeZone: 'UTC',
              weekday: 'long',
              year: 'numeric',
              month: 'long',
              day: 'numeric',
            })}
          </h3>
          <ul>
            {d.items.map((e) => (
              <li key={e.id}>
                <button type="button" className="journal-list__item" onClick={() => onOpen(e.id)}>
                  <span className="journal-timeline__time">{e.current?.happenedAt.time || '—'}</span>{' '}
                  <span className="journal-list__title">{e.current ? e.current.title : 'Removed entry'}</span>
                  <span className="journal-list__meta">{summaryOf(e)}</span>
                </button>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
