import { db } from './db';
import { VaultLocked, VaultNotCreated } from './errors';
import { vaultState } from './state';

/**
 * The unwrapped data key lives only here, in memory, and only while unlocked.
 * `epoch` changes on every lock/unlock so late results from before a lock are dropped.
 */
let dataKey: CryptoKey | null = null;
let epoch = 0;
const beforeDrop = new Set<(key: CryptoKey) => void>();

export function setSessionKey(key: CryptoKey | null): void {
  if (dataKey && key !== dataKey) {
    const old = dataKey;
    for (const fn of beforeDrop) {
      try {
        fn(old);
      } catch {
        /* one failing listener never stops the lock */
      }
    }
  }
  dataKey = key;
  epoch++;
  vaultState.status = key ? 'unlocked' : vaultState.status === 'none' ? 'none' : 'locked';
}

export function currentEpoch(): number {
  return epoch;
}

export function peekSessionKey(): CryptoKey | null {
  return dataKey;
}

/**
 * Called synchronously with the key that is about to be forgotten (lock, erase), before
 * any screen clears, so unsaved input can be sealed as a draft first. The listener may
 * start async work with that key; it must not keep the key after that work ends.
 */
export function onBeforeKeyDropped(fn: (key: CryptoKey) => void): () => void {
  beforeDrop.add(fn);
  return () => beforeDrop.delete(fn);
}

/** The data key, or VaultLocked / VaultNotCreated. */
export async function requireKey(): Promise<CryptoKey> {
  if (dataKey) return dataKey;
  const meta = await db.meta.get('vault');
  if (!meta) {
    vaultState.status = 'none';
    throw new VaultNotCreated();
  }
  if (vaultState.status !== 'unlocked') vaultState.status = 'locked';
  throw new VaultLocked();
}
