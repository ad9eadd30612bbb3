import { catalog } from '../../ui/i18n';

/** The Insights & Guides page's words (docs/i18n.md). */
export const insightsMessages = catalog(() => import('../../content/messages/insights/compiled/es.js'));

/** Its tips, rights and rules in Spanish (src/content/insights.es.ts). */
export const insightsContentMessages = catalog(() => import('../../content/insights.es'));
