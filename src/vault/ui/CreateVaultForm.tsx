import { useId, useRef, useState, type FormEvent } from 'react';
import { Field } from '../../ui/Field';
import { BusyButton } from '../../ui/BusyButton';
import { createVault } from '../vault';
import { errorMessage } from '../../lib/errorMessage';
import { newPassphraseProblem, usePassphraseWords } from './strength';
import { NewPassphraseFields } from './PassphraseField';
import './vault.css';
import * as m from '../../content/messages/vault/compiled/en.js';
import { useLang, useMessages } from '../../ui/i18n';
import { vaultMessages } from './vaultMessages';
import { useFieldErrors } from '../../ui/fieldErrors';

/** The fields that can have a problem, by the end of their id, in the order they are shown. */
const FIELDS = ['pass', 'pass-again', 'understood'] as const;

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
  // A failure no field explains (the vault could not be made) is said above the button.
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A problem with what was typed is said at its field, which gets the focus (on a phone that
  // scrolls it into view with the keyboard), and goes as soon as the parent changes that field:
  // a "Too short" left under a passphrase the meter now calls strong contradicted it.
  const fields = useFieldErrors(id, FIELDS);
  const t = useMessages(vaultMessages);
  const words = usePassphraseWords();
  // A page's reason ("to keep your expense records") is its own words, English until its page is translated.
  const shownPurpose = useLang() === 'en' ? purpose : undefined;

  // A second press while the first is still checking the passphrase (before `busy` shows) is
  // ignored: two presses in one instant must not make the vault twice.
  const running = useRef(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (running.current) return;
    running.current = true;
    try {
      setError(null);
      fields.show({});
      const problem = await newPassphraseProblem(pass, words);
      if (problem) return fields.show({ pass: t(problem) });
      if (pass !== confirm) return fields.show({ 'pass-again': t(m.err_differ) });
      if (!understood) return fields.show({ understood: t(m.err_understood) });
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
    } finally {
      running.current = false;
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
        onChange={(v) => (setPass(v), fields.clear('pass'), fields.clear('pass-again'))}
        onConfirmChange={(v) => (setConfirm(v), fields.clear('pass-again'))}
        error={fields.errors.pass}
        confirmError={fields.errors['pass-again']}
        required
      />
      <Field id={`${id}-understood`} check label={t(m.understood)} error={fields.errors.understood}>
        {(control) => (
          <input
            {...control}
            type="checkbox"
            checked={understood}
            onChange={(e) => (setUnderstood(e.target.checked), fields.clear('understood'))}
          />
        )}
      </Field>
      {error ? (
        <p className="alert alert--danger" role="alert">
          {error}
        </p>
      ) : null}
      <div className="btn-row">
        {/* Never `disabled` (the focus would drop to the page while the vault is made): BusyButton. */}
        <BusyButton type="submit" busy={busy} busyLabel={t(m.creating)}>
          {t(m.create)}
        </BusyButton>
      </div>
    </form>
  );
}
