import { useState } from 'react';
import { Field } from '../../ui/Field';
import type { JournalEntry } from './journal';
import { TYPE_LABELS } from './model';
import { EntryFields, recordedText } from './EntryView';

const OP_TEXT = { create: 'Recorded', correct: 'Corrected', remove: 'Removed' } as const;

/**
 * One entry: its current version, then every version with when it was recorded, why it
 * changed and its hash. Correct opens the form on the current version; Remove asks why.
 */
export function EntryDetail({
  entry,
  onClose,
  onCorrect,
  onRemove,
  busy,
}: {
  entry: JournalEntry;
  onClose: () => void;
  onCorrect: () => void;
  onRemove: (reason: string) => Promise<void>;
  busy: boolean;
}) {
  const [removing, setRemoving] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const c = entry.current;
  const title = c ? c.title : 'Removed entry';
  return (
    <section className="card journal-detail" aria-labelledby="jd-heading" data-testid="journal-detail">
      <h2 id="jd-heading" tabIndex={-1}>
        {title}
      </h2>
      {c ? (
        <EntryFields content={c} />
      ) : (
        <p className="alert alert--info" data-testid="journal-removed-mark">
          Entry removed on {recordedText(entry.removed!.recordedAt)}. Reason: {entry.removed!.reason}. Its words were deleted from
          this device; its place in the chain and its hashes remain.
        </p>
      )}
      <h3>History</h3>
      <ol className="journal-history" data-testid="journal-history">
        {entry.versions.map((v) => (
          <li key={v.seq}>
            <p>
              <strong>
                {OP_TEXT[v.op]} {v.op === 'remove' ? '' : `(version ${v.version})`}
              </strong>{' '}
              on {recordedText(v.recordedAt)}
              {v.reason ? <>. Reason: {v.reason}</> : null}
            </p>
            <p className="journal-hash">
              Hash <code>{v.hash}</code>
            </p>
            {v.content && v !== entry.versions.at(-1) ? (
              <details>
                <summary>Show this version</summary>
                <EntryFields content={v.content} />
              </details>
            ) : null}
          </li>
        ))}
      </ol>
      {c && !removing ? (
        <div className="btn-row">
          <button type="button" className="btn" onClick={onCorrect} disabled={busy}>
            Correct
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => setRemoving(true)} disabled={busy}>
            Remove…
          </button>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            Back to the list
          </button>
        </div>
      ) : null}
      {c && removing ? (
        <form
          className="journal-remove"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!reason.trim()) {
              setError('Say why you are removing it: the reason stays in the journal.');
              return;
            }
            void onRemove(reason.trim());
          }}
        >
          <p>
            Removing deletes this entry’s words ({TYPE_LABELS[c.type].toLowerCase()}) and its earlier versions from this device.
            The journal keeps a mark: “Entry removed on …” with your reason.
          </p>
          <Field id="jd-reason" label="Why you are removing it" error={error} required>
            {(ctl) => <input {...ctl} type="text" value={reason} onChange={(e) => setReason(e.target.value)} />}
          </Field>
          <div className="btn-row">
            <button type="submit" className="btn btn--danger" disabled={busy}>
              Remove entry
            </button>
            <button type="button" className="btn btn--secondary" onClick={() => setRemoving(false)}>
              Keep it
            </button>
          </div>
        </form>
      ) : null}
      {!c ? (
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          Back to the list
        </button>
      ) : null}
    </section>
  );
}
