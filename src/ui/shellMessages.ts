import { catalog } from './i18n';

/** The shell's words (header, footer, Quick exit, banners, 404); docs/i18n.md. */
export const shellMessages = catalog(() => import('../content/messages/shell/compiled/es.js'));
