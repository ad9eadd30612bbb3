import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import './vault.css';
import { Link } from 'wouter';
import { errorMessage } from '../../lib/errorMessage';
import { formatUsDate } from '../../lib/usDate';
import { english, type Translate } from '../../lib/translate';
import { toast } from '../../state/toast';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { catalog, useMessages } from '../../ui/i18n';
import { toolsMessages } from '../../ui/toolsMessages';
import * as tm from '../../content/messages/tools/compiled/en.js';
import * as m from '../../content/messages/mediator/compiled/en.js';
import { deleteRecord, listRecords, saveRecord } from '../records';
import { reportName, storedMediationReportKind, type StoredMediationReport } from '../mediationReports';

/**
 * The saved reports' words only (`es-saved.js`, built from the catalog: scripts/i18n.mjs BUILT_SUBSETS): My Data shows this
 * list without loading the whole mediator catalog.
 */
const savedMessages = catalog(() => import('../../content/messages/mediator/compiled/es-saved.js'));

/** Each document type's name inside a sentence ("Informe de acuerdo de crianza, ..."; the value saved stays English). */
const TYPE_NAMES: Readonly<Record<string, string>> = {
  'Parenting Agreement': m.rt_kind_parenting,
  'Custody Plan': m.rt_kind_custody,
  'Divorce Terms': m.rt_kind_divorce,
  'Financial Disclosures': m.rt_kind_financial,
};

/** A saved report's name: the parent's own, or its document type and date in the language on screen. */
function nameOf(r: StoredMediationReport, t: Translate): string {
  if (r.name?.trim() || t === english) return reportName(r);
  const kind = TYPE_NAMES[r.documentType];
  return t(m.default_name, { kind: kind ? t(kind) : r.documentType, date: formatUsDate(r.createdAt.slice(0, 10)) });
}

/** How a row opens its report: in place (the mediator page) or by going to the mediator page (My Data). */
export type OpenReport = { onOpen: (r: StoredMediationReport) => void } | { href: (id: string) => string };

/** One saved report: its name and date, and Open, Rename, Delete (each button described by the report's name). */
function SavedRow({
  r,
  open,
  onRenamed,
  onDelete,
}: {
  r: StoredMediationReport;
  open: OpenReport;
  onRenamed: (name: string) => Promise<void>;
  onDelete: () => void;
}) {
  const t = useMessages(savedMessages);
  const tools = useMessages(toolsMessages);
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(nameOf(r, t));
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const nameId = `${id}-name`;
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
    <li className="saved-report">
      <p className="saved-report__name">
        <strong id={nameId}>{nameOf(r, t)}</strong>
        <span className="muted">{t(m.saved_on, { date: formatUsDate(r.savedAt.slice(0, 10)) })}</span>
      </p>
      {renaming ? (
        <form className="saved-report__rename" onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor={id}>{t(m.new_name)}</label>
            <input
              id={id}
              type="text"
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
          {'href' in open ? (
            <Link href={open.href(r.id)} className="btn btn--secondary" aria-describedby={nameId}>
              {t(m.open_button)}
            </Link>
          ) : (
            <button type="button" className="btn btn--secondary" aria-describedby={nameId} onClick={() => open.onOpen(r)}>
              {t(m.open_button)}
            </button>
          )}
          <button type="button" className="btn btn--ghost" aria-describedby={nameId} onClick={() => setRenaming(true)}>
            {t(m.rename_button)}
          </button>
          <button type="button" className="btn btn--ghost" aria-describedby={nameId} onClick={onDelete}>
            {t(m.delete_button)}
          </button>
        </div>
      )}
    </li>
  );
}

/**
 * The parent's saved mediation reports, newest first: Open, Rename, Delete. Shown inside a
 * VaultGate (the mediator page's Saved reports, My Data). `openId`: a report to open at once
 * when the list has loaded (My Data's Open arrives with it in the address).
 */
export function SavedReportsList({ open, openId }: { open: OpenReport; openId?: string | null }) {
  const [items, setItems] = useState<StoredMediationReport[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<StoredMediationReport | null>(null);
  const t = useMessages(savedMessages);
  const opened = useRef(false);
  const load = useCallback(async () => {
    try {
      const list = await listRecords(storedMediationReportKind);
      setItems(list.map((x) => x.value).sort((a, b) => b.savedAt.localeCompare(a.savedAt)));
    } catch (e) {
      setError(errorMessage(e, t(m.saved_unreadable)));
    }
  }, [t]);
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    if (opened.current || !items || !openId || !('onOpen' in open)) return;
    const r = items.find((x) => x.id === openId);
    opened.current = true;
    if (r) open.onOpen(r);
  }, [items, openId, open]);
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
        <ul className="saved-reports" aria-label={t(m.saved_title)}>
          {items.map((r) => (
            <SavedRow
              key={r.id}
              r={r}
              open={open}
              onRenamed={async (name) => {
                const next = { ...r, name };
                await saveRecord(storedMediationReportKind, r.id, next);
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
            await deleteRecord(storedMediationReportKind, r.id);
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
