// Stored key-derivation settings and wrappings as an editor of the browser's storage could
// leave them: plain words for each case, and a wrapping made at another cost is re-made.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type MetaRow } from '../../src/vault/db';
import { createVault, eraseEverything, unlock, unlockWithRecoveryKey } from '../../src/vault/vault';
import { VAULT_DAMAGED } from '../../src/vault/wrappings';
import { lock } from '../../src/vault/lock';
import { defineKind } from '../../src/vault/kinds';
import { loadRecord, saveRecord } from '../../src/vault/records';
import { VaultError, WrongPassphrase } from '../../src/vault/errors';
import { deriveFromPassphrase, generateDataKey, randomBytes, wrapDataKey } from '../../src/vault/crypto';
import { cheapPbkdf2 } from './cheapKdf';

// PBKDF2 at one iteration here (cheapKdf.ts); vault-kdf-cost.test.ts proves the real 600,000.
cheapPbkdf2();

vi.setConfig({ testTimeout: 120_000 });

const PASS = 'correct horse battery staple';
const note = defineKind<string>({
  kind: 'kdf-note',
  version: 1,
  label: 'Note',
  validate: (v) => {
    if (typeof v !== 'string') throw new Error('not text');
    return v;
  },
});

async function editMeta(change: (m: MetaRow) => Record<string, unknown>): Promise<void> {
  const meta = (await db.meta.get('vault'))!;
  await db.meta.put(change(meta) as unknown as MetaRow);
}

beforeEach(async () => {
  await eraseEverything();
  await createVault(PASS);
  await saveRecord(note, 'n', 'kept');
  lock();
});

describe('stored key settings', () => {
  it('a missing kdf is refused in plain words, not a raw TypeError', async () => {
    await editMeta(({ kdf: _gone, ...rest }) => rest);
    const e = await unlock(PASS).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(VaultError);
    expect((e as Error).message).toBe(
      'The protected storage on this device uses settings EvenGround does not accept, so it was not opened. Restore a backup or erase and start again.',
    );
  });

  it('an edited passphrase wrapping says the stored data is damaged, not that the passphrase is wrong', async () => {
    await editMeta((m) => ({
      ...m,
      passphraseWrapped: { iv: m.passphraseWrapped.iv, data: m.passphraseWrapped.data.slice(0, 40) },
    }));
    const e = await unlock(PASS).catch((x: unknown) => x);
    expect(e).not.toBeInstanceOf(WrongPassphrase);
    expect((e as Error).message).toBe(VAULT_DAMAGED);
    expect(VAULT_DAMAGED).toContain('is damaged');
    expect(VAULT_DAMAGED).toContain('not a problem with what you typed');
  });

  it('an edited recovery wrapping says the stored data is damaged', async () => {
    await editMeta((m) => ({ ...m, recoveryWrapped: { iv: new Uint8Array(3), data: m.recoveryWrapped.data } }));
    const e = await unlockWithRecoveryKey('AAAA-AAAA-AAAA-AAAA-AAAA-AAAA-AAAA-AAAA', 'a new long passphrase').catch(
      (x: unknown) => x,
    );
    expect((e as Error).message).toBe(VAULT_DAMAGED);
  });

  it('a wrapping made at more than today’s cost is re-made at today’s after a successful unlock', async () => {
    // 2,000,000 iterations: accepted (at most 10,000,000), but above today's 600,000.
    const dataKey = await generateDataKey();
    const kdf = { name: 'PBKDF2-SHA-256', iterations: 2_000_000, salt: randomBytes(16) } as const;
    const passphraseWrapped = await wrapDataKey(dataKey, await deriveFromPassphrase(PASS, kdf));
    await editMeta((m) => ({ ...m, kdf, passphraseWrapped }));
    await db.records.clear();
    await unlock(PASS);
    await saveRecord(note, 'n', 'after');
    const meta = (await db.meta.get('vault'))!;
    expect(meta.kdf.iterations).toBe(600_000);
    expect(meta.kdf.salt.length).toBe(16);
    lock();
    await unlock(PASS);
    expect(await loadRecord(note, 'n')).toBe('after');
  });
});
