import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { sessionStore } from '../sync/session';
import { finishSignOut, signOut, startSession } from '../sync/auth';
import { toast } from '../state/toast';
import * as paths from '../lib/paths';
import { useMessages } from '../ui/i18n';
import { accountMessages } from '../features/account/accountMessages';
import { logOutToast } from '../features/account/logOutToast';
import * as m from '../content/messages/account/compiled/en.js';
import { shellMessages } from '../ui/shellMessages';
import * as sm from '../content/messages/shell/compiled/en.js';

/**
 * The header's account corner: a placeholder while the session loads, then the links.
 * Being always mounted, it also starts the session check (connected mode, and only when a
 * session is stored or the address carries an auth redirect such as a recovery link).
 */
export function HeaderSession({ onNavigate }: { onNavigate?: () => void }) {
  const session = useSnapshot(sessionStore);
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const t = useMessages(accountMessages);
  const ts = useMessages(shellMessages);
  useEffect(() => {
    if (sessionStore.status === 'loading') void startSession();
  }, []);
  // Local mode has no accounts, so the header offers none.
  if (session.mode === 'local') return null;
  if (session.status === 'loading') {
    // A plain span cannot carry aria-label (axe: aria-prohibited-attr), so the name is text.
    return (
      <span className="header-session__placeholder" role="status" data-testid="session-placeholder">
        <span className="visually-hidden">{ts(sm.session_loading)}</span>
      </span>
    );
  }
  if (session.status === 'signedIn') {
    const logOut = async () => {
      setBusy(true);
      const { error } = await signOut();
      setBusy(false);
      onNavigate?.();
      toast(logOutToast(error, t));
      if (error) return;
      navigate(paths.home);
      finishSignOut();
    };
    return (
      <div className="header-session">
        {/* Small buttons: signed in, the one-line desktop header (1280 px) must still fit. */}
        <Link href={paths.profile} className="btn btn--ghost btn--small" onClick={onNavigate}>
          {t(m.profile_title)}
        </Link>
        <button type="button" className="btn btn--secondary btn--small" onClick={logOut} disabled={busy}>
          {t(m.log_out)}
        </button>
      </div>
    );
  }
  return (
    <div className="header-session">
      <Link href={paths.login} className="btn btn--ghost" onClick={onNavigate}>
        {t(m.login_link)}
      </Link>
      <Link href={paths.signup} className="btn" onClick={onNavigate}>
        {t(m.signup_title)}
      </Link>
    </div>
  );
}
