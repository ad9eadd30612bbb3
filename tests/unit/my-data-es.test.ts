import { describe, expect, it } from 'vitest';
import { readCatalog } from '../../scripts/i18n.mjs';
import { KNOWN_KIND_LABELS } from '../../src/vault/kinds';
import { CLEAR_SITE_DATA_HELP, ERASE_NOT_PROVEN } from '../../src/vault/erase';
import { ROTATION_FAILED } from '../../src/vault/rekey';
import { BackupInvalid, QuotaExceeded, VaultLocked, WrongPassphrase } from '../../src/vault/errors';

// "Your data on this device" in Spanish (docs/i18n.md): the texts it shows that come from the
// vault's code (the kinds' names, the erase help, the errors it throws) are looked up by their
// English in the my-data catalog, so each must be there word for word, or it would show in English.
describe('my-data catalog', () => {
  const english = new Set(Object.values(readCatalog('my-data', 'en') as Record<string, string>));
  const vault = new Set(Object.values(readCatalog('vault', 'en') as Record<string, string>));

  it('has every kind name the table shows', () => {
    expect(Object.values(KNOWN_KIND_LABELS).filter((label) => !english.has(label))).toEqual([]);
  });

  it('has the erase help and the errors the cards show (the wrong passphrase and key are the vault area’s)', () => {
    const texts = [
      CLEAR_SITE_DATA_HELP,
      ERASE_NOT_PROVEN,
      ROTATION_FAILED,
      new WrongPassphrase('backup').message,
      new VaultLocked().message,
      new QuotaExceeded().message,
    ];
    expect(texts.filter((text) => !english.has(text))).toEqual([]);
    expect(vault.has(new WrongPassphrase().message)).toBe(true);
    expect(vault.has(new WrongPassphrase('recovery key').message)).toBe(true);
  });

  it('has the pattern of an unusable backup file and its usual reasons', () => {
    const pattern = readCatalog('my-data', 'en').backup_invalid as string;
    const detail = 'it is incomplete or has been changed';
    expect(pattern.replace('{detail}', detail)).toBe(new BackupInvalid().message);
    expect(english.has(detail)).toBe(true);
    expect(english.has('it is not an EvenGround backup')).toBe(true);
  });
});
