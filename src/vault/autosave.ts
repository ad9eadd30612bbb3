import { errorMessage } from '../lib/errorMessage';
import type { RecordRow } from './db';
import { encryptRecord } from './crypto';
import { RecordInvalid } from './errors';
import { writeUnderKey } from './keyedWrite';
import type { RecordKind } from './kinds';
import { onBeforeKeyDropped, peekKeyRef, type SessionKeyRef } from './session';
import { beforeLeaving } from '../ui/leaving';
import { memoryPut, writesToMemory } from './memoryStore';
import { requestProtect } from './askToProtect';

/**
 * Autosave for a tool that stores its own record a moment after each change (no Save
 * button), such as the parenting-time schedule. A change waiting for its write is treated
 * like a draft (docs/drafts.md): just before the key is forgotten (lock, auto-lock, lock
 * from another tab) it is written with that key, a quick exit or a confirmed leave waits
 * for it, and a form that goes away writes it at once. Every write checks, in the same
 * transaction, that the vault still exists, so erasing everything leaves nothing behind.
 */

export interface AutosaveEntry {
  kind: RecordKind<unknown>;
  id: string;
  value: unknown;
}

export interface AutosaveBatch<Token> {
  /** Stored together: all of them or none. */
  entries: AutosaveEntry[];
  /** Handed back to `onSettled` (for example the value written, to tell whether newer changes wait). */
  token: Token;
}

export interface AutosaveOptions<Token> {
  /** Delay after the last change (default about a second, like drafts). */
  delayMs?: number;
  /** What to store now (read when the write starts, so it is the latest state); null for nothing. */
  collect: () => AutosaveBatch<Token> | null;
  /**
   * After every write, in order: `error` is null when the batch was stored. `inMemory` is
   * true when it was held in memory only (a parent trying the tool with no vault yet).
   */
  onSettled?: (token: Token, error: unknown, inMemory: boolean) => void;
}

export interface AutosaveSlot {
  /** A change: written after the delay (restarted by each change). */
  changed(): void;
  /** Writes a pending change now (a retry after a failure, too); nothing when the vault is locked. */
  flush(): Promise<void>;
  /** Drops any pending change and waits for writes already started (before Clear deletes the records). */
  cancel(): Promise<void>;
  /** The form is going away: a pending change is written at once. */
  close(): Promise<void>;
  /** True while a change waits for its write. */
  readonly pending: boolean;
}

const AUTOSAVE_DELAY_MS = 1000;

/** Why the entry's kind refuses its value, or null when it is valid. */
function problemOf(e: AutosaveEntry): RecordInvalid | null {
  try {
    e.kind.validate(e.value);
    return null;
  } catch (err) {
    return new RecordInvalid(e.kind.label.toLowerCase(), errorMessage(err, String(err)));
  }
}

const openSlots = new Set<SlotImpl<unknown>>();
const inFlight = new Set<Promise<void>>();

async function sealAndStore(ref: SessionKeyRef, entries: AutosaveEntry[]): Promise<void> {
  const clean = entries.map((e) => {
    try {
      return e.kind.validate(e.value);
    } catch (err) {
      throw new RecordInvalid(e.kind.label.toLowerCase(), errorMessage(err, String(err)));
    }
  });
  // Encrypt first, then one short transaction (never WebCrypto inside it), bound to the key generation.
  const now = Date.now();
  await writeUnderKey(ref, {
    seal: (key) =>
      Promise.all(
        entries.map(async (e, i): Promise<RecordRow> => {
          const sealed = await encryptRecord(key, e.kind.kind, e.id, e.kind.version, clean[i]);
          return { id: e.id, kind: e.kind.kind, updatedAt: now, iv: sealed.iv, data: sealed.data };
        }),
      ),
    skipWhenErased: true,
  });
}

class SlotImpl<Token> implements AutosaveSlot {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private waiting = false;
  private queue: Promise<void> = Promise.resolve();
  /** Raised by cancel(): a write queued before it is dropped. */
  private generation = 0;

  constructor(
    private readonly opts: AutosaveOptions<Token>,
    private readonly delayMs: number,
  ) {}

  get pending(): boolean {
    return this.waiting;
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  changed(): void {
    this.waiting = true;
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.delayMs);
  }

  /** Starts the write of the pending change with `ref`'s key (synchronously collected; used just before a lock). */
  writeWith(ref: SessionKeyRef): Promise<void> {
    this.clearTimer();
    if (!this.waiting) return this.queue;
    const batch = this.opts.collect();
    this.waiting = false;
    if (!batch) return this.queue;
    const gen = this.generation;
    const job = this.queue.then(async () => {
      if (gen !== this.generation) return;
      let error: unknown = null;
      try {
        await sealAndStore(ref, batch.entries);
      } catch (err) {
        error = err;
        // Still pending: the next change, flush or lock tries again.
        if (gen === this.generation) this.waiting = true;
      }
      this.opts.onSettled?.(batch.token, error, false);
    });
    this.queue = job;
    inFlight.add(job);
    void job.then(() => inFlight.delete(job));
    return job;
  }

  flush(): Promise<void> {
    const ref = peekKeyRef();
    if (!ref) {
      if (writesToMemory()) this.holdInMemory();
      return this.queue;
    }
    return this.writeWith(ref);
  }

  /** No vault yet (docs/try-first.md): the pending change is held in memory, and the parent asked once. */
  private holdInMemory(): void {
    this.clearTimer();
    if (!this.waiting) return;
    const batch = this.opts.collect();
    this.waiting = false;
    if (!batch) return;
    // All of them or none, as in the vault.
    const error = batch.entries.map(problemOf).find((p) => p !== null) ?? null;
    if (error) this.waiting = true;
    else for (const e of batch.entries) memoryPut(e.kind, e.id, e.value);
    this.opts.onSettled?.(batch.token, error, error === null);
    if (error === null && batch.entries.length > 0) requestProtect('autosave');
  }

  async cancel(): Promise<void> {
    this.clearTimer();
    this.waiting = false;
    this.generation++;
    await this.queue;
  }

  close(): Promise<void> {
    openSlots.delete(this as SlotImpl<unknown>);
    return this.flush();
  }
}

/** Opens the autosave of one tool form. Close it when the form goes away. */
export function openAutosave<Token>(opts: AutosaveOptions<Token>): AutosaveSlot {
  const slot = new SlotImpl(opts, opts.delayMs ?? AUTOSAVE_DELAY_MS);
  openSlots.add(slot as SlotImpl<unknown>);
  return slot;
}

/**
 * Drops every change still waiting for its write ("Leave without saving" while trying a tool
 * with no vault: nothing may be held in memory again as the page goes).
 */
export function dropPendingAutosaves(): void {
  for (const s of openSlots) void s.cancel();
}

/** Writes every pending autosave now and waits for every write started so far. */
export async function flushAllAutosaves(): Promise<void> {
  await Promise.all([...openSlots].map((s) => s.flush()));
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}

// Before the key is forgotten, every pending change is written with it.
onBeforeKeyDropped((ref) => {
  for (const s of openSlots) void s.writeWith(ref);
});
// Before a quick exit or a confirmed leave, every pending change is written.
beforeLeaving(flushAllAutosaves);
