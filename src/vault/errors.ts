/**
 * Typed vault errors. Each `.message` is a plain sentence a parent can act on; screens
 * may show it as it is.
 */
export class VaultError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The vault exists but is locked: unlock it with the passphrase first. */
export class VaultLocked extends VaultError {
  constructor() {
    super('Your data is locked. Unlock it with your passphrase to continue.');
  }
}

/** No vault has been created on this device yet. */
export class VaultNotCreated extends VaultError {
  constructor() {
    super('There is no protected storage on this device yet. Create a passphrase to start saving.');
  }
}

/** The passphrase (or recovery key) did not open the vault. Nothing was changed. */
export class WrongPassphrase extends VaultError {
  constructor(what: 'passphrase' | 'recovery key' | 'backup' = 'passphrase') {
    super(
      what === 'passphrase'
        ? 'That passphrase is not correct. Nothing was changed. Check for typing mistakes and try again.'
        : what === 'recovery key'
          ? 'That recovery key is not correct. Nothing was changed. Check it against your saved copy and try again.'
          : 'That passphrase does not open this backup. Use the passphrase that protected the data when the backup was made. Nothing was changed.',
    );
  }
}

/**
 * The data key was replaced (in another window, or by a restore) after this change was
 * encrypted, and this window no longer holds the current key: nothing was stored.
 */
export class KeyReplaced extends VaultError {
  constructor() {
    super(
      'This change was not saved because the encryption key was replaced in another EvenGround window (or a backup was restored). Everything saved before is safe. Unlock again, then save the change.',
    );
  }
}

/** One stored record could not be read or did not pass its checks. Others are unaffected. */
export class RecordDamaged extends VaultError {
  readonly kind: string;
  readonly id: string;
  constructor(kind: string, id: string, detail?: string) {
    super(
      `This saved item could not be read and was not shown, so nothing wrong is displayed. Your other saved items are not affected.${
        detail ? ` (${detail})` : ''
      }`,
    );
    this.kind = kind;
    this.id = id;
  }
}

/** The value given to saveRecord did not pass its kind's checks; nothing was saved. */
export class RecordInvalid extends VaultError {
  constructor(label: string, detail: string) {
    super(`This ${label} could not be saved because some of it is not in the expected form (${detail}). Nothing was changed.`);
  }
}

/** The browser refused to store more. What was saved before is still there. */
export class QuotaExceeded extends VaultError {
  constructor() {
    super(
      'This device has run out of storage space for EvenGround, so the latest change was not saved. Everything saved before is still safe. Free some space (or delete old items on "Your data on this device") and save again.',
    );
  }
}

/** A backup file is not a complete, unchanged EvenGround backup. Nothing was changed. */
export class BackupInvalid extends VaultError {
  constructor(detail = 'it is incomplete or has been changed') {
    super(`This file cannot be used as an EvenGround backup: ${detail}. Nothing on this device was changed.`);
  }
}

export function isQuotaError(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const name = (e as { name?: unknown }).name;
    if (name === 'QuotaExceededError') return true;
    e = (e as { inner?: unknown; cause?: unknown }).inner ?? (e as { cause?: unknown }).cause;
  }
  return false;
}
