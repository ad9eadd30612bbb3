// "Try first, protect when keeping" (issue 32; docs/try-first.md). On a device with no vault,
// a tool opens at once and what the parent keeps is held in this module's memory only:
// nothing here is ever written anywhere (no IndexedDB, localStorage, sessionStorage or Cache
// Storage), so closing the tab, reloading or a quick exit forgets it. When the parent
// protects it, src/vault/protect.ts moves every record into the new, encrypted vault.
//
// This module holds the records and the "trying" state that records.ts, autosave.ts and the
// hooks read to choose memory or the vault; it imports nothing that imports it back.
import type { RecordKind } from './kinds';
import { vaultState } from './state';

interface Held {
  kind: RecordKind<unknown>;
  id: string;
  value: unknown;
  updatedAt: number;
}

/** One held record, newest first in memoryList (the shape of records.ts's VaultItem). */
export interface HeldItem<T> {
  id: string;
  updatedAt: number;
  value: T;
}

const held = new Map<string, Held>();
const listeners = new Set<() => void>();
/** Raised on every change (records or trying state): the hooks' snapshot. */
let version = 0;
/** A VaultGate let a first-time parent in without a vault (startTrying). */
let trying = false;
/** Kept true from "Create passphrase" until the records are in the vault (holdMemoryView). */
let holding = false;

const keyOf = (kind: string, id: string) => `${kind}\u0000${id}`;
const changed = () => {
  version++;
  for (const fn of listeners) fn();
};

/** Holds `value` (checked by the kind's schema, copied) until the parent protects it. */
export function memoryPut<T>(kind: RecordKind<T>, id: string, value: T): void {
  const clean = kind.validate(structuredClone(value));
  held.set(keyOf(kind.kind, id), { kind: kind as RecordKind<unknown>, id, value: clean, updatedAt: Date.now() });
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

/** Copies of every held record of a kind, newest first (ties by id, as the vault lists them). */
export function memoryList<T>(kind: RecordKind<T>): HeldItem<T>[] {
  const items: HeldItem<T>[] = [];
  for (const h of held.values()) {
    if (h.kind.kind === kind.kind) items.push({ id: h.id, updatedAt: h.updatedAt, value: structuredClone(h.value) as T });
  }
  return items.sort((a, b) => b.updatedAt - a.updatedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Every held record (for protect.ts's replay). */
export function heldRecords(): ReadonlyArray<Readonly<Held>> {
  return [...held.values()];
}

/** Forgets one held record, only while it is still the one given (a newer put is kept). */
export function forgetHeld(h: Readonly<Held>): void {
  const key = keyOf(h.kind.kind, h.id);
  if (held.get(key) === h) held.delete(key);
}

/** Forgets everything held ("Leave without saving"). */
export function forgetMemoryWork(): void {
  if (held.size === 0) return;
  held.clear();
  changed();
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

/** Changes with every change here: the snapshot useSyncExternalStore reads. */
export function memoryVersion(): number {
  return version;
}

/** Tells everyone who reads memory that something changed (protect.ts, after a replay). */
export function memoryChanged(): void {
  changed();
}

/** A VaultGate lets a parent in on a device with no vault: saves go to memory from now on (idempotent). */
export function startTrying(): void {
  if (trying) return;
  trying = true;
  // Called while the gate renders: no listener is told (that would update other components
  // mid-render); the gate's tool, rendered right after, reads the new version.
  version++;
}

/** The records are in the vault (or a vault appeared): the vault is the only store again. */
export function stopTrying(): void {
  if (!trying && !holding) return;
  trying = false;
  holding = false;
  changed();
}

/** While on, screens keep reading memory even though the vault is already unlocked. */
export function holdMemoryView(on: boolean): void {
  if (holding === on) return;
  holding = on;
  changed();
}

/** Saves, deletes and autosaves go to memory: a parent is trying a tool and no vault exists. */
export function writesToMemory(): boolean {
  return trying && vaultState.status === 'none';
}

/**
 * Screens read memory: while trying, and from "Create passphrase" until the held records are
 * in the vault (so nothing on screen blinks empty between the two).
 */
export function readsFromMemory(): boolean {
  return trying && (vaultState.status === 'none' || holding);
}
