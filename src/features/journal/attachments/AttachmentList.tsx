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

export interface AttachmentListProps {
  ids: readonly string[];
  onRemove?: (id: string) => void;
}

const NOTE: Record<Attachment['metadata'], string> = {
  removed: 'Location and camera details removed',
  'none-found': 'No location or camera details found',
  'not-checked': 'Kept as chosen (only photos are cleaned)',
};

const SHOWN_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

type Loaded = { state: 'loading' } | { state: 'missing' } | { state: 'ready'; info: Attachment; url: string | null };

function AttachmentItem({ id, onRemove }: { id: string; onRemove?: (id: string) => void }) {
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

  if (item.state === 'loading') return <li className="att-item muted">Opening an attached file…</li>;
  const remove = onRemove ? (
    <button type="button" className="btn btn--secondary btn--small" onClick={() => onRemove(id)}>
      Remove{item.state === 'ready' ? <span className="visually-hidden"> {item.info.name}</span> : null}
    </button>
  ) : null;
  if (item.state === 'missing')
    return (
      <li className="att-item">
        <span className="att-item__text">This attached file could not be read, so it is not shown.</span>
        {remove}
      </li>
    );
  const { info, url } = item;
  return (
    <li className="att-item">
      {url ? <img className="att-item__thumb" src={url} alt={`Attached photo: ${info.name}`} /> : null}
      <span className="att-item__text">
        <span className="att-item__name">{info.name}</span>
        <span className="muted">
          {formatBytes(info.size)} · {NOTE[info.metadata]}
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
          Save a copy<span className="visually-hidden"> of {info.name}</span>
        </button>
        {remove}
      </span>
    </li>
  );
}

export function AttachmentList({ ids, onRemove }: AttachmentListProps) {
  if (!ids.length) return null;
  return (
    <ul className="att-list" aria-label="Attached files">
      {ids.map((id) => (
        <AttachmentItem key={id} id={id} onRemove={onRemove} />
      ))}
    </ul>
  );
}
