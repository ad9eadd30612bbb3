/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  readonly VITE_CHATBOT_URL?: string;
  readonly VITE_VIDEO_EMBED_ORIGIN?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_STORIES_EMAIL?: string;
  readonly VITE_FORUM_URL?: string;
  readonly VITE_NEWSLETTER_URL?: string;
  readonly VITE_CHECKOUT_URL_THE_ULTIMATE_DOCUMENT_BUNDLE?: string;
  readonly VITE_CHECKOUT_URL_CO_PARENTING_COMMUNICATION_SCRIPTS?: string;
  readonly VITE_CHECKOUT_URL_FINANCIAL_PLANNING_TOOLKIT?: string;
  readonly VITE_CHECKOUT_URL_COURT_PREPARATION_GUIDE?: string;
  readonly VITE_SOCIAL_TWITTER?: string;
  readonly VITE_SOCIAL_INSTAGRAM?: string;
  readonly VITE_SOCIAL_FACEBOOK?: string;
  readonly VITE_SOCIAL_TIKTOK?: string;
  readonly VITE_SOCIAL_YOUTUBE?: string;
  readonly VITE_QUICK_EXIT_URL?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The words of each resource page, read from the pages' source at build time (scripts/search-text.mjs). */
declare module 'virtual:search-text' {
  export const SEARCH_TEXT: Readonly<Record<string, string>>;
}

/** The Spanish words of the translated resource pages (scripts/search-text.mjs), loaded only in Spanish. */
declare module 'virtual:search-text-es' {
  export const SEARCH_TEXT: Readonly<Record<string, string>>;
}
