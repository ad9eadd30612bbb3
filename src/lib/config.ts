/**
 * Every setting the app reads from VITE_* variables (see README.md and .env.example).
 * Empty strings count as "not configured".
 */
// Each variable is named in full (import.meta.env.VITE_X): referring to the whole
// import.meta.env object would inline every VITE_* value, Supabase's included.
const env = {
  VITE_SITE_URL: import.meta.env.VITE_SITE_URL,
  VITE_CHATBOT_URL: import.meta.env.VITE_CHATBOT_URL,
  VITE_VIDEO_EMBED_ORIGIN: import.meta.env.VITE_VIDEO_EMBED_ORIGIN,
  VITE_SUPPORT_EMAIL: import.meta.env.VITE_SUPPORT_EMAIL,
  VITE_STORIES_EMAIL: import.meta.env.VITE_STORIES_EMAIL,
  VITE_FORUM_URL: import.meta.env.VITE_FORUM_URL,
  VITE_NEWSLETTER_URL: import.meta.env.VITE_NEWSLETTER_URL,
  VITE_CHECKOUT_URL_THE_ULTIMATE_DOCUMENT_BUNDLE: import.meta.env.VITE_CHECKOUT_URL_THE_ULTIMATE_DOCUMENT_BUNDLE,
  VITE_CHECKOUT_URL_CO_PARENTING_COMMUNICATION_SCRIPTS: import.meta.env.VITE_CHECKOUT_URL_CO_PARENTING_COMMUNICATION_SCRIPTS,
  VITE_CHECKOUT_URL_FINANCIAL_PLANNING_TOOLKIT: import.meta.env.VITE_CHECKOUT_URL_FINANCIAL_PLANNING_TOOLKIT,
  VITE_CHECKOUT_URL_COURT_PREPARATION_GUIDE: import.meta.env.VITE_CHECKOUT_URL_COURT_PREPARATION_GUIDE,
  VITE_SOCIAL_TWITTER: import.meta.env.VITE_SOCIAL_TWITTER,
  VITE_SOCIAL_INSTAGRAM: import.meta.env.VITE_SOCIAL_INSTAGRAM,
  VITE_SOCIAL_FACEBOOK: import.meta.env.VITE_SOCIAL_FACEBOOK,
  VITE_SOCIAL_TIKTOK: import.meta.env.VITE_SOCIAL_TIKTOK,
  VITE_SOCIAL_YOUTUBE: import.meta.env.VITE_SOCIAL_YOUTUBE,
  VITE_QUICK_EXIT_URL: import.meta.env.VITE_QUICK_EXIT_URL,
};

function clean(value: string | undefined): string {
  return (value ?? '').trim();
}

/** Where the quick exit goes when no valid http(s) address is configured: an ordinary weather site. */
export const DEFAULT_QUICK_EXIT_URL = 'https://weather.com/';

/** The configured quick-exit address when it is a valid http(s) URL, else the default. */
export function quickExitUrlFrom(value: string | undefined): string {
  const v = clean(value);
  try {
    const u = new URL(v);
    if (u.protocol === 'https:' || u.protocol === 'http:') return u.href;
  } catch {
    /* not an address */
  }
  return DEFAULT_QUICK_EXIT_URL;
}

export const config = {
  siteUrl: clean(env.VITE_SITE_URL).replace(/\/+$/, ''),
  chatbotUrl: clean(env.VITE_CHATBOT_URL),
  videoEmbedOrigin: clean(env.VITE_VIDEO_EMBED_ORIGIN),
  supportEmail: clean(env.VITE_SUPPORT_EMAIL) || 'support@evenground.app',
  storiesEmail: clean(env.VITE_STORIES_EMAIL) || clean(env.VITE_SUPPORT_EMAIL) || 'stories@evenground.app',
  forumUrl: clean(env.VITE_FORUM_URL),
  quickExitUrl: quickExitUrlFrom(env.VITE_QUICK_EXIT_URL),
  newsletterUrl: clean(env.VITE_NEWSLETTER_URL),
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

/** A <meta> written into index.html at build time (see vite.config.ts, modePlugin). */
export function pageMeta(name: string): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '';
}

/**
 * Connected mode: both Supabase settings were present at build time. Read from the page,
 * not from the JavaScript, so the shell is identical in both modes; the address and key
 * themselves are read only in the lazy sync chunk (src/sync/settings.ts).
 */
export const connectedMode = pageMeta('evenground-mode') === 'connected';

/** The canonical site address: VITE_SITE_URL, else the page's own origin. */
export function siteUrl(): string {
  if (config.siteUrl) return config.siteUrl;
  return typeof location !== 'undefined' ? location.origin : '';
}
