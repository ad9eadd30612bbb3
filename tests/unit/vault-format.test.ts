// Decrypts the test vectors in docs/vault-format.md with plain WebCrypto, following only
// what that document says (no import from src/), checks its intermediate values, and
// refuses every deliberately broken vector.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const subtle = globalThis.crypto.subtle;
const enc = new TextEncoder();
const b64 = (s: string): Uint8Array<ArrayBuffer> => new Uint8Array(Buffer.from(s, 'base64'));
const hex = (u: Uint8Array) => Buffer.from(u).toString('hex');
const doc = readFileSync('docs/vault-format.md', 'utf8');
const PASSPHRASE = /- Passphrase: `([^`]+)`/.exec(doc)![1]!;
const RECOVERY = /- Recovery key: `([^`]+)`/.exec(doc)![1]!;
const RECOVERY_V2 = /recovery key\s+`([A-Z2-7-]{39})`/.exec(doc)![1]!;
const intermediate = (label: string) => new RegExp(`- ${label}[^:]*: \`([0-9a-f]+)\``).exec(doc)![1]!;

interface W {
  iv: string;
  data: string;
}
interface Row {
  kind: string;
  id: string;
  updatedAt: number;
  iv: string;
  data: string;
}
interface Body {
  version?: number;
  exportedAt?: number;
  kdf: { name: string; iterations: number; salt: string };
  passphraseWrapped: W;
  recoverySalt: string;
  recoveryWrapped: W;
  records: Row[];
}

function base32(s: string): Uint8Array<ArrayBuffer> {
  const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const clean = s.toUpperCase().replace(/[\s-]/g, '').replace(/0/g, 'O').replace(/1/g, 'I').replace(/8/g, 'B');
  if (!/^[A-Z2-7]{32}$/.test(clean)) throw new Error('not a recovery key');
  const out: number[] = [];
  let bits = 0;
  let acc = 0;
  for (const ch of clean) {
    acc = (acc << 5) | A.indexOf(ch);
    bits += 5;
    if (bits >= 8) {
      out.push((acc >>> (bits - 8)) & 255);
      bits -= 8;
    }
    acc &= (1 << bits) - 1;
  }
  return new Uint8Array(out);
}

function currentAad(kind: string, id: string): Uint8Array<ArrayBuffer> {
  const out: number[] = [...enc.encode('evenground-vault-record-v2')];
  for (const p of [enc.encode(kind), enc.encode(id)])
    out.push(p.length >>> 24, (p.length >>> 16) & 255, (p.length >>> 8) & 255, p.length & 255, ...p);
  return new Uint8Array(out);
}
const earlierAad = (kind: string, id: string) => enc.encode(`evenground-vault-record-v1\u0000${kind}\u0000${id}`);

const validName = (r: Row) =>
  /^[a-z0-9][a-z0-9-]{0,63}$/.test(r.kind) &&
  r.id.length >= 1 &&
  r.id.length <= 200 &&
  !/\p{Cc}|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u.test(r.id);

async function passphraseKek(passphrase: string, kdf: Body['kdf'], usage: KeyUsage[] = ['decrypt']) {
  const base = await subtle.importKey('raw', enc.encode(passphrase.normalize('NFC')), 'PBKDF2', false, ['deriveBits']);
  const bits = new Uint8Array(
    await subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: b64(kdf.salt), iterations: kdf.iterations }, base, 256),
  );
  return { bits, key: await subtle.importKey('raw', bits, 'AES-GCM', false, usage) };
}

async function recoveryKek(recoveryKey: string, salt: string) {
  const ikm = base32(recoveryKey);
  const base = await subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
  const bits = new Uint8Array(
    await subtle.deriveBits(
      { name: 'HKDF', hash: 'SHA-256', salt: b64(salt), info: enc.encode('evenground-vault-recovery-v1') },
      base,
      256,
    ),
  );
  return { ikm, bits, key: await subtle.importKey('raw', bits, 'AES-GCM', false, ['decrypt']) };
}

