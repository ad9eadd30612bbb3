// Attachments in the vault (src/vault/attachments.ts): chunked, encrypted, bound to their
// place, removed whole, and refused over the per-file limit with nothing stored.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/vault/db';
import { createVault, eraseEverything } from '../../src/vault/vault';
import {
  ATTACHMENT_CHUNK_BYTES,
  AttachmentDamaged,
  MAX_ATTACHMENT_BYTES,
  attachmentUsage,
  deleteAttachment,
  formatBytes,
  listAttachments,
  loadAttachment,
  openChunk,
  readAttachment,
  saveAttachment,
} from '../../src/vault/attachments';
import { QuotaExceeded } from '../../src/vault/errors';
import { rotateDataKey } from '../../src/vault/rekey';
import { peekSessionKey } from '../../src/vault/session';
import { cheapPbkdf2 } from './cheapKdf';

// PBKDF2 at one iteration here (cheapKdf.ts); vault-kdf-cost.test.ts proves the real 600,000.
cheapPbkdf2();

vi.setConfig({ testTimeout: 60_000 });

const PASS = 'correct horse battery staple';

/** `n` bytes counting 0..250 over and over (so every piece differs from its neighbours). */
function pattern(n: number): Uint8Array<ArrayBuffer> {
  const b = new Uint8Array(n);
  for (let i = 0; i < n; i++) b[i] = i % 251;
  return b;
}

const input = (bytes: Uint8Array<ArrayBuffer>, name = 'photo.jpg', type = 'image/jpeg') => ({
  name,
  type,
  bytes: new Blob([bytes], { type }),
  metadata: 'removed' as const,
  removedBytes: 1234,
});

beforeEach(async () => {
  await eraseEverything();
  await createVault(PASS);
});

describe('attachments', () => {
  it('stores a 2.5 MiB file as 3 encrypted pieces and reads back the same bytes', async () => {
    const bytes = pattern(2.5 * ATTACHMENT_CHUNK_BYTES);
    const progress: Array<[number, number]> = [];
    const saved = await saveAttachment(input(bytes), (d, t) => progress.push([d, t]));
    expect(saved).toMatchObject({ name: 'photo.jpg', type: 'image/jpeg', size: 2_621_440, chunks: 3, metadata: 'removed' });
    expect(progress).toEqual([
      [0, 2_621_440],
      [1_048_576, 2_621_440],
      [2_097_152, 2_621_440],
      [2_621_440, 2_621_440],
    ]);
    const rows = await db.chunks.where('att').equals(saved.id).sortBy('index');
    expect(rows.map((r) => [r.index, r.count, r.data.byteLength])).toEqual([
      [0, 3, 1_048_576 + 16],
      [1, 3, 1_048_576 + 16],
      [2, 3, 524_288 + 16],
    ]);
    const back = new Uint8Array(await (await readAttachment(saved.id)).arrayBuffer());
    expect(back.byteLength).toBe(2_621_440);
    expect(Buffer.from(back).equals(Buffer.from(bytes))).toBe(true);
    // SHA-256 of the stored bytes, as printed in the report.
    const expected = Buffer.from(await crypto.subtle.digest('SHA-256', bytes)).toString('hex');
    expect(saved.sha256).toBe(expected);
    expect(await attachmentUsage()).toEqual({ count: 1, bytes: 2_621_440 });
  });

  it('refuses a piece moved to another place: swapped pieces do not open', async () => {
    const saved = await saveAttachment(input(pattern(2 * ATTACHMENT_CHUNK_BYTES)));
    const [a, b] = await db.chunks.where('att').equals(saved.id).sortBy('index');
    await db.chunks.bulkPut([
      { ...a!, iv: b!.iv, data: b!.data },
      { ...b!, iv: a!.iv, data: a!.data },
    ]);
    await expect(readAttachment(saved.id)).rejects.toBeInstanceOf(AttachmentDamaged);
  });

  it('says a piece is missing instead of showing a shortened file', async () => {
    const saved = await saveAttachment(input(pattern(2 * ATTACHMENT_CHUNK_BYTES)));
    await db.chunks
      .where('att')
      .equals(saved.id)
      .and((r) => r.index === 1)
      .delete();
    await expect(readAttachment(saved.id)).rejects.toThrow(
      'This attached file could not be read, so it is not shown. Your other saved items are not affected.',
    );
  });

  it('deletes the description and every piece together', async () => {
    const keep = await saveAttachment(input(pattern(10), 'keep.pdf', 'application/pdf'));
    const gone = await saveAttachment(input(pattern(ATTACHMENT_CHUNK_BYTES + 1)));
    await deleteAttachment(gone.id);
    expect((await listAttachments()).items.map((a) => a.name)).toEqual(['keep.pdf']);
    expect(await db.chunks.where('att').equals(gone.id).count()).toBe(0);
    expect(await db.chunks.where('att').equals(keep.id).count()).toBe(1);
  });

  it('refuses a file over 25 MB with a plain message and stores nothing', async () => {
    const big = new Blob([new Uint8Array(MAX_ATTACHMENT_BYTES + 1)]);
    await expect(
      saveAttachment({ name: 'video.mov', type: 'video/quicktime', bytes: big, metadata: 'not-checked', removedBytes: 0 }),
    ).rejects.toThrow(
      'This file is 25 MB, over the 25 MB limit for one file, so it was not added. Attach a smaller copy (for example a screenshot, or the pages that matter).',
    );
    expect(await db.chunks.count()).toBe(0);
    expect((await listAttachments()).items).toEqual([]);
  });

  it('a full device: the plain quota message, no piece left behind, earlier attachments intact', async () => {
    const earlier = await saveAttachment(input(pattern(100), 'earlier.png', 'image/png'));
    const put = db.chunks.put.bind(db.chunks);
    let calls = 0;
    const spy = vi.spyOn(db.chunks, 'put').mockImplementation((row, key) => {
      calls++;
      if (calls === 2) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put(row, key);
    });
    try {
      await expect(saveAttachment(input(pattern(3 * ATTACHMENT_CHUNK_BYTES)))).rejects.toBeInstanceOf(QuotaExceeded);
    } finally {
      spy.mockRestore();
    }
    expect(await db.chunks.count()).toBe(1);
    expect((await listAttachments()).items.map((a) => a.name)).toEqual(['earlier.png']);
    expect((await readAttachment(earlier.id)).size).toBe(100);
  });

  it('formats sizes the way the picker says them', () => {
    expect([
      formatBytes(12),
      formatBytes(830 * 1024),
      formatBytes(2.44 * 1024 * 1024),
      formatBytes(MAX_ATTACHMENT_BYTES),
    ]).toEqual(['12 bytes', '830 KB', '2.4 MB', '25 MB']);
  });
});

