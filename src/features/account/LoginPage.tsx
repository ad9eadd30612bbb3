import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Field } from '../../ui/Field';
import { useSnapshot } from 'valtio';
import { connectedMode } from '../../lib/config';
import * as paths from '../../lib/paths';
import { readLoginRedirect } from '../../lib/pathQueries';
import { sessionStore } from '../../sync/session';
import { signIn, signInWithGoogle, startSession } from '../../sync/auth';
import { toast } from '../../state/toast';
import { AccountShell, Checking } from './AccountShell';
import { LocalModeNotice } from './LocalModeNotice';
import * as m from '../../content/messages/account/compiled/en.js';
import { useMessages } from '../../ui/i18n';
import { accountMessages } from './accountMessages';

const META = { title: m.login_title, description: m.login_description, path: paths.login } as const;

function LoginForm() {
  const t = useMessages(accountMessages);
  const id = useId();
  const session = useSnapshot(sessionStore);
  const search = useSearch();
  const [, navigate] = useLocation();
  const target = readLoginRedirect(search) ?? paths.profile;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (session.status === 'loading') void startSession();
    // A signed-in visitor (including one who just logged in) goes on to the profile or back.
    if (session.status === 'signedIn') navigate(target, { replace: true });
  }, [session.status, navigate, target]);

  if (session.status !== 'signedOut') return <Checking />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!email.trim() || !password) {
      setError(t(m.enter_email_password));
      return;
    }
    setBusy(true);
    const r = await signIn(email.trim(), password);
    setBusy(false);
    if (r.error) {
      setError(r.error);
      return;
    }
    toast({ title: t(m.logged_in_title), description: t(m.logged_in_text), variant: 'success' });
  };
  const google = async () => {
    setError(null);
    const r = await signInWithGoogle();
    if (r.error) setError(r.error);
  };

  return (
    <div className="card account-card">
      <form onSubmit={submit} noValidate>
        <Field id={`${id}-email`} label={t(m.email)} required>
          {(control) => (
            <input {...control} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          )}
        </Field>
        <Field id={`${id}-password`} label={t(m.password)} required>
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
        {error ? (
          <p className="alert alert--danger" role="alert" data-testid="login-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn" disabled={busy}>
          {busy ? t(m.logging_in) : t(m.login_title)}
        </button>
      </form>
      <p className="account-divider">{t(m.or)}</p>
      <button type="button" className="btn btn--secondary" onClick={google}>
        {t(m.google)}
      </button>
      <div className="account-links">
        <Link href={paths.resetPassword}>{t(m.forgot)}</Link>
        <span>
          {t(m.no_account)} <Link href={paths.signup}>{t(m.signup_title)}</Link>
        </span>
      </div>
    </div>
  );
}

export default function LoginPage() {
  return <AccountShell {...META}>{connectedMode ? <LoginForm /> : <LocalModeNotice />}</AccountShell>;
}
