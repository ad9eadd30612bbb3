// The coach's first reply on the training part of the real-wording crisis corpus
// (tests/fixtures/crisis-real/train.json, the only part used for tuning): recall with the
// right lines per category, how many danger messages see the numbers in the first reply
// (crisis reply or safety check), and how often an ordinary message gets the full crisis
// reply or the check. Prints the table; fails when a figure falls below its floor.
import { describe, expect, it } from 'vitest';
import train from '../fixtures/crisis-real/train.json';
import { triage } from '../../src/content/crisis/triage';

interface DangerItem {
  text: string;
  category: string;
  lines: string[];
}

const danger = train.danger as DangerItem[];
const ordinary = train.ordinary as Array<{ text: string }>;
const everyday = train.everyday as Array<{ text: string }>;
const pct = (n: number, of: number) => (of ? (100 * n) / of : 0);

/** The first reply is the crisis reply and shows every line the item requires. */
const rightLines = (item: DangerItem) => {
  const t = triage(item.text);
  return t.level === 'crisis' && item.lines.every((l) => (t.lines as string[]).includes(l));
};
const seesNumbers = (item: DangerItem) => {
  const t = triage(item.text);
  return t.level !== 'calm' && item.lines.every((l) => (t.lines as string[]).includes(l));
};

function figures() {
  const categories = [...new Set(danger.map((d) => d.category))].sort();
  const rows = categories.map((category) => {
    const items = danger.filter((d) => d.category === category);
    return {
      category,
      n: items.length,
      recall: pct(items.filter(rightLines).length, items.length),
      numbers: pct(items.filter(seesNumbers).length, items.length),
    };
  });
  const levels = ordinary.map((o) => triage(o.text).level);
  return {
    rows,
    recall: pct(danger.filter(rightLines).length, danger.length),
    numbers: pct(danger.filter(seesNumbers).length, danger.length),
    falseAlarms: pct(levels.filter((l) => l === 'crisis').length, ordinary.length),
    checks: pct(levels.filter((l) => l === 'check').length, ordinary.length),
    everydayNotCalm: pct(everyday.filter((e) => triage(e.text).level !== 'calm').length, everyday.length),
  };
}

describe('training part of the real-wording corpus', () => {
  const f = figures();
  const table = [
    'category                  n  recall+lines  numbers shown',
    ...f.rows.map(
      (r) =>
        `${r.category.padEnd(24)} ${String(r.n).padStart(3)}  ${r.recall.toFixed(0).padStart(11)}%  ${r.numbers.toFixed(0).padStart(12)}%`,
    ),
    `all danger               ${String(danger.length).padStart(3)}  ${f.recall.toFixed(1).padStart(11)}%  ${f.numbers.toFixed(1).padStart(12)}%`,
    `ordinary ${ordinary.length}: full crisis reply ${f.falseAlarms.toFixed(1)}%, safety check ${f.checks.toFixed(1)}%`,
    `everyday ${everyday.length}: check or crisis reply ${f.everydayNotCalm.toFixed(1)}%`,
  ].join('\n');
  console.log(`\n${table}\n`);

  // Floors a little under the figures measured on this part after it grew to 952 danger, 475
  // ordinary and 114 everyday messages (session 11: 96.0% recall with the right lines, 99.7% see
  // the numbers, 1.5% full false alarms, everyday messages 5.3% not calm): a change that loses
  // ground fails here. Tuned on this part, these figures are optimistic;
  // scripts/train-coach-model.mjs prints the cross-validated ones.
  // Session 17: calm only below P(danger) 0.06 (triage.ts), so more everyday messages get the
  // check (measured 17.2% on this part).
  // Session 19: the layer's full reply when it is sure of danger but not of the kind (triage.ts
  // `wide`, 0.97) adds one full reply on this part (10 of 475, 2.1%); held out by part it gains
  // 0.5 points of recall for 0.2 of false alarms (docs/coach-crisis.md, "Session 19").
  // Session 20: the retrain with sealed-12 in training gives two more full replies from the layer
  // alone on this part, in sample (12 of 475, 2.5%: 'she threatened to call my lawyer if i was late',
  // 'the kids left their tablets ... wont bring them back till friday'); held out by part this
  // part's full reply on ordinary is 2.8% (17 of 603) before and after, and all parts' 2.5 -> 2.1%.
  it('holds its floors', () => {
    expect(f.recall).toBeGreaterThanOrEqual(95.5);
    expect(f.numbers).toBeGreaterThanOrEqual(99.5);
    expect(f.falseAlarms).toBeLessThanOrEqual(2.6);
    // Session 27: the calm threshold chosen on eleven held-out parts (0.05 under the new calibration, a stricter
    // calm than 0.06 was) gives the check to 23.4% of this part's everyday messages (25.0% held out).
    expect(f.everydayNotCalm).toBeLessThanOrEqual(24);
  });
});
