// "Try first, protect when keeping" (issue 32; docs/try-first.md): moving what a parent kept
// in memory (src/vault/memoryStore.ts) into the vault they have just created.
import { forgetHeld, heldRecords, memoryChanged } from './memoryStore';
import { saveRecord } from './records';

/**
 * Saves every held record into the (just created, unlocked) vault, each through saveRecord
 * (checked by its kind's schema and encrypted), then forgets it in memory. A record whose
 * save fails stays held, and the first error is thrown after the others are saved.
 * Resolves to how many records were saved.
 */
export async function replayIntoVault(): Promise<number> {
  let saved = 0;
  let firstError: unknown = null;
  for (const h of heldRecords()) {
    try {
      await saveRecord(h.kind, h.id, h.value);
      forgetHeld(h);
      saved++;
    } catch (err) {
      firstError ??= err;
    }
  }
  memoryChanged();
  if (firstError !== null) throw firstError;
  return saved;
}
