/**
 * The settings the shell itself reads (the quick exit, the footer's social links, the mode,
 * the site address), apart from the rest of src/lib/config.ts, which only some pages need:
 * a first visit downloads these alone (docs/performance.md). Empty strings count as "not
 * configured". Each variable is named in full (import.meta.env.VITE_X) where it is read, as
 * in config.ts.
 */

export function clean(value: string | undefined): string {
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

/** Where the quick exit goes (VITE_QUICK_EXIT_URL, else the default). */
export const quickExitUrl = quickExitUrlFrom(import.meta.env.VITE_QUICK_EXIT_URL);

/** The site address without a trailing slash (VITE_SITE_URL), or '' when not configured. */
export const configuredSiteUrl = clean(import.meta.env.VITE_SITE_URL).replace(/\/+$/, '');

/** The footer's social links: each configured address, or ''. */
export const social = {
  twitter: clean(import.meta.env.VITE_SOCIAL_TWITTER),
  instagram: clean(import.meta.env.VITE_SOCIAL_INSTAGRAM),
  facebook: clean(import.meta.env.VITE_SOCIAL_FACEBOOK),
  tiktok: clean(import.meta.env.VITE_SOCIAL_TIKTOK),
  youtube: clean(import.meta.env.VITE_SOCIAL_YOUTUBE),
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
  if (configuredSiteUrl) return configuredSiteUrl;
  return typeof location !== 'undefined' ? location.origin : '';
}
