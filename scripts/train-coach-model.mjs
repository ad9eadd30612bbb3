// Trains the coach's statistical layer (src/content/crisis/model.ts) and writes
// src/content/crisis/model.json: `node scripts/train-coach-model.mjs`. Reads only training
// material: tests/fixtures/crisis-real/train.json (danger, ordinary and everyday messages), the
// retired sealed parts sealed.json, sealed-2.json, sealed-3.json and sealed-4.json (read by the
// lead, then retired and given to training in session 12; see the corpus README), the Spanish
// training parts train-es.json to train-es-4.json and the older tests/fixtures/crisis sets. A current sealed part
// (sealed-es.json, sealed-5.json and later) is never read here.
//
// Two L2-regularised logistic regression models, fitted by full-batch gradient descent (Adam)
// over sparse features (model.ts `features`): danger against ordinary (binary), and the kind
// of danger (softmax over the categories, danger messages only). Written here rather than
// taken from a package because the npm logistic regression packages work on dense matrices
// (thousands of features times thousands of messages). Deterministic: zero start, fixed order.
//
// Calibration and the figures: 5-fold cross-validation on the corpus parts above grouped by
// source page (every message written from one page is held out together; the older sets always
// train). The out-of-fold scores fit the Platt sigmoid (danger) and the softmax temperature
// (kinds); the script then prints the whole first reply (triage.ts) on the held-out folds for a
// grid of thresholds, so triage.ts's MODEL_THRESHOLDS are chosen on messages the model did not
// see (the rules were written on these parts, so only the model's part is held out).
import { readFileSync, writeFileSync } from 'node:fs';
import { runnerImport } from 'vite';
import { inputsHash } from './coach-model-inputs.mjs';

const { module: coach } = await runnerImport('./src/content/crisis/model.ts');
const { module: first } = await runnerImport('./src/content/crisis/triage.ts');
const { module: rules } = await runnerImport('./src/content/crisis/crisis.ts');
const read = (path) => JSON.parse(readFileSync(path, 'utf8'));

const train = read('tests/fixtures/crisis-real/train.json');
const firstCorpus = read('tests/fixtures/crisis/danger.json');
const heldout = read('tests/fixtures/crisis/heldout.json');
const ordinaryOld = read('tests/fixtures/crisis/ordinary.json');
const renamed = (c) => (c === 'locked_out' ? 'stranded' : c);

/** Parts of tests/fixtures/crisis-real the model trains on besides train.json (never a current sealed part). */
const PARTS = ['sealed', 'sealed-2', 'sealed-3', 'sealed-4', 'train-es', 'train-es-2', 'train-es-3', 'train-es-4'];
/**
 * COACH_HOLD_OUT=<part>: train without that part, keep the shipped calibration (no
 * cross-validation) and write the model to COACH_MODEL_OUT instead of model.json; the
 * leave-one-part-out bench (tests/bench/crisis-es-lopo.bench.mjs) scores the part with it.
 */
const HOLD_OUT = process.env.COACH_HOLD_OUT;
const EXTRA_PARTS = PARTS.filter((part) => part !== HOLD_OUT);
const shippedModel = HOLD_OUT ? read('src/content/crisis/model.json') : undefined;
/** { text, cls, source, part, everyday } rows. */
const rowsOf = (corpus, part) => [
  ...corpus.danger.map((d) => ({ text: d.text, cls: d.category, source: d.source, part, lines: d.lines })),
  ...corpus.ordinary.map((o) => ({ text: o.text, cls: 'ordinary', source: o.source, part, everyday: o.kind === 'everyday' })),
  ...(corpus.everyday ?? []).map((o) => ({ text: o.text, cls: 'ordinary', source: o.source, part, everyday: true })),
];
const realDocs = [
  ...rowsOf(train, 'train'),
  ...EXTRA_PARTS.flatMap((part) => rowsOf(read(`tests/fixtures/crisis-real/${part}.json`), part)),
];
const olderDocs = [
  ...Object.entries(firstCorpus)
    .filter(([k]) => k !== 'about')
    .flatMap(([k, texts]) => texts.map((text) => ({ text, cls: renamed(k) }))),
  ...heldout.items.map((i) => ({ text: i.text, cls: renamed(i.category) })),
  ...ordinaryOld.items.map((text) => ({ text, cls: 'ordinary' })),
];
const featureCache = new Map();
const featuresOf = (text) => {
  if (!featureCache.has(text)) featureCache.set(text, coach.features(text));
  return featureCache.get(text);
};

