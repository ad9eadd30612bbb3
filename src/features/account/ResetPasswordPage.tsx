import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { Field } from '../../ui/Field';
import { connectedMode } from '../../lib/config';
import { requestPasswordReset } from '../../sync/auth';
import { toast } from '../../state/toast';
import { AccountShell } from './AccountShell';
import { LocalModeNotice } from './LocalModeNotice';
import * as paths from '../../lib/paths';

const META = {
  title: 'Reset Password',
  description: 'Request a link to reset your EvenGround password.',
  path: paths.resetPassword,
} as const;
export const RESET_SENT =
  'If an account exists for this email, a password reset link has been sent. Please check your inbox (and spam folder).';

function ResetForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<{ status: 'idle' | 'sending' | 'error' | 'success'; error?: string }>({ status: 'idle' });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) {
      setState({ status: 'error', error: 'Please enter your email address.' });
      return;
    }
    setState({ status: 'sending' });
    const r = await requestPasswordReset(email.trim());
    if (r.error) {
      setState({ status: 'error', error: r.error });
      toast({ title: 'Error', description: r.error, variant: 'destructive' });
      return;
    }
    setState({ status: 'success' });
    toast({
      title: 'Check your email',
      description: 'A password reset link is on its way if an account exists.',
      variant: 'success',
    });
  };
  return (
    <div className="card account-card">
      {state.status === 'success' ? (
        <p className="alert alert--success" role="status" data-testid="reset-sent">
          {RESET_SENT}
        </p>
      ) : (
        <form onSubmit={submit} noValidate>
          <p>Enter the email you signed up with and we will send you a link to choose a new password.</p>
          <Field id={`${id}-email`} label="Email" required>
            {(control) => (
              <input {...control} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
            )}
          </Field>
          {state.status === 'error' ? (
            <p className="alert alert--danger" role="alert" data-testid="reset-error">
              {state.error}
            </p>
          ) : null}
          <button type="submit" className="btn" disabled={state.status === 'sending'}>
            {state.status === 'sending' ? 'Sending...' : 'Send Reset Link'}
          </button>
        </form>
      )}
      <p className="account-links">
        <Link href={paths.login}>Back to Login</Link>
      </p>
    </div>
  );
}

export default function ResetPasswordPage() {
  return <AccountShell {...META}>{connectedMode ? <ResetForm /> : <LocalModeNotice />}</AccountShell>;
}
