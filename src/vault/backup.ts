/**
 * Making a backup file of the whole vault, and looking into one before a restore
 * (backupRestore.ts writes it). The file's layout and how it is read: backupFormat.ts.
 */
import { db, type MetaRow } from './db';
import { sealBytes, sha256, toBase64 } from './crypto';
import { VaultLocked } from './errors';
import { peekSessionKey, requireKeyRef } from './session';
import { upgradeRecordAad } from './aadUpgrade';
import {
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
