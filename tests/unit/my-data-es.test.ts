import { describe, expect, it } from 'vitest';
import { readCatalog } from '../../scripts/i18n.mjs';
import myDataEs from '../../src/content/messages/my-data/compiled/es.js';
import * as myData from '../../src/content/messages/my-data/compiled/en.js';
import { english } from '../../src/lib/translate';
import { spanishTranslator } from '../spanishTranslator';
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

// Counts in "Your data on this device" (docs/i18n.md, "Plurals"): one item in the singular,
// others in the plural, chosen by Intl.PluralRules for each language (no "elemento(s)").
describe('my-data counts', () => {
  const es = spanishTranslator(myDataEs);
  it('says one item and many items in both languages', () => {
    expect([1, 3].map((imported) => es(myData.restored_replace, { imported }))).toEqual([
      '1 elemento restaurado.',
      '3 elementos restaurados.',
    ]);
    expect([1, 3].map((imported) => english(myData.restored_replace, { imported }))).toEqual([
      '1 item restored.',
      '3 items restored.',
    ]);
    expect(es(myData.restored_merge, { imported: 1, kept: 0 })).toBe(
      '1 elemento agregado o actualizado; 0 conservados porque este dispositivo tenía la misma versión o una más reciente.',
    );
    expect(es(myData.restored_merge, { imported: 4, kept: 1 })).toBe(
      '4 elementos agregados o actualizados; 1 conservado porque este dispositivo tenía la misma versión o una más reciente.',
    );
    expect(english(myData.restored_merge, { imported: 1, kept: 2 })).toBe(
      '1 item added or updated; 2 kept because this device had the same or a newer copy.',
    );
    expect(es(myData.legacy_unreadable, { count: 1 })).toBe(
      'No se pudo leer 1 elemento guardado por una versión anterior. Se conserva, cifrado, en “Datos guardados anteriores que no se pudieron leer”.',
    );
    expect(es(myData.legacy_unreadable, { count: 2 })).toBe(
      'No se pudieron leer 2 elementos guardados por una versión anterior. Se conservan, cifrados, en “Datos guardados anteriores que no se pudieron leer”.',
    );
    expect(english(myData.legacy_unreadable, { count: 1 })).toBe(
      '1 item saved by an older version could not be read. It is kept, encrypted, under "Older saved data that could not be read".',
    );
  });
});
