import { useSyncExternalStore } from 'react';

/**
 * A value kept outside React that the shell's components read with React's own
 * `useSyncExternalStore` (the toasts on screen, the chat's state, whether the vault is
 * unlocked). The shell is what every first visit downloads, so its few values do not need
 * valtio, which the tools' code uses for the vault's state (docs/performance.md).
 * A new value is a new object: `set` never changes the old one, so a render sees one value.
 */
export interface ShellStore<T> {
  get: () => T;
  set: (next: T) => void;
  /** Calls `listener` after every `set`; returns the function that stops it. */
  subscribe: (listener: () => void) => () => void;
}

export function shellStore<T>(initial: T): ShellStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The store's current value; the component renders again when it changes. */
export function useShellStore<T>(store: ShellStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get);
}
