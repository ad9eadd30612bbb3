import { useState, type ReactNode } from 'react';
import { useVaultStatus } from '../useVaultRecord';
import { CreateVaultForm } from './CreateVaultForm';
import { RecoveryKeyPanel } from './RecoveryKeyPanel';
import { UnlockForm } from './UnlockForm';
import './vault.css';

/**
 * Renders `children` only while the vault is unlocked. Otherwise shows, in place, the
 * create step (no vault yet, then the recovery key once) or the unlock step.
 * `purpose` completes a sentence: "to save your affidavit".
 */
export function VaultGate({ purpose, children }: { purpose?: string; children: ReactNode }) {
  const status = useVaultStatus();
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
  if (status === 'checking') {
    return (
      <p className="muted" role="status">
        Checking your saved data…
      </p>
    );
  }
  if (status === 'locked') return <UnlockForm {...(purpose ? { purpose } : {})} />;
  return <>{children}</>;
}
