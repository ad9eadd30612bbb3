/**
 * The BroadcastChannel every EvenGround tab on this device listens on for "lock now".
 * Small on purpose: the shell's quick exit uses it without loading the vault.
 */
export const VAULT_CHANNEL = 'evenground-vault';

export type VaultChannelMessage = { type: 'lock'; reason: 'user' | 'inactivity' } | { type: 'activity' };

/** Tells every EvenGround tab on this device, this one included, to lock at once. */
export function broadcastLock(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  try {
    const ch = new BroadcastChannel(VAULT_CHANNEL);
    ch.postMessage({ type: 'lock', reason: 'user' } satisfies VaultChannelMessage);
    ch.close();
  } catch {
    /* no other tabs can be reached */
  }
}
