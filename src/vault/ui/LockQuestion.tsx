import { useId, useLayoutEffect, useRef } from 'react';
import { QuickExitButton } from '../../ui/QuickExitButton';

/**
 * "Lock with unsaved changes?", asked by LockButton and loaded the first time it is asked
 * (the header carries only the button). It opens as a modal when it mounts and closes before
 * it unmounts.
 */
export default function LockQuestion({ onKeep, onLock }: { onKeep: () => void; onLock: () => void }) {
  const id = useId();
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
      <h2 id={`${id}-t`}>Lock with unsaved changes?</h2>
      <p id={`${id}-d`}>
        This page has changes you have not saved. Locking clears them from the screen, for privacy. Everything you saved before
        stays safe.
      </p>
      <div className="btn-row">
        <button type="button" className="btn" autoFocus onClick={onKeep}>
          Keep editing
        </button>
        <button type="button" className="btn btn--danger" onClick={onLock}>
          Lock and clear unsaved changes
        </button>
      </div>
      <QuickExitButton place="dialog" />
    </dialog>
  );
}
