import { useEffect, useId, useRef, useState } from 'react';
import { Field } from './Field';
import { openMailto, type MailHandoff } from '../lib/mailto';
import './MailHandoff.css';
import * as m from '../content/messages/mail/compiled/en.js';
import { useMessages } from './i18n';
import { mailMessages } from './mailMessages';

const NOUNS = { message: m.noun_message, story: m.noun_story } as const;

/**
 * Sending a form through the parent's own mail app (the contact form, the community story).
 * The page cannot know whether a mail app opened, let alone whether the email went out, so
 * nothing typed is cleared until the parent says so: after Send the form keeps its text and
 * asks "Did your mail app open with your message?". "No" keeps everything and offers other
 * ways to send it (copy the message, copy the address, try again); "Yes" clears the form.
 */

/** What was handed to the mail app, and whether the full body went to the clipboard. */
export interface SentMail {
  mail: MailHandoff;
  /** True when the link was shortened and the whole body was copied to the clipboard. */
  copiedFull: boolean;
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Opens the mail app with the message. When the link had to be shortened, the whole body is
 * put on the clipboard first (while the Send press still counts as the parent's own action).
 */
export async function sendByMail(mail: MailHandoff): Promise<SentMail> {
  const copiedFull = mail.truncated ? await copyText(mail.fullBody) : false;
  openMailto(mail.href);
  return { mail, copiedFull };
}

type Stage = 'asking' | 'kept' | 'cleared';
type Copied = { what: 'text' | 'address'; ok: boolean } | null;

/**
 * The question after Send, under the form. Give it a new `key` for every Send. `onSent` clears
 * the form; `thanks` is shown once it is cleared.
 */
export function MailHandoffPrompt({
  sent,
  noun: kind,
  thanks,
  onSent,
  testId,
}: {
  sent: SentMail;
  /** What the form holds, in the parent's words: "message", "story". */
  noun: keyof typeof NOUNS;
  thanks: string;
  onSent: () => void;
  testId: string;
}) {
  const t = useMessages(mailMessages);
  const { mail, copiedFull } = sent;
  const noun = t(NOUNS[kind]);
  const [stage, setStage] = useState<Stage>('asking');
  const [copied, setCopied] = useState<Copied>(null);
  const focusRef = useRef<HTMLParagraphElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const uid = useId();
  // Focus follows the conversation: the question after Send, then whatever answers it. The
  // whole panel is scrolled into view, clear of the header and of the buttons fixed at the
  // bottom of a phone's screen (scroll-margin in MailHandoff.css).
  useEffect(() => {
    focusRef.current?.focus({ preventScroll: true });
    panelRef.current?.scrollIntoView({ block: 'nearest' });
  }, [stage]);

  const copy = async (what: 'text' | 'address') =>
    setCopied({ what, ok: await copyText(what === 'text' ? mail.copyText : mail.to) });

  const cleared = () => {
    onSent();
    setStage('cleared');
  };

  if (stage === 'cleared') {
    return (
      <div ref={panelRef} className="alert alert--success mail-handoff" data-testid={testId} data-stage={stage}>
        <p ref={focusRef} tabIndex={-1} role="status">
          {thanks}
        </p>
      </div>
    );
  }

  const shortened = mail.truncated ? (
    <p>
      {t(m.shortened, { noun })} {t(copiedFull ? m.copied_full : m.still_in_form_full, { noun })}
    </p>
  ) : null;

  if (stage === 'asking') {
    return (
      <div
        ref={panelRef}
        className="alert alert--info mail-handoff"
        role="region"
        aria-labelledby={`${uid}-q`}
        data-testid={testId}
        data-stage={stage}
        data-mailto={mail.href}
      >
        <p id={`${uid}-q`} ref={focusRef} tabIndex={-1} className="mail-handoff__question">
          {t(m.question, { noun })}
        </p>
        <p>{t(m.addressed, { address: mail.to, noun })}</p>
        {shortened}
        <div className="btn-row">
          <button type="button" className="btn" onClick={cleared}>
            {t(m.yes_clear)}
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => setStage('kept')}>
            {t(m.no_keep, { noun })}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div
      ref={panelRef}
      className="alert alert--info mail-handoff"
      role="region"
      aria-labelledby={`${uid}-kept`}
      data-testid={testId}
      data-stage={stage}
      data-mailto={mail.href}
    >
      <p id={`${uid}-kept`} ref={focusRef} tabIndex={-1} className="mail-handoff__question">
        {t(m.still_in_form, { noun })}
      </p>
      <p>
        {t(m.any_account, { noun })} <strong>{mail.to}</strong>
        {t(m.or)} <a href={mail.href}>{t(m.try_again)}</a>.
      </p>
      {shortened}
      <div className="btn-row">
        <button type="button" className="btn btn--secondary" onClick={() => void copy('text')}>
          {t(m.copy_noun, { noun })}
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => void copy('address')}>
          {t(m.copy_address)}
        </button>
      </div>
      <p role="status" className="mail-handoff__copied" data-testid={`${testId}-copied`}>
        {copied?.ok ? (copied.what === 'text' ? t(m.copied_text, { noun }) : t(m.copied_address, { address: mail.to })) : ''}
      </p>
      {copied && !copied.ok ? (
        <Field id={`${uid}-manual`} label={t(m.copy_manually)}>
          {(control) => (
            <textarea
              {...control}
              readOnly
              rows={6}
              value={copied.what === 'text' ? mail.copyText : mail.to}
              onFocus={(e) => e.currentTarget.select()}
            />
          )}
        </Field>
      ) : null}
      <div className="btn-row">
        <button type="button" className="btn btn--ghost" onClick={cleared}>
          {t(m.sent_clear)}
        </button>
      </div>
    </div>
  );
}
