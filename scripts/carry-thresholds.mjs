// Carries P(danger) thresholds from one Platt calibration of the coach's statistical layer to
// another by the raw score they stand for (docs/coach-crisis.md, "Session 27 (issue 25, the lead)"
// and "Session 28"): a threshold p under calibration (a, b) is the raw score s with
// sigmoid(a*s + b) = p; under (a', b') the same raw score is sigmoid(a'*s + b'). Used when the
// model is retrained and a group of thresholds (the Spanish ones) is kept rather than chosen again.
//
//   node scripts/carry-thresholds.mjs <a_old> <b_old> <a_new> <b_new>
//     prints MODEL_THRESHOLDS' Spanish thresholds (calmSpanish, calmInSpanish, byKindSpanish,
//     spanishSure) carried from the old calibration to the new one, two decimals. It reads the
//     thresholds in triage.ts as they are now: run it once, BEFORE pasting its output into triage.ts
//     (run again afterwards, it would carry the already-carried values a second time).
import { runnerImport } from 'vite';

/** The raw score a calibrated probability stands for under Platt (a, b). */
export const rawOf = (p, [a, b]) => (Math.log(p / (1 - p)) - b) / a;
/** A threshold p under calibration `from` carried to calibration `to` by its raw score. */
export const carry = (p, from, to) => 1 / (1 + Math.exp(-(to[0] * rawOf(p, from) + to[1])));

const round = (p) => Math.round(p * 100) / 100;

if (import.meta.url === `file://${process.argv[1]}`) {
  const [aOld, bOld, aNew, bNew] = process.argv.slice(2).map(Number);
  if ([aOld, bOld, aNew, bNew].some((n) => !Number.isFinite(n)) || aOld <= 0 || aNew <= 0) {
    console.error('usage: node scripts/carry-thresholds.mjs <a_old> <b_old> <a_new> <b_new> (a > 0)');
    process.exit(2);
  }
  const from = [aOld, bOld];
  const to = [aNew, bNew];
  const { module: triage } = await runnerImport('./src/content/crisis/triage.ts');
  const t = triage.MODEL_THRESHOLDS;
  const moved = (p) => round(carry(p, from, to));
  const out = {
    calmSpanish: moved(t.calmSpanish),
    calmInSpanish: moved(t.calmInSpanish),
    spanishSure: moved(t.spanishSure),
    byKindSpanish: Object.fromEntries(Object.entries(t.byKindSpanish).map(([k, p]) => [k, moved(p)])),
  };
  console.log(JSON.stringify(out, null, 2));
}
