import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../ui/toast';
import { changePassphrase } from '../../vault/vault';
import { WrongPassphrase } from '../../vault/errors';
import { newPassphraseProblem } from '../../vault/ui/strength';
import { NewPassphraseFields, PassphraseField } from '../../vault/ui/PassphraseField';
import { problemMessage } from './message';
import { RotateOffer } from './RotateOffer';

export function ChangePassphraseCard() {
  const id = useId();
  const [oldP, setOldP] = useState('');
  const [newP, setNewP] = useState('');
  const [conf, setConf] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [newError, setNewError] = useState<string | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [oldError, setOldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setNewError(null);
    setConfirmError(null);
    setOldError(null);
    setDone(false);
    // A problem with what was typed is said at its field, which gets the focus.
    const problem = await newPassphraseProblem(newP);
    if (problem) return (setNewError(problem), document.getElementById(`${id}-n`)?.focus());
    if (newP !== conf)
      return (
        setConfirmError('The two new passphrases are not the same. Type them again.'),
        document.getElementById(`${id}-n-again`)?.focus()
      );
    setBusy(true);
    try {
      await changePassphrase(oldP, newP);
      setOldP('');
      setNewP('');
      setConf('');
      setDone(true);
      toast({
        title: 'Passphrase changed',
        description: 'Use your new passphrase from now on. Your recovery key still works.',
        variant: 'success',
      });
    } catch (err) {
      if (err instanceof WrongPassphrase) {
        setOldError(err.message);
        document.getElementById(`${id}-o`)?.focus();
      } else setError(problemMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby="cp-h">
      <h2 id="cp-h">Change passphrase</h2>
      <PassphraseField id={`${id}-o`} label="Current passphrase" value={oldP} onChange={setOldP} error={oldError} />
      <NewPassphraseFields
        id={`${id}-n`}
        label="New passphrase"
        confirmLabel="Type the new passphrase again"
        value={newP}
        confirm={conf}
        onChange={setNewP}
        onConfirmChange={setConf}
        error={newError}
        confirmError={confirmError}
      />
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
