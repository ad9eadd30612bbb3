import { useId, useState, type FormEvent } from 'react';
import { Field } from '../../ui/Field';
import { createVault } from '../vault';
import { errorMessage } from '../../lib/errorMessage';
import { newPassphraseProblem } from './strength';
import { NewPassphraseFields } from './PassphraseField';
import './vault.css';

/** Passphrase + confirmation, strength hint and the plain warning; calls onCreated with the recovery key. */
export function CreateVaultForm({
  purpose,
  onCreated,
  onBusy,
}: {
  purpose?: string;
  onCreated: (recoveryKey: string) => void;
  onBusy?: (busy: boolean) => void;
}) {
  const id = useId();
  const [pass, setPass] = useState('');
  const [confirm, setConfirm] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setFieldError(null);
    const problem = await newPassphraseProblem(pass);
    if (problem) return setFieldError(problem);
    if (pass !== confirm) return setError('The two passphrases are not the same. Type them again.');
    if (!understood) return setError('Please confirm that you understand a lost passphrase and recovery key mean lost data.');
    setBusy(true);
    onBusy?.(true);
    try {
      const key = await createVault(pass);
      onCreated(key);
    } catch (err) {
      setError(errorMessage(err, 'Something went wrong. Nothing was saved. Please try again.'));
    } finally {
      setBusy(false);
      onBusy?.(false);
    }
  };

  return (
    <form className="card vault-gate" onSubmit={submit} noValidate data-testid="vault-create">
      <h2>Protect your data with a passphrase</h2>
      <p>
        {purpose ? `Create a passphrase ${purpose}. ` : ''}Everything you save in EvenGround stays on this device, encrypted with
        your passphrase. Nothing is sent anywhere.
      </p>
      <p className="field__hint" data-testid="quick-exit-explainer">
        If someone comes in, press <strong>Quick exit</strong> (or Escape three times): your data locks and this page is replaced
        by an ordinary website.
      </p>
      <div className="alert alert--warning" role="note">
        <strong>Write it down.</strong> If you lose both your passphrase and the recovery key shown next, your saved data cannot
        be recovered by anyone, including us.
      </div>
      <NewPassphraseFields
        id={`${id}-pass`}
        label="Passphrase"
        confirmLabel="Type the passphrase again"
        value={pass}
        confirm={confirm}
        onChange={setPass}
        onConfirmChange={setConfirm}
        error={fieldError}
        required
      />
      <Field id={`${id}-understood`} check label="I understand that a lost passphrase and a lost recovery key mean lost data.">
        {(control) => (
          <input {...control} type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
        )}
      </Field>
      {error ? (
        <p className="alert alert--danger" role="alert">
          {error}
        </p>
      ) : null}
      <div className="btn-row">
        <button type="submit" className="btn" disabled={busy}>
          {busy ? 'Creating…' : 'Create passphrase'}
        </button>
      </div>
    </form>
  );
}
