import { english, type Translate } from '../src/lib/translate';

/** A Spanish translator made from an area's compiled Spanish module, as src/ui/i18n.ts makes it (for unit tests). */
export function spanishTranslator(
  spanish: Pick<ReadonlyMap<string, string | ((inputs: Record<string, string | number>) => string)>, 'get'>,
): Translate {
  return (message, inputs) => {
    const es = spanish.get(message) ?? message;
    return typeof es === 'string' ? english(es, inputs) : es(inputs ?? {});
  };
}
