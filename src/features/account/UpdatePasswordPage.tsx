import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { connectedMode } from '../../lib/config';
import { finishSignOut, signOut, updatePassword } from '../../sync/auth';
import { useAuthGate } from '../../sync/useAuthGate';
import { toast } from '../../state/toast';
import { AccountShell, Checking } from './AccountShell';
import { LocalModeNotice } from './LocalModeNotice';
import * as paths from '../../lib/paths';

const META = {
  title: 'Update Password',
  description: 'Choose a new password for your EvenGround account.',
  path: paths.updatePassword,
} as const;
export const MIN_PASSWORD = 6;
export const TOO_SHORT = 'Password must be at least 6 characters long.';
export const MISMATCH = 'Passwords do not match.';

/** docs/product-rules.md, "Accounts": at least 6 characters, then both fields match. */
export function passwordProblem(password: string, confirm: string): string | null {
  if (password.length < MIN_PASSWORD) return TOO_SHORT;
  if (password !== confirm) return MISMATCH;
  return null;
}

function UpdateForm() {
  const id = useId();
  const gate = useAuthGate({
    title: 'Invalid Session',
    description: 'Please request a new password reset link.',
    redirectTo: null,
  });
  const [, navigate] = useLocation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (gate !== 'allowed') return <Checking />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = passwordProblem(password, confirm);
    setError(problem);
    if (problem) return;
    setSaving(true);
    const r = await updatePassword(password);
    if (r.error) {
      setSaving(false);
      toast({ title: 'Error Updating Password', description: r.error, variant: 'destructive' });
      return;
    }
    // Log out of the recovery session so the new password is used to log in, then go to /login.
    await signOut();
    toast({
      title: 'Password Updated Successfully',
      description: 'You can now log in with your new password.',
      variant: 'success',
    });
    navigate(paths.login);
    finishSignOut();
  };
  return (
    <form className="card account-card" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-new`}>New password</label>
        <input
          id={`${id}-new`}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-confirm`}>Confirm new password</label>
        <input
          id={`${id}-confirm`}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
      </div>
      {error ? (
        <p className="field__error" role="alert" data-testid="password-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn" disabled={saving}>
        {saving ? 'Updating...' : 'Update Password'}
      </button>
    </form>
  );
}

export default function UpdatePasswordPage() {
  return <AccountShell {...META}>{connectedMode ? <UpdateForm /> : <LocalModeNotice />}</AccountShell>;
}
