import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useSnapshot } from 'valtio';
import { db, type RecordRow } from './db';
import type { RecordKind } from './kinds';
import {
  decodeRow,
  decodeRows,
  summariseRecords,
  type DamagedItem,
  type RowReuse,
  type KindSummary,
  type VaultItem,
} from './records';
import { currentEpoch, peekSessionKey } from './session';
import { vaultState, type VaultStatus } from './state';
import { ensureVaultChecked } from './vault';
import { memoryGet, memoryList, memoryVersion, readsFromMemory, subscribeMemory } from './memoryStore';

/**
 * While a parent tries a tool with no vault (docs/try-first.md), the hooks below show what
 * memory holds instead: this is the memory store's version, or null while the vault is read.
 */
function useMemoryView(): number | null {
  const version = useSyncExternalStore(subscribeMemory, memoryVersion);
  // The status is part of the decision; useVaultStatus (valtio) re-renders on its changes.
  return readsFromMemory() ? version : null;
}

export type VaultRecordStatus = 'locked' | 'loading' | 'ready' | 'missing' | 'damaged';

export interface VaultRecordState<T> {
  status: VaultRecordStatus;
  value: T | null;
  error: Error | null;
}

/** The vault's lock status, checking the device on first use. */
export function useVaultStatus(): VaultStatus {
  const snap = useSnapshot(vaultState);
  useEffect(() => {
    void ensureVaultChecked();
  }, []);
  return snap.status;
}

const NO_ROW = Symbol('no-row');

/**
 * One record, decrypted, kept current with liveQuery (a save in another tab shows here).
 * While locked it returns status 'locked' and no value: nothing decrypted stays on screen.
 */
export function useVaultRecord<T>(kind: RecordKind<T>, id: string): VaultRecordState<T> {
  const status = useVaultStatus();
  const unlocked = status === 'unlocked';
  // Only Dexie work inside liveQuery; decryption happens after, in an effect.
  const row = useLiveQuery<RecordRow | typeof NO_ROW | undefined>(
    async () => (unlocked ? ((await db.records.get([kind.kind, id])) ?? NO_ROW) : undefined),
    [kind.kind, id, unlocked],
  );
  const [state, setState] = useState<VaultRecordState<T>>({ status: 'loading', value: null, error: null });
  const memory = useMemoryView();
  const held = useMemo<VaultRecordState<T> | null>(() => {
    if (memory === null) return null;
    const value = memoryGet(kind, id);
    return value === null ? { status: 'missing', value: null, error: null } : { status: 'ready', value, error: null };
  }, [memory, kind, id]);

  useEffect(() => {
    if (!unlocked) {
      setState({ status: 'locked', value: null, error: null });
      return;
    }
    if (row === undefined) {
      setState((s) => (s.status === 'locked' ? { status: 'loading', value: null, error: null } : s));
      return;
    }
    if (row === NO_ROW) {
      setState({ status: 'missing', value: null, error: null });
      return;
    }
    const key = peekSessionKey();
    if (!key) return;
    const epoch = currentEpoch();
    let live = true;
    decodeRow(kind, row, key).then(
      (value) => live && epoch === currentEpoch() && setState({ status: 'ready', value, error: null }),
      (error: Error) => live && epoch === currentEpoch() && setState({ status: 'damaged', value: null, error }),
    );
    return () => {
      live = false;
    };
  }, [row, unlocked, kind]);

  if (held) return held;
  return unlocked ? state : { status: 'locked', value: null, error: null };
}

export interface VaultListState<T> {
  status: 'locked' | 'loading' | 'ready';
  items: VaultItem<T>[];
  /** Records that could not be read (never rendered, never hiding the others). */
  damaged: DamagedItem[];
}

/**
 * Every record of a kind, newest first, kept current with liveQuery. With `reuse`, rows
 * whose stored bytes did not change since that RowReuse decrypted them are not decrypted again.
 */
export function useVaultList<T>(kind: RecordKind<T>, reuse?: RowReuse<T>): VaultListState<T> {
  const status = useVaultStatus();
  const unlocked = status === 'unlocked';
  const rows = useLiveQuery<RecordRow[] | undefined>(
    async () => (unlocked ? await db.records.where('kind').equals(kind.kind).toArray() : undefined),
    [kind.kind, unlocked],
  );
  const [state, setState] = useState<VaultListState<T>>({ status: 'loading', items: [], damaged: [] });
  const memory = useMemoryView();
  const held = useMemo<VaultListState<T> | null>(
    () => (memory === null ? null : { status: 'ready', items: memoryList(kind), damaged: [] }),
    [memory, kind],
  );

  useEffect(() => {
    if (!unlocked) {
      reuse?.clear();
      setState({ status: 'locked', items: [], damaged: [] });
      return;
    }
    if (rows === undefined) return;
    const key = peekSessionKey();
    if (!key) return;
    const epoch = currentEpoch();
    let live = true;
    decodeRows(kind, rows, key, reuse).then((r) => {
      if (live && epoch === currentEpoch()) setState({ status: 'ready', items: r.items, damaged: r.damaged });
    });
    return () => {
      live = false;
    };
  }, [rows, unlocked, kind, reuse]);

  if (held) return held;
  return unlocked ? state : { status: 'locked', items: [], damaged: [] };
}

/** How many records of each kind the vault holds (for "Your data on this device"), kept current. */
export function useRecordSummary(): KindSummary[] | undefined {
  return useLiveQuery(() => summariseRecords(), []);
}
