// @vitest-environment jsdom
// Try first, protect when keeping (issue 32): records held in memory before a vault exists
// are never stored anywhere, and protecting replays them into the new vault exactly.
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/vault/db';
import { createVault, eraseEverything } from '../../src/vault/vault';
import { loadRecord } from '../../src/vault/records';
import { expenseSheetKind } from '../../src/features/expenses/kind';
import type { ExpenseSheet } from '../../src/features/expenses/settle';
import { hasUnprotectedWork, memoryDelete, memoryGet, memoryPut, subscribeMemory } from '../../src/vault/memoryStore';
import { replayIntoVault } from '../../src/vault/protect';
import { cheapPbkdf2 } from './cheapKdf';

// PBKDF2 at one iteration here (cheapKdf.ts); vault-kdf-cost.test.ts proves the real 600,000.
cheapPbkdf2();

const MARKER = 'Braces-canary-7f3a';
const sheet: ExpenseSheet = {
  name: 'March',
  parent1Name: 'Jordan',
  parent2Name: 'Casey',
  monthYear: 'March 2027',
  splitRatio: 60,
  expenses: [
    { id: 'r1', date: '2027-03-02', description: MARKER, amountCents: 12050, category: 'Healthcare', payer: 'p1', paid: false },
  ],
};

beforeEach(async () => {
  await eraseEverything();
  memoryDelete(expenseSheetKind, 'sheet-1');
  memoryDelete(expenseSheetKind, 'sheet-2');
  localStorage.clear();
  sessionStorage.clear();
});

describe('memory store', () => {
  it('holds a checked copy in memory only: nothing in IndexedDB, localStorage or sessionStorage', async () => {
    const seen: number[] = [];
    const stop = subscribeMemory(() => seen.push(1));
    const value = structuredClone(sheet);
    memoryPut(expenseSheetKind, 'sheet-1', value);
    value.name = 'changed after';
    expect(memoryGet(expenseSheetKind, 'sheet-1')).toEqual(sheet);
    expect(hasUnprotectedWork()).toBe(true);
    expect(seen).toHaveLength(1);
    stop();
    expect(await db.records.count()).toBe(0);
    expect(await db.meta.count()).toBe(0);
    expect(JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })).not.toContain(MARKER);
  });

  it('refuses a value its kind’s schema refuses', () => {
    expect(() => memoryPut(expenseSheetKind, 'sheet-1', 'not a sheet' as unknown as ExpenseSheet)).toThrow();
    expect(hasUnprotectedWork()).toBe(false);
  });

  it('protecting replays every record into the new vault with the exact values, then forgets them', async () => {
    memoryPut(expenseSheetKind, 'sheet-1', sheet);
    memoryPut(expenseSheetKind, 'sheet-2', { ...sheet, name: 'April', expenses: [] });
    await createVault('correct horse battery staple');
    expect(await replayIntoVault()).toBe(2);
    expect(await loadRecord(expenseSheetKind, 'sheet-1')).toEqual(sheet);
    expect(await loadRecord(expenseSheetKind, 'sheet-2')).toEqual({ ...sheet, name: 'April', expenses: [] });
    expect(hasUnprotectedWork()).toBe(false);
    expect(memoryGet(expenseSheetKind, 'sheet-1')).toBeNull();
    // Stored encrypted: the marker is in no stored row.
    const rows = await db.records.toArray();
    expect(rows.map((r) => r.data.byteLength > 0)).toEqual([true, true]);
    const text = rows.map((r) => new TextDecoder('latin1').decode(r.data)).join('');
    expect(text).not.toContain(MARKER);
  });

  it('without a vault nothing is replayed and everything stays held', async () => {
    memoryPut(expenseSheetKind, 'sheet-1', sheet);
    await expect(replayIntoVault()).rejects.toThrow();
    expect(memoryGet(expenseSheetKind, 'sheet-1')).toEqual(sheet);
  });
});
