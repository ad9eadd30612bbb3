// The message coach (issue 28) cross-validated over the parts tuners may read: train.json, the
// fresh batch train-2.json and the retired sealed parts sealed.json .. sealed-9.json (sealed-2
// and sealed-3 retired in session 12, sealed-4 in session 13, sealed-5 in session 14, sealed-6 in
// session 15, sealed-7 in session 16, sealed-8 in session 17, sealed-9 in session 18:
// tests/fixtures/messages-real/README.md).
// The parts are named (score.mjs TRAINING_PARTS), never listed from the folder, so a sealed part nobody working on the
// coach has seen (sealed-17.json and later) is never read. Figures on parts someone tuned on are in-sample for them:
// direction only.
//
//   node tests/bench/messages-kfold.bench.mjs                       figures per fold and pooled
//   BY=part node tests/bench/messages-kfold.bench.mjs               leave one part out: figures per part
//   MESSAGES_DETAIL=1 FOLDS=1,2,3,4 node tests/bench/messages-kfold.bench.mjs
//       also every miss, in the folds named only (with BY=part, folds are the parts in order, 1..11)
//   MESSAGES_TONE=on node tests/bench/messages-kfold.bench.mjs
//       with the tone layer as the page shows it once loaded: the worker's own toneAnswer()
//       (tone/tone.ts: flags on the words that explain them, flags no words explain dropped). Its
//       model was fitted on these parts: in sample. Without it, the rules alone (what a parent
//       sees before the layer has loaded, or where it could not load).
//
// By source (the default), messages are grouped by source and the sources dealt into K folds
// (largest first, each to the fold with the fewest messages; ties by source id), so no source
// sits in two folds and a fold's figures say how the coach does on sources it was not written
// from. By part, each part is a fold: the parts were written by different people from different
// kinds of pages, so a part's figures say how rules written from the other parts carry over. The
// coach's rules have no fitted numbers, so "held out" means held out by whoever tunes them: name
// the folds whose misses you read (FOLDS) and keep at least one out of that list; its figures are
// the honest estimate (docs/message-coach.md names, per session, which parts were read). Reported
// per fold and pooled: hostile messages with a flag, neutral messages with any flag, per-flag
// precision and recall, reading recall, danger first. Exits 0: figures only; the targets are
// judged on the sealed part by tests/bench/messages-sealed.bench.mjs.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  FLAGS,
  GENERIC,
  aggregate,
  loadPart,
  messageText,
  missLines,
  mustList,
  scoreMessage,
  TRAINING_PARTS,
} from '../fixtures/messages-real/score.mjs';
import { ssrServer } from './vite-ssr.mjs';
import { nodeModelFiles } from '../toneModelFiles.mjs';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const K = Number(process.env.K ?? 5);
const detail = process.env.MESSAGES_DETAIL === '1';
const shown = new Set((process.env.FOLDS ?? '').split(',').filter(Boolean).map(Number));
const pct = (n, d) => (d ? `${((n / d) * 100).toFixed(1)}%` : '  n/a');
const TONE = process.env.MESSAGES_TONE === 'on';

const PARTS = TRAINING_PARTS;
const byPart = process.env.BY === 'part';
const partOf = new Map();
const messages = PARTS.flatMap((p) =>
  loadPart(p).messages.map((m) => {
    partOf.set(m, p);
    return m;
  }),
);

/** Source id -> fold (1..K): largest source first, each to the fold holding fewest messages. */
function foldsBySource(list, k) {
  const size = new Map();
  for (const m of list) size.set(m.source, (size.get(m.source) ?? 0) + 1);
  const order = [...size].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const load = Array.from({ length: k }, () => 0);
  const fold = new Map();
  for (const [source, n] of order) {
    const i = load.indexOf(Math.min(...load));
    fold.set(source, i + 1);
    load[i] += n;
  }
  return fold;
}

