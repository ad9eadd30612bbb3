import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type MetaRow } from '../../src/vault/db';
import { defineKind } from '../../src/vault/kinds';
import { listRecords, loadRecord, saveRecord, saveRecords } from '../../src/vault/records';
import { createVault, eraseEverything, unlock, unlockWithRecoveryKey } from '../../src/vault/vault';
import { changePassphrase, replaceRecoveryKey, rotateDataKey } from '../../src/vault/rekey';
import { PASSPHRASE_TOO_SHORT } from '../../src/vault/wrappings';
import { VAULT_CHANNEL } from '../../src/vault/channel';
import { lock } from '../../src/vault/lock';
import { passphraseLength } from '../../src/vault/passphraseLength';
import { exportBackup, previewBackup } from '../../src/vault/backup';
import { importBackup } from '../../src/vault/backupRestore';
import { vaultState } from '../../src/vault/state';
import { peekSessionKey } from '../../src/vault/session';
import { BackupInvalid, VaultError, WrongPassphrase } from '../../src/vault/errors';
import {
  KDF_ITERATIONS,
  decryptRecord,
  deriveFromPassphrase,
  deriveFromRecoveryKey,
  encryptRecord,
  fromBase64,
  generateDataKey,
  randomBytes,
  sealBytes,
  sha256,
  toBase64,
  unwrapDataKey,
  wrapDataKey,
} from '../../src/vault/crypto';
import { cheapPbkdf2 } from './cheapKdf';

// PBKDF2 at one iteration here (cheapKdf.ts); vault-kdf-cost.test.ts proves the real 600,000.
cheapPbkdf2();

// Each test derives keys several times and rewraps whole vaults: room for a busy machine;
// a hang still fails.
vi.setConfig({ testTimeout: 120_000 });

const note = defineKind<{ text: string }>({
  kind: 'hard-note',
  version: 1,
  label: 'Note',
  validate: (v) => {
    if (!v || typeof v !== 'object' || typeof (v as { text?: unknown }).text !== 'string') throw new Error('text missing');
    return { text: (v as { text: string }).text };
  },
});

const PASS = 'correct horse battery staple';
const PASS2 = 'another long passphrase';
const EX_KNEW = 'the one the ex knew';

beforeEach(async () => {
  await eraseEverything();
});

/** Opens the vault with a passphrase from a copy of the meta row (as an old backup would). */
async function keyFrom(meta: MetaRow, passphrase: string): Promise<CryptoKey> {
  return unwrapDataKey(meta.passphraseWrapped, await deriveFromPassphrase(passphrase, meta.kdf), false);
}

/**
 * A backup file written from scratch with WebCrypto, the way a foreign or crafted file
 * would be: `vaultId` chosen freely, rows optionally under another key or dated later.
 */
async function craftBackup(opts: {
  passphrase: string;
  vaultId: string;
  rows: Array<{ kind: string; id: string; updatedAt: number; value: unknown; wrongKey?: boolean }>;
  iterations?: number;
  version?: number;
  exportedAt?: number;
}): Promise<string> {
  const dataKey = await generateDataKey();
  const other = await generateDataKey();
  const kdf = { name: 'PBKDF2-SHA-256' as const, iterations: opts.iterations ?? KDF_ITERATIONS, salt: randomBytes(16) };
  // A KDF outside the bounds cannot be derived by the app; use a valid one for the wrapping.
  const wrapKdf = { ...kdf, iterations: Math.min(Math.max(kdf.iterations, 100_000), 600_000) };
  const pw = await wrapDataKey(dataKey, await deriveFromPassphrase(opts.passphrase, wrapKdf));
  const recoverySalt = randomBytes(16);
  const rw = await wrapDataKey(dataKey, await deriveFromRecoveryKey('AAAA-AAAA-AAAA-AAAA-AAAA-AAAA-AAAA-AAAA', recoverySalt));
  const records = await Promise.all(
    opts.rows.map(async (r) => {
      const s = await encryptRecord(r.wrongKey ? other : dataKey, r.kind, r.id, 1, r.value);
      return { kind: r.kind, id: r.id, updatedAt: r.updatedAt, iv: toBase64(s.iv), data: toBase64(s.data) };
    }),
  );
  const version = opts.version ?? 2;
  const body = JSON.stringify({
    vaultId: opts.vaultId,
    createdAt: 1,
    ...(version >= 2 ? { exportedAt: opts.exportedAt ?? Date.UTC(2026, 0, 2) } : {}),
    kdf: { name: kdf.name, iterations: kdf.iterations, salt: toBase64(kdf.salt) },
    passphraseWrapped: { iv: toBase64(pw.iv), data: toBase64(pw.data) },
    recoverySalt: toBase64(recoverySalt),
    recoveryWrapped: { iv: toBase64(rw.iv), data: toBase64(rw.data) },
    records,
  });
  const digest = await sha256(body);
  const seal = await sealBytes(dataKey, 'evenground-backup-seal-v1', digest);
  return JSON.stringify({
    format: 'evenground-vault-backup',
    version,
    ...(version < 2 ? { exportedAt: '2025-05-06T07:08:09.000Z' } : {}),
    recordCount: records.length,
    body,
    sha256: toBase64(digest),
    seal: { iv: toBase64(seal.iv), data: toBase64(seal.data) },
  });
}

