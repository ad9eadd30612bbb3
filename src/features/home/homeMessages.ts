import { catalog } from '../../ui/i18n';

/** The home page's words; docs/i18n.md. */
export const homeMessages = catalog(() => import('../../content/messages/home/compiled/es.js'));
