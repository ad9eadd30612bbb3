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
  kit.Font.registerHyphenationCallback(syllables);
}
