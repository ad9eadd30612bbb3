// Attachments travel in backups (version 4 files, src/vault/backup.ts), come back on restore
// (replace while locked, merge into another vault), and a file missing a piece is refused.
// The canary: a file's marker bytes appear nowhere in IndexedDB, localStorage or the backup.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/vault/db';
import { createVault, eraseEverything, unlock } from '../../src/vault/vault';
import { exportBackup, exportBackupWithAttachments, previewBackup } from '../../src/vault/backup';
import { importBackup } from '../../src/vault/backupRestore';
import { ATTACHMENTS_BACKUP_HEAD } from '../../src/vault/backupJson';
import { ATTACHMENT_CHUNK_BYTES, listAttachments, readAttachment, saveAttachment } from '../../src/vault/attachments';
import { lock } from '../../src/vault/lock';
import { cheapPbkdf2 } from './cheapKdf';

// PBKDF2 at one iteration here (cheapKdf.ts); vault-kdf-cost.test.ts proves the real 600,000.
cheapPbkdf2();

vi.setConfig({ testTimeout: 120_000 });

const PASS = 'correct horse battery staple';
const OTHER = 'another long passphrase for vault two';
const MARKER = 'EVENGROUND-CANARY-4b1d-photo-of-the-driveway';

/** `n` bytes: the marker repeated (so every piece holds it several times). */
function markerBytes(n: number): Uint8Array<ArrayBuffer> {
  const m = new TextEncoder().encode(MARKER);
  const b = new Uint8Array(n);
  for (let i = 0; i < n; i++) b[i] = m[i % m.length]!;
  return b;
}

async function attach(name: string, bytes: Uint8Array<ArrayBuffer>) {
  return saveAttachment({ name, type: 'application/pdf', bytes: new Blob([bytes]), metadata: 'not-checked', removedBytes: 0 });
}

const same = async (id: string, bytes: Uint8Array) =>
  Buffer.from(await (await readAttachment(id)).arrayBuffer()).equals(Buffer.from(bytes));

/** Every byte IndexedDB holds for EvenGround's vault, and localStorage, as one buffer. */
async function everythingStored(): Promise<Buffer> {
  const parts: Buffer[] = [];
  const add = (v: unknown): void => {
    if (v instanceof Uint8Array) parts.push(Buffer.from(v));
    else if (typeof v === 'string') parts.push(Buffer.from(v, 'utf8'), Buffer.from(v, 'utf16le'));
    else if (typeof v === 'number') parts.push(Buffer.from(String(v)));
    else if (Array.isArray(v)) v.forEach(add);
    else if (v && typeof v === 'object') Object.entries(v).forEach(([k, x]) => (add(k), add(x)));
  };
  for (const t of db.tables) add(await t.toArray());
  if (typeof localStorage !== 'undefined')
    for (let i = 0; i < localStorage.length; i++) add(localStorage.getItem(localStorage.key(i)!));
  return Buffer.concat(parts);
}

beforeEach(async () => {
  await eraseEverything();
  await createVault(PASS);
});

