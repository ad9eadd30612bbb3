// ESLint rule `evenground/no-case-collision`: reports a file when another file or folder in
// the same folder has the same name apart from letter case (extensions ignored, since imports
// leave them out). Such pairs (VideoCarousel.tsx and videoCarousel.ts) resolve to the same
// import on case-insensitive disks (macOS, Windows) and break the build there.
import { readdirSync } from 'node:fs';
import { basename, dirname } from 'node:path';

const stem = (name) => name.replace(/(\.d)?\.[^.]+$/, '');

/** Names in `names` whose stem equals `name`'s apart from letter case. */
export function caseTwins(name, names) {
  const own = stem(name);
  return names.filter((other) => {
    const s = stem(other);
    return s !== own && s.toLowerCase() === own.toLowerCase();
  });
}

/** @type {import('eslint').Rule.RuleModule} */
export const caseCollision = {
  meta: {
    type: 'problem',
    docs: { description: 'No two files in a folder may differ only in letter case' },
    schema: [],
    messages: {
      twin: '"{{name}}" differs from "{{other}}" only in letter case; rename one (they collide on case-insensitive disks).',
    },
  },
  create(context) {
    const file = context.filename;
    return {
      Program(node) {
        let names;
        try {
          names = readdirSync(dirname(file));
        } catch {
          return; // linting text that is not on disk (editor buffers, tests)
        }
        const name = basename(file);
        const twins = caseTwins(name, names);
        if (twins.length) context.report({ node, messageId: 'twin', data: { name, other: twins.join('", "') } });
      },
    };
  },
};
