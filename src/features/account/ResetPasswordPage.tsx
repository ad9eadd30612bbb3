import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { Field } from '../../ui/Field';
import { connectedMode } from '../../lib/config';
import { requestPasswordReset } from '../../sync/auth';
import { toast } from '../../state/toast';
import { AccountShell } from './AccountShell';
import { LocalModeNotice } from './LocalModeNotice';
import * as paths from '../../lib/paths';
import * as m from '../../content/messages/account/compiled/en.js';
import { useMessages } from '../../ui/i18n';
import { accountMessages } from './accountMessages';

const META = {
  title: m.reset_title,
  description: m.reset_description,
  path: paths.resetPassword,
} as const;
export const RESET_SENT = m.reset_sent;

function ResetForm() {
  const t = useMessages(accountMessages);
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<{ status: 'idle' | 'sending' | 'error' | 'success'; error?: string }>({ status: 'idle' });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) {
      setState({ status: 'error', error: t(m.enter_email) });
      return;
    }
    setState({ status: 'sending' });
    const r = await requestPasswordReset(email.trim());
    if (r.error) {
      setState({ status: 'error', error: r.error });
      toast({ title: t(m.error), description: r.error, variant: 'destructive' });
      return;
    }
    setState({ status: 'success' });
    toast({
      title: t(m.check_email_title),
      description: t(m.check_email_text),
      variant: 'success',
    });
  };
  return (
    <div className="card account-card">
      {state.status === 'success' ? (
        <p className="alert alert--success" role="status" data-testid="reset-sent">
          {t(RESET_SENT)}
        </p>
      ) : (
        <form onSubmit={submit} noValidate>
          <p>{t(m.reset_text)}</p>
          <Field id={`${id}-email`} label={t(m.email)} required>
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
            {state.status === 'sending' ? t(m.sending) : t(m.send_link)}
          </button>
        </form>
      )}
      <p className="account-links">
        <Link href={paths.login}>{t(m.back_to_login)}</Link>
      </p>
    </div>
  );
}

export default function ResetPasswordPage() {
  return <AccountShell {...META}>{connectedMode ? <ResetForm /> : <LocalModeNotice />}</AccountShell>;
}
