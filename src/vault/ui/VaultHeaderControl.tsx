import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { vaultState } from '../state';
import { LockButton } from './LockButton';
import './vault.css';

/**
 * Header corner: "Lock" while unlocked (locks every tab; asks first when the page has unsaved input), and a link to /my-data. Imports only the small
 * state module, so the shell does not load Dexie or the crypto.
 */
export function VaultHeaderControl() {
  const { status } = useSnapshot(vaultState);
  return (
    <div className="vault-header">
      {status === 'unlocked' ? (
        <LockButton className="btn btn--secondary btn--small" ariaLabel="Lock your saved data">
          <span aria-hidden="true">🔒</span> Lock
        </LockButton>
      ) : null}
      <Link href="/my-data" className="vault-header__link">
        Your data
      </Link>
    </div>
  );
}
