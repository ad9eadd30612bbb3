import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../state/toast';
import { rotateDataKey } from '../../vault/rekey';
import { PassphraseField } from '../../vault/ui/PassphraseField';
import { RecoveryKeyPanel } from '../../vault/ui/RecoveryKeyPanel';
import { problemMessage } from './message';

export function RotateKeyCard() {
  const id = useId();
  const [pass, setPass] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [newKey, setNewKey] = useState<string | null>(null);
  if (newKey)
    return (
      <RecoveryKeyPanel
        recoveryKey={newKey}
        onDone={() => {
          setNewKey(null);
          toast({
            title: 'Encryption key replaced',
            description:
              'Every saved item is now encrypted with a new key. Backups made before today no longer match this device: export a new backup.',
            variant: 'success',
            duration: 10000,
          });
        }}
      />
    );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!pass) return setError('Type your passphrase.');
    setProgress({ done: 0, total: 0 });
    try {
      const key = await rotateDataKey(pass, (done, total) => setProgress({ done, total }));
      setPass('');
      setNewKey(key);
    } catch (err) {
      setError(problemMessage(err));
    } finally {
      setProgress(null);
    }
  };
  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby="rotate-h" data-testid="rotate-card">
      <h2 id="rotate-h" tabIndex={-1}>
        Replace the encryption key
      </h2>
      <p>
        Changing the passphrase or the recovery key does not change the key your items are encrypted with. This makes a new key
        and encrypts every saved item again with it. Afterwards, backups made before, the old recovery key and any copy of this
        device's storage taken before open nothing saved here. Your passphrase stays the same; you get a new recovery key, shown
        once. Other EvenGround windows on this device lock while it runs.
      </p>
      <PassphraseField id={`${id}-p`} label="Your passphrase" value={pass} onChange={setPass} />
      {progress ? (
        <p role="status" data-testid="rotate-progress">
          {progress.total ? `Encrypting again: ${progress.done} of ${progress.total} items…` : 'Checking your passphrase…'}
        </p>
      ) : null}
      {progress && progress.total ? (
        <progress max={progress.total} value={progress.done} aria-label="Items encrypted again" />
      ) : null}
      {error ? (
        <p className="alert alert--danger" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn--secondary" disabled={!!progress}>
        {progress ? 'Replacing…' : 'Replace the encryption key'}
      </button>
    </form>
  );
}
