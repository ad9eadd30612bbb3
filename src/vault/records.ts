import { db, type RecordRow } from './db';
import { errorMessage } from '../lib/errorMessage';
import { decryptRecord, encryptRecord, validRecordId } from './crypto';
import { RecordDamaged, RecordInvalid, VaultError } from './errors';
import { writeUnderKey } from './keyedWrite';
import { upgradeAndValidate, type RecordKind } from './kinds';
import { requireKey, requireKeyRef, type SessionKeyRef } from './session';
import { memoryDelete, memoryGet, memoryList, memoryPut, readsFromMemory, writesToMemory } from './memoryStore';
import { requestProtect } from './askToProtect';

export interface VaultItem<T> {
  id: string;
  updatedAt: number;
  value: T;
}

export interface DamagedItem {
  id: string;
  updatedAt: number;
  error: RecordDamaged;
}

export interface VaultListReport<T> {
  items: VaultItem<T>[];
  /** Records of this kind that could not be read; they never hide the others. */
  damaged: DamagedItem[];
}

function checkId(id: string): void {
  if (!validRecordId(id)) {
    throw new VaultError('This item has no valid name, so it was not saved. Nothing was changed.');
  }
}

const detail = (err: unknown) => errorMessage(err, String(err));

function validateForSave<T>(kind: RecordKind<T>, value: T): T {
  try {
    return kind.validate(value);
  } catch (err) {
    throw new RecordInvalid(kind.label.toLowerCase(), detail(err));
  }
}

/** Encrypts and stores one value (replacing any saved under the same kind and id). */
export async function saveRecord<T>(kind: RecordKind<T>, id: string, value: T): Promise<void> {
  await saveRecords(kind, [{ id, value }]);
}

/** Stores many values of one kind in one transaction: all of them or none. */
export async function saveRecords<T>(kind: RecordKind<T>, entries: ReadonlyArray<{ id: string; value: T }>): Promise<void> {
  for (const e of entries) checkId(e.id);
  const clean = entries.map((e) => validateForSave(kind, e.value));
  if (writesToMemory()) {
    // A parent trying a tool with no vault yet: held in memory only, and asked (once) to
    // protect it (docs/try-first.md).
    for (let i = 0; i < entries.length; i++) memoryPut(kind, entries[i]!.id, clean[i]!);
    requestProtect('save');
    return;
  }
  const ref = await requireKeyRef();
  const now = Date.now();
  // Encrypt first, then one short IndexedDB transaction (never WebCrypto inside it).
  await writeUnderKey(ref, {
    seal: (key) =>
      Promise.all(
        entries.map(async (e, i) => {
          const s = await encryptRecord(key, kind.kind, e.id, kind.version, clean[i]);
          return { id: e.id, kind: kind.kind, updatedAt: now, iv: s.iv, data: s.data } satisfies RecordRow;
        }),
      ),
  });
}

/** Stores a value under a kind name before its feature module exists (legacy import). */
export async function saveUntyped(
  kindName: string,
  version: number,
  id: string,
  value: unknown,
  ref: SessionKeyRef,
): Promise<void> {
  await writeUnderKey(ref, {
    seal: async (key) => {
      const sealed = await encryptRecord(key, kindName, id, version, value);
      return [{ id, kind: kindName, updatedAt: Date.now(), iv: sealed.iv, data: sealed.data }];
    },
  });
}

/** Decrypts, migrates and validates one row; RecordDamaged on any failure. */
export function decodeRow<T>(kind: RecordKind<T>, row: RecordRow, key: CryptoKey): Promise<T> {
  return decryptRecord(key, row.kind, row.id, row).then(
    (stored) => {
      try {
        return upgradeAndValidate(kind, stored.value, stored.v);
      } catch (err) {
        throw new RecordDamaged(kind.kind, row.id, detail(err));
      }
    },
    () => {
      throw new RecordDamaged(kind.kind, row.id, 'its stored bytes do not match what was saved');
    },
  );
}

/** The saved value, or null when nothing is saved under that kind and id. */
export async function loadRecord<T>(kind: RecordKind<T>, id: string): Promise<T | null> {
  if (readsFromMemory()) return memoryGet(kind, id);
  const key = await requireKey();
  const row = await db.records.get([kind.kind, id]);
  if (!row) return null;
  return decodeRow(kind, row, key);
}

