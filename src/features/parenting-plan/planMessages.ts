import { catalog } from '../../ui/i18n';

/** The parenting plan's words: its form's sections, labels and hints, the prefilled and preset wording, toasts and PDF; docs/i18n.md. */
export const planMessages = catalog(() => import('../../content/messages/parenting-plan/compiled/es.js'));
