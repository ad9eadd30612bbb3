/**
 * Forms with unsaved input register here, so an app update or a chunk-reload never
 * reloads the page under a half-filled form, and leaving the page asks first.
 * `kept` says the form keeps its unsaved input as an encrypted draft (useVaultDraft), so
 * a lock does not lose it.
 */
const dirty = new Map<string, boolean>();

export function markDirty(key: string, isDirty: boolean, kept = false): void {
  if (isDirty) dirty.set(key, kept);
  else dirty.delete(key);
}

export function hasUnsavedInput(): boolean {
  return dirty.size > 0;
}

/** True when there is unsaved input that a lock would clear for good (not kept as a draft). */
export function hasUnkeptInput(): boolean {
  for (const kept of dirty.values()) if (!kept) return true;
  return false;
}
