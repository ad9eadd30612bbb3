import { useEffect, useId, useRef, useState } from 'react';
import { saveBlob } from '../../lib/pdf';
import './vault.css';
import * as m from '../../content/messages/vault/compiled/en.js';
import { useLang, useMessages, type Translate } from '../../ui/i18n';
import { vaultMessages } from './vaultMessages';

/** The recovery key file, in the language on screen (the date as that language writes it). */
function recoveryKeyText(key: string, t: Translate, locale: string | undefined): string {
  return [
    t(m.file_title),
    '',
    key,
    '',
    t(m.file_opens),
    t(m.file_keep),
    t(m.file_made, { date: new Date().toLocaleDateString(locale) }),
    '',
  ].join('\n');
}

/** Shows a recovery key once, with Download, Print and an "I have saved it" confirmation. */
export function RecoveryKeyPanel({ recoveryKey, onDone }: { recoveryKey: string; onDone: () => void }) {
  const [saved, setSaved] = useState(false);
  // Continue was pressed before the box was ticked: its reason is said as a problem.
  const [pressedEarly, setPressedEarly] = useState(false);
  const savedBox = useRef<HTMLInputElement>(null);
  // The name the Download button saved under, said on screen (a phone shows little or nothing).
  const [downloaded, setDownloaded] = useState<string | null>(null);
  const t = useMessages(vaultMessages);
  const locale = useLang() === 'es' ? 'es-US' : undefined;
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
        {t(m.rk_title)}
      </h2>
      <p className="vault-print-hide">
        {t(m.rk_before)} <strong>{t(m.rk_only_now)}</strong>
        {t(m.rk_after)}
      </p>
      <p className="vault-recovery-key" data-testid="recovery-key" aria-label={t(m.rk_label)}>
        {recoveryKey}
      </p>
      {/* On paper, what the downloaded file says: what the key opens, how to keep it, the date
          (not the screen's "Download or print it" and its tick box). */}
      <div className="vault-print-only" data-testid="recovery-key-print-note">
        <p>{t(m.file_opens)}</p>
        <p>{t(m.file_keep)}</p>
        <p>{t(m.file_made, { date: new Date().toLocaleDateString(locale) })}</p>
      </div>
      <div className="btn-row" ref={keep}>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() =>
            setDownloaded(
              saveBlob(new Blob([recoveryKeyText(recoveryKey, t, locale)], { type: 'text/plain' }), t(m.recovery_filename)),
            )
          }
        >
          {t(m.download)}
        </button>
        <button type="button" className="btn btn--secondary" onClick={print}>
          {t(m.print)}
        </button>
      </div>
      <p role="status" className="vault-print-hide" data-testid="recovery-key-downloaded">
        {downloaded ? t(m.rk_downloaded, { name: downloaded }) : null}
      </p>
      <div className="checkbox vault-print-hide">
        <input
          ref={savedBox}
          id={`${id}-saved`}
          type="checkbox"
          checked={saved}
          onChange={(e) => {
            setSaved(e.target.checked);
            setPressedEarly(false);
          }}
        />
        <label htmlFor={`${id}-saved`}>{t(m.rk_saved)}</label>
      </div>
      {/* Continue is never `disabled` (a disabled button cannot be reached, and says nothing):
          until the box is ticked it says aria-disabled and why, and a press brings the parent to
          the box. */}
      {saved ? null : (
        <p
          id={`${id}-why`}
          className={`vault-print-hide ${pressedEarly ? 'field__error' : 'field__hint'}`}
          data-testid="recovery-continue-why"
        >
          {t(m.rk_continue_why)}
        </p>
      )}
      <div className="btn-row">
        <button
          type="button"
          className="btn"
          aria-disabled={!saved}
          aria-describedby={saved ? undefined : `${id}-why`}
          onClick={() => {
            if (saved) return onDone();
            setPressedEarly(true);
            savedBox.current?.focus();
          }}
        >
          {t(m.continue_button)}
        </button>
      </div>
    </div>
  );
}
