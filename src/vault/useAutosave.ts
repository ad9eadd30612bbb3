import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { errorMessage } from '../lib/errorMessage';
import { markDirty } from '../state/dirty';
import { openAutosave, type AutosaveEntry, type AutosaveSlot } from './autosave';
import { memoryVersion, readsFromMemory, subscribeMemory, writesToMemory } from './memoryStore';

/**
 * The edit state of a tool that stores its own records a moment after each change (no Save
 * button): the value on screen, the save line's state and the autosave slot
 * (src/vault/autosave.ts). A change still waiting is written before a lock, a quick exit or
 * leaving the page; the shell need not warn that it is lost (docs/drafts.md).
 *
 *   const a = useAutosave<MyValue>({ tool: 'my-tool', entries: (v) => [{ kind: myKind, id: MY_ID, value: v }] });
 *   // loading: a.adopt((cur) => cur ?? blank) while !a.isDirty()
 *   // every change by the parent: a.edit((v) => ({ ...v, field: text }))
 *   // Clear: await a.clear(blank, () => deleteRecord(myKind, MY_ID))
 */
/** 'memory': held on this screen only, since no vault exists yet (docs/try-first.md). */
export type AutosaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'memory' | 'error';

export interface AutosaveOptions<T> {
  /** Names the form for the unsaved-changes tracking (src/state/dirty.ts). */
  tool: string;
  /** What to store for a value (read when the write starts, so it is the latest one). */
  entries: (value: T) => AutosaveEntry[];
}

export interface Autosave<T> {
  /** The value on screen; null until the tool adopts one. */
  value: T | null;
  /** A change by the parent: shown at once, written about a second later. */
  edit: (fn: (value: T) => T) => void;
  /** Shows a value that needs no write (the saved copy, a blank form); `fn` gets the current one. */
  adopt: (fn: (value: T | null) => T) => void;
  /** True while the screen holds changes not yet written. */
  isDirty: () => boolean;
  state: AutosaveState;
  /** The reason of the last failed write ('' when none). */
  error: string;
  /** Writes a pending change now (the save line's "Try saving again"). */
  retry: () => void;
  /** Drops a pending change, runs `remove` (delete the records), then shows `fresh`, clean. */
  clear: (fresh: T, remove: () => Promise<void>) => Promise<void>;
}

export function useAutosave<T>({ tool, entries }: AutosaveOptions<T>): Autosave<T> {
  const [value, setValue] = useState<T | null>(null);
  // With no vault yet, what is on screen is held in memory only from the start.
  const [state, setState] = useState<AutosaveState>(() => (writesToMemory() ? 'memory' : 'idle'));
  // Once the parent protects it, what memory held is in the vault.
  useSyncExternalStore(subscribeMemory, memoryVersion);
  const shown = state === 'memory' && !readsFromMemory() ? 'saved' : state;
  const [error, setError] = useState('');
  const valueRef = useRef<T | null>(null);
  valueRef.current = value;
  const dirtyRef = useRef(false);
  const entriesRef = useRef(entries);
  entriesRef.current = entries;

  const slotRef = useRef<AutosaveSlot | null>(null);
  useEffect(() => {
    const slot = openAutosave<T>({
      collect: () => {
        const snapshot = valueRef.current;
        if (snapshot === null) return null;
        setState('saving');
        return { entries: entriesRef.current(snapshot), token: snapshot };
      },
      onSettled: (snapshot, err, inMemory) => {
        if (err) {
          setState('error');
          setError(errorMessage(err));
        } else if (valueRef.current === snapshot) {
          dirtyRef.current = false;
          markDirty(tool, false);
          setState(inMemory ? 'memory' : 'saved');
        }
      },
    });
    slotRef.current = slot;
    return () => {
      slotRef.current = null;
      void slot.close();
      markDirty(tool, false);
    };
  }, [tool]);

  const edit = useCallback(
    (fn: (v: T) => T) => {
      const cur = valueRef.current;
      if (cur === null) return;
      const next = fn(cur);
      valueRef.current = next;
      setValue(next);
      dirtyRef.current = true;
      // Kept: a lock or quick exit writes it first (the shell then need not warn that it is lost).
      markDirty(tool, true, true);
      setState('pending');
      slotRef.current?.changed();
    },
    [tool],
  );

  const adopt = useCallback((fn: (v: T | null) => T) => setValue(fn), []);

  const isDirty = useCallback(() => dirtyRef.current, []);
  const retry = useCallback(() => void slotRef.current?.flush(), []);

  const clear = useCallback(
    async (fresh: T, remove: () => Promise<void>) => {
      await slotRef.current?.cancel();
      await remove();
      dirtyRef.current = false;
      markDirty(tool, false);
      valueRef.current = fresh;
      setValue(fresh);
      setState('idle');
    },
    [tool],
  );

  return { value, edit, adopt, isDirty, state: shown, error, retry, clear };
}
