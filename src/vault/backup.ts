/**
 * Making a backup file of the whole vault, and looking into one before a restore
 * (backupRestore.ts writes it). The file's layout and how it is read: backupFormat.ts.
 */
import { db, type MetaRow } from './db';
import { sealBytes, sha256, toBase64 } from './crypto';
import { VaultLocked } from './errors';
import { peekSessionKey, requireKeyRef } from './session';
import { upgradeRecordAad } from './aadUpgrade';
import { MAX_ATTACHMENTS_BACKUP_BYTES } from './backupJson';
import {
  ATTACHMENTS_BACKUP_VERSION,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  SEAL_PURPOSE,
  openBackup,
  parseBackup,
  readText,
  w64,
  type BackupBody,
  type BackupFile,
} from './backupFormat';

/** "evenground-backup-2026-03-02.json"; `name` words it in the language on screen (My Data's Spanish). */
export function backupFilename(date = new Date(), name: (d: string) => string = (d) => `evenground-backup-${d}.json`): string {
  return name(date.toISOString().slice(0, 10));
}

/** What a backup holds of the attachments. */
export interface BackupAttachments {
  /** Attachment pieces in the file. */
  pieces: number;
  /** Pieces left out because they would make the file larger than a backup may be. */
  leftOut: number;
}

/**
 * Every attachment piece of the current key generation whose attachment has a description, as JSON text parts (each its own
 * Blob, so the page never holds the whole file as one string), or null when together they
 * would make the file larger than MAX_ATTACHMENTS_BACKUP_BYTES (`room`: what is left of it).
 */
async function attachmentParts(
  gen: string,
  described: ReadonlySet<string>,
  room: number,
): Promise<{ parts: Blob[]; count: number } | { tooLarge: number }> {
  const parts: Blob[] = [];
  let used = 0;
  let over = false;
  // Pieces of an attachment with no description (an import cut short) stay out.
  const keys = (await db.chunks.where('gen').equals(gen).primaryKeys()).filter(([att]) => described.has(att));
  for (let i = 0; i < keys.length && !over; i += 16) {
    for (const c of await db.chunks.bulkGet(keys.slice(i, i + 16))) {
      if (!c) continue;
      const text = JSON.stringify({ att: c.att, index: c.index, count: c.count, iv: toBase64(c.iv), data: toBase64(c.data) });
      used += text.length + 1;
      if (used > room) {
        over = true;
        break;
      }
      parts.push(new Blob([parts.length ? ',' : '', text]));
    }
  }
  return over ? { tooLarge: keys.length } : { parts, count: parts.length };
}

/** An encrypted backup of the whole vault (must be unlocked, to seal it). */
export async function exportBackup(): Promise<Blob> {
  return (await exportBackupWithAttachments()).blob;
}

/**
 * The backup file and what it holds of the attachments. With attachments, a version 4 file
 * (backupFormat.ts) when they fit in MAX_ATTACHMENTS_BACKUP_BYTES; otherwise a version 3
 * file with the records only (the attachments' descriptions included) and `leftOut` says
 * how many pieces are not in it.
 */
export async function exportBackupWithAttachments(): Promise<{ blob: Blob; attachments: BackupAttachments }> {
  const ref = await requireKeyRef();
  const key = ref.key;
  // Every record in a version 3 file carries today's additional data.
  await upgradeRecordAad(ref);
  const [meta, rows] = await Promise.all([db.meta.get('vault'), db.records.toArray()]);
  if (!meta) throw new VaultLocked();
  const recordsText = rows.reduce((n, r) => n + r.data.byteLength * 1.4 + 200, 0);
  const described = new Set(rows.filter((r) => r.kind === 'attachment').map((r) => r.id));
  const found = await attachmentParts(ref.keyId, described, MAX_ATTACHMENTS_BACKUP_BYTES - recordsText - 64 * 1024);
  const pieces = 'parts' in found ? found : null;
  const withPieces = !!pieces && pieces.count > 0;
  const version = withPieces ? ATTACHMENTS_BACKUP_VERSION : BACKUP_VERSION;
  const body: BackupBody = {
    version,
    vaultId: meta.vaultId,
    createdAt: meta.createdAt,
    exportedAt: Date.now(),
    kdf: { name: meta.kdf.name, iterations: meta.kdf.iterations, salt: toBase64(meta.kdf.salt) },
    passphraseWrapped: w64(meta.passphraseWrapped),
    recoverySalt: toBase64(meta.recoverySalt),
    recoveryWrapped: w64(meta.recoveryWrapped),
    records: rows.map((r) => ({ kind: r.kind, id: r.id, updatedAt: r.updatedAt, iv: toBase64(r.iv), data: toBase64(r.data) })),
    ...(withPieces ? { chunkCount: pieces.count } : {}),
  };
  const bodyText = JSON.stringify(body);
  const digest = await sha256(bodyText);
  const file: BackupFile = {
    format: BACKUP_FORMAT,
    version,
    recordCount: rows.length,
    body: bodyText,
    sha256: toBase64(digest),
    seal: w64(await sealBytes(key, SEAL_PURPOSE, digest)),
  };
  const leftOut = 'tooLarge' in found ? found.tooLarge : 0;
  if (!withPieces) {
    const blob = new Blob([JSON.stringify(file, null, 1)], { type: 'application/json' });
    return { blob, attachments: { pieces: 0, leftOut } };
  }
  // Compact, so the file starts with ATTACHMENTS_BACKUP_HEAD (format and version first).
  const head = JSON.stringify(file);
  const blob = new Blob([head.slice(0, -1), ',"attachments":[', ...pieces.parts, ']}'], { type: 'application/json' });
  return { blob, attachments: { pieces: pieces.count, leftOut: 0 } };
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
  /** Attached files the backup holds (0 for a backup without them). */
  attachmentCount: number;
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
    attachmentCount: new Set(p.chunks.map((c) => c.att)).size,
  };
}
