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
import type { EntryContent } from './model';
import { fieldRows } from './fields';

/** When a version was recorded, in the device's own time. */
export const recordedText = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });

/** The fields of one version, as a description list. */
export function EntryFields({ content: c }: { content: EntryContent }) {
  return (
    <>
      <dl className="journal-fields">
        {fieldRows(c).map(([k, v]) => (
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
