// A lock during an unlocked Replace: the restore must not continue down the locked path
// (bringing the backup's passphrase and recovery key) and the tab must not end unlocked.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createVault, eraseEverything, unlock } from '../../src/vault/vault';
import { changePassphrase } from '../../src/vault/rekey';
import { lock } from '../../src/vault/lock';
import { broadcastLock } from '../../src/vault/channel';
import { defineKind } from '../../src/vault/kinds';
import { listRecords, saveRecord } from '../../src/vault/records';
import { exportBackup, previewBackup } from '../../src/vault/backup';
import { importBackup } from '../../src/vault/backupRestore';
import { peekSessionKey } from '../../src/vault/session';
import { VaultError, WrongPassphrase } from '../../src/vault/errors';
import { cheapPbkdf2 } from './cheapKdf';

// PBKDF2 at one iteration here (cheapKdf.ts); vault-kdf-cost.test.ts proves the real 600,000.
cheapPbkdf2();

vi.setConfig({ testTimeout: 120_000 });

const note = defineKind<string>({
  kind: 'restore-lock-note',
  version: 1,
  label: 'Note',
  validate: (v) => {
    if (typeof v !== 'string') throw new Error('not text');
    return v;
  },
});

const BACKUP_ERA = 'the passphrase when the backup was made';
const TODAY = 'the passphrase chosen after the backup';
const INTERRUPTED = 'Your data was locked while the backup was being restored, so nothing was changed.';

/** A vault whose backup was made under BACKUP_ERA; the passphrase is TODAY now. */
async function vaultWithOlderBackup(): Promise<Blob> {
  await createVault(BACKUP_ERA);
  await saveRecord(note, 'a', 'in the backup');
  const backup = await exportBackup();
  await changePassphrase(BACKUP_ERA, TODAY);
  await saveRecord(note, 'b', 'saved after the backup');
  return backup;
}

async function nothingChanged(): Promise<void> {
  expect(peekSessionKey()).toBeNull();
  await expect(unlock(BACKUP_ERA)).rejects.toBeInstanceOf(WrongPassphrase);
  await unlock(TODAY);
  expect((await listRecords(note)).map((r) => [r.id, r.value])).toEqual([
    ['b', 'saved after the backup'],
    ['a', 'in the backup'],
  ]);
}

beforeEach(async () => {
  await eraseEverything();
});

describe('a lock while an unlocked Replace runs', () => {
  it('Lock pressed: refused with nothing changed, and the tab stays locked', async () => {
    const backup = await vaultWithOlderBackup();
    const restoring = importBackup(backup, BACKUP_ERA, 'replace');
    lock('user');
    await expect(restoring).rejects.toThrow(INTERRUPTED);
    await nothingChanged();
  });

  it('Quick exit (the lock arrives as a message): refused, and the tab never ends unlocked', async () => {
    const backup = await vaultWithOlderBackup();
    const restoring = importBackup(backup, BACKUP_ERA, 'replace');
    broadcastLock();
    await expect(restoring).rejects.toThrow(INTERRUPTED);
    await nothingChanged();
  });

  it('locked between the preview and the confirmation: the restore does not switch to the backup passphrase', async () => {
    const backup = await vaultWithOlderBackup();
    const preview = await previewBackup(backup, '');
    expect(preview.credentials).toBe('unchanged');
    lock('inactivity');
    await expect(importBackup(backup, BACKUP_ERA, 'replace', preview.credentials)).rejects.toBeInstanceOf(VaultError);
    await nothingChanged();
  });

  it('an uninterrupted unlocked Replace keeps today’s passphrase and stays unlocked', async () => {
    const backup = await vaultWithOlderBackup();
    const r = await importBackup(backup, '', 'replace', 'unchanged');
    expect(r).toEqual({ imported: 1, keptNewer: 0, passphraseFromBackup: false });
    expect(peekSessionKey()).not.toBeNull();
    expect((await listRecords(note)).map((x) => x.id)).toEqual(['a']);
    lock('user');
    await expect(unlock(BACKUP_ERA)).rejects.toBeInstanceOf(WrongPassphrase);
    await unlock(TODAY);
  });
});
