// Whether the sentence encoder's embeddings can name a flag's kind (docs/message-coach.md,
// "Session 18, helper msgcoach"): measured, not shipped. Every sentence of the training parts is
// analysed by the coach's rules and embedded by the app's own encoder (tone/encoder.ts, the npm
// package's weights); for each kind a logistic regression over the 512 numbers learns "labelled
// with this kind", fitted leave one part out (the same fit as scripts/message-coach-tone.mjs). A
// rule's flag of the kind would keep its name only where the held-out score is at or above a cut
// and fall back to the generic tone flag below it. Printed: of the rules' flags of the kind, how
// many right and wrong ones each cut keeps, pooled and on the newest part.
//
//   node scripts/message-coach-kinds.mjs                 blame
//   KINDS=blame,absolute node scripts/message-coach-kinds.mjs
//
// The parts are named (score.mjs TRAINING_PARTS), never listed from the folder: a sealed part (sealed-14.json and
// later) is never read.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TRAINING_PARTS, loadPart, messageText, sentenceSpans } from '../tests/fixtures/messages-real/score.mjs';
import { ssrServer } from '../tests/bench/vite-ssr.mjs';
import { nodeModelFiles } from '../tests/toneModelFiles.mjs';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const PARTS = TRAINING_PARTS;
const NEWEST = PARTS.at(-1);
const KINDS = (process.env.KINDS ?? 'blame').split(',');
const CUTS = [0.1, 0.2, 0.3, 0.4, 0.5];
const D = 512;
const FIT = { epochs: 300, rate: 2, l2: 1e-4 };

const sentences = [];
const server = await ssrServer(ROOT);
try {
  const coach = await server.ssrLoadModule('/src/features/message-coach/analyze.ts');
  const { loadEncoder } = await server.ssrLoadModule('/src/features/message-coach/tone/encoder.ts');
  const encoder = await loadEncoder(nodeModelFiles());
  for (const part of PARTS) {
    const texts = [];
    for (const message of loadPart(part).messages) {
      const text = messageText(message);
      const gold = sentenceSpans(message);
      const analysis = message.mode === 'received' ? coach.readReceived(text) : coach.analyzeDraft(text);
      for (const s of analysis.sentences) {
        // A sentence's labels: those of every labelled sentence it overlaps.
        const labels = new Set();
        message.sentences.forEach((g, i) => {
          if (Math.min(s.end, gold[i].end) > Math.max(s.start, gold[i].start)) g.flags.forEach((f) => labels.add(f));
        });
        sentences.push({ part, labels, ruled: new Set(s.flags.map((f) => f.category)) });
        texts.push(text.slice(s.start, s.end));
      }
    }
    const first = sentences.length - texts.length;
    for (let i = 0; i < texts.length; i += 64) {
      const vectors = await encoder.embed(texts.slice(i, i + 64));
      vectors.forEach((v, k) => (sentences[first + i + k].v = Float64Array.from(v)));
    }
    process.stderr.write(`\r${part}: ${texts.length} sentences embedded      `);
  }
  process.stderr.write('\n');
} finally {
  await server.close();
}

const sigmoid = (z) => 1 / (1 + Math.exp(-z));
const dot = (w, v) => {
  let s = w[D];
  for (let d = 0; d < D; d++) s += w[d] * v[d];
  return s;
};
/** L2-regularised logistic regression by full-batch gradient descent: [w_0..w_511, bias]. */
function fit(rows, y) {
  const w = new Float64Array(D + 1);
  const g = new Float64Array(D + 1);
  for (let ep = 0; ep < FIT.epochs; ep++) {
    g.fill(0);
    for (const r of rows) {
      const e = sigmoid(dot(w, r.v)) - y(r);
      for (let d = 0; d < D; d++) g[d] += e * r.v[d];
      g[D] += e;
    }
    for (let d = 0; d <= D; d++) w[d] -= FIT.rate * (g[d] / rows.length + (d < D ? FIT.l2 * w[d] : 0));
  }
  return w;
}

for (const kind of KINDS) {
  const y = (r) => (r.labels.has(kind) ? 1 : 0);
  for (const part of PARTS) {
    const w = fit(
      sentences.filter((s) => s.part !== part),
      y,
    );
    for (const s of sentences) if (s.part === part) s.held = sigmoid(dot(w, s.v));
  }
  const flagged = sentences.filter((s) => s.ruled.has(kind));
  const kept = (xs, cut) =>
    `${xs.filter((s) => y(s) && s.held >= cut).length}/${xs.filter(y).length} right, ${xs.filter((s) => !y(s) && s.held >= cut).length}/${xs.filter((s) => !y(s)).length} wrong`;
  console.log(`${kind}: the rules' flags kept at each cut of the held-out score (pooled over ${PARTS.length} parts | ${NEWEST})`);
  for (const cut of CUTS)
    console.log(
      `  ${cut.toFixed(1)}  ${kept(flagged, cut).padEnd(30)} | ${kept(
        flagged.filter((s) => s.part === NEWEST),
        cut,
      )}`,
    );
}
