// The message coach's word-vector layer, measured (docs/message-coach.md, "Session 16"):
// `LAYER=words node scripts/message-coach-model.mjs` (that script reads the training parts and
// runs the coach; this module fits and scores). Per target, an L2-regularised logistic regression
// over the average of a sentence's English word vectors (scripts/word-vectors.mjs; a word outside
// the vocabulary counts as a zero vector), fitted on the labelled sentences of the training parts.
// The model is linear in each word's vector, so its weights fold into one score per word,
// score(word) = w . vector(word), and a sentence scores bias + mean of its words' scores: every
// held-out figure here is computed from those folded integer scores, for the vocabulary that
// would ship (the COMMON most frequent words of the vectors and the words of the training
// sentences), so it is the figure of the shipped form. Nothing ships yet: no form measured here
// improved the held-out figures at 80% precision (the docs give the figures).
//
// Leave one part out: for each held-out part, the vocabulary is the common words and the words of
// the other parts only, the model is fitted on the other parts, and its threshold is chosen on
// them alone (each scored by a model fitted on the rest of them): the lowest threshold at which
// the flags it would add there (where the coach raises no flag of that kind) are at least
// PRECISION right with at least MIN_RIGHT right. The held-out part then gets the flags its
// sentences score above that threshold, and its figures are printed before and after.
//
//   LAYER=words node scripts/message-coach-model.mjs           every target: add a flag of its kind
//   LAYER=words WORDS=blame,tone ...                           only these targets (tone: any escalating label)
//   SIGNS=1                                                    the signs of signs.ts join the vectors as inputs
//   FIT=open                                                   fit only where the layer may add its flag
//   POOL=max                                                   a sentence's highest word score instead of the mean
//   VETO=1                                                     drop the coach's own flags the model scores low
//   MESSAGE=1                                                  one model per message (target: hostile)
//   ROWS_OUT=rows.json                                         also write the scored rows, to refit without rerunning the coach
//   DETAIL=<part>                                              the held-out part's added (or dropped) sentences
import { fitAdam } from './fit-adam.mjs';
import { loadWordVectors } from './word-vectors.mjs';

const PRECISION = Number(process.env.PRECISION ?? 0.85);
const MIN_RIGHT = Number(process.env.MIN_RIGHT ?? 5);
const L2 = Number(process.env.L2 ?? 0.001);
const STEPS = Number(process.env.STEPS ?? 300);
/** How many of the vectors' most frequent words ship besides the training words. */
const COMMON = Number(process.env.COMMON ?? 3000);
/** The vectors read: enough to cover the training sentences' words. */
const READ = Number(process.env.READ ?? 60000);
/** Escalating labels (score.mjs): the `tone` target is any of them. */
const ESCALATING = ['insult', 'sarcasm', 'absolute', 'blame', 'past', 'threat', 'demand', 'caps', 'offtopic', 'danger'];
const ALL = ['tone', 'blame', 'sarcasm', 'insult', 'threat', 'demand', 'past', 'offtopic', 'absolute'];
/** Integer scores per word, as they would ship: score x SCALE, rounded. */
const SCALE = 100;
/** SIGNS=1: the signs of signs.ts join the word vectors as inputs (their weights ship as they are). */
const SIGNS = process.env.SIGNS === '1';
/** FIT=open: fit only on the sentences where the layer may add its flag (the accusation model's way). */
const FIT_OPEN = process.env.FIT === 'open';
/** POOL=max: a sentence's word part is its highest word score, not the mean (a single hostile word can carry it). */
const MAX = process.env.POOL === 'max';
/** VETO=1: each target model reads the sentences where the coach raised that flag and drops the flags it scores below a threshold. */
const VETO = process.env.VETO === '1';
/** VETO: the dropped flags must be at least this share wrong on the other parts. */
const WRONG = Number(process.env.WRONG ?? 0.75);
/**
 * MESSAGE=1: one model per message (its words together; target: the message is hostile), for the
 * messages the coach leaves without any flag; a message above the threshold gets the flag on its
 * sentence of highest word score, spanning that sentence's words that pushed furthest.
 */
