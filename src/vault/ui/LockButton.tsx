import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { hasUnkeptInput } from '../../state/dirty';
import { QuickExitButton } from '../../ui/QuickExitButton';
import './vault.css';

async function lockEverywhere(): Promise<void> {
  // Loaded on demand, so the header does not pull in the vault's code.
  const { lock } = await import('../lock');
  lock('user');
}

/**
 * Locks the vault (in every tab on this device). When the page holds input that has not
 * been saved and is not kept as a draft, it first asks, because locking clears it.
 */
export function LockButton({ className, children, ariaLabel }: { className: string; children: ReactNode; ariaLabel?: string }) {
  const id = useId();
  const [asking, setAsking] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  const wasAsking = useRef(false);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (asking && !d.open) d.showModal();
    if (!asking && d.open) d.close();
    // Back to the Lock button when the question is closed without locking.
    if (!asking && wasAsking.current) opener.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  const click = () => {
    if (hasUnkeptInput()) setAsking(true);
    else void lockEverywhere();
  };
  const cancel = () => setAsking(false);

  return (
    <>
      <button
        ref={opener}
        type="button"
        className={className}
        onClick={click}
        {...(ariaLabel ? { 'aria-label': ariaLabel } : {})}
      >
        {children}
      </button>
      <dialog
        ref={dialog}
        className="vault-dialog"
        aria-labelledby={`${id}-t`}
        aria-describedby={`${id}-d`}
        onCancel={(e) => {
          e.preventDefault();
          cancel();
        }}
      >
        <h2 id={`${id}-t`}>Lock with unsaved changes?</h2>
        <p id={`${id}-d`}>
          This page has changes you have not saved. Locking clears them from the screen, for privacy. Everything you saved before
          stays safe.
        </p>
        <div className="btn-row">
          <button type="button" className="btn" autoFocus onClick={cancel}>
            Keep editing
          </button>
          <button
            type="button"
            className="btn btn--danger"
            onClick={() => {
              setAsking(false);
              void lockEverywhere();
            }}
          >
            Lock and clear unsaved changes
          </button>
        </div>
        <QuickExitButton place="dialog" />
      </dialog>
    </>
  );
}
