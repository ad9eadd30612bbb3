/**
 * The files on a journal entry, for its form (inside AttachmentPicker) and its detail view:
 *
 *   <AttachmentList ids={entry.attachments} />
 *
 * - `ids`: attachment ids, shown in this order.
 * - `onRemove(id)`: when given, each file has a Remove button (the form); absent, the list
 *   only shows (the detail view).
 *
 * Photos are shown as thumbnails, decrypted only while on screen (the object URL is revoked
 * when the list leaves the screen); every file has "Save a copy". Each says whether location
 * and camera details were removed.
 */
import { useEffect, useState } from 'react';
import { formatBytes, loadAttachment, readAttachment, type Attachment } from '../../../vault/attachments';
import { saveBlob } from '../../../lib/pdf';
import * as m from '../../../content/messages/journal/compiled/en.js';
import { useMessages } from '../../../ui/i18n';
import { journalMessages } from '../journalMessages';

export interface AttachmentListProps {
  ids: readonly string[];
  onRemove?: (id: string) => void;
}

const NOTE: Record<Attachment['metadata'], string> = {
  removed: m.att_note_removed,
  'none-found': m.att_note_none,
  'not-checked': m.att_note_not_checked,
};

const SHOWN_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

type Loaded = { state: 'loading' } | { state: 'missing' } | { state: 'ready'; info: Attachment; url: string | null };

function AttachmentItem({ id, onRemove }: { id: string; onRemove?: (id: string) => void }) {
  const t = useMessages(journalMessages);
  const [item, setItem] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    let url: string | null = null;
    void (async () => {
      try {
        const info = await loadAttachment(id);
        if (!info) {
          if (live) setItem({ state: 'missing' });
          return;
        }
        if (SHOWN_TYPES.includes(info.type)) {
          const blob = await readAttachment(id);
          if (!live) return;
          url = URL.createObjectURL(blob);
        }
        if (live) setItem({ state: 'ready', info, url });
      } catch {
        if (live) setItem({ state: 'missing' });
      }
    })();
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);

  if (item.state === 'loading') return <li className="att-item muted">{t(m.att_opening_one)}</li>;
  const remove = onRemove ? (
    <button type="button" className="btn btn--secondary btn--small" onClick={() => onRemove(id)}>
      {t(m.att_remove)}
      {item.state === 'ready' ? <span className="visually-hidden"> {item.info.name}</span> : null}
    </button>
  ) : null;
  if (item.state === 'missing')
    return (
      <li className="att-item">
        <span className="att-item__text">{t(m.att_missing)}</span>
        {remove}
      </li>
    );
  const { info, url } = item;
  return (
    <li className="att-item">
      {url ? <img className="att-item__thumb" src={url} alt={t(m.att_photo_alt, { name: info.name })} /> : null}
      <span className="att-item__text">
        <span className="att-item__name">{info.name}</span>
        <span className="muted">
          {formatBytes(info.size)} · {t(NOTE[info.metadata])}
        </span>
      </span>
      <span className="att-item__actions">
        <button
          type="button"
          className="btn btn--secondary btn--small"
          onClick={() =>
            void readAttachment(id).then(
              (b) => saveBlob(b, info.name),
              () => undefined,
            )
          }
        >
          {t(m.att_save_copy)}
          <span className="visually-hidden">{t(m.att_of_name, { name: info.name })}</span>
        </button>
        {remove}
      </span>
    </li>
  );
}

export function AttachmentList({ ids, onRemove }: AttachmentListProps) {
  const t = useMessages(journalMessages);
  if (!ids.length) return null;
  return (
    <ul className="att-list" aria-label={t(m.att_list_label)}>
      {ids.map((id) => (
        <AttachmentItem key={id} id={id} onRemove={onRemove} />
      ))}
    </ul>
  );
}
