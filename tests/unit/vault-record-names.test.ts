// Record kinds and ids: validated on the way in (saves and backups), bound to each record
// with length-prefixed additional data, and vaults and backups written before stay readable.
import { readFileSync, readdirSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/vault/db';
import { createVault, eraseEverything, unlock } from '../../src/vault/vault';
import { lock } from '../../src/vault/lock';
import { defineKind } from '../../src/vault/kinds';
import { loadRecord, saveRecord } from '../../src/vault/records';
import { exportBackup } from '../../src/vault/backup';
import { importBackup } from '../../src/vault/backupRestore';
import { BackupInvalid, VaultError } from '../../src/vault/errors';
import {
  decryptRecord,
  encryptRecord,
  generateDataKey,
  openBytes,
  sealBytes,
  sha256,
  toBase64,
  fromBase64,
} from '../../src/vault/crypto';
import { peekSessionKey } from '../../src/vault/session';
import { cheapPbkdf2 } from './cheapKdf';

vi.setConfig({ testTimeout: 120_000 });

const PASS = 'correct horse battery staple';
const enc = new TextEncoder();
const note = defineKind<string>({
  kind: 'names-note',
  version: 1,
  label: 'Note',
  validate: (v) => {
    if (typeof v !== 'string') throw new Error('not text');
    return v;
  },
});

/** The additional data of before: `prefix NUL kind NUL id`. */
const oldAad = (kind: string, id: string) => enc.encode(`evenground-vault-record-v1\u0000${kind}\u0000${id}`);
/** Today's, written out from docs/vault-format.md: prefix, then u32 length + UTF-8 for kind and id. */
function newAad(kind: string, id: string): Uint8Array<ArrayBuffer> {
  const parts = [enc.encode('evenground-vault-record-v2'), enc.encode(kind), enc.encode(id)];
  const out: number[] = [...parts[0]!];
  for (const p of parts.slice(1))
    out.push(p.length >>> 24, (p.length >>> 16) & 255, (p.length >>> 8) & 255, p.length & 255, ...p);
  return new Uint8Array(out);
}

async function sealWith(key: CryptoKey, aad: Uint8Array<ArrayBuffer>, value: unknown) {
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const data = new Uint8Array(
    await globalThis.crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: aad },
      key,
      enc.encode(JSON.stringify({ v: 1, value })),
    ),
  );
  return { iv, data };
}

const opensWith = (key: CryptoKey, aad: Uint8Array<ArrayBuffer>, r: { iv: Uint8Array; data: Uint8Array }) =>
  globalThis.crypto.subtle
    .decrypt({ name: 'AES-GCM', iv: new Uint8Array(r.iv), additionalData: aad }, key, new Uint8Array(r.data))
    .then(
      () => true,
      () => false,
    );

/** A backup sealed by this vault with its records replaced (the seal recomputed, as only the key holder could). */
async function resealedBackup(records: Array<{ kind: string; id: string; updatedAt: number; iv: string; data: string }>) {
  const outer = JSON.parse(await (await exportBackup()).text()) as Record<string, unknown>;
  const body = JSON.stringify({ ...(JSON.parse(outer.body as string) as object), records });
  const digest = await sha256(body);
  const seal = await sealBytes(peekSessionKey()!, 'evenground-backup-seal-v1', digest);
  return JSON.stringify({
    ...outer,
    recordCount: records.length,
    body,
    sha256: toBase64(digest),
    seal: { iv: toBase64(seal.iv), data: toBase64(seal.data) },
  });
}

async function row(kind: string, id: string, value: string) {
  const s = await encryptRecord(peekSessionKey()!, kind, id, 1, value);
  return { kind, id, updatedAt: 5, iv: toBase64(s.iv), data: toBase64(s.data) };
}

beforeEach(async () => {
  await eraseEverything();
});

describe('record names', () => {
  // PBKDF2 at one iteration in this block (cheapKdf.ts); the blocks below open the format
  // document's vectors, made at the real cost.
  cheapPbkdf2();

  it('a save with an id holding NUL or control characters, or an over-long id, is refused', async () => {
    await createVault(PASS);
    for (const id of ['a\u0000b', 'tab\there', 'x'.repeat(201), '', '\uD800']) {
      await expect(saveRecord(note, id, 'v')).rejects.toBeInstanceOf(VaultError);
    }
    expect(await db.records.count()).toBe(0);
  });

  it('imports refuse duplicated pairs, 100,000-character ids, empty and NUL kinds: the whole file, nothing imported', async () => {
    await createVault(PASS);
    await saveRecord(note, 'kept', 'here before');
    const cases: Array<[string, Array<Awaited<ReturnType<typeof row>>>, string]> = [
      ['duplicate', [await row('names-note', 'd', 'one'), await row('names-note', 'd', 'two')], 'it holds the same item twice'],
      [
        'long id',
        [await row('names-note', 'x'.repeat(100_000), 'long')],
        'some of its items have names EvenGround never gives them',
      ],
      ['empty kind', [await row('', 'e', 'empty')], 'some of its items have names EvenGround never gives them'],
      ['NUL kind', [await row('names-note\u0000x', 'n', 'nul')], 'some of its items have names EvenGround never gives them'],
    ];
    for (const [label, records, reason] of cases) {
      const file = await resealedBackup(records);
      const e = await importBackup(file, '', 'merge').catch((x: unknown) => x);
      expect(e, label).toBeInstanceOf(BackupInvalid);
      expect((e as Error).message, label).toContain(reason);
    }
    expect((await db.records.toArray()).map((r) => r.id)).toEqual(['kept']);
  });

  it('the additional data is length-prefixed: a kind/id split differently does not open', async () => {
    const key = await generateDataKey();
    const s = await encryptRecord(key, 'k\u0000a', 'b', 1, 'x');
    await expect(decryptRecord(key, 'k', 'a\u0000b', s)).rejects.toThrow();
    expect(await opensWith(key, newAad('k\u0000a', 'b'), s)).toBe(true);
    expect(await opensWith(key, oldAad('k\u0000a', 'b'), s)).toBe(false);
  });
});

