import { liveQuery } from 'dexie';
import { db, type MetaRow } from './db';
import {
  KDF_ITERATIONS,
  KDF_NAME,
  SALT_BYTES,
  deriveFromPassphrase,
  deriveFromRecoveryKey,
  generateDataKey,
  generateRecoveryKey,
  randomBytes,
  unwrapDataKey,
  wrapDataKey,
} from './crypto';
import { VaultError, VaultNotCreated, WrongPassphrase } from './errors';
import { LEGACY_KEYS, importLegacy } from './legacy';
import { setSessionKey } from './session';
import { vaultState } from './state';
import { VAULT_CHANNEL, type VaultChannelMessage } from './channel';
import { describeAutoLockTime, noteActivity, readAutoLockMinutes, startAutoLock, stopAutoLock } from './autolock';
import { hasUnkeptInput, hasUnsavedInput } from '../ui/dirty';
import { toast } from '../ui/toast';

export const MIN_PASSPHRASE_LENGTH = 8;

function checkNewPassphrase(p: string): void {
  if (typeof p !== 'string' || p.length < MIN_PASSPHRASE_LENGTH) {
    throw new VaultError(`Choose a passphrase of at least ${MIN_PASSPHRASE_LENGTH} characters.`);
  }
}

async function getMeta(): Promise<MetaRow> {
  const meta = await db.meta.get('vault');
  if (!meta) {
    vaultState.status = 'none';
    throw new VaultNotCreated();
  }
  return meta;
}

let watching = false;
let checked: Promise<void> | null = null;

/**
 * Looks at the device once (status 'checking' -> 'none' | 'locked') and then follows the
 * meta record, so a vault created or erased in another tab shows here too.
 */
export function ensureVaultChecked(): Promise<void> {
  if (!checked) {
    checked = db.meta.get('vault').then(
      (meta) => {
        if (vaultState.status === 'checking') vaultState.status = meta ? 'locked' : 'none';
        vaultState.autoLockMinutes = readAutoLockMinutes();
      },
      () => {
        if (vaultState.status === 'checking') vaultState.status = 'none';
      },
    );
    if (!watching && typeof window !== 'undefined') {
      watching = true;
      liveQuery(() => db.meta.get('vault')).subscribe({
        next: (meta) => {
          if (!meta && vaultState.status !== 'none' && vaultState.status !== 'checking') {
            stopAutoLock();
            setSessionKey(null);
            vaultState.status = 'none';
          } else if (meta && vaultState.status === 'none') {
            vaultState.status = 'locked';
          }
        },
        error: () => undefined,
      });
    }
  }
  return checked;
}

// ---- One lock for every tab on this device (same origin): a BroadcastChannel. ----

export { VAULT_CHANNEL };
type ChannelMessage = VaultChannelMessage;

function openChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  try {
    const ch = new BroadcastChannel(VAULT_CHANNEL);
    // Node (unit tests) would otherwise keep the process alive for it.
    (ch as unknown as { unref?: () => void }).unref?.();
    ch.onmessage = (e: MessageEvent<ChannelMessage>) => {
      const m = e.data;
      if (m?.type === 'lock') lockHere(m.reason === 'inactivity' ? 'inactivity' : 'elsewhere');
      else if (m?.type === 'activity') noteActivity(false);
    };
    return ch;
  } catch {
    return null;
  }
}
const channel = openChannel();

function post(m: ChannelMessage): void {
  try {
    channel?.postMessage(m);
  } catch {
    /* the other tabs are gone */
  }
}

let dismissWarning: (() => void) | null = null;

function clearWarning(): void {
  dismissWarning?.();
  dismissWarning = null;
}

/** Starts the inactivity lock for this tab's session (activity is shared with the other tabs). */
export function watchSession(): void {
  startAutoLock({
    onIdle: () => lock('inactivity'),
    onWarn: (msLeft) => {
      // Rounded up to 5 seconds, so a timer that fires a little late still says "1 minute".
      const unsaved = hasUnkeptInput();
      const kept = !unsaved && hasUnsavedInput();
      dismissWarning = toast({
        title: 'Locking soon',
        description: `There has been no activity for a while, so your data will lock in about ${describeAutoLockTime(Math.ceil(msLeft / 5_000) / 12)} to keep it private.${
          unsaved
            ? ' Changes you have not saved on this page would be cleared. Save them now, or choose Stay unlocked.'
            : kept
              ? ' Changes you have not saved yet are kept, encrypted, and come back when you unlock.'
              : ''
        }`,
        variant: 'info',
        duration: Infinity,
        action: { label: 'Stay unlocked', onClick: () => noteActivity(true) },
      });
    },
    onActive: clearWarning,
    onLocalActivity: () => post({ type: 'activity' }),
  });
}

