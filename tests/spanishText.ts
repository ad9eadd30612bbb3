/**
 * Finds English left on a Spanish screen (docs/i18n.md): words that are common in English and
 * are not Spanish words. Text in ALLOWED_ENGLISH (names and terms that stay in English, with a
 * Spanish explanation beside them) is taken out first. Used by tests/unit/i18n.test.ts on the
 * catalogs and by tests/e2e/spanish.spec.ts on the pages.
 */

/** Names and terms a Spanish page shows in English on purpose. */
const ALLOWED_ENGLISH = [
  'EvenGround',
  // The language switch offers English in English.
  'English',
  // Social networks' own names.
  'Twitter/X',
  'Instagram',
  'Facebook',
  'TikTok',
  'YouTube',
  // The key on the keyboard.
  'Escape',
  // Court words a parent will hear or file in English, shown with their Spanish beside them (docs/i18n.md).
  'Your Honor',
  // Time zones by their IANA names (the parenting-time calculator's list): the standard identifiers.
  'Port of Spain',
  'Isle of Man',
] as const;

/** Common English words that are not also Spanish words ("a", "no", "me" are both, so not listed). */
const ENGLISH_ONLY = new Set(
  `the and you your to of is are this that with for on it be or from have has will can not in at by we our what how
  when if an all more about they their was were which who would should could do does did been being into than then
  them these those there here its it's you're don't can't won't page home save saved data lock open close menu
  back next keep choose write download print help loading please yes thank`.split(/\s+/),
);

/** The English words found in `text`, in order, once each. */
export function englishWords(text: string): string[] {
  let rest = text;
  for (const term of ALLOWED_ENGLISH) rest = rest.split(term).join(' ');
  const found = new Set<string>();
  // Runs of letters and digits: a word with a digit in it is a code, not English (a journal
  // entry's hash, 8663be6f…, holds "be" between its digits).
  for (const m of rest.matchAll(/[\p{L}\p{N}']+/gu)) {
    const word = m[0].toLowerCase();
    if (/\p{N}/u.test(word)) continue;
    if (ENGLISH_ONLY.has(word)) found.add(word);
  }
  return [...found];
}
