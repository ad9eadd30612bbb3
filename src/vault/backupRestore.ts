/**
 * Restoring a backup: replacing this device's items (and, while locked, its keys) or
 * merging the backup's items into the unlocked vault, every item encrypted again under the
 * right key and written in one go, stopped with nothing changed if the tab locks meanwhile.
 */
import { db, type ChunkRow, type MetaRow, type RecordRow } from './db';
import { openChunk, sealChunk } from './attachments';
import {
  KDF_ITERATIONS,
  KDF_NAME,
  deriveFromPassphrase,
  encryptRecord,
  kdfIsCurrent,
  openRecord,
  unwrapDataKey,
  wrapDataKey,
  randomBytes,
  SALT_BYTES,
} from './crypto';
import { BackupInvalid, QuotaExceeded, VaultError, VaultLocked, isQuotaError } from './errors';
import { newKeyId, storedKeyId, writeUnderKey } from './keyedWrite';
import { lockGenerationNow } from './lock';
import { peekKeyRef, type SessionKeyRef } from './session';
import { isQuickExiting } from '../ui/leaving';
import { afterRestore } from './vault';
import { openBackup, parseBackup, readText, type Parsed } from './backupFormat';
import type { BackupCredentials } from './backup';

export interface ImportResult {
  /** Records now stored from the backup. */
  imported: number;
  /** Merge only: records kept because the copy on this device was newer. */
  keptNewer: number;
  /** True when the passphrase and recovery key are now the backup's (see BackupCredentials). */
  passphraseFromBackup: boolean;
}

/** A time from a file, never later than now (so it cannot win every later merge). */
function clampTime(t: number, now: number): number {
  return Number.isFinite(t) ? Math.max(0, Math.min(t, now)) : now;
}

/**
 * Every incoming row decrypted with the backup's key (a row that does not open refuses
 * the whole file) and, when `target` differs, encrypted again under `target`. Times
 * later than now are brought back to now.
 */
async function bringRows(rows: RecordRow[], from: CryptoKey, target: CryptoKey): Promise<RecordRow[]> {
  const now = Date.now();
  try {
    return await Promise.all(
      rows.map(async (r) => {
        const { v, value, aad } = await openRecord(from, r.kind, r.id, r);
        const updatedAt = clampTime(r.updatedAt, now);
        // Encrypted again with this vault's key, and with today's additional data.
        if (target === from && aad === 2) return { ...r, updatedAt };
        const s = await encryptRecord(target, r.kind, r.id, v, value);
        return { kind: r.kind, id: r.id, updatedAt, iv: s.iv, data: s.data };
      }),
    );
  } catch {
    throw new BackupInvalid('some of its items do not open with its key');
  }
}

/** Pieces opened (and sealed again) per step: at most this many MiB in flight. */
const PIECE_BATCH = 8;

/**
 * The backup's attachment pieces whose attachment is among `rows` (others are dropped),
 * each opened with the backup's key and vault id (one that does not open refuses the whole
 * file) and stored under generation `gen`: as they are when key and vault id stay the same,
 * otherwise sealed again with `target` for vault `toVault`.
 */
async function bringChunks(
  p: Parsed,
  rows: RecordRow[],
  from: CryptoKey,
  target: CryptoKey,
  toVault: string,
  gen: string,
): Promise<ChunkRow[]> {
  const wanted = new Set(rows.filter((r) => r.kind === 'attachment').map((r) => r.id));
  const list = p.chunks.filter((c) => wanted.has(c.att));
  const same = target === from && toVault === p.meta.vaultId;
  const out: ChunkRow[] = [];
  try {
    for (let i = 0; i < list.length; i += PIECE_BATCH) {
      const batch = await Promise.all(
        list.slice(i, i + PIECE_BATCH).map(async (c) => {
          const plain = await openChunk(from, p.meta.vaultId, { ...c, gen: '' });
          return same ? { ...c, gen } : sealChunk(target, gen, toVault, c.att, c.index, c.count, plain);
        }),
      );
      out.push(...batch);
    }
  } catch {
    throw new BackupInvalid('some of its items do not open with its key');
  }
  return out;
}

async function writeOrQuota(fn: () => Promise<void>): Promise<void> {
  try {
    await fn();
  } catch (err) {
    if (isQuotaError(err)) throw new QuotaExceeded();
    throw err;
  }
}

/**
 * Restores a backup. `passphrase` is the one that protected the data when the backup was
 * made (not needed when the backup is sealed with this unlocked vault's own key).
 * 'replace': this device's saved items become the backup's (confirm first). 'merge': adds
 * the backup's records to the unlocked vault, keeping whichever copy is newer.
 * While unlocked, credentials never change: see BackupCredentials. Every check runs
 * before anything is written; on any failure nothing changes. Other tabs lock afterwards.
 */
