// A rotation that fails part-way says what happened and that nothing changed, in plain
// words, and nothing did change.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/vault/db';
import { createVault, eraseEverything, unlock } from '../../src/vault/vault';
import { ROTATION_FAILED, rotateDataKey } from '../../src/vault/rekey';
import { lock } from '../../src/vault/lock';
import { defineKind } from '../../src/vault/kinds';
import { loadRecord, saveRecord } from '../../src/vault/records';
import { cheapPbkdf2 } from './cheapKdf';

// PBKDF2 at one iteration here (cheapKdf.ts); vault-kdf-cost.test.ts proves the real 600,000.
cheapPbkdf2();

vi.setConfig({ testTimeout: 120_000 });

const PASS = 'correct horse battery staple';
const note = defineKind<string>({
  kind: 'rotation-message-note',
  version: 1,
  label: 'Note',
  validate: (v) => {
    if (typeof v !== 'string') throw new Error('not text');
    return v;
  },
});

beforeEach(async () => {
  if (!db.isOpen()) await db.open();
  await eraseEverything();
});

describe('rotation failures', () => {
  it('the storage closing part-way: a plain message, and the old key still opens everything', async () => {
    await createVault(PASS);
    await saveRecord(note, 'n', 'still here');
    const before = await db.records.toArray();
    const e = await rotateDataKey(PASS, (done, total) => {
      if (done === total) db.close();
    }).catch((x: unknown) => x);
    expect((e as Error).message).toBe(ROTATION_FAILED);
    expect(ROTATION_FAILED).not.toContain('Database');
    expect(ROTATION_FAILED).toContain('Nothing was changed');
    await db.open();
    expect(await db.records.toArray()).toEqual(before);
    lock();
    await unlock(PASS);
    expect(await loadRecord(note, 'n')).toBe('still here');
  });
});
