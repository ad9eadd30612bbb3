import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { vaultState } from '../state';
import './vault.css';

/**
 * Header corner: "Lock" while unlocked, and a link to /my-data. Imports only the small
 * state module, so the shell does not load Dexie or the crypto.
 */
export function VaultHeaderControl() {
  const { status } = useSnapshot(vaultState);
  const lockNow = async () => {
    const { lock } = await import('../vault');
    lock('user');
  };
  return (
    <div className="vault-header">
      {status === 'unlocked' ? (
        <button type="button" className="btn btn--secondary btn--small" onClick={lockNow} aria-label="Lock your saved data">
          <span aria-hidden="true">🔒</span> Lock
        </button>
      ) : null}
      <Link href="/my-data" className="vault-header__link">
        Your data
      </Link>
    </div>
  );
}
