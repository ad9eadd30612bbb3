/**
 * The vault's crypto, with no storage and no React: PBKDF2-SHA-256 derives a key that
 * wraps a random AES-256-GCM data key; every record is AES-GCM with a fresh 12-byte IV
 * and its kind and id as additional data, so records cannot be swapped.
 */
export const KDF_NAME = 'PBKDF2-SHA-256';
export const KDF_ITERATIONS = 600_000;
/**
 * Bounds for KDF parameters read from storage or a backup file: below the floor the
 * passphrase would be cheap to guess; above the ceiling unlocking would hang the tab.
 */
const KDF_MIN_ITERATIONS = 100_000;
const KDF_MAX_ITERATIONS = 10_000_000;
export const SALT_BYTES = 16;
const SALT_MIN_BYTES = 16;
const SALT_MAX_BYTES = 64;
const IV_BYTES = 12;
/** Additional data of records written today: length-prefixed kind and id (docs/vault-format.md). */
const RECORD_AAD_PREFIX = 'evenground-vault-record-v2';
/** Records written before: `prefix NUL kind NUL id`, read only for names without NUL. */
const LEGACY_RECORD_AAD_PREFIX = 'evenground-vault-record-v1';
/** Longest record id accepted (UTF-16 code units). */
const MAX_RECORD_ID_LENGTH = 200;
const KIND_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
/** Control characters, or a lone surrogate (not valid text). */
const BAD_ID_CHARS = /[\p{Cc}]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;

export interface KdfParams {
  name: typeof KDF_NAME;
  iterations: number;
  salt: Uint8Array;
}

/** A key wrapped with AES-GCM: `iv` + ciphertext of the raw data key. */
export interface WrappedKey {
  iv: Uint8Array;
  data: Uint8Array;
}

const enc = new TextEncoder();
const dec = new TextDecoder('utf-8', { fatal: true });

const subtle = (): SubtleCrypto => globalThis.crypto.subtle;

/**
 * True when KDF parameters are ones this app accepts: name PBKDF2-SHA-256, a whole number
 * of iterations from 100,000 to 10,000,000 and a salt of 16 to 64 bytes, both ends
 * included (docs/vault-format.md). Anything else, a missing object included, is false.
 */
export function kdfAcceptable(kdf: unknown): boolean {
  if (!kdf || typeof kdf !== 'object') return false;
  const k = kdf as { name?: unknown; iterations?: unknown; salt?: unknown };
  return (
    k.name === KDF_NAME &&
    typeof k.iterations === 'number' &&
    Number.isInteger(k.iterations) &&
    k.iterations >= KDF_MIN_ITERATIONS &&
    k.iterations <= KDF_MAX_ITERATIONS &&
    ArrayBuffer.isView(k.salt) &&
    k.salt.byteLength >= SALT_MIN_BYTES &&
    k.salt.byteLength <= SALT_MAX_BYTES
  );
}

/** True when accepted settings are also today's (600,000 iterations, 16-byte salt); otherwise re-wrap after opening. */
export function kdfIsCurrent(kdf: KdfParams): boolean {
  return kdf.iterations === KDF_ITERATIONS && kdf.salt.byteLength === SALT_BYTES;
}

/** Bytes of a wrapping as this app writes them: a 12-byte IV and 48 bytes (32 key bytes + 16-byte tag). */
const WRAPPED_BYTES = 48;

/** True when `w` looks like a wrapping this app wrote (so a failed unwrap means a wrong key, not damage). */
export function wrappingWellFormed(w: unknown): boolean {
  if (!w || typeof w !== 'object') return false;
  const { iv, data } = w as { iv?: unknown; data?: unknown };
  return (
    iv instanceof Uint8Array && iv.byteLength === IV_BYTES && data instanceof Uint8Array && data.byteLength === WRAPPED_BYTES
  );
}

/** True for a recovery salt this app accepts (16 to 64 bytes). */
export function saltAcceptable(salt: unknown): boolean {
  return salt instanceof Uint8Array && salt.byteLength >= SALT_MIN_BYTES && salt.byteLength <= SALT_MAX_BYTES;
}

export function randomBytes(n: number): Uint8Array<ArrayBuffer> {
  return globalThis.crypto.getRandomValues(new Uint8Array(n));
}

function buf(u: Uint8Array): Uint8Array<ArrayBuffer> {
  return u.buffer instanceof ArrayBuffer && u.byteOffset === 0 && u.byteLength === u.buffer.byteLength
    ? (u as Uint8Array<ArrayBuffer>)
    : new Uint8Array(u);
}

