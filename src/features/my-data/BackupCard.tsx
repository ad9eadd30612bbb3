import { useId, useState, type FormEvent } from 'react';
import { Field } from '../../ui/Field';
import { toast } from '../../state/toast';
import { saveBlob } from '../../lib/pdf';
import { backupFilename, exportBackupWithAttachments, previewBackup, type BackupPreview } from '../../vault/backup';
import { importBackup } from '../../vault/backupRestore';
import { PassphraseField } from '../../vault/ui/PassphraseField';
import { WrongPassphrase } from '../../vault/errors';
import { problemMessage } from './message';

export function BackupCard({ unlocked }: { unlocked: boolean }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [pass, setPass] = useState('');
  const [mode, setMode] = useState<'merge' | 'replace'>(unlocked ? 'merge' : 'replace');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const effectiveMode = unlocked ? mode : 'replace';

  const [exporting, setExporting] = useState(false);
  const doExport = async () => {
    setExporting(true);
    try {
      const { blob, attachments } = await exportBackupWithAttachments();
      saveBlob(blob, backupFilename());
      toast({
        title: 'Backup downloaded',
        description: `The file is encrypted: it opens only with your passphrase. Keep it somewhere safe.${
          attachments.leftOut
            ? ' Your attached files did not fit (a backup holds at most 400 MB), so it has your records and the names and fingerprints of the files, but not the files themselves. Keep the originals, or save copies from the journal.'
            : attachments.pieces
              ? ' Your attached files are in it too.'
              : ''
        }`,
        variant: 'success',
        duration: attachments.leftOut ? 15000 : undefined,
      });
    } catch (err) {
      toast({ title: 'Backup not made', description: problemMessage(err), variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };
  const [preview, setPreview] = useState<BackupPreview | null>(null);
  const ask = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!file) return setError('Choose the backup file first.');
    if (!pass && !unlocked) return setError('Type the passphrase that protected the data when the backup was made.');
    setBusy(true);
    try {
      setPreview(await previewBackup(file, pass));
      setConfirming(true);
    } catch (err) {
      setError(
        !pass && err instanceof WrongPassphrase
          ? 'This backup was protected by another passphrase or key. Type the passphrase that protected the data when the backup was made.'
          : problemMessage(err),
      );
    } finally {
      setBusy(false);
    }
  };
  const doImport = async () => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const r = await importBackup(file, pass, effectiveMode, preview?.credentials);
      setPass('');
      setConfirming(false);
      toast({
        title: 'Backup restored',
        description:
          effectiveMode === 'merge'
            ? `${r.imported} item(s) added or updated; ${r.keptNewer} kept because this device had the same or a newer copy.`
            : `${r.imported} item(s) restored.${
                r.passphraseFromBackup
                  ? ' Your data now opens with the passphrase that protected the backup, and with the recovery key that was valid when it was made. The passphrase and recovery key used here before no longer work.'
                  : ' Your passphrase and recovery key are unchanged.'
              } Other EvenGround windows on this device were locked.`,
        variant: 'success',
        duration: 12000,
      });
    } catch (err) {
      setConfirming(false);
      setError(problemMessage(err));
    } finally {
      setBusy(false);
    }
  };
  const when = preview?.exportedAt != null ? new Date(preview.exportedAt).toLocaleString() : null;

  return (
    <section className="card" aria-labelledby="bk-h">
      <h2 id="bk-h">Backup</h2>
      {unlocked ? (
        <>
          <p>
            Download an encrypted copy of everything saved here. It opens only with your passphrase (or recovery key) of today.
            Attached files (photos, documents, recordings) are in it when together they are under 400 MB.
          </p>
          <button type="button" className="btn" onClick={doExport} disabled={exporting} aria-busy={exporting}>
            {exporting ? 'Making the backup…' : 'Export backup'}
          </button>
        </>
      ) : null}
      <form onSubmit={ask} noValidate>
        <h3>{unlocked ? 'Import a backup' : 'Restore from a backup'}</h3>
        <Field id={`${id}-f`} label="Backup file">
          {(control) => (
            <input
              {...control}
              type="file"
              accept="application/json,.json"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          )}
        </Field>
        <PassphraseField
          id={`${id}-p`}
          label="Passphrase of the backup"
          value={pass}
          onChange={setPass}
          hint={`The passphrase in use when the backup was made.${
            unlocked ? ' Not needed for a backup made on this device since its encryption key was last replaced.' : ''
          }`}
        />
        {unlocked ? (
          <fieldset>
            <legend>How to import</legend>
            <div className="checkbox">
              <input
                id={`${id}-m`}
                type="radio"
                name={`${id}-mode`}
                checked={mode === 'merge'}
                onChange={() => setMode('merge')}
              />
              <label htmlFor={`${id}-m`}>Merge: add the backup's items, keeping the newer copy of each</label>
            </div>
            <div className="checkbox">
              <input
                id={`${id}-r`}
                type="radio"
                name={`${id}-mode`}
                checked={mode === 'replace'}
                onChange={() => setMode('replace')}
              />
              <label htmlFor={`${id}-r`}>Replace: everything on this device becomes the backup</label>
            </div>
          </fieldset>
        ) : null}
        {error ? (
          <p className="alert alert--danger" role="alert">
            {error}
          </p>
        ) : null}
        {confirming ? (
          <div className="alert alert--warning" role="alertdialog" aria-labelledby={`${id}-cq`}>
            <p id={`${id}-cq`}>
              {effectiveMode === 'replace'
                ? 'Replace everything saved on this device with the backup? Items saved here but not in the backup will be gone.'
                : 'Add the items from this backup to this device?'}
            </p>
            {preview ? (
              <p data-testid="backup-preview">
                {when
                  ? `This backup was made on ${when}${preview.dateSealed ? '' : ' (as the file says; older backups do not protect this date)'}`
                  : 'This backup does not say when it was made'}{' '}
                and holds {preview.recordCount} item{preview.recordCount === 1 ? '' : 's'}
                {preview.attachmentCount
                  ? `, ${preview.attachmentCount} of them attached file${preview.attachmentCount === 1 ? '' : 's'}`
                  : ''}
                .{' '}
                {effectiveMode === 'merge' || preview.credentials === 'unchanged'
                  ? 'Your passphrase and recovery key stay as they are.'
                  : preview.replacesExisting
                    ? 'Afterwards your data opens with the passphrase that protected the backup and the recovery key that was valid when it was made. The passphrase and recovery key used here now will stop working.'
                    : 'Afterwards your data opens with the passphrase that protected the backup and the recovery key that was valid when it was made.'}
              </p>
            ) : null}
            <div className="btn-row">
              <button
                type="button"
                className={effectiveMode === 'replace' ? 'btn btn--danger' : 'btn'}
                onClick={doImport}
                disabled={busy}
              >
                {busy ? 'Importing…' : effectiveMode === 'replace' ? 'Yes, replace' : 'Yes, merge'}
              </button>
              <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)} disabled={busy}>
                Cancel
              </button>
            </div>
          </div>
        ) : (
          <button type="submit" className="btn btn--secondary" disabled={busy}>
            {busy ? 'Checking…' : 'Import backup'}
          </button>
        )}
      </form>
    </section>
  );
}
