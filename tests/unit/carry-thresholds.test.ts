// scripts/carry-thresholds.mjs: a P(danger) threshold carried from one Platt calibration to another by
// the raw score it stands for (docs/coach-crisis.md, "Session 28 (issue 25, the lead)").
import { expect, test } from 'vitest';
import { carry, rawOf } from '../../scripts/carry-thresholds.mjs';

const s27: [number, number] = [2.4631, 0.028];
const s28: [number, number] = [2.4464, -0.0393];

test('rawOf inverts the Platt sigmoid: 0.5 is the raw score -b/a', () => {
  expect(rawOf(0.5, [2, -1])).toBe(0.5);
  expect(Number(rawOf(0.5, s28).toFixed(6))).toBe(0.016064);
});

test('session 27 -> 28: the Spanish thresholds as shipped in triage.ts', () => {
  const round = (p: number) => Math.round(carry(p, s27, s28) * 100) / 100;
  expect([0.39, 0.16, 0.81, 0.96, 0.59].map(round)).toEqual([0.37, 0.15, 0.8, 0.96, 0.57]);
});

test('the same calibration carries a threshold to itself, and carrying there and back returns it', () => {
  expect(Number(carry(0.7, s28, s28).toFixed(12))).toBe(0.7);
  expect(Number(carry(carry(0.2, s27, s28), s28, s27).toFixed(12))).toBe(0.2);
});
