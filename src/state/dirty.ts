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

/** Forms that can save their unsaved input from the leave question ("Save and leave"). */
const savers = new Map<string, () => Promise<boolean>>();

/**
 * Offers `save` for the form `key` while it has unsaved input (null: no save possible now,
 * e.g. an acknowledgement not yet given). `save` resolves to true once the input is stored,
 * false when it was not (the form says why). Returns the function that withdraws the offer.
 */
export function offerSave(key: string, save: (() => Promise<boolean>) | null): () => void {
  if (!save) {
    savers.delete(key);
    return () => {};
  }
  savers.set(key, save);
  return () => {
    if (savers.get(key) === save) savers.delete(key);
  };
}

/** True when every form with unsaved input can save it from the leave question. */
export function canSaveUnsaved(): boolean {
  return dirty.size > 0 && [...dirty.keys()].every((k) => savers.has(k));
}

/** Saves every form with unsaved input; true when all of them saved. */
export async function saveUnsaved(): Promise<boolean> {
  for (const key of [...dirty.keys()]) {
    const save = savers.get(key);
    if (!save || !(await save())) return false;
  }
  return true;
}

/**
 * While a parent tries a tool with no vault (docs/try-first.md), the leave question offers
 * "Protect and keep" (open the protect step and stay) beside leaving without saving, which
 * forgets what was held in memory. The try-first host registers these while it is shown.
 */
export interface ProtectOffer {
  protect: () => void;
  discard: () => void;
}

let protectOffer: ProtectOffer | null = null;

/** Offers "Protect and keep"; returns the function that withdraws the offer. */
export function offerProtect(offer: ProtectOffer): () => void {
  protectOffer = offer;
  return () => {
    if (protectOffer === offer) protectOffer = null;
  };
}

/** The "Protect and keep" offer, or null when the work on screen is not memory-only. */
export function currentProtectOffer(): ProtectOffer | null {
  return protectOffer;
}
