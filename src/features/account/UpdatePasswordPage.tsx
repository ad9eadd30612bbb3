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
import * as m from '../../content/messages/account/compiled/en.js';
import { useMessages } from '../../ui/i18n';
import { accountMessages } from './accountMessages';

const META = {
  title: m.update_title,
  description: m.update_description,
  path: paths.updatePassword,
} as const;
export const MIN_PASSWORD = 6;
export const TOO_SHORT = m.too_short;
export const MISMATCH = m.mismatch;

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
  const t = useMessages(accountMessages);
  const id = useId();
  const gate = useAuthGate({
    title: t(m.invalid_session_title),
    description: t(m.invalid_session_text),
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
      toast({ title: t(m.update_failed), description: r.error, variant: 'destructive' });
      return;
    }
    // Log out of the recovery session so the new password is used to log in, then go to /login.
    await signOut();
    toast({
      title: t(m.updated_title),
      description: t(m.updated_text),
      variant: 'success',
    });
    navigate(paths.login);
    finishSignOut();
  };
  return (
    <form className="card account-card" onSubmit={submit} noValidate>
      <Field
        id={`${id}-new`}
        label={t(m.new_password)}
        error={errors.password && t(errors.password)}
        errorTestId="password-error"
      >
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
      <Field
        id={`${id}-confirm`}
        label={t(m.confirm_password)}
        error={errors.confirm && t(errors.confirm)}
        errorTestId="password-error"
      >
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
        {saving ? t(m.updating) : t(m.update_title)}
      </button>
    </form>
  );
}

export default function UpdatePasswordPage() {
  return <AccountShell {...META}>{connectedMode ? <UpdateForm /> : <LocalModeNotice />}</AccountShell>;
}
