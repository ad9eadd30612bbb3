/**
 * The vault's life on this device: noticing it, creating it, unlocking it (with the
 * passphrase or the recovery key), taking over a restored backup, erasing it. Changing the
 * passphrase, recovery key or data key is rekey.ts; erasing while locked is erase.ts.
 */
import { liveQuery } from 'dexie';
import { db, type MetaRow } from './db';
import { deriveFromPassphrase, deriveFromRecoveryKey, generateDataKey, kdfIsCurrent, unwrapDataKey } from './crypto';
import { VaultError, WrongPassphrase } from './errors';
import { LEGACY_KEYS, importLegacy } from './legacy';
import { upgradeRecordAad } from './aadUpgrade';
import { newKeyId, storedKeyId } from './keyedWrite';
import { peekKeyRef, setSessionKey } from './session';
import { vaultState } from './state';
import { readAutoLockMinutes } from './autolock';
import { lock, lockGenerationNow, lockHere, newLockGeneration, postToTabs, watchSession } from './lock';
import {
  checkNewPassphrase,
  checkStoredMeta,
  getMeta,
  myStamp,
  wrapWithNewPassphrase,
  wrapWithNewRecoveryKey,
  wrappingsStamp,
} from './wrappings';

const LOCKED_WHILE_OPENING =
  'Your data was locked from another EvenGround window while it was opening. Type your passphrase again to unlock.';

let watching = false;
let checked: Promise<void> | null = null;
/**
 * True while createVault runs in this tab: the watcher below then leaves the status alone
 * when the new vault record appears. Between writing that record and unlocking, the
 * passphrase is turned into a key (600,000 PBKDF2 rounds, about half a second); marking
 * the device "locked" meanwhile made every VaultGate draw its unlock or create step for a
 * moment, so a tool tried before the vault existed was drawn again, blank, and what the
 * parent had typed but not saved was lost (docs/try-first.md).
 */
let creatingHere = false;

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
            lockHere('elsewhere');
            vaultState.status = 'none';
          } else if (meta && vaultState.status === 'none' && !creatingHere) {
            vaultState.status = 'locked';
          } else if (meta && vaultState.status === 'unlocked' && wrappingsStamp(meta) !== myStamp.value) {
            // Another window changed the passphrase, recovery key or data key, or restored a backup.
            lockHere('elsewhere');
          }
        },
        error: () => undefined,
      });
    }
  }
  return checked;
}

async function becomeUnlocked(key: CryptoKey, meta: MetaRow | undefined, generation: number): Promise<void> {
  if (generation !== lockGenerationNow()) throw new VaultError(LOCKED_WHILE_OPENING);
  myStamp.value = wrappingsStamp(meta);
  setSessionKey(key, storedKeyId(meta));
  vaultState.lockReason = null;
  vaultState.unsavedCleared = false;
  vaultState.unsavedKept = false;
  watchSession();
  const ref = peekKeyRef()!;
  const report = await importLegacy(ref);
  if (report) vaultState.legacy = report;
  try {
    await upgradeRecordAad(ref);
  } catch (err) {
    // Tried again on the next unlock; the records still open as they are.
    console.error('Records could not be moved to the current format yet', err);
  }
}

/**
 * After a restore wrote records (and maybe new wrappings): this tab is unlocked with `key`,
 * every other tab locks (their key or their view of the data is out of date).
 */
