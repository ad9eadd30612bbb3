import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineKind } from '../../src/vault/kinds';
import { loadRecord, saveRecord } from '../../src/vault/records';
import { createVault, eraseEverything, unlock } from '../../src/vault/vault';
import { VAULT_CHANNEL } from '../../src/vault/channel';
import { lock } from '../../src/vault/lock';
import {
  ACTIVITY_EVENTS,
  autoLockRunning,
  describeAutoLockTime,
  lastActivityAt,
  noteActivity,
  setAutoLockClock,
  setAutoLockMinutes,
  warningLeadMs,
  type AutoLockClock,
} from '../../src/vault/autolock';
import { peekSessionKey } from '../../src/vault/session';
import { vaultState } from '../../src/vault/state';
import { VaultLocked } from '../../src/vault/errors';
import { markDirty } from '../../src/state/dirty';
import { toastStore } from '../../src/state/toast';
import { cheapPbkdf2 } from './cheapKdf';

// PBKDF2 at one iteration here (cheapKdf.ts); vault-kdf-cost.test.ts proves the real 600,000.
cheapPbkdf2();

const note = defineKind<{ text: string }>({
  kind: 'autolock-note',
  version: 1,
  label: 'Note',
  validate: (v) => {
    if (!v || typeof v !== 'object' || typeof (v as { text?: unknown }).text !== 'string') throw new Error('text missing');
    return { text: (v as { text: string }).text };
  },
});

const PASS = 'correct horse battery staple';
const MIN = 60_000;

/** A hand-driven clock: timers run only inside advance(). */
class FakeClock implements AutoLockClock {
  t = 1_700_000_000_000;
  private seq = 0;
  private timers = new Map<number, { at: number; fn: () => void }>();
  now = () => this.t;
  setTimeout = (fn: () => void, ms: number) => {
    const id = ++this.seq;
    this.timers.set(id, { at: this.t + ms, fn });
    return id;
  };
  clearTimeout = (h: unknown) => {
    this.timers.delete(h as number);
  };
  pending(): number {
    return this.timers.size;
  }
  advance(ms: number): void {
    const end = this.t + ms;
    for (;;) {
      const next = [...this.timers.entries()].sort((a, b) => a[1].at - b[1].at)[0];
      if (!next || next[1].at > end) break;
      this.timers.delete(next[0]);
      this.t = next[1].at;
      next[1].fn();
    }
    this.t = end;
  }
}

let clock: FakeClock;
const titles = () => toastStore.toasts.map((t) => t.title);
const WARNING_TEXT = 'No activity for a while, so your data locks in about 1 minute to keep it private.';

beforeEach(async () => {
  clock = new FakeClock();
  setAutoLockClock(clock);
  markDirty('autolock-test-form', false);
  await eraseEverything();
  toastStore.toasts = [];
  await createVault(PASS);
  await saveRecord(note, 'n1', { text: 'school pickup notes' });
});

afterEach(() => {
  lock();
  setAutoLockClock(null);
  markDirty('autolock-test-form', false);
});

