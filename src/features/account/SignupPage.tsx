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

const META = { title: 'Sign Up', description: 'Create an EvenGround account.', path: paths.signup } as const;
export const TERMS_MESSAGE = 'You must agree to the privacy policy and terms of service.';
export const SIGNUP_FAILED = 'Failed to create an account. Please try again.';

function SignupForm() {
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
        Almost there: we sent a confirmation link to {email}. Open it to activate your account, then log in.
      </p>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!agreed) {
      setError(TERMS_MESSAGE);
      return;
    }
    if (!email.trim() || !password) {
      setError('Please enter your email and a password.');
      return;
    }
    setBusy(true);
    const r = await signUp(email.trim(), password);
    setBusy(false);
    if (r.error) {
      setError(r.errorKind === 'provider' ? r.error : SIGNUP_FAILED);
      return;
    }
    if (r.confirmEmail) {
      setConfirmSent(true);
      return;
    }
    toast({ title: 'Account Created', description: 'Welcome to EvenGround.', variant: 'success' });
  };

  return (
    <form className="card account-card" onSubmit={submit} noValidate>
      <Field id={`${id}-email`} label="Email" required>
        {(control) => (
          <input {...control} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        )}
      </Field>
      <Field id={`${id}-password`} label="Password" required>
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
              {show ? 'Hide password' : 'Show password'}
            </button>
          </div>
        )}
      </Field>
      <Field
        id={`${id}-terms`}
        check
        label={
          <>
            I agree to the <Link href={paths.terms}>Terms of Service</Link> and <Link href={paths.privacy}>Privacy Policy</Link>.
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
            Creating account...
          </>
        ) : (
          'Sign Up'
        )}
      </button>
      <p className="account-links">
        <span>
          Already have an account? <Link href={paths.login}>Log In</Link>
        </span>
      </p>
    </form>
  );
}

export default function SignupPage() {
  return <AccountShell {...META}>{connectedMode ? <SignupForm /> : <LocalModeNotice />}</AccountShell>;
}
