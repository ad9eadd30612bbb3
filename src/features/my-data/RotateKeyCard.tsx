import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../state/toast';
import { rotateDataKey } from '../../vault/rekey';
import { PassphraseField } from '../../vault/ui/PassphraseField';
import { RecoveryKeyPanel } from '../../vault/ui/RecoveryKeyPanel';
import * as m from '../../content/messages/my-data/compiled/en.js';
import { useMyDataMessages } from './message';

export function RotateKeyCard() {
  const { t, problem } = useMyDataMessages();
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
            title: t(m.rotate_done_title),
            description: t(m.rotate_done_text),
            variant: 'success',
            duration: 10000,
          });
        }}
      />
    );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!pass) return setError(t(m.type_passphrase));
    setProgress({ done: 0, total: 0 });
    try {
      const key = await rotateDataKey(pass, (done, total) => setProgress({ done, total }));
      setPass('');
      setNewKey(key);
    } catch (err) {
      setError(problem(err));
    } finally {
      setProgress(null);
    }
  };
  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby="rotate-h" data-testid="rotate-card">
      <h2 id="rotate-h" tabIndex={-1}>
        {t(m.rotate_title)}
      </h2>
      <p>{t(m.rotate_text)}</p>
      <PassphraseField id={`${id}-p`} label={t(m.your_passphrase)} value={pass} onChange={setPass} />
      {progress ? (
        <p role="status" data-testid="rotate-progress">
          {progress.total ? t(m.rotate_progress, { done: progress.done, total: progress.total }) : t(m.checking_passphrase)}
        </p>
      ) : null}
      {progress && progress.total ? (
        <progress max={progress.total} value={progress.done} aria-label={t(m.rotate_progress_label)} />
      ) : null}
      {error ? (
        <p className="alert alert--danger" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn--secondary" disabled={!!progress}>
        {progress ? t(m.replacing) : t(m.rotate_title)}
      </button>
    </form>
  );
}
