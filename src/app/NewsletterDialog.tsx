import { useEffect, useRef, useState } from 'react';
import { toast } from '../ui/toast';
import { downloadPdf } from '../lib/pdf';
import './newsletter.css';

type Tab = 'email' | 'phone';

/**
 * The pop-up's content, loaded only when it opens. "Get My Free Template" builds the
 * free template on the device and downloads it at once. We do not claim a subscription:
 * no mailing list exists on this installation, so the contact value is not stored or sent.
 */
export default function NewsletterDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [tab, setTab] = useState<Tab>('email');
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);

  const switchTab = (next: Tab) => {
    setTab(next);
    setValue('');
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const { templateDocument } = await import('./newsletterTemplate');
      await downloadPdf(templateDocument, 'EvenGround-co-parenting-communication-log.pdf');
      toast({
        title: '✅ Your free template is ready',
        description:
          'The Co-Parenting Communication Log has been downloaded to your device. We have not stored your contact details: newsletter sign-up is not available yet.',
        variant: 'success',
      });
      onClose();
    } catch (error) {
      console.error(error);
      toast({
        title: 'The template could not be created',
        description: 'Something went wrong while building the PDF on your device. Please try again.',
        variant: 'destructive',
      });
      setBusy(false);
    }
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
      <form className="modal__body" onSubmit={submit}>
        <p>
          A printable Co-Parenting Communication Log with the BIFF method on one page: keep a calm, factual record of every
          exchange with the other parent.
        </p>
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
        <div id="newsletter-panel" role="tabpanel" aria-labelledby={`newsletter-tab-${tab}`} className="field">
          <label htmlFor="newsletter-contact">{tab === 'email' ? 'Email address' : 'Phone number'}</label>
          <input
            id="newsletter-contact"
            type={tab === 'email' ? 'email' : 'tel'}
            autoComplete={tab === 'email' ? 'email' : 'tel'}
            required
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
          <span className="field__hint">Kept on this page only: it is not stored or sent anywhere.</span>
        </div>
        <button type="submit" className="btn" disabled={busy}>
          {busy ? 'Preparing your template…' : 'Get My Free Template'}
        </button>
      </form>
    </dialog>
  );
}
