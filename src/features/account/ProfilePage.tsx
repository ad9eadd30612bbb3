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

const META = { title: 'My Profile', description: 'Your EvenGround account and quiz results.', path: paths.profile } as const;

function Profile() {
  const gate = useAuthGate({
    title: 'Please Log In',
    description: 'You need to be logged in to view your profile.',
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
    if (r.error) {
      toast({ title: 'Could Not Log Out', description: r.error, variant: 'destructive' });
      return;
    }
    toast({ title: 'See You Soon!', description: 'You have been successfully logged out.', variant: 'success' });
    navigate(paths.home);
    finishSignOut();
  };
  return (
    <>
      <section className="card account-card">
        <h2>Welcome, {user.email}</h2>
        <dl className="profile-details">
          <dt>Email</dt>
          <dd data-testid="profile-email">{user.email}</dd>
          <dt>User ID</dt>
          <dd data-testid="profile-id">{user.id}</dd>
          <dt>Last sign-in</dt>
          <dd data-testid="profile-last-sign-in">
            {user.lastSignInAt ? new Date(user.lastSignInAt).toLocaleString() : 'Not recorded'}
          </dd>
        </dl>
        <button type="button" className="btn btn--secondary" onClick={logOut} disabled={busy}>
          Log Out
        </button>
      </section>
      <QuizResultsCard />
      <p className="muted">
        Your saved tools (affidavit, parenting plan, checklists, expense sheets) stay on this device: see{' '}
        <Link href={paths.myData}>Your data on this device</Link>.
      </p>
    </>
  );
}

export default function ProfilePage() {
  return <AccountShell {...META}>{connectedMode ? <Profile /> : <LocalModeNotice />}</AccountShell>;
}
