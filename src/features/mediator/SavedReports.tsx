import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/errorMessage';
import { formatUsDate } from '../../lib/usDate';
import { toast } from '../../state/toast';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { deleteRecord, listRecords, saveRecord } from '../../vault/records';
import { VaultGate } from '../../vault/ui/VaultGate';
import { mediationReportKind, reportName, type SavedMediationReport } from './kind';

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
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(reportName(r));
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = name.trim();
    if (!next) {
      setError('Enter a name for this report.');
      return;
    }
    if (next.length > 120) {
      setError('Use 120 characters or fewer.');
      return;
    }
    try {
      await onRenamed(next);
      setRenaming(false);
      setError(null);
    } catch (err) {
      setError(errorMessage(err, 'The new name could not be saved. Your report is unchanged.'));
    }
  };
  return (
    <li className="med-saved-row">
      <p className="med-saved-row__name">
        <strong>{reportName(r)}</strong>
        <span className="muted"> · saved {formatUsDate(r.savedAt.slice(0, 10))}</span>
      </p>
      {renaming ? (
        <form className="med-saved-row__rename" onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor={id}>New name for this report</label>
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
              Save name
            </button>
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => {
                setRenaming(false);
                setName(reportName(r));
                setError(null);
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="btn-row">
          <button type="button" className="btn btn--secondary" onClick={onOpen}>
            Open
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setRenaming(true)}>
            Rename
          </button>
          <button type="button" className="btn btn--ghost" onClick={onDelete}>
            Delete
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
  const load = useCallback(async () => {
    try {
      const list = await listRecords(mediationReportKind);
      setItems(list.map((x) => x.value).sort((a, b) => b.savedAt.localeCompare(a.savedAt)));
    } catch (e) {
      setError(errorMessage(e, 'Your saved reports could not be read.'));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  if (error)
    return (
      <p role="alert" className="field__error">
        {error}
      </p>
    );
  if (!items) return <p role="status">Opening your saved reports…</p>;
  return (
    <>
      {items.length ? (
        <ul className="med-saved-list" aria-label="Saved reports">
          {items.map((r) => (
            <SavedRow
              key={r.id}
              r={r}
              onOpen={() => onOpen(r)}
              onRenamed={async (name) => {
                const next = { ...r, name };
                await saveRecord(mediationReportKind, r.id, next);
                setItems((xs) => xs?.map((x) => (x.id === r.id ? next : x)) ?? null);
                toast({ title: 'Report renamed', description: `It is now called "${name}".`, variant: 'success' });
              }}
              onDelete={() => setDeleting(r)}
            />
          ))}
        </ul>
      ) : (
        <p>No saved reports yet. After a comparison, choose Save report to keep it here.</p>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this report?"
        message={`"${deleting ? reportName(deleting) : ''}" will be deleted from this device. Your documents are not affected. This cannot be undone.`}
        confirmLabel="Delete report"
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          const r = deleting;
          setDeleting(null);
          if (!r) return;
          try {
            await deleteRecord(mediationReportKind, r.id);
            setItems((xs) => xs?.filter((x) => x.id !== r.id) ?? null);
            toast({
              title: 'Report deleted',
              description: `"${reportName(r)}" was deleted from this device.`,
              variant: 'success',
            });
          } catch (e) {
            toast({ title: 'Report not deleted', description: errorMessage(e, 'Please try again.'), variant: 'destructive' });
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
