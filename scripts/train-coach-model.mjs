// Trains the coach's statistical layer (src/content/crisis/model.ts) and writes
// src/content/crisis/model.json: `node scripts/train-coach-model.mjs`. What it reads and how it
// fits: scripts/coach-model-fit.mjs (training material only; never a current sealed part).
//
// Calibration and the figures: leave one part out. Each English part of the corpus (train.json
// and the retired sealed parts, each written by a different person at a different time) is held
// out in turn while the models train on the others (the Spanish parts and the older sets always
// train). The held-out scores fit the Platt sigmoid (danger) and the softmax temperature (kinds),
// and the whole first reply (triage.ts) is read on each held-out part for a grid of thresholds.
//
//   node scripts/train-coach-model.mjs            train, calibrate, print the held-out figures
//                                                 at the shipped thresholds, write model.json
//   node scripts/train-coach-model.mjs --nested   also the honest estimate of the thresholds:
//                                                 for each held-out part, calibration and
//                                                 thresholds chosen by leave-one-part-out on the
//                                                 other parts only (36 fits, a few minutes)
//
//   COACH_HELD_OUT_MODELS=<file> node scripts/train-coach-model.mjs
//                                                 as the first form, and also write the models
//                                                 trained without each part (calibrated as
//                                                 shipped) to <file>, keyed by part, so the
//                                                 rules can be measured on held-out parts without
//                                                 refitting
//
//   COACH_HOLD_OUT=<part> [COACH_MODEL_OUT=<file>] node scripts/train-coach-model.mjs
//                                                 train without that part only, keep the shipped
//                                                 calibration, write the model to COACH_MODEL_OUT
//                                                 (tests/bench/crisis-es-lopo.bench.mjs uses it;
//                                                 COACH_HOLD_OUT=none trains on every part)
//
//   COACH_FOLDS=<dir> node scripts/train-coach-model.mjs
//                                                 as the first form, but a model trained without a
//                                                 part (or on all, `none`) is read from
//                                                 <dir>/without-<part>.json when that file is there
//                                                 and was trained from these inputs: the fits run
//                                                 in separate processes beforehand (COACH_HOLD_OUT
//                                                 above, COACH_MODEL_OUT=<dir>/without-<part>.json),
//                                                 so they can run side by side. The same fits in the
//                                                 same order: the same models.
//
// The rules (patterns, concepts, compositions) were written on all of these parts, so "with
// rules" figures hold out only the statistical layer and the thresholds; "no rules" is the
// safety net and the statistical layer alone, on a part they never saw.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { runnerImport } from 'vite';
import { inputsHash } from './coach-model-inputs.mjs';
import {
  ALWAYS_PARTS,
  ENGLISH_PARTS,
  chooseCalm,
  chooseKindThresholds,
  chooseThresholds,
  corpus,
  figures,
  fitPlatt,
  fitTemperature,
  fitter,
  rankThresholds,
} from './coach-model-fit.mjs';

const { module: coach } = await runnerImport('./src/content/crisis/model.ts');
const { module: first } = await runnerImport('./src/content/crisis/triage.ts');
const { module: rules } = await runnerImport('./src/content/crisis/crisis.ts');

const { real, older } = corpus();
const { fitBoth, featuresOf } = fitter(coach.features, coach.softmax);

const HOLD_OUT = process.env.COACH_HOLD_OUT;
if (HOLD_OUT) {
  const shipped = JSON.parse(readFileSync('src/content/crisis/model.json', 'utf8'));
  const model = fitBoth([...real.filter((r) => r.part !== HOLD_OUT), ...older]);
  model.danger.platt = shipped.danger.platt;
  model.kinds.temperature = shipped.kinds.temperature;
  const out = process.env.COACH_MODEL_OUT ?? `/tmp/coach-model-without-${HOLD_OUT}.json`;
  writeFileSync(out, `${JSON.stringify({ inputs: inputsHash(), ...model })}\n`);
  console.log(`${out}: trained without ${HOLD_OUT}, ${Buffer.byteLength(JSON.stringify(model))} bytes`);
  process.exit(0);
}
/** A fit made beforehand by COACH_HOLD_OUT=<part> (COACH_FOLDS above), or a fresh one. */
function fitWithout(part, rows) {
  const file = process.env.COACH_FOLDS && `${process.env.COACH_FOLDS}/without-${part}.json`;
  if (file && existsSync(file)) {
    const { inputs, ...model } = JSON.parse(readFileSync(file, 'utf8'));
    if (inputs === inputsHash()) return model;
    console.log(`${file} was trained from other inputs (${inputs}); fitting again`);
  }
  return fitBoth(rows);
}
const ruledCache = new Map();
const ruled = (text) => {
  if (!ruledCache.has(text)) ruledCache.set(text, rules.detectDanger(text)?.categories ?? null);
  return ruledCache.get(text);
};

