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
/** The English training parts (scripts/coach-model-fit.mjs ENGLISH_PARTS): train, sealed, sealed-2 to sealed-18. */
const PARTS = ['train', 'sealed', ...Array.from({ length: 17 }, (_, i) => `sealed-${i + 2}`)];
const danger = PARTS.flatMap(
  (part) =>
    (JSON.parse(readFileSync(new URL(`../fixtures/crisis-real/${part}.json`, import.meta.url), 'utf8')) as { danger: Danger[] })
      .danger,
);

/**
 * Per category: [full replies, full replies with every required line]. Session 25: over eighteen parts
 * (sealed-17 retired to training) with the model retrained on them (session 24's calibration kept), the
 * element counts and the lines by construction (in sample; docs/coach-crisis.md, "Session 25"). Session 26:
 * a bite by another adult is composed as violence (sealed-6's "he bit my shoulder hard enough to bleed").
 * Session 27: over nineteen parts (sealed-18 retired to training) with the model retrained on them and
 * calibrated on eleven held-out parts (docs/coach-crisis.md, "Session 27 (issue 25, the lead)"). Session 27
 * (helper crisis-en): a child's images held over them, a child's self-harm told as meant or again, stalking at a
 * list of the parent's places (image_threat +1, self_harm +3, stalking +1, all of sealed-18). Session 28: the
 * model retrained with sealed-19, train-2 and train-es-14 and its per-kind thresholds chosen again on twelve
 * held-out parts (suicide 0.6 -> 0.7, pet_threat 0.9 -> 0.6, threats 0.4 -> 0.5, self_harm 0.3 -> 0.4 ...;
 * docs/coach-crisis.md, "Session 28 (issue 25, the lead)"): suicide 366 -> 359 full replies, pet_threat
 * 293 -> 300, threats 341 -> 337. These nineteen parts only: sealed-19 and train-2 train the model since
 * session 28 but are not counted here (this file is the unit suite's slowest already). Session 28 (helper
 * crisis-fix): lines composed from a child's own telling and a threat to the children with the one threatening
 * among the dead (child_abuse 385 -> 387, harm_children_and_self 297 -> 298); a denial covering its own part only
 * (full replies: fear_home +1, immigration_threat +1, reproductive_coercion +1, sexual_assault +5, stalking +1,
 * suicide +1; in sample). Session 29 (helper es-crisis): a Spanish threat told as reported speech
 * (spanishNet.ts spanishTold; sealed-6's "mi ex le dijo a mi novio que lo va a matar"): threats 337 -> 338 full
 * replies, 336 -> 337 with every line.
 */
const EXPECTED: Record<string, [number, number]> = {
  child_abuse: [394, 387],
  child_taken: [351, 349],
  coercive_control: [336, 332],
  fear_home: [273, 272],
  harm_children_and_self: [302, 298],
  image_threat: [299, 294],
  immigration_threat: [299, 297],
  other_suicide: [315, 303],
  pet_threat: [300, 299],
  reproductive_coercion: [284, 281],
  self_harm: [271, 266],
  sexual_assault: [298, 294],
  stalking: [306, 305],
  stranded: [284, 283],
  strangulation: [309, 308],
  suicide: [360, 357],
  threats: [338, 337],
  violence: [372, 367],
  weapons: [317, 315],
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
