/**
 * Every setting the app reads from VITE_* variables (see README.md and .env.example).
 * Empty strings count as "not configured". The shell's own settings are in
 * src/lib/shellConfig.ts (the shell imports them from there, so a first visit does not
 * download the rest); this module repeats them for the pages.
 */
// Each variable is named in full (import.meta.env.VITE_X) where it is read: referring to the
// whole import.meta.env object would inline every VITE_* value, Supabase's included, and an
// object keyed by the names would ship the names themselves (docs/performance.md).
import { clean, configuredSiteUrl, quickExitUrl, social } from './shellConfig';

export { DEFAULT_QUICK_EXIT_URL, connectedMode, pageMeta, quickExitUrlFrom, siteUrl } from './shellConfig';

export const config = {
  siteUrl: configuredSiteUrl,
  chatbotUrl: clean(import.meta.env.VITE_CHATBOT_URL),
  videoEmbedOrigin: clean(import.meta.env.VITE_VIDEO_EMBED_ORIGIN),
  supportEmail: clean(import.meta.env.VITE_SUPPORT_EMAIL) || 'support@evenground.app',
  storiesEmail:
    clean(import.meta.env.VITE_STORIES_EMAIL) || clean(import.meta.env.VITE_SUPPORT_EMAIL) || 'stories@evenground.app',
  forumUrl: clean(import.meta.env.VITE_FORUM_URL),
  quickExitUrl,
  newsletterUrl: clean(import.meta.env.VITE_NEWSLETTER_URL),
  checkoutUrls: {
    'the-ultimate-document-bundle': clean(import.meta.env.VITE_CHECKOUT_URL_THE_ULTIMATE_DOCUMENT_BUNDLE),
    'co-parenting-communication-scripts': clean(import.meta.env.VITE_CHECKOUT_URL_CO_PARENTING_COMMUNICATION_SCRIPTS),
    'financial-planning-toolkit': clean(import.meta.env.VITE_CHECKOUT_URL_FINANCIAL_PLANNING_TOOLKIT),
    'court-preparation-guide': clean(import.meta.env.VITE_CHECKOUT_URL_COURT_PREPARATION_GUIDE),
  } as Record<string, string>,
  social,
};