export async function importBackup(
  file: Blob | string,
  passphrase: string,
  mode: 'replace' | 'merge',
  expected?: BackupCredentials,
): Promise<ImportResult> {
  // Locked or unlocked is decided here, once: a Lock, auto-lock or Quick exit later stops
  // the restore with nothing changed, and never turns it into a restore of the backup's keys.
  const start = restoreStart();
  const myRef = start.ref;
  if (expected && expected !== (myRef ? 'unchanged' : 'from-backup')) throw new VaultError(RESTORE_INTERRUPTED);
  const p = await parseBackup(await readText(file));
  start.check();
  const { key: backupKey } = await openBackup(p, passphrase, myRef?.key ?? null);
  start.check();
  const current = await db.meta.get('vault');
  start.check();

  if (!myRef) {
    if (mode === 'merge' && current) throw new VaultLocked();
    // Replace a locked (or absent) vault: the backup's key and wrappings come with it.
    const rows = await bringRows(p.rows, backupKey, backupKey);
    let meta: MetaRow = {
      ...p.meta,
      keyId: newKeyId(),
      recordAad: 2,
      ...(current?.persisted === undefined ? {} : { persisted: current.persisted }),
    };
    if (!kdfIsCurrent(meta.kdf)) {
      // Re-made at today's cost (same passphrase, new salt).
      const extractable = await unwrapDataKey(meta.passphraseWrapped, await deriveFromPassphrase(passphrase, meta.kdf), true);
      const kdf = { name: KDF_NAME, iterations: KDF_ITERATIONS, salt: randomBytes(SALT_BYTES) } as const;
      meta = { ...meta, kdf, passphraseWrapped: await wrapDataKey(extractable, await deriveFromPassphrase(passphrase, kdf)) };
    }
    const chunks = await bringChunks(p, rows, backupKey, backupKey, meta.vaultId, storedKeyId(meta));
    start.check();
    await writeOrQuota(() =>
      db.transaction('rw', [db.records, db.meta, db.chunks], async () => {
        await db.records.clear();
        await db.meta.clear();
        await db.chunks.clear();
        await db.meta.put(meta);
        await db.records.bulkPut(rows);
        await db.chunks.bulkPut(chunks);
        start.check();
      }),
    );
    start.finish(() => afterRestore(backupKey, meta));
    return { imported: rows.length, keptNewer: 0, passphraseFromBackup: true };
  }

  if (mode === 'replace') {
    // Unlocked: keep this vault's data key and wrappings; only the items are replaced.
    let imported = 0;
    await writeRestoredRows(myRef, p, backupKey, current!.vaultId, start, async (rows, chunks) => {
      await db.records.clear();
      await db.chunks.clear();
      await db.records.bulkPut(rows);
      await db.chunks.bulkPut(chunks(rows));
      imported = rows.length;
    });
    start.finish(() => afterRestore(myRef.key, current!));
    return { imported, keptNewer: 0, passphraseFromBackup: false };
  }

  let imported = 0;
  let keptNewer = 0;
  await writeRestoredRows(myRef, p, backupKey, current!.vaultId, start, async (incoming, chunks) => {
    const existing = await db.records.bulkGet(incoming.map((r) => [r.kind, r.id] as [string, string]));
    keptNewer = 0;
    const take = incoming.filter((r, i) => {
      const e = existing[i];
      if (e && e.updatedAt >= r.updatedAt) {
        keptNewer++;
        return false;
      }
      return true;
    });
    imported = take.length;
    await db.records.bulkPut(take);
    // Pieces only for the attachments taken (one kept because it is newer here keeps its own).
    await db.chunks.bulkPut(chunks(take));
  });
  start.finish(() => undefined);
  return { imported, keptNewer, passphraseFromBackup: false };
}

interface RestoredSet {
  rows: RecordRow[];
  chunks: ChunkRow[];
}

/**
 * Rows and attachment pieces of an unlocked restore, sealed under this vault's key
 * generation (keyedWrite.ts). `store` gets the rows and a function giving the pieces of
 * the attachments among the rows it keeps.
 */
async function writeRestoredRows(
  myRef: SessionKeyRef,
  p: Parsed,
  backupKey: CryptoKey,
  myVault: string,
  start: RestoreStart,
  store: (rows: RecordRow[], chunksFor: (kept: RecordRow[]) => ChunkRow[]) => Promise<void>,
): Promise<void> {
  await writeUnderKey<RestoredSet>(myRef, {
    seal: async (key, gen) => {
      start.check();
      const rows = await bringRows(p.rows, backupKey, key);
      start.check();
      return [{ rows, chunks: await bringChunks(p, rows, backupKey, key, myVault, gen) }];
    },
    store: async ([sealed]) => {
      start.check();
      const chunksFor = (kept: RecordRow[]) => {
        const ids = new Set(kept.filter((r) => r.kind === 'attachment').map((r) => r.id));
        return sealed!.chunks.filter((c) => ids.has(c.att));
      };
      await store(sealed!.rows, chunksFor);
    },
  });
}

const RESTORE_INTERRUPTED =
  'Your data was locked while the backup was being restored, so nothing was changed. Unlock and restore it again.';
const RESTORED_THEN_LOCKED =
  'The backup was restored, but your data was locked while it finished, so it stays locked. Unlock to see the restored items.';

interface RestoreStart {
  /** The key this tab held when the restore started (null: the locked path). */
  ref: SessionKeyRef | null;
  /** Throws (nothing changed) once the tab has locked, unlocked or started a Quick exit since the start. */
  check: () => void;
  /** After the write: `unlock` runs only when nothing happened since the start; otherwise the tab stays locked. */
  finish: (unlock: () => void) => void;
}

function restoreStart(): RestoreStart {
  const ref = peekKeyRef();
  const generation = lockGenerationNow();
  const same = () => generation === lockGenerationNow() && peekKeyRef() === ref && !isQuickExiting();
  return {
    ref,
    check: () => {
      if (!same()) throw new VaultError(RESTORE_INTERRUPTED);
    },
    finish: (unlock) => {
      if (!same()) throw new VaultError(RESTORED_THEN_LOCKED);
      unlock();
    },
  };
}
