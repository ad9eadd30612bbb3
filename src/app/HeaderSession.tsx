import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { sessionStore } from '../sync/session';

/** The header's account corner: a placeholder while the session loads, then the links. */
export function HeaderSession({ onNavigate }: { onNavigate?: () => void }) {
  const session = useSnapshot(sessionStore);
  if (session.status === 'loading') {
    return <span className="header-session__placeholder" aria-label="Loading your session" data-testid="session-placeholder" />;
  }
  return (
    <div className="header-session">
      <Link href="/login" className="btn btn--ghost" onClick={onNavigate}>
        Login
      </Link>
      <Link href="/signup" className="btn" onClick={onNavigate}>
        Sign Up
      </Link>
    </div>
  );
}
