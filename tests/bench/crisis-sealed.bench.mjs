// The coach's crisis triage on the real-wording crisis corpus (issue 25; corpus and rules in
// tests/fixtures/crisis-real/README.md). Loads triage() from src/content/crisis/triage.ts
// through Vite (TypeScript, the app's module graph) and runs it on every message of one part:
//
//   npm run bench crisis                                  the current sealed part (sealed-21.json; sealed-20.json
//                                                         is current too; the older ones are retired to training,
//                                                         README.md)
//   node tests/bench/crisis-sealed.bench.mjs              the same, without building the app
//   node tests/bench/crisis-sealed.bench.mjs train        the training part (train.json)
//   SEALED_FILE=sealed-2.json node tests/bench/crisis-sealed.bench.mjs
//       the second sealed part (written after sealed.json had been read while tuning; see the
//       corpus README); `node tests/bench/crisis-sealed.bench.mjs sealed-2` does the same
//   node tests/bench/crisis-sealed.bench.mjs sealed-3
//       the third sealed part (session 10, written after sealed-2.json had been seen by tuners)
//   node tests/bench/crisis-sealed.bench.mjs sealed-4
//       the fourth sealed part (session 11, written after the lead had read sealed-3's misses,
//       without opening any other part's messages)
//   node tests/bench/crisis-sealed.bench.mjs sealed-5
//       the fifth sealed part (session 12, written by a non-tuner after the lead had read
//       sealed-4, without opening any other part's messages)
//   node tests/bench/crisis-sealed.bench.mjs sealed-6
//       the sixth sealed part (session 13, written by a non-tuner without opening any other
//       part's messages; read by the lead at the end of session 13, retired to training in
//       session 14)
//   node tests/bench/crisis-sealed.bench.mjs sealed-7
//       the seventh sealed part (session 14, written by a non-tuner without opening any other
//       part's messages; read by the lead at the end of session 14, retired to training in
//       session 15)
//   node tests/bench/crisis-sealed.bench.mjs sealed-8
//       the eighth sealed part (session 15, written by a non-tuner without opening any other
//       part's messages; read by the lead at the end of session 15, retired to training in
//       session 16)
//   node tests/bench/crisis-sealed.bench.mjs sealed-9
//       the ninth sealed part (session 16, written by a non-tuner without opening any other
//       part's messages; read by the lead at the end of session 16, retired to training in
//       session 17)
//   node tests/bench/crisis-sealed.bench.mjs sealed-10
//       the tenth sealed part (session 17, written by a non-tuner without opening any other
//       part's messages; read by the lead at the end of session 17, retired to training in
//       session 18: reported as retired once scripts/coach-model-fit.mjs lists it in ENGLISH_PARTS)
//   node tests/bench/crisis-sealed.bench.mjs sealed-11
//       the eleventh sealed part (session 18, written by a non-tuner without opening any other
//       part's messages; read by the lead at the end of session 18, retired to training in
//       session 19: reported as retired once scripts/coach-model-fit.mjs lists it in ENGLISH_PARTS)
//   node tests/bench/crisis-sealed.bench.mjs sealed-12
//       the twelfth sealed part (session 19, written by a non-tuner without opening any other
//       part's messages; read by the lead at the end of session 19, retired to training in
//       session 20: reported as retired even before scripts/coach-model-fit.mjs lists it in ENGLISH_PARTS)
//   node tests/bench/crisis-sealed.bench.mjs sealed-13
//       the thirteenth sealed part (session 20, written by a non-tuner without opening any other
//       part's messages; read by the lead at the end of session 20, retired to training in
//       session 21: reported as retired even before scripts/coach-model-fit.mjs lists it in ENGLISH_PARTS)
//   node tests/bench/crisis-sealed.bench.mjs sealed-14
//       the fourteenth sealed part (session 21, written by a non-tuner without opening any other
//       part's messages; read by the lead at the end of session 21, retired to training in
//       session 22: reported as retired even before scripts/coach-model-fit.mjs lists it in ENGLISH_PARTS)
//   node tests/bench/crisis-sealed.bench.mjs sealed-15
//       the fifteenth sealed part (session 22, written by a non-tuner without opening any other
//       part's messages; read by the lead at the end of session 22, retired to training in
//       session 23: reported as retired even before scripts/coach-model-fit.mjs lists it in ENGLISH_PARTS)
//   node tests/bench/crisis-sealed.bench.mjs sealed-16
//       the sixteenth sealed part (session 23, written by a non-tuner without opening any other
//       part's messages; read by the lead at the end of session 23, retired to training in
//       session 24: reported as retired even before scripts/coach-model-fit.mjs lists it in ENGLISH_PARTS)
//   node tests/bench/crisis-sealed.bench.mjs sealed-17
//       the seventeenth sealed part (session 24, written by a non-tuner without opening any other
//       part's messages; read by the lead at the end of session 24, retired to training in
//       session 25: reported as retired even before scripts/coach-model-fit.mjs lists it in ENGLISH_PARTS)
//   node tests/bench/crisis-sealed.bench.mjs sealed-18
//       the eighteenth sealed part (session 25, written by a non-tuner without opening any other
//       part's messages; read by the lead at the end of session 25, retired to training in
//       session 26: reported as retired even before scripts/coach-model-fit.mjs lists it in ENGLISH_PARTS)
//   node tests/bench/crisis-sealed.bench.mjs sealed-19
//       the nineteenth sealed part (session 26, written by a non-tuner without opening any other
//       part's messages; reported on by the lead at the end of session 27, retired to training in
//       session 28: reported as retired even before scripts/coach-model-fit.mjs lists it in ENGLISH_PARTS)
//   node tests/bench/crisis-sealed.bench.mjs sealed-20
//       the twentieth sealed part (session 27, written by a non-tuner without opening any other
//       part's messages; one of the two current English sealed parts, beside sealed-21; report only)
//   node tests/bench/crisis-sealed.bench.mjs sealed-21
//       the twenty-first sealed part (session 28, written by a non-tuner without opening any other
//       part's messages; the second current English sealed part, beside sealed-20; report only)
//   node tests/bench/crisis-sealed.bench.mjs sealed-es
//       the Spanish sealed part (issue 31: Spanish and mixed Spanish-English messages)
//   node tests/bench/crisis-sealed.bench.mjs sealed-es-2
//       the second Spanish sealed part (session 16, written by a non-tuner without opening any
//       other part's messages; report only)
//   node tests/bench/crisis-sealed.bench.mjs train-es
//       the Spanish training part (issue 31; the Spanish lexicons are tuned on it)
//   node tests/bench/crisis-sealed.bench.mjs train-es-2
//       the second Spanish training part (session 12; measured once before tuning, then tuned on)
//   node tests/bench/crisis-sealed.bench.mjs train-es-3
//       the third Spanish training part (session 13; measured once before tuning, then tuned on)
//   node tests/bench/crisis-sealed.bench.mjs train-es-4
//       the fourth Spanish training part (session 13; a fresh batch measured once after the session's changes)
//   node tests/bench/crisis-sealed.bench.mjs train-es-5
//       the fifth Spanish training part (session 14; a fresh batch measured once before the session's changes)
//   node tests/bench/crisis-sealed.bench.mjs train-es-6
//       the sixth Spanish training part (session 15; written by a non-tuner, to be measured once unseen by the lead)
//   node tests/bench/crisis-sealed.bench.mjs train-es-7
//       the seventh Spanish training part (session 15, crisis-es; a fresh batch measured once after the session's first changes)
//   node tests/bench/crisis-sealed.bench.mjs train-es-8
//       the eighth Spanish training part (session 16, crisis-es; a fresh batch measured once before the session's changes)
//   node tests/bench/crisis-sealed.bench.mjs train-es-9
//       the ninth Spanish training part (session 17, crisis-es; a fresh batch measured once before the session's changes)
//   node tests/bench/crisis-sealed.bench.mjs train-es-11
//       the eleventh Spanish training part (session 20, crisis-es; a fresh batch measured once before the
//       session's changes); any train-es-N.json is known here before scripts/coach-model-fit.mjs lists it
//   CRISIS_DETAIL=1 node tests/bench/crisis-sealed.bench.mjs
//       also lists every individual miss. For the sealed part this is for the lead's closing
//       note only: whoever tunes the detector never reads sealed messages or their misses.
//
// Figures (aggregates only unless CRISIS_DETAIL=1):
//   - recall per category and overall: level 'crisis' AND every line the category needs
//     (target overall >= 90%; categories under 90% are named)
//   - numbers in the first reply: danger messages answered with 'crisis' or 'check' (both
//     show 911 first); also how many of those carried one of the category's own lines
//     (target 100%)
//   - full-reply false alarms: ordinary messages answered with 'crisis' (target <= 3%)
//   - safety-net rate: ordinary messages answered with 'check' (reported, no target)
// Exits non-zero when a target is missed, when the corpus breaks its format, or when the
// triage module is not there yet.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { summary, target } from './targets.mjs';
import { ssrServer } from './vite-ssr.mjs';
import { CATEGORY_LINES } from '../fixtures/crisis-real/categoryLines.mjs';
import { ALWAYS_PARTS, ENGLISH_PARTS } from '../../scripts/coach-model-fit.mjs';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const CORPUS = join(ROOT, 'tests/fixtures/crisis-real');
const TRIAGE = 'src/content/crisis/triage.ts';

