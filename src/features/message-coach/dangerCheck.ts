// The shared danger detector (src/content/crisis, docs/coach-crisis.md) as the message coach
// calls it, with what it has read kept by clause (docs/message-coach.md, "Session 21" and
// "Session 22"). The coach asks the detector about one message up to three times (since session 23
// the text as written, as the reader and as the writer would tell it: danger.ts readingsOf), and
// again after every edit; most of those texts share most of their clauses. The detector itself
// gives each clause (and each pair of neighbouring clauses) to the rules in turn: here it is
// given the same answers kept by clause, so each clause is read by the rules once. Every step of
// the detector is its own (crisis.ts detectDanger): this module keeps answers, it decides nothing.
import { detectDanger as detect, rulesIn } from '../../content/crisis/crisis';

/** The rules matching each clause and each pair of clauses read so far: oldest dropped past LIMIT. */
const read = new Map<string, readonly number[]>();
const readPairs = new Map<string, readonly number[]>();
const LIMIT = 4000;
let reads = 0;

function remembered(clause: string, pair: boolean): readonly number[] {
  const cache = pair ? readPairs : read;
  let rules = cache.get(clause);
  if (rules === undefined) {
    reads++;
    rules = rulesIn(clause, pair);
    cache.set(clause, rules);
    if (cache.size > LIMIT) cache.delete(cache.keys().next().value!);
  }
  return rules;
}

/**
 * The detector's answers by whole text (session 22): one analysis asks about the same text more
 * than once (the draft as written and as the reader would tell it, by describesDanger and again
 * by dangerOf), and an edit asks again about every sentence it left as it was. Oldest dropped
 * past TEXTS. Read only by danger.ts, which never changes an answer it is given.
 */
const answers = new Map<string, ReturnType<typeof detect>>();
const TEXTS = 500;

/** The detector's answer for `text` (crisis.ts detectDanger), with its clauses' answers kept. */
export function detectDanger(text: string): ReturnType<typeof detect> {
  if (answers.has(text)) return answers.get(text)!;
  const answer = detect(text, remembered);
  answers.set(text, answer);
  if (answers.size > TEXTS) answers.delete(answers.keys().next().value!);
  return answer;
}

/** @public For the unit tests: how many clauses and pairs have been read by the rules so far. */
export function clauseReads(): number {
  return reads;
}
