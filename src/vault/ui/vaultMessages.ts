import { catalog } from '../../ui/i18n';

/** The vault steps' words (create, recovery key, unlock, lock); docs/i18n.md. */
export const vaultMessages = catalog(() => import('../../content/messages/vault/compiled/es.js'));
