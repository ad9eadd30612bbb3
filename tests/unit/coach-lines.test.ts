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
/** The English training parts (scripts/coach-model-fit.mjs ENGLISH_PARTS). */
const PARTS = ['train', 'sealed', ...Array.from({ length: 14 }, (_, i) => `sealed-${i + 2}`)];
const danger = PARTS.flatMap(
  (part) =>
    (JSON.parse(readFileSync(new URL(`../fixtures/crisis-real/${part}.json`, import.meta.url), 'utf8')) as { danger: Danger[] })
      .danger,
);

/**
 * Per category: [full replies, full replies with every required line]. Session 24 (warning signs by class,
 * lines by who is harmed, a patterned burn, a child questioned): child_abuse 348/342 -> 349/343, sexual_assault
 * 247/242 -> 247/245, stalking 271/270 -> 271/271, suicide 321/321 -> 329/329; the rest unchanged.
 */
const EXPECTED: Record<string, [number, number]> = {
  child_abuse: [349, 343],
  child_taken: [312, 311],
  coercive_control: [296, 294],
  fear_home: [237, 235],
  harm_children_and_self: [253, 246],
  image_threat: [264, 261],
  immigration_threat: [245, 245],
  other_suicide: [263, 255],
  pet_threat: [253, 252],
  reproductive_coercion: [234, 232],
  self_harm: [223, 221],
  sexual_assault: [247, 245],
  stalking: [271, 271],
  stranded: [239, 237],
  strangulation: [257, 257],
  suicide: [329, 329],
  threats: [290, 289],
  violence: [322, 317],
  weapons: [266, 265],
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
    // 5,435 messages read once each: a minute or more on a loaded machine.
  }, 300_000);
});
