import { catalog } from '../../ui/i18n';

/**
 * The vault steps' words (create, recovery key, unlock, lock), and with them the passphrase
 * strength verdicts' built texts (the passphrase area, src/vault/passphrase.ts): one Spanish
 * download for both, so the strength hint never waits on a second one; docs/i18n.md.
 */
export const vaultMessages = catalog(() =>
  Promise.all([
    import('../../content/messages/vault/compiled/es.js'),
    import('../../content/messages/passphrase/compiled/es.js'),
  ]).then(([vault, passphrase]) => ({
    default: { get: (english: string) => vault.default.get(english) ?? passphrase.default.get(english) },
  })),
);