const folds = byPart ? PARTS.length : K;
const fold = byPart ? null : foldsBySource(messages, K);
/** The fold (1..folds) a message is scored in. */
const foldOf = (m) => (byPart ? PARTS.indexOf(partOf.get(m)) + 1 : fold.get(m.source));
const server = await ssrServer(ROOT);
const rows = [];
try {
  const coach = await server.ssrLoadModule('/src/features/message-coach/analyze.ts');
  let tone = null;
  if (TONE) {
    const { loadEncoder } = await server.ssrLoadModule('/src/features/message-coach/tone/encoder.ts');
    const { toneAnswer } = await server.ssrLoadModule('/src/features/message-coach/tone/tone.ts');
    const encoder = await loadEncoder(nodeModelFiles());
    tone = (text, analysis) => toneAnswer(text, analysis, (texts) => encoder.embed(texts));
  }
  for (const message of messages) {
    const text = messageText(message);
    let analysis = message.mode === 'received' ? coach.readReceived(text) : coach.analyzeDraft(text);
    if (tone) analysis = await tone(text, analysis);
    rows.push(scoreMessage(message, analysis));
  }
} finally {
  await server.close();
}

const groups = [
  ...Array.from({ length: folds }, (_, i) => ({
    name: byPart ? PARTS[i] : `fold ${i + 1}`,
    rows: rows.filter((r) => foldOf(r.message) === i + 1),
  })),
  { name: 'pooled', rows },
];
console.log(
  `${messages.length} messages of ${PARTS.map((p) => `${p}.json`).join(' + ')} (sealed parts retired, tuned on: direction only), ${byPart ? 'one fold per part' : `${K} folds by source`}`,
);
console.log(
  TONE
    ? 'rules and the tone layer (toneAnswer, as the page answers once the layer has loaded; the tone model is in sample here)'
    : 'rules alone, as the page answers before the tone layer has loaded (MESSAGES_TONE=on adds the layer)',
);
if (!byPart)
  for (let i = 1; i <= K; i++) {
    const sources = [...fold].filter(([, f]) => f === i).map(([s]) => s);
    console.log(
      `  fold ${i}: ${groups[i - 1].rows.length} messages from ${sources.length} sources (${sources.slice(0, 4).join(', ')}${sources.length > 4 ? ', …' : ''})`,
    );
  }
const head = ['', ...groups.map((g) => g.name)];
const table = [head];
const figures = groups.map((g) => aggregate(g.rows));
table.push([
  'hostile with a flag',
  ...figures.map((f) => `${pct(f.hostile.flagged, f.hostile.total)} ${f.hostile.flagged}/${f.hostile.total}`),
]);
table.push([
  'neutral with a flag',
  ...figures.map((f) => `${pct(f.neutral.flagged, f.neutral.total)} ${f.neutral.flagged}/${f.neutral.total}`),
]);
table.push(['danger first', ...figures.map((f) => `${pct(f.danger.shown, f.danger.total)} ${f.danger.shown}/${f.danger.total}`)]);
table.push([
  'lines, no danger',
  ...figures.map((f) => `${pct(f.dangerFalse.shown, f.dangerFalse.total)} ${f.dangerFalse.shown}/${f.dangerFalse.total}`),
]);
table.push([
  'reading listed',
  ...figures.map((f) => `${pct(f.reading.listed, f.reading.total)} ${f.reading.listed}/${f.reading.total}`),
]);
for (const flag of FLAGS) {
  table.push([
    `${flag} precision`,
    ...figures.map(({ perFlag: { [flag]: c } }) => `${pct(c.tp, c.tp + c.fp)} ${c.tp}/${c.tp + c.fp}`),
  ]);
  table.push([
    `${flag} recall`,
    ...figures.map(({ perFlag: { [flag]: c } }) => `${pct(c.tp, c.tp + c.fn)} ${c.tp}/${c.tp + c.fn}`),
  ]);
}
table.push([`${GENERIC} precision`, ...figures.map(({ tone: c }) => `${pct(c.tp, c.tp + c.fp)} ${c.tp}/${c.tp + c.fp}`)]);
const widths = head.map((_, c) => Math.max(...table.map((r) => r[c].length)));
for (const r of table) console.log(r.map((cell, c) => (c ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join('  '));

if (detail) {
  console.log(`\nMESSAGES_DETAIL=1: misses in folds ${[...shown].join(', ') || '(none named: set FOLDS)'}`);
  for (const r of rows) {
    if (!shown.has(foldOf(r.message))) continue;
    for (const line of missLines(r)) console.log(line);
  }
}
