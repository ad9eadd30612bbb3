import { catalog } from '../../ui/i18n';

/** The Resource Hub's and the guides' frame words, and each resource's title and description (docs/i18n.md). */
export const resourceMessages = catalog(() => import('../../content/messages/resources/compiled/es.js'));

/** The quizzes' cards in Spanish, for the hub's quiz cards (src/content/quizCards.es.ts). */
export const quizCardMessages = catalog(() => import('../../content/quizCards.es'));
