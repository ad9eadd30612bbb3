import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../ui/toast';
import { changePassphrase } from '../../vault/vault';
import { NO_SAVE, StrengthHint, newPassphraseProblem, usePassphraseStrength } from '../../vault/ui/strength';
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
  const strength = usePassphraseStrength(newP);
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
      <div className="field">
        <label htmlFor={`${id}-o`}>Current passphrase</label>
        <input id={`${id}-o`} type="password" {...NO_SAVE} value={oldP} onChange={(e) => setOldP(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-n`}>New passphrase</label>
        <input
          id={`${id}-n`}
          type="password"
          {...NO_SAVE}
          value={newP}
          onChange={(e) => setNewP(e.target.value)}
          aria-describedby={`${id}-ns${newError ? ` ${id}-ne` : ''}`}
          aria-invalid={newError ? true : undefined}
        />
        <StrengthHint id={`${id}-ns`} verdict={strength} />
        {newError ? (
          <span id={`${id}-ne`} className="field__error" role="alert">
            {newError}
          </span>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-c`}>Type the new passphrase again</label>
        <input id={`${id}-c`} type="password" {...NO_SAVE} value={conf} onChange={(e) => setConf(e.target.value)} />
      </div>
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
