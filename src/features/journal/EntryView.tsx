import { onDemand } from '../../ui/onDemand';
import type { Lang } from '../../lib/lang';
import * as m from '../../content/messages/journal/compiled/en.js';
import { useMessages } from '../../ui/i18n';
import { journalMessages } from './journalMessages';
import type { AttachmentListProps } from './attachments/AttachmentList';

// Fetched only for an entry with files (it shares the attachments' chunk).
const fileList = onDemand<AttachmentListProps>(
  () => import('./attachments/AttachmentList').then((m) => ({ default: m.AttachmentList })),
  () => <FilesFailed />,
);

function FilesFailed() {
  const t = useMessages(journalMessages);
  return <p className="muted">{t(m.files_failed)}</p>;
}

function Files({ ids }: { ids: string[] }) {
  const t = useMessages(journalMessages);
  const List = fileList.use(true);
  return List ? <List ids={ids} /> : <p className="muted">{t(m.files_opening)}</p>;
}
import type { EntryContent } from './model';
import { fieldRows } from './fields';

/** When a version was recorded, in the device's own time, written for es-US on a Spanish page. */
export const recordedText = (iso: string, lang: Lang = 'en') =>
  new Date(iso).toLocaleString(lang === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long', timeStyle: 'short' });

/** The fields of one version, as a description list. */
export function EntryFields({ content: c }: { content: EntryContent }) {
  const t = useMessages(journalMessages);
  return (
    <>
      <dl className="journal-fields">
        {fieldRows(c, undefined, t).map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {c.details ? <p className="journal-text">{c.details}</p> : null}
      {c.attachments?.length ? <Files ids={c.attachments.map((a) => a.id)} /> : null}
      {c.type === 'communication' && c.message ? (
        <blockquote className="journal-text journal-quote" aria-label={t(m.message_label)}>
          {c.message}
        </blockquote>
      ) : null}
    </>
  );
}