const L2 = 1e-3;
const EPOCHS = 300;
const RATE = 0.05;
/** Weights smaller than these are left out of model.json (it ships in the coach's chunk). */
const KEEP_DANGER = 0.01;
const KEEP_KIND = 0.05;

/** Features seen in at least two training messages, indexed. */
function vocabulary(docs) {
  const df = new Map();
  for (const d of docs) for (const f of featuresOf(d.text).names) df.set(f, (df.get(f) ?? 0) + 1);
  const names = [...df]
    .filter(([, n]) => n >= 2)
    .map(([f]) => f)
    .sort();
  return { names, index: new Map(names.map((f, i) => [f, i])) };
}

/** Each document as [feature indices, value]. */
const encode = (docs, vocab) =>
  docs.map((d) => {
    const { names, value } = featuresOf(d.text);
    return [Int32Array.from(names.map((f) => vocab.index.get(f)).filter((i) => i !== undefined)), value];
  });

/** Adam over a flat parameter vector; `gradient(params, grad)` fills grad and returns nothing. */
function adam(size, gradient) {
  const w = new Float64Array(size);
  const m = new Float64Array(size);
  const v = new Float64Array(size);
  const g = new Float64Array(size);
  for (let t = 1; t <= EPOCHS; t++) {
    g.fill(0);
    gradient(w, g);
    const c1 = 1 - 0.9 ** t;
    const c2 = 1 - 0.999 ** t;
    for (let i = 0; i < size; i++) {
      m[i] = 0.9 * m[i] + 0.1 * g[i];
      v[i] = 0.999 * v[i] + 0.001 * g[i] * g[i];
      w[i] -= (RATE * (m[i] / c1)) / (Math.sqrt(v[i] / c2) + 1e-8);
    }
  }
  return w;
}

/** Binary logistic regression; y 1 = danger. Parameter 0 is the bias. */
function fitBinary(docs) {
  const vocab = vocabulary(docs);
  const X = encode(docs, vocab);
  const y = docs.map((d) => (d.cls === 'ordinary' ? 0 : 1));
  const n = docs.length;
  const w = adam(vocab.names.length + 1, (w, g) => {
    X.forEach(([idx, val], i) => {
      let s = w[0];
      for (const j of idx) s += w[j + 1] * val;
      const err = (1 / (1 + Math.exp(-s)) - y[i]) / n;
      g[0] += err;
      for (const j of idx) g[j + 1] += err * val;
    });
    for (let j = 1; j < w.length; j++) g[j] += L2 * w[j];
  });
  const weights = {};
  vocab.names.forEach((f, j) => {
    const x = Math.round(w[j + 1] * 1000) / 1000;
    if (Math.abs(x) >= KEEP_DANGER) weights[f] = x;
  });
  return { bias: Math.round(w[0] * 1000) / 1000, weights, platt: [1, 0] };
}

/** Softmax regression over the danger categories. Parameters: K biases, then K per feature. */
function fitSoftmax(docs) {
  const classes = [...new Set(docs.map((d) => d.cls))].sort();
  const K = classes.length;
  const vocab = vocabulary(docs);
  const X = encode(docs, vocab);
  const y = docs.map((d) => classes.indexOf(d.cls));
  const n = docs.length;
  const s = new Float64Array(K);
  const w = adam(K * (vocab.names.length + 1), (w, g) => {
    X.forEach(([idx, val], i) => {
      for (let c = 0; c < K; c++) s[c] = w[c];
      for (const j of idx) for (let c = 0; c < K; c++) s[c] += w[K * (j + 1) + c] * val;
      const p = coach.softmax([...s]);
      for (let c = 0; c < K; c++) {
        const err = (p[c] - (y[i] === c ? 1 : 0)) / n;
        g[c] += err;
        for (const j of idx) g[K * (j + 1) + c] += err * val;
      }
    });
    for (let j = K; j < w.length; j++) g[j] += L2 * w[j];
  });
  const round = (x) => Math.round(x * 100) / 100;
  const weights = {};
  vocab.names.forEach((f, j) => {
    const row = classes.flatMap((_, c) => {
      const x = round(w[K * (j + 1) + c]);
      return Math.abs(x) >= KEEP_KIND ? [c, x] : [];
    });
    if (row.length) weights[f] = row;
  });
  return { classes, bias: classes.map((_, c) => round(w[c])), weights, temperature: 1 };
}

