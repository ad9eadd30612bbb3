/**
 * A translator: gives a message (its English text, docs/i18n.md) in the language on screen,
 * with its {inputs} filled in. src/ui/i18n.ts makes the Spanish one; `english` is the one for
 * English, also the default of code that can run without a screen (PDF builders, CSV).
 */
export type Translate = (message: Message, inputs?: Inputs) => string;
export type Inputs = Readonly<Record<string, string | number>>;

/**
 * A message whose words depend on a number ("1 night", "2 nights"): Paraglide's compiled English,
 * which picks its variant with `Intl.PluralRules`; `key` is what its Spanish is found by
 * (scripts/i18n.mjs, docs/i18n.md "Plurals").
 */
export type Plural = ((inputs: Inputs) => string) & { readonly key: string };
export type Message = string | Plural;

/** A Spanish module's lookup (scripts/i18n.mjs): each English message, or a plural's key, to its Spanish. */
export type Spanish = Pick<ReadonlyMap<string, string | ((inputs: Inputs) => string)>, 'get'>;

/** Spanish modules read as one: each English message found in the first that has it. */
export function spanishOf(...parts: readonly Spanish[]): Spanish {
  return { get: (message) => parts.map((p) => p.get(message)).find((x) => x !== undefined) };
}

/** The translator of a Spanish module: each message's Spanish, or the message itself where the module has none. */
export function translatorOf(spanish: Spanish): Translate {
  return (message, inputs) => {
    const es = spanish.get(typeof message === 'string' ? message : message.key) ?? message;
    return typeof es === 'string' ? english(es, inputs) : es(inputs ?? {});
  };
}

/** The English translator: the message itself, its {inputs} filled in (any pattern's, so the Spanish ones too). */
export const english: Translate = (message, inputs) =>
  typeof message !== 'string'
    ? message(inputs ?? {})
    : inputs
      ? message.replace(/\{(\w+)\}/g, (whole, name: string) => String(inputs[name] ?? whole))
      : message;
