/**
 * Every setting the app reads from VITE_* variables (see README.md and .env.example).
 * Empty strings count as "not configured".
 */
// Each variable is named in full (import.meta.env.VITE_X) where it is read: referring to the
// whole import.meta.env object would inline every VITE_* value, Supabase's included, and an
// object keyed by the names would ship the names themselves (docs/performance.md).

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
  siteUrl: clean(import.meta.env.VITE_SITE_URL).replace(/\/+$/, ''),
  chatbotUrl: clean(import.meta.env.VITE_CHATBOT_URL),
  videoEmbedOrigin: clean(import.meta.env.VITE_VIDEO_EMBED_ORIGIN),
  supportEmail: clean(import.meta.env.VITE_SUPPORT_EMAIL) || 'support@evenground.app',
  storiesEmail:
    clean(import.meta.env.VITE_STORIES_EMAIL) || clean(import.meta.env.VITE_SUPPORT_EMAIL) || 'stories@evenground.app',
  forumUrl: clean(import.meta.env.VITE_FORUM_URL),
  quickExitUrl: quickExitUrlFrom(import.meta.env.VITE_QUICK_EXIT_URL),
  newsletterUrl: clean(import.meta.env.VITE_NEWSLETTER_URL),
  checkoutUrls: {
    'the-ultimate-document-bundle': clean(import.meta.env.VITE_CHECKOUT_URL_THE_ULTIMATE_DOCUMENT_BUNDLE),
    'co-parenting-communication-scripts': clean(import.meta.env.VITE_CHECKOUT_URL_CO_PARENTING_COMMUNICATION_SCRIPTS),
    'financial-planning-toolkit': clean(import.meta.env.VITE_CHECKOUT_URL_FINANCIAL_PLANNING_TOOLKIT),
    'court-preparation-guide': clean(import.meta.env.VITE_CHECKOUT_URL_COURT_PREPARATION_GUIDE),
  } as Record<string, string>,
  social: {
    twitter: clean(import.meta.env.VITE_SOCIAL_TWITTER),
    instagram: clean(import.meta.env.VITE_SOCIAL_INSTAGRAM),
    facebook: clean(import.meta.env.VITE_SOCIAL_FACEBOOK),
    tiktok: clean(import.meta.env.VITE_SOCIAL_TIKTOK),
    youtube: clean(import.meta.env.VITE_SOCIAL_YOUTUBE),
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
