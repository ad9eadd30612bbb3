import { db, type MetaRow, type RecordRow } from './db';
import {
  KDF_NAME,
  bytesEqual,
  decryptRecord,
  deriveFromPassphrase,
  encryptRecord,
  fromBase64,
  openBytes,
  sealBytes,
  sha256,
  toBase64,
  unwrapDataKey,
} from './crypto';
import { BackupInvalid, QuotaExceeded, VaultLocked, WrongPassphrase, isQuotaError } from './errors';
import { peekSessionKey, requireKey, setSessionKey } from './session';
import { vaultState } from './state';
import { watchSession } from './vault';

/**
 * Backup file: versioned JSON. `body` (a JSON string) holds the meta (wrapped keys, KDF
 * parameters) and every record as ciphertext; `sha256` is its digest and `seal` that
 * digest encrypted with the data key, so a truncated or edited file is refused.
 */
export const BACKUP_FORMAT = 'evenground-vault-backup';
export const BACKUP_VERSION = 1;
const SEAL_PURPOSE = 'evenground-backup-seal-v1';

interface B64Wrapped {
  iv: string;
  data: string;
}

interface BackupBody {
  vaultId: string;
  createdAt: number;
  kdf: { name: string; iterations: number; salt: string };
  passphraseWrapped: B64Wrapped;
  recoverySalt: string;
  recoveryWrapped: B64Wrapped;
  records: Array<{ kind: string; id: string; updatedAt: number; iv: string; data: string }>;
}

interface BackupFile {
  format: typeof BACKUP_FORMAT;
  version: number;
  exportedAt: string;
  recordCount: number;
  body: string;
  sha256: string;
  seal: B64Wrapped;
}

const w64 = (w: { iv: Uint8Array; data: Uint8Array }): B64Wrapped => ({ iv: toBase64(w.iv), data: toBase64(w.data) });
const u64 = (w: B64Wrapped) => ({ iv: fromBase64(w.iv), data: fromBase64(w.data) });

export function backupFilename(date = new Date()): string {
  const d = date.toISOString().slice(0, 10);
  return `evenground-backup-${d}.json`;
}

/** An encrypted backup of the whole vault (must be unlocked, to seal it). */
export async function exportBackup(): Promise<Blob> {
  const key = await requireKey();
  const [meta, rows] = await Promise.all([db.meta.get('vault'), db.records.toArray()]);
  if (!meta) throw new VaultLocked();
  const body: BackupBody = {
    vaultId: meta.vaultId,
    createdAt: meta.createdAt,
    kdf: { name: meta.kdf.name, iterations: meta.kdf.iterations, salt: toBase64(meta.kdf.salt) },
    passphraseWrapped: w64(meta.passphraseWrapped),
    recoverySalt: toBase64(meta.recoverySalt),
    recoveryWrapped: w64(meta.recoveryWrapped),
    records: rows.map((r) => ({ kind: r.kind, id: r.id, updatedAt: r.updatedAt, iv: toBase64(r.iv), data: toBase64(r.data) })),
  };
  const bodyText = JSON.stringify(body);
  const digest = await sha256(bodyText);
  const file: BackupFile = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: new Date().toISOString(),
    recordCount: rows.length,
    body: bodyText,
    sha256: toBase64(digest),
    seal: w64(await sealBytes(key, SEAL_PURPOSE, digest)),
  };
  return new Blob([JSON.stringify(file, null, 1)], { type: 'application/json' });
}

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const isW = (v: unknown): v is B64Wrapped => isObj(v) && typeof v.iv === 'string' && typeof v.data === 'string';

interface Parsed {
  body: BackupBody;
  meta: Omit<MetaRow, 'persisted'>;
  rows: RecordRow[];
  digest: Uint8Array;
  seal: { iv: Uint8Array; data: Uint8Array };
}

