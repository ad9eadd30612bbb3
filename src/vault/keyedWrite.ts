import { db, type MetaRow, type RecordRow } from './db';
import { KeyReplaced, QuotaExceeded, isQuotaError } from './errors';
import { keyChangeSettled, peekKeyRef, type SessionKeyRef } from './session';

/** The stored key generation ('' for a vault made before generations were recorded). */
export function storedKeyId(meta: Pick<MetaRow, 'keyId'> | undefined): string {
  return meta?.keyId ?? '';
}

/** A new key generation, for a meta row whose data key (or whole content) changes. */
export function newKeyId(): string {
  return globalThis.crypto.randomUUID();
}

/** Rows sealed again under a newer key generation: at most this many times per write. */
const MAX_RESEALS = 3;

export interface BoundWrite<R = RecordRow> {
  /** Encrypts what is to be stored with `key` of generation `keyId` (never inside the transaction). */
  seal: (key: CryptoKey, keyId: string) => Promise<R[]>;
  /** Stores the rows, inside the transaction (default: put them all in `records`). */
  store?: (rows: R[]) => Promise<void>;
  /** When the vault has been erased meanwhile: write nothing (true) or store anyway (false). */
  skipWhenErased?: boolean;
}

/**
 * Writes rows bound to the key generation they were sealed under. In one transaction the
 * stored generation is compared with `ref.keyId`; when the data key was replaced meanwhile
 * (a rotation or restore, here or in another tab) nothing is written, and the rows are
 * sealed again with this tab's key if it already holds the new generation. A tab that
 * does not (it slept through a rotation elsewhere) gets KeyReplaced: it must unlock again.
 * So nothing is ever stored under a retired key. Returns false when the vault was erased.
 */
export async function writeUnderKey<R = RecordRow>(ref: SessionKeyRef, write: BoundWrite<R>): Promise<boolean> {
  const store =
    write.store ??
    (async (rows: R[]) => {
      const records = rows as RecordRow[];
      if (records.length === 1) await db.records.put(records[0]!);
      else await db.records.bulkPut(records);
    });
  let at = ref;
  for (let attempt = 0; ; attempt++) {
    const rows = await write.seal(at.key, at.keyId);
    let outcome: 'stored' | 'erased' | 'stale';
    try {
      outcome = await db.transaction('rw', [db.records, db.meta, db.chunks], async () => {
        const meta = await db.meta.get('vault');
        if (!meta && write.skipWhenErased) return 'erased';
        if (meta && storedKeyId(meta) !== at.keyId) return 'stale';
        await store(rows);
        return 'stored';
      });
    } catch (err) {
      if (isQuotaError(err)) throw new QuotaExceeded();
      throw err;
    }
    if (outcome !== 'stale') return outcome === 'stored';
    await keyChangeSettled();
    const next = peekKeyRef();
    if (!next || next.keyId === at.keyId || attempt >= MAX_RESEALS) throw new KeyReplaced();
    at = next;
  }
}
