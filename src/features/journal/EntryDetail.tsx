import { useState } from 'react';
import { Field } from '../../ui/Field';
import type { JournalEntry } from './journal';
import { TYPE_LABELS } from './model';
import { EntryFields, recordedText } from './EntryView';
import * as m from '../../content/messages/journal/compiled/en.js';
import { useLang, useMessages } from '../../ui/i18n';
import { journalMessages } from './journalMessages';

const OP_TEXT = { create: m.op_create, correct: m.op_correct, remove: m.op_remove } as const;

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
  const t = useMessages(journalMessages);
  const lang = useLang();
  const [removing, setRemoving] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const c = entry.current;
  const title = c ? c.title : t(m.removed_entry);
  return (
    <section className="card journal-detail" aria-labelledby="jd-heading" data-testid="journal-detail">
      <h2 id="jd-heading" tabIndex={-1}>
        {title}
      </h2>
      {c ? (
        <EntryFields content={c} />
      ) : (
        <p className="alert alert--info" data-testid="journal-removed-mark">
          {t(m.removed_mark, { date: recordedText(entry.removed!.recordedAt, lang), reason: entry.removed!.reason })}
        </p>
      )}
      <h3>{t(m.history)}</h3>
      <ol className="journal-history" data-testid="journal-history">
        {entry.versions.map((v) => (
          <li key={v.seq}>
            <p>
              <strong>
                {t(OP_TEXT[v.op])} {v.op === 'remove' ? '' : t(m.version_n, { version: v.version })}
              </strong>{' '}
              {t(m.on_date, { date: recordedText(v.recordedAt, lang) })}
              {v.reason ? t(m.reason_is, { reason: v.reason }) : null}
            </p>
            <p className="journal-hash">
              {t(m.hash)} <code>{v.hash}</code>
            </p>
            {v.content && v !== entry.versions.at(-1) ? (
              <details>
                <summary>{t(m.show_version)}</summary>
                <EntryFields content={v.content} />
              </details>
            ) : null}
          </li>
        ))}
      </ol>
      {c && !removing ? (
        <div className="btn-row">
          <button type="button" className="btn" onClick={onCorrect} disabled={busy}>
            {t(m.correct)}
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => setRemoving(true)} disabled={busy}>
            {t(m.remove_dots)}
          </button>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t(m.back_to_list)}
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
              setError(t(m.err_remove_reason));
              return;
            }
            void onRemove(reason.trim());
          }}
        >
          <p>{t(m.removing_text, { type: t(TYPE_LABELS[c.type]).toLowerCase() })}</p>
          <Field id="jd-reason" label={t(m.remove_reason_label)} error={error} required>
            {(ctl) => <input {...ctl} type="text" value={reason} onChange={(e) => setReason(e.target.value)} />}
          </Field>
          <div className="btn-row">
            <button type="submit" className="btn btn--danger" disabled={busy}>
              {t(m.remove_entry)}
            </button>
            <button type="button" className="btn btn--secondary" onClick={() => setRemoving(false)}>
              {t(m.keep_it)}
            </button>
          </div>
        </form>
      ) : null}
      {!c ? (
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {t(m.back_to_list)}
        </button>
      ) : null}
    </section>
  );
}
