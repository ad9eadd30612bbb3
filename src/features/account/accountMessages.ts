import { catalog } from '../../ui/i18n';

/** The account screens' words (log in, sign up, profile, password reset and update, the local-mode notice); docs/i18n.md. */
export const accountMessages = catalog(() => import('../../content/messages/account/compiled/es.js'));
