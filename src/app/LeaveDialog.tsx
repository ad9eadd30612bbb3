import { useId, useLayoutEffect, useRef, useState } from 'react';
import { canSaveUnsaved, currentProtectOffer, hasUnkeptInput, saveUnsaved } from '../state/dirty';
import { QuickExitButton } from '../ui/QuickExitButton';

/**
 * "Leave this page?", asked by src/app/LeaveGuard.tsx and loaded when it is first asked. It
 * opens as a modal when it mounts and closes before it unmounts, so focus goes back to where
 * the parent was.
 */
export default function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();

  useLayoutEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    return () => {
      if (d?.open) d.close();
    };
  }, []);

  // Work held in memory only, no vault yet (docs/try-first.md): "Protect and keep" instead of a save.
  const [offer] = useState(currentProtectOffer);
  const kept = !offer && !hasUnkeptInput();
  // "Save and leave" where every unsaved form can save from here (issue 32).
  const [canSave] = useState(() => !offer && canSaveUnsaved());
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const saveAndLeave = async () => {
    setSaving(true);
    setFailed(false);
    let ok: boolean;
    try {
      ok = await saveUnsaved();
    } catch {
      ok = false;
    }
    setSaving(false);
    if (ok) onLeave();
    else setFailed(true);
  };
  return (
    <dialog
      ref={dialog}
      className="modal leave-dialog"
      aria-labelledby={`${id}-t`}
      aria-describedby={`${id}-d`}
      onCancel={(e) => {
        e.preventDefault();
        onStay();
      }}
    >
      <div className="modal__header">
        <h2 id={`${id}-t`}>Leave this page?</h2>
      </div>
      <div className="modal__body">
        <p id={`${id}-d`}>
          {offer
            ? 'Nothing you entered here is kept on this device yet. If you leave, it is gone. Protect it with a passphrase to keep it.'
            : kept
              ? 'You have changes here that you have not saved yet. They are kept, encrypted, on this device, and come back when you open this page again.'
              : 'You have changes here that you have not saved. If you leave, they will be lost.'}
        </p>
        {failed ? (
          <p className="alert alert--danger" role="alert">
            Your changes could not be saved, so you are still on this page and nothing was lost. Check the form, then save again.
          </p>
        ) : null}
        <div className="btn-row">
          <button type="button" className="btn" autoFocus onClick={onStay}>
            Stay on this page
          </button>
          {offer ? (
            <button type="button" className="btn btn--secondary" onClick={() => (onStay(), offer.protect())}>
              Protect and keep
            </button>
          ) : null}
          {canSave ? (
            <button type="button" className="btn btn--secondary" disabled={saving} onClick={() => void saveAndLeave()}>
              {saving ? 'Saving…' : 'Save and leave'}
            </button>
          ) : null}
          <button type="button" className="btn btn--secondary" onClick={() => (offer?.discard(), onLeave())}>
            {offer ? 'Leave without saving' : 'Leave page'}
          </button>
        </div>
      </div>
      <QuickExitButton place="dialog" />
    </dialog>
  );
}