const fitBoth = (docs) => ({ danger: fitBinary(docs), kinds: fitSoftmax(docs.filter((d) => d.cls !== 'ordinary')) });

/** Platt's a and b: logistic regression of the label on the raw score (Newton's method). */
function fitPlatt(pairs) {
  let a = 1;
  let b = 0;
  for (let it = 0; it < 50; it++) {
    let ga = 0,
      gb = 0,
      haa = 0,
      hab = 0,
      hbb = 0;
    for (const [s, y] of pairs) {
      const p = 1 / (1 + Math.exp(-(a * s + b)));
      const r = p * (1 - p) + 1e-9;
      ga += (p - y) * s;
      gb += p - y;
      haa += r * s * s;
      hab += r * s;
      hbb += r;
    }
    const det = haa * hbb - hab * hab;
    a -= (hbb * ga - hab * gb) / det;
    b -= (haa * gb - hab * ga) / det;
  }
  return [Math.round(a * 1e4) / 1e4, Math.round(b * 1e4) / 1e4];
}

/** The softmax temperature with the lowest held-out log loss. */
function fitTemperature(rows) {
  let best = { t: 1, loss: Infinity };
  for (let t = 0.2; t <= 5.001; t += 0.05) {
    const loss = rows.reduce((sum, [scores, c]) => sum - Math.log(coach.softmax(scores, t)[c] + 1e-12), 0);
    if (loss < best.loss) best = { t: Math.round(t * 100) / 100, loss };
  }
  return best.t;
}

// 5-fold cross-validation on train.json grouped by source page; fixed folds, so runs compare.
const folds = shippedModel ? 0 : 5;
const foldOfSource = (key) => [...key].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7) % folds;
const foldModels = [];
const outOfFold = [];
for (let k = 0; k < folds; k++) {
  const models = fitBoth([...realDocs.filter((d) => foldOfSource(d.source) !== k), ...olderDocs]);
  foldModels.push(models);
  for (const d of realDocs.filter((x) => foldOfSource(x.source) === k)) {
    const f = featuresOf(d.text);
    outOfFold.push({ d, k, score: coach.dangerScore(f, models.danger), kinds: coach.kindScores(f, models.kinds) });
  }
}
const platt = shippedModel?.danger.platt ?? fitPlatt(outOfFold.map((r) => [r.score, r.d.cls === 'ordinary' ? 0 : 1]));
const temperature =
  shippedModel?.kinds.temperature ??
  fitTemperature(
    outOfFold.filter((r) => r.d.cls !== 'ordinary').map((r) => [r.kinds, foldModels[r.k].kinds.classes.indexOf(r.d.cls)]),
  );
for (const m of foldModels) {
  m.danger.platt = platt;
  m.kinds.temperature = temperature;
}
console.log(`calibration from out-of-fold scores: Platt a=${platt[0]} b=${platt[1]}, kinds temperature ${temperature}`);

// Reliability: held-out messages by calibrated P(danger) bucket, and the share that were danger.
const share = (xs, f) => (xs.length ? ((100 * xs.filter(f).length) / xs.length).toFixed(1) : '-');
for (const r of outOfFold) r.p = coach.calibrated(r.score, platt);
console.log('reliability (held out): P(danger) bucket, messages, share danger');
for (const [lo, hi] of [
  [0, 0.1],
  [0.1, 0.3],
  [0.3, 0.5],
  [0.5, 0.7],
  [0.7, 0.9],
  [0.9, 0.97],
  [0.97, 1.01],
]) {
  const rs = outOfFold.filter((r) => r.p >= lo && r.p < hi);
  console.log(
    `  ${lo.toFixed(2)}-${Math.min(hi, 1).toFixed(2)}  ${String(rs.length).padStart(4)}  ${share(rs, (r) => r.d.cls !== 'ordinary')}%`,
  );
}

