import { db } from './db';
import { VaultLocked, VaultNotCreated } from './errors';
import { vaultState } from './state';

/**
 * The data key this tab holds and the key generation it belongs to (`keyId`, stored in the
 * meta row and changed whenever the data key changes: see docs/vault-format.md). A write
 * sealed under one generation is refused once the stored generation differs
 * (writeUnderKey in keyedWrite.ts).
 */
export interface SessionKeyRef {
  readonly key: CryptoKey;
  readonly keyId: string;
}

/**
 * The unwrapped data key lives only here, in memory, and only while unlocked.
 * `epoch` changes on every lock/unlock so late results from before a lock are dropped.
 */
let current: SessionKeyRef | null = null;
let epoch = 0;
const beforeDrop = new Set<(ref: SessionKeyRef) => void>();
/** Set while this tab replaces its data key (a rotation between its commit and the swap). */
let keyChange: Promise<void> | null = null;

export function setSessionKey(key: CryptoKey | null, keyId = ''): void {
  if (current && key !== current.key) {
    const old = current;
    for (const fn of beforeDrop) {
      try {
        fn(old);
      } catch {
        /* one failing listener never stops the lock */
      }
    }
  }
  current = key ? { key, keyId } : null;
  epoch++;
  vaultState.status = key ? 'unlocked' : vaultState.status === 'none' ? 'none' : 'locked';
}

export function currentEpoch(): number {
  return epoch;
}

export function peekSessionKey(): CryptoKey | null {
  return current?.key ?? null;
}

/** The key and its generation, or null while locked. */
export function peekKeyRef(): SessionKeyRef | null {
  return current;
}

/**
 * Marks that this tab is about to store a new data key (from before its commit until
 * `setSessionKey` with the new key): a write that meets the new generation meanwhile waits
 * for the swap instead of failing. Returns the function that ends the mark.
 */
export function beginKeyChange(): () => void {
  let end!: () => void;
  const p = new Promise<void>((resolve) => (end = resolve));
  keyChange = p;
  return () => {
    if (keyChange === p) keyChange = null;
    end();
  };
}

/** Resolves once a key change started in this tab has finished (at once when none is running). */
export async function keyChangeSettled(): Promise<void> {
  while (keyChange) await keyChange;
}

/**
 * Called synchronously with the key that is about to be forgotten (lock, erase, a new data
 * key), before any screen clears, so unsaved input can be sealed as a draft first. The
 * listener may start async work with that key; it must not keep the key after that work ends.
 */
export function onBeforeKeyDropped(fn: (ref: SessionKeyRef) => void): () => void {
  beforeDrop.add(fn);
  return () => beforeDrop.delete(fn);
}

/** The data key and its generation, or VaultLocked / VaultNotCreated. */
export async function requireKeyRef(): Promise<SessionKeyRef> {
  if (current) return current;
  const meta = await db.meta.get('vault');
  if (!meta) {
    vaultState.status = 'none';
    throw new VaultNotCreated();
  }
  if (vaultState.status !== 'unlocked') vaultState.status = 'locked';
  throw new VaultLocked();
}

/** The data key, or VaultLocked / VaultNotCreated. */
export async function requireKey(): Promise<CryptoKey> {
  return (await requireKeyRef()).key;
}
