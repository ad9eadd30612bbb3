import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { connectedMode } from '../../lib/config';
import { sessionStore } from '../../sync/session';
import { finishSignOut, signOut } from '../../sync/auth';
import { useAuthGate } from '../../sync/useAuthGate';
import { toast } from '../../state/toast';
import { AccountShell, Checking } from './AccountShell';
import { LocalModeNotice } from './LocalModeNotice';
import { QuizResultsCard } from './QuizResultsCard';
import * as paths from '../../lib/paths';
import * as m from '../../content/messages/account/compiled/en.js';
import { useMessages } from '../../ui/i18n';
import { logOutToast } from './logOutToast';
import { accountMessages } from './accountMessages';

const META = { title: m.profile_title, description: m.profile_description, path: paths.profile } as const;

function Profile() {
  const t = useMessages(accountMessages);
  const gate = useAuthGate({
    title: t(m.profile_login_title),
    description: t(m.profile_login_text),
    redirectTo: paths.profile,
  });
  const session = useSnapshot(sessionStore);
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  if (gate === 'checking') return <Checking />;
  if (gate === 'denied' || !session.user) return null;
  const user = session.user;
  const logOut = async () => {
    setBusy(true);
    const r = await signOut();
    setBusy(false);
    toast(logOutToast(r.error, t));
    if (r.error) return;
    navigate(paths.home);
    finishSignOut();
  };
  return (
    <>
      <section className="card account-card">
        <h2>{t(m.welcome, { email: user.email })}</h2>
        <dl className="profile-details">
          <dt>{t(m.email)}</dt>
          <dd data-testid="profile-email">{user.email}</dd>
          <dt>{t(m.user_id)}</dt>
          <dd data-testid="profile-id">{user.id}</dd>
          <dt>{t(m.last_sign_in)}</dt>
          <dd data-testid="profile-last-sign-in">
            {user.lastSignInAt ? new Date(user.lastSignInAt).toLocaleString() : t(m.not_recorded)}
          </dd>
        </dl>
        <button type="button" className="btn btn--secondary" onClick={logOut} disabled={busy}>
          {t(m.log_out)}
        </button>
      </section>
      <QuizResultsCard />
      <p className="muted">
        {t(m.saved_tools)} <Link href={paths.myData}>{t(m.my_data_link)}</Link>.
      </p>
    </>
  );
}

export default function ProfilePage() {
  return <AccountShell {...META}>{connectedMode ? <Profile /> : <LocalModeNotice />}</AccountShell>;
}
