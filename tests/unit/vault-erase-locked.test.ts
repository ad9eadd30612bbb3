// Erasing while locked needs the passphrase or the recovery key: whoever holds the device
// cannot destroy a parent's records by typing ERASE.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/vault/db';
import { createVault, eraseEverything } from '../../src/vault/vault';
import { CLEAR_SITE_DATA_HELP, ERASE_NOT_PROVEN, eraseWithPassphraseOrRecoveryKey } from '../../src/vault/erase';
import { lock } from '../../src/vault/lock';
import { cheapPbkdf2 } from './cheapKdf';

// PBKDF2 at one iteration here (cheapKdf.ts); vault-kdf-cost.test.ts proves the real 600,000.
cheapPbkdf2();

vi.setConfig({ testTimeout: 120_000 });

const PASS = 'correct horse battery staple';
let recoveryKey = '';

beforeEach(async () => {
  await eraseEverything();
  recoveryKey = await createVault(PASS);
  lock();
});

describe('erase while locked', () => {
  it('a wrong passphrase (or none) erases nothing', async () => {
    for (const secret of ['', 'not the passphrase at all', 'AAAA-BBBB-CCCC-DDDD-EEEE-FFFF-GGGG-HHHH']) {
      await expect(eraseWithPassphraseOrRecoveryKey(secret)).rejects.toThrow(ERASE_NOT_PROVEN);
    }
    expect(await db.meta.count()).toBe(1);
  });

  it('the passphrase erases everything', async () => {
    await eraseWithPassphraseOrRecoveryKey(PASS);
    expect(await db.meta.count()).toBe(0);
  });

  it('the recovery key, as a person may type it, erases everything', async () => {
    await eraseWithPassphraseOrRecoveryKey(` ${recoveryKey.toLowerCase().replace(/-/g, ' ')} `);
    expect(await db.meta.count()).toBe(0);
  });

  it('tells a parent who lost both how to clear the site data in the browser, in plain words', () => {
    expect(CLEAR_SITE_DATA_HELP).toContain("open the browser's settings, find the stored data for this site");
    expect(CLEAR_SITE_DATA_HELP).not.toMatch(/IndexedDB|localStorage|cache|config/i);
  });
});
