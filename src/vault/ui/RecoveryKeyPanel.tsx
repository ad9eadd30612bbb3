import { useEffect, useId, useRef, useState } from 'react';
import { saveBlob } from '../../lib/pdf';
import './vault.css';

function recoveryKeyText(key: string): string {
  return [
    'EvenGround recovery key',
    '',
    key,
    '',
    'This key opens your saved EvenGround data on this device if you forget your passphrase.',
    'Keep it somewhere safe and private, apart from the device. Anyone with this key and the device can read your data.',
    `Made on ${new Date().toLocaleDateString()}.`,
    '',
  ].join('\n');
}

/** Shows a recovery key once, with Download, Print and an "I have saved it" confirmation. */
export function RecoveryKeyPanel({ recoveryKey, onDone }: { recoveryKey: string; onDone: () => void }) {
  const [saved, setSaved] = useState(false);
  const id = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const keep = useRef<HTMLDivElement>(null);
  // The create form that had focus is gone: move focus to this step's heading, and bring
  // Download and Print fully into view (above the phone's floating bar, through the page's
  // scroll-padding-bottom: src/app/floating-bar.css), since the key is shown only now.
  useEffect(() => {
    title.current?.focus();
    keep.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  const print = () => {
    document.documentElement.classList.add('vault-print-recovery');
    const off = () => {
      document.documentElement.classList.remove('vault-print-recovery');
      window.removeEventListener('afterprint', off);
    };
    window.addEventListener('afterprint', off);
    window.print();
  };
  return (
    <div className="card vault-gate vault-print-area" data-testid="recovery-key-panel">
      <h2 ref={title} tabIndex={-1}>
        Your recovery key
      </h2>
      <p>
        If you forget your passphrase, this key is the only way to open your saved data. It is shown <strong>only now</strong>.
        Download or print it and keep it somewhere safe, apart from this device.
      </p>
      <p className="vault-recovery-key" data-testid="recovery-key" aria-label="Recovery key">
        {recoveryKey}
      </p>
      <div className="btn-row" ref={keep}>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() =>
            saveBlob(new Blob([recoveryKeyText(recoveryKey)], { type: 'text/plain' }), 'evenground-recovery-key.txt')
          }
        >
          Download
        </button>
        <button type="button" className="btn btn--secondary" onClick={print}>
          Print
        </button>
      </div>
      <div className="checkbox">
        <input id={`${id}-saved`} type="checkbox" checked={saved} onChange={(e) => setSaved(e.target.checked)} />
        <label htmlFor={`${id}-saved`}>I have saved my recovery key somewhere safe.</label>
      </div>
      <div className="btn-row">
        <button type="button" className="btn" disabled={!saved} onClick={onDone}>
          Continue
        </button>
      </div>
    </div>
  );
}
