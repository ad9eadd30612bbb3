import type { Translate } from './translate';

/**
 * Texts an engine builds with its own figures or words in them ("12 words: within the 100-word
 * target.") said in the language on screen without touching the engine (docs/i18n.md, "Texts
 * made by an engine"): the area's catalog holds each English pattern with inputs
 * ("{words} words: within the {target}-word target."), the engine's text is matched against
 * them, and the pattern's Spanish is filled with what the English had in those places.
 */
export interface EngineText {
  /** The text in the language on screen, or null when no pattern matches (the text then shows as it came). */
  (text: string): string | null;
  /** The same, in pieces: the pattern's own words as strings, the engine's inputs as `{ input }` (to mark them). */
  parts(text: string): Array<string | { input: string }> | null;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function engineText(patterns: readonly string[], t: Translate): EngineText {
  const matchers = patterns
    // The pattern with more words of its own first: "End with {x}" before "{x}".
    .map((pattern) => {
      const names = [...pattern.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      const source = pattern
        .split(/\{\w+\}/)
        .map(escape)
        .join('(.+?)');
      return { pattern, names, re: new RegExp(`^${source}$`, 's'), own: pattern.replace(/\{\w+\}/g, '').length };
    })
    .sort((a, b) => b.own - a.own);

  const match = (text: string) => {
    for (const m of matchers) {
      const found = m.re.exec(text);
      if (found) return { m, inputs: Object.fromEntries(m.names.map((n, i) => [n, found[i + 1]!])) };
    }
    return null;
  };

  const say = ((text: string) => {
    const found = match(text);
    return found ? t(found.m.pattern, found.inputs) : null;
  }) as EngineText;

  say.parts = (text) => {
    const found = match(text);
    if (!found) return null;
    // The translated pattern with each input standing for itself, cut at the inputs.
    const marked = t(found.m.pattern, Object.fromEntries(found.m.names.map((n) => [n, `\u0000${n}\u0000`])));
    return marked
      .split('\u0000')
      .map((piece, i) => (i % 2 ? { input: found.inputs[piece] ?? '' } : piece))
      .filter((p) => p !== '');
  };
  return say;
}
