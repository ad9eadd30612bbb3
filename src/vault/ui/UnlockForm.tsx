import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { unlock, unlockWithRecoveryKey } from '../vault';
import { lockedBecause } from '../lock';
import { vaultState } from '../state';
import { toast } from '../../state/toast';
import { errorMessage } from '../../lib/errorMessage';
import { WrongPassphrase } from '../errors';
import { newPassphraseProblem } from './strength';
import { NewPassphraseFields, PassphraseField } from './PassphraseField';
import { Field } from '../../ui/Field';
import { NEW_PASSPHRASES_DIFFER } from './fieldErrors';
import { useFieldErrors } from '../../ui/fieldErrors';
import './vault.css';
import * as paths from '../../lib/paths';

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

/** The fields that can have a problem, by the end of their id, in the order they are shown. */
const FIELD_ORDER = ['pass', 'rk', 'np', 'np-again'] as const;
type FieldErrors = Partial<Record<(typeof FIELD_ORDER)[number], string>>;

/** Unlock with the passphrase, or with the recovery key plus a new passphrase. */
export function UnlockForm({ purpose }: { purpose?: string }) {
  const id = useId();
  const snap = useSnapshot(vaultState);
  const [mode, setMode] = useState<'passphrase' | 'recovery'>('passphrase');
  const [pass, setPass] = useState('');
  const [recKey, setRecKey] = useState('');
  const [newPass, setNewPass] = useState('');
  const [confirm, setConfirm] = useState('');
  // A problem with what was typed is said at its field (aria-invalid, aria-describedby);
  // the box above the buttons is only for failures no field explains.
  const [error, setError] = useState<string | null>(null);
  const { errors: fieldErrors, show: showFieldErrors, clear: editField } = useFieldErrors(id, FIELD_ORDER);
  const [busy, setBusy] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  const switched = useRef(false);
  // After "Use recovery key" / "Use passphrase instead", focus the new step's heading.
  useEffect(() => {
    if (switched.current) title.current?.focus();
  }, [mode]);

  // While unlocking, the submit button is aria-disabled (a second press is ignored) rather
  // than disabled, so the focus stays on it instead of falling to the page.
  const run = async (fn: () => Promise<void>, wrongField: keyof FieldErrors) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
      announceLegacy();
    } catch (err) {
      // A passphrase or key that does not open the data is a problem with that field.
      if (err instanceof WrongPassphrase) showFieldErrors({ [wrongField]: err.message });
      else setError(errorMessage(err, 'Something went wrong. Nothing was changed. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const submitPass = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setError(null);
    if (!pass) return showFieldErrors({ pass: 'Type your passphrase.' });
    showFieldErrors({});
    void run(() => unlock(pass), 'pass');
  };

  const submitRecovery = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setError(null);
    // Every problem at once, each at its field.
    const errs: FieldErrors = {};
    if (!recKey.trim()) errs.rk = 'Type your recovery key.';
    // Nothing typed: a short request (the rule itself is already the hint under the field).
    const problem = newPass ? await newPassphraseProblem(newPass) : 'Type a new passphrase.';
    if (problem) errs.np = problem;
    else if (newPass !== confirm) errs['np-again'] = NEW_PASSPHRASES_DIFFER;
    if (Object.values(errs).some(Boolean)) return showFieldErrors(errs);
    showFieldErrors({});
    void run(() => unlockWithRecoveryKey(recKey, newPass), 'rk');
  };

  const switchMode = (m: 'passphrase' | 'recovery') => {
    switched.current = true;
    setMode(m);
    setError(null);
    showFieldErrors({});
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
        <Field
          id={`${id}-rk`}
          label="Recovery key"
          hint="Eight groups of four letters and digits, for example ABCD-EFGH-…. Dashes and spaces are optional."
          error={fieldErrors.rk}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="characters"
              value={recKey}
              onChange={(e) => (setRecKey(e.target.value), editField('rk'))}
            />
          )}
        </Field>
        <NewPassphraseFields
          id={`${id}-np`}
          label="New passphrase"
          confirmLabel="Type the new passphrase again"
          value={newPass}
          confirm={confirm}
          onChange={(v) => (setNewPass(v), editField('np'), editField('np-again'))}
          onConfirmChange={(v) => (setConfirm(v), editField('np-again'))}
          error={fieldErrors.np}
          confirmError={fieldErrors['np-again']}
        />
        {errorBox}
        <div className="btn-row">
          <button type="submit" className="btn" aria-disabled={busy}>
            {busy ? 'Unlocking…' : 'Unlock and set new passphrase'}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => switchMode('passphrase')}>
            Use passphrase instead
          </button>
        </div>
        <p className="muted">
          Lost both the passphrase and the recovery key? Then the saved data cannot be opened by anyone. You can erase it and
          start again on <Link href={paths.myData}>Your data on this device</Link>.
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
      <PassphraseField
        id={`${id}-pass`}
        label="Passphrase"
        value={pass}
        onChange={(v) => (setPass(v), editField('pass'))}
        error={fieldErrors.pass}
      />
      {errorBox}
      <div className="btn-row">
        <button type="submit" className="btn" aria-disabled={busy}>
          {busy ? 'Unlocking…' : 'Unlock'}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => switchMode('recovery')}>
          Use recovery key
        </button>
      </div>
    </form>
  );
}
