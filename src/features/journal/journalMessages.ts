import { catalog } from '../../ui/i18n';

/** The journal's words (screens, toasts, field errors, attachments, the report and its PDF); docs/i18n.md. */
export const journalMessages = catalog(() => import('../../content/messages/journal/compiled/es.js'));
