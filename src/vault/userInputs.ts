import { db } from './db';
import { decryptRecord } from './crypto';
import { LEGACY_KEYS } from './legacy';
import { APP_WORDS, wordsFrom } from './passphrase';
import { peekSessionKey } from './session';

/**
 * Names, dates and words the parent typed into EvenGround, for the passphrase check's
 * user inputs: every saved item (when unlocked) and plaintext left by older versions.
 * Stays in memory, only for the check. Never throws.
 */
export async function collectUserInputs(extra: string[] = []): Promise<string[]> {
  const values: unknown[] = [...extra];
  try {
    for (const k of LEGACY_KEYS) {
      const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(k.key);
      if (raw) values.push(raw);
    }
  } catch {
    /* no localStorage */
  }
  const key = peekSessionKey();
  if (key) {
    try {
      const rows = await db.records.toArray();
      const opened = await Promise.all(
        rows.map((r) =>
          decryptRecord(key, r.kind, r.id, r).then(
            (x) => x.value,
            () => null,
          ),
        ),
      );
      values.push(...opened);
    } catch {
      /* nothing readable */
    }
  }
  return [...APP_WORDS, ...wordsFrom(values)];
}
