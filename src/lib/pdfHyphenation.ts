import type { Font } from '@react-pdf/renderer';
import type { Lang } from './lang';

/**
 * Breaks words at line ends by the rules of `lang`: the renderer's own default is English
 * (it split "prog-enitor" in a Spanish PDF; Spanish syllables are pro-ge-ni-tor). Both pattern
 * sets are imported here, when a PDF is built, never with the page: the English ones are the
 * renderer's own (its chunk already holds them), the Spanish ones are fetched only for a Spanish
 * PDF; docs/i18n.md, session 16.
 */
export async function hyphenateFor(kit: { Font: typeof Font }, lang: Lang): Promise<void> {
  const { syllables } = lang === 'es' ? await import('@react-pdf/hyphenate/es') : await import('@react-pdf/hyphenate/en-us');
  kit.Font.registerHyphenationCallback(keepingNames(syllables));
}

/**
 * A name is never broken with a hyphen (a parent's or a child's, a state, a court: "Ma-ximiliano",
 * "Barto-lomé" were drawn in a draft PDF at 360 px of text; session 20). A word that starts with
 * a capital letter, in any script, is given back whole (the renderer moves it to the next line);
 * the rest are broken by `syllables`. Sentence-initial words stay whole too: a small price.
 */
function keepingNames(syllables: (word: string) => string[]): (word: string) => string[] {
  return (word) => (/^\P{L}*\p{Lu}/u.test(word) ? [word] : syllables(word));
}
