/**
 * Typed differences between two paired texts (compare.ts): the figures, dates, days, years,
 * parents and waivers each states, as read by details.ts. Plain TypeScript, no DOM.
 */
import { KIND_LABEL, describe, type Detail, type DetailKind } from './details';
import { roleArg } from './detailArgs';
import { list, say, type Arg, type MsgId, type Say } from './say';

export interface Difference {
  kind: DetailKind | 'wording' | 'meaning';
  /** What each side states, in English (the corpus scorer reads these). */
  a: string;
  b: string;
  /** The explanation in English, as stored by reports saved before `say`. */
  line: string;
  /** The explanation as a message id with typed values (reportText.ts says it in the language on screen). */
  say?: Say;
}

/** How much a difference tells a parent: a typed value first, then figures and names, an incidental time or day last. */
const telling = (d: Pick<Difference, 'kind'>) => (d.kind === 'meaning' ? 0 : d.kind === 'time' || d.kind === 'weekday' ? 2 : 1);

/** The differences, what tells most first ("The children live mainly with the Mother" before "6:00 p.m."); a copy. */
export function mostTellingFirst<T extends Pick<Difference, 'kind'>>(ds: readonly T[]): T[] {
  return [...ds].sort((x, y) => telling(x) - telling(y));
}

/** The values of a list of details, each once, for the report. */
const args = (ds: Detail[]): Arg => {
  // "every other weekend" said twice in one sentence ("every other weekend ... alternate weekends in
  // summer") is one value: once, as describe() writes the English.
  const once = ds.filter((d, i) => ds.findIndex((x) => x.text === d.text) === i);
  return once.length ? list(once.map((d) => d.arg)) : say('rt_none');
};
const label = (kind: DetailKind): Say => say(`rt_kind_l_${kind}` as MsgId);

function group(ds: Detail[]): Map<DetailKind, Detail[]> {
  const m = new Map<DetailKind, Detail[]>();
  for (const d of ds) {
    const list = m.get(d.kind) ?? [];
    list.push(d);
    m.set(d.kind, list);
  }
  return m;
}
/** A sentence that names the parties ("Jane Doe ("Mother") and John Doe ("Father")"): its order of names means nothing. */
export const DEFINES =
  /\bhereinafter\b|^(?:[Tt]he\s+)?(?:Mother|Father|Husband|Wife|Petitioner|Respondent)\s+is\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*\.?$|\(\s*"?(?:the\s+)?(?:Mother|Father|Husband|Wife|Petitioner|Respondent)"?\s*\)|\bis the (?:Mother|Father|Husband|Wife|Petitioner|Respondent)\b/;
const keySet = (ds: Detail[]) => [...new Set(ds.map((d) => d.key))].sort().join('|');

/** True when the parent named at `d` is the one who acts ("Father shall pay", "Mother will have"). */
function actsAt(text: string, d: Detail): boolean {
  const after = text.slice(d.at, d.at + 60);
  return /^\S+(?:\s+\([^)]*\))?,?\s+(?:\w+ly\s+)?(?:shall|will|must|may|has|have|pays?|keeps?|gets?|receives?|claims?|carries|is to|is responsible|retains?)\b/i.test(
    after,
  );
}

