import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { Field } from '../../ui/Field';
import { useSnapshot } from 'valtio';
import { connectedMode } from '../../lib/config';
import { sessionStore } from '../../sync/session';
import { signUp, startSession } from '../../sync/auth';
import { toast } from '../../state/toast';
import { AccountShell, Checking } from './AccountShell';
import { LocalModeNotice } from './LocalModeNotice';
import * as paths from '../../lib/paths';
import * as m from '../../content/messages/account/compiled/en.js';
import { useMessages } from '../../ui/i18n';
import { accountMessages } from './accountMessages';

const META = { title: m.signup_title, description: m.signup_description, path: paths.signup } as const;
export const TERMS_MESSAGE = m.terms_message;
export const SIGNUP_FAILED = m.signup_failed;

function SignupForm() {
  const t = useMessages(accountMessages);
  const id = useId();
  const session = useSnapshot(sessionStore);
  const [, navigate] = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [show, setShow] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmSent, setConfirmSent] = useState(false);

  useEffect(() => {
    if (session.status === 'loading') void startSession();
    if (session.status === 'signedIn') navigate(paths.profile, { replace: true });
  }, [session.status, navigate]);

  if (session.status !== 'signedOut') return <Checking />;
  if (confirmSent) {
    return (
      <p className="alert alert--success" role="status">
        {t(m.confirm_sent, { email })}
      </p>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!agreed) {
      setError(t(TERMS_MESSAGE));
      return;
    }
    if (!email.trim() || !password) {
      setError(t(m.enter_email_new_password));
      return;
    }
    setBusy(true);
    const r = await signUp(email.trim(), password);
    setBusy(false);
    if (r.error) {
      setError(r.errorKind === 'provider' ? r.error : t(SIGNUP_FAILED));
      return;
    }
    if (r.confirmEmail) {
      setConfirmSent(true);
      return;
    }
    toast({ title: t(m.created_title), description: t(m.created_text), variant: 'success' });
  };

  return (
    <form className="card account-card" onSubmit={submit} noValidate>
      <Field id={`${id}-email`} label={t(m.email)} required>
        {(control) => (
          <input {...control} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        )}
      </Field>
      <Field id={`${id}-password`} label={t(m.password)} required>
        {(control) => (
          <div className="password-row">
            <input
              {...control}
              type={show ? 'text' : 'password'}
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <button
              type="button"
              className="btn btn--ghost"
              aria-pressed={show}
              aria-controls={`${id}-password`}
              onClick={() => setShow((s) => !s)}
            >
              {show ? t(m.hide_password) : t(m.show_password)}
            </button>
          </div>
        )}
      </Field>
      <Field
        id={`${id}-terms`}
        check
        label={
          <>
            {t(m.agree_before)} <Link href={paths.terms}>{t(m.agree_terms)}</Link> {t(m.agree_and)}{' '}
            <Link href={paths.privacy}>{t(m.agree_privacy)}</Link>.
          </>
        }
      >
        {(control) => <input {...control} type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />}
      </Field>
      {error ? (
        <p className="alert alert--danger" role="alert" data-testid="signup-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn" disabled={busy} aria-busy={busy}>
        {busy ? (
          <>
            <span className="spinner" aria-hidden="true" />
            {t(m.creating)}
          </>
        ) : (
          t(m.signup_title)
        )}
      </button>
      <p className="account-links">
        <span>
          {t(m.have_account)} <Link href={paths.login}>{t(m.login_title)}</Link>
        </span>
      </p>
    </form>
  );
}

export default function SignupPage() {
  return <AccountShell {...META}>{connectedMode ? <SignupForm /> : <LocalModeNotice />}</AccountShell>;
}
