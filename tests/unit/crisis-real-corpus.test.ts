import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import sealed2 from '../fixtures/crisis-real/sealed-2.json';
import sealed from '../fixtures/crisis-real/sealed.json';
import train from '../fixtures/crisis-real/train.json';
import { CATEGORY_LINES } from '../fixtures/crisis-real/categoryLines.mjs';

// The second sealed part of the real-wording crisis corpus (issue 25;
// tests/fixtures/crisis-real/README.md): well formed, big enough, every category present, every
// source listed in the README, and no message shared with the training part or the retired
// sealed part. This file never runs the detector: figures come from
// tests/bench/crisis-sealed.bench.mjs.

interface Danger {
  text: string;
  category: string;
  lines: string[];
  source: string;
}
interface Ordinary {
  text: string;
  source: string;
}
interface Part {
  about?: string;
  danger: Danger[];
  ordinary: Ordinary[];
}

const readme = readFileSync(new URL('../fixtures/crisis-real/README.md', import.meta.url), 'utf8');
/** The keys of the README's "Sources of the second sealed part" table. */
const sealed2Keys = new Set(
  [...readme.slice(readme.indexOf('### Sources of the second sealed part')).matchAll(/^\| `([^`]+)` \|/gm)].map(
    (m) => m[1] ?? '',
  ),
);
const part = sealed2 as Part;
const normal = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
const texts = (p: Part) => [...p.danger, ...p.ordinary].map((x) => normal(x.text));

describe('crisis-real sealed-2.json', () => {
  test('every danger message has a known category, exactly its lines and a listed source', () => {
    const problems = part.danger.flatMap((d, i) => {
      const want = CATEGORY_LINES[d.category];
      if (!want) return [`danger ${i}: unknown category ${d.category}`];
      const out: string[] = [];
      if ([...d.lines].sort().join() !== [...want].sort().join()) out.push(`danger ${i}: lines ${d.lines.join()}`);
      if (!sealed2Keys.has(d.source)) out.push(`danger ${i}: source ${d.source} not in the README table`);
      if (!d.text.trim()) out.push(`danger ${i}: empty text`);
      return out;
    });
    expect(problems).toEqual([]);
  });

  test('every ordinary message has text and a listed source', () => {
    const problems = part.ordinary.flatMap((o, i) =>
      !o.text.trim() || !sealed2Keys.has(o.source) ? [`ordinary ${i}: ${o.source}`] : [],
    );
    expect(problems).toEqual([]);
  });

  test('it holds at least 150 danger and 100 ordinary messages, and every category at least 8 times', () => {
    expect(part.danger.length).toBeGreaterThanOrEqual(150);
    expect(part.ordinary.length).toBeGreaterThanOrEqual(100);
    const thin = Object.keys(CATEGORY_LINES).filter((c) => part.danger.filter((d) => d.category === c).length < 8);
    expect(thin).toEqual([]);
  });

  test('the README table lists exactly the sources the part uses', () => {
    const used = new Set([...part.danger, ...part.ordinary].map((x) => x.source));
    expect([...sealed2Keys].filter((k) => !used.has(k))).toEqual([]);
    expect(sealed2Keys.size).toBe(used.size);
  });

  test('no message repeats inside the part or appears in train.json or sealed.json', () => {
    const mine = texts(part);
    expect(mine.length - new Set(mine).size).toBe(0);
    const others = new Set([...texts(train as Part), ...texts(sealed as Part)]);
    // Counts only, so a failure never prints a message of the other parts.
    expect(mine.filter((t) => others.has(t)).length).toBe(0);
  });
});