describe('auto-lock', () => {
  it('warns one minute before, then clears the key and the data after 15 minutes without activity', async () => {
    expect(vaultState.autoLockMinutes).toBe(15);
    expect(warningLeadMs(15 * MIN)).toBe(MIN);
    clock.advance(14 * MIN - 1);
    expect(vaultState.status).toBe('unlocked');
    expect(titles()).toEqual([]);

    clock.advance(1);
    expect(titles()).toEqual(['Locking soon']);
    expect(toastStore.toasts[0]!.description).toBe(WARNING_TEXT);
    expect(toastStore.toasts[0]!.action?.label).toBe('Stay unlocked');
    expect(toastStore.toasts[0]!.duration).toBe(Infinity);
    expect(peekSessionKey()).not.toBeNull();

    clock.advance(MIN - 1);
    expect(vaultState.status).toBe('unlocked');
    clock.advance(1);
    expect(peekSessionKey()).toBeNull();
    expect(vaultState.status).toBe('locked');
    expect(vaultState.lockReason).toBe('inactivity');
    expect(vaultState.unsavedCleared).toBe(false);
    expect(titles()).toEqual([]);
    expect(autoLockRunning()).toBe(false);
    expect(clock.pending()).toBe(0);
    await expect(loadRecord(note, 'n1')).rejects.toBeInstanceOf(VaultLocked);

    await unlock(PASS);
    expect(vaultState.lockReason).toBeNull();
    expect(await loadRecord(note, 'n1')).toEqual({ text: 'school pickup notes' });
  });

  it('"Stay unlocked" counts as activity: the warning goes and the full time starts again', () => {
    clock.advance(14 * MIN + 30_000);
    expect(titles()).toEqual(['Locking soon']);
    toastStore.toasts[0]!.action!.onClick();
    expect(titles()).toEqual([]);
    // Now 15 minutes from the click: warning at 14, lock at 15.
    clock.advance(14 * MIN - 1);
    expect(titles()).toEqual([]);
    expect(vaultState.status).toBe('unlocked');
    clock.advance(1);
    expect(titles()).toEqual(['Locking soon']);
    clock.advance(MIN);
    expect(vaultState.status).toBe('locked');
  });

  it("counts only the parent's own input as activity, not the page scrolling by itself", () => {
    expect([...ACTIVITY_EVENTS]).toEqual(['pointerdown', 'keydown', 'wheel', 'touchstart']);
  });

  it('any activity before the warning moves the lock time', () => {
    clock.advance(10 * MIN);
    noteActivity();
    clock.advance(14 * MIN);
    expect(vaultState.status).toBe('unlocked');
    clock.advance(MIN - 1);
    expect(vaultState.status).toBe('unlocked');
    clock.advance(1);
    expect(vaultState.status).toBe('locked');
  });

  it('follows a changed time: 1 minute locks after 60 seconds, with the warning at 30', () => {
    setAutoLockMinutes(1);
    expect(vaultState.autoLockMinutes).toBe(1);
    expect(describeAutoLockTime(1)).toBe('1 minute');
    clock.advance(30_000 - 1);
    expect(titles()).toEqual([]);
    clock.advance(1);
    expect(titles()).toEqual(['Locking soon']);
    expect(toastStore.toasts[0]!.description).toBe(
      'No activity for a while, so your data locks in about 30 seconds to keep it private.',
    );
    clock.advance(30_000);
    expect(vaultState.status).toBe('locked');
    setAutoLockMinutes(15);
  });

  it('with unsaved input: the warning says so, and afterwards it says plainly that the input was cleared', () => {
    markDirty('autolock-test-form', true);
    clock.advance(14 * MIN);
    expect(toastStore.toasts[0]!.description).toBe(
      'No activity for a while, so your data locks in about 1 minute. Unsaved changes on this page would be cleared.',
    );
    clock.advance(MIN);
    expect(vaultState.status).toBe('locked');
    expect(vaultState.unsavedCleared).toBe(true);
    expect(titles()).toEqual(['Locked: unsaved changes cleared']);
    expect(toastStore.toasts[0]!.description).toBe(
      'Your data locked itself after 15 minutes without activity, to keep it private. Changes you had not saved on this page were cleared for privacy. Everything you saved before is safe. Unlock to continue.',
    );
  });
});

describe('one lock for every tab', () => {
  const other = () => {
    const ch = new BroadcastChannel(VAULT_CHANNEL);
    const got: unknown[] = [];
    ch.onmessage = (e: MessageEvent) => void got.push(e.data);
    return { ch, got };
  };
  // A BroadcastChannel message arrives in a later task, later still on a busy machine: wait
  // for what it does, never for a fixed time.
  const until = (check: () => void) => vi.waitFor(check, { timeout: 10_000, interval: 5 });

  it('Lock tells the other tabs', async () => {
    const o = other();
    lock('user');
    await until(() => expect(o.got).toEqual([{ type: 'lock', reason: 'user' }]));
    o.ch.close();
  });

  it('an auto-lock here locks the other tabs too', async () => {
    const o = other();
    clock.advance(15 * MIN);
    await until(() => expect(o.got).toEqual([{ type: 'lock', reason: 'inactivity' }]));
    o.ch.close();
  });

  it('a lock in another tab locks this one and clears its key', async () => {
    const o = other();
    markDirty('autolock-test-form', true);
    o.ch.postMessage({ type: 'lock', reason: 'user' });
    await until(() => expect(peekSessionKey()).toBeNull());
    expect(vaultState.status).toBe('locked');
    expect(vaultState.lockReason).toBe('elsewhere');
    expect(vaultState.unsavedCleared).toBe(true);
    expect(titles()).toEqual(['Locked: unsaved changes cleared']);
    expect(toastStore.toasts[0]!.description).toBe(
      'Your data was locked from another EvenGround window on this device. Changes you had not saved on this page were cleared for privacy. Everything you saved before is safe. Unlock to continue.',
    );
    await expect(loadRecord(note, 'n1')).rejects.toBeInstanceOf(VaultLocked);
    o.ch.close();
  });

  it('activity in another tab keeps this one unlocked, and activity here is shared', async () => {
    const o = other();
    clock.advance(10 * MIN);
    o.ch.postMessage({ type: 'activity' });
    await until(() => expect(lastActivityAt()).toBe(clock.t));
    clock.advance(10 * MIN);
    expect(vaultState.status).toBe('unlocked');
    noteActivity();
    await until(() => expect(o.got).toEqual([{ type: 'activity' }]));
    clock.advance(15 * MIN);
    expect(vaultState.status).toBe('locked');
    o.ch.close();
  });
});
