import { use, useSyncExternalStore } from 'react';
import { currentLang, onLangChange, setLang, type Lang } from '../lib/lang';
// Spanish: a Map from each English message to its Spanish, or, for the areas on a first visit to
// `/`, the same lookup keyed by a hash of the English (scripts/i18n.mjs, HASHED).
import { english, translatorOf, type Spanish, type Translate } from '../lib/translate';

/**
 * The screens' words in the language on screen (docs/i18n.md). Each area's messages are
 * compiled by scripts/i18n.mjs from src/content/messages/AREA/{en,es}.json: the English module
 * exports each message (a text, or a function for one with inputs) and the build writes the
 * texts in where they are used; the Spanish module, a chunk of its own fetched only when Spanish
 * is chosen, maps each English message to its Spanish one. A screen shows `t(en.some_id)`, or
 * `t(en.some_id, { points })` for a message with inputs ("{points} points").
 */
export type { Translate };

/** One area's Spanish, fetched when first needed. */
export interface Catalog {
  readonly es: () => Promise<{ default: Spanish }>;
}

const catalogs = new Set<Catalog>();
const ready = new Map<Catalog, Translate>();
const pending = new Map<Catalog, Promise<Translate>>();

function load(c: Catalog): Promise<Translate> {
  let p = pending.get(c);
  if (!p) {
    p = c.es().then(
      ({ default: spanish }) => {
        const t = translatorOf(spanish);
        ready.set(c, t);
        return t;
      },
      (error: unknown) => {
        pending.delete(c); // Asked again later, it tries again.
        throw error;
      },
    );
    pending.set(c, p);
  }
  return p;
}

/** Declares an area's catalog; switching to Spanish fetches the Spanish of every declared one first. */
export function catalog(es: Catalog['es']): Catalog {
  const c = { es };
  catalogs.add(c);
  return c;
}

/** Fetches the Spanish of the catalogs declared so far when `lang` is Spanish (before the first render). */
export function loadCatalogs(lang: Lang): Promise<unknown> {
  return lang === 'es' ? Promise.all([...catalogs].map(load)) : Promise.resolve();
}

/**
 * A chunk's import (a route, a pop-up, the chat panel) that resolves once the Spanish of every
 * area its modules declare is here, when Spanish is on screen: its screens then never wait on a
 * catalog after they are shown (useMessages, below, says why that matters).
 */
export function withCatalogs<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().then(async (chunk) => {
      await loadCatalogs(currentLang());
      return chunk;
    });
}

/** The language on screen, for components that format dates or numbers. */
export function useLang(): Lang {
  return useSyncExternalStore(onLangChange, currentLang, currentLang);
}

/**
 * The translator of an area for the language on screen. An area whose Spanish is not here yet
 * suspends to the nearest <Suspense> until it is. On a first render that is the route's
 * loading line, as meant; but a screen already shown must never suspend here: an update that
 * cannot wait (a click, a store read with useSyncExternalStore) makes React hide the whole
 * route behind its loading line and run the layout effects' cleanups of everything in it,
 * as if unmounted. The try-first gate keeps its host in a layout effect, so the protect step
 * asked for by "Proteger mi trabajo" lost its host, unmounted, and closed itself: the step
 * never came back, with no error (docs/i18n.md, session 16). Hence every chunk is imported
 * through withCatalogs, and switchLang loads every declared area before the switch.
 */
export function useMessages(c: Catalog): Translate {
  const lang = useLang();
  if (lang === 'en') return english;
  return ready.get(c) ?? use(load(c));
}

/** Switches language once the new language's words are here, so nothing on screen falls back to a loading line. */
export async function switchLang(lang: Lang): Promise<void> {
  try {
    await loadCatalogs(lang);
  } catch {
    return; // The Spanish chunk could not be fetched (offline before it was cached): stay as is.
  }
  setLang(lang);
}
