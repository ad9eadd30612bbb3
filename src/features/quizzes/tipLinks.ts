/**
 * A quiz result's recommended actions name tools and guides ("the Parenting Plan Template"):
 * each name becomes a link to that page (issue 32). Pure: no React.
 */
import { RESOURCES } from '../../content/resources';
import * as paths from '../../lib/paths';

/** Every page a tip may name, by its exact title. */
const NAMED: ReadonlyArray<readonly [string, string]> = [
  ...RESOURCES.flatMap((r) => (r.path ? [[r.title, r.path] as const] : [])),
  ['Insights & Guides', paths.insights] as const,
];

export type TipPart = { text: string; href?: string };

/**
 * Splits a tip into plain text and linked names, in order; a tip naming nothing is one plain
 * part. `name` gives each page's name as the tip writes it (its Spanish title in Spanish).
 */
export function tipParts(tip: string, name: (title: string) => string = (title) => title): TipPart[] {
  const named = NAMED.map(([title, href]) => [name(title), href] as const);
  const parts: TipPart[] = [];
  let rest = tip;
  for (;;) {
    let first: { at: number; name: string; href: string } | null = null;
    for (const [text, href] of named) {
      const at = rest.indexOf(text);
      if (at >= 0 && (first === null || at < first.at)) first = { at, name: text, href };
    }
    if (first === null) break;
    if (first.at > 0) parts.push({ text: rest.slice(0, first.at) });
    parts.push({ text: first.name, href: first.href });
    rest = rest.slice(first.at + first.name.length);
  }
  if (rest !== '') parts.push({ text: rest });
  return parts;
}
