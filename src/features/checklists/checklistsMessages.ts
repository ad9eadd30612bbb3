import { catalog } from '../../ui/i18n';

/** The checklists' words: both lists' tasks and details, their screens and toasts; docs/i18n.md. */
export const checklistsMessages = catalog(() => import('../../content/messages/checklists/compiled/es.js'));