describe('restore never changes credentials silently', () => {
  it("an old backup restored with Replace while unlocked keeps today's passphrase and recovery key", async () => {
    const oldRecovery = await createVault(EX_KNEW);
    await saveRecord(note, 'a', { text: 'from before' });
    const oldBackup = await exportBackup();
    await changePassphrase(EX_KNEW, PASS);
    const newRecovery = await replaceRecoveryKey(PASS);
    await saveRecord(note, 'b', { text: 'after the change' });
    const preview = await previewBackup(oldBackup, 'anything typed here');
    expect(preview.credentials).toBe('unchanged');
    // Any passphrase is accepted because the seal opens with this session's key.
    const r = await importBackup(oldBackup, 'anything typed here', 'replace');
    expect(r).toEqual({ imported: 1, keptNewer: 0, passphraseFromBackup: false });
    expect((await listRecords(note)).map((i) => i.value.text)).toEqual(['from before']);
    lock();
    await expect(unlock(EX_KNEW)).rejects.toBeInstanceOf(WrongPassphrase);
    await unlock(PASS);
    lock();
    await expect(unlockWithRecoveryKey(oldRecovery, 'a brand new passphrase')).rejects.toBeInstanceOf(WrongPassphrase);
    await unlockWithRecoveryKey(newRecovery, 'a brand new passphrase');
    expect(await loadRecord(note, 'a')).toEqual({ text: 'from before' });
  });

  it("after a key rotation, an old backup needs its passphrase and is re-encrypted under today's key", async () => {
    await createVault(EX_KNEW);
    await saveRecord(note, 'a', { text: 'old' });
    const oldBackup = await exportBackup();
    await rotateDataKey(EX_KNEW, undefined, PASS);
    await expect(importBackup(oldBackup, 'wrong passphrase here', 'replace')).rejects.toBeInstanceOf(WrongPassphrase);
    const r = await importBackup(oldBackup, EX_KNEW, 'replace');
    expect(r.passphraseFromBackup).toBe(false);
    lock();
    await expect(unlock(EX_KNEW)).rejects.toBeInstanceOf(WrongPassphrase);
    await unlock(PASS);
    expect(await loadRecord(note, 'a')).toEqual({ text: 'old' });
  });

  it('a locked vault replaced by a backup with other credentials says so before and after', async () => {
    await createVault(PASS);
    const file = await craftBackup({
      passphrase: PASS2,
      vaultId: 'x',
      rows: [{ kind: 'hard-note', id: 'z', updatedAt: 5, value: { text: 'z' } }],
    });
    lock();
    const preview = await previewBackup(file, PASS2);
    expect(preview).toEqual({
      exportedAt: Date.UTC(2026, 0, 2),
      dateSealed: true,
      recordCount: 1,
      credentials: 'from-backup',
      replacesExisting: true,
      attachmentCount: 0,
    });
    const r = await importBackup(file, PASS2, 'replace');
    expect(r.passphraseFromBackup).toBe(true);
    lock();
    await expect(unlock(PASS)).rejects.toBeInstanceOf(WrongPassphrase);
    await unlock(PASS2);
    expect(await loadRecord(note, 'z')).toEqual({ text: 'z' });
  });
});