/**
 * Leave one part out over `parts` within `rows`: a model per part trained on every other row
 * (and the older sets), calibrated on all the held-out scores. Returns the models by part and
 * each held-out row with its facts (triage.ts triageFacts) with and without the rules.
 */
function leaveOnePartOut(rows, parts) {
  const held = [];
  const models = new Map();
  for (const part of parts) {
    const m = fitWithout(part, [...rows.filter((r) => r.part !== part), ...older]);
    models.set(part, m);
    for (const row of rows.filter((r) => r.part === part)) {
      const f = featuresOf(row.text);
      held.push({ row, part, score: coach.dangerScore(f, m.danger), kinds: coach.kindScores(f, m.kinds) });
    }
  }
  const platt = fitPlatt(held.map((h) => [h.score, h.row.cls === 'ordinary' ? 0 : 1]));
  const temperature = fitTemperature(
    held
      .filter((h) => h.row.cls !== 'ordinary')
      .map((h) => [h.kinds, models.get(h.part).kinds.classes.indexOf(h.row.cls)])
      .filter(([, c]) => c >= 0),
    coach.softmax,
  );
  for (const m of models.values()) {
    m.danger.platt = platt;
    m.kinds.temperature = temperature;
  }
  for (const h of held) {
    const facts = first.triageFacts(h.row.text, models.get(h.part), false);
    h.off = facts;
    h.on = { ...facts, ruled: ruled(h.row.text) };
  }
  return { held, models, platt, temperature };
}

const pct = (x) => `${(100 * x).toFixed(1)}%`.padStart(6);
const line = (f) =>
  `recall ${pct(f.recall)}  numbers ${pct(f.shown)}  full reply on ordinary ${pct(f.alarms)}  check on ordinary ${pct(f.checks)}  everyday not calm ${pct(f.everydayChecks)}`;

/** Per part and per category figures of held-out replies: `replyOf(h)` is one held-out row's reply. */
function report(title, held, replyOf) {
  console.log(title);
  const all = held.map((h) => ({ row: h.row, reply: replyOf(h) }));
  for (const part of [...ENGLISH_PARTS, ...ALWAYS_PARTS]) {
    const rs = all.filter((r) => r.row.part === part);
    if (rs.length) console.log(`  ${part.padEnd(11)} ${line(figures(rs))}`);
  }
  const spanishRows = all.filter((r) => ALWAYS_PARTS.includes(r.row.part));
  if (spanishRows.length) {
    console.log(`  ${'English'.padEnd(11)} ${line(figures(all.filter((r) => !ALWAYS_PARTS.includes(r.row.part))))}`);
    console.log(`  ${'Spanish'.padEnd(11)} ${line(figures(spanishRows))}`);
  }
  console.log(`  ${'all'.padEnd(11)} ${line(figures(all))}`);
  const categories = [...new Set(all.filter((r) => r.row.cls !== 'ordinary').map((r) => r.row.cls))].sort();
  console.log('  per category (all held-out parts): messages, recall with the lines, numbers shown');
  for (const cls of categories) {
    const f = figures(all.filter((r) => r.row.cls === cls));
    const n = all.filter((r) => r.row.cls === cls).length;
    console.log(`    ${cls.padEnd(24)} ${String(n).padStart(4)} ${pct(f.recall)} ${pct(f.shown)}`);
  }
}

const english = real.filter((r) => ENGLISH_PARTS.includes(r.part));
const always = real.filter((r) => !ENGLISH_PARTS.includes(r.part));
// COACH_CALIBRATION_PARTS=<part>,<part>,...: hold out only these parts for the calibration and the
// figures (each still trains the models of the other folds and the shipped model); the default is every
// English part. Session 26 used it when the machine was too busy for nineteen fits (docs/coach-crisis.md).
const calibrationParts = process.env.COACH_CALIBRATION_PARTS?.split(',') ?? ENGLISH_PARTS;
const unknownParts = calibrationParts.filter((p) => !ENGLISH_PARTS.includes(p) && !ALWAYS_PARTS.includes(p));
if (unknownParts.length) {
  console.log(`COACH_CALIBRATION_PARTS names no training part: ${unknownParts.join(', ')}`);
  process.exit(1);
}
const outer = leaveOnePartOut([...english, ...always], calibrationParts);
if (process.env.COACH_HELD_OUT_MODELS)
  writeFileSync(process.env.COACH_HELD_OUT_MODELS, JSON.stringify(Object.fromEntries(outer.models)));
