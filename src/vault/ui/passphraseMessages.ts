import { catalog } from '../../ui/i18n';

/**
 * The passphrase strength verdicts' built texts (src/vault/passphrase.ts), an area of their own:
 * its Spanish is here before a page with a new-passphrase field renders (withCatalogs,
 * src/ui/i18n.ts), so opening the protect step never waits on it; docs/i18n.md, session 16.
 */
export const passphraseMessages = catalog(() => import('../../content/messages/passphrase/compiled/es.js'));
