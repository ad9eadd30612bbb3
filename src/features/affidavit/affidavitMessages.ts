import { catalog } from '../../ui/i18n';

/** The financial affidavit's words: its form's sections and labels, screens, toasts and PDF; docs/i18n.md. */
export const affidavitMessages = catalog(() => import('../../content/messages/affidavit/compiled/es.js'));
