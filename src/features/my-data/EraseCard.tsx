import { useId, useState, type FormEvent } from 'react';
import { Field } from '../../ui/Field';
import { toast } from '../../state/toast';
import { connectedMode } from '../../lib/config';
import { eraseEverything } from '../../vault/vault';
import { CLEAR_SITE_DATA_HELP, eraseWithPassphraseOrRecoveryKey } from '../../vault/erase';
import { VaultError } from '../../vault/errors';
import { PassphraseField } from '../../vault/ui/PassphraseField';
import { problemMessage } from './message';

const ERASE_WORD = 'ERASE';
const DOWNLOADED_FILES_NOTE =
  'Files you downloaded (backups, PDFs, CSV files, a saved or printed recovery key) are not in EvenGround: they stay where you saved them, for example in Downloads. Delete them there if you need to.';

/**
 * Erase everything. While locked it asks for the passphrase or the recovery key too, so
 * whoever holds the device cannot destroy a parent's records; the field says how to clear
 * the site's data in the browser for a parent who has lost both.
 */
export function EraseCard({ locked = false }: { locked?: boolean }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [secret, setSecret] = useState('');
  const [secretError, setSecretError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (typed !== ERASE_WORD) return;
    setSecretError(null);
    if (locked && !secret) return setSecretError('Type your passphrase or your recovery key.');
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
        signedOut = r.error ? ' Signing out of your account did not work: use Log Out.' : ' You were signed out of your account.';
      }
      toast({
        title: 'Everything erased',
        description: `The protected storage on this device was deleted with every saved item.${signedOut} ${DOWNLOADED_FILES_NOTE}`,
        variant: 'success',
        duration: 12000,
      });
    } catch (err) {
      if (locked && err instanceof VaultError) setSecretError(err.message);
      else toast({ title: 'Not erased', description: problemMessage(err), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="card my-data__danger" onSubmit={submit} noValidate aria-labelledby="er-h">
      <h2 id="er-h">Erase everything on this device</h2>
      <p>
        This deletes your passphrase setup and every saved item here. It cannot be undone. Export a backup first if you may need
        the data.
      </p>
      <p>{DOWNLOADED_FILES_NOTE}</p>
      {locked ? (
        <PassphraseField
          id={`${id}-s`}
          label="Your passphrase or recovery key"
          value={secret}
          onChange={setSecret}
          hint={CLEAR_SITE_DATA_HELP}
          error={secretError}
        />
      ) : null}
      <Field id={`${id}-t`} label={<>Type {ERASE_WORD} to confirm</>}>
        {(control) => (
          <input {...control} type="text" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
        )}
      </Field>
      <button type="submit" className="btn btn--danger" disabled={typed !== ERASE_WORD || busy}>
        {busy ? 'Erasing…' : 'Erase everything'}
      </button>
    </form>
  );
}