/** Typed differences between two texts (empty when every shared kind of detail agrees). */
export function detailDifferences(a: Detail[], b: Detail[], textA = '', textB = ''): Difference[] {
  const ga = group(a);
  const gb = group(b);
  const out: Difference[] = [];
  const push = (kind: DetailKind, xa: Detail[], xb: Detail[]) => {
    const da = describe(xa) || 'none';
    const db = describe(xb) || 'none';
    out.push({
      kind,
      a: da,
      b: db,
      line: `${KIND_LABEL[kind]}: Party A says ${da}; Party B says ${db}${db.endsWith('.') ? '' : '.'}`,
      say: say('rt_diff', { label: label(kind), a: args(xa), b: args(xb) }),
    });
  };
  const kinds: DetailKind[] = [
    'money',
    'percent',
    'duration',
    'notice',
    'count',
    'time',
    'date',
    'weekday',
    'weeks',
    'distance',
    'tick',
  ];
  for (const k of kinds) {
    const xa = ga.get(k) ?? [];
    const xb = gb.get(k) ?? [];
    if (!xa.length || !xb.length) continue;
    if (k === 'date') {
      // "December 26" and "December 26, 2027" agree on the day; compare years only when both give one.
      const md = (d: Detail) => d.key.slice(0, 5);
      const sameDays = [...new Set(xa.map(md))].sort().join() === [...new Set(xb.map(md))].sort().join();
      const ya = xa.filter((d) => d.key.length > 5);
      const yb = xb.filter((d) => d.key.length > 5);
      if (!sameDays || (ya.length && yb.length && keySet(ya) !== keySet(yb))) push(k, xa, xb);
      continue;
    }
    if (keySet(xa) !== keySet(xb)) push(k, xa, xb);
  }
  // How often, unit by unit: "every weekend" against "every other weekend" differs; "every other
  // weekend" against "every Wednesday" says nothing of the same unit (a weekend is no Wednesday).
  const fa = ga.get('frequency') ?? [];
  const fb = gb.get('frequency') ?? [];
  const unitOf = (d: Detail) => d.key.replace(/^\S+ /, '');
  const units = [...new Set(fa.map(unitOf))].filter((u) => fb.some((d) => unitOf(d) === u));
  const ua = fa.filter((d) => units.includes(unitOf(d)));
  const ub = fb.filter((d) => units.includes(unitOf(d)));
  if (units.length && keySet(ua) !== keySet(ub)) push('frequency', ua, ub);
  // Odd/even years: compare who has which years ("Mother even, Father odd"), when both sides say who.
  const pa = ga.get('parity') ?? [];
  const pb = gb.get('parity') ?? [];
  let parityDiff = false;
  if (pa.length && pb.length) {
    const pairs = (all: Detail[]) => {
      const parts = new Map<string, Arg>();
      let parent: Detail | null = null;
      for (const d of all) {
        if (d.kind === 'parent' && d.key !== 'both') parent = d;
        if (d.kind === 'parity' && parent)
          parts.set(`${parent.text} in ${d.text}`, say('rt_parent_years', { parent: parent.arg, years: d.arg }));
      }
      return [...parts].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
    };
    const who = (all: Detail[]) =>
      pairs(all)
        .map(([text]) => text)
        .join(', ');
    const wa = who(a);
    const wb = who(b);
    if (wa && wb && wa !== wb) {
      parityDiff = true;
      out.push({
        kind: 'parity',
        a: wa,
        b: wb,
        line: `Which years: Party A says ${wa}; Party B says ${wb}.`,
        say: say('rt_diff', {
          label: label('parity'),
          a: list(pairs(a).map(([, v]) => v)),
          b: list(pairs(b).map(([, v]) => v)),
        }),
      });
    } else if ((!wa || !wb) && keySet(pa) !== keySet(pb)) {
      parityDiff = true;
      push('parity', pa, pb);
    }
  }
  // Which parent: who is named, and who acts ("Father shall pay Mother" against "Mother shall pay Father").
  const ra = (ga.get('parent') ?? []).filter((d) => d.key !== 'both');
  const rb = (gb.get('parent') ?? []).filter((d) => d.key !== 'both');
  if (ra.length && rb.length && !parityDiff) {
    const setA = new Set(ra.map((d) => d.key));
    const setB = new Set(rb.map((d) => d.key));
    const subset = [...setA].every((k) => setB.has(k)) || [...setB].every((k) => setA.has(k));
    const setsDiffer = !subset && !DEFINES.test(textA) && !DEFINES.test(textB);
    const subjectDiffers =
      !DEFINES.test(textA) &&
      !DEFINES.test(textB) &&
      ra[0]?.key !== rb[0]?.key &&
      actsAt(textA, ra[0] as Detail) &&
      actsAt(textB, rb[0] as Detail);
    if (setsDiffer || subjectDiffers) {
      const seqText = (xs: Detail[]) =>
        xs
          .map((d) => d.text)
          .filter((t, i, arr) => t !== arr[i - 1])
          .join(', then ');
      const seq = (xs: Detail[]): Arg => ({
        $: 'list',
        items: xs.filter((d, i, arr) => d.text !== arr[i - 1]?.text).map((d) => roleArg(d.key)),
        sep: 'then',
      });
      out.push({
        kind: 'parent',
        a: seqText(ra),
        b: seqText(rb),
        line: `Which parent: Party A names ${seqText(ra)}; Party B names ${seqText(rb)}.`,
        say: say('rt_which_parent', { a: seq(ra), b: seq(rb) }),
      });
    }
  }
  // A waiver against an amount or a share is a dispute, not an agreement.
  const wa = ga.has('waiver');
  const wb = gb.has('waiver');
  if (wa !== wb) {
    const other = wa ? b : a;
    const figures = other.filter((d) => d.kind === 'money' || d.kind === 'percent');
    const asked = describe(figures) || 'no waiver';
    const [p, q] = wa ? ['A', 'B'] : ['B', 'A'];
    out.push({
      kind: 'waiver',
      a: wa ? 'waived' : asked,
      b: wb ? 'waived' : asked,
      line: `Waiver: Party ${p} waives it; Party ${q} ${asked === 'no waiver' ? 'does not' : `asks for ${asked}`}.`,
      say: figures.length
        ? say('rt_waiver_asks', { p: p, q: q, asked: list(figures.map((d) => d.arg)) })
        : say('rt_waiver_does_not', { p: p, q: q }),
    });
  }
  return out;
}