describe('loadAttachment', () => {
  it('gives the description, or null for an id with none', async () => {
    const saved = await saveAttachment(input(pattern(5), 'note.txt', 'text/plain'));
    expect(await loadAttachment(saved.id)).toEqual(saved);
    expect(await loadAttachment('att-missing')).toBeNull();
  });
});

describe('attachments and a new encryption key', () => {
  it('every piece is sealed again under the new key and generation; the old key opens none', async () => {
    const bytes = pattern(2 * ATTACHMENT_CHUNK_BYTES + 7);
    const saved = await saveAttachment(input(bytes));
    const oldKey = peekSessionKey()!;
    const before = await db.chunks.toArray();
    const progress: Array<[number, number]> = [];
    await rotateDataKey(PASS, (d, t) => progress.push([d, t]));
    // 1 record (the attachment's description) and 3 pieces.
    expect(progress.at(-1)).toEqual([4, 4]);
    const meta = await db.meta.get('vault');
    const after = await db.chunks.toArray();
    expect(after.map((r) => [r.index, r.gen])).toEqual([
      [0, meta!.keyId],
      [1, meta!.keyId],
      [2, meta!.keyId],
    ]);
    expect(before.every((r) => r.gen !== meta!.keyId)).toBe(true);
    await expect(openChunk(oldKey, meta!.vaultId, after[0]!)).rejects.toThrow();
    const back = new Uint8Array(await (await readAttachment(saved.id)).arrayBuffer());
    expect(Buffer.from(back).equals(Buffer.from(bytes))).toBe(true);
  });

  it('a rotation that fails part-way leaves the pieces as they were and no new ones', async () => {
    const saved = await saveAttachment(input(pattern(ATTACHMENT_CHUNK_BYTES + 1)));
    // Every stored piece, its bytes as hex: the same exact comparison, without the matcher
    // walking a megabyte byte by byte (most of this file's time).
    const pieces = async () =>
      (await db.chunks.toArray()).map((c) => ({
        ...c,
        iv: Buffer.from(c.iv).toString('hex'),
        data: Buffer.from(c.data).toString('hex'),
      }));
    const before = await pieces();
    const spy = vi
      .spyOn(db.meta, 'update')
      .mockRejectedValue(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    try {
      await expect(rotateDataKey(PASS)).rejects.toBeInstanceOf(QuotaExceeded);
    } finally {
      spy.mockRestore();
    }
    expect(await pieces()).toEqual(before);
    expect((await readAttachment(saved.id)).size).toBe(ATTACHMENT_CHUNK_BYTES + 1);
  });
});
