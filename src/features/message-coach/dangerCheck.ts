// The shared danger detector (src/content/crisis, docs/coach-crisis.md) as the message coach
// calls it, with what it has read kept by clause (docs/message-coach.md, "Session 21"). The coach
// asks the detector about one message up to four times (the text as written and as the reader
// would tell it, each with and without the words flagged as blame), and again after every edit;
// most of those texts share most of their clauses. The detector itself reads every clause
// against every reviewed pattern each time: here each clause (and each pair of neighbouring
// clauses, which the composed patterns also read) is read once, and only a text in which some
// pattern matches goes to the detector itself. A text with no match anywhere is one the detector
// answers null for: every step after its patterns only narrows or renames what they found.
import { detectDanger as detect, resolvedPast, withoutIdioms } from '../../content/crisis/crisis';
import { COMPOSED } from '../../content/crisis/compose';
import { CONCEPT_CATEGORIES } from '../../content/crisis/concepts';
import { matches, type Pattern } from '../../content/crisis/lexicon';
import { clauses } from '../../content/crisis/normalise';
import { CATEGORIES } from '../../content/crisis/patterns';

/** Every category the detector reads a clause with (crisis.ts ALL: its reviewed patterns, concepts and composed rules). */
const ALL = [...CATEGORIES, ...CONCEPT_CATEGORIES, ...COMPOSED];
const EVERY: readonly Pattern[] = ALL.flatMap((c) => c.patterns);
/**
 * The patterns it also reads each pair of neighbouring clauses with: those of every category
 * whose id a composed rule has (crisis.ts COMPOSED_IDS), whichever layer the category is from.
 */
const COMPOSED_IDS = new Set(COMPOSED.map((c) => c.id));
const PAIRED: readonly Pattern[] = ALL.filter((c) => COMPOSED_IDS.has(c.id)).flatMap((c) => c.patterns);

/** Whether some pattern matches, by clause (and by pair of clauses): oldest dropped past LIMIT. */
const read = new Map<string, boolean>();
const readPairs = new Map<string, boolean>();
const LIMIT = 4000;
let reads = 0;

function remembered(cache: Map<string, boolean>, key: string, patterns: readonly Pattern[]): boolean {
  let hit = cache.get(key);
  if (hit === undefined) {
    reads++;
    hit = patterns.some((p) => matches(p, key));
    cache.set(key, hit);
    if (cache.size > LIMIT) cache.delete(cache.keys().next().value!);
  }
  return hit;
}

/**
 * Whether no pattern of the detector can match the text: no clause and no pair of neighbouring
 * clauses does. Danger told as over and done (crisis.ts resolvedPast) leaves some clauses out
 * and pairs the others across the gap: such a text goes to the detector itself.
 */
function clean(text: string): boolean {
  const message = withoutIdioms(text);
  if (resolvedPast(message)) return false;
  const parts = clauses(message);
  if (parts.some((c) => remembered(read, c, EVERY))) return false;
  for (let i = 1; i < parts.length; i++) if (remembered(readPairs, `${parts[i - 1]} ${parts[i]}`, PAIRED)) return false;
  return true;
}

/** The detector's answer for `text` (crisis.ts detectDanger), the same in every case. */
export function detectDanger(text: string): ReturnType<typeof detect> {
  return clean(text) ? null : detect(text);
}

/** @public For the unit tests: how many clauses and pairs have been read against the patterns so far. */
export function clauseReads(): number {
  return reads;
}
