import { db, type MetaRow, type RecordRow } from './db';
import {
  KDF_ITERATIONS,
  KDF_NAME,
  bytesEqual,
  deriveFromPassphrase,
  encryptRecord,
  fromBase64,
  kdfAcceptable,
  kdfIsCurrent,
  openRecord,
  openBytes,
  sealBytes,
  sha256,
  toBase64,
  unwrapDataKey,
  validKind,
  validRecordId,
  wrapDataKey,
  randomBytes,
  SALT_BYTES,
} from './crypto';
import { BackupInvalid, QuotaExceeded, VaultError, VaultLocked, WrongPassphrase, isQuotaError } from './errors';
import { newKeyId, writeUnderKey } from './keyedWrite';
import { lockGenerationNow } from './lock';
import { peekKeyRef, peekSessionKey, requireKeyRef, type SessionKeyRef } from './session';
import { upgradeRecordAad } from './aadUpgrade';
import { isQuickExiting } from '../ui/leaving';
import { afterRestore } from './vault';
import { MAX_BACKUP_BYTES, parseBackupJson } from './backupJson';

/**
 * Backup file: versioned JSON (byte layouts in docs/vault-format.md). `body` (a JSON
 * string) holds the export time, the meta (wrapped keys, KDF parameters) and every record
 * as ciphertext; `sha256` is its digest and `seal` that digest encrypted with the data
 * key, so a truncated or edited file is refused. Version 1 files (export time outside the
 * body) are still read.
 */
const BACKUP_FORMAT = 'evenground-vault-backup';
const BACKUP_VERSION = 3;
const SEAL_PURPOSE = 'evenground-backup-seal-v1';

interface B64Wrapped {
  iv: string;
  data: string;
}

interface BackupBody {
  /** Version 3 and later: the file's version again, inside the seal (a relabelled file is refused). */
  version?: number;
  vaultId: string;
  createdAt: number;
  /** Milliseconds since 1970 (version 2 and later): inside the seal. */
  exportedAt?: number;
  kdf: { name: string; iterations: number; salt: string };
  passphraseWrapped: B64Wrapped;
  recoverySalt: string;
  recoveryWrapped: B64Wrapped;
  records: Array<{ kind: string; id: string; updatedAt: number; iv: string; data: string }>;
}

