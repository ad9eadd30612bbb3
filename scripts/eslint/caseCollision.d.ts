import type { Rule } from 'eslint';

/** Names in `names` whose stem equals `name`'s apart from letter case. */
export function caseTwins(name: string, names: string[]): string[];
export const caseCollision: Rule.RuleModule;
