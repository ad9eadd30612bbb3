import { readFileSync } from 'node:fs';
import { parseAst } from 'vite';

/**
 * Every text an engine file can put in the properties or constants named `keys` (`note:`, `label:`, `OTHER_TOPIC`), read
 * from its source (docs/i18n.md, "Texts made by an engine"): string literals as they are, template
 * literals with each `${…}` written as `sample`, a `${a ? 'x' : 'y'}` of two literals giving both
 * texts. The unit tests of a translated area check each against its catalog, so a text added or
 * changed in the engine without its Spanish fails there instead of showing in English.
 */
export function engineLiterals(file: string, keys: readonly string[], sample = '7'): string[] {
  const ast = parseAst(readFileSync(file, 'utf8'), { lang: 'ts' }) as unknown as Node;
  const out = new Set<string>();
  const visit = (node: unknown, inside: boolean): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((n) => visit(n, inside));
    const n = node as Node;
    if (n.type === 'Property' && isKey(n.key, keys)) return visit(n.value, true);
    if (n.type === 'VariableDeclarator' && isKey(n.id, keys)) return visit(n.init, true);
    if (inside && (n.type === 'Literal' || n.type === 'TemplateLiteral')) {
      for (const text of texts(n, sample)) out.add(text);
      return;
    }
    // Calls inside a shown text (`short(words)`) compute inputs, not texts.
    if (inside && n.type === 'CallExpression') return;
    for (const [k, v] of Object.entries(n)) if (k !== 'type') visit(v, inside);
  };
  visit(ast, false);
  return [...out];
}

interface Node {
  type: string;
  [k: string]: unknown;
}

function isKey(key: unknown, keys: readonly string[]): boolean {
  const k = key as { type: string; name?: string; value?: unknown };
  return (k.type === 'Identifier' && keys.includes(k.name!)) || (k.type === 'Literal' && keys.includes(String(k.value)));
}

/** The texts a literal or a template can be. */
function texts(n: Node, sample: string): string[] {
  if (n.type === 'Literal') return typeof n.value === 'string' ? [n.value] : [];
  if (n.type === 'TemplateLiteral') {
    const quasis = n.quasis as Array<{ value: { cooked: string } }>;
    let acc = [quasis[0]!.value.cooked];
    (n.expressions as Node[]).forEach((e, i) => {
      const choices =
        e.type === 'ConditionalExpression' ? [...texts(e.consequent as Node, sample), ...texts(e.alternate as Node, sample)] : [];
      const fill = choices.length === 2 ? choices : [sample];
      acc = acc.flatMap((a) => fill.map((f) => a + f + quasis[i + 1]!.value.cooked));
    });
    return acc;
  }
  if (n.type === 'ConditionalExpression') return [...texts(n.consequent as Node, sample), ...texts(n.alternate as Node, sample)];
  return [];
}
