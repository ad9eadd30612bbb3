import type { MetaRow, RecordRow } from './db';
import {
  KDF_NAME,
  bytesEqual,
  deriveFromPassphrase,
  fromBase64,
  kdfAcceptable,
  openBytes,
  sha256,
  toBase64,
  unwrapDataKey,
  validKind,
  validRecordId,
} from './crypto';
import { BackupInvalid, WrongPassphrase } from './errors';
import { peekSessionKey } from './session';
import { MAX_BACKUP_BYTES, parseBackupJson } from './backupJson';

/**
 * Backup file: versioned JSON (byte layouts in docs/vault-format.md). `body` (a JSON
 * string) holds the export time, the meta (wrapped keys, KDF parameters) and every record
 * as ciphertext; `sha256` is its digest and `seal` that digest encrypted with the data
 * key, so a truncated or edited file is refused. Version 1 files (export time outside the
 * body) are still read.
 */
export const BACKUP_FORMAT = 'evenground-vault-backup';
export const BACKUP_VERSION = 3;
export const SEAL_PURPOSE = 'evenground-backup-seal-v1';

interface B64Wrapped {
  iv: string;
  data: string;
}

export interface BackupBody {
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

export interface BackupFile {
  format: typeof BACKUP_FORMAT;
  version: number;
  /** Version 1 only: the export time, outside the seal. */
  exportedAt?: string;
  recordCount: number;
  body: string;
  sha256: string;
  seal: B64Wrapped;
}

export const w64 = (w: { iv: Uint8Array; data: Uint8Array }): B64Wrapped => ({ iv: toBase64(w.iv), data: toBase64(w.data) });
const u64 = (w: B64Wrapped) => ({ iv: fromBase64(w.iv), data: fromBase64(w.data) });

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const isW = (v: unknown): v is B64Wrapped => isObj(v) && typeof v.iv === 'string' && typeof v.data === 'string';

export interface Parsed {
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
export async function parseBackup(text: string): Promise<Parsed> {
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

export async function readText(file: Blob | string): Promise<string> {
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
export async function openBackup(
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