describe('attachments in backups', () => {
  it('a vault with attachments makes a version 4 file; erased and restored (locked), the files read back the same', async () => {
    const a = markerBytes(2 * ATTACHMENT_CHUNK_BYTES + 5);
    const b = markerBytes(300);
    const first = await attach('a.pdf', a);
    const second = await attach('b.pdf', b);
    const { blob, attachments } = await exportBackupWithAttachments();
    expect(attachments).toEqual({ pieces: 4, leftOut: 0 });
    const text = await blob.text();
    expect(text.startsWith(ATTACHMENTS_BACKUP_HEAD)).toBe(true);
    expect((JSON.parse(text) as { attachments: unknown[] }).attachments).toHaveLength(4);

    await eraseEverything();
    expect(await previewBackup(blob, PASS)).toMatchObject({ recordCount: 2, attachmentCount: 2, credentials: 'from-backup' });
    expect(await importBackup(blob, PASS, 'replace')).toMatchObject({ imported: 2, passphraseFromBackup: true });
    lock('user');
    await unlock(PASS);
    expect(await same(first.id, a)).toBe(true);
    expect(await same(second.id, b)).toBe(true);
    const meta = await db.meta.get('vault');
    expect(new Set((await db.chunks.toArray()).map((c) => c.gen))).toEqual(new Set([meta!.keyId]));
  });

  it('merged into another vault (another key), the attachment is sealed again and reads back', async () => {
    const bytes = markerBytes(ATTACHMENT_CHUNK_BYTES + 1);
    const saved = await attach('report.pdf', bytes);
    const file = await exportBackup();
    await eraseEverything();
    await createVault(OTHER);
    const r = await importBackup(file, PASS, 'merge');
    expect(r).toMatchObject({ imported: 1, keptNewer: 0, passphraseFromBackup: false });
    expect((await listAttachments()).items.map((x) => x.name)).toEqual(['report.pdf']);
    expect(await same(saved.id, bytes)).toBe(true);
  });

  it('a backup missing one piece is refused and nothing changes', async () => {
    await attach('a.pdf', markerBytes(2 * ATTACHMENT_CHUNK_BYTES));
    const parsed = JSON.parse(await (await exportBackup()).text()) as { attachments: unknown[] };
    parsed.attachments.pop();
    const cut = JSON.stringify(parsed);
    const before = await db.chunks.count();
    await expect(importBackup(cut, PASS, 'replace')).rejects.toThrow(
      'This file cannot be used as an EvenGround backup: it is incomplete or has been changed. Nothing on this device was changed.',
    );
    expect(await db.chunks.count()).toBe(before);
  });

  it('without attachments the file stays version 3', async () => {
    const file = JSON.parse(await (await exportBackup()).text()) as { version: number; attachments?: unknown };
    expect([file.version, 'attachments' in file]).toEqual([3, false]);
  });

  it('only a file that starts as a version 4 backup may be over 25 MB', async () => {
    const pad = ' '.repeat(26 * 1024 * 1024);
    await expect(previewBackup(new Blob(['{"format":"x"}', pad]), PASS)).rejects.toThrow(
      'it is larger than any EvenGround backup (over 25 MB)',
    );
    await expect(previewBackup(new Blob([ATTACHMENTS_BACKUP_HEAD, pad]), PASS)).rejects.toThrow(
      'This file cannot be used as an EvenGround backup: it is not a complete EvenGround backup (it may be cut short or damaged). Nothing on this device was changed.',
    );
  });
});

describe('canary', () => {
  it("an attached file's marker appears nowhere in IndexedDB, localStorage or the backup", async () => {
    const bytes = markerBytes(3 * ATTACHMENT_CHUNK_BYTES);
    const saved = await attach('driveway.pdf', bytes);
    const needles = [
      Buffer.from(MARKER, 'utf8'),
      Buffer.from(MARKER, 'utf16le'),
      Buffer.from(Buffer.from(MARKER).toString('base64')),
    ];
    const stored = await everythingStored();
    expect(stored.byteLength).toBeGreaterThan(3 * ATTACHMENT_CHUNK_BYTES);
    const backup = Buffer.from(await (await exportBackup()).arrayBuffer());
    for (const hay of [stored, backup]) for (const n of needles) expect(hay.includes(n)).toBe(false);
    // The marker is really in the file: it reads back.
    expect(Buffer.from(await (await readAttachment(saved.id)).arrayBuffer()).includes(needles[0]!)).toBe(true);
  });
});

describe('pieces without a description', () => {
  it('pieces left by an import cut short (no description) are not put in a backup', async () => {
    const kept = await attach('kept.pdf', markerBytes(10));
    const meta = await db.meta.get('vault');
    await db.chunks.put({ ...(await db.chunks.get([kept.id, 0, meta!.keyId]))!, att: 'att-cut-short' });
    expect(await db.chunks.count()).toBe(2);
    const { attachments } = await exportBackupWithAttachments();
    expect(attachments).toEqual({ pieces: 1, leftOut: 0 });
  });
});
