import { use, useState, type ReactNode } from 'react';
import { useVaultStatus } from '../useVaultRecord';
import { ensureVaultChecked } from '../vault';
import { vaultState } from '../state';
import { CreateVaultForm } from './CreateVaultForm';
import { RecoveryKeyPanel } from './RecoveryKeyPanel';
import { UnlockForm } from './UnlockForm';
import './vault.css';

/**
 * Renders `children` only while the vault is unlocked. Otherwise shows, in place, the
 * create step (no vault yet, then the recovery key once) or the unlock step.
 * `purpose` completes a sentence: "to save your affidavit".
 *
 * While the device is being looked at (one IndexedDB read) the gate suspends, so the
 * nearest <Suspense> (the route's loading line) stays up and the page first paints with
 * the right form in place: no short "checking" line that a tall form then pushes the rest
 * of the page down from (a layout shift; see docs/performance.md).
 */
export function VaultGate({ purpose, children }: { purpose?: string; children: ReactNode }) {
  let status = useVaultStatus();
  if (status === 'checking') {
    use(ensureVaultChecked());
    status = vaultState.status;
  }
  const [creating, setCreating] = useState(false);
  const [recoveryKey, setRecoveryKey] = useState<string | null>(null);

  if (recoveryKey) return <RecoveryKeyPanel recoveryKey={recoveryKey} onDone={() => setRecoveryKey(null)} />;
  if (creating || status === 'none') {
    return (
      <CreateVaultForm
        {...(purpose ? { purpose } : {})}
        onBusy={setCreating}
        onCreated={(key) => {
          setRecoveryKey(key);
          setCreating(false);
        }}
      />
    );
  }
  if (status === 'locked') return <UnlockForm {...(purpose ? { purpose } : {})} />;
  if (status !== 'unlocked') return null;
  return <>{children}</>;
}
