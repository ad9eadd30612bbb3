// Writes racing "Replace the encryption key": whatever is stored afterwards must open with
// the key the vault now has. Outcomes only: what is stored, and what opens with which key.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/vault/db';
import { createVault, eraseEverything, unlock } from '../../src/vault/vault';
import { rotateDataKey } from '../../src/vault/rekey';
import { loadRecord, saveRecord } from '../../src/vault/records';
import { flushAllAutosaves, openAutosave } from '../../src/vault/autosave';
import { draftsSettled, loadDraft, openDraftSlot } from '../../src/vault/drafts';
import { scheduleSummaryKind, type ScheduleSummary } from '../../src/vault/scheduleSummary';
import { decryptRecord } from '../../src/vault/crypto';
import { peekSessionKey } from '../../src/vault/session';
import { cheapPbkdf2 } from './cheapKdf';

// PBKDF2 at one iteration here (cheapKdf.ts); vault-kdf-cost.test.ts proves the real 600,000.
cheapPbkdf2();

vi.setConfig({ testTimeout: 120_000 });

const PASS = 'correct horse battery staple';
const summary = (wording: string): ScheduleSummary => ({ wording, overnights: { you: 180, other: 185 }, savedAt: '' });
const asText = (v: unknown) => {
  if (typeof v !== 'string') throw new Error('not text');
  return v;
};

/** Every stored row opens with the session's (new) key. */
async function everyRowOpensWithTheCurrentKey(): Promise<string[]> {
  const key = peekSessionKey()!;
  const rows = await db.records.toArray();
  const failed: string[] = [];
  for (const r of rows) {
    try {
      await decryptRecord(key, r.kind, r.id, r);
    } catch {
      failed.push(`${r.kind}/${r.id}`);
    }
  }
  return failed;
}

beforeEach(async () => {
  await eraseEverything();
  await createVault(PASS);
});

describe('writes racing a key rotation', () => {
  it('a draft and an autosave pending when the key is replaced are stored under the new key', async () => {
    await saveRecord(scheduleSummaryKind, 'main', summary('before the rotation'));
    const drafts = openDraftSlot('rotation-draft');
    drafts.changed('typed during the rotation');
    let current = summary('autosaved during the rotation');
    const auto = openAutosave({
      delayMs: 60_000,
      collect: () => ({ entries: [{ kind: scheduleSummaryKind, id: 'main', value: current }], token: current }),
    });
    auto.changed();

    await rotateDataKey(PASS);
    await draftsSettled();
    await flushAllAutosaves();

    expect(await everyRowOpensWithTheCurrentKey()).toEqual([]);
    expect(await loadDraft('rotation-draft', asText)).toMatchObject({ value: 'typed during the rotation' });
    expect(await loadRecord(scheduleSummaryKind, 'main')).toEqual(summary('autosaved during the rotation'));
    current = summary('later');
    await drafts.close();
    await auto.close();
  });

  it('a tab that slept through the rotation cannot overwrite a record with the retired key', async () => {
    await saveRecord(scheduleSummaryKind, 'main', summary('before the rotation'));
    // A second tab that never hears the lock message (frozen in the background).
    const channel = globalThis.BroadcastChannel;
    vi.resetModules();
    (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = undefined;
    let other: {
      vault: typeof import('../../src/vault/vault');
      autosave: typeof import('../../src/vault/autosave');
      summary: typeof import('../../src/vault/scheduleSummary');
    };
    try {
      other = {
        vault: await import('../../src/vault/vault'),
        autosave: await import('../../src/vault/autosave'),
        summary: await import('../../src/vault/scheduleSummary'),
      };
    } finally {
      globalThis.BroadcastChannel = channel;
      vi.resetModules();
    }
    await other.vault.unlock(PASS);
    const value = summary('typed in the sleeping tab');
    const errors: unknown[] = [];
    const slot = other.autosave.openAutosave({
      delayMs: 60_000,
      collect: () => ({ entries: [{ kind: other.summary.scheduleSummaryKind, id: 'main', value }], token: value }),
      onSettled: (_t, err) => errors.push(err),
    });
    slot.changed();

    await rotateDataKey(PASS);
    await slot.flush(); // the tab wakes up

    expect(await everyRowOpensWithTheCurrentKey()).toEqual([]);
    expect(await loadRecord(scheduleSummaryKind, 'main')).toEqual(summary('before the rotation'));
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toContain('encryption key was replaced');
    // Once that tab unlocks again it holds the new key and its pending change is stored.
    await other.vault.unlock(PASS);
    await slot.flush();
    expect(await loadRecord(scheduleSummaryKind, 'main')).toEqual(value);
    expect(await everyRowOpensWithTheCurrentKey()).toEqual([]);
    await slot.close();
  });

  it('a save that encrypted with the old key and lands after the commit is stored under the new key', async () => {
    await saveRecord(scheduleSummaryKind, 'main', summary('before the rotation'));
    const oldKey = peekSessionKey()!;
    // The save's encryption (with the old key) is still running when the rotation commits.
    const subtle = globalThis.crypto.subtle;
    const encrypt = subtle.encrypt.bind(subtle);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let calls = 0;
    const spy = vi.spyOn(subtle, 'encrypt').mockImplementation(async (...args: Parameters<SubtleCrypto['encrypt']>) => {
      const result = encrypt(...args);
      if (calls++ === 0) await gate;
      return result;
    });
    try {
      const saving = saveRecord(scheduleSummaryKind, 'main', summary('saved during the rotation'));
      await vi.waitFor(() => expect(calls).toBe(1));
      await rotateDataKey(PASS);
      expect(peekSessionKey()).not.toBe(oldKey);
      release();
      await saving;
    } finally {
      spy.mockRestore();
    }
    expect(await everyRowOpensWithTheCurrentKey()).toEqual([]);
    expect(await loadRecord(scheduleSummaryKind, 'main')).toEqual(summary('saved during the rotation'));
    await unlock(PASS);
    expect(await loadRecord(scheduleSummaryKind, 'main')).toEqual(summary('saved during the rotation'));
  });
});
