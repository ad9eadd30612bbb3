import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { unlock, unlockWithRecoveryKey } from '../vault';
import { lockedBecause } from '../lock';
import { vaultState } from '../state';
import { toast } from '../../ui/toast';
import { errorMessage } from '../../lib/errorMessage';
import { newPassphraseProblem } from './strength';
import { NewPassphraseFields, PassphraseField } from './PassphraseField';
import './vault.css';

function announceLegacy(): void {
  const r = vaultState.legacy;
  if (!r) return;
  const parts = [];
  if (r.imported.length)
    parts.push(
      `${r.imported.length} item${r.imported.length === 1 ? '' : 's'} saved by an older version moved into your protected storage.`,
    );
  if (r.unreadable.length)
    parts.push(
      `${r.unreadable.length} older item${r.unreadable.length === 1 ? ' was' : 's were'} unreadable; kept safely and listed on "Your data on this device".`,
    );
  toast({ title: 'Older data protected', description: parts.join(' '), variant: 'info', duration: 8000 });
}

/** Unlock with the passphrase, or with the recovery key plus a new passphrase. */
export function UnlockForm({ purpose }: { purpose?: string }) {
  const id = useId();
  const snap = useSnapshot(vaultState);
  const [mode, setMode] = useState<'passphrase' | 'recovery'>('passphrase');
  const [pass, setPass] = useState('');
  const [recKey, setRecKey] = useState('');
  const [newPass, setNewPass] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  const switched = useRef(false);
  // After "Use recovery key" / "Use passphrase instead", focus the new step's heading.
  useEffect(() => {
    if (switched.current) title.current?.focus();
  }, [mode]);

  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
      announceLegacy();
    } catch (err) {
      setError(errorMessage(err, 'Something went wrong. Nothing was changed. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const submitPass = (e: FormEvent) => {
    e.preventDefault();
    if (!pass) return setError('Type your passphrase.');
    void run(() => unlock(pass));
  };

  const submitRecovery = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!recKey.trim()) return setError('Type your recovery key.');
    const problem = await newPassphraseProblem(newPass);
    if (problem) return setError(problem);
    if (newPass !== confirm) return setError('The two new passphrases are not the same. Type them again.');
    void run(() => unlockWithRecoveryKey(recKey, newPass));
  };

  const switchMode = (m: 'passphrase' | 'recovery') => {
    switched.current = true;
    setMode(m);
    setError(null);
  };

  const errorBox = error ? (
    <p className="alert alert--danger" role="alert">
      {error}
    </p>
  ) : null;

  if (mode === 'recovery') {
    return (
      <form className="card vault-gate" onSubmit={submitRecovery} noValidate data-testid="vault-recover">
        <h2 ref={title} tabIndex={-1}>
          Unlock with your recovery key
        </h2>
        <p>Type the recovery key you saved when you created your passphrase, then choose a new passphrase.</p>
        <div className="field">
          <label htmlFor={`${id}-rk`}>Recovery key</label>
          <input
            id={`${id}-rk`}
            type="text"
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            value={recKey}
            onChange={(e) => setRecKey(e.target.value)}
          />
          <span className="field__hint">
            Eight groups of four letters and digits, for example ABCD-EFGH-…. Dashes and spaces are optional.
          </span>
        </div>
        <NewPassphraseFields
          id={`${id}-np`}
          label="New passphrase"
          confirmLabel="Type the new passphrase again"
          value={newPass}
          confirm={confirm}
          onChange={setNewPass}
          onConfirmChange={setConfirm}
        />
        {errorBox}
        <div className="btn-row">
          <button type="submit" className="btn" disabled={busy}>
            {busy ? 'Unlocking…' : 'Unlock and set new passphrase'}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => switchMode('passphrase')}>
            Use passphrase instead
          </button>
        </div>
        <p className="muted">
          Lost both the passphrase and the recovery key? Then the saved data cannot be opened by anyone. You can erase it and
          start again on <Link href="/my-data">Your data on this device</Link>.
        </p>
      </form>
    );
  }

  return (
    <form className="card vault-gate" onSubmit={submitPass} noValidate data-testid="vault-unlock">
      <h2 ref={title} tabIndex={-1}>
        Unlock your saved data
      </h2>
      {snap.lockReason === 'inactivity' || snap.lockReason === 'elsewhere' || snap.unsavedCleared || snap.unsavedKept ? (
        <p className="alert alert--info" role="status" data-testid="lock-note">
          {lockedBecause(snap.lockReason)}
          {snap.unsavedCleared
            ? ' Changes you had not saved on this page were cleared for privacy. Everything you saved before is safe.'
            : ''}
          {snap.unsavedKept ? ' Your unsaved changes were kept, encrypted, and come back when you unlock.' : ''}
        </p>
      ) : null}
      <p>{purpose ? `Type your passphrase ${purpose}.` : 'Type your passphrase to open your data on this device.'}</p>
      <PassphraseField id={`${id}-pass`} label="Passphrase" value={pass} onChange={setPass} />
      {errorBox}
      <div className="btn-row">
        <button type="submit" className="btn" disabled={busy}>
          {busy ? 'Unlocking…' : 'Unlock'}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => switchMode('recovery')}>
          Use recovery key
        </button>
      </div>
    </form>
  );
}
