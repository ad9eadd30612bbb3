import { catalog } from '../../ui/i18n';

/** The About and contact page's words (mission, values, team, contact form and its messages); docs/i18n.md. */
export const aboutMessages = catalog(() => import('../../content/messages/about/compiled/es.js'));
