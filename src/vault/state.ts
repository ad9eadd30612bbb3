import { proxy, subscribe } from 'valtio';
import { vaultUnlocked } from './unlocked';

export type VaultStatus = 'checking' | 'none' | 'locked' | 'unlocked';

export interface LegacyReport {
  /** localStorage keys whose values were moved into the vault. */
  imported: string[];
  /** localStorage keys whose values were not valid JSON: kept, encrypted, as 'legacy-unreadable'. */
  unreadable: string[];
}

/**
 * App-wide vault state (valtio). Never holds keys or decrypted values.
 * `status`: 'checking' until the device has been looked at, 'none' when no vault exists,
 * 'locked' or 'unlocked'.
 */
export const vaultState = proxy({
  status: 'checking' as VaultStatus,
  /** Why it was last locked, for a plain note on the unlock screen. */
  lockReason: null as null | 'user' | 'inactivity' | 'elsewhere',
  /** True when the last lock cleared input that had not been saved (said plainly on the unlock screen). */
  unsavedCleared: false,
  /** True when the last lock sealed unsaved input as drafts (they come back after unlocking). */
  unsavedKept: false,
  /** What the first unlock moved out of plaintext browser storage (null when nothing). */
  legacy: null as LegacyReport | null,
  /** Minutes without activity before the vault locks itself. */
  autoLockMinutes: 15,
});

// The header's Lock button reads this (src/vault/unlocked.ts), not valtio: kept in step in sync.
subscribe(vaultState, () => vaultUnlocked.set(vaultState.status === 'unlocked'), true);