/** Key-encryption key from a passphrase (PBKDF2-SHA-256). */
export async function deriveFromPassphrase(passphrase: string, kdf: KdfParams): Promise<CryptoKey> {
  if (!kdfAcceptable(kdf)) throw new Error('Unsupported key derivation settings');
  const base = await subtle().importKey('raw', enc.encode(passphrase.normalize('NFC')), 'PBKDF2', false, ['deriveKey']);
  return subtle().deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt: buf(kdf.salt), iterations: kdf.iterations },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['wrapKey', 'unwrapKey'],
  );
}

/**
 * Key-encryption key from a recovery key. The recovery key already carries 160 random
 * bits, so HKDF (no stretching) is enough.
 */
export async function deriveFromRecoveryKey(recoveryKey: string, salt: Uint8Array): Promise<CryptoKey> {
  const raw = decodeRecoveryKey(recoveryKey);
  const base = await subtle().importKey('raw', buf(raw), 'HKDF', false, ['deriveKey']);
  return subtle().deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: buf(salt), info: enc.encode('evenground-vault-recovery-v1') },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['wrapKey', 'unwrapKey'],
  );
}

/** A fresh data key. Extractable only so that it can be wrapped right away. */
export function generateDataKey(): Promise<CryptoKey> {
  return subtle().generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']) as Promise<CryptoKey>;
}

export async function wrapDataKey(dataKey: CryptoKey, kek: CryptoKey): Promise<WrappedKey> {
  const iv = randomBytes(IV_BYTES);
  const data = new Uint8Array(await subtle().wrapKey('raw', dataKey, kek, { name: 'AES-GCM', iv }));
  return { iv, data };
}

/** Unwraps the data key; rejects (OperationError) when the wrapping key is wrong. */
export function unwrapDataKey(wrapped: WrappedKey, kek: CryptoKey, extractable = false): Promise<CryptoKey> {
  return subtle().unwrapKey(
    'raw',
    buf(wrapped.data),
    kek,
    { name: 'AES-GCM', iv: buf(wrapped.iv) },
    { name: 'AES-GCM', length: 256 },
    extractable,
    ['encrypt', 'decrypt'],
  );
}

/** True for a kind name this app writes: 1 to 64 of a-z, 0-9 and `-`, not starting with `-`. */
export function validKind(kind: unknown): kind is string {
  return typeof kind === 'string' && KIND_PATTERN.test(kind);
}

/** True for a record id: 1 to 200 UTF-16 code units of valid text with no control characters (NUL included). */
export function validRecordId(id: unknown): id is string {
  return typeof id === 'string' && id.length > 0 && id.length <= MAX_RECORD_ID_LENGTH && !BAD_ID_CHARS.test(id);
}

function lengthPrefixed(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + 4 + p.length, 0));
  const view = new DataView(out.buffer);
  let at = 0;
  for (const p of parts) {
    view.setUint32(at, p.length);
    out.set(p, at + 4);
    at += 4 + p.length;
  }
  return out;
}

/** `prefix` bytes, then kind and id each as a 4-byte big-endian byte length and its UTF-8 bytes. */
function recordAad(kind: string, id: string): Uint8Array<ArrayBuffer> {
  const prefix = enc.encode(RECORD_AAD_PREFIX);
  const rest = lengthPrefixed([enc.encode(kind), enc.encode(id)]);
  const out = new Uint8Array(prefix.length + rest.length);
  out.set(prefix);
  out.set(rest, prefix.length);
  return out;
}

function legacyRecordAad(kind: string, id: string): Uint8Array<ArrayBuffer> | null {
  if (kind.includes('\u0000') || id.includes('\u0000')) return null;
  return enc.encode(`${LEGACY_RECORD_AAD_PREFIX}\u0000${kind}\u0000${id}`);
}

export interface Sealed {
  iv: Uint8Array;
  data: Uint8Array;
}

/** Encrypts `{ v, value }` as JSON, bound to kind and id. */
export async function encryptRecord(key: CryptoKey, kind: string, id: string, version: number, value: unknown): Promise<Sealed> {
  const json = JSON.stringify({ v: version, value });
  if (json === undefined) throw new Error('Value cannot be stored');
  const iv = randomBytes(IV_BYTES);
  const data = new Uint8Array(
    await subtle().encrypt({ name: 'AES-GCM', iv, additionalData: recordAad(kind, id) }, key, enc.encode(json)),
  );
  return { iv, data };
}

function parseRecord(plain: ArrayBuffer): { v: number; value: unknown } {
  const parsed: unknown = JSON.parse(dec.decode(plain));
  if (!parsed || typeof parsed !== 'object' || typeof (parsed as { v?: unknown }).v !== 'number' || !('value' in parsed)) {
    throw new Error('unexpected record layout');
  }
  return parsed as { v: number; value: unknown };
}