describe('incoming rows are opened and re-encrypted, not trusted by vault id', () => {
  it('a foreign backup claiming this vault id: rows re-encrypted under this key, future times clamped', async () => {
    await createVault(PASS);
    const meta = (await db.meta.get('vault'))!;
    const future = Date.now() + 10 * 365 * 86_400_000;
    const file = await craftBackup({
      passphrase: PASS2,
      vaultId: meta.vaultId,
      rows: [{ kind: 'hard-note', id: 'f', updatedAt: future, value: { text: 'foreign' } }],
    });
    const before = Date.now();
    const r = await importBackup(file, PASS2, 'merge');
    expect(r).toEqual({ imported: 1, keptNewer: 0, passphraseFromBackup: false });
    const row = (await db.records.get(['hard-note', 'f']))!;
    expect(row.updatedAt).toBeGreaterThanOrEqual(before);
    expect(row.updatedAt).toBeLessThanOrEqual(Date.now());
    const myKey = await keyFrom(meta, PASS);
    expect((await decryptRecord(myKey, 'hard-note', 'f', row)).value).toEqual({ text: 'foreign' });
    // A copy saved later elsewhere (dated now) is no longer beaten by the far-future date.
    await new Promise((r) => setTimeout(r, 5));
    const later = await craftBackup({
      passphrase: PASS2,
      vaultId: 'y',
      rows: [{ kind: 'hard-note', id: 'f', updatedAt: Date.now(), value: { text: 'edited later' } }],
    });
    expect(await importBackup(later, PASS2, 'merge')).toEqual({ imported: 1, keptNewer: 0, passphraseFromBackup: false });
    expect(await loadRecord(note, 'f')).toEqual({ text: 'edited later' });
  });

  it('a backup with a row that does not open is refused and nothing changes', async () => {
    await createVault(PASS);
    await saveRecord(note, 'keep', { text: 'keep' });
    const file = await craftBackup({
      passphrase: PASS2,
      vaultId: 'whatever',
      rows: [
        { kind: 'hard-note', id: 'ok', updatedAt: 5, value: { text: 'ok' } },
        { kind: 'hard-note', id: 'bad', updatedAt: 5, value: { text: 'bad' }, wrongKey: true },
      ],
    });
    for (const mode of ['merge', 'replace'] as const) {
      const e = await importBackup(file, PASS2, mode).catch((x: unknown) => x);
      expect(e).toBeInstanceOf(BackupInvalid);
      expect((e as Error).message).toBe(
        'This file cannot be used as an EvenGround backup: some of its items do not open with its key. Nothing on this device was changed.',
      );
    }
    expect((await listRecords(note)).map((i) => i.id)).toEqual(['keep']);
  });
});