const MESSAGE = process.env.MESSAGE === '1';

const sigmoid = (z) => 1 / (1 + Math.exp(-z));

/** Whole-word spellings read as the words the vectors know ("can't" -> "can not", "u" -> "you"). */
const WHOLE = {
  "can't": ['can', 'not'],
  cant: ['can', 'not'],
  cannot: ['can', 'not'],
  "won't": ['will', 'not'],
  wont: ['will', 'not'],
  "ain't": ['is', 'not'],
  u: ['you'],
  ur: ['your'],
  im: ['i', 'am'],
  ive: ['i', 'have'],
  youre: ['you', 'are'],
};
/** Contraction endings and the word each stands for (the "'s" of a possessive or of "is" is dropped). */
const ENDINGS = [
  ["n't", 'not'],
  ["'re", 'are'],
  ["'m", 'am'],
  ["'ll", 'will'],
  ["'ve", 'have'],
  ["'d", 'would'],
  ["'s", null],
];

/** The words of `text` as the vectors spell them, lower-case. */
function wordTokens(text) {
  const out = [];
  for (const m of text.matchAll(/[A-Za-z]+(?:['’][A-Za-z]+)*/g)) {
    const raw = m[0].toLowerCase().replace(/’/g, "'");
    if (WHOLE[raw]) {
      out.push(...WHOLE[raw]);
      continue;
    }
    const ending = ENDINGS.find(([e]) => raw.endsWith(e) && raw.length > e.length);
    if (!ending) out.push(raw.replace(/'/g, ''));
    else {
      out.push(raw.slice(0, raw.length - ending[0].length));
      if (ending[1]) out.push(ending[1]);
    }
  }
  return out;
}

/**
 * The lowest threshold whose flags ({ p, y } pairs scoring at least it) are at least `precision`
 * right with at least `minRight` right (Infinity: none). Shared with scripts/message-coach-model.mjs.
 */
export function precisionThreshold(pairs, precision, minRight) {
  const sorted = [...pairs].sort((a, b) => b.p - a.p);
  let right = 0;
  let best = Infinity;
  sorted.forEach((r, n) => {
    right += r.y;
    const next = sorted[n + 1];
    if (next && next.p === r.p) return;
    if (right >= minRight && right / (n + 1) >= precision) best = r.p;
  });
  return best;
}

export function wordLayer({ PARTS, scored, aggregate, GENERIC }) {
  const targets = (process.env.WORDS ?? ALL.join(',')).split(',').filter(Boolean);
  console.log(`reading word vectors (${READ} most frequent words) ...`);
  const { dimensions, vectors } = loadWordVectors(READ);
  const common = [...vectors.keys()].slice(0, COMMON);
  const sentenceRows = scored.flatMap((m) => m.rows);
  for (const r of sentenceRows) r.words = wordTokens(r.m.message.sentences[r.i].text);
  const rows = MESSAGE
    ? scored.map((m) => ({ part: m.part, m, message: true, words: m.rows.flatMap((r) => r.words) }))
    : sentenceRows.filter((r) => !SIGNS || r.x);
  const extra = SIGNS ? rows[0].x.length : 1;
  /** The words of the training sentences of `parts` that the vectors know, with the common words. */
  const vocabulary = (parts) => {
    const v = new Set(common);
    for (const r of rows) if (parts.includes(r.part)) for (const w of r.words) if (vectors.has(w)) v.add(w);
    return v;
  };
  /** A sentence's mean vector over the vocabulary (words outside it count as zero), then the bias 1 (or the signs, the first of which is the bias). */
  const features = (r, vocab) => {
    const x = new Float64Array(dimensions + extra);
    if (SIGNS) x.set(r.x, dimensions);
    else x[dimensions] = 1;
    const n = r.words.length || 1;
    const vecs = [];
    for (const w of r.words) {
      if (!vocab.has(w)) continue;
      const v = vectors.get(w);
      vecs.push(v);
      if (!MAX) for (let k = 0; k < dimensions; k++) x[k] += v[k] / n;
    }
    return { x, vecs };
  };
  const labelOf = (target) => (r) =>
    (r.message ? r.m.message.hostile : target === 'tone' ? r.gold.some((f) => ESCALATING.includes(f)) : r.gold.includes(target))
      ? 1
      : 0;
  /** Where the layer may add `target`: the coach raised no flag of it (for tone: no flag at all). */
  const open = (target) =>
    MESSAGE
      ? (r) => !r.m.anyShipped
      : VETO
        ? (r) => r.shipped.includes(target)
        : (r) => (target === 'tone' ? !r.shipped.length : !r.shipped.includes(target));

  function fit(train, x, y) {
    const d = dimensions + extra;
    return fitAdam({ size: d, n: train.length, steps: STEPS, l2: L2, bias: dimensions }, (w, g) => {
      for (const r of train) {
        const { x: xr, vecs } = x.get(r);
        let z = 0;
        for (let k = MAX ? dimensions : 0; k < d; k++) z += w[k] * xr[k];
        let arg = null;
        if (MAX) {
          let best = -Infinity;
          for (const v of vecs) {
            let sv = 0;
            for (let k = 0; k < dimensions; k++) sv += w[k] * v[k];
            if (sv > best) [best, arg] = [sv, v];
          }
          if (arg) z += best;
        }
        const e = sigmoid(z) - y(r);
        for (let k = MAX ? dimensions : 0; k < d; k++) g[k] += e * xr[k];
        if (arg) for (let k = 0; k < dimensions; k++) g[k] += e * arg[k];
      }
    });
  }
  /** The fit folded into integer scores per word of `vocab`, as shipped, and the bias. */
  function fold(w, vocab) {
    const table = new Map();
    for (const word of vocab) {
      const v = vectors.get(word);
      let s = 0;
      for (let k = 0; k < dimensions; k++) s += w[k] * v[k];
      const q = Math.round(s * SCALE);
      if (q || MAX) table.set(word, q);
    }
    return { table, bias: w[dimensions], signs: [...w.slice(dimensions)] };
  }
  /** A sentence's probability from folded scores, as the app would compute it from shipped per-word scores. */
  const scoreFolded = (folded, r) => {
    let sum = 0;
    let most = -Infinity;
    for (const word of r.words) {
      const q = folded.table.get(word);
      if (q === undefined) continue;
      sum += q / SCALE;
      most = Math.max(most, q / SCALE);
    }
    const z = SIGNS ? folded.signs.reduce((a, w, k) => a + w * r.x[k], 0) : folded.bias;
    if (MAX) return sigmoid(z + (Number.isFinite(most) ? most : 0));
    return sigmoid(z + sum / (r.words.length || 1));
  };
  function threshold(pairs) {
    if (VETO) {
      // The highest threshold under which the dropped flags are at least WRONG wrong (MIN_RIGHT of them wrong).
      const sorted = [...pairs].sort((a, b) => a.p - b.p);
      let wrong = 0;
      let best = -Infinity;
      sorted.forEach((r, n) => {
        wrong += 1 - r.y;
        const next = sorted[n + 1];
        if (next && next.p === r.p) return;
        if (wrong >= MIN_RIGHT && wrong / (n + 1) >= WRONG) best = next ? (r.p + next.p) / 2 : r.p + 1e-9;
      });
      return best;
    }
    return precisionThreshold(pairs, PRECISION, MIN_RIGHT);
  }
  /** A folded model fitted on `parts`, with its vocabulary. */
  const cache = new Map();
  function model(target, parts) {
    const key = `${target}|${parts.join()}`;
    if (cache.has(key)) return cache.get(key);
    const vocab = vocabulary(parts);
    const x = new Map();
    const may = open(target);
    const train = rows.filter((r) => parts.includes(r.part) && (!FIT_OPEN || may(r)));
    for (const r of train) x.set(r, features(r, vocab));
    const folded = fold(fit(train, x, labelOf(target)), vocab);
    cache.set(key, folded);
    return folded;
  }
  /** The threshold for a model fitted on `parts`, chosen leave one part out among them. */
  function chosen(target, parts) {
    const pairs = [];
    const y = labelOf(target);
    const may = open(target);
    for (const q of parts) {
      const folded = model(
        target,
        parts.filter((p) => p !== q),
      );
      for (const r of rows) if (r.part === q && may(r)) pairs.push({ p: scoreFolded(folded, r), y: y(r) });
    }
    return threshold(pairs);
  }

  /** Part figures with `added` (row -> flags) on top of what the coach ships. */
  function figures(part, added, shippedOf = (r) => r.shipped) {
    return aggregate(
      scored
        .filter((m) => m.part === part)
        .map((m) => ({
          message: m.message,
          sentences: m.rows.map((r) => ({
            gold: r.gold,
            predicted: [...shippedOf(r), ...(added.get(r) ?? [])],
            answer: m.message.sentences[r.i].answer,
            listed: false,
            text: m.message.sentences[r.i].text,
          })),
          // With flags dropped, only the sentences' own flags count; otherwise whatever the coach flagged.
          anyFlag:
            (m.rows.some((r) => shippedOf(r).length !== r.shipped.length)
              ? m.rows.some((r) => shippedOf(r).length)
              : m.anyShipped) || m.rows.some((r) => added.has(r)),
          danger: false,
        })),
    );
  }
  const precision = (a, flag) => {
    const c = flag === 'tone' ? a.tone : a.perFlag[flag];
    return `${c.tp}/${c.tp + c.fp}`;
  };

  const addedAll = new Map();
  const perTarget = {};
  for (const target of targets) {
    const y = labelOf(target);
    const may = open(target);
    const lines = [['held out', 'threshold', 'added right/all', 'hostile flagged', 'neutral flagged', `${target} P`]];
    /** A held-out part's row: its threshold, what the layer changed, hostile and neutral flagged before -> after, the flag's figure. */
    const row = (held, t, changed, before, after, figure) => [
      held,
      Number.isFinite(t) ? t.toFixed(3) : 'none',
      changed,
      `${before.hostile.flagged}/${before.hostile.total} -> ${after.hostile.flagged}`,
      `${before.neutral.flagged}/${before.neutral.total} -> ${after.neutral.flagged}`,
      figure,
    ];
    let right = 0;
    let all = 0;
    for (const held of PARTS) {
      const others = PARTS.filter((p) => p !== held);
      const t = chosen(target, others);
      const folded = model(target, others);
      const added = new Map();
      if (VETO) {
        const dropped = new Set(rows.filter((r) => r.part === held && may(r) && scoreFolded(folded, r) < t));
        const flag = target;
        const before = figures(held, new Map());
        const after = figures(held, new Map(), (r) => (dropped.has(r) ? r.shipped.filter((f) => f !== flag) : r.shipped));
        const wrong = [...dropped].filter((r) => !y(r)).length;
        right += wrong;
        all += dropped.size;
        const c = (a) => a.perFlag[flag];
        lines.push(
          row(
            held,
            t,
            `${wrong}/${dropped.size} dropped wrong`,
            before,
            after,
            `P ${c(before).tp}/${c(before).tp + c(before).fp} -> ${c(after).tp}/${c(after).tp + c(after).fp}  R ${c(before).tp}/${c(before).tp + c(before).fn} -> ${c(after).tp}/${c(after).tp + c(after).fn}`,
          ),
        );
        if (process.env.DETAIL === held)
          for (const r of dropped)
            console.log(
              `  ${y(r) ? 'LOST ' : 'fixed'} ${target} ${r.m.message.id} ${JSON.stringify(r.m.message.sentences[r.i].text)}`,
            );
        continue;
      }
      if (MESSAGE) {
        const added = new Map();
        for (const r of rows)
          if (r.part === held && may(r) && scoreFolded(folded, r) >= t) {
            // The message's sentence of highest word score carries the flag.
            const best = r.m.rows
              .filter((q) => q.words.some((w) => folded.table.has(w)))
              .sort((a, b) => scoreFolded(folded, b) - scoreFolded(folded, a))[0];
            if (best) added.set(best, [GENERIC]);
          }
        const before = figures(held, new Map());
        const after = figures(held, added);
        const ok = [...added.keys()].filter(labelOf('tone')).length;
        right += ok;
        all += added.size;
        lines.push(
          row(held, t, `${ok}/${added.size}`, before, after, `${precision(before, 'tone')} -> ${precision(after, 'tone')}`),
        );
        for (const [r] of added) addedAll.set(r, [GENERIC]);
        if (process.env.DETAIL === held)
          for (const r of added.keys())
            console.log(
              `  ${r.m.message.hostile ? 'hostile' : 'NEUTRAL'} ${labelOf('tone')(r) ? 'right' : 'FALSE'} ${r.m.message.id} ${JSON.stringify(r.m.message.sentences[r.i].text)}`,
            );
        continue;
      }
      for (const r of rows)
        if (r.part === held && may(r) && scoreFolded(folded, r) >= t) {
          added.set(r, [target === 'tone' ? GENERIC : target]);
          const prev = addedAll.get(r) ?? [];
          addedAll.set(r, [...prev, target === 'tone' ? GENERIC : target]);
        }
      const ok = [...added.keys()].filter(y).length;
      right += ok;
      all += added.size;
      const before = figures(held, new Map());
      const after = figures(held, added);
      lines.push(
        row(held, t, `${ok}/${added.size}`, before, after, `${precision(before, target)} -> ${precision(after, target)}`),
      );
      if (process.env.DETAIL === held)
        for (const r of added.keys())
          console.log(
            `  ${y(r) ? 'right' : 'FALSE'} ${target} ${r.m.message.id} ${JSON.stringify(r.m.message.sentences[r.i].text)}`,
          );
    }
    perTarget[target] = { right, all };
    {
      const pooled = [];
      for (const held of PARTS) {
        const folded = model(
          target,
          PARTS.filter((p) => p !== held),
        );
        for (const r of rows) if (r.part === held && may(r)) pooled.push({ p: scoreFolded(folded, r), y: y(r), part: held });
      }
      pooled.sort((a, b) => b.p - a.p);
      const at = (k) => `${pooled.slice(0, k).filter((r) => r.y).length}/${k}`;
      console.log(
        `  held-out ranking, pooled over parts (${pooled.filter((r) => r.y).length} of ${pooled.length} open sentences labelled): top 10 ${at(10)}, 25 ${at(25)}, 50 ${at(50)}, 100 ${at(100)}`,
      );
    }
    console.log(`\ntarget ${target}: held-out added flags ${right}/${all} right`);
    const widths = lines[0].map((_, c) => Math.max(...lines.map((l) => l[c].length)));
    for (const l of lines) console.log(l.map((v, c) => v.padEnd(widths[c])).join('  '));
  }
  if (targets.length > 1) {
    console.log(`\nall targets together, held out per part (before -> after):`);
    for (const held of PARTS) {
      const added = new Map([...addedAll].filter(([r]) => r.part === held));
      const before = figures(held, new Map());
      const after = figures(held, added);
      console.log(
        `  ${held.padEnd(9)} hostile ${before.hostile.flagged}/${before.hostile.total} -> ${after.hostile.flagged}  neutral ${before.neutral.flagged}/${before.neutral.total} -> ${after.neutral.flagged}  ` +
          targets.map((t) => `${t} ${precision(before, t)} -> ${precision(after, t)}`).join('  '),
      );
    }
  }
}
