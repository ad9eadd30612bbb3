/**
 * Forms with unsaved input register here, so an app update or a chunk-reload never
 * reloads the page under a half-filled form.
 */
const dirty = new Set<string>();

export function markDirty(key: string, isDirty: boolean): void {
  if (isDirty) dirty.add(key);
  else dirty.delete(key);
}

export function hasUnsavedInput(): boolean {
  return dirty.size > 0;
}