async function becomeUnlocked(key: CryptoKey): Promise<void> {
  setSessionKey(key);
  vaultState.lockReason = null;
  vaultState.unsavedCleared = false;
  vaultState.unsavedKept = false;
  watchSession();
  const report = await importLegacy(key);
  if (report) vaultState.legacy = report;
}

async function wrapWithNewPassphrase(dataKey: CryptoKey, passphrase: string): Promise<Pick<MetaRow, 'kdf' | 'passphraseWrapped'>> {
  const kdf = { name: KDF_NAME, iterations: KDF_ITERATIONS, salt: randomBytes(SALT_BYTES) } as const;
  const kek = await deriveFromPassphrase(passphrase, kdf);
  return { kdf, passphraseWrapped: await wrapDataKey(dataKey, kek) };
}

async function wrapWithNewRecoveryKey(dataKey: CryptoKey): Promise<{ recoveryKey: string } & Pick<MetaRow, 'recoverySalt' | 'recoveryWrapped'>> {
  const recoveryKey = generateRecoveryKey();
  const recoverySalt = randomBytes(SALT_BYTES);
  const rk = await deriveFromRecoveryKey(recoveryKey, recoverySalt);
  return { recoveryKey, recoverySalt, recoveryWrapped: await wrapDataKey(dataKey, rk) };
}

/**
 * Creates the vault on this device and unlocks it. Returns the recovery key, to be shown
 * once: it is never stored in readable form.
 */
export async function createVault(passphrase: string): Promise<string> {
  checkNewPassphrase(passphrase);
  if (await db.meta.get('vault')) {
    vaultState.status = vaultState.status === 'unlocked' ? 'unlocked' : 'locked';
    throw new VaultError('Protected storage already exists on this device. Unlock it with your passphrase instead.');
  }
  const extractable = await generateDataKey();
  const pass = await wrapWithNewPassphrase(extractable, passphrase);
  const rec = await wrapWithNewRecoveryKey(extractable);
  let persisted: boolean | undefined;
  try {
    persisted = await globalThis.navigator?.storage?.persist?.();
  } catch {
    persisted = undefined;
  }
  const meta: MetaRow = {
    id: 'vault',
    format: 1,
    vaultId: globalThis.crypto.randomUUID(),
    createdAt: Date.now(),
    ...pass,
    recoverySalt: rec.recoverySalt,
    recoveryWrapped: rec.recoveryWrapped,
    ...(persisted === undefined ? {} : { persisted }),
  };
  try {
    await db.meta.add(meta);
  } catch {
    throw new VaultError('Protected storage was just created in another window. Unlock it with that passphrase instead.');
  }
  // Keep only a non-extractable copy in memory.
  const kek = await deriveFromPassphrase(passphrase, meta.kdf);
  await becomeUnlocked(await unwrapDataKey(meta.passphraseWrapped, kek, false));
  return rec.recoveryKey;
}

/** Opens the vault. A wrong passphrase throws WrongPassphrase and changes nothing. */
export async function unlock(passphrase: string): Promise<void> {
  const meta = await getMeta();
  const kek = await deriveFromPassphrase(passphrase, meta.kdf);
  let key: CryptoKey;
  try {
    key = await unwrapDataKey(meta.passphraseWrapped, kek, false);
  } catch {
    throw new WrongPassphrase();
  }
  await becomeUnlocked(key);
}

/** Opens the vault with the recovery key and sets a new passphrase. */
export async function unlockWithRecoveryKey(recoveryKey: string, newPassphrase: string): Promise<void> {
  checkNewPassphrase(newPassphrase);
  const meta = await getMeta();
  let rk: CryptoKey;
  let extractable: CryptoKey;
  try {
    rk = await deriveFromRecoveryKey(recoveryKey, meta.recoverySalt);
    extractable = await unwrapDataKey(meta.recoveryWrapped, rk, true);
  } catch {
    throw new WrongPassphrase('recovery key');
  }
  const pass = await wrapWithNewPassphrase(extractable, newPassphrase);
  await db.meta.update('vault', pass);
  await becomeUnlocked(await unwrapDataKey(meta.recoveryWrapped, rk, false));
}

