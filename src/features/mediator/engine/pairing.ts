import { dice } from './similarity';

export interface Unit {
  text: string;
  canon: string;
  words: Set<string>;
  head: Set<string>;
  pos: number;
  /** What the unit decides (meaning.ts slot families: support, insurance, holiday, ...). */
  slots?: Set<string>;
  /** The typed values' own slots (summer.weeks, summer.choose-by ...). */
  keys?: Set<string>;
  /**
   * The unit decides nothing: it only says who the children are, their ages or who is who. It is
   * paired only with another such unit, never with a rule ("Zoe is 10 months." is no counterpart of
   * "no overnights until she is 18 months old").
   */
  fact?: boolean;
  /** The unit sets a term: it decides a typed value or says who shall, will, must or may do what. */
  rule?: boolean;
}

/**
 * Pairing by meaning: units deciding the same question attract most ("two weeks of summer" and "three
 * weeks every summer", both summer.weeks), units deciding the same kind of thing attract, units
 * deciding different kinds repel.
 */
function meaningBonus(u: Unit, v: Unit): number {
  if (!u.slots?.size || !v.slots?.size) return 0;
  if (u.keys?.size && v.keys?.size) {
    const shared = [...u.keys].filter((x) => v.keys?.has(x)).length;
    if (shared) return 0.15 + (0.1 * shared) / new Set([...u.keys, ...v.keys]).size;
  }
  for (const x of u.slots) if (v.slots.has(x)) return u.keys?.size && v.keys?.size ? 0.05 : 0.15;
  return -0.15;
}

/** Greedy best-first pairing; exact canonical matches first. */
export function pairUnits(
  A: Unit[],
  B: Unit[],
  threshold: number,
  headWeight: number,
): { pairs: Array<[number, number]>; restA: number[]; restB: number[] } {
  const usedA = new Set<number>();
  const usedB = new Set<number>();
  const pairs: Array<[number, number]> = [];
  const byCanon = new Map<string, number[]>();
  B.forEach((u, j) => {
    const list = byCanon.get(u.canon) ?? [];
    list.push(j);
    byCanon.set(u.canon, list);
  });
  A.forEach((u, i) => {
    const list = byCanon.get(u.canon);
    if (!list) return;
    // Among equal texts prefer the one under a similar heading and position.
    let best = -1;
    let bestS = -1;
    for (const j of list) {
      if (usedB.has(j)) continue;
      const s = dice(u.head, (B[j] as Unit).head) - Math.abs(u.pos - (B[j] as Unit).pos);
      if (s > bestS) {
        bestS = s;
        best = j;
      }
    }
    if (best >= 0) {
      usedA.add(i);
      usedB.add(best);
      pairs.push([i, best]);
    }
  });
  const cands: Array<[number, number, number]> = [];
  A.forEach((u, i) => {
    if (usedA.has(i)) return;
    B.forEach((v, j) => {
      if (usedB.has(j)) return;
      if ((u.fact && v.rule) || (v.fact && u.rule)) return;
      const c = dice(u.words, v.words);
      if (c < threshold * 0.6) return;
      const h = u.head.size && v.head.size ? dice(u.head, v.head) : c;
      const s = (1 - headWeight) * c + headWeight * h + 0.1 * (1 - Math.abs(u.pos - v.pos)) + meaningBonus(u, v);
      if (s >= threshold) cands.push([i, j, s]);
    });
  });
  cands.sort((x, y) => y[2] - x[2] || x[0] - y[0] || x[1] - y[1]);
  for (const [i, j] of cands) {
    if (usedA.has(i) || usedB.has(j)) continue;
    usedA.add(i);
    usedB.add(j);
    pairs.push([i, j]);
  }
  return {
    pairs,
    restA: A.map((_, i) => i).filter((i) => !usedA.has(i)),
    restB: B.map((_, j) => j).filter((j) => !usedB.has(j)),
  };
}
