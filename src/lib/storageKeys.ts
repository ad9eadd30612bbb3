/**
 * Names of the few things EvenGround keeps in the browser's own storage, outside the vault:
 * choices and marks that say nothing about the parent (nothing typed, nothing about the
 * case). One list, so the app and its tests cannot drift apart.
 */

/** localStorage: the cookie banner's answer, `{ accepted, timestamp }`. */
export const COOKIE_CONSENT_KEY = 'cookie-consent';
/** sessionStorage: '1' once the newsletter pop-up was shown or closed in this tab. */
export const NEWSLETTER_DISMISSED_KEY = 'newsletter-dismissed';
/** sessionStorage: the app version (entry script address) that reloaded itself after a page chunk failed to load. */
export const PRELOAD_RELOAD_KEY = 'eg-preload-reloaded';
/** localStorage: the auto-lock time in minutes (not secret). */
export const AUTO_LOCK_MINUTES_KEY = 'evenground-vault-auto-lock-minutes';
/** localStorage: 'plain' when downloads get neutral names and the app installs as "Notes" (src/lib/downloadNames.ts). */
export const DISCRETION_KEY = 'eg-names';
/** sessionStorage: '1' in a tab the quick exit left, so Back does not show the app again. */
export const QUICK_EXIT_KEY = 'evenground-quick-exit';

/**
 * localStorage: the earlier app's plaintext saves. Read once when the vault is created or
 * unlocked, moved into the vault and removed (src/vault/legacy.ts); never written.
 */
export const LEGACY_AFFIDAVIT_KEY = 'financialAffidavitData';
export const LEGACY_PARENTING_PLAN_KEY = 'parentingPlanProgress';
export const LEGACY_DIVORCE_CHECKLIST_KEY = 'divorceChecklistProgress';
export const LEGACY_COURT_PREP_CHECKLIST_KEY = 'courtPrepChecklistProgress';
export const LEGACY_EXPENSE_SHEET_KEY = 'expenseTrackerSheet';

/**
 * localStorage: 'yes' or 'no', the parent's answer to the message coach's offer to download its
 * tone check (src/features/message-coach/useCoach.ts).
 */
export const TONE_DOWNLOAD_KEY = 'eg-tone-download';
/** localStorage: 'en' or 'es', the language the parent chose or the first visit found (src/lib/lang.ts). */
export const LANG_KEY = 'eg-lang';
