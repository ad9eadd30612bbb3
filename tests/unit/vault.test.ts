import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/vault/db';
import { defineKind } from '../../src/vault/kinds';
import { deleteRecord, listRecords, listRecordsReport, loadRecord, saveRecord } from '../../src/vault/records';
import { createVault, eraseEverything, lock, unlock } from '../../src/vault/vault';
import { vaultState } from '../../src/vault/state';
import { RecordDamaged, VaultLocked, VaultNotCreated, WrongPassphrase } from '../../src/vault/errors';

const note = defineKind<{ text: string }>({
  kind: 'test-note',
  version: 1,
  label: 'Test note',
  validate: (v) => {
    if (!v || typeof v !== 'object' || typeof (v as { text?: unknown }).text !== 'string') throw new Error('text missing');
    return { text: (v as { text: string }).text };
  },
});

const PASS = 'correct horse battery staple';

beforeEach(async () => {
  await eraseEverything();
});

describe('vault basics', () => {
  it('refuses to save before a vault exists', async () => {
    await expect(saveRecord(note, 'a', { text: 'x' })).rejects.toBeInstanceOf(VaultNotCreated);
    expect(vaultState.status).toBe('none');
  });

  it('round trips, locks and unlocks', async () => {
    const rk = await createVault(PASS);
    expect(rk).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){7}$/);
    expect(vaultState.status).toBe('unlocked');
    await saveRecord(note, 'a', { text: 'hello' });
    expect(await loadRecord(note, 'a')).toEqual({ text: 'hello' });
    expect(await loadRecord(note, 'nope')).toBeNull();
    lock();
    expect(vaultState.status).toBe('locked');
    await expect(loadRecord(note, 'a')).rejects.toBeInstanceOf(VaultLocked);
    await expect(unlock('wrong passphrase')).rejects.toBeInstanceOf(WrongPassphrase);
    expect(vaultState.status).toBe('locked');
    await unlock(PASS);
    expect(await loadRecord(note, 'a')).toEqual({ text: 'hello' });
    await deleteRecord(note, 'a');
    expect(await listRecords(note)).toEqual([]);
  });

  it('reports one flipped byte as RecordDamaged for that record alone', async () => {
    await createVault(PASS);
    await saveRecord(note, 'a', { text: 'one' });
    await saveRecord(note, 'b', { text: 'two' });
    const row = (await db.records.get(['test-note', 'a']))!;
    const data = new Uint8Array(row.data);
    data[3] = data[3]! ^ 1;
    await db.records.put({ ...row, data });
    await expect(loadRecord(note, 'a')).rejects.toBeInstanceOf(RecordDamaged);
    const rep = await listRecordsReport(note);
    expect(rep.items.map((i) => [i.id, i.value])).toEqual([['b', { text: 'two' }]]);
    expect(rep.damaged.map((d) => d.id)).toEqual(['a']);
  });
});
