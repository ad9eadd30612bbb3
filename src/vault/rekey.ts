/**
 * Changing what protects the data of an unlocked vault: a new passphrase, a new recovery
 * key, or a new data key with every record encrypted again. This tab stays unlocked; every
 * other tab locks.
 */
import { db, type RecordRow } from './db';
import { decryptRecord, deriveFromPassphrase, encryptRecord, generateDataKey, unwrapDataKey } from './crypto';
import { QuotaExceeded, VaultError, VaultLocked, isQuotaError } from './errors';
import { newKeyId, storedKeyId } from './keyedWrite';
import { beginKeyChange, peekSessionKey, setSessionKey } from './session';
import { lockGenerationNow, postToTabs } from './lock';
import {
  checkNewPassphrase,
  getMeta,
  myStamp,
  openExtractable,
  wrapWithNewPassphrase,
  wrapWithNewRecoveryKey,
  wrappingsStamp,
  writeWrappings,
} from './wrappings';

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
  const previous = myStamp.value;
  myStamp.value = wrappingsStamp({ ...meta, ...changes });
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
    myStamp.value = previous;
    if (isQuotaError(err)) throw new QuotaExceeded();
    throw err;
  } finally {
    endKeyChange();
  }
  postToTabs({ type: 'lock', reason: 'changed' });
  return rec.recoveryKey;
}
