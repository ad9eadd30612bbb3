import { catalog } from './i18n';

/** Words the tools' pages share (back link, Cancel, Start over, restored drafts, PDF lines); docs/i18n.md. */
export const toolsMessages = catalog(() => import('../content/messages/tools/compiled/es.js'));