export function afterRestore(key: CryptoKey, meta: MetaRow): void {
  newLockGeneration();
  myStamp.value = wrappingsStamp(meta);
  setSessionKey(key, storedKeyId(meta));
  vaultState.lockReason = null;
  vaultState.unsavedCleared = false;
  watchSession();
  postToTabs({ type: 'lock', reason: 'changed' });
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
    keyId: newKeyId(),
    recordAad: 2,
    createdAt: Date.now(),
    ...pass,
    recoverySalt: rec.recoverySalt,
    recoveryWrapped: rec.recoveryWrapped,
    ...(persisted === undefined ? {} : { persisted }),
  };
  creatingHere = true;
  try {
    try {
      await db.meta.add(meta);
    } catch {
      throw new VaultError('Protected storage was just created in another window. Unlock it with that passphrase instead.');
    }
    // Keep only a non-extractable copy in memory.
    const kek = await deriveFromPassphrase(passphrase, meta.kdf);
    // A Lock pressed elsewhere meanwhile must not hide the new recovery key: unlock regardless.
    await becomeUnlocked(await unwrapDataKey(meta.passphraseWrapped, kek, false), meta, lockGenerationNow());
    return rec.recoveryKey;
  } finally {
    creatingHere = false;
    // Made but not opened (a failure after the record was written): the device has a locked vault.
    if (vaultState.status === 'none' && (await db.meta.get('vault'))) vaultState.status = 'locked';
  }
}

/**
 * Opens the vault. A wrong passphrase throws WrongPassphrase and changes nothing. When the
 * stored passphrase wrapping was made at a lower cost than today's, it is re-made at
 * today's cost (same passphrase, new salt).
 */
export async function unlock(passphrase: string): Promise<void> {
  const generation = lockGenerationNow();
  let meta = await getMeta();
  checkStoredMeta(meta, 'passphrase');
  const kek = await deriveFromPassphrase(passphrase, meta.kdf);
  let key: CryptoKey;
  try {
    key = await unwrapDataKey(meta.passphraseWrapped, kek, !kdfIsCurrent(meta.kdf));
  } catch {
    throw new WrongPassphrase();
  }
  if (generation !== lockGenerationNow()) throw new VaultError(LOCKED_WHILE_OPENING);
  if (!kdfIsCurrent(meta.kdf)) {
    // Made at another cost (lower, or so high each unlock hangs): re-made at today's.
    const pass = await wrapWithNewPassphrase(key, passphrase);
    meta = { ...meta, ...pass };
    myStamp.value = wrappingsStamp(meta);
    await db.meta.update('vault', pass);
    key = await unwrapDataKey(meta.passphraseWrapped, await deriveFromPassphrase(passphrase, meta.kdf), false);
  }
  await becomeUnlocked(key, meta, generation);
}

/** Opens the vault with the recovery key and sets a new passphrase. */
export async function unlockWithRecoveryKey(recoveryKey: string, newPassphrase: string): Promise<void> {
  checkNewPassphrase(newPassphrase);
  const generation = lockGenerationNow();
  const meta = await getMeta();
  checkStoredMeta(meta, 'recovery');
  let rk: CryptoKey;
  let extractable: CryptoKey;
  try {
    rk = await deriveFromRecoveryKey(recoveryKey, meta.recoverySalt);
    extractable = await unwrapDataKey(meta.recoveryWrapped, rk, true);
  } catch {
    throw new WrongPassphrase('recovery key');
  }
  if (generation !== lockGenerationNow()) throw new VaultError(LOCKED_WHILE_OPENING);
  const pass = await wrapWithNewPassphrase(extractable, newPassphrase);
  const next = { ...meta, ...pass };
  myStamp.value = wrappingsStamp(next);
  await db.meta.update('vault', pass);
  await becomeUnlocked(await unwrapDataKey(meta.recoveryWrapped, rk, false), next, generation);
}

/**
 * Deletes the vault database itself (every record and the key wrappings) and leftover
 * plaintext keys. Files already downloaded (backups, PDFs, CSVs, a printed or saved
 * recovery key) are outside the browser's storage and stay where they were saved.
 */
export async function eraseEverything(): Promise<void> {
  lock('user');
  // Reopened right away (empty), so this tab and the others keep working.
  await db.delete({ disableAutoOpen: false });
  try {
    for (const k of LEGACY_KEYS) localStorage.removeItem(k.key);
  } catch {
    /* no localStorage (tests) */
  }
  myStamp.value = '';
  vaultState.status = 'none';
  vaultState.lockReason = null;
  postToTabs({ type: 'erased' });
}
