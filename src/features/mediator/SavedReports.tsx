import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/errorMessage';
import { formatUsDate } from '../../lib/usDate';
import { toast } from '../../state/toast';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { deleteRecord, listRecords, saveRecord } from '../../vault/records';
import { VaultGate } from '../../vault/ui/VaultGate';
import { mediationReportKind, reportName, type SavedMediationReport } from './kind';
import * as m from '../../content/messages/mediator/compiled/en.js';
import { english, type Translate } from '../../lib/translate';
import { useMessages } from '../../ui/i18n';
import { DOCUMENT_TYPE_NAMES } from './documentTypes';
import { mediatorMessages } from './mediatorMessages';
import * as tm from '../../content/messages/tools/compiled/en.js';
import { toolsMessages } from '../../ui/toolsMessages';

/** A saved report's name: the parent's own, or its document type and date in the language on screen. */
function nameOf(r: SavedMediationReport, t: Translate): string {
  if (r.name?.trim() || t === english) return reportName(r);
  return t(m.default_name, { kind: t(DOCUMENT_TYPE_NAMES[r.documentType]), date: formatUsDate(r.createdAt.slice(0, 10)) });
}

/** One saved report: its name and date, and Open, Rename, Delete. */
function SavedRow({
  r,
  onOpen,
  onRenamed,
  onDelete,
}: {
  r: SavedMediationReport;
  onOpen: () => void;
  onRenamed: (name: string) => Promise<void>;
  onDelete: () => void;
}) {
  const t = useMessages(mediatorMessages);
  const tools = useMessages(toolsMessages);
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(nameOf(r, t));
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = name.trim();
    if (!next) {
      setError(t(m.name_missing));
      return;
    }
    if (next.length > 120) {
      setError(t(m.name_too_long));
      return;
    }
    try {
      await onRenamed(next);
      setRenaming(false);
      setError(null);
    } catch (err) {
      setError(errorMessage(err, t(m.name_not_saved)));
    }
  };
  return (
    <li className="med-saved-row">
      <p className="med-saved-row__name">
        <strong>{nameOf(r, t)}</strong>
        <span className="muted">{t(m.saved_on, { date: formatUsDate(r.savedAt.slice(0, 10)) })}</span>
      </p>
      {renaming ? (
        <form className="med-saved-row__rename" onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor={id}>{t(m.new_name)}</label>
            <input
              id={id}
              value={name}
              maxLength={200}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => setName(e.currentTarget.value)}
            />
            {error ? (
              <p id={`${id}-error`} className="field__error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
          <div className="btn-row">
            <button type="submit" className="btn">
              {t(m.save_name)}
            </button>
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => {
                setRenaming(false);
                setName(nameOf(r, t));
                setError(null);
              }}
            >
              {tools(tm.cancel)}
            </button>
          </div>
        </form>
      ) : (
        <div className="btn-row">
          <button type="button" className="btn btn--secondary" onClick={onOpen}>
            {t(m.open_button)}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setRenaming(true)}>
            {t(m.rename_button)}
          </button>
          <button type="button" className="btn btn--ghost" onClick={onDelete}>
            {t(m.delete_button)}
          </button>
        </div>
      )}
    </li>
  );
}

function SavedList({ onOpen }: { onOpen: (r: SavedMediationReport) => void }) {
  const [items, setItems] = useState<SavedMediationReport[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SavedMediationReport | null>(null);
  const t = useMessages(mediatorMessages);
  const load = useCallback(async () => {
    try {
      const list = await listRecords(mediationReportKind);
      setItems(list.map((x) => x.value).sort((a, b) => b.savedAt.localeCompare(a.savedAt)));
    } catch (e) {
      setError(errorMessage(e, t(m.saved_unreadable)));
    }
  }, [t]);
  useEffect(() => {
    void load();
  }, [load]);
  if (error)
    return (
      <p role="alert" className="field__error">
        {error}
      </p>
    );
  if (!items) return <p role="status">{t(m.opening_saved)}</p>;
  return (
    <>
      {items.length ? (
        <ul className="med-saved-list" aria-label={t(m.saved_title)}>
          {items.map((r) => (
            <SavedRow
              key={r.id}
              r={r}
              onOpen={() => onOpen(r)}
              onRenamed={async (name) => {
                const next = { ...r, name };
                await saveRecord(mediationReportKind, r.id, next);
                setItems((xs) => xs?.map((x) => (x.id === r.id ? next : x)) ?? null);
                toast({ title: t(m.renamed), description: t(m.renamed_text, { name }), variant: 'success' });
              }}
              onDelete={() => setDeleting(r)}
            />
          ))}
        </ul>
      ) : (
        <p>{t(m.no_saved)}</p>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t(m.delete_title)}
        message={t(m.delete_text, { name: deleting ? nameOf(deleting, t) : '' })}
        confirmLabel={t(m.delete_report)}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          const r = deleting;
          setDeleting(null);
          if (!r) return;
          try {
            await deleteRecord(mediationReportKind, r.id);
            setItems((xs) => xs?.filter((x) => x.id !== r.id) ?? null);
            toast({
              title: t(m.deleted),
              description: t(m.deleted_text, { name: nameOf(r, t) }),
              variant: 'success',
            });
          } catch (e) {
            toast({ title: t(m.not_deleted), description: errorMessage(e, t(m.try_again)), variant: 'destructive' });
          }
        }}
      />
    </>
  );
}

/** The parent's saved mediation reports (unlock first): open, rename, delete. */
export default function SavedReports({ onOpen }: { onOpen: (r: SavedMediationReport) => void }) {
  return (
    <VaultGate purpose="to see your saved reports">
      <SavedList onOpen={onOpen} />
    </VaultGate>
  );
}