describe('backup file checks', () => {
  it('exportedAt is inside the sealed body; the outer object has no date', async () => {
    await createVault(PASS);
    const t0 = Date.now();
    const text = await (await exportBackup()).text();
    const outer = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(outer).sort()).toEqual(['body', 'format', 'recordCount', 'seal', 'sha256', 'version']);
    expect(outer.version).toBe(3);
    const body = JSON.parse(outer.body as string) as { exportedAt: number; version: number };
    expect(body.version).toBe(3);
    expect(body.exportedAt).toBeGreaterThanOrEqual(t0);
    const p = await previewBackup(text, PASS);
    expect(p.exportedAt).toBe(body.exportedAt);
    expect(p.dateSealed).toBe(true);
    // A changed date with a recomputed digest is refused by the seal.
    const edited = JSON.stringify({ ...body, exportedAt: 0 });
    const forged = JSON.stringify({ ...outer, body: edited, sha256: toBase64(await sha256(edited)) });
    lock();
    await expect(importBackup(forged, PASS, 'replace')).rejects.toBeInstanceOf(BackupInvalid);
  });

  it('refuses negative, fractional and missing versions; reads version 1 files', async () => {
    const v1 = await craftBackup({
      passphrase: PASS2,
      vaultId: 'v1',
      version: 1,
      rows: [{ kind: 'hard-note', id: 'o', updatedAt: 9, value: { text: 'old format' } }],
    });
    for (const version of [-1, 0, 1.5, '2', null]) {
      const bad = JSON.stringify({ ...JSON.parse(v1), version });
      const e = await importBackup(bad, PASS2, 'replace').catch((x: unknown) => x);
      expect(e, String(version)).toBeInstanceOf(BackupInvalid);
    }
    expect(await db.meta.count()).toBe(0);
    const p = await previewBackup(v1, PASS2);
    expect(p).toEqual({
      exportedAt: Date.parse('2025-05-06T07:08:09.000Z'),
      dateSealed: false,
      recordCount: 1,
      credentials: 'from-backup',
      replacesExisting: false,
      attachmentCount: 0,
    });
    await importBackup(v1, PASS2, 'replace');
    expect(await loadRecord(note, 'o')).toEqual({ text: 'old format' });
  });

  it('KDF settings out of bounds in a backup are refused before any key is derived', async () => {
    for (const iterations of [1, 99_999, 10_000_001, 1e12]) {
      const file = await craftBackup({ passphrase: PASS2, vaultId: 'k', iterations, rows: [] });
      const e = await importBackup(file, PASS2, 'replace').catch((x: unknown) => x);
      expect(e, String(iterations)).toBeInstanceOf(BackupInvalid);
      expect((e as Error).message).toBe(
        'This file cannot be used as an EvenGround backup: its passphrase settings are outside what EvenGround accepts. Nothing on this device was changed.',
      );
    }
  });

  it("a backup at a lower cost is re-wrapped at today's cost when restored", async () => {
    const file = await craftBackup({ passphrase: PASS2, vaultId: 'c', iterations: 100_000, rows: [] });
    await importBackup(file, PASS2, 'replace');
    expect((await db.meta.get('vault'))!.kdf.iterations).toBe(KDF_ITERATIONS);
    lock();
    await unlock(PASS2);
  });
});

describe('KDF settings in storage', () => {
  it("unlock refuses stored settings out of bounds (no hang) and re-wraps a lower cost at today's", async () => {
    await createVault(PASS);
    lock();
    const meta = (await db.meta.get('vault'))!;
    for (const iterations of [1, 50_000_000]) {
      await db.meta.update('vault', { kdf: { ...meta.kdf, iterations } });
      const e = await unlock(PASS).catch((x: unknown) => x);
      expect(e).toBeInstanceOf(VaultError);
      expect((e as Error).message).toBe(
        'The protected storage on this device uses settings EvenGround does not accept, so it was not opened. Restore a backup or erase and start again.',
      );
      expect(vaultState.status).toBe('locked');
    }
    // Same data key wrapped at 100,000 iterations (an older, cheaper setting).
    const extractable = await unwrapDataKey(meta.passphraseWrapped, await deriveFromPassphrase(PASS, meta.kdf), true);
    const cheap = { name: 'PBKDF2-SHA-256' as const, iterations: 100_000, salt: randomBytes(16) };
    await db.meta.update('vault', {
      kdf: cheap,
      passphraseWrapped: await wrapDataKey(extractable, await deriveFromPassphrase(PASS, cheap)),
    });
    await unlock(PASS);
    const after = (await db.meta.get('vault'))!;
    expect(after.kdf.iterations).toBe(KDF_ITERATIONS);
    expect(toBase64(after.kdf.salt)).not.toBe(toBase64(cheap.salt));
    lock();
    await unlock(PASS);
  });
});

