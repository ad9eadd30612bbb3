// The one unit test of the passphrase's real cost. The other vault files run PBKDF2 at one
// iteration (cheapKdf.ts); this file does not: a new vault's passphrase wrapping is made
// with src/vault/crypto.ts's KDF_ITERATIONS, 600,000, and opens with Node's own PBKDF2 at
// that count and at no other.
import { pbkdf2 } from 'node:crypto';
import { promisify } from 'node:util';
import { beforeEach, expect, it, vi } from 'vitest';
import { db } from '../../src/vault/db';
import { createVault, eraseEverything, unlock } from '../../src/vault/vault';
import { lock } from '../../src/vault/lock';
import { defineKind } from '../../src/vault/kinds';
import { loadRecord, saveRecord } from '../../src/vault/records';
import { KDF_ITERATIONS } from '../../src/vault/crypto';

// Four derivations at the real cost: a few seconds on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const PASS = 'correct horse battery staple';
const note = defineKind<string>({
  kind: 'kdf-cost-note',
  version: 1,
  label: 'Note',
  validate: (v) => {
    if (typeof v !== 'string') throw new Error('not text');
    return v;
  },
});

/** The 32-byte data key inside the passphrase wrapping, opened with a key from Node's PBKDF2 at `iterations`. */
async function openWrapping(iterations: number): Promise<Uint8Array> {
  const meta = (await db.meta.get('vault'))!;
  const bits = await promisify(pbkdf2)(PASS, meta.kdf.salt, iterations, 32, 'sha256');
  const kek = await crypto.subtle.importKey('raw', bits, 'AES-GCM', false, ['decrypt']);
  const { iv, data } = meta.passphraseWrapped;
  return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: new Uint8Array(iv) }, kek, new Uint8Array(data)));
}

beforeEach(async () => {
  await eraseEverything();
});

it('a new vault is wrapped with PBKDF2-SHA-256 at 600,000 iterations, and unlocks with it', async () => {
  expect(KDF_ITERATIONS).toBe(600_000);
  await createVault(PASS);
  await saveRecord(note, 'n', 'kept');
  const meta = (await db.meta.get('vault'))!;
  expect(meta.kdf.name).toBe('PBKDF2-SHA-256');
  expect(meta.kdf.iterations).toBe(600_000);
  expect((await openWrapping(600_000)).byteLength).toBe(32);
  await expect(openWrapping(599_999)).rejects.toThrow();
  lock();
  await unlock(PASS);
  expect(await loadRecord(note, 'n')).toBe('kept');
});