console.log(
  `calibration from held-out parts: Platt a=${outer.platt[0]} b=${outer.platt[1]}, kinds temperature ${outer.temperature}`,
);
const shipped = first.MODEL_THRESHOLDS;
report(`held out by part, shipped thresholds ${JSON.stringify(shipped)}, with rules:`, outer.held, (h) =>
  first.decide(h.on, shipped),
);
report('the same with no rules (safety net and statistical layer alone):', outer.held, (h) => first.decide(h.off, shipped));
// COACH_DETAIL=<file>: each held-out row of a training part with its first reply with and
// without the rules, for reading the misses (never a current sealed part: none is read here).
if (process.env.COACH_DETAIL)
  writeFileSync(
    process.env.COACH_DETAIL,
    JSON.stringify(
      outer.held.map((h) => ({
        part: h.part,
        cls: h.row.cls,
        text: h.row.text,
        lines: h.row.lines,
        on: first.decide(h.on, shipped),
        off: first.decide(h.off, shipped),
        kinds: h.off.categories,
        odds: h.off.kindOdds,
        danger: h.off.danger,
      })),
    ),
  );
// The calm and per-kind thresholds (triage.ts) these held-out parts would choose, the rest of
// the thresholds as shipped: copied into MODEL_THRESHOLDS by hand when they change.
const offRows = outer.held.map((h) => ({ row: h.row, facts: h.off, ruled: h.on.ruled }));
// The calm threshold of English messages is chosen on the English parts held out; a Spanish part held
// out (COACH_CALIBRATION_PARTS, session 27) chooses `calmSpanish` by the same rule, as
// tests/bench/crisis-es-lopo.bench.mjs does: a Spanish message is placed calm at its own threshold.
const spanishPart = (r) => ALWAYS_PARTS.includes(r.row.part);
const calm = chooseCalm(
  offRows.filter((r) => !spanishPart(r)),
  first.decide,
  shipped,
);
console.log(`calm thresholds chosen on the English held-out parts (chooseCalm): ${JSON.stringify(calm)}`);
if (offRows.some(spanishPart)) {
  const spanishCalm = (facts, t) =>
    first.decide(facts, { ...t, calm: shipped.calm, clause: shipped.clause, calmSpanish: t.calm });
  console.log(
    `Spanish calm threshold chosen on the Spanish held-out parts (calmSpanish): ${chooseCalm(offRows.filter(spanishPart), spanishCalm, shipped).calm}`,
  );
}
console.log(
  `per-kind thresholds chosen on all held-out parts (chooseKindThresholds): ${JSON.stringify(chooseKindThresholds(offRows, first.decide, shipped))}`,
);
const ranked = rankThresholds(
  outer.held.map((h) => ({ row: h.row, facts: h.on })),
  first.decide,
  calm,
);
console.log('thresholds ranked on all held-out parts together (chooseThresholds), best 8, with rules:');
for (const { t, f } of ranked.slice(0, 8)) console.log(`  ${JSON.stringify(t)}\n    ${line(f)}`);

if (process.argv.includes('--nested')) {
  // For each part: calibration and thresholds from leave-one-part-out on the other parts only.
  const held = [];
  for (const part of ENGLISH_PARTS) {
    const rest = ENGLISH_PARTS.filter((p) => p !== part);
    const inner = leaveOnePartOut([...english.filter((r) => r.part !== part), ...always], rest);
    const innerOff = inner.held.map((h) => ({ row: h.row, facts: h.off, ruled: h.on.ruled }));
    const chosen = chooseThresholds(
      inner.held.map((h) => ({ row: h.row, facts: h.on })),
      first.decide,
      chooseCalm(innerOff, first.decide, shipped),
    );
    const byKind = chooseKindThresholds(innerOff, first.decide, chosen);
    const t = { ...chosen, byKind };
    const m = outer.models.get(part);
    const models = {
      danger: { ...m.danger, platt: inner.platt },
      kinds: { ...m.kinds, temperature: inner.temperature },
    };
    console.log(`  ${part}: thresholds chosen on the other parts ${JSON.stringify(t)}`);
    for (const row of english.filter((r) => r.part === part)) {
      const off = first.triageFacts(row.text, models, false);
      held.push({ row, t, off, on: { ...off, ruled: ruled(row.text) } });
    }
  }
  report('nested: held out by part, thresholds and calibration chosen without it, with rules:', held, (h) =>
    first.decide(h.on, h.t),
  );
  report('nested, no rules:', held, (h) => first.decide(h.off, h.t));
}

const model = fitWithout('none', [...real, ...older]);
model.danger.platt = outer.platt;
model.kinds.temperature = outer.temperature;
const out = process.env.COACH_MODEL_OUT ?? 'src/content/crisis/model.json';
writeFileSync(out, `${JSON.stringify({ inputs: inputsHash(), ...model })}\n`);
console.log(
  `${out}: ${Buffer.byteLength(JSON.stringify(model))} bytes, ${model.kinds.classes.length} kinds of danger, ${Object.keys(model.danger.weights).length} + ${Object.keys(model.kinds.weights).length} features, ${real.length + older.length} messages`,
);
