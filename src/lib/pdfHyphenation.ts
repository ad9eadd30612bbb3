import type { Font } from '@react-pdf/renderer';
import { syllables as englishSyllables } from '@react-pdf/hyphenate/en-us';
import type { Lang } from './lang';

/**
 * Breaks words at line ends by the rules of `lang`: the renderer's own default is English
 * (it split "prog-enitor" in a Spanish PDF; Spanish syllables are pro-ge-ni-tor). Spanish
 * patterns are fetched only for a Spanish PDF; docs/i18n.md, session 16.
 */
export async function hyphenateFor(kit: { Font: typeof Font }, lang: Lang): Promise<void> {
  const words = lang === 'es' ? (await import('@react-pdf/hyphenate/es')).syllables : englishSyllables;
  kit.Font.registerHyphenationCallback(words);
}