describe('migration to the length-prefixed additional data', () => {
  it('a vault written before stays readable, and its records move to the new binding on unlock', async () => {
    await createVault(PASS);
    const key = peekSessionKey()!;
    const old = await sealWith(key, oldAad('names-note', 'old'), 'written before');
    await db.records.put({ kind: 'names-note', id: 'old', updatedAt: 7, ...old });
    await db.meta.update('vault', { recordAad: undefined });
    expect(await loadRecord(note, 'old')).toBe('written before');
    lock();
    await unlock(PASS);
    const stored = (await db.records.get(['names-note', 'old']))!;
    expect(await opensWith(peekSessionKey()!, newAad('names-note', 'old'), stored)).toBe(true);
    expect(await opensWith(peekSessionKey()!, oldAad('names-note', 'old'), stored)).toBe(false);
    expect(stored.updatedAt).toBe(7);
    expect((await db.meta.get('vault'))!.recordAad).toBe(2);
    expect(await loadRecord(note, 'old')).toBe('written before');
  });

  it('a version 2 backup (records bound the old way) still opens, and what it restores uses the new binding', async () => {
    const file = readFileSync('tests/fixtures/vault/backup-vector-v2.json', 'utf8');
    const vector = defineKind<unknown>({ kind: 'test-vector', version: 1, label: 'Vector', validate: (v) => v });
    await importBackup(file, 'vector passphrase for the format document', 'replace');
    expect(await loadRecord(vector, 'note-1')).toEqual({ text: 'Hello from the EvenGround vault format', amountCents: 12345 });
    const stored = (await db.records.get(['test-vector', 'note-1']))!;
    expect(await opensWith(peekSessionKey()!, newAad('test-vector', 'note-1'), stored)).toBe(true);
    expect((await db.meta.get('vault'))!.recordAad).toBe(2);
  });

  it('an exported backup carries only new-binding records and its sealed version', async () => {
    await createVault(PASS);
    const key = peekSessionKey()!;
    await db.records.put({
      kind: 'names-note',
      id: 'old',
      updatedAt: 7,
      ...(await sealWith(key, oldAad('names-note', 'old'), 'before')),
    });
    await db.meta.update('vault', { recordAad: undefined });
    const outer = JSON.parse(await (await exportBackup()).text()) as {
      version: number;
      body: string;
      seal: { iv: string; data: string };
    };
    const body = JSON.parse(outer.body) as {
      version: number;
      records: Array<{ kind: string; id: string; iv: string; data: string }>;
    };
    expect([outer.version, body.version]).toEqual([3, 3]);
    const r = body.records[0]!;
    expect(await opensWith(key, newAad(r.kind, r.id), { iv: fromBase64(r.iv), data: fromBase64(r.data) })).toBe(true);
    expect(
      await openBytes(key, 'evenground-backup-seal-v1', { iv: fromBase64(outer.seal.iv), data: fromBase64(outer.seal.data) }),
    ).toEqual(await sha256(outer.body));
  });
});

describe('backup version seal', () => {
  it('a file relabelled to an older version is refused, whatever date it carries outside', async () => {
    await createVault(PASS);
    const text = await (await exportBackup()).text();
    const outer = JSON.parse(text) as Record<string, unknown>;
    lock();
    for (const version of [2, 1]) {
      const relabelled = JSON.stringify({ ...outer, version, exportedAt: '2020-01-01T00:00:00.000Z' });
      await expect(importBackup(relabelled, PASS, 'replace')).rejects.toThrow('its version number was changed after it was made');
    }
    // A version 2 file relabelled 1 (its body still holds the sealed exportedAt).
    const v2 = readFileSync('tests/fixtures/vault/backup-vector-v2.json', 'utf8');
    const down = JSON.stringify({ ...(JSON.parse(v2) as object), version: 1, exportedAt: '2020-01-01T00:00:00.000Z' });
    await expect(importBackup(down, 'vector passphrase for the format document', 'replace')).rejects.toThrow(
      'its version number was changed after it was made',
    );
    await unlock(PASS);
  });
});

describe("the format document's vectors, in the app", () => {
  it('the version 3 vector restores, and every broken vector is refused with nothing changed', async () => {
    const vectorKind = defineKind<unknown>({ kind: 'test-vector', version: 1, label: 'Vector', validate: (v) => v });
    const PASS_V = 'vector passphrase for the format document';
    for (const name of readdirSync('tests/fixtures/vault/broken')) {
      const text = readFileSync(`tests/fixtures/vault/broken/${name}`, 'utf8');
      await expect(importBackup(text, PASS_V, 'replace'), name).rejects.toBeInstanceOf(BackupInvalid);
      expect(await db.meta.count(), name).toBe(0);
    }
    await importBackup(readFileSync('tests/fixtures/vault/backup-vector.json', 'utf8'), PASS_V, 'replace');
    expect(await loadRecord(vectorKind, 'note-1')).toEqual({
      text: 'Hello from the EvenGround vault format',
      amountCents: 12345,
    });
  });
});
