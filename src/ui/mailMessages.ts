import { catalog } from './i18n';

/** The words of the question after a form is handed to the mail app (src/ui/MailHandoff.tsx); docs/i18n.md. */
export const mailMessages = catalog(() => import('../content/messages/mail/compiled/es.js'));
