/** Shortest passphrase accepted, in characters as a person counts them (grapheme clusters, NFC). */
export const MIN_PASSPHRASE_LENGTH = 12;

export const PASSPHRASE_INVISIBLE =
  'A passphrase needs letters, digits or symbols you can see: spaces and invisible characters alone cannot protect your data.';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
/** Characters nobody sees: controls (NUL…), format characters (zero-width space, joiners) and other ignorables. */
const HIDDEN = /^[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]+$/u;
const BLANK = /^[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]+$/u;

function clusters(p: string): string[] {
  return Array.from(graphemes.segment(p.normalize('NFC')), (s) => s.segment);
}

/**
 * Length as a person counts it: what is seen as one character (an emoji family, a letter
 * with its accents) counts once (Intl.Segmenter grapheme clusters); characters nobody sees
 * (zero-width spaces, NUL and other controls) do not count. Spaces count.
 */
export function passphraseLength(p: string): number {
  return clusters(p).filter((c) => !HIDDEN.test(c)).length;
}

/** True when nothing in `p` can be seen: only spaces, zero-width characters or controls. */
export function passphraseInvisible(p: string): boolean {
  return clusters(p).every((c) => BLANK.test(c));
}
