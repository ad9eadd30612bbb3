/**
 * Attachments: files a parent chooses (photos, screenshots, PDFs, recordings), kept
 * encrypted in the vault. The description (name, type, size, SHA-256, what was removed
 * from it) is a record of kind 'attachment'; the bytes are pieces of at most
 * ATTACHMENT_CHUNK_BYTES in the `chunks` table, each AES-256-GCM with the session's data key
 * and bound to the vault id, the attachment id, its index and the number of pieces, so a
 * piece cannot be moved, dropped or swapped unnoticed. Every write goes through the key
 * generation check (keyedWrite.ts). Bytes are decrypted only to be shown or saved
 * (readAttachment). Layout: docs/vault-format.md.
 */
import {
  integer,
  maxLength,
  minLength,
  minValue,
  number,
  object,
  picklist,
  pipe,
  regex,
  string,
  type InferOutput,
} from 'valibot';
import { db, type ChunkRow } from './db';
import { openBytes, sealBytes, sha256 } from './crypto';
import { QuotaExceeded, VaultError, VaultLocked, isQuotaError } from './errors';
import { writeUnderKey } from './keyedWrite';
import { defineKind } from './kinds';
import { listRecordsReport, loadRecord, saveRecord } from './records';
import { requireKeyRef, type SessionKeyRef } from './session';
import { writesToMemory } from './memoryStore';
import { requestProtect } from './askToProtect';

/** Bytes per stored piece: 1 MiB. */
export const ATTACHMENT_CHUNK_BYTES = 1024 * 1024;
/** Largest file accepted: 25 MB (said on the picker). */
export const MAX_ATTACHMENT_BYTES = 25 * 1024 * 1024;
const CHUNK_PURPOSE = 'evenground-attachment-chunk-v1';

/**
 * What happened to details hidden inside the file:
 * - 'removed': an image whose location and camera details (EXIF, GPS, XMP, IPTC) were removed;
 * - 'none-found': an image that carried none;
 * - 'not-checked': not an image EvenGround can clean (PDF, recording, other): kept as chosen.
 */
export const METADATA_NOTES = ['removed', 'none-found', 'not-checked'] as const;
export type MetadataNote = (typeof METADATA_NOTES)[number];

const attachmentSchema = object({
  name: pipe(string(), minLength(1), maxLength(255)),
  type: pipe(string(), maxLength(127)),
  size: pipe(number(), integer(), minValue(0)),
  chunks: pipe(number(), integer(), minValue(0)),
  /** SHA-256 of the stored bytes, 64 lower-case hex digits (printed in the report's appendix). */
  sha256: pipe(string(), regex(/^[0-9a-f]{64}$/)),
  addedAt: pipe(number(), integer(), minValue(0)),
  metadata: picklist(METADATA_NOTES),
  /** Bytes removed from the file on import (0 when none). */
  removedBytes: pipe(number(), integer(), minValue(0)),
});

export type AttachmentInfo = InferOutput<typeof attachmentSchema>;

const attachmentKind = defineKind<AttachmentInfo>({ kind: 'attachment', version: 1, schema: attachmentSchema });

export interface Attachment extends AttachmentInfo {
  id: string;
}

/** What to store: the file's bytes as they will be kept (after any cleaning) and what was done. */
export interface AttachmentInput {
  name: string;
  type: string;
  bytes: Blob;
  metadata: MetadataNote;
  removedBytes: number;
}

/** Said when a file is over MAX_ATTACHMENT_BYTES; nothing is stored. */
class AttachmentTooLarge extends VaultError {
  constructor(size: number) {
    super(
      `This file is ${formatBytes(size)}, over the ${formatBytes(MAX_ATTACHMENT_BYTES)} limit for one file, so it was not added. Attach a smaller copy (for example a screenshot, or the pages that matter).`,
    );
  }
}

/** "2.4 MB", "830 KB", "12 bytes" (1 MB = 1,048,576 bytes here, as the limit is). */
export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) {
    const mb = n / (1024 * 1024);
    return `${mb >= 10 ? Math.round(mb) : Math.round(mb * 10) / 10} MB`;
  }
  if (n >= 1024) return `${Math.round(n / 1024)} KB`;
  return `${n} bytes`;
}

function newAttachmentId(): string {
  return `att-${globalThis.crypto.randomUUID()}`;
}

/** Additional data of one piece: JSON of [purpose, vault id, attachment id, index, count]. */
function chunkPurpose(vaultId: string, att: string, index: number, count: number): string {
  return JSON.stringify([CHUNK_PURPOSE, vaultId, att, index, count]);
}

async function vaultId(): Promise<string> {
  const meta = await db.meta.get('vault');
  if (!meta) throw new VaultLocked();
  return meta.vaultId;
}

const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');

export async function sealChunk(
  key: CryptoKey,
  gen: string,
  vault: string,
  att: string,
  index: number,
  count: number,
  bytes: Uint8Array,
): Promise<ChunkRow> {
  const s = await sealBytes(key, chunkPurpose(vault, att, index, count), bytes);
  return { att, index, gen, count, iv: s.iv, data: s.data };
}

export function openChunk(key: CryptoKey, vault: string, row: ChunkRow): Promise<Uint8Array> {
  return openBytes(key, chunkPurpose(vault, row.att, row.index, row.count), row);
}

