import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leavingHeld } from '../../src/ui/leaving';
import { db } from '../../src/vault/db';
import { createVault, eraseEverything, unlock } from '../../src/vault/vault';
import { lock } from '../../src/vault/lock';
import {
  draftsSettled,
  draftTimeText,
  flushAllDrafts,
  loadDraft,
  openDraftSlot,
  removeDraft,
  type DraftTimers,
} from '../../src/vault/drafts';
import { validateTrackerState } from '../../src/features/expenses/sheetDraft';
import { cheapPbkdf2 } from './cheapKdf';

// PBKDF2 at one iteration here (cheapKdf.ts); vault-kdf-cost.test.ts proves the real 600,000.
cheapPbkdf2();

const PASS = 'correct horse battery staple';
const SECRET = 'Lives at 42 Hidden Lane';

/** A clock the test moves by hand. */
function manualTimers() {
  let now = 1_700_000_000_000;
  const timers: DraftTimers = { now: () => now };
  return { timers, advance: (ms: number) => void (now += ms) };
}

const asText = (v: unknown): { text: string } => {
  if (!v || typeof v !== 'object' || typeof (v as { text?: unknown }).text !== 'string') throw new Error('no text');
  return { text: (v as { text: string }).text };
};

async function draftRows() {
  return db.records.where('kind').equals('draft').toArray();
}

beforeEach(async () => {
  await eraseEverything();
  await createVault(PASS);
});

describe('draft slot: written at once', () => {
  it('starts the write on the change itself; changes made meanwhile follow in one write with the last value', async () => {
    const t = manualTimers();
    const puts = vi.spyOn(db.records, 'bulkPut');
    try {
      const slot = openDraftSlot('t-now', { timers: t.timers });
      slot.changed({ text: 'a' });
      // Taken for writing at once: nothing waits for a timer.
      expect(slot.pending).toBe(false);
      expect(leavingHeld()).toBe(true);
      t.advance(5);
      slot.changed({ text: 'ab' });
      slot.changed({ text: 'abc' });
      expect(slot.pending).toBe(true);
      await draftsSettled();
      expect(slot.pending).toBe(false);
      expect(leavingHeld()).toBe(false);
      expect(puts).toHaveBeenCalledTimes(2);
      const d = await loadDraft('t-now', asText);
      expect(d).toEqual({ savedAt: 1_700_000_000_000 + 5, value: { text: 'abc' } });
      await slot.close();
    } finally {
      puts.mockRestore();
    }
  });

  it('stores ciphertext only: the typed text is not in the row', async () => {
    const slot = openDraftSlot('t-cipher');
    slot.changed({ text: SECRET });
    await slot.flush();
    await draftsSettled();
    const rows = await draftRows();
    expect(rows).toHaveLength(1);
    const bytes = Buffer.from(rows[0]!.data).toString('latin1') + Buffer.from(rows[0]!.iv).toString('latin1');
    expect(bytes.includes('Hidden Lane')).toBe(false);
    expect(JSON.stringify(Object.keys(rows[0]!).sort())).toBe('["data","id","iv","kind","updatedAt"]');
    await slot.close();
  });
});

