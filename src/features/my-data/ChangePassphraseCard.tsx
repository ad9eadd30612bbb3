import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../ui/toast';
import { changePassphrase } from '../../vault/vault';
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
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
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
      toast({
        title: 'Passphrase changed',
        description: 'Use your new passphrase from now on. Your recovery key still works.',
        variant: 'success',
      });
    } catch (err) {
      setError(problemMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby="cp-h">
      <h2 id="cp-h">Change passphrase</h2>
      <PassphraseField id={`${id}-o`} label="Current passphrase" value={oldP} onChange={setOldP} />
      <NewPassphraseFields
        id={`${id}-n`}
        label="New passphrase"
        confirmLabel="Type the new passphrase again"
        value={newP}
        confirm={conf}
        onChange={setNewP}
        onConfirmChange={setConf}
        error={newError}
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
