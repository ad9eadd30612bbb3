import { db } from './db';
import { encryptRecord } from './crypto';
import { KeyReplaced } from './errors';
import { writeUnderKey } from './keyedWrite';
import { finite, number, object, pipe, unknown, type InferOutput } from 'valibot';
import { defineKind } from './kinds';
import { entry } from '../lib/schema';
import { decodeRow } from './records';
import { onBeforeKeyDropped, peekKeyRef, peekSessionKey, type SessionKeyRef } from './session';
import { beforeLeaving, holdLeavingWhile } from '../ui/leaving';

/**
 * Autosaved drafts: what a parent typed into a tool and has not saved yet, kept as its own
 * encrypted vault record (kind 'draft', id = the tool's name). A change is sealed and
 * written at once (changes made while a write is under way are written together right
 * after it) and, synchronously started, just before the key is forgotten (lock, auto-lock,
 * quick exit); while a write waits or runs, closing or reloading the tab asks first. So
 * nothing typed is lost and nothing is ever stored in plain text. The tool's real record
 * is only changed by its own Save button.
 * See docs/drafts.md.
 */

const DRAFT_TIME = 'draft time missing';

const storedDraftSchema = object(
  {
    /** When the draft was written (ms since 1970). */
    savedAt: entry(pipe(number(DRAFT_TIME), finite(DRAFT_TIME))),
    /** The tool's unsaved state, checked by the tool when it is restored. */
    value: unknown(),
  },
  // valibot's object says this message for a missing key too: name the draft's value.
  (issue) => (issue.expected === '"value"' ? 'draft value missing' : 'not a draft'),
);

export type StoredDraft = InferOutput<typeof storedDraftSchema>;

const DRAFT_KIND_NAME = 'draft';

export const draftKind = defineKind<StoredDraft>({
  kind: DRAFT_KIND_NAME,
  version: 1,
  schema: storedDraftSchema,
});

/** The clock a draft's time is read from (tests pass their own). */
export interface DraftTimers {
  now(): number;
}

const realTimers: DraftTimers = { now: () => Date.now() };

// ---- One queue per tool, so a late write never lands after a removal. ----

const queues = new Map<string, Promise<void>>();
/** Raised on every removal: a write started before it is dropped. */
const generations = new Map<string, number>();
const inFlight = new Set<Promise<void>>();
/** Slots writing one change after another until none is left. */
const draining = new Set<Promise<void>>();

function enqueue(tool: string, job: () => Promise<void>): Promise<void> {
  const prev = queues.get(tool) ?? Promise.resolve();
  const next = prev.then(job, job);
  const tracked = next.catch(() => undefined);
  queues.set(tool, tracked);
  inFlight.add(tracked);
  void tracked.then(() => inFlight.delete(tracked));
  return next;
}

function generation(tool: string): number {
  return generations.get(tool) ?? 0;
}

/**
 * Seals `value` with `ref`'s key and stores it as the tool's draft, unless the draft was
 * removed meanwhile or the vault was erased (checked in the same transaction as the
 * write). Bound to the key generation (keyedWrite.ts): never stored under a retired key.
 */
function writeWithKey(ref: SessionKeyRef, tool: string, value: unknown, savedAt: number): Promise<void> {
  const gen = generation(tool);
  return enqueue(tool, async () => {
    if (gen !== generation(tool)) return;
    const stored: StoredDraft = { savedAt, value };
    await writeUnderKey(ref, {
      seal: async (key) => {
        const sealed = await encryptRecord(key, DRAFT_KIND_NAME, tool, draftKind.version, stored);
        return [{ id: tool, kind: DRAFT_KIND_NAME, updatedAt: savedAt, iv: sealed.iv, data: sealed.data }];
      },
      store: async (rows) => {
        if (gen === generation(tool)) await db.records.bulkPut(rows);
      },
      skipWhenErased: true,
    });
  });
}

/** Deletes the tool's draft (after a save, a Discard or Clear All). */
export function removeDraft(tool: string): Promise<void> {
  generations.set(tool, generation(tool) + 1);
  return enqueue(tool, async () => {
    await db.records.delete([DRAFT_KIND_NAME, tool]);
  });
}

/** Resolves when every draft write and removal started so far has finished. */
export async function draftsSettled(): Promise<void> {
  while (inFlight.size > 0 || draining.size > 0) await Promise.all([...inFlight, ...draining]);
}

/**
 * The tool's draft, checked by `validate`, or null. A draft that cannot be read or no
 * longer fits the tool is removed (it could never be shown).
 */