const byNewest = (a: { updatedAt: number; id: string }, b: { updatedAt: number; id: string }) =>
  b.updatedAt - a.updatedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Decodes many rows; a damaged row is reported, never thrown. Every decryption is started
 * at once (WebCrypto queues them) and each result is checked as soon as it arrives, with
 * no per-row async wrapper, so 5,000 rows cost little more than 5,000 decryptions.
 */
export async function decodeRows<T>(
  kind: RecordKind<T>,
  rows: RecordRow[],
  key: CryptoKey,
  reuse?: RowReuse<T>,
): Promise<VaultListReport<T>> {
  const items: VaultItem<T>[] = [];
  const damaged: DamagedItem[] = [];
  const pending = new Array<Promise<void>>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    pending[i] = (reuse ? reuse.decode(kind, row, key) : decodeRow(kind, row, key)).then(
      (value) => void items.push({ id: row.id, updatedAt: row.updatedAt, value }),
      (err: unknown) => void damaged.push({ id: row.id, updatedAt: row.updatedAt, error: err as RecordDamaged }),
    );
  }
  await Promise.all(pending);
  items.sort(byNewest);
  damaged.sort(byNewest);
  return { items, damaged };
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

/**
 * Remembers, for one key, the value each row decrypted to, so a list read again (another
 * save, the page opened again) decrypts only the rows whose stored bytes changed: a row is
 * reused only when its IV and ciphertext are byte for byte the ones decrypted before, so a
 * change made outside the app is still read (and found damaged) as before. Held in memory
 * only, like the values on screen, and never for another key: a lock drops it.
 */
export class RowReuse<T> {
  private key: CryptoKey | null = null;
  private rows = new Map<string, { iv: Uint8Array; data: Uint8Array; value: T }>();

  decode(kind: RecordKind<T>, row: RecordRow, key: CryptoKey): Promise<T> {
    if (key !== this.key) {
      this.key = key;
      this.rows.clear();
    }
    const seen = this.rows.get(row.id);
    if (seen && sameBytes(seen.iv, row.iv) && sameBytes(seen.data, row.data)) return Promise.resolve(seen.value);
    this.rows.delete(row.id);
    return decodeRow(kind, row, key).then((value) => {
      if (key === this.key) this.rows.set(row.id, { iv: row.iv, data: row.data, value });
      return value;
    });
  }

  /** Forgets everything (the vault was locked). */
  clear(): void {
    this.key = null;
    this.rows.clear();
  }
}

/** Every readable record of a kind plus the ids of damaged ones. Newest first. */
export async function listRecordsReport<T>(kind: RecordKind<T>): Promise<VaultListReport<T>> {
  if (readsFromMemory()) return { items: memoryList(kind), damaged: [] };
  const key = await requireKey();
  const rows = await db.records.where('kind').equals(kind.kind).toArray();
  return decodeRows(kind, rows, key);
}

/** Every readable record of a kind, newest first. Damaged ones are left out; see listRecordsReport. */
export async function listRecords<T>(kind: RecordKind<T>): Promise<VaultItem<T>[]> {
  return (await listRecordsReport(kind)).items;
}

export async function deleteRecord<T>(kind: RecordKind<T>, id: string): Promise<void> {
  if (writesToMemory()) return memoryDelete(kind, id);
  await requireKey();
  await db.records.delete([kind.kind, id]);
}

export interface KindSummary {
  kind: string;
  count: number;
  lastChange: number;
}

/** Counts per kind and the last change, from the unencrypted index only. */
export async function summariseRecords(): Promise<KindSummary[]> {
  const map = new Map<string, KindSummary>();
  await db.records.each((row) => {
    const s = map.get(row.kind) ?? { kind: row.kind, count: 0, lastChange: 0 };
    s.count++;
    s.lastChange = Math.max(s.lastChange, row.updatedAt);
    map.set(row.kind, s);
  });
  return [...map.values()].sort((a, b) => (a.kind < b.kind ? -1 : 1));
}
