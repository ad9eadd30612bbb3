import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '../state/toast';
import { QuickExitButton } from '../ui/QuickExitButton';
import { Field } from '../ui/Field';
import { downloadPdf } from '../lib/pdf';
import { config } from '../lib/config';
import { catalog, useMessages } from '../ui/i18n';
import { shellMessages } from '../ui/shellMessages';
import type { Translate } from '../lib/translate';
import * as m from '../content/messages/newsletter/compiled/en.js';
import { contactProblem, newsletterBody } from './newsletterContact';
import './newsletter.css';

type Tab = 'email' | 'phone';

/** The pop-up's words and its template's, loaded with this chunk (docs/i18n.md). */
const newsletterMessages = catalog(() => import('../content/messages/newsletter/compiled/es.js'));

async function downloadTemplate(t: Translate, shell: Translate): Promise<void> {
  const { templateDocument } = await import('./newsletterTemplate');
  await downloadPdf((kit) => templateDocument(kit, t, shell), t(m.pdf_file));
}

function templateFailed(error: unknown, t: Translate): void {
  console.error(error);
  toast({
    title: t(m.failed_title),
    description: t(m.failed_text),
    variant: 'destructive',
  });
}

/**
 * The pop-up's content, loaded only when it opens. "Get My Free Template" builds the free
 * template on the device and downloads it at once. Only when a newsletter address is set
 * (VITE_NEWSLETTER_URL) does it ask for an email or phone number, and then it really sends
 * it there; otherwise it asks for nothing.
 */
export default function NewsletterDialog({ onClose }: { onClose: () => void }) {
  const t = useMessages(newsletterMessages);
  const shell = useMessages(shellMessages);
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [tab, setTab] = useState<Tab>('email');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const uid = useId();
  const errorId = `${uid}-error`;
  const signUp = Boolean(config.newsletterUrl);

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);

  const switchTab = (next: Tab) => {
    setTab(next);
    setValue('');
    setProblem(null);
  };

  const handOver = async () => {
    setBusy(true);
    try {
      await downloadTemplate(t, shell);
      toast({
        title: t(m.ready_title),
        description: t(m.ready_text),
        variant: 'success',
      });
      onClose();
    } catch (error) {
      templateFailed(error, t);
      setBusy(false);
    }
  };

  const subscribe = async () => {
    const bad = contactProblem(tab, value);
    setProblem(bad && t(bad));
    if (bad) {
      input.current?.focus();
      return;
    }
    setBusy(true);
    let ok: boolean;
    try {
      const res = await fetch(config.newsletterUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(newsletterBody(tab, value)),
      });
      ok = res.ok;
    } catch {
      ok = false;
    }
    if (!ok) {
      setBusy(false);
      setProblem(navigator.onLine ? t(m.not_signed_up) : t(m.not_signed_up_offline));
      input.current?.focus();
      return;
    }
    try {
      await downloadTemplate(t, shell);
    } catch (error) {
      templateFailed(error, t);
      setBusy(false);
      return;
    }
    toast({
      title: t(m.signed_up_title),
      description: t(m.signed_up_text, { contact: value.trim() }),
      variant: 'success',
    });
    onClose();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    void (signUp ? subscribe() : handOver());
  };

  return (
    <dialog
      ref={dialog}
      className="modal newsletter"
      aria-labelledby="newsletter-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className="modal__header">
        <h2 id="newsletter-title">{t(m.title)}</h2>
        <button type="button" className="icon-btn" aria-label={t(m.close)} onClick={onClose}>
          ×
        </button>
      </div>
      <form className="modal__body" onSubmit={submit} noValidate>
        <p>{t(m.intro)}</p>
        {signUp ? (
          <>
            <p>{t(m.sign_up_text)}</p>
            <div role="tablist" aria-label={t(m.tabs_label)} className="newsletter__tabs">
              {(['email', 'phone'] as const).map((k) => (
                <button
                  key={k}
                  type="button"
                  role="tab"
                  id={`newsletter-tab-${k}`}
                  aria-selected={tab === k}
                  aria-controls="newsletter-panel"
                  className={tab === k ? 'newsletter__tab newsletter__tab--active' : 'newsletter__tab'}
                  onClick={() => switchTab(k)}
                >
                  {t(k === 'email' ? m.tab_email : m.tab_phone)}
                </button>
              ))}
            </div>
            <div id="newsletter-panel" role="tabpanel" aria-labelledby={`newsletter-tab-${tab}`}>
              <Field
                id="newsletter-contact"
                errorId={errorId}
                label={t(tab === 'email' ? m.label_email : m.label_phone)}
                error={problem}
                required
              >
                {(control) => (
                  <input
                    {...control}
                    ref={input}
                    type={tab === 'email' ? 'email' : 'tel'}
                    autoComplete={tab === 'email' ? 'email' : 'tel'}
                    value={value}
                    onChange={(e) => setValue(e.target.value)}
                  />
                )}
              </Field>
            </div>
          </>
        ) : (
          <p className="muted">{t(m.no_contact)}</p>
        )}
        <button type="submit" className="btn" disabled={busy}>
          {t(busy ? (signUp ? m.signing_up : m.preparing) : m.get_template)}
        </button>
      </form>
      <QuickExitButton place="dialog" />
    </dialog>
  );
}
