/**
 * What every opening and changing of the vault shares: the passphrase floor, the checks on
 * the stored meta row, new key wrappings, and the stamp of the wrappings this tab holds (so
 * a change made in another tab is noticed, see ensureVaultChecked in vault.ts).
 */
import { db, type MetaRow } from './db';
import {
  KDF_ITERATIONS,
  KDF_NAME,
  SALT_BYTES,
  deriveFromPassphrase,
  deriveFromRecoveryKey,
  generateRecoveryKey,
  kdfAcceptable,
  saltAcceptable,
  wrappingWellFormed,
  randomBytes,
  toBase64,
  unwrapDataKey,
  wrapDataKey,
} from './crypto';
import { VaultError, VaultNotCreated, WrongPassphrase } from './errors';
import { MIN_PASSPHRASE_LENGTH, PASSPHRASE_INVISIBLE, passphraseInvisible, passphraseLength } from './passphraseLength';
import { vaultState } from './state';
import { postToTabs } from './lock';

export const PASSPHRASE_TOO_SHORT = `Choose a passphrase of at least ${MIN_PASSPHRASE_LENGTH} characters (letters, digits, spaces or symbols all count).`;

export function checkNewPassphrase(p: string): void {
  if (typeof p !== 'string' || passphraseInvisible(p)) throw new VaultError(PASSPHRASE_INVISIBLE);
  if (passphraseLength(p) < MIN_PASSPHRASE_LENGTH) throw new VaultError(PASSPHRASE_TOO_SHORT);
}

const KDF_REFUSED =
  'The protected storage on this device uses settings EvenGround does not accept, so it was not opened. Restore a backup or erase and start again.';
export const VAULT_DAMAGED =
  'The protected storage on this device is damaged: the stored key information is not in the form EvenGround saves it, so it could not be opened. This is not a problem with what you typed. Restore a backup, or erase and start again.';

/**
 * Refuses, in plain words and before deriving anything, stored settings this app does not
 * accept (VaultError) or a wrapping that is not shaped as this app writes them (damaged,
 * so a later unwrap failure really means a wrong passphrase or recovery key).
 */
export function checkStoredMeta(meta: MetaRow, use: 'passphrase' | 'recovery'): void {
  if (use === 'passphrase') {
    if (!kdfAcceptable(meta.kdf)) throw new VaultError(KDF_REFUSED);
    if (!wrappingWellFormed(meta.passphraseWrapped)) throw new VaultError(VAULT_DAMAGED);
  } else if (!saltAcceptable(meta.recoverySalt) || !wrappingWellFormed(meta.recoveryWrapped)) {
    throw new VaultError(VAULT_DAMAGED);
  }
}

/**
 * What the stored key wrappings look like, so a tab can notice that another tab changed
 * them (new passphrase, new recovery key, new data key, a restore) and lock itself.
 */
export function wrappingsStamp(meta: Pick<MetaRow, 'passphraseWrapped' | 'recoveryWrapped'> | undefined): string {
  if (!meta) return '';
  return `${toBase64(meta.passphraseWrapped.data)}.${toBase64(meta.recoveryWrapped.data)}`;
}

/** The stamp of the wrappings this tab unlocked with (or last wrote itself). */
export const myStamp = { value: '' };

export async function getMeta(): Promise<MetaRow> {
  const meta = await db.meta.get('vault');
  if (!meta) {
    vaultState.status = 'none';
    throw new VaultNotCreated();
  }
  return meta;
}

export async function wrapWithNewPassphrase(
  dataKey: CryptoKey,
  passphrase: string,
): Promise<Pick<MetaRow, 'kdf' | 'passphraseWrapped'>> {
  const kdf = { name: KDF_NAME, iterations: KDF_ITERATIONS, salt: randomBytes(SALT_BYTES) } as const;
  const kek = await deriveFromPassphrase(passphrase, kdf);
  return { kdf, passphraseWrapped: await wrapDataKey(dataKey, kek) };
}

export async function wrapWithNewRecoveryKey(
  dataKey: CryptoKey,
): Promise<{ recoveryKey: string } & Pick<MetaRow, 'recoverySalt' | 'recoveryWrapped'>> {
  const recoveryKey = generateRecoveryKey();
  const recoverySalt = randomBytes(SALT_BYTES);
  const rk = await deriveFromRecoveryKey(recoveryKey, recoverySalt);
  return { recoveryKey, recoverySalt, recoveryWrapped: await wrapDataKey(dataKey, rk) };
}

/** Writes new wrappings; this tab stays unlocked, every other tab locks (see ensureVaultChecked). */
export async function writeWrappings(meta: MetaRow, changes: Partial<MetaRow>): Promise<void> {
  const previous = myStamp.value;
  myStamp.value = wrappingsStamp({ ...meta, ...changes });
  try {
    await db.meta.update('vault', changes);
  } catch (err) {
    myStamp.value = previous;
    throw err;
  }
  postToTabs({ type: 'lock', reason: 'changed' });
}

export async function openExtractable(meta: MetaRow, passphrase: string): Promise<CryptoKey> {
  checkStoredMeta(meta, 'passphrase');
  try {
    return await unwrapDataKey(meta.passphraseWrapped, await deriveFromPassphrase(passphrase, meta.kdf), true);
  } catch {
    throw new WrongPassphrase();
  }
}
