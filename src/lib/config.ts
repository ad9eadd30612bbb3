/**
 * Every setting the app reads from VITE_* variables (see README.md and .env.example).
 * Empty strings count as "not configured".
 */
const env = import.meta.env;

function clean(value: string | undefined): string {
  return (value ?? '').trim();
}

export const config = {
  siteUrl: clean(env.VITE_SITE_URL).replace(/\/+$/, ''),
  supabaseUrl: clean(env.VITE_SUPABASE_URL),
  supabaseAnonKey: clean(env.VITE_SUPABASE_ANON_KEY),
  chatbotUrl: clean(env.VITE_CHATBOT_URL),
  videoEmbedOrigin: clean(env.VITE_VIDEO_EMBED_ORIGIN),
  supportEmail: clean(env.VITE_SUPPORT_EMAIL) || 'support@evenground.app',
  storiesEmail: clean(env.VITE_STORIES_EMAIL) || clean(env.VITE_SUPPORT_EMAIL) || 'stories@evenground.app',
  forumUrl: clean(env.VITE_FORUM_URL),
  checkoutUrls: {
    'the-ultimate-document-bundle': clean(env.VITE_CHECKOUT_URL_THE_ULTIMATE_DOCUMENT_BUNDLE),
    'co-parenting-communication-scripts': clean(env.VITE_CHECKOUT_URL_CO_PARENTING_COMMUNICATION_SCRIPTS),
    'financial-planning-toolkit': clean(env.VITE_CHECKOUT_URL_FINANCIAL_PLANNING_TOOLKIT),
    'court-preparation-guide': clean(env.VITE_CHECKOUT_URL_COURT_PREPARATION_GUIDE),
  } as Record<string, string>,
  social: {
    twitter: clean(env.VITE_SOCIAL_TWITTER),
    instagram: clean(env.VITE_SOCIAL_INSTAGRAM),
    facebook: clean(env.VITE_SOCIAL_FACEBOOK),
    tiktok: clean(env.VITE_SOCIAL_TIKTOK),
    youtube: clean(env.VITE_SOCIAL_YOUTUBE),
  },
};

/** Connected mode: both Supabase settings present. */
export const connectedMode = Boolean(config.supabaseUrl && config.supabaseAnonKey);

/** The canonical site address: VITE_SITE_URL, else the page's own origin. */
export function siteUrl(): string {
  if (config.siteUrl) return config.siteUrl;
  return typeof location !== 'undefined' ? location.origin : '';
}