describe('passphrase floor', () => {
  it('counts characters as a person sees them and needs 12', async () => {
    expect(passphraseLength('😀😀😀😀')).toBe(4);
    expect('😀😀😀😀'.length).toBe(8);
    expect(passphraseLength('e\u0301')).toBe(1);
    await expect(createVault('😀😀😀😀')).rejects.toThrow(PASSPHRASE_TOO_SHORT);
    await expect(createVault('elevenchars')).rejects.toThrow(PASSPHRASE_TOO_SHORT);
    expect(PASSPHRASE_TOO_SHORT).toBe(
      'Choose a passphrase of at least 12 characters (letters, digits, spaces or symbols all count).',
    );
    await createVault('twelve chars');
    await expect(changePassphrase('twelve chars', '😀'.repeat(11))).rejects.toThrow(PASSPHRASE_TOO_SHORT);
    await changePassphrase('twelve chars', '😀'.repeat(12));
    lock();
    await unlock('😀'.repeat(12));
  });
});

describe('rotate encryption key', () => {
  it('new data key: every record re-encrypted with progress, new wrappings, old key and recovery key open nothing', async () => {
    const oldRecovery = await createVault(PASS);
    await saveRecords(
      note,
      Array.from({ length: 450 }, (_, i) => ({ id: `n${i}`, value: { text: `item ${i}` } })),
    );
    const oldMeta = (await db.meta.get('vault'))!;
    const oldKey = await keyFrom(oldMeta, PASS);
    const progress: Array<[number, number]> = [];
    const newRecovery = await rotateDataKey(PASS, (d, t) => progress.push([d, t]));
    expect(progress).toEqual([
      [0, 450],
      [200, 450],
      [400, 450],
      [450, 450],
    ]);
    expect(newRecovery).not.toBe(oldRecovery);
    const rows = await db.records.toArray();
    expect(rows.length).toBe(450);
    for (const r of rows.slice(0, 5)) await expect(decryptRecord(oldKey, r.kind, r.id, r)).rejects.toBeDefined();
    expect((await listRecords(note)).length).toBe(450);
    // The old wrappings (as an old backup would carry them) no longer open today's records.
    lock();
    await unlock(PASS);
    expect(await loadRecord(note, 'n7')).toEqual({ text: 'item 7' });
    lock();
    await expect(unlockWithRecoveryKey(oldRecovery, 'a brand new passphrase')).rejects.toBeInstanceOf(WrongPassphrase);
    await unlockWithRecoveryKey(newRecovery, 'a brand new passphrase');
    expect(await loadRecord(note, 'n449')).toEqual({ text: 'item 449' });
  }, 120_000);

  it('a wrong passphrase rotates nothing', async () => {
    await createVault(PASS);
    await saveRecord(note, 'a', { text: 'a' });
    const before = (await db.records.get(['hard-note', 'a']))!;
    await expect(rotateDataKey('not the passphrase')).rejects.toBeInstanceOf(WrongPassphrase);
    const after = (await db.records.get(['hard-note', 'a']))!;
    expect(toBase64(after.data)).toBe(toBase64(before.data));
  });
});

describe('erase and lock', () => {
  it('Erase everything deletes the database itself', async () => {
    await createVault(PASS);
    await saveRecord(note, 'a', { text: 'a' });
    expect((await indexedDB.databases()).map((d) => d.name)).toContain('evenground-vault');
    await eraseEverything();
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain('evenground-vault');
    // And storage works again afterwards.
    await createVault(PASS);
    expect(await db.records.count()).toBe(0);
  });

  it('a Lock from another tab while this tab is deriving its key leaves this tab locked', async () => {
    await createVault(PASS);
    lock();
    const other = new BroadcastChannel(VAULT_CHANNEL);
    const pending = unlock(PASS);
    other.postMessage({ type: 'lock', reason: 'user' });
    const e = await pending.catch((x: unknown) => x);
    other.close();
    expect(e).toBeInstanceOf(VaultError);
    expect((e as Error).message).toBe(
      'Your data was locked from another EvenGround window while it was opening. Type your passphrase again to unlock.',
    );
    expect(peekSessionKey()).toBeNull();
    expect(vaultState.status).toBe('locked');
    await unlock(PASS);
    expect(vaultState.status).toBe('unlocked');
  });
});

describe('base64 helpers used by the format', () => {
  it('round trip', () => {
    expect(toBase64(fromBase64('AAEC/w=='))).toBe('AAEC/w==');
  });
});
