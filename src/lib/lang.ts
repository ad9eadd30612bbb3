import { LANG_KEY } from './storageKeys';

/**
 * The language of the screens (docs/i18n.md). English is the default; Spanish is taken from
 * `?lang=es` in the address, else from the choice remembered on this device, else, on the
 * first visit only, from the browser's languages. The choice is a plain preference like
 * Discretion's: it names nothing about the parent.
 */
export type Lang = 'en' | 'es';

/** The query parameter that carries the language in a shared address: `/?lang=es`. */
const LANG_PARAM = 'lang';

const listeners = new Set<() => void>();
let current: Lang = 'en';

function asLang(value: string | null | undefined): Lang | undefined {
  return value === 'en' || value === 'es' ? value : undefined;
}

function stored(): Lang | undefined {
  try {
    return asLang(localStorage.getItem(LANG_KEY));
  } catch {
    return undefined;
  }
}

function remember(lang: Lang): void {
  try {
    localStorage.setItem(LANG_KEY, lang);
  } catch {
    // A browser that refuses storage keeps the language for this visit only.
  }
}

/** The first of the browser's languages that is English or Spanish decides ('es-MX' → 'es'). */
export function fromBrowser(languages: readonly string[]): Lang {
  for (const tag of languages) {
    const base = asLang(tag.toLowerCase().split('-')[0]);
    if (base) return base;
  }
  return 'en';
}

/**
 * The language for this visit. A language named in the address, or Spanish taken from the
 * browser, is remembered, so the browser's languages count on the first visit only. A plain
 * English visit writes nothing: the tools that promise to store nothing (the estimator) keep
 * that promise on a device that never chose a language.
 */
export function chooseLang(search: string, languages: readonly string[]): Lang {
  const fromAddress = asLang(new URLSearchParams(search).get(LANG_PARAM));
  const remembered = stored();
  const lang = fromAddress ?? remembered ?? fromBrowser(languages);
  if (fromAddress !== undefined || (remembered === undefined && lang !== 'en')) remember(lang);
  current = lang;
  document.documentElement.lang = lang;
  return lang;
}

/** English for this visit only, when the Spanish words could not be fetched; the remembered choice stays. */
export function englishForNow(): void {
  current = 'en';
  document.documentElement.lang = 'en';
}

/** The language of the screens now. */
export function currentLang(): Lang {
  return current;
}

/** Switches the screens to `lang`, remembers it on this device and tells the listeners. */
export function setLang(lang: Lang): void {
  remember(lang);
  if (lang === current) return;
  current = lang;
  document.documentElement.lang = lang;
  // The address says the language, so a page shared or saved from here opens in it.
  const url = new URL(location.href);
  if (lang === 'es') url.searchParams.set(LANG_PARAM, lang);
  else url.searchParams.delete(LANG_PARAM);
  history.replaceState(history.state, '', url);
  for (const l of listeners) l();
}

/** Calls `listener` whenever the language changes; returns the unsubscribe. */
export function onLangChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
