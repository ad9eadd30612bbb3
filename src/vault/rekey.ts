/**
 * Changing what protects the data of an unlocked vault: a new passphrase, a new recovery
 * key, or a new data key with every record encrypted again. This tab stays unlocked; every
 * other tab locks.
 */
import { db, type ChunkRow, type RecordRow } from './db';
import { openChunk, sealChunk } from './attachments';
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
/** Attachment pieces (1 MiB each) re-encrypted per step. */
const ROTATE_CHUNK_BATCH = 8;

/**
 * "Rotate encryption key": a new data key; every record decrypted with the old key and
 * encrypted with the new one, in batches of ROTATE_BATCH with `onProgress(done, total)`;
 * new wrappings for `newPassphrase` (or the same passphrase) and a new recovery key,
 * returned to be shown once. Old backups, the old passphrase and the old recovery key
 * open nothing saved afterwards. All rows and the new wrappings are written in one
 * transaction: either everything moves to the new key or nothing changes. Attachment pieces
 * are sealed under the new key beforehand, beside the old ones (their generation tells them
 * apart: db.ts), and the old ones are removed in that same transaction; on failure the new
 * ones are removed. Other tabs lock
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
  const oldGen = storedKeyId(meta);
  const chunkKeys = await db.chunks.where('gen').equals(oldGen).primaryKeys();
  const total = rows.length + chunkKeys.length;
  onProgress(0, total);
  const fresh = await generateDataKey();
  const keyId = newKeyId();
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
  try {
    await moveChunks(chunkKeys, oldKey, fresh, meta.vaultId, keyId, (n) => onProgress(rows.length + n, total));
  } catch (err) {
    await dropGeneration(keyId);
    if (isQuotaError(err)) throw new QuotaExceeded();
    throw err;
  }
  const pass = await wrapWithNewPassphrase(fresh, newPassphrase);
  const rec = await wrapWithNewRecoveryKey(fresh);
  const changes = { ...pass, recoverySalt: rec.recoverySalt, recoveryWrapped: rec.recoveryWrapped, keyId, recordAad: 2 as const };
  // The key this tab keeps (non-extractable), ready before the commit so the swap follows it at once.
  const kept = await unwrapDataKey(pass.passphraseWrapped, await deriveFromPassphrase(newPassphrase, pass.kdf), false);
  const previous = myStamp.value;
  myStamp.value = wrappingsStamp({ ...meta, ...changes });
  const seen = new Map(rows.map((r) => [`${r.kind}\u0000${r.id}`, r.updatedAt]));
  // Writes that meet the new generation before the swap wait for it (keyedWrite.ts).
  const endKeyChange = beginKeyChange();
  try {
    await db.transaction('rw', [db.records, db.meta, db.chunks], async () => {
      const stored = await db.meta.get('vault');
      const now = await db.records.toArray();
      const changed =
        storedKeyId(stored) !== storedKeyId(meta) ||
        now.length !== rows.length ||
        now.some((r) => seen.get(`${r.kind}\u0000${r.id}`) !== r.updatedAt) ||
        (await db.chunks.where('gen').equals(oldGen).count()) !== chunkKeys.length;
      if (changed)
        throw new VaultError(
          'Something was saved while the encryption key was being replaced, so nothing was changed. Please try again.',
        );
      if (generation !== lockGenerationNow()) throw new VaultError(ROTATION_LOCKED);
      await db.records.bulkPut(moved);
      await db.meta.update('vault', changes);
      await db.chunks.where('gen').notEqual(keyId).delete();
    });
    // Locked meanwhile (after the last check): the new key is stored, but this tab stays locked.
    if (generation === lockGenerationNow()) setSessionKey(kept, keyId);
  } catch (err) {
    myStamp.value = previous;
    await dropGeneration(keyId);
    if (isQuotaError(err)) throw new QuotaExceeded();
    throw err;
  } finally {
    endKeyChange();
  }
  postToTabs({ type: 'lock', reason: 'changed' });
  return rec.recoveryKey;
}

/** Removes attachment pieces sealed under `gen` (a rotation that did not finish). */
async function dropGeneration(gen: string): Promise<void> {
  await db.chunks
    .where('gen')
    .equals(gen)
    .delete()
    .catch(() => undefined);
}

/**
 * Every attachment piece of the old generation decrypted with the old key and stored again,
 * sealed with the new one under generation `gen`, ROTATE_CHUNK_BATCH at a time (never more
 * in memory). A piece that does not open is copied as it is: it stays damaged, nothing is
 * invented. `onDone(n)` after each batch.
 */
async function moveChunks(
  keys: ReadonlyArray<[string, number, string]>,
  oldKey: CryptoKey,
  fresh: CryptoKey,
  vaultId: string,
  gen: string,
  onDone: (n: number) => void,
): Promise<void> {
  for (let i = 0; i < keys.length; i += ROTATE_CHUNK_BATCH) {
    const batch = (await db.chunks.bulkGet(keys.slice(i, i + ROTATE_CHUNK_BATCH))).filter((r): r is ChunkRow => !!r);
    const sealed = await Promise.all(
      batch.map(async (r) => {
        let plain: Uint8Array;
        try {
          plain = await openChunk(oldKey, vaultId, r);
        } catch {
          return { ...r, gen };
        }
        return sealChunk(fresh, gen, vaultId, r.att, r.index, r.count, plain);
      }),
    );
    await db.chunks.bulkPut(sealed);
    onDone(Math.min(i + ROTATE_CHUNK_BATCH, keys.length));
  }
}
