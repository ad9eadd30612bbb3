import { afterAll, beforeAll } from 'vitest';

/**
 * For unit-test files about what the vault does with its keys, not about what a key costs:
 * every PBKDF2 derivation in the file (WebCrypto's deriveKey and deriveBits) runs one
 * iteration instead of the count it was asked for, with that count appended to the salt.
 * The app's code runs unchanged and stores and passes the same settings (600,000 iterations
 * for a new vault), and a derived key still depends on the passphrase, the salt and the
 * count alike: a wrong passphrase, another salt or another count still gives another key.
 * Only the 600,000 rounds of SHA-256 are saved (about half a second per derivation on a quiet
 * machine, several on a busy one, and these files derive hundreds of times).
 *
 * The count itself is proven at full cost, with no such shortcut, by vault-kdf-cost.test.ts:
 * a new vault's passphrase wrapping opens with Node's own PBKDF2 at 600,000 iterations and
 * with no other count.
 */
export function cheapPbkdf2(): void {
  const subtle = globalThis.crypto.subtle;
  const { deriveKey, deriveBits } = subtle;
  const bytes = (b: BufferSource): Uint8Array =>
    ArrayBuffer.isView(b) ? new Uint8Array(b.buffer, b.byteOffset, b.byteLength) : new Uint8Array(b);
  const cheap = <A>(algorithm: A): A => {
    const a = algorithm as unknown as Pbkdf2Params;
    if (typeof a !== 'object' || a === null || String(a.name).toUpperCase() !== 'PBKDF2') return algorithm;
    const salt = bytes(a.salt);
    const withCount = new Uint8Array(salt.byteLength + 8);
    withCount.set(salt);
    new DataView(withCount.buffer).setFloat64(salt.byteLength, a.iterations);
    return { ...a, salt: withCount, iterations: 1 } as unknown as A;
  };
  beforeAll(() => {
    subtle.deriveKey = (algorithm, ...rest) => deriveKey.call(subtle, cheap(algorithm), ...rest);
    subtle.deriveBits = (algorithm, ...rest) => deriveBits.call(subtle, cheap(algorithm), ...rest);
  });
  afterAll(() => {
    // The prototype's methods again (the two above were own properties of this object).
    delete (subtle as Partial<SubtleCrypto>).deriveKey;
    delete (subtle as Partial<SubtleCrypto>).deriveBits;
  });
}