export async function loadDraft<T>(tool: string, validate: (value: unknown) => T): Promise<{ savedAt: number; value: T } | null> {
  const key = peekSessionKey();
  if (!key) return null;
  await queues.get(tool);
  const row = await db.records.get([DRAFT_KIND_NAME, tool]);
  if (!row) return null;
  try {
    const d = await decodeRow(draftKind, row, key);
    return { savedAt: d.savedAt, value: validate(d.value) };
  } catch (err) {
    console.error(`The kept draft for ${tool} could not be used and was removed`, err);
    await removeDraft(tool);
    return null;
  }
}

// ---- Slots: one per open tool form. ----

const openSlots = new Set<DraftSlotImpl>();

export interface DraftSlot {
  /** The parent changed something: written at once, or right after the write under way. */
  changed(value: unknown): void;
  /** Writes a pending change now (no-op when nothing is pending or the vault is locked). */
  flush(): Promise<void>;
  /** Drops any pending change and deletes the stored draft. */
  remove(): Promise<void>;
  /** The form is going away: a pending change is written at once. */
  close(): Promise<void>;
  /** True while a change waits for its write. */
  readonly pending: boolean;
}

class DraftSlotImpl implements DraftSlot {
  private latest: { value: unknown } | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly tool: string,
    private readonly timers: DraftTimers,
  ) {}

  get pending(): boolean {
    return this.latest !== null;
  }

  changed(value: unknown): void {
    this.latest = { value };
    if (this.running) return;
    const run = this.drain().finally(() => {
      draining.delete(run);
      this.running = null;
    });
    this.running = run;
    draining.add(run);
  }

  /** Writes the latest change, then any change made meanwhile, until none is left. */
  private async drain(): Promise<void> {
    while (this.latest) {
      const ref = peekKeyRef();
      if (!ref) return;
      const l = this.latest;
      await this.writeWith(ref);
      // Not written (the key was replaced): it stays pending for the next unlock.
      if (this.latest === l) return;
    }
  }

  /** Starts the write of the pending change with `ref`'s key (used just before a lock). */
  writeWith(ref: SessionKeyRef): Promise<void> {
    const l = this.latest;
    if (!l) return Promise.resolve();
    this.latest = null;
    return writeWithKey(ref, this.tool, l.value, this.timers.now()).catch((err: unknown) => {
      // This tab no longer holds the current key: still pending, written after unlocking.
      if (err instanceof KeyReplaced && this.latest === null) this.latest = l;
      console.error(`The draft for ${this.tool} could not be kept`, err);
    });
  }

  flush(): Promise<void> {
    const ref = peekKeyRef();
    if (!ref) return Promise.resolve();
    return this.writeWith(ref);
  }

  remove(): Promise<void> {
    this.latest = null;
    return removeDraft(this.tool);
  }

  close(): Promise<void> {
    openSlots.delete(this);
    return this.flush();
  }
}

/** Opens the draft slot of one tool form. Close it when the form goes away. */
export function openDraftSlot(tool: string, opts: { timers?: DraftTimers } = {}): DraftSlot {
  const slot = new DraftSlotImpl(tool, opts.timers ?? realTimers);
  openSlots.add(slot);
  return slot;
}

/** Writes every pending draft now (before a quick exit or closing the tab). */
export async function flushAllDrafts(): Promise<void> {
  await Promise.all([...openSlots].map((s) => s.flush()));
  await draftsSettled();
}

// Before the key is forgotten, every pending change is sealed with it.
onBeforeKeyDropped((ref) => {
  for (const s of openSlots) void s.writeWith(ref);
});
// Before a quick exit or a confirmed leave, every pending change is written.
beforeLeaving(flushAllDrafts);
// While a change waits for its write or a write runs, closing or reloading the tab asks
// first: the question holds the tab until the write has finished (src/app/LeaveGuard.tsx).
holdLeavingWhile(() => inFlight.size > 0 || draining.size > 0 || [...openSlots].some((s) => s.pending));

/** "10:42 AM" for a draft from today, "Nov 23, 10:42 AM" for an older one (the device's language). */
export function draftTimeText(savedAt: number, now: number = Date.now(), locale?: string): string {
  const at = new Date(savedAt);
  const today = new Date(now);
  const sameDay =
    at.getFullYear() === today.getFullYear() && at.getMonth() === today.getMonth() && at.getDate() === today.getDate();
  const time = at.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
  if (sameDay) return time;
  const date = at.toLocaleDateString(locale, {
    month: 'short',
    day: 'numeric',
    ...(at.getFullYear() === today.getFullYear() ? {} : { year: 'numeric' }),
  });
  return `${date}, ${time}`;
}
