// What the coach's statistical layer (src/content/crisis/model.json) is trained from: the
// training corpus and the code that turns a message into features. scripts/train-coach-model.mjs
// stamps model.json with the hash of these files; tests/unit/coach-model.test.ts fails when the
// committed model was trained from other versions of them (a stale model). Every file model.ts's
// features import is here (session 23: firstTest.ts, which lexicon.ts imports, was not); compose.ts
// is not one: no feature reads it (concepts.ts takes the picture words from lexicon.ts).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** Paths from the repository root. Never a current sealed part (only the retired ones, given to training). */
export const MODEL_INPUTS = [
  'tests/fixtures/crisis-real/train.json',
  'tests/fixtures/crisis-real/train-2.json',
  'tests/fixtures/crisis-real/sealed.json',
  'tests/fixtures/crisis-real/sealed-2.json',
  'tests/fixtures/crisis-real/sealed-3.json',
  'tests/fixtures/crisis-real/sealed-4.json',
  'tests/fixtures/crisis-real/sealed-5.json',
  'tests/fixtures/crisis-real/sealed-6.json',
  'tests/fixtures/crisis-real/sealed-7.json',
  'tests/fixtures/crisis-real/sealed-8.json',
  'tests/fixtures/crisis-real/sealed-9.json',
  'tests/fixtures/crisis-real/sealed-10.json',
  'tests/fixtures/crisis-real/sealed-11.json',
  'tests/fixtures/crisis-real/sealed-12.json',
  'tests/fixtures/crisis-real/sealed-13.json',
  'tests/fixtures/crisis-real/sealed-14.json',
  'tests/fixtures/crisis-real/sealed-15.json',
  'tests/fixtures/crisis-real/sealed-16.json',
  'tests/fixtures/crisis-real/sealed-17.json',
  'tests/fixtures/crisis-real/sealed-18.json',
  'tests/fixtures/crisis-real/sealed-19.json',
  'tests/fixtures/crisis-real/train-es.json',
  'tests/fixtures/crisis-real/train-es-2.json',
  'tests/fixtures/crisis-real/train-es-3.json',
  'tests/fixtures/crisis-real/train-es-4.json',
  'tests/fixtures/crisis-real/train-es-5.json',
  'tests/fixtures/crisis-real/train-es-6.json',
  'tests/fixtures/crisis-real/train-es-7.json',
  'tests/fixtures/crisis-real/train-es-8.json',
  'tests/fixtures/crisis-real/train-es-9.json',
  'tests/fixtures/crisis-real/train-es-10.json',
  'tests/fixtures/crisis-real/train-es-11.json',
  'tests/fixtures/crisis-real/train-es-12.json',
  'tests/fixtures/crisis-real/train-es-13.json',
  'tests/fixtures/crisis-real/train-es-14.json',
  'tests/fixtures/crisis/danger.json',
  'tests/fixtures/crisis/heldout.json',
  'tests/fixtures/crisis/ordinary.json',
  'tests/fixtures/crisis/messages-neutral.json',
  'scripts/train-coach-model.mjs',
  'scripts/coach-model-fit.mjs',
  'scripts/fit-adam.mjs',
  'src/content/crisis/model.ts',
  'src/content/crisis/normalise.ts',
  'src/content/crisis/frames.ts',
  'src/content/crisis/spanish.ts',
  'src/content/crisis/concepts.ts',
  'src/content/crisis/lexicon.ts',
  'src/content/crisis/firstTest.ts',
  'src/content/crisis/patterns.ts',
  'src/content/crisis/crisis.ts',
];

/** SHA-256 of the inputs' contents (line endings normalised), first 16 hex digits. */
export function inputsHash(root = '.') {
  const hash = createHash('sha256');
  for (const path of MODEL_INPUTS) hash.update(`${path}\n${readFileSync(`${root}/${path}`, 'utf8').replace(/\r\n/g, '\n')}\n`);
  return hash.digest('hex').slice(0, 16);
}
