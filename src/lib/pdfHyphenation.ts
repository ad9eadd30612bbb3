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
  kit.Font.registerHyphenationCallback(pdfWordBreaks(syllables));
}

/**
 * The pieces the renderer may break `word` into at a line end. Names are never broken with a
 * hyphen (a parent's or a child's, a state, a court: "Ma-ximiliano", "Barto-lomé" were drawn in a
 * draft PDF at 360 px of text; session 20): a word that starts with a capital letter, in any
 * script, is given back whole (the renderer moves it to the next line); sentence-initial words
 * stay whole too, a small price. Addresses, e-mails, case numbers, phone numbers, amounts and
 * codes are never hyphenated either (technicalBreaks). Other words are broken by `syllables`.
 */
export function pdfWordBreaks(syllables: (word: string) => string[]): (word: string) => string[] {
  return (word) => {
    if (isTechnical(word)) return technicalBreaks(word);
    return /^\P{L}*\p{Lu}/u.test(word) ? [word] : syllables(word);
  };
}

/**
 * A token that holds a digit, '/', '@', ':', '_' or '.' inside it (not only as closing
 * punctuation): "https://…", "ana@example.org", "2027-FL-000123", "$1,250.00", "e.g.".
 */
function isTechnical(word: string): boolean {
  return /[\p{Nd}/@:_.]/u.test(word.replace(/[.,;:!?)\]}"'»”’]+$/u, ''));
}

/** Characters after which a long technical token may go on at the next line. */
const SEPARATORS = new Set(['/', '.', '-', '_', '@', '?', '&', '=']);

/**
 * Tokens of up to this many characters are kept whole, so they move to the next line like any
 * word: every piece offered is a break the line breaker takes as readily as a space (see below),
 * and "2027-FL-000123" or "(555) 123-4567" split for the look of a line would be harder to read.
 * Longer ones (web addresses, long e-mails and codes) are the ones that outgrow a narrow column.
 */
const KEEP_WHOLE = 16;

/**
 * Pieces of a technical token with an empty string between them. @react-pdf's text layout
 * (textkit wrapWords/getNodes) turns each piece into a box and puts a hyphen "penalty" between
 * two pieces that touch, and a break there draws a '-' after the first piece; an empty piece
 * becomes a zero-width glue instead and no penalty (it is falsy), so a break there adds nothing,
 * as after a space. A token is broken after its own separators (a run of them, so "https://"
 * stays whole); a stretch between separators longer than KEEP_WHOLE also between characters.
 */
export function technicalBreaks(word: string): string[] {
  if ([...word].length <= KEEP_WHOLE) return [word];
  const chars = [...word];
  const pieces: string[] = [];
  let piece = '';
  chars.forEach((c, i) => {
    piece += c;
    const next = chars[i + 1];
    if (next !== undefined && SEPARATORS.has(c) && !SEPARATORS.has(next)) {
      pieces.push(piece);
      piece = '';
    }
  });
  pieces.push(piece);
  const fine = pieces.flatMap((p) => ([...p].length > KEEP_WHOLE ? [...p] : [p]));
  return fine.flatMap((p, i) => (i === 0 ? [p] : ['', p]));
}
