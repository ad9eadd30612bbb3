import { useId, useState, type FormEvent } from 'react';
import { BusyButton } from '../../ui/BusyButton';
import { Field } from '../../ui/Field';
import { FileInput } from '../../ui/FileInput';
import { toast } from '../../state/toast';
import { saveBlob } from '../../lib/pdf';
import { backupFilename, exportBackupWithAttachments, previewBackup, type BackupPreview } from '../../vault/backup';
import { importBackup } from '../../vault/backupRestore';
import { PassphraseField } from '../../vault/ui/PassphraseField';
import { WrongPassphrase } from '../../vault/errors';
import * as m from '../../content/messages/my-data/compiled/en.js';
import { useLang } from '../../ui/i18n';
import { useMyDataMessages } from './message';
import { landOnStoredData } from './landing';

export function BackupCard({ unlocked }: { unlocked: boolean }) {
  const { t, problem } = useMyDataMessages();
  const lang = useLang();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [pass, setPass] = useState('');
  const [mode, setMode] = useState<'merge' | 'replace'>(unlocked ? 'merge' : 'replace');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const effectiveMode = unlocked ? mode : 'replace';

  const [exporting, setExporting] = useState(false);
  // While exporting the button ignores presses and keeps the focus (BusyButton).
  const doExport = async () => {
    setExporting(true);
    try {
      const { blob, attachments } = await exportBackupWithAttachments();
      saveBlob(
        blob,
        backupFilename(new Date(), (date) => t(m.backup_filename, { date })),
      );
      toast({
        title: t(m.exported_title),
        description:
          t(m.exported_text) +
          (attachments.leftOut ? t(m.exported_left_out) : attachments.pieces ? t(m.exported_with_files) : ''),
        variant: 'success',
        duration: attachments.leftOut ? 15000 : undefined,
      });
    } catch (err) {
      toast({ title: t(m.export_failed), description: problem(err), variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };
  const [preview, setPreview] = useState<BackupPreview | null>(null);
  const ask = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!file) return setError(t(m.choose_file));
    if (!pass && !unlocked) return setError(t(m.type_backup_passphrase));
    setBusy(true);
    try {
      setPreview(await previewBackup(file, pass));
      setConfirming(true);
    } catch (err) {
      setError(!pass && err instanceof WrongPassphrase ? t(m.other_passphrase) : problem(err));
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
      // The page then shows what is stored now, the focus on its heading, and the confirmation.
      landOnStoredData(() =>
        toast({
          title: t(m.restored_title),
          description:
            effectiveMode === 'merge'
              ? t(m.restored_merge, { imported: r.imported, kept: r.keptNewer })
              : t(m.restored_replace, { imported: r.imported }) +
                // On a device that had no protected storage, there was no passphrase, recovery key
                // or other unlocked window before: say only what opens the data now.
                (preview?.replacesExisting === false
                  ? t(m.restored_from_backup_new)
                  : t(r.passphraseFromBackup ? m.restored_from_backup : m.restored_unchanged) + t(m.restored_locked)),
          variant: 'success',
          duration: 12000,
        }),
      );
    } catch (err) {
      setConfirming(false);
      setError(problem(err));
    } finally {
      setBusy(false);
    }
  };
  const when =
    preview?.exportedAt != null ? new Date(preview.exportedAt).toLocaleString(lang === 'es' ? 'es-US' : undefined) : null;

  return (
    <section className="card" aria-labelledby="bk-h">
      <h2 id="bk-h">{t(m.backup_title)}</h2>
      {unlocked ? (
        <>
          <p>{t(m.backup_text)}</p>
          <BusyButton busy={exporting} busyLabel={t(m.exporting)} onPress={() => void doExport()}>
            {t(m.export_backup)}
          </BusyButton>
        </>
      ) : null}
      <form onSubmit={ask} noValidate>
        <h3>{unlocked ? t(m.import_title) : t(m.restore_title)}</h3>
        <Field id={`${id}-f`} label={t(m.backup_file)}>
          {(control) => (
            <FileInput
              {...control}
              choose={t(m.file_choose)}
              none={t(m.file_none)}
              chosen={file ? [file.name] : []}
              accept="application/json,.json"
              onFiles={(files) => setFile(files[0] ?? null)}
            />
          )}
        </Field>
        <PassphraseField
          id={`${id}-p`}
          label={t(m.backup_passphrase)}
          value={pass}
          onChange={setPass}
          hint={t(m.backup_passphrase_hint) + (unlocked ? t(m.backup_passphrase_hint_unlocked) : '')}
        />
        {unlocked ? (
          <fieldset>
            <legend>{t(m.how_to_import)}</legend>
            <div className="checkbox">
              <input
                id={`${id}-m`}
                type="radio"
                name={`${id}-mode`}
                checked={mode === 'merge'}
                onChange={() => setMode('merge')}
              />
              <label htmlFor={`${id}-m`}>{t(m.merge)}</label>
            </div>
            <div className="checkbox">
              <input
                id={`${id}-r`}
                type="radio"
                name={`${id}-mode`}
                checked={mode === 'replace'}
                onChange={() => setMode('replace')}
              />
              <label htmlFor={`${id}-r`}>{t(m.replace)}</label>
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
            <p id={`${id}-cq`}>{effectiveMode === 'replace' ? t(m.confirm_replace) : t(m.confirm_merge)}</p>
            {preview ? (
              <p data-testid="backup-preview">
                {when ? t(preview.dateSealed ? m.made_on : m.made_on_unsealed, { date: when }) : t(m.made_unknown)}{' '}
                {preview.recordCount === 1 ? t(m.holds_one) : t(m.holds_many, { count: preview.recordCount })}
                {preview.attachmentCount
                  ? t(preview.attachmentCount === 1 ? m.files_one : m.files_many, { count: preview.attachmentCount })
                  : ''}
                .{' '}
                {effectiveMode === 'merge' || preview.credentials === 'unchanged'
                  ? t(m.credentials_same)
                  : preview.replacesExisting
                    ? t(m.credentials_replaced)
                    : t(m.credentials_from_backup)}
              </p>
            ) : null}
            <div className="btn-row">
              <BusyButton
                className={effectiveMode === 'replace' ? 'btn btn--danger' : 'btn'}
                busy={busy}
                busyLabel={t(m.importing)}
                onPress={() => void doImport()}
              >
                {effectiveMode === 'replace' ? t(m.yes_replace) : t(m.yes_merge)}
              </BusyButton>
              <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)} disabled={busy}>
                {t(m.cancel)}
              </button>
            </div>
          </div>
        ) : (
          <BusyButton type="submit" className="btn btn--secondary" busy={busy} busyLabel={t(m.checking)}>
            {t(m.import_backup)}
          </BusyButton>
        )}
      </form>
    </section>
  );
}
