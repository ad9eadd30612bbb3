import { catalog } from '../../ui/i18n';

/** The parenting-time calculator's words (screens, toasts, field messages, calendar, PDF, .ics); docs/i18n.md. */
export const parentingTimeMessages = catalog(() => import('../../content/messages/parenting-time/compiled/es.js'));
