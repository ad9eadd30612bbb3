import { catalog } from '../../ui/i18n';

/** The child support estimator's words: its form, field errors, toasts, quick estimate, each state's worksheet and notes, the worksheet PDF; docs/i18n.md. */
export const csMessages = catalog(() => import('../../content/messages/child-support/compiled/es.js'));
