import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useSnapshot } from 'valtio';
import { PageMeta } from '../../ui/PageMeta';
import { toast } from '../../ui/toast';
import { saveBlob } from '../../lib/pdf';
import { labelOfKind } from '../../vault/kinds';
import { summariseRecords } from '../../vault/records';
import { vaultState } from '../../vault/state';
import { useVaultStatus } from '../../vault/useVaultRecord';
import { changePassphrase, eraseEverything, replaceRecoveryKey, requestPersistence, rotateDataKey, storageReport } from '../../vault/vault';
import { backupFilename, exportBackup, importBackup, previewBackup, type BackupPreview } from '../../vault/backup';
import { NO_SAVE, StrengthHint, newPassphraseProblem, usePassphraseStrength } from '../../vault/ui/strength';
import { connectedMode } from '../../lib/config';
import { WrongPassphrase } from '../../vault/errors';
import { AUTO_LOCK_CHOICES, describeAutoLockTime, setAutoLockMinutes } from '../../vault/autolock';
import { VaultGate } from '../../vault/ui/VaultGate';
import { RecoveryKeyPanel } from '../../vault/ui/RecoveryKeyPanel';
import { LockButton } from '../../vault/ui/LockButton';
import './my-data.css';

const msg = (err: unknown) => (err instanceof Error ? err.message : 'Something went wrong. Nothing was changed. Please try again.');

function formatBytes(n: number): string {
  if (n < 1024) return `${n} bytes`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  if (n < 1024 ** 3) return `${(n / 1024 / 1024).toFixed(1)} MB`;
  return `${(n / 1024 ** 3).toFixed(1)} GB`;
}

