import { db, type MetaRow } from './db';
import {
  deriveFromPassphrase,
  deriveFromRecoveryKey,
  kdfAcceptable,
  saltAcceptable,
  unwrapDataKey,
  wrappingWellFormed,
} from './crypto';
import { VaultError } from './errors';
import { eraseEverything } from './vault';

/** How to remove EvenGround's data without the passphrase or recovery key: the browser's own settings. */
export const CLEAR_SITE_DATA_HELP =
  "Lost both? EvenGround cannot erase without one of them, so that nobody who picks up this device can delete your records. You can still remove everything EvenGround keeps in this browser yourself: open the browser's settings, find the stored data for this site (often under Privacy, then Site settings or Cookies and site data) and delete it.";

export const ERASE_NOT_PROVEN =
  'That is not your passphrase or your recovery key, so nothing was erased. Check for typing mistakes and try again.';

/** True when `secret` is the passphrase or the recovery key of the stored vault (nothing is changed). */
async function opensStoredVault(meta: MetaRow, secret: string): Promise<boolean> {
  const attempts: Array<() => Promise<CryptoKey>> = [];
  if (kdfAcceptable(meta.kdf) && wrappingWellFormed(meta.passphraseWrapped))
    attempts.push(async () => unwrapDataKey(meta.passphraseWrapped, await deriveFromPassphrase(secret, meta.kdf)));
  if (saltAcceptable(meta.recoverySalt) && wrappingWellFormed(meta.recoveryWrapped))
    attempts.push(async () => unwrapDataKey(meta.recoveryWrapped, await deriveFromRecoveryKey(secret, meta.recoverySalt)));
  for (const attempt of attempts) {
    try {
      await attempt();
      return true;
    } catch {
      /* not this one */
    }
  }
  return false;
}

/**
 * Erase while locked: only with the passphrase or the recovery key, so whoever holds the
 * device cannot destroy a parent's records. ERASE_NOT_PROVEN otherwise (nothing erased);
 * a parent who has lost both is told CLEAR_SITE_DATA_HELP.
 */
export async function eraseWithPassphraseOrRecoveryKey(secret: string): Promise<void> {
  const meta = await db.meta.get('vault');
  if (meta && !(await opensStoredVault(meta, secret))) throw new VaultError(ERASE_NOT_PROVEN);
  await eraseEverything();
}
