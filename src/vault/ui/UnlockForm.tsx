import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { BusyButton } from '../../ui/BusyButton';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { unlock, unlockWithRecoveryKey } from '../vault';
import { lockedBecause } from '../lock';
import { vaultState } from '../state';
import { toast } from '../../state/toast';
import { errorMessage } from '../../lib/errorMessage';
import { WrongPassphrase } from '../errors';
import { newPassphraseProblem, usePassphraseWords } from './strength';
import { NewPassphraseFields, PassphraseField } from './PassphraseField';
import { Field } from '../../ui/Field';
import { NEW_PASSPHRASES_DIFFER } from './fieldErrors';
import { useFieldErrors } from '../../ui/fieldErrors';
import './vault.css';
import * as paths from '../../lib/paths';
import * as m from '../../content/messages/vault/compiled/en.js';
import { useLang, useMessages } from '../../ui/i18n';
import { vaultMessages } from './vaultMessages';

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

/**
 * Once unlocked, this form is replaced by the page's tool, and the focus would fall to the
 * page: move it to the page's main heading when the form has gone (for up to 2 s).
 */
function focusPageTitle(): void {
  const until = performance.now() + 2000;
  const attempt = () => {
    const active = document.activeElement;
    const dropped = !active || active === document.body || !active.isConnected;
    const form = document.querySelector('[data-testid="vault-unlock"], [data-testid="vault-recover"]');
    const title = document.querySelector<HTMLElement>('main h1');
    if (!form && dropped && title) {
      if (!title.hasAttribute('tabindex')) title.tabIndex = -1;
      return title.focus();
    }
    if (performance.now() < until && (form || dropped)) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
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
  const t = useMessages(vaultMessages);
  const words = usePassphraseWords();
  const shownPurpose = useLang() === 'en' ? purpose : undefined;
  // After "Use recovery key" / "Use passphrase instead", focus the new step's heading. On
  // first showing, the passphrase box takes the focus if nothing else has it.
  useEffect(() => {
    if (switched.current) title.current?.focus();
    else if (!document.activeElement || document.activeElement === document.body) document.getElementById(`${id}-pass`)?.focus();
  }, [mode, id]);

  // While unlocking, the submit button ignores presses and keeps the focus (BusyButton).
  const run = async (fn: () => Promise<void>, wrongField: keyof FieldErrors) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
      focusPageTitle();
      announceLegacy();
    } catch (err) {
      // A passphrase or key that does not open the data is a problem with that field.
      if (err instanceof WrongPassphrase) showFieldErrors({ [wrongField]: t(err.message) });
      else setError(t(errorMessage(err, m.err_unlock)));
    } finally {
      setBusy(false);
    }
  };

  const submitPass = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setError(null);
    if (!pass) return showFieldErrors({ pass: t(m.type_passphrase) });
    showFieldErrors({});
    void run(() => unlock(pass), 'pass');
  };

  const submitRecovery = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setError(null);
    // Every problem at once, each at its field.
    const errs: FieldErrors = {};
    if (!recKey.trim()) errs.rk = t(m.type_rk);
    // Nothing typed: a short request (the rule itself is already the hint under the field).
    const problem = newPass ? await newPassphraseProblem(newPass, words) : m.type_new;
    if (problem) errs.np = t(problem);
    else if (newPass !== confirm) errs['np-again'] = t(NEW_PASSPHRASES_DIFFER);
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
          {t(m.recover_title)}
        </h2>
        <p>{t(m.recover_text)}</p>
        <Field id={`${id}-rk`} label={t(m.rk_label)} hint={t(m.rk_hint)} error={fieldErrors.rk}>
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
          label={t(m.new_passphrase)}
          confirmLabel={t(m.new_passphrase_again)}
          value={newPass}
          confirm={confirm}
          onChange={(v) => (setNewPass(v), editField('np'), editField('np-again'))}
          onConfirmChange={(v) => (setConfirm(v), editField('np-again'))}
          error={fieldErrors.np}
          confirmError={fieldErrors['np-again']}
        />
        {errorBox}
        <div className="btn-row">
          <BusyButton type="submit" busy={busy} busyLabel={t(m.unlocking)}>
            {t(m.recover)}
          </BusyButton>
          <button type="button" className="btn btn--ghost" onClick={() => switchMode('passphrase')}>
            {t(m.use_passphrase)}
          </button>
        </div>
        <p className="muted">
          {t(m.lost_both)} <Link href={paths.myData}>{t(m.my_data)}</Link>.
        </p>
      </form>
    );
  }

  return (
    <form className="card vault-gate" onSubmit={submitPass} noValidate data-testid="vault-unlock">
      <h2 ref={title} tabIndex={-1}>
        {t(m.unlock_title)}
      </h2>
      {snap.lockReason === 'inactivity' || snap.lockReason === 'elsewhere' || snap.unsavedCleared || snap.unsavedKept ? (
        <p className="alert alert--info" role="status" data-testid="lock-note">
          {t(lockedBecause(snap.lockReason))}
          {snap.unsavedCleared ? t(m.unsaved_cleared) : ''}
          {snap.unsavedKept ? t(m.unsaved_kept) : ''}
        </p>
      ) : null}
      <p>{shownPurpose ? `Type your passphrase ${shownPurpose}.` : t(m.unlock_text)}</p>
      <PassphraseField
        id={`${id}-pass`}
        label={t(m.passphrase)}
        value={pass}
        onChange={(v) => (setPass(v), editField('pass'))}
        error={fieldErrors.pass}
      />
      {errorBox}
      <div className="btn-row">
        <BusyButton type="submit" busy={busy} busyLabel={t(m.unlocking)}>
          {t(m.unlock)}
        </BusyButton>
        <button type="button" className="btn btn--ghost" onClick={() => switchMode('recovery')}>
          {t(m.use_rk)}
        </button>
      </div>
    </form>
  );
}
