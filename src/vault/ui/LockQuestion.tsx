import { useId, useLayoutEffect, useRef } from 'react';
import { QuickExitButton } from '../../ui/QuickExitButton';
import * as m from '../../content/messages/vault/compiled/en.js';
import { useMessages } from '../../ui/i18n';
import { vaultMessages } from './vaultMessages';

/**
 * "Lock with unsaved changes?", asked by LockButton and loaded the first time it is asked
 * (the header carries only the button). It opens as a modal when it mounts and closes before
 * it unmounts.
 */
export default function LockQuestion({ onKeep, onLock }: { onKeep: () => void; onLock: () => void }) {
  const id = useId();
  const t = useMessages(vaultMessages);
  const dialog = useRef<HTMLDialogElement>(null);

  useLayoutEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    return () => {
      if (d?.open) d.close();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="vault-dialog"
      aria-labelledby={`${id}-t`}
      aria-describedby={`${id}-d`}
      onCancel={(e) => {
        e.preventDefault();
        onKeep();
      }}
    >
      <h2 id={`${id}-t`}>{t(m.lock_q_title)}</h2>
      <p id={`${id}-d`}>{t(m.lock_q_text)}</p>
      <div className="btn-row">
        <button type="button" className="btn" autoFocus onClick={onKeep}>
          {t(m.keep_editing)}
        </button>
        <button type="button" className="btn btn--danger" onClick={onLock}>
          {t(m.lock_clear)}
        </button>
      </div>
      <QuickExitButton place="dialog" />
    </dialog>
  );
}
