// Decrypts the test vector in docs/vault-format.md with plain WebCrypto, following only
// what that document says (no import from src/).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const subtle = globalThis.crypto.subtle;
const enc = new TextEncoder();
const b64 = (s: string): Uint8Array<ArrayBuffer> => new Uint8Array(Buffer.from(s, 'base64'));
const doc = readFileSync('docs/vault-format.md', 'utf8');
const PASSPHRASE = /- Passphrase: `([^`]+)`/.exec(doc)![1]!;
const RECOVERY = /- Recovery key: `([^`]+)`/.exec(doc)![1]!;

interface W {
  iv: string;
  data: string;
}

async function unwrap(kek: CryptoKey, w: W): Promise<CryptoKey> {
  const raw = new Uint8Array(await subtle.decrypt({ name: 'AES-GCM', iv: b64(w.iv) }, kek, b64(w.data)));
  expect(raw.length).toBe(32);
  return subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
}

function base32(s: string): Uint8Array<ArrayBuffer> {
  const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const clean = s.toUpperCase().replace(/[\s-]/g, '').replace(/0/g, 'O').replace(/1/g, 'I').replace(/8/g, 'B');
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

describe('docs/vault-format.md test vector', () => {
  const file = JSON.parse(readFileSync('tests/fixtures/vault/backup-vector.json', 'utf8')) as {
    format: string;
    version: number;
    recordCount: number;
    body: string;
    sha256: string;
    seal: W;
  };
  const body = JSON.parse(file.body) as {
    exportedAt: number;
    kdf: { name: string; iterations: number; salt: string };
    passphraseWrapped: W;
    recoverySalt: string;
    recoveryWrapped: W;
    records: Array<{ kind: string; id: string; updatedAt: number; iv: string; data: string }>;
  };

  async function openAll(dataKey: CryptoKey) {
    const digest = new Uint8Array(await subtle.digest('SHA-256', enc.encode(file.body)));
    expect(Buffer.from(digest).toString('base64')).toBe(file.sha256);
    const sealed = new Uint8Array(
      await subtle.decrypt(
        { name: 'AES-GCM', iv: b64(file.seal.iv), additionalData: enc.encode('evenground-backup-seal-v1') },
        dataKey,
        b64(file.seal.data),
      ),
    );
    expect(Buffer.from(sealed).equals(Buffer.from(digest))).toBe(true);
    return Promise.all(
      body.records.map(async (r) => {
        const aad = enc.encode(`evenground-vault-record-v1\u0000${r.kind}\u0000${r.id}`);
        const plain = await subtle.decrypt({ name: 'AES-GCM', iv: b64(r.iv), additionalData: aad }, dataKey, b64(r.data));
        return { kind: r.kind, id: r.id, ...(JSON.parse(new TextDecoder().decode(plain)) as object) };
      }),
    );
  }

  const expected = [
    { kind: 'test-vector', id: 'note-1', v: 1, value: { text: 'Hello from the EvenGround vault format', amountCents: 12345 } },
  ];

  it('opens with the passphrase', async () => {
    expect([file.format, file.version, file.recordCount]).toEqual(['evenground-vault-backup', 2, 1]);
    expect(body.exportedAt).toBe(1795493470607);
    expect(body.kdf.name).toBe('PBKDF2-SHA-256');
    const base = await subtle.importKey('raw', enc.encode(PASSPHRASE.normalize('NFC')), 'PBKDF2', false, ['deriveKey']);
    const kek = await subtle.deriveKey(
      { name: 'PBKDF2', hash: 'SHA-256', salt: b64(body.kdf.salt), iterations: body.kdf.iterations },
      base,
      { name: 'AES-GCM', length: 256 },
      false,
      ['decrypt'],
    );
    expect(await openAll(await unwrap(kek, body.passphraseWrapped))).toEqual(expected);
  });

  it('opens with the recovery key', async () => {
    const ikm = base32(RECOVERY);
    expect(ikm.length).toBe(20);
    const base = await subtle.importKey('raw', ikm, 'HKDF', false, ['deriveKey']);
    const kek = await subtle.deriveKey(
      { name: 'HKDF', hash: 'SHA-256', salt: b64(body.recoverySalt), info: enc.encode('evenground-vault-recovery-v1') },
      base,
      { name: 'AES-GCM', length: 256 },
      false,
      ['decrypt'],
    );
    expect(await openAll(await unwrap(kek, body.recoveryWrapped))).toEqual(expected);
  });
});
