import { Link } from 'wouter';
import { useShellStore } from '../../state/shellStore';
import { vaultUnlocked } from '../unlocked';
import { LockButton } from './LockButton';
import './vault.css';
import * as paths from '../../lib/paths';
import { useMessages } from '../../ui/i18n';
import { shellMessages } from '../../ui/shellMessages';
import * as m from '../../content/messages/shell/compiled/en.js';

// The Lock button is in the shell's own chunk (it is small and loads the vault's lock code
// only when pressed): loaded lazily, it appeared a moment after unlocking, so the header
// grew under the parent's finger and an early press found no button.

/**
 * Header corner: "Lock" while unlocked (locks every tab; asks first when the page has unsaved input), and links to the journal and /my-data. Reads only
 * src/vault/unlocked.ts, so the shell does not load the vault's state, Dexie or the crypto.
 */
export function VaultHeaderControl() {
  const unlocked = useShellStore(vaultUnlocked);
  const t = useMessages(shellMessages);
  return (
    <div className="vault-header">
      {unlocked ? (
        <LockButton className="btn btn--secondary btn--small" ariaLabel={t(m.lock_label)}>
          <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
            <rect x="5" y="11" width="14" height="10" rx="2" />
            <path d="M8 11V8a4 4 0 0 1 8 0v3" />
          </svg>
          {t(m.lock)}
        </LockButton>
      ) : null}
      <Link href={paths.journal} className="vault-header__link">
        {t(m.journal)}
      </Link>
      <Link href={paths.myData} className="vault-header__link">
        {t(m.your_data)}
      </Link>
    </div>
  );
}
