// Session 23 (issue 25, crisis-en): the lines of the full reply are a composition of what the message
// tells (triage.ts composeLines; docs/coach-crisis.md, "Session 23"). Over every English training part
// (tests/fixtures/crisis-real, the retired sealed parts included), per category: how many danger
// messages get the full reply, and how many of those carry every line the category needs
// (categoryLines.mjs). In sample: the shipped model was trained on these messages and the rules were
// written from them, so these are training-side counts; they pin the composition, and a change that
// loses a line somewhere fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { triage } from '../../src/content/crisis/triage';
import { CATEGORY_LINES } from '../fixtures/crisis-real/categoryLines.mjs';

interface Danger {
  text: string;
  category: string;
  lines: string[];
}
/** The English training parts (scripts/coach-model-fit.mjs ENGLISH_PARTS): train, sealed, sealed-2 to sealed-16. */
const PARTS = ['train', 'sealed', ...Array.from({ length: 15 }, (_, i) => `sealed-${i + 2}`)];
const danger = PARTS.flatMap(
  (part) =>
    (JSON.parse(readFileSync(new URL(`../fixtures/crisis-real/${part}.json`, import.meta.url), 'utf8')) as { danger: Danger[] })
      .danger,
);

/**
 * Per category: [full replies, full replies with every required line]. Session 24: over seventeen parts
 * (sealed-16 retired to training) with the model retrained on them (in sample; the held-out figures are in
 * docs/coach-crisis.md, "Session 24").
 */
const EXPECTED: Record<string, [number, number]> = {
  child_abuse: [364, 357],
  child_taken: [326, 325],
  coercive_control: [315, 313],
  fear_home: [252, 251],
  harm_children_and_self: [271, 263],
  image_threat: [279, 275],
  immigration_threat: [263, 262],
  other_suicide: [281, 270],
  pet_threat: [270, 269],
  reproductive_coercion: [251, 249],
  self_harm: [241, 239],
  sexual_assault: [263, 261],
  stalking: [286, 286],
  stranded: [259, 257],
  strangulation: [273, 272],
  suicide: [345, 345],
  threats: [303, 302],
  violence: [337, 332],
  weapons: [284, 283],
};

describe('the full reply carries every line of what the message tells', () => {
  it('per category, over every English training part', () => {
    const found: Record<string, [number, number]> = {};
    for (const category of Object.keys(CATEGORY_LINES).sort()) {
      const replies = danger.filter((d) => d.category === category).map((d) => ({ d, t: triage(d.text) }));
      const full = replies.filter(({ t }) => t.level === 'crisis');
      const every = full.filter(({ d, t }) => d.lines.every((l) => (t.lines as string[]).includes(l)));
      found[category] = [full.length, every.length];
    }
    console.log(
      Object.entries(found)
        .map(([c, [f, e]]) => `${c.padEnd(24)} ${e}/${f} full replies with every line`)
        .join('\n'),
    );
    expect(found).toEqual(EXPECTED);
    // 5,777 messages read once each: a minute or more on a loaded machine.
  }, 300_000);
});
