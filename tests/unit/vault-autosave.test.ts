import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/vault/db';
import { createVault, eraseEverything, unlock } from '../../src/vault/vault';
import { lock } from '../../src/vault/lock';
import { deleteRecord, loadRecord } from '../../src/vault/records';
import { flushAllAutosaves, openAutosave, type AutosaveSlot } from '../../src/vault/autosave';
import { RecordInvalid } from '../../src/vault/errors';
import { scheduleSummaryKind, type ScheduleSummary } from '../../src/vault/scheduleSummary';
import { cheapPbkdf2 } from './cheapKdf';

// PBKDF2 at one iteration here (cheapKdf.ts); vault-kdf-cost.test.ts proves the real 600,000.
cheapPbkdf2();

const PASS = 'correct horse battery staple';
const SECRET = 'Exchanges at 14 Hidden Lane';

const summary = (wording: string, you = 183): ScheduleSummary => ({
  wording,
  overnights: { you, other: 365 - you },
  savedAt: '',
});

/** An autosave of one summary record: `current` is what the form shows; every write is logged. */
function harness(delayMs = 1000) {
  const state = { current: summary('first') as ScheduleSummary | { wording: number }, collected: 0 };
  const settled: Array<{ token: unknown; error: unknown }> = [];
  const slot: AutosaveSlot = openAutosave({
    delayMs,
    collect: () => {
      state.collected++;
      return { entries: [{ kind: scheduleSummaryKind, id: 't-auto', value: state.current }], token: state.current };
    },
    onSettled: (token, error) => settled.push({ token, error }),
  });
  return { state, settled, slot };
}

const stored = () => loadRecord(scheduleSummaryKind, 't-auto');

beforeEach(async () => {
  await eraseEverything();
  await createVault(PASS);
});

describe('autosave slot', () => {
  it('writes once after the last change, with the latest value', async () => {
    const h = harness(40);
    h.slot.changed();
    h.state.current = summary('second');
    h.slot.changed();
    h.state.current = summary('third', 200);
    h.slot.changed();
    expect(h.slot.pending).toBe(true);
    await vi.waitFor(() => expect(h.settled).toHaveLength(1));
    expect(h.state.collected).toBe(1);
    expect(h.settled[0]).toEqual({ token: summary('third', 200), error: null });
    expect(await stored()).toEqual(summary('third', 200));
    expect(h.slot.pending).toBe(false);
    await h.slot.close();
  });

  it('stores ciphertext only', async () => {
    const h = harness();
    h.state.current = summary(SECRET);
    h.slot.changed();
    await h.slot.flush();
    const rows = await db.records.where('kind').equals('schedule-summary').toArray();
    expect(rows).toHaveLength(1);
    const bytes = Array.from(new Uint8Array(rows[0]!.data as ArrayBuffer | Uint8Array), (b) => String.fromCharCode(b)).join('');
    expect(bytes.includes('Hidden Lane')).toBe(false);
    expect(JSON.stringify(rows[0]).includes('Hidden Lane')).toBe(false);
    await h.slot.close();
  });

  it('a pending change is written with the key just before a lock, and is there after unlocking', async () => {
    const h = harness();
    h.state.current = summary('changed just before the lock', 190);
    h.slot.changed();
    lock('inactivity');
    expect(h.slot.pending).toBe(false);
    await flushAllAutosaves();
    expect(h.settled).toEqual([{ token: summary('changed just before the lock', 190), error: null }]);
    await unlock(PASS);
    expect(await stored()).toEqual(summary('changed just before the lock', 190));
    await h.slot.close();
  });

  it('flushAllAutosaves() writes a pending change now (before a quick exit); close() writes at once', async () => {
    const a = harness();
    a.state.current = summary('quick exit');
    a.slot.changed();
    await flushAllAutosaves();
    expect(await stored()).toEqual(summary('quick exit'));
    a.state.current = summary('leaving the page');
    a.slot.changed();
    await a.slot.close();
    await flushAllAutosaves();
    expect(await stored()).toEqual(summary('leaving the page'));
    // A closed slot is not written again by a lock.
    a.state.current = summary('after close');
    lock('user');
    await flushAllAutosaves();
    await unlock(PASS);
    expect(await stored()).toEqual(summary('leaving the page'));
  });

  it('erasing everything leaves nothing, even a change written by the erase’s own lock', async () => {
    const h = harness();
    h.slot.changed();
    await eraseEverything();
    await flushAllAutosaves();
    expect(await db.records.count()).toBe(0);
    await h.slot.close();
  });

  it('cancel() drops a pending change and waits for a write in flight, so a delete after it stays deleted', async () => {
    const h = harness(40);
    h.slot.changed();
    const writing = h.slot.flush();
    h.slot.changed();
    await h.slot.cancel();
    await writing;
    await deleteRecord(scheduleSummaryKind, 't-auto');
    expect(h.slot.pending).toBe(false);
    await h.slot.flush();
    await flushAllAutosaves();
    expect(await stored()).toBe(null);
    expect(h.state.collected).toBe(1);
    await h.slot.close();
  });

  it('a value the kind refuses is not stored: the error is reported and the change stays pending for a retry', async () => {
    const h = harness();
    h.state.current = { wording: 42 };
    h.slot.changed();
    await h.slot.flush();
    expect(h.settled).toHaveLength(1);
    expect(h.settled[0]!.error).toBeInstanceOf(RecordInvalid);
    expect(h.slot.pending).toBe(true);
    expect(await stored()).toBe(null);
    h.state.current = summary('fixed');
    await h.slot.flush();
    expect(h.settled[1]).toEqual({ token: summary('fixed'), error: null });
    expect(await stored()).toEqual(summary('fixed'));
    await h.slot.close();
  });
});