const LEVELS = new Set(['crisis', 'check', 'calm']);
const TARGETS = { recall: 0.9, numbers: 1, falseAlarms: 0.03 };

/** Sealed parts read by the lead and then given to training (sessions 12 to 28): figures on them are tuned-on figures.
 * sealed-12 (from session 20), sealed-13 (from session 21), sealed-14 (from session 22), sealed-15 (from session 23),
 * sealed-16 (from session 24), sealed-17 (from session 25), sealed-18 (from session 26) and sealed-19 (from session 28)
 * are retired whether or not scripts/coach-model-fit.mjs lists them in ENGLISH_PARTS yet. */
const RETIRED = new Set([
  ...ENGLISH_PARTS.filter((part) => part.startsWith('sealed')),
  'sealed-12',
  'sealed-13',
  'sealed-14',
  'sealed-15',
  'sealed-16',
  'sealed-17',
  'sealed-18',
  'sealed-19',
]);
/** A fresh training part (train-N.json, train-es-N.json) is measured once, unseen, before the model trains on it (README.md). */
const FRESH_SPANISH = existsSync(CORPUS)
  ? readdirSync(CORPUS)
      .map((f) => /^(train-(?:es-)?\d+)\.json$/.exec(f)?.[1])
      .filter((p) => p && !ALWAYS_PARTS.includes(p))
  : [];
