import { translatorOf, type Spanish, type Translate } from '../src/lib/translate';

/** A Spanish translator made from an area's compiled Spanish module, as src/ui/i18n.ts makes it (for unit tests). */
export function spanishTranslator(spanish: Spanish): Translate {
  return translatorOf(spanish);
}