/** Removes every stored piece of one attachment (any key generation). */
async function dropChunks(att: string): Promise<void> {
  await db.chunks.where('att').equals(att).delete();
}

/**
 * Encrypts and stores one file: pieces first, each in its own short transaction under the
 * key generation check, then the description. `onProgress(doneBytes, totalBytes)` after each
 * piece. On any failure (a full device included: QuotaExceeded) the pieces already written
 * are removed and nothing else changes.
 */
export async function saveAttachment(
  input: AttachmentInput,
  onProgress: (done: number, total: number) => void = () => undefined,
): Promise<Attachment> {
  const size = input.bytes.size;
  if (size > MAX_ATTACHMENT_BYTES) throw new AttachmentTooLarge(size);
  if (writesToMemory()) {
    // Trying the journal with no vault (docs/try-first.md): a file is stored only encrypted.
    requestProtect('button');
    throw new VaultError(
      'a file is kept only once your work is protected with a passphrase. Protect it, then add the file again.',
    );
  }
  const ref = await requireKeyRef();
  const vault = await vaultId();
  const id = newAttachmentId();
  const bytes = new Uint8Array(await input.bytes.arrayBuffer());
  const count = Math.ceil(size / ATTACHMENT_CHUNK_BYTES);
  const info: AttachmentInfo = {
    name: input.name.slice(0, 255) || 'attachment',
    type: input.type.slice(0, 127),
    size,
    chunks: count,
    sha256: hex(await sha256(bytes)),
    addedAt: Date.now(),
    metadata: input.metadata,
    removedBytes: input.removedBytes,
  };
  onProgress(0, size);
  try {
    for (let i = 0; i < count; i++) {
      const piece = bytes.subarray(i * ATTACHMENT_CHUNK_BYTES, Math.min(size, (i + 1) * ATTACHMENT_CHUNK_BYTES));
      await writeChunk(ref, vault, id, i, count, piece);
      onProgress(Math.min(size, (i + 1) * ATTACHMENT_CHUNK_BYTES), size);
    }
    await saveRecord(attachmentKind, id, info);
  } catch (err) {
    await dropChunks(id).catch(() => undefined);
    if (isQuotaError(err)) throw new QuotaExceeded();
    throw err;
  }
  return { id, ...info };
}

async function writeChunk(
  ref: SessionKeyRef,
  vault: string,
  att: string,
  index: number,
  count: number,
  piece: Uint8Array,
): Promise<void> {
  const stored = await writeUnderKey<ChunkRow>(ref, {
    seal: async (key, gen) => [await sealChunk(key, gen, vault, att, index, count, piece)],
    store: async (rows) => {
      await db.chunks.put(rows[0]!);
    },
    skipWhenErased: true,
  });
  if (!stored) throw new VaultLocked();
}

/** The description of one attachment, or null when there is none with that id. */
export async function loadAttachment(id: string): Promise<Attachment | null> {
  const info = await loadRecord(attachmentKind, id);
  return info ? { id, ...info } : null;
}

/** Every readable attachment, newest first; `damaged` counts the ones that could not be read. */
export async function listAttachments(): Promise<{ items: Attachment[]; damaged: number }> {
  const r = await listRecordsReport(attachmentKind);
  return { items: r.items.map((i) => ({ id: i.id, ...i.value })), damaged: r.damaged.length };
}

/** Thrown when a file's stored pieces are missing or do not open: nothing wrong is shown. */
export class AttachmentDamaged extends VaultError {
  constructor() {
    super('This attached file could not be read, so it is not shown. Your other saved items are not affected.');
  }
}

/**
 * The file's bytes, decrypted piece by piece into a Blob (only to be shown or saved: the
 * caller makes an object URL and revokes it when done). AttachmentDamaged when a piece is
 * missing or does not open, or the bytes do not match the SHA-256 recorded.
 */
export async function readAttachment(id: string): Promise<Blob> {
  const ref = await requireKeyRef();
  const info = await loadRecord(attachmentKind, id);
  if (!info) throw new AttachmentDamaged();
  const vault = await vaultId();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  for (let i = 0; i < info.chunks; i++) {
    const row = await db.chunks.get([id, i, ref.keyId]);
    if (!row || row.count !== info.chunks) throw new AttachmentDamaged();
    try {
      parts.push(new Uint8Array(await openChunk(ref.key, vault, row)));
    } catch {
      throw new AttachmentDamaged();
    }
  }
  const blob = new Blob(parts, { type: info.type });
  if (blob.size !== info.size) throw new AttachmentDamaged();
  return blob;
}

/** Removes an attachment: its description and every piece, in one transaction. */
export async function deleteAttachment(id: string): Promise<void> {
  await requireKeyRef();
  await db.transaction('rw', db.records, db.chunks, async () => {
    await db.records.delete([attachmentKind.kind, id]);
    await dropChunks(id);
  });
}

/** How many attachments are stored and their total size (from the descriptions). */
export async function attachmentUsage(): Promise<{ count: number; bytes: number }> {
  const { items } = await listAttachments();
  return { count: items.length, bytes: items.reduce((n, a) => n + a.size, 0) };
}
