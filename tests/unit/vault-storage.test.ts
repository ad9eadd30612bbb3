import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/vault/db';
import { defineKind } from '../../src/vault/kinds';
import { listRecords, listRecordsReport, saveRecords } from '../../src/vault/records';
import { createVault, eraseEverything } from '../../src/vault/vault';
import { lock } from '../../src/vault/lock';
import { storageReport } from '../../src/vault/storageReport';
import { QuotaExceeded, RecordDamaged } from '../../src/vault/errors';
import { cheapPbkdf2 } from './cheapKdf';

// PBKDF2 at one iteration here (cheapKdf.ts); vault-kdf-cost.test.ts proves the real 600,000.
cheapPbkdf2();

const row = defineKind<{ n: number }>({
  kind: 'storage-row',
  version: 1,
  label: 'Row',
  validate: (v) => {
    if (!v || typeof v !== 'object' || typeof (v as { n?: unknown }).n !== 'number') throw new Error('n missing');
    return { n: (v as { n: number }).n };
  },
});
const PASS = 'correct horse battery staple';

beforeEach(async () => {
  await eraseEverything();
});
afterEach(() => {
  lock();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('storage persistence', () => {
  it('asks the browser to keep storage when the vault is created, and reports it with the estimate', async () => {
    const persist = vi.fn(async () => true);
    vi.stubGlobal('navigator', {
      storage: { persist, persisted: async () => true, estimate: async () => ({ usage: 12_345, quota: 1_000_000 }) },
    });
    await createVault(PASS);
    expect(persist).toHaveBeenCalledTimes(1);
    expect((await db.meta.get('vault'))!.persisted).toBe(true);
    expect(await storageReport()).toEqual({ persisted: true, usage: 12_345, quota: 1_000_000 });
  });

  it('says "unknown" (null) when the browser does not tell', async () => {
    vi.stubGlobal('navigator', {});
    await createVault(PASS);
    expect((await db.meta.get('vault'))!.persisted).toBeUndefined();
    expect(await storageReport()).toEqual({ persisted: null, usage: null, quota: null });
  });
});

describe('many records', () => {
  it('a full device during a batch save keeps every record saved before, unchanged', async () => {
    await createVault(PASS);
    await saveRecords(row, [
      { id: 'a', value: { n: 1 } },
      { id: 'b', value: { n: 2 } },
    ]);
    const before = (await db.records.toArray()).map((r) => [r.id, Buffer.from(r.data).toString('hex')]);
    vi.spyOn(db.records, 'bulkPut').mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'));
    const e = await saveRecords(row, [
      { id: 'a', value: { n: 10 } },
      { id: 'c', value: { n: 30 } },
    ]).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(QuotaExceeded);
    expect((await db.records.toArray()).map((r) => [r.id, Buffer.from(r.data).toString('hex')])).toEqual(before);
    expect((await listRecords(row)).map((i) => [i.id, i.value])).toEqual([
      ['a', { n: 1 }],
      ['b', { n: 2 }],
    ]);
  });

  it('lists 300 records exactly, newest first, with damaged ones reported apart', async () => {
    await createVault(PASS);
    await saveRecords(
      row,
      Array.from({ length: 300 }, (_, i) => ({ id: `r${String(i).padStart(3, '0')}`, value: { n: i } })),
    );
    // Make two records older, and damage two others (one flipped byte; one swapped ciphertext).
    await db.records.update(['storage-row', 'r010'], { updatedAt: 1 });
    await db.records.update(['storage-row', 'r020'], { updatedAt: 2 });
    const r5 = (await db.records.get(['storage-row', 'r005']))!;
    const flipped = new Uint8Array(r5.data);
    flipped[3] = flipped[3]! ^ 1;
    await db.records.update(['storage-row', 'r005'], { data: flipped });
    const r7 = (await db.records.get(['storage-row', 'r007']))!;
    await db.records.update(['storage-row', 'r006'], { iv: r7.iv, data: r7.data });

    const report = await listRecordsReport(row);
    expect(report.items.length).toBe(298);
    expect(report.damaged.map((d) => d.id).sort()).toEqual(['r005', 'r006']);
    expect(report.damaged.every((d) => d.error instanceof RecordDamaged)).toBe(true);
    expect(report.items.slice(-2).map((i) => [i.id, i.value.n])).toEqual([
      ['r020', 20],
      ['r010', 10],
    ]);
    const expected = Array.from({ length: 300 }, (_, i) => i).filter((i) => ![5, 6, 10, 20].includes(i));
    expect(report.items.slice(0, -2).map((i) => i.value.n)).toEqual(expected);
    expect(report.items.slice(0, -2).map((i) => i.id)).toEqual(expected.map((i) => `r${String(i).padStart(3, '0')}`));
  });
});
