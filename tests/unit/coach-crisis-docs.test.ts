import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

// docs/coach-crisis.md names the crisis corpus's current sealed parts and the range of retired ones in two
// places ("The current sealed parts ..." and "Adding a pattern"); they follow the corpus README's table of
// parts (tests/fixtures/crisis-real/README.md), which each retirement updates. Only the README is read here.
const readme = readFileSync(new URL('../fixtures/crisis-real/README.md', import.meta.url), 'utf8');
const docs = readFileSync(new URL('../../docs/coach-crisis.md', import.meta.url), 'utf8');

/** The English parts of the README's table with the given status, by number (sealed.json is 1). */
function englishParts(status: RegExp): number[] {
  return [...readme.matchAll(/^\| `sealed(?:-(\d+))?\.json` \| ([^|]+)\|/gm)]
    .filter((m) => status.test(m[2]!))
    .map((m) => (m[1] ? Number(m[1]) : 1));
}

test('docs/coach-crisis.md names the same retired range and current sealed parts in both places', () => {
  const retired = englishParts(/^retired/);
  const last = Math.max(...retired);
  // Every part from sealed.json up to the last retired one is retired, and the English parts after it are sealed
  // (session 28 has two current ones, sealed-20 and sealed-21).
  expect(retired).toEqual(Array.from({ length: last }, (_, i) => i + 1));
  const sealed = englishParts(/^sealed \(current\)/);
  expect(sealed).toEqual([last + 1, last + 2]);
  expect(docs).toContain(`retired ones (sealed.json to sealed-${last}.json) are training material`);
  expect(docs).toContain(`The retired parts (\`sealed.json\` to \`sealed-${last}.json\`) are training`);
  const names = sealed.map((n) => `sealed-${n}.json`);
  expect(docs).toContain(`The current sealed parts (${names.join(', ')}, sealed-es.json, sealed-es-2.json)`);
  expect(docs).toContain(
    `Never tune on a current sealed part (${names.map((n) => `\`${n}\``).join(', ')}, \`sealed-es.json\`, \`sealed-es-2.json\``,
  );
  expect(docs).toMatch(new RegExp(`\`sealed-${last}\\.json\` since session \\d+`));
  // No older range is left anywhere in the file's statements about retired parts.
  expect(docs).not.toMatch(/retired (?:ones|parts) \(`?sealed\.json`? to `?sealed-1[0-8]\.json`?\)/);
});

test('docs/coach-crisis.md says the model trains on the retired parts scripts/coach-model-fit.mjs lists', () => {
  const fit = readFileSync(new URL('../../scripts/coach-model-fit.mjs', import.meta.url), 'utf8');
  const english = /export const ENGLISH_PARTS = \[([^\]]*)\]/.exec(fit)![1]!;
  const last = Math.max(...[...english.matchAll(/'sealed-(\d+)'/g)].map((m) => Number(m[1])));
  expect(last).toBe(19);
  expect(docs).toContain(`sealed parts (sealed.json to sealed-${last}.json), \`train-2.json\`, the Spanish training parts`);
});
