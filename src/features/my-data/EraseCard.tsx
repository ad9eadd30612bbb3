import { useId, useState, type FormEvent } from 'react';
import { Field } from '../../ui/Field';
import { toast } from '../../state/toast';
import { connectedMode } from '../../lib/config';
import { eraseEverything } from '../../vault/vault';
import { CLEAR_SITE_DATA_HELP, eraseWithPassphraseOrRecoveryKey } from '../../vault/erase';
import { VaultError } from '../../vault/errors';
import { PassphraseField } from '../../vault/ui/PassphraseField';
import * as m from '../../content/messages/my-data/compiled/en.js';
import { useMyDataMessages } from './message';

const ERASE_WORD = 'ERASE';

/**
 * Erase everything. While locked it asks for the passphrase or the recovery key too, so
 * whoever holds the device cannot destroy a parent's records; the field says how to clear
 * the site's data in the browser for a parent who has lost both.
 */
export function EraseCard({ locked = false }: { locked?: boolean }) {
  const { t, problem } = useMyDataMessages();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [secret, setSecret] = useState('');
  const [secretError, setSecretError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (typed !== ERASE_WORD) return;
    setSecretError(null);
    if (locked && !secret) return setSecretError(t(m.type_secret));
    setBusy(true);
    try {
      if (locked) await eraseWithPassphraseOrRecoveryKey(secret);
      else await eraseEverything();
      setTyped('');
      setSecret('');
      let signedOut = '';
      if (connectedMode) {
        // Loaded only in connected mode, so local mode never downloads the account code.
        const { signOut, finishSignOut } = await import('../../sync/auth');
        const r = await signOut();
        finishSignOut();
        signedOut = r.error ? t(m.sign_out_failed) : t(m.signed_out);
      }
      toast({
        title: t(m.erased_title),
        description: `${t(m.erased_text)}${signedOut} ${t(m.downloaded_files)}`,
        variant: 'success',
        duration: 12000,
      });
    } catch (err) {
      if (locked && err instanceof VaultError) setSecretError(problem(err));
      else toast({ title: t(m.not_erased), description: problem(err), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="card my-data__danger" onSubmit={submit} noValidate aria-labelledby="er-h">
      <h2 id="er-h">{t(m.erase_title)}</h2>
      <p>{t(m.erase_text)}</p>
      <p>{t(m.downloaded_files)}</p>
      {locked ? (
        <PassphraseField
          id={`${id}-s`}
          label={t(m.passphrase_or_rk)}
          value={secret}
          onChange={setSecret}
          hint={t(CLEAR_SITE_DATA_HELP)}
          error={secretError}
        />
      ) : null}
      <Field id={`${id}-t`} label={t(m.type_erase, { word: ERASE_WORD })}>
        {(control) => (
          <input {...control} type="text" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
        )}
      </Field>
      <button type="submit" className="btn btn--danger" disabled={typed !== ERASE_WORD || busy}>
        {busy ? t(m.erasing) : t(m.erase)}
      </button>
    </form>
  );
}
