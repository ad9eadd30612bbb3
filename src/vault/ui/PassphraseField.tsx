import { useState, type ReactNode } from 'react';
import { Field } from '../../ui/Field';
import { NO_SAVE, StrengthHint, startStrengthCheck, usePassphraseStrength } from './strength';
import './vault.css';
import * as m from '../../content/messages/vault/compiled/en.js';
import { useMessages } from '../../ui/i18n';
import { vaultMessages } from './vaultMessages';

interface PassphraseInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  shown: boolean;
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
  onFocus?: () => void;
}

/** The input itself: never saved by a password manager (NO_SAVE), shown as dots unless `shown`. */
function PassphraseInput({ id, value, onChange, shown, describedBy, invalid, required, onFocus }: PassphraseInputProps) {
  return (
    <input
      id={id}
      type={shown ? 'text' : 'password'}
      {...NO_SAVE}
      spellCheck={false}
      autoCapitalize="off"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onFocus={onFocus}
      aria-describedby={describedBy || undefined}
      aria-invalid={invalid ? true : undefined}
      required={required}
    />
  );
}

/** Show / Hide beside a passphrase; its name says which field ("Show current passphrase"). */
function ShowToggle({
  controls,
  label,
  shown,
  onToggle,
}: {
  controls: string;
  label: string;
  shown: boolean;
  onToggle: () => void;
}) {
  const t = useMessages(vaultMessages);
  return (
    <button
      type="button"
      className="btn btn--ghost vault-passphrase__toggle"
      aria-pressed={shown}
      aria-controls={controls}
      onClick={onToggle}
    >
      {shown ? t(m.hide) : t(m.show)}
      <span className="visually-hidden"> {label.charAt(0).toLowerCase() + label.slice(1)}</span>
    </button>
  );
}

/**
 * A field for a passphrase the vault already knows (to unlock, to confirm an action, the
 * passphrase of a backup): label, the input, Show/Hide, an optional hint and the problem
 * with what was typed, said at the field.
 */
export function PassphraseField({
  id,
  label,
  value,
  onChange,
  hint,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: string | null;
}) {
  const [shown, setShown] = useState(false);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <div className="vault-passphrase">
          <PassphraseInput
            id={id}
            value={value}
            onChange={onChange}
            shown={shown}
            describedBy={control['aria-describedby']}
            invalid={Boolean(error)}
          />
          <ShowToggle controls={id} label={label} shown={shown} onToggle={() => setShown((s) => !s)} />
        </div>
      )}
    </Field>
  );
}

/**
 * A new passphrase and its confirmation: the strength hint as it is typed (announced
 * politely), the problem with it at the field, and one Show/Hide for both boxes.
 * The caller checks on submit with newPassphraseProblem() and compares the two.
 */
export function NewPassphraseFields({
  id,
  label,
  confirmLabel,
  value,
  confirm,
  onChange,
  onConfirmChange,
  error,
  confirmError,
  required,
}: {
  id: string;
  label: string;
  confirmLabel: string;
  value: string;
  confirm: string;
  onChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  error?: string | null;
  /** A problem with the second box (e.g. the two are not the same), said at that box. */
  confirmError?: string | null;
  required?: boolean;
}) {
  const [shown, setShown] = useState(false);
  const strength = usePassphraseStrength(value);
  const t = useMessages(vaultMessages);
  // The problem said at the field after a press is often the meter's own words ("Too short: 4
  // more characters needed"): said once, in red, not twice in two colours.
  const quiet = Boolean(error) && error === t(strength.text);
  const confirmId = `${id}-again`;
  return (
    <>
      <Field id={id} label={label} describedBy={`${id}-strength`} error={error}>
        {(control) => (
          <>
            <div className="vault-passphrase">
              <PassphraseInput
                id={id}
                value={value}
                onChange={onChange}
                shown={shown}
                describedBy={control['aria-describedby']}
                invalid={Boolean(error)}
                required={required}
                onFocus={startStrengthCheck}
              />
              <ShowToggle controls={`${id} ${confirmId}`} label={label} shown={shown} onToggle={() => setShown((s) => !s)} />
            </div>
            <StrengthHint id={`${id}-strength`} verdict={strength} quiet={quiet} />
          </>
        )}
      </Field>
      <Field id={confirmId} label={confirmLabel} error={confirmError}>
        {(control) => (
          <PassphraseInput
            id={confirmId}
            value={confirm}
            onChange={onConfirmChange}
            shown={shown}
            required={required}
            describedBy={control['aria-describedby']}
            invalid={Boolean(confirmError)}
          />
        )}
      </Field>
    </>
  );
}