/**
 * Locks this tab: forgets the key; screens drop every decrypted value (and any unsaved
 * input, which `unsavedCleared` then reports plainly).
 */
function lockHere(reason: 'user' | 'inactivity' | 'elsewhere'): void {
  const wasUnlocked = vaultState.status === 'unlocked';
  const hadUnsaved = wasUnlocked && hasUnkeptInput();
  const kept = wasUnlocked && !hadUnsaved && hasUnsavedInput();
  stopAutoLock();
  clearWarning();
  if (wasUnlocked) {
    vaultState.lockReason = reason;
    vaultState.unsavedCleared = hadUnsaved;
    vaultState.unsavedKept = kept;
  }
  setSessionKey(null);
  vaultState.legacy = null;
  if (hadUnsaved && reason !== 'user') {
    toast({
      title: 'Locked: unsaved changes cleared',
      description: `${lockedBecause(reason)} Changes you had not saved on this page were cleared for privacy. Everything you saved before is safe. Unlock to continue.`,
      variant: 'info',
      duration: Infinity,
    });
  }
}

/** A plain sentence saying why the data is locked. */
export function lockedBecause(reason: 'user' | 'inactivity' | 'elsewhere' | null): string {
  if (reason === 'inactivity') return `Your data locked itself after ${describeAutoLockTime(vaultState.autoLockMinutes)} without activity, to keep it private.`;
  if (reason === 'elsewhere') return 'Your data was locked from another EvenGround window on this device.';
  return 'Your data is locked.';
}

/** Locks, here and in every other tab of EvenGround on this device. */
export function lock(reason: 'user' | 'inactivity' = 'user'): void {
  lockHere(reason);
  post({ type: 'lock', reason });
}

/** Re-wraps the data key under a new passphrase. Records are not touched. */
export async function changePassphrase(oldPassphrase: string, newPassphrase: string): Promise<void> {
  checkNewPassphrase(newPassphrase);
  const meta = await getMeta();
  let extractable: CryptoKey;
  try {
    extractable = await unwrapDataKey(meta.passphraseWrapped, await deriveFromPassphrase(oldPassphrase, meta.kdf), true);
  } catch {
    throw new WrongPassphrase();
  }
  await db.meta.update('vault', await wrapWithNewPassphrase(extractable, newPassphrase));
}

/** Makes a new recovery key (the old one stops working). Returns it, to be shown once. */
export async function replaceRecoveryKey(passphrase: string): Promise<string> {
  const meta = await getMeta();
  let extractable: CryptoKey;
  try {
    extractable = await unwrapDataKey(meta.passphraseWrapped, await deriveFromPassphrase(passphrase, meta.kdf), true);
  } catch {
    throw new WrongPassphrase();
  }
  const rec = await wrapWithNewRecoveryKey(extractable);
  await db.meta.update('vault', { recoverySalt: rec.recoverySalt, recoveryWrapped: rec.recoveryWrapped });
  return rec.recoveryKey;
}

/** Deletes the vault and every record on this device, and leftover plaintext keys. */
export async function eraseEverything(): Promise<void> {
  lock('user');
  await db.transaction('rw', db.records, db.meta, async () => {
    await db.records.clear();
    await db.meta.clear();
  });
  try {
    for (const k of LEGACY_KEYS) localStorage.removeItem(k.key);
  } catch {
    /* no localStorage (tests) */
  }
  vaultState.status = 'none';
  vaultState.lockReason = null;
}

/** Whether the browser keeps this site's storage persistently, and how much is used. */
export async function storageReport(): Promise<{ persisted: boolean | null; usage: number | null; quota: number | null }> {
  const s = globalThis.navigator?.storage;
  let persisted: boolean | null = null;
  let usage: number | null = null;
  let quota: number | null = null;
  try {
    if (s?.persisted) persisted = await s.persisted();
  } catch {
    /* unknown */
  }
  try {
    if (s?.estimate) {
      const e = await s.estimate();
      usage = e.usage ?? null;
      quota = e.quota ?? null;
    }
  } catch {
    /* unknown */
  }
  return { persisted, usage, quota };
}

/** Asks the browser again to keep storage persistent. */
export async function requestPersistence(): Promise<boolean | null> {
  try {
    const r = await globalThis.navigator?.storage?.persist?.();
    if (typeof r === 'boolean') await db.meta.update('vault', { persisted: r });
    return r ?? null;
  } catch {
    return null;
  }
}
