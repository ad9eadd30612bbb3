/**
 * Attaching files to a journal entry. Public API for the journal's entry form:
 *
 *   <AttachmentPicker id="entry-files" value={ids} onChange={setIds} />
 *
 * - `value`: the attachment ids the entry holds now (saved or not yet saved).
 * - `onChange(ids)`: called with the new list after each file is stored (so a Quick exit
 *   midway keeps what was already added) and after Remove. Keep the ids in the entry's
 *   draft and saved value; the files themselves are already in the vault.
 * - Remove only takes the id off the list; the file stays in the vault until
 *   `deleteAttachment(id)` (src/vault/attachments.ts) is called, which the journal does for
 *   ids that no saved version of any entry refers to.
 *
 * Each chosen file is checked (25 MB at most, no HEIC), images are cleaned of location and
 * camera details (prepare.ts), then stored encrypted with progress shown. Problems are said
 * at the field, one per file; a file that fails never stops the others or loses them.
 */
import { useEffect, useRef, useState } from 'react';
import { MAX_ATTACHMENT_BYTES, attachmentUsage, formatBytes, saveAttachment } from '../../../vault/attachments';
import { QuotaExceeded } from '../../../vault/errors';
import { storageReport } from '../../../vault/storageReport';
import { errorMessage } from '../../../lib/errorMessage';
import { AttachmentList } from './AttachmentList';
import { ACCEPT, prepareFile } from './prepare';
import './attachments.css';
import * as m from '../../../content/messages/journal/compiled/en.js';
import type { Translate } from '../../../lib/translate';
import { useMessages } from '../../../ui/i18n';
import { FileInput } from '../../../ui/FileInput';
import { journalMessages } from '../journalMessages';

export interface AttachmentPickerProps {
  /** The input's id; the hint, problems and progress use it as a prefix. */
  id: string;
  /** Attachment ids on the entry now. */
  value: readonly string[];
  /** The new list of ids (after each stored file, and after Remove). */
  onChange: (ids: string[]) => void;
  /** The field's label (default "Attach photos, screenshots, PDFs or recordings"). */
  label?: string;
  disabled?: boolean;
}

interface Progress {
  name: string;
  at: number;
  of: number;
  done: number;
  total: number;
}

function usageLine(bytes: number, quota: number | null, t: Translate): string {
  const size = formatBytes(bytes);
  return quota ? t(m.att_usage_quota, { size, quota: formatBytes(quota) }) : t(m.att_usage, { size });
}

export function AttachmentPicker({ id, value, onChange, label, disabled = false }: AttachmentPickerProps) {
  const t = useMessages(journalMessages);
  const [problems, setProblems] = useState<string[]>([]);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [usage, setUsage] = useState<string | null>(null);
  const ids = useRef<string[]>([...value]);
  ids.current = [...value];
  const [usageTick, setUsageTick] = useState(0);

  useEffect(() => {
    let live = true;
    void Promise.all([attachmentUsage(), storageReport()]).then(
      ([u, s]) => live && setUsage(usageLine(u.bytes, s.quota, t)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [usageTick, t]);

  const add = async (files: File[]) => {
    const found: string[] = [];
    for (let i = 0; i < files.length; i++) {
      const f = files[i]!;
      setProgress({ name: f.name, at: i + 1, of: files.length, done: 0, total: f.size });
      const prepared = await prepareFile(f, t);
      if (!prepared.ok) {
        found.push(prepared.error);
        continue;
      }
      try {
        const saved = await saveAttachment(prepared.input, (done, total) =>
          setProgress({ name: f.name, at: i + 1, of: files.length, done, total }),
        );
        ids.current = [...ids.current, saved.id];
        onChange(ids.current);
      } catch (err) {
        found.push(
          err instanceof QuotaExceeded
            ? t(m.att_full, { name: f.name })
            : t(m.att_not_added, { name: f.name, reason: t(errorMessage(err, m.att_not_stored)) }),
        );
      }
    }
    setProgress(null);
    setProblems(found);
    setUsageTick((t) => t + 1);
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const busy = progress !== null;
  return (
    <div className="field att-picker">
      <label htmlFor={id}>{label ?? t(m.att_label)}</label>
      <FileInput
        id={id}
        choose={t(m.att_choose)}
        none={t(m.att_none)}
        multiple
        accept={ACCEPT}
        disabled={disabled || busy}
        aria-describedby={[hintId, problems.length ? errorId : ''].filter(Boolean).join(' ')}
        aria-invalid={problems.length ? true : undefined}
        onFiles={(files, input) => {
          input.value = '';
          if (files.length) void add(files);
        }}
      />
      <span id={hintId} className="field__hint">
        {t(m.att_hint, { size: formatBytes(MAX_ATTACHMENT_BYTES) })}
        {usage ? ` ${usage}` : ''}
      </span>
      {problems.length ? (
        <ul id={errorId} className="field__error att-picker__errors" role="alert">
          {problems.map((p, i) => (
            <li key={i}>{p}</li>
          ))}
        </ul>
      ) : null}
      {progress ? (
        <div className="att-picker__progress">
          <progress
            id={`${id}-progress`}
            max={progress.total || 1}
            value={progress.done}
            aria-label={t(m.att_adding_label, { name: progress.name })}
          />
          <p role="status" aria-live="polite">
            {t(m.att_adding, {
              name: progress.name,
              place: progress.at,
              files: progress.of,
              done: formatBytes(progress.done),
              total: formatBytes(progress.total),
            })}
          </p>
        </div>
      ) : null}
      <AttachmentList ids={value} onRemove={disabled || busy ? undefined : (gone) => onChange(value.filter((x) => x !== gone))} />
    </div>
  );
}
