import { catalog } from '../../ui/i18n';

/** The quiz pages' words (docs/i18n.md). */
export const quizMessages = catalog(() => import('../../content/messages/quizzes/compiled/es.js'));

/** The quizzes themselves in Spanish: titles, badges, result profiles and the bundled questions. */
export const quizBankMessages = catalog(() => import('../../content/quizzes.es'));
