// "Try first, protect when keeping" (issue 32), first step: records a parent makes before a
// vault exists, held in this module's memory only. Nothing here is ever written anywhere
// (no IndexedDB, localStorage, sessionStorage or Cache Storage): closing the tab forgets it.
// replayIntoVault() moves every record into the vault the parent has just created, each
// through saveRecord (checked by its kind's schema and encrypted), then forgets them here.
import type { RecordKind } from './kinds';
import { saveRecord } from './records';

interface Held {
  kind: RecordKind<unknown>;
  id: string;
  value: unknown;
}

const held = new Map<string, Held>();
const listeners = new Set<() => void>();

const keyOf = (kind: string, id: string) => `${kind}\u0000${id}`;
const changed = () => {
  for (const fn of listeners) fn();
};

/** Holds `value` (checked by the kind's schema, copied) until the parent protects it. */
export function memoryPut<T>(kind: RecordKind<T>, id: string, value: T): void {
  const clean = kind.validate(structuredClone(value));
  held.set(keyOf(kind.kind, id), { kind: kind as RecordKind<unknown>, id, value: clean });
  changed();
}

/** A copy of the held value, or null. */
export function memoryGet<T>(kind: RecordKind<T>, id: string): T | null {
  const h = held.get(keyOf(kind.kind, id));
  return h ? (structuredClone(h.value) as T) : null;
}

export function memoryDelete<T>(kind: RecordKind<T>, id: string): void {
  if (held.delete(keyOf(kind.kind, id))) changed();
}

/** True while something typed before the vault existed is not yet protected. */
export function hasUnprotectedWork(): boolean {
  return held.size > 0;
}

/** Calls `fn` after every change; returns the function that stops it. */
export function subscribeMemory(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/**
 * Saves every held record into the (just created, unlocked) vault, then forgets it here.
 * A record whose save fails stays held, and the error is thrown after the others are saved.
 * Resolves to how many records were saved.
 */
export async function replayIntoVault(): Promise<number> {
  let saved = 0;
  let firstError: unknown = null;
  for (const [key, h] of [...held]) {
    try {
      await saveRecord(h.kind, h.id, h.value);
      held.delete(key);
      saved++;
    } catch (err) {
      firstError ??= err;
    }
  }
  changed();
  if (firstError !== null) throw firstError;
  return saved;
}