describe('draft slot: lock, remove, erase', () => {
  it('a pending change is sealed just before a lock, and restored after unlocking', async () => {
    const t = manualTimers();
    const slot = openDraftSlot('t-lock', { timers: t.timers });
    slot.changed({ text: 'first key' });
    // Typed while the first write runs: still waiting when the lock comes.
    slot.changed({ text: 'typed just before the lock' });
    expect(slot.pending).toBe(true);
    lock('inactivity');
    expect(slot.pending).toBe(false);
    await draftsSettled();
    expect(await draftRows()).toHaveLength(1);
    // Locked: nothing can be read.
    expect(await loadDraft('t-lock', asText)).toBe(null);
    await unlock(PASS);
    expect((await loadDraft('t-lock', asText))?.value).toEqual({ text: 'typed just before the lock' });
    await slot.close();
  });

  it('remove() wins over a write still in flight, and stops a pending one', async () => {
    const t = manualTimers();
    const slot = openDraftSlot('t-race', { timers: t.timers });
    slot.changed({ text: 'one' });
    const writing = slot.flush();
    const removing = slot.remove();
    await Promise.all([writing, removing]);
    await draftsSettled();
    expect(await draftRows()).toHaveLength(0);
    slot.changed({ text: 'two' });
    await slot.remove();
    await draftsSettled();
    expect(await draftRows()).toHaveLength(0);
    expect(slot.pending).toBe(false);
    await slot.close();
  });

  it('close() writes a pending change at once (leaving the page)', async () => {
    const t = manualTimers();
    const slot = openDraftSlot('t-close', { timers: t.timers });
    slot.changed({ text: 'left the page' });
    await slot.close();
    await draftsSettled();
    expect((await loadDraft('t-close', asText))?.value).toEqual({ text: 'left the page' });
    // A closed slot is not flushed again by a lock.
    lock('user');
    await draftsSettled();
    expect(await draftRows()).toHaveLength(1);
  });

  it('flushAllDrafts() writes every open slot now (before a quick exit)', async () => {
    const t = manualTimers();
    const a = openDraftSlot('t-all-a', { timers: t.timers });
    const b = openDraftSlot('t-all-b', { timers: t.timers });
    a.changed({ text: 'A' });
    b.changed({ text: 'B' });
    await flushAllDrafts();
    expect((await draftRows()).map((r) => r.id).sort()).toEqual(['t-all-a', 't-all-b']);
    await a.close();
    await b.close();
  });

  it('erasing everything leaves no draft, even one sealed by the erase’s own lock', async () => {
    const slot = openDraftSlot('t-erase');
    slot.changed({ text: 'pending at erase' });
    await eraseEverything();
    await draftsSettled();
    expect(await db.records.count()).toBe(0);
    await slot.close();
  });

  it('a draft that no longer fits the tool is removed, not shown', async () => {
    const slot = openDraftSlot('t-shape');
    slot.changed({ nope: 1 });
    await slot.flush();
    expect(await loadDraft('t-shape', asText)).toBe(null);
    expect(await draftRows()).toHaveLength(0);
    await slot.close();
  });

  it('removeDraft deletes the stored draft', async () => {
    const slot = openDraftSlot('t-rm');
    slot.changed({ text: 'x' });
    await slot.flush();
    await removeDraft('t-rm');
    expect(await draftRows()).toHaveLength(0);
    await slot.close();
  });
});

describe('draft time and the expense draft shape', () => {
  it('shows the time for today and the date for an older draft', () => {
    const now = new Date(2026, 10, 24, 15, 0).getTime();
    expect(draftTimeText(new Date(2026, 10, 24, 10, 42).getTime(), now, 'en-US')).toBe('10:42 AM');
    expect(draftTimeText(new Date(2026, 10, 23, 22, 5).getTime(), now, 'en-US')).toBe('Nov 23, 10:05 PM');
    expect(draftTimeText(new Date(2025, 0, 2, 9, 0).getTime(), now, 'en-US')).toBe('Jan 2, 2025, 9:00 AM');
  });

  it('keeps typed amounts as typed and judges them again', () => {
    const v = validateTrackerState({
      sheetId: 'sheet-1',
      sheet: {
        name: 'March',
        parent1Name: 'Ann',
        parent2Name: 'Bo',
        monthYear: 'March 2026',
        splitText: '60',
        rows: [
          {
            id: 'r1',
            date: '2026-03-02',
            description: 'Dentist',
            amountCents: 0,
            amountText: '12.5',
            category: 'Healthcare',
            payer: 'p2',
            paid: true,
          },
          { id: 'r2', date: '', description: '', amountCents: 0, amountText: 'abc', category: 'Nope', payer: 'x', paid: false },
          'not a row',
        ],
      },
    });
    expect(v).toEqual({
      sheetId: 'sheet-1',
      sheet: {
        name: 'March',
        parent1Name: 'Ann',
        parent2Name: 'Bo',
        monthYear: 'March 2026',
        splitText: '60',
        rows: [
          {
            id: 'r1',
            date: '2026-03-02',
            description: 'Dentist',
            amountCents: 1250,
            amountText: '12.5',
            amountInvalid: false,
            category: 'Healthcare',
            payer: 'p2',
            paid: true,
          },
          {
            id: 'r2',
            date: '',
            description: '',
            amountCents: 0,
            amountText: 'abc',
            amountInvalid: true,
            category: 'Other',
            payer: 'p1',
            paid: false,
          },
        ],
      },
    });
    expect(() => validateTrackerState({ sheet: {} })).toThrow('expense draft has no sheet');
    expect(() => validateTrackerState('x')).toThrow('not an expense draft');
  });
});
