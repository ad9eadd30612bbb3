import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { BusyButton } from '../../ui/BusyButton';
import { replaceRecoveryKey } from '../../vault/rekey';
import { PassphraseField } from '../../vault/ui/PassphraseField';
import { RecoveryKeyPanel } from '../../vault/ui/RecoveryKeyPanel';
import * as m from '../../content/messages/my-data/compiled/en.js';
import { useMyDataMessages } from './message';
import { RotateOffer } from './RotateOffer';

export function RecoveryKeyCard() {
  const { t, problem } = useMyDataMessages();
  const id = useId();
  const [pass, setPass] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [newKey, setNewKey] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // Continue under the new key puts this card back: its heading takes the focus (it fell to
  // the page before, 360x740), with the offer to replace the encryption key just below it.
  // Each time the card comes back, a second new key in the same visit too (`done` is then
  // already true, so the key's going is what says the card is back).
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (done && newKey === null) title.current?.focus();
  }, [done, newKey]);
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
  // While busy the button ignores presses and keeps the focus (BusyButton).
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setError(null);
    setBusy(true);
    try {
      setNewKey(await replaceRecoveryKey(pass));
      setPass('');
    } catch (err) {
      setError(problem(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby="rk-h">
      <h2 id="rk-h" ref={title} tabIndex={-1}>
        {t(m.rk_title)}
      </h2>
      <p>{t(m.rk_text)}</p>
      <PassphraseField id={`${id}-p`} label={t(m.your_passphrase)} value={pass} onChange={setPass} />
      {error ? (
        <p className="alert alert--danger" role="alert">
          {error}
        </p>
      ) : null}
      {done ? <RotateOffer /> : null}
      <BusyButton type="submit" className="btn btn--secondary" busy={busy} busyLabel={t(m.making)}>
        {t(m.rk_make)}
      </BusyButton>
    </form>
  );
}
