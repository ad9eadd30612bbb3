import { useId, useState, type FormEvent } from 'react';
import { BusyButton } from '../../ui/BusyButton';
import { toast } from '../../state/toast';
import { changePassphrase } from '../../vault/rekey';
import { WrongPassphrase } from '../../vault/errors';
import { newPassphraseProblem, usePassphraseWords } from '../../vault/ui/strength';
import { NewPassphraseFields, PassphraseField } from '../../vault/ui/PassphraseField';
import { NEW_PASSPHRASES_DIFFER } from '../../vault/ui/fieldErrors';
import { useFieldErrors } from '../../ui/fieldErrors';
import * as m from '../../content/messages/my-data/compiled/en.js';
import { useMyDataMessages } from './message';
import { RotateOffer } from './RotateOffer';

/** The fields that can have a problem, by the end of their id, in the order they are shown. */
const FIELDS = ['o', 'n', 'n-again'] as const;

export function ChangePassphraseCard() {
  const { t, tv, problem } = useMyDataMessages();
  const words = usePassphraseWords();
  const id = useId();
  const [oldP, setOldP] = useState('');
  const [newP, setNewP] = useState('');
  const [conf, setConf] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A problem with what was typed is said at its field, which gets the focus, until that field changes.
  const fields = useFieldErrors(id, FIELDS);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  // While busy the button ignores presses and keeps the focus (BusyButton).
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setError(null);
    fields.show({});
    setDone(false);
    const weak = await newPassphraseProblem(newP, words);
    if (weak) return fields.show({ n: tv(weak) });
    if (newP !== conf) return fields.show({ 'n-again': tv(NEW_PASSPHRASES_DIFFER) });
    setBusy(true);
    try {
      await changePassphrase(oldP, newP);
      setOldP('');
      setNewP('');
      setConf('');
      setDone(true);
      toast({
        title: t(m.cp_done_title),
        description: t(m.cp_done_text),
        variant: 'success',
      });
    } catch (err) {
      if (err instanceof WrongPassphrase) fields.show({ o: tv(err.message) });
      else setError(problem(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby="cp-h">
      <h2 id="cp-h">{t(m.cp_title)}</h2>
      <PassphraseField
        id={`${id}-o`}
        label={t(m.current_passphrase)}
        value={oldP}
        onChange={(v) => (setOldP(v), fields.clear('o'))}
        error={fields.errors.o}
      />
      <NewPassphraseFields
        id={`${id}-n`}
        label={t(m.new_passphrase)}
        confirmLabel={t(m.new_passphrase_again)}
        value={newP}
        confirm={conf}
        onChange={(v) => (setNewP(v), fields.clear('n'), fields.clear('n-again'))}
        onConfirmChange={(v) => (setConf(v), fields.clear('n-again'))}
        error={fields.errors.n}
        confirmError={fields.errors['n-again']}
      />
      {error ? (
        <p className="alert alert--danger" role="alert">
          {error}
        </p>
      ) : null}
      {done ? <RotateOffer /> : null}
      <BusyButton type="submit" busy={busy} busyLabel={t(m.changing)}>
        {t(m.cp_title)}
      </BusyButton>
    </form>
  );
}