interface BackupFile {
  format: typeof BACKUP_FORMAT;
  version: number;
  /** Version 1 only: the export time, outside the seal. */
  exportedAt?: string;
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
  const ref = await requireKeyRef();
  const key = ref.key;
  // Every record in a version 3 file carries today's additional data.
  await upgradeRecordAad(ref);
  const [meta, rows] = await Promise.all([db.meta.get('vault'), db.records.toArray()]);
  if (!meta) throw new VaultLocked();
  const body: BackupBody = {
    version: BACKUP_VERSION,
    vaultId: meta.vaultId,
    createdAt: meta.createdAt,
    exportedAt: Date.now(),
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
  meta: Omit<MetaRow, 'persisted'>;
  rows: RecordRow[];
  digest: Uint8Array;
  seal: { iv: Uint8Array; data: Uint8Array };
  /** When the backup was made (ms), or null when the file does not say. */
  exportedAt: number | null;
  /** True when exportedAt is inside the seal (version 2 and later). */
  dateSealed: boolean;
}

/** Checks shape, version, KDF bounds and digest; BackupInvalid on anything unexpected. */
async function parseBackup(text: string): Promise<Parsed> {
  const read = await parseBackupJson(text);
  if (!read.ok && read.why === 'too-deep') throw new BackupInvalid('it is not an EvenGround backup');
  if (!read.ok) throw new BackupInvalid('it is not a complete EvenGround backup (it may be cut short or damaged)');
  const outer = read.value;
  if (!isObj(outer) || outer.format !== BACKUP_FORMAT) throw new BackupInvalid('it is not an EvenGround backup');
  if (typeof outer.version !== 'number' || !Number.isInteger(outer.version) || outer.version < 1) throw new BackupInvalid();
  if (outer.version > BACKUP_VERSION) throw new BackupInvalid('it was made by a newer version of EvenGround');
  if (typeof outer.body !== 'string' || typeof outer.sha256 !== 'string' || !isW(outer.seal)) throw new BackupInvalid();
  let parsed: Parsed;
  let relabelled = false;
  let badNames = false;
  let duplicated = false;
  try {
    const digest = await sha256(outer.body);
    if (!bytesEqual(digest, fromBase64(outer.sha256))) throw new Error('digest');
    const inner = await parseBackupJson(outer.body);
    if (!inner.ok) throw new Error('json');
    const body = inner.value as BackupBody;
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
    // The version inside the seal (3 and later) must be the outer one; an older file's body
    // must not look newer than its label (a version 2 body relabelled 1 still has exportedAt).
    const sealedVersion = 'version' in body ? body.version : 'exportedAt' in body ? 2 : 1;
    if (sealedVersion !== outer.version || outer.version >= 3 !== 'version' in body) relabelled = true;
    if (relabelled) throw new Error('version');
    const seen = new Set<string>();
    const rows: RecordRow[] = body.records.map((r) => {
      if (
        !isObj(r) ||
        typeof r.updatedAt !== 'number' ||
        !Number.isFinite(r.updatedAt) ||
        typeof r.iv !== 'string' ||
        typeof r.data !== 'string'
      )
        throw new Error('record');
      if (!validKind(r.kind) || !validRecordId(r.id)) {
        badNames = true;
        throw new Error('names');
      }
      const pair = JSON.stringify([r.kind, r.id]);
      if (seen.has(pair)) {
        duplicated = true;
        throw new Error('duplicate');
      }
      seen.add(pair);
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
    let exportedAt: number | null = null;
    let dateSealed = false;
    if (outer.version >= 2) {
      if (typeof body.exportedAt !== 'number' || !Number.isFinite(body.exportedAt)) throw new Error('date');
      exportedAt = body.exportedAt;
      dateSealed = true;
    } else if (typeof outer.exportedAt === 'string' && Number.isFinite(Date.parse(outer.exportedAt))) {
      exportedAt = Date.parse(outer.exportedAt);
    }
    parsed = { meta, rows, digest, seal: u64(outer.seal), exportedAt, dateSealed };
  } catch {
    if (relabelled) throw new BackupInvalid('its version number was changed after it was made');
    if (badNames) throw new BackupInvalid('some of its items have names EvenGround never gives them');
    if (duplicated) throw new BackupInvalid('it holds the same item twice');
    throw new BackupInvalid();
  }
  if (!kdfAcceptable(parsed.meta.kdf)) throw new BackupInvalid('its passphrase settings are outside what EvenGround accepts');
  return parsed;
}

async function readText(file: Blob | string): Promise<string> {
  if ((typeof file === 'string' ? file.length : file.size) > MAX_BACKUP_BYTES)
    throw new BackupInvalid(`it is larger than any EvenGround backup (over ${MAX_BACKUP_BYTES / 1024 / 1024} MB)`);
  try {
    return typeof file === 'string' ? file : await file.text();
  } catch {
    throw new BackupInvalid('the file could not be read');
  }
}

async function sealOpensWith(key: CryptoKey, p: Parsed): Promise<boolean> {
  try {
    return bytesEqual(await openBytes(key, SEAL_PURPOSE, p.seal), p.digest);
  } catch {
    return false;
  }
}

/**
 * The key that opens the backup. While unlocked, the backup's seal is first tried with
 * this session's data key: when it opens, the backup holds this vault's data under this
 * data key, whatever vault id the file claims and whatever passphrase was typed.
 * Otherwise the typed passphrase must unwrap the backup's data key and that key must open
 * the seal.
 */
async function openBackup(
  p: Parsed,
  passphrase: string,
  session: CryptoKey | null = peekSessionKey(),
): Promise<{ key: CryptoKey; sameKey: boolean }> {
  if (session && (await sealOpensWith(session, p))) return { key: session, sameKey: true };
  let key: CryptoKey;
  try {
    key = await unwrapDataKey(p.meta.passphraseWrapped, await deriveFromPassphrase(passphrase, p.meta.kdf), false);
  } catch {
    throw new WrongPassphrase('backup');
  }
  if (!(await sealOpensWith(key, p))) throw new BackupInvalid();
  return { key, sameKey: false };
}

/**
 * What happens to the passphrase and recovery key:
 * - 'unchanged': restoring into the unlocked vault; every item is re-encrypted under this
 *   vault's data key and today's passphrase and recovery key keep working.
 * - 'from-backup': the vault here is locked (or absent) and is replaced by the backup
 *   with its own key: the passphrase that protected the backup, and the recovery key that
 *   was valid when it was made, open the data afterwards; today's stop working.
 */
export type BackupCredentials = 'unchanged' | 'from-backup';

export interface BackupPreview {
  exportedAt: number | null;
  dateSealed: boolean;
  recordCount: number;
  credentials: BackupCredentials;
  /** True when a vault exists on this device (a Replace overwrites it). */
  replacesExisting: boolean;
}

function credentialsFor(current: MetaRow | undefined): BackupCredentials {
  return current && peekSessionKey() ? 'unchanged' : 'from-backup';
}

/** Opens and checks a backup without changing anything, to show what a restore would do. */
export async function previewBackup(file: Blob | string, passphrase: string): Promise<BackupPreview> {
  const p = await parseBackup(await readText(file));
  await openBackup(p, passphrase);
  const current = await db.meta.get('vault');
  return {
    exportedAt: p.exportedAt,
    dateSealed: p.dateSealed,
    recordCount: p.rows.length,
    credentials: credentialsFor(current),
    replacesExisting: !!current,
  };
}

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
