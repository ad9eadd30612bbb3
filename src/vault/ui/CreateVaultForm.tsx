import { useId, useState, type FormEvent } from 'react';
import { Field } from '../../ui/Field';
import { createVault } from '../vault';
import { errorMessage } from '../../lib/errorMessage';
import { newPassphraseProblem, usePassphraseWords } from './strength';
import { NewPassphraseFields } from './PassphraseField';
import './vault.css';
import * as m from '../../content/messages/vault/compiled/en.js';
import { useLang, useMessages } from '../../ui/i18n';
import { vaultMessages } from './vaultMessages';

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
  const t = useMessages(vaultMessages);
  const words = usePassphraseWords();
  // A page's reason ("to keep your expense records") is its own words, English until its page is translated.
  const shownPurpose = useLang() === 'en' ? purpose : undefined;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setFieldError(null);
    const problem = await newPassphraseProblem(pass, words);
    if (problem) return setFieldError(t(problem));
    if (pass !== confirm) return setError(t(m.err_differ));
    if (!understood) return setError(t(m.err_understood));
    setBusy(true);
    onBusy?.(true);
    try {
      const key = await createVault(pass);
      onCreated(key);
    } catch (err) {
      setError(t(errorMessage(err, m.err_create)));
    } finally {
      setBusy(false);
      onBusy?.(false);
    }
  };

  return (
    <form className="card vault-gate" onSubmit={submit} noValidate data-testid="vault-create">
      <h2>{t(m.create_title)}</h2>
      <p>
        {shownPurpose ? `Create a passphrase ${shownPurpose}. ` : ''}
        {t(m.create_text)}
      </p>
      <p className="field__hint" data-testid="quick-exit-explainer">
        {t(m.qe_before)} <strong>{t(m.qe_button)}</strong> {t(m.qe_after)}
      </p>
      <div className="alert alert--warning" role="note">
        <strong>{t(m.write_down)}</strong> {t(m.write_down_text)}
      </div>
      <NewPassphraseFields
        id={`${id}-pass`}
        label={t(m.passphrase)}
        confirmLabel={t(m.passphrase_again)}
        value={pass}
        confirm={confirm}
        onChange={setPass}
        onConfirmChange={setConfirm}
        error={fieldError}
        required
      />
      <Field id={`${id}-understood`} check label={t(m.understood)}>
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
          {busy ? t(m.creating) : t(m.create)}
        </button>
      </div>
    </form>
  );
}
