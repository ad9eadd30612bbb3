import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../state/toast';
import { changePassphrase } from '../../vault/rekey';
import { WrongPassphrase } from '../../vault/errors';
import { newPassphraseProblem } from '../../vault/ui/strength';
import { NewPassphraseFields, PassphraseField } from '../../vault/ui/PassphraseField';
import { NEW_PASSPHRASES_DIFFER } from '../../vault/ui/fieldErrors';
import { useFieldErrors } from '../../ui/fieldErrors';
import { problemMessage } from './message';
import { RotateOffer } from './RotateOffer';

/** The fields that can have a problem, by the end of their id, in the order they are shown. */
const FIELDS = ['o', 'n', 'n-again'] as const;

export function ChangePassphraseCard() {
  const id = useId();
  const [oldP, setOldP] = useState('');
  const [newP, setNewP] = useState('');
  const [conf, setConf] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A problem with what was typed is said at its field, which gets the focus.
  const fields = useFieldErrors(id, FIELDS);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    fields.show({});
    setDone(false);
    const problem = await newPassphraseProblem(newP);
    if (problem) return fields.show({ n: problem });
    if (newP !== conf) return fields.show({ 'n-again': NEW_PASSPHRASES_DIFFER });
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
      if (err instanceof WrongPassphrase) fields.show({ o: err.message });
      else setError(problemMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby="cp-h">
      <h2 id="cp-h">Change passphrase</h2>
      <PassphraseField id={`${id}-o`} label="Current passphrase" value={oldP} onChange={setOldP} error={fields.errors.o} />
      <NewPassphraseFields
        id={`${id}-n`}
        label="New passphrase"
        confirmLabel="Type the new passphrase again"
        value={newP}
        confirm={conf}
        onChange={setNewP}
        onConfirmChange={setConf}
        error={fields.errors.n}
        confirmError={fields.errors['n-again']}
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
