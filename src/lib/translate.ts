/**
 * A translator: gives a message (its English text, docs/i18n.md) in the language on screen,
 * with its {inputs} filled in. src/ui/i18n.ts makes the Spanish one; `english` is the one for
 * English, also the default of code that can run without a screen (PDF builders, CSV).
 */
export type Translate = (message: string, inputs?: Inputs) => string;
export type Inputs = Readonly<Record<string, string | number>>;

/** The English translator: the message itself, its {inputs} filled in (any pattern's, so the Spanish ones too). */
export const english: Translate = (pattern, inputs) =>
  inputs ? pattern.replace(/\{(\w+)\}/g, (whole, name: string) => String(inputs[name] ?? whole)) : pattern;
