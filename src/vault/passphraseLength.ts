/** Shortest passphrase accepted, in characters as a person counts them (code points, NFC). */
export const MIN_PASSPHRASE_LENGTH = 12;

/** Length as a person counts it: an emoji or an accented letter is one character. */
export function passphraseLength(p: string): number {
  return [...p.normalize('NFC')].length;
}
