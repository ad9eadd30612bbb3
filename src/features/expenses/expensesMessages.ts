import { catalog } from '../../ui/i18n';

/** The expense tracker's words (screens, toasts, PDF, CSV header); docs/i18n.md. */
export const expensesMessages = catalog(() => import('../../content/messages/expenses/compiled/es.js'));
