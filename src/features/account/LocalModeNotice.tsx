import { Link } from 'wouter';
import * as paths from '../../lib/paths';
import * as m from '../../content/messages/account/compiled/en.js';
import { useMessages } from '../../ui/i18n';
import { accountMessages } from './accountMessages';

/** The account screens when this site has no accounts: no account is needed for anything. */
export function LocalModeNotice() {
  const t = useMessages(accountMessages);
  return (
    <div className="alert alert--info local-mode-notice" data-testid="local-mode-notice">
      <p>{t(m.local_notice)}</p>
      <p>
        <Link href={paths.home}>{t(m.go_home)}</Link>
      </p>
    </div>
  );
}