export interface OpenedRecord {
  v: number;
  value: unknown;
  /** 1 when the record still carries the additional data of before (re-encrypt it). */
  aad: 1 | 2;
}

async function decryptWith(key: CryptoKey, aad: Uint8Array<ArrayBuffer>, sealed: Sealed): Promise<ArrayBuffer> {
  return subtle().decrypt({ name: 'AES-GCM', iv: buf(sealed.iv), additionalData: aad }, key, buf(sealed.data));
}

/**
 * Decrypts a record; rejects when the bytes, kind or id do not match. Records written
 * before the length-prefixed additional data are still read (`aad: 1`), for names with no NUL.
 */
export async function openRecord(key: CryptoKey, kind: string, id: string, sealed: Sealed): Promise<OpenedRecord> {
  try {
    return { ...parseRecord(await decryptWith(key, recordAad(kind, id), sealed)), aad: 2 };
  } catch (err) {
    const legacy = legacyRecordAad(kind, id);
    if (!legacy) throw err instanceof Error ? err : new Error(String(err));
    return { ...parseRecord(await decryptWith(key, legacy, sealed)), aad: 1 };
  }
}

/** Decrypts a record; rejects when the bytes, kind or id do not match. */
export async function decryptRecord(
  key: CryptoKey,
  kind: string,
  id: string,
  sealed: Sealed,
): Promise<{ v: number; value: unknown }> {
  const { v, value } = await openRecord(key, kind, id, sealed);
  return { v, value };
}

/** Encrypts arbitrary bytes with a purpose string as additional data. */
export async function sealBytes(key: CryptoKey, purpose: string, bytes: Uint8Array): Promise<Sealed> {
  const iv = randomBytes(IV_BYTES);
  const data = new Uint8Array(
    await subtle().encrypt({ name: 'AES-GCM', iv, additionalData: enc.encode(purpose) }, key, buf(bytes)),
  );
  return { iv, data };
}

export async function openBytes(key: CryptoKey, purpose: string, sealed: Sealed): Promise<Uint8Array> {
  return new Uint8Array(
    await subtle().decrypt({ name: 'AES-GCM', iv: buf(sealed.iv), additionalData: enc.encode(purpose) }, key, buf(sealed.data)),
  );
}

export async function sha256(bytes: Uint8Array | string): Promise<Uint8Array> {
  const b = typeof bytes === 'string' ? enc.encode(bytes) : buf(bytes);
  return new Uint8Array(await subtle().digest('SHA-256', b));
}

// ---- Recovery key: 20 random bytes as 32 base32 characters in 8 groups of 4. ----

const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const RECOVERY_KEY_BYTES = 20;

export function generateRecoveryKey(): string {
  const bytes = randomBytes(RECOVERY_KEY_BYTES);
  let bits = 0;
  let acc = 0;
  let out = '';
  for (const b of bytes) {
    acc = (acc << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += B32[(acc >>> (bits - 5)) & 31];
      bits -= 5;
    }
    acc &= (1 << bits) - 1;
  }
  return out.match(/.{4}/g)!.join('-');
}

/** Normalises what a person typed (spaces, dashes, lower case, 0/O and 1/I/L mix-ups). */
function normaliseRecoveryKey(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '').replace(/0/g, 'O').replace(/1/g, 'I').replace(/8/g, 'B');
}

function decodeRecoveryKey(input: string): Uint8Array {
  const s = normaliseRecoveryKey(input);
  if (s.length !== 32 || /[^A-Z2-7]/.test(s)) throw new Error('not a recovery key');
  const out = new Uint8Array(RECOVERY_KEY_BYTES);
  let bits = 0;
  let acc = 0;
  let i = 0;
  for (const ch of s) {
    acc = (acc << 5) | B32.indexOf(ch);
    bits += 5;
    if (bits >= 8) {
      out[i++] = (acc >>> (bits - 8)) & 255;
      bits -= 8;
    }
    acc &= (1 << bits) - 1;
  }
  return out;
}

// ---- base64 for backup files ----

export function toBase64(u: Uint8Array): string {
  let s = '';
  for (let i = 0; i < u.length; i += 0x8000) s += String.fromCharCode(...u.subarray(i, i + 0x8000));
  return btoa(s);
}

export function fromBase64(s: string): Uint8Array {
  if (typeof s !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(s)) throw new Error('not base64');
  const bin = atob(s);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let d = 0;
  for (let i = 0; i < a.length; i++) d |= a[i]! ^ b[i]!;
  return d === 0;
}