function StorageCard() {
  const [report, setReport] = useState<{ persisted: boolean | null; usage: number | null; quota: number | null } | null>(null);
  const refresh = () => void storageReport().then(setReport);
  useEffect(refresh, []);
  const ask = async () => {
    const r = await requestPersistence();
    toast({
      title: r ? 'Storage kept' : 'Not granted yet',
      description: r
        ? 'This browser will keep your data unless you delete it.'
        : 'This browser did not agree to keep storage permanently. Installing EvenGround to your home screen or bookmarking it often helps. Keep a backup.',
      variant: r ? 'success' : 'info',
    });
    refresh();
  };
  return (
    <section className="card" aria-labelledby="storage-h">
      <h2 id="storage-h">Storage on this device</h2>
      {!report ? (
        <p className="muted">Checking…</p>
      ) : (
        <>
          <p data-testid="persistence">
            {report.persisted === true
              ? 'Persistent: this browser will not clear your data to free space.'
              : report.persisted === false
                ? 'Not persistent: the browser may clear this data if the device runs low on space. Keep a backup.'
                : 'This browser does not say whether it keeps the data permanently. Keep a backup.'}
          </p>
          <p data-testid="usage">
            {report.usage !== null && report.quota !== null
              ? `Using about ${formatBytes(report.usage)} of ${formatBytes(report.quota)} available to this site.`
              : 'This browser does not report how much space is used.'}
          </p>
          {report.persisted === false ? (
            <button type="button" className="btn btn--secondary btn--small" onClick={ask}>
              Ask to keep storage
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}

function Contents() {
  const summary = useLiveQuery(() => summariseRecords(), []);
  const snap = useSnapshot(vaultState);
  return (
    <section className="card" aria-labelledby="contents-h">
      <h2 id="contents-h">What is stored</h2>
      {!summary ? (
        <p className="muted">Loading…</p>
      ) : summary.length === 0 ? (
        <p data-testid="stored-empty">Nothing is saved yet. Tools such as the financial affidavit and the parenting plan save here.</p>
      ) : (
        <table data-testid="stored-table">
          <thead>
            <tr>
              <th scope="col">Kind</th>
              <th scope="col" className="num">
                Items
              </th>
              <th scope="col">Last change</th>
            </tr>
          </thead>
          <tbody>
            {summary.map((s) => (
              <tr key={s.kind}>
                <td>{labelOfKind(s.kind)}</td>
                <td className="num">{s.count}</td>
                <td>{new Date(s.lastChange).toLocaleString()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {snap.legacy?.unreadable.length ? (
        <p className="alert alert--warning">
          {snap.legacy.unreadable.length} item(s) saved by an older version could not be read. They are kept, encrypted, under "Older saved data
          that could not be read".
        </p>
      ) : null}
    </section>
  );
}

function AutoLockCard() {
  const id = useId();
  const snap = useSnapshot(vaultState);
  return (
    <section className="card" aria-labelledby="autolock-h">
      <h2 id="autolock-h">Locking</h2>
      <p>
        Your data locks itself after a time without activity (a notice comes about a minute before), and whenever you press Lock. Locking here
        locks every EvenGround window on this device.
      </p>
      <div className="field">
        <label htmlFor={`${id}-al`}>Lock after this long without activity</label>
        <select id={`${id}-al`} value={snap.autoLockMinutes} onChange={(e) => setAutoLockMinutes(Number(e.target.value))}>
          {(AUTO_LOCK_CHOICES.some((m) => m === snap.autoLockMinutes) ? [...AUTO_LOCK_CHOICES] : [snap.autoLockMinutes, ...AUTO_LOCK_CHOICES]).map((m) => (
            <option key={m} value={m}>
              {describeAutoLockTime(m)}
            </option>
          ))}
        </select>
      </div>
      <LockButton className="btn btn--secondary">Lock now</LockButton>
    </section>
  );
}

/** Offered after any change of credentials: the data key itself is still the old one. */
function RotateOffer() {
  return (
    <p className="alert alert--info" data-testid="rotate-offer">
      Your saved items are still encrypted with the same key, so a backup made before this change still opens with the old passphrase
      or recovery key. If someone may know them or may have such a backup, also{' '}
      <a href="#rotate-h" onClick={() => setTimeout(() => document.getElementById('rotate-h')?.focus(), 0)}>
        replace the encryption key
      </a>
      . Other EvenGround windows on this device were locked.
    </p>
  );
}

function ChangePassphraseCard() {
  const id = useId();
  const [oldP, setOldP] = useState('');
  const [newP, setNewP] = useState('');
  const [conf, setConf] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [newError, setNewError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const strength = usePassphraseStrength(newP);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setNewError(null);
    setDone(false);
    const problem = await newPassphraseProblem(newP);
    if (problem) return setNewError(problem);
    if (newP !== conf) return setError('The two new passphrases are not the same. Type them again.');
    setBusy(true);
    try {
      await changePassphrase(oldP, newP);
      setOldP('');
      setNewP('');
      setConf('');
      setDone(true);
      toast({ title: 'Passphrase changed', description: 'Use your new passphrase from now on. Your recovery key still works.', variant: 'success' });
    } catch (err) {
      setError(msg(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby="cp-h">
      <h2 id="cp-h">Change passphrase</h2>
      <div className="field">
        <label htmlFor={`${id}-o`}>Current passphrase</label>
        <input id={`${id}-o`} type="password" {...NO_SAVE} value={oldP} onChange={(e) => setOldP(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-n`}>New passphrase</label>
        <input
          id={`${id}-n`}
          type="password"
          {...NO_SAVE}
          value={newP}
          onChange={(e) => setNewP(e.target.value)}
          aria-describedby={`${id}-ns${newError ? ` ${id}-ne` : ''}`}
          aria-invalid={newError ? true : undefined}
        />
        <StrengthHint id={`${id}-ns`} verdict={strength} />
        {newError ? (
          <span id={`${id}-ne`} className="field__error" role="alert">
            {newError}
          </span>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-c`}>Type the new passphrase again</label>
        <input id={`${id}-c`} type="password" {...NO_SAVE} value={conf} onChange={(e) => setConf(e.target.value)} />
      </div>
      {error ? (
        <p className="alert alert--danger" role="alert">
          {error}
        </p>
      ) : null}
      {done ? <RotateOffer /> : null}
      <button type="submit" className="btn" disabled={busy}>
        {busy ? 'Changing…' : 'Change passphrase'}
      </button>
    </form>
  );
}

function RecoveryKeyCard() {
  const id = useId();
  const [pass, setPass] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [newKey, setNewKey] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  if (newKey)
    return (
      <RecoveryKeyPanel
        recoveryKey={newKey}
        onDone={() => {
          setNewKey(null);
          setDone(true);
        }}
      />
    );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setBusy(true);
    try {
      setNewKey(await replaceRecoveryKey(pass));
      setPass('');
    } catch (err) {
      setError(msg(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby="rk-h">
      <h2 id="rk-h">New recovery key</h2>
      <p>Make a new recovery key if the old one was lost or seen by someone else. The old key stops working.</p>
      <div className="field">
        <label htmlFor={`${id}-p`}>Your passphrase</label>
        <input id={`${id}-p`} type="password" {...NO_SAVE} value={pass} onChange={(e) => setPass(e.target.value)} />
      </div>
      {error ? (
        <p className="alert alert--danger" role="alert">
          {error}
        </p>
      ) : null}
      {done ? <RotateOffer /> : null}
      <button type="submit" className="btn btn--secondary" disabled={busy}>
        {busy ? 'Making…' : 'Make a new recovery key'}
      </button>
    </form>
  );
}

function RotateKeyCard() {
  const id = useId();
  const [pass, setPass] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [newKey, setNewKey] = useState<string | null>(null);
  if (newKey)
    return (
      <RecoveryKeyPanel
        recoveryKey={newKey}
        onDone={() => {
          setNewKey(null);
          toast({
            title: 'Encryption key replaced',
            description: 'Every saved item is now encrypted with a new key. Backups made before today no longer match this device: export a new backup.',
            variant: 'success',
            duration: 10000,
          });
        }}
      />
    );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!pass) return setError('Type your passphrase.');
    setProgress({ done: 0, total: 0 });
    try {
      const key = await rotateDataKey(pass, (done, total) => setProgress({ done, total }));
      setPass('');
      setNewKey(key);
    } catch (err) {
      setError(msg(err));
    } finally {
      setProgress(null);
    }
  };
  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby="rotate-h" data-testid="rotate-card">
      <h2 id="rotate-h" tabIndex={-1}>
        Replace the encryption key
      </h2>
      <p>
        Changing the passphrase or the recovery key does not change the key your items are encrypted with. This makes a new key and
        encrypts every saved item again with it. Afterwards, backups made before, the old recovery key and any copy of this device's
        storage taken before open nothing saved here. Your passphrase stays the same; you get a new recovery key, shown once. Other
        EvenGround windows on this device lock while it runs.
      </p>
      <div className="field">
        <label htmlFor={`${id}-p`}>Your passphrase</label>
        <input id={`${id}-p`} type="password" {...NO_SAVE} value={pass} onChange={(e) => setPass(e.target.value)} />
      </div>
      {progress ? (
        <p role="status" data-testid="rotate-progress">
          {progress.total ? `Encrypting again: ${progress.done} of ${progress.total} items…` : 'Checking your passphrase…'}
        </p>
      ) : null}
      {progress && progress.total ? <progress max={progress.total} value={progress.done} aria-label="Items encrypted again" /> : null}
      {error ? (
        <p className="alert alert--danger" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn--secondary" disabled={!!progress}>
        {progress ? 'Replacing…' : 'Replace the encryption key'}
      </button>
    </form>
  );
}

function BackupCard({ unlocked }: { unlocked: boolean }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [pass, setPass] = useState('');
  const [mode, setMode] = useState<'merge' | 'replace'>(unlocked ? 'merge' : 'replace');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const effectiveMode = unlocked ? mode : 'replace';

  const doExport = async () => {
    try {
      saveBlob(await exportBackup(), backupFilename());
      toast({ title: 'Backup downloaded', description: 'The file is encrypted: it opens only with your passphrase. Keep it somewhere safe.', variant: 'success' });
    } catch (err) {
      toast({ title: 'Backup not made', description: msg(err), variant: 'destructive' });
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
          : msg(err),
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
      const r = await importBackup(file, pass, effectiveMode);
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
      setError(msg(err));
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
          <p>Download an encrypted copy of everything saved here. It opens only with your passphrase (or recovery key) of today.</p>
          <button type="button" className="btn" onClick={doExport}>
            Export backup
          </button>
        </>
      ) : null}
      <form onSubmit={ask} noValidate>
        <h3>{unlocked ? 'Import a backup' : 'Restore from a backup'}</h3>
        <div className="field">
          <label htmlFor={`${id}-f`}>Backup file</label>
          <input id={`${id}-f`} type="file" accept="application/json,.json" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-p`}>Passphrase of the backup</label>
          <input id={`${id}-p`} type="password" {...NO_SAVE} value={pass} onChange={(e) => setPass(e.target.value)} />
          <span className="field__hint">
            The passphrase in use when the backup was made.{unlocked ? ' Not needed for a backup made on this device since its encryption key was last replaced.' : ''}
          </span>
        </div>
        {unlocked ? (
          <fieldset>
            <legend>How to import</legend>
            <div className="checkbox">
              <input id={`${id}-m`} type="radio" name={`${id}-mode`} checked={mode === 'merge'} onChange={() => setMode('merge')} />
              <label htmlFor={`${id}-m`}>Merge: add the backup's items, keeping the newer copy of each</label>
            </div>
            <div className="checkbox">
              <input id={`${id}-r`} type="radio" name={`${id}-mode`} checked={mode === 'replace'} onChange={() => setMode('replace')} />
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
                and holds {preview.recordCount} item{preview.recordCount === 1 ? '' : 's'}.{' '}
                {effectiveMode === 'merge' || preview.credentials === 'unchanged'
                  ? 'Your passphrase and recovery key stay as they are.'
                  : preview.replacesExisting
                    ? 'Afterwards your data opens with the passphrase that protected the backup and the recovery key that was valid when it was made. The passphrase and recovery key used here now will stop working.'
                    : 'Afterwards your data opens with the passphrase that protected the backup and the recovery key that was valid when it was made.'}
              </p>
            ) : null}
            <div className="btn-row">
              <button type="button" className={effectiveMode === 'replace' ? 'btn btn--danger' : 'btn'} onClick={doImport} disabled={busy}>
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

export const ERASE_WORD = 'ERASE';
const DOWNLOADED_FILES_NOTE =
  'Files you downloaded (backups, PDFs, CSV files, a saved or printed recovery key) are not in EvenGround: they stay where you saved them, for example in Downloads. Delete them there if you need to.';

function EraseCard() {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (typed !== ERASE_WORD) return;
    setBusy(true);
    try {
      await eraseEverything();
      setTyped('');
      let signedOut = '';
      if (connectedMode) {
        // Loaded only in connected mode, so local mode never downloads the account code.
        const { signOut, finishSignOut } = await import('../../sync/auth');
        const r = await signOut();
        finishSignOut();
        signedOut = r.error ? ' Signing out of your account did not work: use Log Out.' : ' You were signed out of your account.';
      }
      toast({
        title: 'Everything erased',
        description: `The protected storage on this device was deleted with every saved item.${signedOut} ${DOWNLOADED_FILES_NOTE}`,
        variant: 'success',
        duration: 12000,
      });
    } catch (err) {
      toast({ title: 'Not erased', description: msg(err), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="card my-data__danger" onSubmit={submit} noValidate aria-labelledby="er-h">
      <h2 id="er-h">Erase everything on this device</h2>
      <p>This deletes your passphrase setup and every saved item here. It cannot be undone. Export a backup first if you may need the data.</p>
      <p>{DOWNLOADED_FILES_NOTE}</p>
      <div className="field">
        <label htmlFor={`${id}-t`}>Type {ERASE_WORD} to confirm</label>
        <input id={`${id}-t`} type="text" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
      </div>
      <button type="submit" className="btn btn--danger" disabled={typed !== ERASE_WORD || busy}>
        {busy ? 'Erasing…' : 'Erase everything'}
      </button>
    </form>
  );
}

export default function MyDataPage() {
  const status = useVaultStatus();
  const label =
    status === 'unlocked' ? 'Unlocked' : status === 'locked' ? 'Locked' : status === 'none' ? 'Not set up yet' : 'Checking…';
  return (
    <div className="container page my-data">
      <PageMeta
        title="Your data on this device"
        description="See what EvenGround keeps on this device, encrypted with your passphrase: back it up, restore it, change the passphrase or erase it."
        path="/my-data"
      />
      <h1>Your data on this device</h1>
      <p>
        Everything you save in EvenGround stays in this browser, encrypted with your passphrase. Nothing is sent to us or anyone else.
      </p>
      <p>
        Protected storage: <span className="my-data__status" data-testid="vault-status">{label}</span>
      </p>
      <div className="my-data__grid">
        <VaultGate purpose="to see and manage your saved data">
          <Contents />
          <StorageCard />
          <AutoLockCard />
          <ChangePassphraseCard />
          <RecoveryKeyCard />
          <RotateKeyCard />
          <BackupCard unlocked />
          <EraseCard />
        </VaultGate>
        {status === 'none' || status === 'locked' ? (
          <>
            <StorageCard />
            <BackupCard unlocked={false} />
            {status === 'locked' ? <EraseCard /> : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
