import { useCallback, useEffect, useRef, useState } from 'react';
import { markDirty } from '../state/dirty';
import { loadDraft, openDraftSlot, type DraftSlot } from './drafts';
import { useVaultStatus } from './useVaultRecord';

/**
 * The one way a tool form keeps what the parent types: edit state, unsaved-changes
 * tracking (the leave prompt and the lock use it) and an encrypted draft written as soon
 * as the parent types (src/vault/drafts.ts) and before any lock or quick exit. Reopening the tool restores
 * the draft; show <DraftRestoredNote draft={d} /> (src/vault/ui/DraftRestoredNote.tsx).
 *
 * Usage (see docs/drafts.md):
 *
 *   const record = useVaultRecord(myKind, MY_ID);
 *   const base = useMemo(() => (record.status === 'ready' ? record.value
 *     : record.status === 'missing' || record.status === 'damaged' ? emptyValue() : null), [record.status, record.value]);
 *   const d = useVaultDraft({ tool: 'my-tool', base, validate: validateMyValue });
 *   // d.value (null while opening), d.edit(fn) for every change by the parent,
 *   // Save: await saveRecord(myKind, MY_ID, snap); d.saved(snap)
 *   // Clear All: await deleteRecord(...); await d.reset(emptyValue())
 *
 * `base` is what the form shows when there is no draft (the saved copy or a blank form,
 * null while loading). It is adopted again whenever it changes and the parent has no
 * unsaved changes (so a save in another tab shows here). `tool` names the draft; use one
 * per form (an expense sheet tool keeps the sheet id inside its value).
 */
export interface VaultDraftOptions<T> {
  tool: string;
  base: T | null;
  /** Checks a restored draft against the tool's current shape; throw to drop it. */
  validate: (value: unknown) => T;
}

export interface VaultDraft<T> {
  /** The value on screen; null while opening. */
  value: T | null;
  /** True when the screen holds changes that Save has not stored. */
  dirty: boolean;
  /** A change by the parent. */
  edit: (fn: (value: T) => T) => void;
  /** Shows a clean value (after Clear All, opening another item): no longer dirty, draft removed. */
  reset: (value: T) => Promise<void>;
  /** Call after the tool's Save stored `snapshot`: clean (unless changed since), draft removed. */
  saved: (snapshot: T) => void;
  /** Set while the note "Restored your unsaved changes from …" should show. */
  restoredAt: number | null;
  /** Keep the restored changes (the note goes, they stay unsaved and kept as a draft). */
  keep: () => void;
  /** Throw the restored changes away: back to `base`, draft removed. */
  discard: () => Promise<void>;
}

export function useVaultDraft<T>({ tool, base, validate }: VaultDraftOptions<T>): VaultDraft<T> {
  const status = useVaultStatus();
  const unlocked = status === 'unlocked';
  const [value, setValue] = useState<T | null>(null);
  const [dirty, setDirtyState] = useState(false);
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const [checked, setChecked] = useState(false);
  const slotRef = useRef<DraftSlot | null>(null);
  const valueRef = useRef<T | null>(null);
  const dirtyRef = useRef(false);
  const baseRef = useRef<T | null>(base);
  baseRef.current = base;
  const validateRef = useRef(validate);
  validateRef.current = validate;

  const unlockedRef = useRef(unlocked);
  unlockedRef.current = unlocked;
  const setDirty = useCallback(
    (d: boolean) => {
      dirtyRef.current = d;
      setDirtyState(d);
      // Kept as a draft only while the vault is open (a locked vault cannot seal anything).
      markDirty(tool, d, unlockedRef.current);
    },
    [tool],
  );
  useEffect(() => {
    if (dirtyRef.current) markDirty(tool, true, unlocked);
  }, [tool, unlocked]);

  const show = useCallback((v: T) => {
    valueRef.current = v;
    setValue(v);
  }, []);

  // One slot per mounted form; a pending change is written when the form goes away.
  useEffect(() => {
    const slot = openDraftSlot(tool);
    slotRef.current = slot;
    return () => {
      slotRef.current = null;
      void slot.close();
      markDirty(tool, false);
    };
  }, [tool]);

  // Restore a kept draft once the vault is open and the base has loaded.
  useEffect(() => {
    if (checked || !unlocked || base === null) return;
    let live = true;
    loadDraft(tool, (v) => validateRef.current(v)).then(
      (d) => {
        if (!live) return;
        setChecked(true);
        if (d && !dirtyRef.current) {
          show(d.value);
          setDirty(true);
          setRestoredAt(d.savedAt);
        }
      },
      () => live && setChecked(true),
    );
    return () => {
      live = false;
    };
  }, [checked, unlocked, base, tool, show, setDirty]);

  // Adopt the base when it arrives or changes elsewhere, unless there are unsaved changes.
  useEffect(() => {
    if (base === null || dirtyRef.current) return;
    show(base);
  }, [base, show]);

  const edit = useCallback(
    (fn: (v: T) => T) => {
      const cur = valueRef.current;
      if (cur === null) return;
      const next = fn(cur);
      show(next);
      setDirty(true);
      slotRef.current?.changed(next);
    },
    [show, setDirty],
  );

  const reset = useCallback(
    async (v: T) => {
      show(v);
      setDirty(false);
      setRestoredAt(null);
      await slotRef.current?.remove();
    },
    [show, setDirty],
  );

  const saved = useCallback(
    (snapshot: T) => {
      if (valueRef.current !== snapshot) return;
      setDirty(false);
      setRestoredAt(null);
      void slotRef.current?.remove();
    },
    [setDirty],
  );

  const keep = useCallback(() => setRestoredAt(null), []);

  const discard = useCallback(async () => {
    setRestoredAt(null);
    setDirty(false);
    const b = baseRef.current;
    if (b !== null) show(b);
    await slotRef.current?.remove();
  }, [show, setDirty]);

  // While the vault is open, nothing is shown until a kept draft has been looked for.
  const ready = !unlocked || checked;
  return { value: ready ? value : null, dirty, edit, reset, saved, restoredAt, keep, discard };
}
