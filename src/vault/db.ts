import Dexie, { type Table } from 'dexie';

/**
 * The only IndexedDB database for user data. A record row holds ciphertext only;
 * `kind` and `updatedAt` are the only indexed fields besides the [kind+id] key.
 */
export interface RecordRow {
  id: string;
  kind: string;
  updatedAt: number;
  iv: Uint8Array;
  /** AES-256-GCM ciphertext of JSON `{ v: version, value }`, bound to kind and id. */
  data: Uint8Array;
}

/**
 * One piece (at most 1 MiB) of an attachment's bytes (attachments.ts): AES-256-GCM
 * ciphertext bound to the vault id, attachment id, index and count. `gen` is the key
 * generation (MetaRow.keyId) it was sealed under, so a rotation can write every piece under
 * the new key beside the old ones and switch in one transaction (rekey.ts).
 */
export interface ChunkRow {
  att: string;
  index: number;
  gen: string;
  /** How many pieces the attachment has (also in the additional data). */
  count: number;
  iv: Uint8Array;
  data: Uint8Array;
}

export interface StoredWrappedKey {
  iv: Uint8Array;
  data: Uint8Array;
}

/** The single meta row (id 'vault'): everything needed to open the vault, nothing secret. */
export interface MetaRow {
  id: 'vault';
  format: 1;
  /** Random id; tells whether a backup came from this vault. */
  vaultId: string;
  createdAt: number;
  kdf: { name: 'PBKDF2-SHA-256'; iterations: number; salt: Uint8Array };
  /** Data key wrapped by the passphrase key. */
  passphraseWrapped: StoredWrappedKey;
  /** Data key wrapped by the recovery key (HKDF-SHA-256 with this salt). */
  recoverySalt: Uint8Array;
  recoveryWrapped: StoredWrappedKey;
  /**
   * The data key's generation: random text that changes whenever the data key changes
   * (rotation, a restore that brings another key). Absent in vaults made before it existed
   * (read as ''). Every write checks it in its own transaction (keyedWrite.ts).
   */
  keyId?: string;
  /**
   * 2 once every record is bound with the length-prefixed additional data (new vaults, and
   * older ones after their first unlock: aadUpgrade.ts). Absent: some records may still
   * carry the additional data of before.
   */
  recordAad?: 2;
  /** Result of navigator.storage.persist() when the vault was created. */
  persisted?: boolean;
}

class VaultDb extends Dexie {
  records!: Table<RecordRow, [string, string]>;
  meta!: Table<MetaRow, string>;
  chunks!: Table<ChunkRow, [string, number, string]>;
  constructor(name = 'evenground-vault') {
    // No optimistic live-query cache: screens see a write only once its transaction has
    // committed (a refused or failed write never flashes on screen). With Dexie 4's default
    // 'cloned' cache, a put inside an explicit records+meta transaction (every write is one:
    // keyedWrite.ts) could leave a list query without the new row (the expense tracker's
    // saved sheet stayed "not saved yet"; tests/unit/expense-sheets.test.tsx).
    super(name, { cache: 'disabled' });
    this.version(1).stores({
      records: '[kind+id], kind, updatedAt',
      meta: 'id',
    });
    // Version 2 adds the attachments' encrypted pieces; records and meta are unchanged.
    this.version(2).stores({
      records: '[kind+id], kind, updatedAt',
      meta: 'id',
      chunks: '[att+index+gen], att, gen',
    });
  }
}

export const db = new VaultDb();
