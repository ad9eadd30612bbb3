import { CHANNEL_LABELS } from '../../lib/journalHandoff';
import { onDemand } from '../../ui/onDemand';
import type { AttachmentListProps } from './attachments/AttachmentList';

// Fetched only for an entry with files (it shares the attachments' chunk).
const fileList = onDemand<AttachmentListProps>(
  () => import('./attachments/AttachmentList').then((m) => ({ default: m.AttachmentList })),
  () => <p className="muted">The attached files cannot be shown right now. Reload the page to try again.</p>,
);

function Files({ ids }: { ids: string[] }) {
  const List = fileList.use(true);
  return List ? <List ids={ids} /> : <p className="muted">Opening the attached files…</p>;
}
import { CHILD_AREA_LABELS, OUTCOME_LABELS, TYPE_LABELS, type EntryContent } from './model';

const PARENT = { you: 'you', other: 'the other parent' } as const;

/** "March 14, 2027 at 18:05 (America/Chicago)". */
export function happenedText(c: EntryContent): string {
  const [y, m, d] = c.happenedAt.date.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  return `${date}${c.happenedAt.time ? ` at ${c.happenedAt.time}` : ''} (${c.happenedAt.zone.replace(/_/g, ' ')})`;
}

/** When a version was recorded, in the device's own time. */
export const recordedText = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });

/** One line saying how an exchange went: "Late by 25 min". */
export function outcomeText(c: Extract<EntryContent, { type: 'exchange' }>): string {
  return c.outcome === 'late' ? `Late by ${c.lateMinutes} min` : OUTCOME_LABELS[c.outcome];
}

/** The fields of one version, as a description list. */
export function EntryFields({ content: c }: { content: EntryContent }) {
  const rows: Array<[string, string]> = [
    ['Type', TYPE_LABELS[c.type]],
    ['Happened', happenedText(c)],
  ];
  switch (c.type) {
    case 'incident':
      rows.push(['Who was present', c.present], ['Witnesses', c.witnesses], ['Police or report number', c.reportNumber]);
      break;
    case 'exchange':
      rows.push(
        ['How it went', outcomeText(c)],
        ['Scheduled time', c.scheduledTime],
        ['Actual time', c.actualTime],
        ['Hand-over', `from ${PARENT[c.from]} to ${PARENT[c.to]}`],
        ['Who did the hand-over', c.handedOverBy],
      );
      break;
    case 'communication':
      rows.push(['How it came', CHANNEL_LABELS[c.channel]]);
      break;
    case 'child':
      rows.push(['About', CHILD_AREA_LABELS[c.area]]);
      break;
    case 'expense':
      rows.push(
        ['Expense sheet', c.sheet],
        ['Expense', c.item],
        ['Amount', c.amountCents === null ? '' : `$${(c.amountCents / 100).toFixed(2)}`],
      );
      break;
    case 'parenting-time':
      rows.push(
        ['Kind of time', c.change === 'make-up' ? 'Make-up time' : 'Changed time'],
        ['With', PARENT[c.parent]],
        ['Nights', c.firstNight === c.lastNight ? c.firstNight : `${c.firstNight} to ${c.lastNight}`],
      );
      break;
    case 'note':
      break;
  }
  rows.push(['Children', c.children.join(', ')], ['Tags', c.tags.join(', ')], ['Where', c.location]);
  return (
    <>
      <dl className="journal-fields">
        {rows
          .filter(([, v]) => v !== '')
          .map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
      </dl>
      {c.details ? <p className="journal-text">{c.details}</p> : null}
      {c.attachments?.length ? <Files ids={c.attachments.map((a) => a.id)} /> : null}
      {c.type === 'communication' && c.message ? (
        <blockquote className="journal-text journal-quote" aria-label="The message">
          {c.message}
        </blockquote>
      ) : null}
    </>
  );
}