// The whole first reply (triage.ts: rules, topics, this layer) with the held-out fold's model.
// The rules were written on all of train.json, so only the model's part is held out "with
// rules"; "no rules" is the safety net alone (topics, words of unease, concepts, the model).
const calmSweep = [0.7];
const clauseSweep = [0.6, 0.7, 0.8, 1.01];
const crisisSweep = [0.9, 0.95];
const base = first.MODEL_THRESHOLDS;
const grid = calmSweep.flatMap((calm) =>
  clauseSweep.flatMap((clause) => crisisSweep.map((crisis) => ({ ...base, calm, clause, crisis }))),
);
const shipped = grid.findIndex((t) => t.calm === base.calm && t.clause === base.clause && t.crisis === base.crisis);
const results = outOfFold.map((r) => {
  const lines = r.d.lines ?? [];
  // A rule's answer does not depend on the thresholds: triageWith with rules is the rule's
  // crisis reply when one fires, else the same as without rules.
  const ruled = rules.detectDanger(r.d.text);
  const ruledReply = ruled && { level: 'crisis', lines: rules.linesOfCategories(ruled.categories) };
  const judge = (reply) => ({
    level: reply.level,
    recalled: reply.level === 'crisis' && lines.every((l) => reply.lines.includes(l)),
    shown: reply.level !== 'calm' && lines.every((l) => reply.lines.includes(l)),
  });
  const off = grid.map((t) => judge(first.triageWith(r.d.text, foldModels[r.k], t, false)));
  const on = ruledReply ? grid.map(() => judge(ruledReply)) : off;
  return { ...r, replies: [on, off] };
});
const groups = [
  ['all', () => true],
  ['train', (r) => r.d.part === 'train'],
  ['retired', (r) => r.d.part.startsWith('sealed')],
  ['es', (r) => r.d.part.startsWith('train-es')],
];
for (const [group, inGroup] of groups) {
  const dangerRows = results.filter((r) => r.d.cls !== 'ordinary' && inGroup(r));
  const ordinaryRows = results.filter((r) => r.d.cls === 'ordinary' && !r.d.everyday && inGroup(r));
  const everydayRows = results.filter((r) => r.d.everyday && inGroup(r));
  console.log(
    `cross-validated first reply (${group}: ${dangerRows.length} danger, ${ordinaryRows.length} ordinary, ${everydayRows.length} everyday): calm / clause / crisis thresholds; with rules: recall with the lines, numbers shown, ordinary full reply, ordinary check, everyday check; no rules: recall with the lines, numbers shown, ordinary full reply, ordinary check`,
  );
  grid.forEach((t, s) => {
    const on = (r) => r.replies[0][s];
    const off = (r) => r.replies[1][s];
    console.log(
      `  ${String(t.calm).padEnd(4)} ${String(t.clause).padEnd(4)} ${String(t.crisis).padEnd(5)} rules: ${share(dangerRows, (r) => on(r).recalled)}% ${share(dangerRows, (r) => on(r).shown)}% ${share(ordinaryRows, (r) => on(r).level === 'crisis')}% ${share(ordinaryRows, (r) => on(r).level === 'check')}% ${share(everydayRows, (r) => on(r).level !== 'calm')}%  no rules: ${share(dangerRows, (r) => off(r).recalled)}% ${share(dangerRows, (r) => off(r).shown)}% ${share(ordinaryRows, (r) => off(r).level === 'crisis')}% ${share(ordinaryRows, (r) => off(r).level === 'check')}%${s === shipped ? '  (shipped)' : ''}`,
    );
  });
}
if (shipped >= 0) {
  const dangerRows = results.filter((r) => r.d.cls !== 'ordinary');
  console.log(
    'per category at the shipped thresholds (all parts): recall with the lines / numbers shown; the same with no rules',
  );
  for (const cls of [...new Set(dangerRows.map((r) => r.d.cls))].sort()) {
    const rs = dangerRows.filter((r) => r.d.cls === cls);
    const [on, off] = [0, 1].map(
      (i) =>
        `${share(rs, (r) => r.replies[i][shipped].recalled).padStart(5)}% ${share(rs, (r) => r.replies[i][shipped].shown).padStart(5)}%`,
    );
    console.log(`  ${cls.padEnd(24)} ${String(rs.length).padStart(3)}  ${on}   ${off}`);
  }
}

const model = fitBoth([...realDocs, ...olderDocs]);
model.danger.platt = platt;
model.kinds.temperature = temperature;
writeFileSync(
  HOLD_OUT ? (process.env.COACH_MODEL_OUT ?? `/tmp/coach-model-without-${HOLD_OUT}.json`) : 'src/content/crisis/model.json',
  `${JSON.stringify({ inputs: inputsHash(), ...model })}\n`,
);
console.log(
  `model.json: ${model.kinds.classes.length} kinds of danger, ${Object.keys(model.danger.weights).length} + ${Object.keys(model.kinds.weights).length} features, ${realDocs.length + olderDocs.length} messages`,
);
