import { catalog } from '../../ui/i18n';

/** The My Data page's words (cards, toasts, the vault's errors it shows); docs/i18n.md. */
export const myDataMessages = catalog(() => import('../../content/messages/my-data/compiled/es.js'));
