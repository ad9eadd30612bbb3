import { Link } from 'wouter';
import * as paths from '../../lib/paths';

/** The account screens when this site has no accounts: no account is needed for anything. */
export function LocalModeNotice() {
  return (
    <div className="alert alert--info local-mode-notice" data-testid="local-mode-notice">
      <p>
        You do not need an account here. Every guide, tool and quiz works without one, and everything you type stays on this
        device, protected by your own passphrase.
      </p>
      <p>
        <Link href={paths.home}>Go to the home page</Link>
      </p>
    </div>
  );
}
