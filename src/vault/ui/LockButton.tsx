import { useEffect, useRef, useState, type ReactNode } from 'react';
import { hasUnkeptInput } from '../../state/dirty';
import { onDemand } from '../../ui/onDemand';
import './vault.css';

async function lockEverywhere(): Promise<void> {
  // Loaded on demand, so the header does not pull in the vault's code.
  const { lock } = await import('../lock');
  lock('user');
}

// The question is fetched the first time it is asked, not with the header that every page
// shows (docs/performance.md). Should its chunk fail to load, the browser's own confirm asks.
const lockQuestion = onDemand<{ onKeep: () => void; onLock: () => void }>(
  () => import('./LockQuestion'),
  function AskPlainly({ onKeep, onLock }) {
    useEffect(() => {
      if (window.confirm('Lock with unsaved changes? Locking clears them from the screen. Everything you saved stays safe.'))
        onLock();
      else onKeep();
    }, [onKeep, onLock]);
    return null;
  },
);

/**
 * Locks the vault (in every tab on this device). When the page holds input that has not
 * been saved and is not kept as a draft, it first asks, because locking clears it.
 */
export function LockButton({ className, children, ariaLabel }: { className: string; children: ReactNode; ariaLabel?: string }) {
  const [asking, setAsking] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  const wasAsking = useRef(false);
  useEffect(() => {
    // Back to the Lock button when the question is closed without locking.
    if (!asking && wasAsking.current) opener.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  const click = () => {
    if (hasUnkeptInput()) setAsking(true);
    else void lockEverywhere();
  };
  const keep = () => setAsking(false);
  const lockNow = () => {
    setAsking(false);
    void lockEverywhere();
  };

  const Question = lockQuestion.use(asking);
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
      {asking && Question ? <Question onKeep={keep} onLock={lockNow} /> : null}
    </>
  );
}
