// The coach pages in the app's language (docs/i18n.md, "The coach"). The coach's words stay
// English in its modules (engine.ts, src/content/crisis, src/content/crisisLines.ts); in Spanish
// the page fetches the coach area's Spanish catalog (src/content/messages/coach, its own chunk,
// so an English visit downloads no Spanish) and says each English text in Spanish. The help
// lines' Spanish options come from the same catalog: a line's label and its address are looked
// up like any text, so "Text 988" becomes "Enviar AYUDA al 988" at sms:988?body=AYUDA.
import { lineActions, type HelpLine } from '../../content/crisisLines';

/**
 * Where the app remembers the language: the same key as src/lib/storageKeys.ts LANG_KEY
 * (tests/unit/coach-spanish.test.ts checks), written here because the coach pages import
 * nothing from the app's code (vite.config.ts COACH_MODULE; docs/coach-crisis.md).
 */
export const COACH_LANG_KEY = 'eg-lang';

/** Spanish when the address says `?lang=es`, or the app remembered Spanish on this device. */
function spanishChosen(): boolean {
  const fromAddress = new URLSearchParams(location.search).get('lang');
  if (fromAddress) return fromAddress === 'es';
  try {
    return localStorage.getItem(COACH_LANG_KEY) === 'es';
  } catch {
    return false;
  }
}

/** Says an English text of the coach in the page's language; `lang` is 'es' on a Spanish page. */
export interface Say {
  (english: string): string;
  readonly lang?: 'es';
}

const english: Say = (text) => text;

/**
 * The page's language (the app's choice: `?lang=es` or remembered) and its words; sets `<html lang>`.
 * With `limitMs`, Spanish words that have not arrived by then (a hung request) are given up and
 * the page goes on in English (main.ts: the page, its lines included, never waits for ever).
 */
export async function coachWords(limitMs?: number): Promise<Say> {
  if (!spanishChosen()) return english;
  const load = (async () => {
    try {
      // The catalog is emitted as a file of its own and imported by its address, so the coach
      // pages need no loader from the app's code (a bundled import() would bring the app's entry).
      const address = new URL('../../content/messages/coach/compiled/es.js', import.meta.url).href;
      const { default: spanish } = (await import(
        /* @vite-ignore */ address
      )) as typeof import('../../content/messages/coach/compiled/es.js');
      return spanish;
    } catch {
      // The Spanish could not be read (a failed update): the coach answers in English.
      return null;
    }
  })();
  const spanish = await (limitMs === undefined
    ? load
    : Promise.race([load, new Promise<null>((resolve) => setTimeout(() => resolve(null), limitMs))]));
  if (!spanish) return english;
  document.documentElement.lang = 'es';
  const say = (text: string) => {
    const es = spanish.get(text);
    return typeof es === 'string' ? es : text;
  };
  return Object.assign(say, { lang: 'es' as const });
}

/**
 * The help lines in the page's language, with their Spanish options in Spanish; on a Spanish
 * page a line's options only in Spanish (its Spanish chat) follow its call and text links. Session 29:
 * `spanish` (the parent wrote in Spanish, engine.ts `Answer.spanish`) offers them on an English page too.
 */
export function linesIn(say: Say, lines: readonly HelpLine[], spanish = false): HelpLine[] {
  const lang = spanish ? 'es' : (say.lang ?? 'en');
  return lines.map((line) => ({
    ...line,
    name: say(line.name),
    actions: lineActions(line, lang).map((a) => ({ label: say(a.label), href: say(a.href) })),
  }));
}

/** The page's own words: its title, the texts marked data-say, every aria-label and placeholder. */
export function sayPage(doc: Document, say: Say): void {
  doc.title = say(doc.title);
  for (const el of doc.querySelectorAll<HTMLElement>('[data-say]'))
    el.textContent = say((el.textContent ?? '').replace(/\s+/g, ' ').trim());
  for (const attr of ['aria-label', 'placeholder']) {
    for (const el of doc.querySelectorAll(`[${attr}]`)) el.setAttribute(attr, say(el.getAttribute(attr) ?? ''));
  }
}
