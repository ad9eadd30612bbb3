import { liveQuery } from 'dexie';
import { db, type MetaRow, type RecordRow } from './db';
import {
  KDF_ITERATIONS,
  KDF_NAME,
  SALT_BYTES,
  decryptRecord,
  deriveFromPassphrase,
  deriveFromRecoveryKey,
  encryptRecord,
  generateDataKey,
  generateRecoveryKey,
  kdfAcceptable,
  kdfIsCurrent,
  saltAcceptable,
  wrappingWellFormed,
  randomBytes,
  toBase64,
  unwrapDataKey,
  wrapDataKey,
} from './crypto';
import { QuotaExceeded, VaultError, VaultLocked, VaultNotCreated, WrongPassphrase, isQuotaError } from './errors';
import { LEGACY_KEYS, importLegacy } from './legacy';
import { MIN_PASSPHRASE_LENGTH, PASSPHRASE_INVISIBLE, passphraseInvisible, passphraseLength } from './passphraseLength';
import { upgradeRecordAad } from './aadUpgrade';
import { newKeyId, storedKeyId } from './keyedWrite';
import { beginKeyChange, peekKeyRef, peekSessionKey, setSessionKey } from './session';
import { vaultState } from './state';
import { readAutoLockMinutes } from './autolock';
import { lock, lockGenerationNow, lockHere, newLockGeneration, postToTabs, watchSession } from './lock';

export const PASSPHRASE_TOO_SHORT = `Choose a passphrase of at least ${MIN_PASSPHRASE_LENGTH} characters (letters, digits, spaces or symbols all count).`;

function checkNewPassphrase(p: string): void {
  if (typeof p !== 'string' || passphraseInvisible(p)) throw new VaultError(PASSPHRASE_INVISIBLE);
  if (passphraseLength(p) < MIN_PASSPHRASE_LENGTH) throw new VaultError(PASSPHRASE_TOO_SHORT);
}

const KDF_REFUSED =
  'The protected storage on this device uses settings EvenGround does not accept, so it was not opened. Restore a backup or erase and start again.';
export const VAULT_DAMAGED =
  'The protected storage on this device is damaged: the stored key information is not in the form EvenGround saves it, so it could not be opened. This is not a problem with what you typed. Restore a backup, or erase and start again.';

/**
 * Refuses, in plain words and before deriving anything, stored settings this app does not
 * accept (VaultError) or a wrapping that is not shaped as this app writes them (damaged,
 * so a later unwrap failure really means a wrong passphrase or recovery key).
 */
function checkStoredMeta(meta: MetaRow, use: 'passphrase' | 'recovery'): void {
  if (use === 'passphrase') {
    if (!kdfAcceptable(meta.kdf)) throw new VaultError(KDF_REFUSED);
    if (!wrappingWellFormed(meta.passphraseWrapped)) throw new VaultError(VAULT_DAMAGED);
  } else if (!saltAcceptable(meta.recoverySalt) || !wrappingWellFormed(meta.recoveryWrapped)) {
    throw new VaultError(VAULT_DAMAGED);
  }
}

/**
 * What the stored key wrappings look like, so a tab can notice that another tab changed
 * them (new passphrase, new recovery key, new data key, a restore) and lock itself.
 */
function wrappingsStamp(meta: Pick<MetaRow, 'passphraseWrapped' | 'recoveryWrapped'> | undefined): string {
  if (!meta) return '';
  return `${toBase64(meta.passphraseWrapped.data)}.${toBase64(meta.recoveryWrapped.data)}`;
}

/** The stamp of the wrappings this tab unlocked with (or last wrote itself). */
let myStamp = '';

