import { Fragment, type ReactNode } from 'react';
import type { Translate } from '../lib/translate';

/** A translated sentence with its {name} places filled by the nodes given (links), in the language of `t`. */
export function withNodes(t: Translate, message: string, nodes: Record<string, ReactNode>): ReactNode {
  const marked = t(message, Object.fromEntries(Object.keys(nodes).map((name) => [name, `{${name}}`])));
  return marked.split(/\{(\w+)\}/).map((part, i) => <Fragment key={i}>{i % 2 ? nodes[part] : part}</Fragment>);
}
