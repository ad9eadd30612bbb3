import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { sessionStore } from '../sync/session';
import { finishSignOut, signOut, startSession } from '../sync/auth';
import { toast } from '../state/toast';
import * as paths from '../lib/paths';

/**
 * The header's account corner: a placeholder while the session loads, then the links.
 * Being always mounted, it also starts the session check (connected mode, and only when a
 * session is stored or the address carries an auth redirect such as a recovery link).
 */
export function HeaderSession({ onNavigate }: { onNavigate?: () => void }) {
  const session = useSnapshot(sessionStore);
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (sessionStore.status === 'loading') void startSession();
  }, []);
  // Local mode has no accounts, so the header offers none.
  if (session.mode === 'local') return null;
  if (session.status === 'loading') {
    // A plain span cannot carry aria-label (axe: aria-prohibited-attr), so the name is text.
    return (
      <span className="header-session__placeholder" role="status" data-testid="session-placeholder">
        <span className="visually-hidden">Loading your session…</span>
      </span>
    );
  }
  if (session.status === 'signedIn') {
    const logOut = async () => {
      setBusy(true);
      const { error } = await signOut();
      setBusy(false);
      onNavigate?.();
      if (error) {
        toast({ title: 'Could Not Log Out', description: error, variant: 'destructive' });
        return;
      }
      toast({ title: 'See You Soon!', icon: 'wave', description: 'You have been successfully logged out.', variant: 'success' });
      navigate(paths.home);
      finishSignOut();
    };
    return (
      <div className="header-session">
        {/* Small buttons: signed in, the one-line desktop header (1280 px) must still fit. */}
        <Link href={paths.profile} className="btn btn--ghost btn--small" onClick={onNavigate}>
          My Profile
        </Link>
        <button type="button" className="btn btn--secondary btn--small" onClick={logOut} disabled={busy}>
          Log Out
        </button>
      </div>
    );
  }
  return (
    <div className="header-session">
      <Link href={paths.login} className="btn btn--ghost" onClick={onNavigate}>
        Login
      </Link>
      <Link href={paths.signup} className="btn" onClick={onNavigate}>
        Sign Up
      </Link>
    </div>
  );
}
