import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '../state/toast';
import { QuickExitButton } from '../ui/QuickExitButton';
import { Field } from '../ui/Field';
import { downloadPdf } from '../lib/pdf';
import { config } from '../lib/config';
import { contactProblem, newsletterBody } from './newsletterContact';
import './newsletter.css';

type Tab = 'email' | 'phone';

const TEMPLATE_FILE = 'EvenGround-co-parenting-communication-log.pdf';

async function downloadTemplate(): Promise<void> {
  const { templateDocument } = await import('./newsletterTemplate');
  await downloadPdf(templateDocument, TEMPLATE_FILE);
}

function templateFailed(error: unknown): void {
  console.error(error);
  toast({
    title: 'The template could not be created',
    description: 'Something went wrong while building the PDF on your device. Please try again.',
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
      await downloadTemplate();
      toast({
        title: 'Your free template is ready',
        description: 'The Co-Parenting Communication Log has been downloaded to your device.',
        variant: 'success',
      });
      onClose();
    } catch (error) {
      templateFailed(error);
      setBusy(false);
    }
  };

  const subscribe = async () => {
    const bad = contactProblem(tab, value);
    setProblem(bad);
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
      setProblem(
        navigator.onLine
          ? 'We could not sign you up just now. Please try again in a moment; what you typed is still here.'
          : 'You are offline, so we could not sign you up. Please try again when you are back online; what you typed is still here.',
      );
      input.current?.focus();
      return;
    }
    try {
      await downloadTemplate();
    } catch (error) {
      templateFailed(error);
      setBusy(false);
      return;
    }
    toast({
      title: 'You are signed up',
      description: `We will send updates to ${value.trim()}. Your free Co-Parenting Communication Log has been downloaded to your device.`,
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
        <h2 id="newsletter-title">Get your free co-parenting template</h2>
        <button type="button" className="icon-btn" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      <form className="modal__body" onSubmit={submit} noValidate>
        <p>
          A printable Co-Parenting Communication Log with the BIFF method on one page: keep a calm, factual record of every
          exchange with the other parent.
        </p>
        {signUp ? (
          <>
            <p>Leave your email or phone number to get new free templates and guides as they come out.</p>
            <div role="tablist" aria-label="How to reach you" className="newsletter__tabs">
              {(['email', 'phone'] as const).map((t) => (
                <button
                  key={t}
                  type="button"
                  role="tab"
                  id={`newsletter-tab-${t}`}
                  aria-selected={tab === t}
                  aria-controls="newsletter-panel"
                  className={tab === t ? 'newsletter__tab newsletter__tab--active' : 'newsletter__tab'}
                  onClick={() => switchTab(t)}
                >
                  {t === 'email' ? 'Email' : 'Phone'}
                </button>
              ))}
            </div>
            <div id="newsletter-panel" role="tabpanel" aria-labelledby={`newsletter-tab-${tab}`}>
              <Field
                id="newsletter-contact"
                errorId={errorId}
                label={tab === 'email' ? 'Email address' : 'Phone number'}
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
          <p className="muted">No email or phone number needed: the template downloads straight to your device.</p>
        )}
        <button type="submit" className="btn" disabled={busy}>
          {busy ? (signUp ? 'Signing you up…' : 'Preparing your template…') : 'Get My Free Template'}
        </button>
      </form>
      <QuickExitButton place="dialog" />
    </dialog>
  );
}
