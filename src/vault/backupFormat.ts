import type { ChunkRow, MetaRow, RecordRow } from './db';
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
import { ATTACHMENTS_BACKUP_HEAD, MAX_ATTACHMENTS_BACKUP_BYTES, MAX_BACKUP_BYTES, parseBackupJson } from './backupJson';

/**
 * Backup file: versioned JSON (byte layouts in docs/vault-format.md). `body` (a JSON
 * string) holds the export time, the meta (wrapped keys, KDF parameters) and every record
 * as ciphertext; `sha256` is its digest and `seal` that digest encrypted with the data
 * key, so a truncated or edited file is refused. Version 1 files (export time outside the
 * body) are still read.
 */
export const BACKUP_FORMAT = 'evenground-vault-backup';
export const BACKUP_VERSION = 3;
/**
 * Version 4: version 3 plus the attachments' pieces, still encrypted, in `attachments`
 * beside the sealed body (each piece is bound to its vault, attachment, place and count by
 * its own additional data; the body seals how many there are). Written only when the vault
 * has attachments.
 */
export const ATTACHMENTS_BACKUP_VERSION = 4;
/** Most pieces one attachment has: 25 MB in 1 MiB pieces. */
const MAX_PIECES = 25;
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
  /** Version 4: how many attachment pieces the file holds (inside the seal). */
  chunkCount?: number;
}

/** One attachment piece in a version 4 file (base64 as written; bytes once read). */
export interface B64Chunk {
  att: string;
  index: number;
  count: number;
  iv: string;
  data: string;
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
  /** Version 4: every attachment piece (see ATTACHMENTS_BACKUP_VERSION). */
  attachments?: B64Chunk[];
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
  /** Attachment pieces (version 4), still sealed with the backup's key and vault id. */
  chunks: Array<Omit<ChunkRow, 'gen'>>;
}

/** The pieces of a version 4 file, checked for shape, place and duplicates; throws otherwise. */
function readChunks(list: unknown): Array<Omit<ChunkRow, 'gen'>> {
  if (!Array.isArray(list)) throw new Error('attachments');
  const seen = new Set<string>();
  return list.map((c: unknown) => {
    if (!isObj(c) || !(c.iv instanceof Uint8Array) || !(c.data instanceof Uint8Array)) throw new Error('piece');
    const { att, index, count } = c;
    if (
      !validRecordId(att) ||
      !Number.isInteger(index) ||
      !Number.isInteger(count) ||
      (count as number) < 1 ||
      (count as number) > MAX_PIECES ||
      (index as number) < 0 ||
      (index as number) >= (count as number)
    )
      throw new Error('piece place');
    const key = JSON.stringify([att, index]);
    if (seen.has(key)) throw new Error('duplicate piece');
    seen.add(key);
    return { att, index: index as number, count: count as number, iv: c.iv, data: c.data };
  });
}

/** Checks shape, version, KDF bounds and digest; BackupInvalid on anything unexpected. */
export async function parseBackup(text: string | Blob): Promise<Parsed> {
  const read = await parseBackupJson(text);
  if (!read.ok && read.why === 'too-deep') throw new BackupInvalid('it is not an EvenGround backup');
  if (!read.ok) throw new BackupInvalid('it is not a complete EvenGround backup (it may be cut short or damaged)');
  const outer = read.value;
  if (!isObj(outer) || outer.format !== BACKUP_FORMAT) throw new BackupInvalid('it is not an EvenGround backup');
  if (typeof outer.version !== 'number' || !Number.isInteger(outer.version) || outer.version < 1) throw new BackupInvalid();
  if (outer.version > ATTACHMENTS_BACKUP_VERSION) throw new BackupInvalid('it was made by a newer version of EvenGround');
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
    let chunks: Parsed['chunks'] = [];
    if (outer.version >= ATTACHMENTS_BACKUP_VERSION) {
      chunks = readChunks(outer.attachments);
      if (body.chunkCount !== chunks.length) throw new Error('piece count');
    } else if ('attachments' in outer || 'chunkCount' in body) throw new Error('attachments in an older version');
    parsed = { meta, rows, digest, seal: u64(outer.seal), exportedAt, dateSealed, chunks };
  } catch {
    if (relabelled) throw new BackupInvalid('its version number was changed after it was made');
    if (badNames) throw new BackupInvalid('some of its items have names EvenGround never gives them');
    if (duplicated) throw new BackupInvalid('it holds the same item twice');
    throw new BackupInvalid();
  }
  if (!kdfAcceptable(parsed.meta.kdf)) throw new BackupInvalid('its passphrase settings are outside what EvenGround accepts');
  return parsed;
}

/**
 * The file, once its size is checked: at most MAX_BACKUP_BYTES, or MAX_ATTACHMENTS_BACKUP_BYTES
 * for a file that starts as a version 4 backup does. A Blob is read where it is parsed
 * (parseBackupJson: in a worker), so the page never holds its text.
 */
export async function readText(file: Blob | string): Promise<Blob | string> {
  const size = typeof file === 'string' ? file.length : file.size;
  if (size <= MAX_BACKUP_BYTES) return file;
  let head: string;
  try {
    head =
      typeof file === 'string'
        ? file.slice(0, ATTACHMENTS_BACKUP_HEAD.length)
        : await file.slice(0, ATTACHMENTS_BACKUP_HEAD.length).text();
  } catch {
    throw new BackupInvalid('the file could not be read');
  }
  const limit = head === ATTACHMENTS_BACKUP_HEAD ? MAX_ATTACHMENTS_BACKUP_BYTES : MAX_BACKUP_BYTES;
  if (size > limit) throw new BackupInvalid(`it is larger than any EvenGround backup (over ${limit / 1024 / 1024} MB)`);
  return file;
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
