// A cheap first test for a pattern's regular expression (docs/message-coach.md, "Session 22"):
// the literal pieces of text that every match must contain, read once from the expression's
// source, so a clause without them is answered "no match" without running the expression. It
// only ever says "cannot match" when the expression cannot: a part of the source it does not
// read exactly (a class of many characters, a repetition, an escape it does not know) asks for
// nothing, so the test can only be weaker than the expression, never stricter.

/** What a clause must contain: every part of `all`, or some part of `any`, or a piece of text. */
type Need = { all: Need[] } | { any: Need[] } | string | true;

/** What a piece of an expression can match: exactly one of `exact` (when few), and what it needs. */
interface Info {
  exact: Set<string> | null;
  need: Need;
}

/** The most exact strings kept for a piece before reading it only as a need (the products grow fast). */
const MOST = 64;

const needOfExact = (exact: Set<string>): Need => {
  if (exact.has('')) return true;
  // A string that holds another of the set is needless: the shorter one is there whenever it is.
  const list = [...exact].sort((a, b) => a.length - b.length);
  const kept: string[] = [];
  for (const s of list) if (!kept.some((k) => s.includes(k))) kept.push(s);
  return kept.length === 1 ? kept[0]! : { any: kept };
};
const needOf = (info: Info): Need => (info.exact ? needOfExact(info.exact) : info.need);
const both = (a: Need, b: Need): Need => (a === true ? b : b === true ? a : { all: [a, b] });
const either = (needs: Need[]): Need => (needs.some((n) => n === true) ? true : { any: needs });
const exactly = (...strings: string[]): Info => ({ exact: new Set(strings), need: true });
const ANYTHING: Info = { exact: null, need: true };
const EMPTY: Info = exactly('');

/** A reader of one regular-expression source (no flags), or null where it meets what it does not know. */
class Reader {
  private at = 0;
  constructor(private readonly source: string) {}

  read(): Info | null {
    const info = this.alternatives();
    return info && this.at === this.source.length ? info : null;
  }

  private alternatives(): Info | null {
    const options: Info[] = [];
    for (;;) {
      const one = this.sequence();
      if (!one) return null;
      options.push(one);
      if (this.source[this.at] !== '|') break;
      this.at++;
    }
    if (options.length === 1) return options[0]!;
    if (options.every((o) => o.exact)) {
      const union = new Set(options.flatMap((o) => [...o.exact!]));
      if (union.size <= MOST) return { exact: union, need: true };
    }
    return { exact: null, need: either(options.map(needOf)) };
  }

  private sequence(): Info | null {
    let run: Set<string> | null = new Set(['']);
    let need: Need = true;
    let exact = true;
    const flush = () => {
      if (run) need = both(need, needOfExact(run));
      run = null;
    };
    while (this.at < this.source.length && this.source[this.at] !== '|' && this.source[this.at] !== ')') {
      const atom = this.atom();
      if (!atom) return null;
      const piece = this.quantified(atom);
      if (!piece) return null;
      if (piece.exact) {
        if (!run) run = new Set(['']);
        const next = new Set<string>();
        for (const a of run) for (const b of piece.exact) next.add(a + b);
        if (next.size <= MOST) run = next;
        else {
          exact = false;
          flush();
          run = new Set(piece.exact);
        }
      } else {
        exact = false;
        flush();
        need = both(need, piece.need);
      }
    }
    if (exact) return { exact: run!, need: true };
    flush();
    return { exact: null, need };
  }