/** The document's "To open a backup", step by step; throws at the first failure. */
async function openBackup(text: string, secret: { passphrase: string } | { recoveryKey: string }) {
  const file = JSON.parse(text) as {
    format: unknown;
    version: unknown;
    recordCount: unknown;
    body: string;
    sha256: string;
    seal: W;
  };
  if (file.format !== 'evenground-vault-backup') throw new Error('format');
  if (file.version !== 1 && file.version !== 2 && file.version !== 3) throw new Error('version');
  const digest = new Uint8Array(await subtle.digest('SHA-256', enc.encode(file.body)));
  if (Buffer.from(digest).toString('base64') !== file.sha256) throw new Error('digest');
  const body = JSON.parse(file.body) as Body;
  const bodyVersion = 'version' in body ? body.version : 'exportedAt' in body ? 2 : 1;
  if (bodyVersion !== file.version) throw new Error('relabelled');
  if (file.recordCount !== body.records.length) throw new Error('count');
  const pairs = new Set<string>();
  for (const r of body.records) {
    if (!validName(r)) throw new Error('name');
    const pair = JSON.stringify([r.kind, r.id]);
    if (pairs.has(pair)) throw new Error('duplicate');
    pairs.add(pair);
  }
  const k = body.kdf;
  const salt = b64(k.salt);
  if (k.name !== 'PBKDF2-SHA-256' || !Number.isInteger(k.iterations) || k.iterations < 100_000 || k.iterations > 10_000_000)
    throw new Error('kdf');
  if (salt.length < 16 || salt.length > 64) throw new Error('kdf');
  const kek =
    'passphrase' in secret
      ? (await passphraseKek(secret.passphrase, k)).key
      : (await recoveryKek(secret.recoveryKey, body.recoverySalt)).key;
  const wrapped = 'passphrase' in secret ? body.passphraseWrapped : body.recoveryWrapped;
  const raw = new Uint8Array(await subtle.decrypt({ name: 'AES-GCM', iv: b64(wrapped.iv) }, kek, b64(wrapped.data)));
  if (raw.length !== 32) throw new Error('data key');
  const dataKey = await subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
  const sealed = new Uint8Array(
    await subtle.decrypt(
      { name: 'AES-GCM', iv: b64(file.seal.iv), additionalData: enc.encode('evenground-backup-seal-v1') },
      dataKey,
      b64(file.seal.data),
    ),
  );
  if (!Buffer.from(sealed).equals(Buffer.from(digest))) throw new Error('seal');
  const records = await Promise.all(
    body.records.map(async (r) => {
      const open = (aad: Uint8Array<ArrayBuffer>) =>
        subtle.decrypt({ name: 'AES-GCM', iv: b64(r.iv), additionalData: aad }, dataKey, b64(r.data));
      const plain = await open(currentAad(r.kind, r.id)).catch((err: unknown) => {
        if (file.version === 3) throw err;
        return open(earlierAad(r.kind, r.id));
      });
      return { kind: r.kind, id: r.id, ...(JSON.parse(new TextDecoder().decode(plain)) as object) };
    }),
  );
  return { body, digest, raw, records };
}

const expected = [
  { kind: 'test-vector', id: 'note-1', v: 1, value: { text: 'Hello from the EvenGround vault format', amountCents: 12345 } },
];
const vector = readFileSync('tests/fixtures/vault/backup-vector.json', 'utf8');

describe('docs/vault-format.md test vector', () => {
  it('opens with the passphrase, through the documented intermediate values', async () => {
    const file = JSON.parse(vector) as { format: string; version: number; recordCount: number; body: string };
    expect([file.format, file.version, file.recordCount]).toEqual(['evenground-vault-backup', 3, 1]);
    const { body, digest, raw, records } = await openBackup(vector, { passphrase: PASSPHRASE });
    expect(records).toEqual(expected);
    expect(body.exportedAt).toBe(Number(/- `exportedAt`: `(\d+)`/.exec(doc)![1]));
    expect(hex((await passphraseKek(PASSPHRASE, body.kdf)).bits)).toBe(intermediate('Passphrase key'));
    expect(hex(raw)).toBe(intermediate('Data key'));
    expect(hex(digest)).toBe(intermediate('SHA-256 of'));
    expect(hex(currentAad(body.records[0]!.kind, body.records[0]!.id))).toBe(intermediate('Additional data of the record'));
  });

  it('opens with the recovery key, typed as a person may', async () => {
    const { body, raw, records } = await openBackup(vector, { recoveryKey: ` ${RECOVERY.toLowerCase().replace(/-/g, ' ')}\n` });
    expect(records).toEqual(expected);
    const r = await recoveryKek(RECOVERY, body.recoverySalt);
    expect(hex(r.ikm)).toBe(intermediate('Recovery key bytes'));
    expect(hex(r.bits)).toBe(intermediate('Recovery key-encryption key'));
    expect(hex(raw)).toBe(intermediate('Data key'));
  });

  it('the earlier version 2 vector (earlier additional data) still opens', async () => {
    const v2 = readFileSync('tests/fixtures/vault/backup-vector-v2.json', 'utf8');
    expect((await openBackup(v2, { passphrase: PASSPHRASE })).records).toEqual(expected);
    expect((await openBackup(v2, { recoveryKey: RECOVERY_V2 })).records).toEqual(expected);
  });

  const broken = readdirSync('tests/fixtures/vault/broken').sort();
  it('has the broken vectors the document lists', () => {
    expect(broken).toEqual([
      'duplicate-record.json',
      'edited-body.json',
      'kdf-below-range.json',
      'moved-record.json',
      'nul-in-id.json',
      'record-count.json',
      'relabelled-version.json',
      'resealed-digest.json',
    ]);
    for (const name of broken) expect(doc).toContain(`\`${name}\``);
  });

  const reasons: Record<string, string> = {
    'duplicate-record.json': 'duplicate',
    'edited-body.json': 'digest',
    'kdf-below-range.json': 'kdf',
    'moved-record.json': 'OperationError',
    'nul-in-id.json': 'name',
    'record-count.json': 'count',
    'relabelled-version.json': 'relabelled',
    'resealed-digest.json': 'seal',
  };
  for (const name of broken) {
    it(`refuses broken/${name} at the documented step`, async () => {
      const text = readFileSync(`tests/fixtures/vault/broken/${name}`, 'utf8');
      const e = await openBackup(text, { passphrase: PASSPHRASE }).catch((x: unknown) => x);
      expect(e).toBeInstanceOf(Error);
      const err = e as Error;
      expect(err.name === 'OperationError' ? 'OperationError' : err.message).toBe(reasons[name]);
    });
  }
});
