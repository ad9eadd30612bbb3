// The journal's entries as a list and as a timeline grouped by day.
import { recordedText } from './EntryView';
import { happenedText, outcomeText } from './fields';
import type { JournalEntry } from './journal';
import { TYPE_LABELS } from './model';
import type { Lang } from '../../lib/lang';
import type { Translate } from '../../lib/translate';
import * as m from '../../content/messages/journal/compiled/en.js';
import { useLang, useMessages } from '../../ui/i18n';
import { journalMessages } from './journalMessages';

function summaryOf(e: JournalEntry, t: Translate, lang: Lang): string {
  const c = e.current;
  if (!c)
    return e.removed
      ? t(m.removed_on, { date: recordedText(e.removed.recordedAt, lang), reason: e.removed.reason })
      : t(m.toast_removed);
  return c.type === 'exchange' ? `${t(TYPE_LABELS[c.type])} · ${outcomeText(c, t)}` : t(TYPE_LABELS[c.type]);
}

export function EntryList({ entries, onOpen }: { entries: JournalEntry[]; onOpen: (id: string) => void }) {
  const t = useMessages(journalMessages);
  const lang = useLang();
  return (
    <ul className="journal-list" data-testid="journal-list">
      {entries.map((e) => (
        <li key={e.id} className={e.current ? undefined : 'journal-list__removed'}>
          <button type="button" className="journal-list__item" onClick={() => onOpen(e.id)}>
            <span className="journal-list__title">{e.current ? e.current.title : t(m.removed_entry)}</span>
            <span className="journal-list__meta">
              {/* When, then what: "March 5, 2027 at 18:20 (America/Chicago) · Incident". */}
              {e.current ? `${happenedText(e.current, t)} · ` : null}
              {summaryOf(e, t, lang)}
              {e.versions.length > 1 && e.current ? t(m.corrected) : ''}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function Timeline({ entries, onOpen }: { entries: JournalEntry[]; onOpen: (id: string) => void }) {
  const t = useMessages(journalMessages);
  const lang = useLang();
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
            {new Date(`${d.day}T00:00:00Z`).toLocaleDateString(lang === 'es' ? 'es-US' : 'en-US', {
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
                  <span className="journal-list__title">{e.current ? e.current.title : t(m.removed_entry)}</span>
                  <span className="journal-list__meta">{summaryOf(e, t, lang)}</span>
                </button>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