/** The corpus files this bench reports on, by part name (the file is `${part}.json`): the training parts, the retired ones and the current sealed ones. */
const PARTS = [
  ...new Set([
    ...ENGLISH_PARTS,
    'sealed-12',
    'sealed-13',
    'sealed-14',
    'sealed-15',
    'sealed-16',
    'sealed-17',
    'sealed-18',
    'sealed-19',
    'sealed-20',
    'sealed-21',
    'sealed-es',
    'sealed-es-2',
    ...ALWAYS_PARTS,
    ...FRESH_SPANISH,
  ]),
];
const asked = process.argv[2] ?? process.env.CRISIS_PART ?? process.env.SEALED_FILE?.replace(/\.json$/, '') ?? 'sealed-21';
if (!PARTS.includes(asked)) {
  console.log(`unknown part "${asked}": one of ${PARTS.join(', ')} (or SEALED_FILE=<part>.json)`);
  process.exit(1);
}
const part = asked;
const detail = process.env.CRISIS_DETAIL === '1';
const pct = (n, d) => (d ? `${((n / d) * 100).toFixed(1)}%` : 'n/a');

if (!existsSync(join(ROOT, TRIAGE))) {
  console.log('triage module not on main yet');
  process.exit(1);
}
const file = join(CORPUS, `${part}.json`);
if (!existsSync(file)) {
  console.log(`tests/fixtures/crisis-real/${part}.json is not there yet`);
  process.exit(1);
}

/** Every way the part breaks tests/fixtures/crisis-real/README.md's format, as sentences. */
function formatProblems(corpus, readme) {
  const problems = [];
  if (!Array.isArray(corpus.danger) || !Array.isArray(corpus.ordinary)) return ['"danger" and "ordinary" must be lists'];
  const sourceKnown = (s) => typeof s === 'string' && s.length > 0 && readme.includes(s);
  corpus.danger.forEach((d, i) => {
    const want = CATEGORY_LINES[d.category];
    if (typeof d.text !== 'string' || !d.text.trim()) problems.push(`danger ${i}: no text`);
    if (!want) problems.push(`danger ${i}: unknown category "${d.category}"`);
    else if (!Array.isArray(d.lines) || [...d.lines].sort().join() !== [...want].sort().join())
      problems.push(`danger ${i}: lines ${JSON.stringify(d.lines)} for ${d.category}, want ${JSON.stringify(want)}`);
    if (!sourceKnown(d.source)) problems.push(`danger ${i}: source "${d.source}" is not in README.md`);
  });
  corpus.ordinary.forEach((o, i) => {
    if (typeof o.text !== 'string' || !o.text.trim()) problems.push(`ordinary ${i}: no text`);
    if (!sourceKnown(o.source)) problems.push(`ordinary ${i}: source "${o.source}" is not in README.md`);
  });
  return problems;
}

/** One triage() answer checked against its interface; a broken answer is a thrown error. */
function answer(triage, text) {
  const r = triage(text);
  if (!r || !LEVELS.has(r.level) || !Array.isArray(r.lines) || !Array.isArray(r.categories))
    throw new Error(`triage() answered ${JSON.stringify(r)}; want { level, categories, lines }`);
  return r;
}

const corpus = JSON.parse(readFileSync(file, 'utf8'));
const readmePath = join(CORPUS, 'README.md');
const problems = formatProblems(corpus, existsSync(readmePath) ? readFileSync(readmePath, 'utf8') : '');
if (problems.length) {
  console.log(`${part}.json breaks the corpus format (${problems.length} problems):`);
  for (const p of problems.slice(0, 20)) console.log(`  ${p}`);
  process.exit(1);
}