/** Checks shape and digest; BackupInvalid on anything unexpected. */
async function parseBackup(text: string): Promise<Parsed> {
  let outer: unknown;
  try {
    outer = JSON.parse(text);
  } catch {
    throw new BackupInvalid('it is not a complete EvenGround backup (it may be cut short or damaged)');
  }
  if (!isObj(outer) || outer.format !== BACKUP_FORMAT) throw new BackupInvalid('it is not an EvenGround backup');
  if (typeof outer.version !== 'number' || outer.version > BACKUP_VERSION) throw new BackupInvalid('it was made by a newer version of EvenGround');
  if (typeof outer.body !== 'string' || typeof outer.sha256 !== 'string' || !isW(outer.seal)) throw new BackupInvalid();
  try {
    const digest = await sha256(outer.body);
    if (!bytesEqual(digest, fromBase64(outer.sha256))) throw new Error('digest');
    const body = JSON.parse(outer.body) as BackupBody;
    if (
      !isObj(body) ||
      typeof body.vaultId !== 'string' ||
      !isObj(body.kdf) ||
      body.kdf.name !== KDF_NAME ||
      typeof body.kdf.iterations !== 'number' ||
      !isW(body.passphraseWrapped) ||
      !isW(body.recoveryWrapped) ||
      !Array.isArray(body.records)
    ) {
      throw new Error('shape');
    }
    if (outer.recordCount !== body.records.length) throw new Error('count');
    const rows: RecordRow[] = body.records.map((r) => {
      if (!isObj(r) || typeof r.kind !== 'string' || typeof r.id !== 'string' || typeof r.updatedAt !== 'number') throw new Error('record');
      return { kind: r.kind, id: r.id, updatedAt: r.updatedAt, iv: fromBase64(r.iv), data: fromBase64(r.data) };
    });
    const meta: Omit<MetaRow, 'persisted'> = {
      id: 'vault',
      format: 1,
      vaultId: body.vaultId,
      createdAt: typeof body.createdAt === 'number' ? body.createdAt : Date.now(),
      kdf: { name: KDF_NAME, iterations: body.kdf.iterations, salt: fromBase64(body.kdf.salt) },
      passphraseWrapped: u64(body.passphraseWrapped),
      recoverySalt: fromBase64(body.recoverySalt),
      recoveryWrapped: u64(body.recoveryWrapped),
    };
    return { body, meta, rows, digest, seal: u64(outer.seal) };
  } catch {
    throw new BackupInvalid();
  }
}

export interface ImportResult {
  /** Records now stored from the backup. */
  imported: number;
  /** Merge only: records kept because the copy on this device was newer. */
  keptNewer: number;
  /** True when the passphrase is now the backup's (replace with a different vault). */
  passphraseFromBackup: boolean;
}

/**
 * Restores a backup. `passphrase` is the one that protected the data when the backup was
 * made. 'replace': this device's vault becomes the backup (confirm first). 'merge': adds
 * the backup's records to the unlocked vault, keeping whichever copy is newer.
 * Every check runs before anything is written; on any failure nothing changes.
 */
export async function importBackup(file: Blob | string, passphrase: string, mode: 'replace' | 'merge'): Promise<ImportResult> {
  let text: string;
  try {
    text = typeof file === 'string' ? file : await file.text();
  } catch {
    throw new BackupInvalid('the file could not be read');
  }
  const p = await parseBackup(text);
  const current = await db.meta.get('vault');
  const sameVault = !!current && current.vaultId === p.meta.vaultId;

  let backupKey: CryptoKey | null = null;
  try {
    backupKey = await unwrapDataKey(p.meta.passphraseWrapped, await deriveFromPassphrase(passphrase, p.meta.kdf), false);
  } catch {
    // Same vault, already unlocked: the data key is the same, the passphrase may have changed since.
    if (sameVault && peekSessionKey()) backupKey = peekSessionKey();
  }
  if (!backupKey) throw new WrongPassphrase('backup');
  let sealed: Uint8Array;
  try {
    sealed = await openBytes(backupKey, SEAL_PURPOSE, p.seal);
  } catch {
    throw new BackupInvalid();
  }
  if (!bytesEqual(sealed, p.digest)) throw new BackupInvalid();

  const effective = current ? mode : 'replace';
  if (effective === 'replace') {
    // Check every record opens before replacing anything.
    await Promise.all(
      p.rows.map((r) =>
        decryptRecord(backupKey, r.kind, r.id, r).catch(() => {
          throw new BackupInvalid();
        }),
      ),
    );
    const meta: MetaRow = { ...p.meta, ...(current?.persisted === undefined ? {} : { persisted: current.persisted }) };
    try {
      await db.transaction('rw', db.records, db.meta, async () => {
        await db.records.clear();
        await db.meta.clear();
        await db.meta.put(meta);
        await db.records.bulkPut(p.rows);
      });
    } catch (err) {
      if (isQuotaError(err)) throw new QuotaExceeded();
      throw err;
    }
    setSessionKey(backupKey);
    vaultState.lockReason = null;
    vaultState.unsavedCleared = false;
    watchSession();
    return { imported: p.rows.length, keptNewer: 0, passphraseFromBackup: !sameVault };
  }

  // Merge into the unlocked vault.
  const myKey = peekSessionKey();
  if (!myKey) throw new VaultLocked();
  let incoming: RecordRow[];
  if (sameVault) {
    incoming = p.rows;
  } else {
    try {
      incoming = await Promise.all(
        p.rows.map(async (r) => {
          const { v, value } = await decryptRecord(backupKey, r.kind, r.id, r);
          const s = await encryptRecord(myKey, r.kind, r.id, v, value);
          return { ...r, iv: s.iv, data: s.data };
        }),
      );
    } catch {
      throw new BackupInvalid();
    }
  }
  let imported = 0;
  let keptNewer = 0;
  try {
    await db.transaction('rw', db.records, async () => {
      const existing = await db.records.bulkGet(incoming.map((r) => [r.kind, r.id] as [string, string]));
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
  } catch (err) {
    if (isQuotaError(err)) throw new QuotaExceeded();
    throw err;
  }
  return { imported, keptNewer, passphraseFromBackup: false };
}
