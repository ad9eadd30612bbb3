/**
 * The typed values a provision decides (meaning.ts) and the words they are read by: which
 * parent a word names, how the documents name the parents, and who has which years.
 * Plain TypeScript, no DOM.
 */
import { ROLE_LABEL, roleFor, type Aliases, type Role } from './aliases';

export interface Value {
  key: string;
  text: string;
}
export type Meaning = Map<string, Value>;

/**
 * The values one side states for `slots`, in their order, without a pattern of weeks its shared
 * home already names in brackets ("the children live with each parent (alternating weeks)" says
 * "alternating weeks" once, not again after it).
 */
export function sideValues(m: Meaning, slots: readonly string[]): [string, Value][] {
  const home = slots.includes('schedule.home') ? m.get('schedule.home') : undefined;
  return slots.flatMap((slot): [string, Value][] => {
    const v = m.get(slot);
    if (!v) return [];
    if (slot === 'schedule.pattern' && home?.key === 'shared' && home.text.endsWith(`(${v.text})`)) return [];
    return [[slot, v]];
  });
}
/** Sets a slot unless an earlier reading of the same sentence already set it. */
export type SetValue = (slot: string, v: Value) => void;

export type Parent = 'mother' | 'father';
export const PARENT_WORD = "(?:[Tt]he\\s+)?(?!The\\b)([A-Z][a-z]+)(?:'s)?";

/** The parent a word names (Mother, Father, Petitioner/Respondent as defined, a first name). */
export function parentOf(word: string | undefined, aliases: Aliases): Parent | null {
  if (!word) return null;
  const r: Role | null = roleFor(word, aliases);
  return r === 'mother' || r === 'father' ? r : null;
}
/** How the documents name each parent ("the Husband" in a settlement, "the Mother" in a plan). */
let naming: Record<Parent, string> = { mother: ROLE_LABEL.mother, father: ROLE_LABEL.father };
export const label = (p: Parent) => naming[p];
export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Reads how this sentence names the parents ("the Husband"/"the Wife" or the Mother/the Father). */
export function nameParents(s: string): void {
  naming = /\b(?:Husband|Wife)\b/.test(s)
    ? { mother: 'the Wife', father: 'the Husband' }
    : { mother: ROLE_LABEL.mother, father: ROLE_LABEL.father };
}

/** Unticked form options ("[ ] Sole Custody") say nothing the party chose: drop them. */
export function chosenText(text: string): string {
  // An option's words end at the next box, the sentence's end, or the verb the options share
  // ("The [X] plaintiff/parent 1 [ ] defendant/parent 2 shall have responsibility ...").
  return text.replace(/\[ \]\s*[^[\].;]*?(?=\s*\[[X ]\]|[.;]|\s+(?:shall|will|must)\b|$)/g, ' ').replace(/\[X\]\s*/g, '');
}

/** Parents named in order, with where each is named. */
export function parentsIn(s: string, aliases: Aliases): Array<{ p: Parent; at: number }> {
  const out: Array<{ p: Parent; at: number }> = [];
  for (const m of s.matchAll(/\b([A-Za-z][a-z]+)\b/g)) {
    const p = parentOf(m[1], aliases);
    if (p) out.push({ p, at: m.index ?? 0 });
  }
  return out;
}

// "in years ending in an even number" (the Utah statute's words) is "in even years".
const PARITY = /\b(?:(even|odd)(?:[- ]numbered)?\s+years?|years?\s+ending\s+in\s+an?\s+(even|odd)\s+(?:number|digit))\b/gi;
export const HAS_PARITY =
  /\b(?:(?:even|odd)(?:[- ]numbered)?\s+years?|years?\s+ending\s+in\s+an?\s+(?:even|odd)\s+(?:number|digit))\b/i;

/**
 * The parent the years at `m` belong to: the parent named before them; in a sentence naming one parent,
 * that parent ("In odd years the Father gets the first half"); and when the years open their clause ("In
 * odd years Tyler has the kids for Thanksgiving, and in even years they're with me"), the parent that
 * clause names after them.
 */
function holderOf(s: string, m: RegExpMatchArray, parents: Array<{ p: Parent; at: number }>): { p: Parent } | undefined {
  const at = m.index ?? 0;
  if (/(?:^|[,;:.]\s*|\band\s+|\bbut\s+)(?:[Ii]n|[Dd]uring)\s+(?:the\s+)?$/.test(s.slice(0, at))) {
    const end = at + m[0].length;
    const stop = s.slice(end).search(/[,;.]|\band\b/);
    const inClause = parents.find((x) => x.at >= end && (stop < 0 || x.at < end + stop));
    if (inClause) return inClause;
  }
  return parents.filter((x) => x.at < at).pop() ?? (new Set(parents.map((x) => x.p)).size === 1 ? parents[0] : undefined);
}

/** Who has which years, from "the Father in even-numbered years and the Mother in odd-numbered years". */
export function parityHolders(s: string, aliases: Aliases): Map<'even' | 'odd', Parent> {
  const parents = parentsIn(s, aliases);
  const out = new Map<'even' | 'odd', Parent>();
  for (const m of s.matchAll(PARITY)) {
    const before = holderOf(s, m, parents);
    if (before) out.set((m[1] ?? m[2] ?? '').toLowerCase() as 'even' | 'odd', before.p);
  }
  const even = out.get('even');
  const odd = out.get('odd');
  if (even && !odd) out.set('odd', even === 'mother' ? 'father' : 'mother');
  if (odd && !even) out.set('even', odd === 'mother' ? 'father' : 'mother');
  return out;
}

/** The years as the document states them: "the Father in odd years" (not the years it implies). */
export function stated(s: string, aliases: Aliases): string {
  const parents = parentsIn(s, aliases);
  const parts: string[] = [];
  for (const m of s.matchAll(PARITY)) {
    const before = holderOf(s, m, parents);
    if (before) parts.push(`${label(before.p)} in ${(m[1] ?? m[2] ?? '').toLowerCase()} years`);
  }
  return [...new Set(parts)].join(', ');
}
