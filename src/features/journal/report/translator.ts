import type { Lang } from '../../../lib/lang';
import { english, translatorOf, type Translate } from '../../../lib/translate';

/**
 * The journal's words in `lang` for the report built in its worker (reportPdf.worker.ts), which
 * has no screen language: in Spanish it imports the journal area's Spanish module itself (the
 * same compiled catalog the page uses, docs/i18n.md), so English reports load no Spanish.
 */
export async function reportTranslator(lang: Lang | undefined): Promise<Translate> {
  if (lang !== 'es') return english;
  const { default: spanish } = await import('../../../content/messages/journal/compiled/es.js');
  return translatorOf(spanish);
}
