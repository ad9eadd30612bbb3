/**
 * Restoring a backup: replacing this device's items (and, while locked, its keys) or
 * merging the backup's items into the unlocked vault, every item encrypted again under the
 * right key and written in one go, stopped with nothing changed if the tab locks meanwhile.
 */
import { db, type MetaRow, type RecordRow } from './db';
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
import { newKeyId, writeUnderKey } from './keyedWrite';
import { lockGenerationNow } from './lock';
import { peekKeyRef, type SessionKeyRef } from './session';
import { isQuickExiting } from '../ui/leaving';
import { afterRestore } from './vault';
import { openBackup, parseBackup, readText } from './backupFormat';
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
    start.check();
    await writeOrQuota(() =>
      db.transaction('rw', db.records, db.meta, async () => {
        await db.records.clear();
        await db.meta.clear();
        await db.meta.put(meta);
        await db.records.bulkPut(rows);
        start.check();
      }),
    );
    start.finish(() => afterRestore(backupKey, meta));
    return { imported: rows.length, keptNewer: 0, passphraseFromBackup: true };
  }

  if (mode === 'replace') {
    // Unlocked: keep this vault's data key and wrappings; only the items are replaced.
    let imported = 0;
    await writeRestoredRows(myRef, p.rows, backupKey, start, async (rows) => {
      await db.records.clear();
      await db.records.bulkPut(rows);
      imported = rows.length;
    });
    start.finish(() => afterRestore(myRef.key, current!));
    return { imported, keptNewer: 0, passphraseFromBackup: false };
  }

  let imported = 0;
  let keptNewer = 0;
  await writeRestoredRows(myRef, p.rows, backupKey, start, async (incoming) => {
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
  });
  start.finish(() => undefined);
  return { imported, keptNewer, passphraseFromBackup: false };
}

/** Rows of an unlocked restore, sealed under this vault's key generation (keyedWrite.ts). */
async function writeRestoredRows(
  myRef: SessionKeyRef,
  rows: RecordRow[],
  backupKey: CryptoKey,
  start: RestoreStart,
  store: (rows: RecordRow[]) => Promise<void>,
): Promise<void> {
  await writeUnderKey(myRef, {
    seal: (key) => {
      start.check();
      return bringRows(rows, backupKey, key);
    },
    store: async (sealed) => {
      start.check();
      await store(sealed);
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
