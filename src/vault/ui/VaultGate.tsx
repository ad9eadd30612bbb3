import { use, useState, type ReactNode } from 'react';
import { useVaultStatus } from '../useVaultRecord';
import { ensureVaultChecked } from '../vault';
import { vaultState, type VaultStatus } from '../state';
import { startTrying } from '../memoryStore';
import { CreateVaultForm } from './CreateVaultForm';
import { RecoveryKeyPanel } from './RecoveryKeyPanel';
import { UnlockForm } from './UnlockForm';
import { TryFirstPanel, useProtectAsk, useTryFirstHost, useTrySpots } from './TryFirst';
import './vault.css';

/** What a gate shows (tests/unit/try-first.test.ts). */
export type GateView = 'create' | 'recovery-key' | 'unlock' | 'tool' | 'nothing';

/**
 * The gate's decision. A device with no vault opens the tool at once when `tryFirst` (work
 * held in memory until the parent protects it: docs/try-first.md); a page about the vault
 * itself (`tryFirst` false) shows the create step first. A vault on the device is unlocked
 * first, as always. `protecting`: the gate's own create step is under way or its recovery
 * key is on screen (the tool stays mounted then, hidden, when trying).
 */
export function gateView(status: VaultStatus, tryFirst: boolean, creating: boolean, recoveryKey: boolean): GateView {
  if (tryFirst && (status === 'none' || (status === 'unlocked' && (creating || recoveryKey)))) return 'tool';
  if (recoveryKey) return 'recovery-key';
  if (creating || status === 'none') return 'create';
  if (status === 'locked') return 'unlock';
  return status === 'unlocked' ? 'tool' : 'nothing';
}

/**
 * Renders `children` while the vault is unlocked, and, for a tool (`tryFirst`) on a device
 * with no vault, at once (docs/try-first.md). Otherwise shows, in place, the create
 * step (then the recovery key once) or the unlock step. `purpose` completes a sentence:
 * "to save your affidavit".
 *
 * While the device is being looked at (one IndexedDB read) the gate suspends, so the
 * nearest <Suspense> (the route's loading line) stays up and the page first paints with
 * the right form in place: no short "checking" line that a tall form then pushes the rest
 * of the page down from (a layout shift; see docs/performance.md).
 */
export function VaultGate({
  purpose,
  tryFirst = false,
  savesEachChange = false,
  children,
}: {
  purpose?: string;
  tryFirst?: boolean;
  /** With `tryFirst`: the tool saves every change by itself, so a save asks at a pause, like an autosave. */
  savesEachChange?: boolean;
  children: ReactNode;
}) {
  let status = useVaultStatus();
  if (status === 'checking') {
    use(ensureVaultChecked());
    status = vaultState.status;
  }
  const [creating, setCreating] = useState(false);
  const [recoveryKey, setRecoveryKey] = useState<string | null>(null);
  const view = gateView(status, tryFirst, creating, recoveryKey !== null);
  const trying = tryFirst && view === 'tool' && (status === 'none' || creating || recoveryKey !== null);
  // Saves go to memory from the first render of the tool (idempotent).
  if (trying && status === 'none') startTrying();
  const isHost = useTryFirstHost(trying);
  const spots = useTrySpots();
  const ask = useProtectAsk();

  if (view === 'recovery-key') return <RecoveryKeyPanel recoveryKey={recoveryKey!} onDone={() => setRecoveryKey(null)} />;
  if (view === 'create') {
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
  if (view === 'unlock') return <UnlockForm {...(purpose ? { purpose } : {})} />;
  if (view === 'nothing') return null;
  const panel = isHost && trying;
  return (
    <>
      {panel ? (
        <TryFirstPanel
          {...(purpose ? { purpose } : {})}
          savesEachChange={savesEachChange}
          recoveryKey={recoveryKey}
          onBusy={setCreating}
          onCreated={(key) => {
            setRecoveryKey(key);
            setCreating(false);
          }}
          onRecoveryKeyDone={() => setRecoveryKey(null)}
          spots={spots}
        />
      ) : null}
      {/* Always this wrapper, so the tool is never mounted again (nothing typed is lost). */}
      <div className="vault-gate-tool" hidden={panel && (ask.open || creating || recoveryKey !== null)}>
        {children}
      </div>
    </>
  );
}
