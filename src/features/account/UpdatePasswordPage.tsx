import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { check, forward, minLength, object, pipe, string } from 'valibot';
import { formProblems } from '../../lib/schema';
import { Field } from '../../ui/Field';
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

/** docs/product-rules.md, "Accounts": at least 6 characters, then both fields match (said at the second). */
const newPasswordSchema = pipe(
  object({ password: pipe(string(), minLength(MIN_PASSWORD, TOO_SHORT)), confirm: string() }),
  forward(
    check(({ password, confirm }) => password === confirm, MISMATCH),
    ['confirm'],
  ),
);

type PasswordErrors = Partial<Record<'password' | 'confirm', string>>;

function passwordProblems(password: string, confirm: string): PasswordErrors {
  const checked = formProblems<unknown, keyof PasswordErrors>(newPasswordSchema, { password, confirm });
  return checked.ok ? {} : checked.errors;
}

/** The first problem with the two boxes, or null when the password can be saved. */
export function passwordProblem(password: string, confirm: string): string | null {
  const errors = passwordProblems(password, confirm);
  return errors.password ?? errors.confirm ?? null;
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
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [saving, setSaving] = useState(false);
  if (gate !== 'allowed') return <Checking />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems = passwordProblems(password, confirm);
    setErrors(problems);
    if (problems.password || problems.confirm) return;
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
      <Field id={`${id}-new`} label="New password" error={errors.password} errorTestId="password-error">
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </Field>
      <Field id={`${id}-confirm`} label="Confirm new password" error={errors.confirm} errorTestId="password-error">
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="btn" disabled={saving}>
        {saving ? 'Updating...' : 'Update Password'}
      </button>
    </form>
  );
}

export default function UpdatePasswordPage() {
  return <AccountShell {...META}>{connectedMode ? <UpdateForm /> : <LocalModeNotice />}</AccountShell>;
}