  /** A quantifier after an atom: optional pieces ask for nothing unless exact and few. */
  private quantified(atom: Info): Info | null {
    const s = this.source;
    const c = s[this.at];
    let least: number;
    if (c === '*' || c === '+' || c === '?') {
      least = c === '+' ? 1 : 0;
      this.at++;
      if (c === '?' && s[this.at] !== '?') return atom.exact ? { exact: new Set([...atom.exact, '']), need: true } : ANYTHING;
    } else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(s.slice(this.at));
      if (!m) return null;
      least = Number(m[1]);
      this.at += m[0].length;
    } else return atom;
    if (s[this.at] === '?') this.at++;
    return least >= 1 ? { exact: null, need: needOf(atom) } : ANYTHING;
  }

  private atom(): Info | null {
    const s = this.source;
    const c = s[this.at++]!;
    if (c === '(') {
      let kind = 'group';
      if (s.startsWith('?:', this.at)) this.at += 2;
      else if (s.startsWith('?=', this.at) || s.startsWith('?<=', this.at)) {
        kind = 'look';
        this.at += s[this.at + 1] === '=' ? 2 : 3;
      } else if (s.startsWith('?!', this.at) || s.startsWith('?<!', this.at)) {
        kind = 'not';
        this.at += s[this.at + 1] === '!' ? 2 : 3;
      } else if (s[this.at] === '?') return null;
      const inner = this.alternatives();
      if (!inner || s[this.at] !== ')') return null;
      this.at++;
      // A lookaround matches nothing itself; one that must hold still needs its text in the clause.
      if (kind === 'look') return { exact: null, need: needOf(inner) };
      if (kind === 'not') return EMPTY;
      return inner;
    }
    if (c === '[') return this.characterClass();
    if (c === '^' || c === '$') return EMPTY;
    if (c === '.') return ANYTHING;
    if (c === '\\') {
      const e = s[this.at++];
      if (e === undefined) return null;
      if (e === 'b' || e === 'B') return EMPTY;
      if ('wWdDsS'.includes(e)) return ANYTHING;
      if (/[.?*+()[\]{}|^$\\/-]/.test(e)) return exactly(e);
      return null;
    }
    if ('*+?{})]|'.includes(c)) return null;
    return exactly(c);
  }

  /** A class of a few listed characters is exact; any other class asks for nothing. */
  private characterClass(): Info | null {
    const s = this.source;
    const negated = s[this.at] === '^';
    if (negated) this.at++;
    const chars: string[] = [];
    let plain = !negated;
    while (this.at < s.length && s[this.at] !== ']') {
      let ch = s[this.at++]!;
      if (ch === '\\') {
        const e = s[this.at++];
        if (e === undefined) return null;
        if (/[.?*+()[\]{}|^$\\/\-!]/.test(e)) ch = e;
        else plain = false;
      }
      if (s[this.at] === '-' && s[this.at + 1] !== ']') plain = false;
      chars.push(ch);
    }
    if (s[this.at] !== ']') return null;
    this.at++;
    return plain && chars.length > 0 && chars.length <= 8 ? exactly(...chars) : ANYTHING;
  }
}

/**
 * Every piece of text some first test needs, in one tree by character, so one pass over a clause
 * finds which of them it holds (each start position walked down the tree as far as it goes); the
 * last clause read is kept, since every pattern asks about the same clause in turn.
 */
interface Node {
  next: Map<number, Node>;
  id: number;
}
const tree: Node = { next: new Map(), id: -1 };
let pieces = 0;
const seen: number[] = [];
let lastClause: string | null = null;
let pass = 0;

function pieceId(text: string): number {
  let node = tree;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    let child = node.next.get(c);
    if (!child) node.next.set(c, (child = { next: new Map(), id: -1 }));
    node = child;
  }
  if (node.id < 0) {
    node.id = pieces++;
    seen.push(0);
    // The kept clause was walked without this piece: read it again when it is asked about next.
    lastClause = null;
  }
  return node.id;
}

function readClause(clause: string): void {
  if (clause === lastClause) return;
  lastClause = clause;
  pass++;
  for (let i = 0; i < clause.length; i++) {
    let node: Node | undefined = tree;
    for (let j = i; j < clause.length; j++) {
      node = node.next.get(clause.charCodeAt(j));
      if (!node) break;
      if (node.id >= 0) seen[node.id] = pass;
    }
  }
}

/** A need with its pieces of text as numbers: a number, or [true, ...every] / [false, ...some]. */
type Compiled = number | [boolean, ...Compiled[]];
const compile = (need: Exclude<Need, true>): Compiled =>
  typeof need === 'string'
    ? pieceId(need)
    : 'all' in need
      ? [true, ...need.all.map((n) => compile(n as Exclude<Need, true>))]
      : [false, ...need.any.map((n) => compile(n as Exclude<Need, true>))];

function holds(need: Compiled): boolean {
  if (typeof need === 'number') return seen[need] === pass;
  const every = need[0];
  for (let i = 1; i < need.length; i++) if (holds(need[i] as Compiled) !== every) return !every;
  return every;
}

/**
 * The first test for `re`: false only where `re` cannot match `text` (a piece of text every match
 * needs is missing); null when the expression needs no piece of text, or uses flags or syntax this
 * reader leaves alone.
 */
export function firstTest(re: RegExp): ((text: string) => boolean) | null {
  if (re.flags !== '') return null;
  const info = new Reader(re.source).read();
  const need = info && needOf(info);
  if (!need || need === true) return null;
  const compiled = compile(need);
  return (text) => {
    readClause(text);
    return holds(compiled);
  };
}
