import { catalog } from '../../ui/i18n';

/** The community page's words (forum, leaderboard, story form, drafts, toasts); docs/i18n.md. */
export const communityMessages = catalog(() => import('../../content/messages/community/compiled/es.js'));