const LOCKED_WHILE_OPENING =
  'Your data was locked from another EvenGround window while it was opening. Type your passphrase again to unlock.';

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
            lockHere('elsewhere');
            vaultState.status = 'none';
          } else if (meta && vaultState.status === 'none') {
            vaultState.status = 'locked';
          } else if (meta && vaultState.status === 'unlocked' && wrappingsStamp(meta) !== myStamp) {
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
  myStamp = wrappingsStamp(meta);
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

async function wrapWithNewPassphrase(
  dataKey: CryptoKey,
  passphrase: string,
): Promise<Pick<MetaRow, 'kdf' | 'passphraseWrapped'>> {
  const kdf = { name: KDF_NAME, iterations: KDF_ITERATIONS, salt: randomBytes(SALT_BYTES) } as const;
  const kek = await deriveFromPassphrase(passphrase, kdf);
  return { kdf, passphraseWrapped: await wrapDataKey(dataKey, kek) };
}

async function wrapWithNewRecoveryKey(
  dataKey: CryptoKey,
): Promise<{ recoveryKey: string } & Pick<MetaRow, 'recoverySalt' | 'recoveryWrapped'>> {
  const recoveryKey = generateRecoveryKey();
  const recoverySalt = randomBytes(SALT_BYTES);
  const rk = await deriveFromRecoveryKey(recoveryKey, recoverySalt);
  return { recoveryKey, recoverySalt, recoveryWrapped: await wrapDataKey(dataKey, rk) };
}

/**
 * After a restore wrote records (and maybe new wrappings): this tab is unlocked with `key`,
 * every other tab locks (their key or their view of the data is out of date).
 */
export function afterRestore(key: CryptoKey, meta: MetaRow): void {
  newLockGeneration();
  myStamp = wrappingsStamp(meta);
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
    myStamp = wrappingsStamp(meta);
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
  myStamp = wrappingsStamp(next);
  await db.meta.update('vault', pass);
  await becomeUnlocked(await unwrapDataKey(meta.recoveryWrapped, rk, false), next, generation);
}

/** Writes new wrappings; this tab stays unlocked, every other tab locks (see ensureVaultChecked). */
async function writeWrappings(meta: MetaRow, changes: Partial<MetaRow>): Promise<void> {
  const previous = myStamp;
  myStamp = wrappingsStamp({ ...meta, ...changes });
  try {
    await db.meta.update('vault', changes);
  } catch (err) {
    myStamp = previous;
    throw err;
  }
  postToTabs({ type: 'lock', reason: 'changed' });
}

async function openExtractable(meta: MetaRow, passphrase: string): Promise<CryptoKey> {
  checkStoredMeta(meta, 'passphrase');
  try {
    return await unwrapDataKey(meta.passphraseWrapped, await deriveFromPassphrase(passphrase, meta.kdf), true);
  } catch {
    throw new WrongPassphrase();
  }
}

/**
 * Re-wraps the same data key under a new passphrase. Records are not touched, so a backup
 * made before still opens with the old passphrase: rotateDataKey covers that.
 */
export async function changePassphrase(oldPassphrase: string, newPassphrase: string): Promise<void> {
  checkNewPassphrase(newPassphrase);
  const meta = await getMeta();
  const extractable = await openExtractable(meta, oldPassphrase);
  await writeWrappings(meta, await wrapWithNewPassphrase(extractable, newPassphrase));
}

/** Makes a new recovery key (the old one stops working). Returns it, to be shown once. */
export async function replaceRecoveryKey(passphrase: string): Promise<string> {
  const meta = await getMeta();
  const extractable = await openExtractable(meta, passphrase);
  const rec = await wrapWithNewRecoveryKey(extractable);
  await writeWrappings(meta, { recoverySalt: rec.recoverySalt, recoveryWrapped: rec.recoveryWrapped });
  return rec.recoveryKey;
}

export const ROTATION_FAILED =
  'The encryption key could not be replaced: this browser stopped letting EvenGround use its storage part-way through (for example after a storage clean-up or an update in another window). Nothing was changed: your items, passphrase and recovery key are as they were. Reload the page and try again.';
const ROTATION_LOCKED =
  'Your data was locked while the encryption key was being replaced, so nothing was changed. Unlock and try again.';

/** Records re-encrypted per step of rotateDataKey (progress is reported after each). */
const ROTATE_BATCH = 200;

/**
 * "Rotate encryption key": a new data key; every record decrypted with the old key and
 * encrypted with the new one, in batches of ROTATE_BATCH with `onProgress(done, total)`;
 * new wrappings for `newPassphrase` (or the same passphrase) and a new recovery key,
 * returned to be shown once. Old backups, the old passphrase and the old recovery key
 * open nothing saved afterwards. All rows and the new wrappings are written in one
 * transaction: either everything moves to the new key or nothing changes. Other tabs lock
 * first so nothing is saved under the old key meanwhile; a change in this tab meanwhile
 * stops the rotation with nothing changed.
 */
export async function rotateDataKey(
  passphrase: string,
  onProgress: (done: number, total: number) => void = () => undefined,
  newPassphrase: string = passphrase,
): Promise<string> {
  try {
    return await rotate(passphrase, onProgress, newPassphrase);
  } catch (err) {
    // The browser's own errors ("Database has been closed") say nothing a parent can act on.
    if (err instanceof VaultError) throw err;
    console.error('Replacing the encryption key failed', err);
    throw new VaultError(ROTATION_FAILED);
  }
}

async function rotate(
  passphrase: string,
  onProgress: (done: number, total: number) => void,
  newPassphrase: string,
): Promise<string> {
  checkNewPassphrase(newPassphrase);
  const generation = lockGenerationNow();
  const meta = await getMeta();
  const oldKey = peekSessionKey();
  if (!oldKey) throw new VaultLocked();
  await openExtractable(meta, passphrase);
  postToTabs({ type: 'lock', reason: 'changed' });
  const rows = await db.records.toArray();
  const total = rows.length;
  onProgress(0, total);
  const fresh = await generateDataKey();
  const moved: RecordRow[] = [];
  for (let i = 0; i < total; i += ROTATE_BATCH) {
    const batch = rows.slice(i, i + ROTATE_BATCH);
    const done = await Promise.all(
      batch.map(async (r) => {
        let plain: { v: number; value: unknown };
        try {
          plain = await decryptRecord(oldKey, r.kind, r.id, r);
        } catch {
          // A damaged row stays damaged: kept as it is, so nothing is lost or invented.
          return r;
        }
        const s = await encryptRecord(fresh, r.kind, r.id, plain.v, plain.value);
        return { ...r, iv: s.iv, data: s.data };
      }),
    );
    moved.push(...done);
    onProgress(Math.min(i + batch.length, total), total);
  }
  const pass = await wrapWithNewPassphrase(fresh, newPassphrase);
  const rec = await wrapWithNewRecoveryKey(fresh);
  const keyId = newKeyId();
  const changes = { ...pass, recoverySalt: rec.recoverySalt, recoveryWrapped: rec.recoveryWrapped, keyId, recordAad: 2 as const };
  // The key this tab keeps (non-extractable), ready before the commit so the swap follows it at once.
  const kept = await unwrapDataKey(pass.passphraseWrapped, await deriveFromPassphrase(newPassphrase, pass.kdf), false);
  const previous = myStamp;
  myStamp = wrappingsStamp({ ...meta, ...changes });
  const seen = new Map(rows.map((r) => [`${r.kind}\u0000${r.id}`, r.updatedAt]));
  // Writes that meet the new generation before the swap wait for it (keyedWrite.ts).
  const endKeyChange = beginKeyChange();
  try {
    await db.transaction('rw', db.records, db.meta, async () => {
      const stored = await db.meta.get('vault');
      const now = await db.records.toArray();
      const changed =
        storedKeyId(stored) !== storedKeyId(meta) ||
        now.length !== rows.length ||
        now.some((r) => seen.get(`${r.kind}\u0000${r.id}`) !== r.updatedAt);
      if (changed)
        throw new VaultError(
          'Something was saved while the encryption key was being replaced, so nothing was changed. Please try again.',
        );
      if (generation !== lockGenerationNow()) throw new VaultError(ROTATION_LOCKED);
      await db.records.bulkPut(moved);
      await db.meta.update('vault', changes);
    });
    // Locked meanwhile (after the last check): the new key is stored, but this tab stays locked.
    if (generation === lockGenerationNow()) setSessionKey(kept, keyId);
  } catch (err) {
    myStamp = previous;
    if (isQuotaError(err)) throw new QuotaExceeded();
    throw err;
  } finally {
    endKeyChange();
  }
  postToTabs({ type: 'lock', reason: 'changed' });
  return rec.recoveryKey;
}

/** How to remove EvenGround's data without the passphrase or recovery key: the browser's own settings. */
export const CLEAR_SITE_DATA_HELP =
  "Lost both? EvenGround cannot erase without one of them, so that nobody who picks up this device can delete your records. You can still remove everything EvenGround keeps in this browser yourself: open the browser's settings, find the stored data for this site (often under Privacy, then Site settings or Cookies and site data) and delete it.";

export const ERASE_NOT_PROVEN =
  'That is not your passphrase or your recovery key, so nothing was erased. Check for typing mistakes and try again.';

/** True when `secret` is the passphrase or the recovery key of the stored vault (nothing is changed). */
async function opensStoredVault(meta: MetaRow, secret: string): Promise<boolean> {
  const attempts: Array<() => Promise<CryptoKey>> = [];
  if (kdfAcceptable(meta.kdf) && wrappingWellFormed(meta.passphraseWrapped))
    attempts.push(async () => unwrapDataKey(meta.passphraseWrapped, await deriveFromPassphrase(secret, meta.kdf)));
  if (saltAcceptable(meta.recoverySalt) && wrappingWellFormed(meta.recoveryWrapped))
    attempts.push(async () => unwrapDataKey(meta.recoveryWrapped, await deriveFromRecoveryKey(secret, meta.recoverySalt)));
  for (const attempt of attempts) {
    try {
      await attempt();
      return true;
    } catch {
      /* not this one */
    }
  }
  return false;
}

/**
 * Erase while locked: only with the passphrase or the recovery key, so whoever holds the
 * device cannot destroy a parent's records. ERASE_NOT_PROVEN otherwise (nothing erased);
 * a parent who has lost both is told CLEAR_SITE_DATA_HELP.
 */
export async function eraseWithPassphraseOrRecoveryKey(secret: string): Promise<void> {
  const meta = await db.meta.get('vault');
  if (meta && !(await opensStoredVault(meta, secret))) throw new VaultError(ERASE_NOT_PROVEN);
  await eraseEverything();
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
  myStamp = '';
  vaultState.status = 'none';
  vaultState.lockReason = null;
  postToTabs({ type: 'erased' });
}