const server = await ssrServer(ROOT);
let results;
try {
  const { triage } = await server.ssrLoadModule(`/${TRIAGE}`);
  if (typeof triage !== 'function') throw new Error(`${TRIAGE} does not export a function triage()`);
  const t0 = performance.now();
  results = {
    danger: corpus.danger.map((d) => ({ item: d, r: answer(triage, d.text) })),
    ordinary: corpus.ordinary.map((o) => ({ item: o, r: answer(triage, o.text) })),
    ms: performance.now() - t0,
  };
} finally {
  await server.close();
}

const recalled = ({ item, r }) => r.level === 'crisis' && item.lines.every((l) => r.lines.includes(l));
const numbersShown = ({ r }) => r.level === 'crisis' || r.level === 'check';
const ownLineShown = ({ item, r }) => numbersShown({ r }) && item.lines.some((l) => r.lines.includes(l));

const { danger, ordinary } = results;
if (RETIRED.has(part)) console.log(`${part}.json is retired and tuned on (the model trains on it): not an unseen figure`);
console.log(`part: ${part}.json, ${danger.length} danger and ${ordinary.length} ordinary messages (${corpus.about ?? ''})`);
console.log(`triage() ran ${danger.length + ordinary.length} messages in ${Math.round(results.ms)} ms`);
console.log('recall per category (level crisis with every required line):');
const under = [];
for (const category of Object.keys(CATEGORY_LINES)) {
  const rows = danger.filter((x) => x.item.category === category);
  if (!rows.length) continue;
  const hit = rows.filter(recalled).length;
  if (hit / rows.length < TARGETS.recall) under.push(category);
  console.log(
    `  ${category.padEnd(24)} ${String(hit).padStart(3)}/${String(rows.length).padEnd(3)} ${pct(hit, rows.length).padStart(6)}`,
  );
}
const hits = danger.filter(recalled).length;
target(`recall, all categories (${hits}/${danger.length})`, (hits / danger.length) * 100, {
  atLeast: TARGETS.recall * 100,
  unit: '%',
  digits: 1,
});
console.log(`categories under 90%: ${under.length ? under.join(', ') : 'none'}`);
const shown = danger.filter(numbersShown).length;
target(
  `numbers in the first reply: crisis or safety check, 911 shown (${shown}/${danger.length})`,
  (shown / danger.length) * 100,
  {
    atLeast: TARGETS.numbers * 100,
    unit: '%',
    digits: 1,
  },
);
const own = danger.filter(ownLineShown).length;
console.log(`  of those, with one of the category's own lines: ${own}/${danger.length} = ${pct(own, danger.length)}`);
const alarms = ordinary.filter(({ r }) => r.level === 'crisis').length;
target(`full-reply false alarms on ordinary messages (${alarms}/${ordinary.length})`, (alarms / ordinary.length) * 100, {
  atMost: TARGETS.falseAlarms * 100,
  unit: '%',
  digits: 1,
});
const checks = ordinary.filter(({ r }) => r.level === 'check').length;
console.log(`safety-net check on ordinary messages: ${checks}/${ordinary.length} = ${pct(checks, ordinary.length)} (no target)`);
// Ordinary messages marked "kind": "everyday" (schedules, pick-ups, holidays, school, money,
// how-to questions) are what most parents type; the check there is reported on its own.
const everyday = ordinary.filter(({ item }) => item.kind === 'everyday');
if (everyday.length) {
  const everydayChecks = everyday.filter(({ r }) => r.level !== 'calm').length;
  const hard = ordinary.filter(({ item }) => item.kind !== 'everyday');
  const hardChecks = hard.filter(({ r }) => r.level === 'check').length;
  console.log(
    `  everyday messages answered with the check or the crisis reply: ${everydayChecks}/${everyday.length} = ${pct(everydayChecks, everyday.length)}`,
  );
  console.log(
    `  other ordinary (hard negatives) answered with the check: ${hardChecks}/${hard.length} = ${pct(hardChecks, hard.length)}`,
  );
}

if (detail) {
  console.log(`\nCRISIS_DETAIL=1: every miss in ${part}.json`);
  for (const x of danger.filter((d) => !recalled(d)))
    console.log(`  missed   [${x.item.category}] got ${x.r.level} ${JSON.stringify(x.r.lines)}: ${JSON.stringify(x.item.text)}`);
  for (const x of ordinary.filter(({ r }) => r.level === 'crisis'))
    console.log(`  alarm    got crisis ${JSON.stringify(x.r.categories)}: ${JSON.stringify(x.item.text)}`);
} else {
  console.log('(aggregates only; CRISIS_DETAIL=1 lists individual misses, for the closing note only)');
}
summary(`crisis triage bench (${part})`);
