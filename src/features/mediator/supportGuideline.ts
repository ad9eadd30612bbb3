/**
 * The child support suggestion placed against the state guideline (issue 29, "What a parent
 * reads first"; docs/mediator.md, "Suggestions"): where the documents give what the app's own
 * child support estimator needs (each parent's income, the number of children, the overnights
 * with each parent), the guideline figure is worked out by that estimator
 * (src/content/child-support/guidelines.ts, each state's `compute`), cited with its law and the
 * date its figures took effect, and the suggestion is placed against it and both offers, with one
 * plain sentence when it cannot lie between them. Where the documents do not give them, it says
 * which are missing and links the estimator with the state and children filled in.
 * Plain TypeScript, no DOM: run in the analysis worker and by the tests. The estimator's state
 * guidelines (their tables are large) are handed in by the caller, so the worker loads them only
 * when a state that has one is chosen (worker/analysis.worker.ts).
 */
import type { GuidelineInput, StateGuideline } from '../../content/child-support/guideline';
import { resolveRoles, type Aliases } from './aliases';
import { readDetails } from './details';
import { monthlyCents, wordsToNumber, type Period } from './extract';
import { meaningOf } from './meaning';
import { PARENT_WORD, parentOf, type Parent } from './meaningValues';
import { estimatorPrefillPath } from '../../lib/pathQueries';
import { guidelineLaw } from '../../content/child-support/laws';
import { sayText } from './reportText';
import { list, say, type Arg, type MsgId, type Say } from './say';
import type { PartyDoc } from './engine';

/** What one side's documents say the guideline reads. Money is monthly cents. */
export interface SupportFigures {
  income: Partial<Record<Parent, { cents: number; basis: 'gross' | 'net' | null }>>;
  children: number | null;
  /** Overnights a year with each parent; `equal` when read from an equal-time schedule. */
  nights: { mother: number; father: number; equal: boolean } | null;
  /** The side proposes a schedule of its own (then the other side's overnights are not its). */
  schedule: boolean;
}

const AMOUNT = String.raw`\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?`;
const PER = String.raw`(?:\s*(?:per|a|each|every|/)\s*(month|mo|year|yr|week)\b|\s*(monthly|annually|yearly|weekly)\b)?`;

function cents(whole: string, frac: string | undefined): number {
  return Number(whole.replace(/,/g, '')) * 100 + Number(frac ?? 0);
}

/** The period written around an amount, as extract.ts names it; null when no period is said. */
function periodOf(word: string | null): Period | null {
  if (!word) return null;
  if (/^(?:month|mo|monthly)$/i.test(word)) return 'month';
  if (/^(?:year|yr|annually|yearly|annual)$/i.test(word)) return 'year';
  if (/^(?:week|weekly)$/i.test(word)) return 'week';
  return null;
}

/** Each parent's income as the documents state it ("The Father's gross monthly income is $6,000"). */
function readIncomes(text: string, aliases: Aliases): SupportFigures['income'] {
  const out: SupportFigures['income'] = {};
  const before = String.raw`((?:gross|net)\s+)?((?:monthly|annual|yearly)\s+)?((?:gross|net)\s+)?`;
  const patterns = [
    // "The Father's gross monthly income is $6,000", "the Mother's net income: $3,100 per month"
    new RegExp(
      String.raw`${PARENT_WORD}\s+${before}(?:income|earnings|salary)\s*(?:is|of|:|=|totals|amounts to)?\s*(?:about\s+|approximately\s+)?${AMOUNT}${PER}`,
      'g',
    ),
    // "The Mother earns $4,000 per month", "the Father makes a gross salary of $90,000 a year"
    new RegExp(
      String.raw`${PARENT_WORD}\s+(?:earns|makes|receives|has)\s+(?:a\s+)?${before}(?:(?:income|salary|earnings|pay)\s+of\s+)?(?:about\s+|approximately\s+)?${AMOUNT}${PER}`,
      'g',
    ),
  ];
  for (const re of patterns) {
    for (const m of text.matchAll(re)) {
      const p = parentOf(m[1], aliases);
      if (!p || out[p]) continue;
      const words = `${m[2] ?? ''}${m[3] ?? ''}${m[4] ?? ''}`;
      const period = m[7] ?? m[8] ?? (/monthly/i.test(words) ? 'month' : /annual|yearly/i.test(words) ? 'year' : null);
      const per = periodOf(period);
      if (per === null) continue;
      const c = monthlyCents({ cents: cents(m[5]!, m[6]), period: per, text: m[0] });
      out[p] = { cents: c, basis: /gross/i.test(words) ? 'gross' : /net/i.test(words) ? 'net' : null };
    }
  }
  return out;
}

/** How many children: a stated count ("two minor children"), else the distinct births listed. */
function readChildren(text: string): number | null {
  const counts = new Set<number>();
  const re = /\b(one|two|three|four|five|six|seven|eight|[1-8])\s+(?:minor\s+|dependent\s+)?(?:children|child|kids)\b(?!'s)/gi;
  for (const m of text.matchAll(re)) {
    const before = text.slice(Math.max(0, (m.index ?? 0) - 12), m.index);
    if (/\b(?:each|any|for|per|of the)\s+$/i.test(before)) continue;
    const w = m[1]!.toLowerCase();
    counts.add(/^\d$/.test(w) ? Number(w) : wordsToNumber(w));
  }
  if (counts.size === 1) return [...counts][0]!;
  if (counts.size > 1) return null;
  // Each child once, by the name before "born" and the date ("Sofia Alvarez, born 2016", "Ava, born March 3, 2016").
  const births = new Set(
    [
      ...text.matchAll(
        /\b([A-Z][a-z]+)(?:\s+[A-Z][a-z]+)?,?\s+(?:was\s+)?(?:born(?:\s+on|\s+in)?|DOB:?|date of birth:?)\s+([A-Z][a-z]+\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}\/\d{1,2}\/\d{2,4}|\d{4}\b)/g,
      ),
    ].map((m) => `${m[1]} ${m[2]!.replace(/[.,]/g, '')}`),
  );
  return births.size ? births.size : null;
}

const EQUAL_PATTERN = /^(?:alternating weeks|2-2-3|2-2-5-5|5-2-2-5|3-4-4-3|equal time)$/;

/**
 * Overnights a year with each parent: stated ("the Father will have 110 overnights a year"), or
 * an equal-time schedule; and whether the side proposes a schedule of its own at all.
 */
function readNights(
  text: string,
  sentences: string[],
  aliases: Aliases,
): { nights: SupportFigures['nights']; schedule: boolean } {
  const stated: Partial<Record<Parent, number>> = {};
  const res = [
    new RegExp(
      String.raw`${PARENT_WORD}\s+(?:shall\s+|will\s+|would\s+)?(?:have|has|receives?|gets?)\s+(?:about\s+|approximately\s+)?(\d{1,3})\s+overnights`,
      'g',
    ),
    new RegExp(String.raw`\b(\d{1,3})\s+overnights\s+(?:(?:a|per|each)\s+year\s+)?(?:with|for)\s+${PARENT_WORD}`, 'g'),
  ];
  for (const [i, re] of res.entries()) {
    for (const m of text.matchAll(re)) {
      const p = parentOf(i === 0 ? m[1] : m[2], aliases);
      const n = Number(i === 0 ? m[2] : m[1]);
      if (p && stated[p] === undefined && n <= 366) stated[p] = n;
    }
  }
  if (stated.mother !== undefined && stated.father !== undefined)
    return { nights: { mother: stated.mother, father: stated.father, equal: stated.mother === stated.father }, schedule: true };
  if (stated.mother !== undefined)
    return { nights: { mother: stated.mother, father: 365 - stated.mother, equal: false }, schedule: true };
  if (stated.father !== undefined)
    return { nights: { mother: 365 - stated.father, father: stated.father, equal: false }, schedule: true };
  let schedule = false;
  for (const s of sentences) {
    if (!/\b(?:live|lives|reside|primary|weekends?|week on|alternat\w*|equal\w*|2-2|5-2-2-5|3-4-4-3|50\s*\/\s*50)\b/i.test(s))
      continue;
    const meaning = meaningOf(s, aliases);
    const home = meaning.get('schedule.home');
    const pattern = home?.text.match(/\(([^)]+)\)$/)?.[1] ?? '';
    if (home?.key === 'shared' && EQUAL_PATTERN.test(pattern))
      return { nights: { mother: 183, father: 183, equal: true }, schedule: true };
    if (home || meaning.has('schedule.pattern')) schedule = true;
  }
  return { nights: null, schedule };
}

/** What one side's documents give the guideline. */
export function readSupportFigures(docs: PartyDoc[], aliases: Aliases): SupportFigures {
  const text = resolveRoles(docs.map((d) => d.text).join('\n'), aliases).replace(/[ \t]+/g, ' ');
  const sentences = text.split(/(?<=[.;])\s+|\n+/);
  return { income: readIncomes(text, aliases), children: readChildren(text), ...readNights(text, sentences, aliases) };
}

/** One side's figures, each gap filled from the other side's. */
function filled(own: SupportFigures, other: SupportFigures): SupportFigures {
  return {
    income: { mother: own.income.mother ?? other.income.mother, father: own.income.father ?? other.income.father },
    children: own.children ?? other.children,
    // Overnights follow a side's own schedule: the other side's are used only where this side proposes none.
    nights: own.nights ?? (own.schedule ? null : other.nights),
    schedule: own.schedule,
  };
}

const sameFigures = (x: SupportFigures, y: SupportFigures) =>
  JSON.stringify([x.income.mother?.cents, x.income.father?.cents, x.children, x.nights]) ===
  JSON.stringify([y.income.mother?.cents, y.income.father?.cents, y.children, y.nights]);

/** What is missing for the guideline, as the report says it. */
function missingOf(f: SupportFigures, g: StateGuideline, naming: Naming): Arg[] {
  const need: Arg[] = [];
  const income = (p: Parent) => {
    const i = f.income[p];
    // A figure on the other basis (net where the state counts gross) is not what the guideline reads.
    if (!i || (i.basis !== null && i.basis !== g.incomeBasis))
      need.push(say(g.incomeBasis === 'gross' ? 'rp_gl_need_gross' : 'rp_gl_need_net', { parent: naming(p) }));
  };
  income('mother');
  income('father');
  if (f.children === null) need.push(say('rp_gl_need_children'));
  if (f.nights === null) need.push(say('rp_gl_need_nights'));
  return need;
}

type Naming = (p: Parent) => Arg;

/** "x", "x and y", "x, y and z". */
function andList(items: Arg[]): Arg {
  if (items.length < 3) return list(items, 'and');
  return list([list(items.slice(0, -1), 'comma'), items[items.length - 1]!], 'and');
}

/** The figures the guideline was worked out from, as the report says them. */
function inputsArg(f: SupportFigures, naming: Naming): Arg {
  const items: Arg[] = [];
  for (const p of ['mother', 'father'] as const) {
    const i = f.income[p]!;
    const id: MsgId = i.basis === 'gross' ? 'rp_gl_in_gross' : i.basis === 'net' ? 'rp_gl_in_net' : 'rp_gl_in_income';
    items.push(say(id, { parent: naming(p), amount: { $: 'money', cents: i.cents, period: 'month' } }));
  }
  items.push(f.children === 1 ? say('rp_gl_in_child') : say('rp_gl_in_children', { count: f.children! }));
  const n = f.nights!;
  items.push(
    n.equal
      ? say('rp_gl_in_equal', { n: n.mother })
      : say('rp_gl_in_nights', {
          a: say('rp_gl_nights_of', { parent: naming('mother'), n: n.mother }),
          b: say('rp_gl_nights_of', { parent: naming('father'), n: n.father }),
        }),
  );
  return list(items, 'semicolon');
}

/** The guideline's figure for complete figures: who pays whom how much a month (the Mother is the estimator's "you"). */
function guidelineFigure(g: StateGuideline, f: SupportFigures): { payer: Parent | null; monthly: number } | null {
  const mother = f.income.mother;
  const father = f.income.father;
  if (!mother || !father || f.children === null || !f.nights) return null;
  if ((mother.basis && mother.basis !== g.incomeBasis) || (father.basis && father.basis !== g.incomeBasis)) return null;
  const input: GuidelineInput = {
    youIncome: mother.cents,
    otherIncome: father.cents,
    children: f.children,
    overnightsYou: f.nights.mother,
    overnightsOther: f.nights.father,
    childCare: 0,
    healthInsurance: 0,
    youLocalTax: 0,
    otherLocalTax: 0,
  };
  const r = g.compute(input);
  return { payer: r.payer === null ? null : r.payer === 'you' ? 'mother' : 'father', monthly: r.payer === null ? 0 : r.monthly };
}

/** The estimator's guideline for a state (src/content/child-support/guidelines.ts, `guidelineFor`). */
export type GuidelineLookup = (state: string) => StateGuideline | null;

/** Whether the estimator works out this state's guideline (the states its guidelines.ts lists). */
export const hasGuideline = (state: string | null | undefined): state is string => guidelineLaw(state) !== null;

/** One side's offer: who pays how much a month, as written in its support sentence. */
interface Offer {
  payer: Parent | null;
  monthly: number;
  arg: Arg;
}

function offerOf(quote: string, aliases: Aliases, children: number | null): Offer | null {
  const money = readDetails(quote, aliases).find((d) => d.kind === 'money');
  if (!money) return null;
  const m = /^(\d+)\/month(\/child)?$/.exec(money.key);
  if (!m) return null;
  if (m[2] && children === null) return null;
  const payer = meaningOf(quote, aliases).get('support.payer')?.key;
  const p = payer === 'mother' || payer === 'father' ? payer : null;
  return { payer: p, monthly: Number(m[1]) * (m[2] ? children! : 1), arg: money.arg };
}

/** An offer as the amount the guideline's payer pays (negative when the other parent pays). */
const signed = (o: Offer, payer: Parent) => (o.payer && o.payer !== payer ? -o.monthly : o.monthly);

export interface SupportSuggestion {
  text: string;
  textSay: Say;
  link: { href: string; label: string };
}

/**
 * The child support suggestion for a state the estimator works out, or null (no such state, or
 * the offers cannot be read): the guideline figure and where it lies, or what is missing.
 */
export function supportSuggestion(
  guidelineFor: GuidelineLookup,
  state: string | null | undefined,
  partyA: PartyDoc[],
  partyB: PartyDoc[],
  quoteA: string,
  quoteB: string,
  aliases: Aliases,
): SupportSuggestion | null {
  const g = state ? guidelineFor(state) : null;
  if (!hasGuideline(state) || !g) return null;
  const all = [...partyA, ...partyB].map((d) => d.text).join('\n');
  const wife = /\b(?:Husband|Wife)\b/.test(all);
  const naming: Naming = (p) => ({
    $: 'term',
    text: p === 'mother' ? (wife ? 'the Wife' : 'the Mother') : wife ? 'the Husband' : 'the Father',
  });
  const fa = readSupportFigures(partyA, aliases);
  const fb = readSupportFigures(partyB, aliases);
  const sideA = filled(fa, fb);
  const sideB = filled(fb, fa);
  const st: Arg = { $: 'term', text: state };
  const offerA = offerOf(quoteA, aliases, sideA.children);
  const offerB = offerOf(quoteB, aliases, sideB.children);
  const offerArg = (o: Offer | null, quote: string): Arg =>
    o ? (o.payer ? say('rp_gl_offer', { payer: naming(o.payer), amount: o.arg }) : o.arg) : { $: 'doc', text: quote };
  const a = offerArg(offerA, quoteA);
  const b = offerArg(offerB, quoteB);
  const parts: Say[] = [];
  // The law and the day its figures took effect, in the estimator's own words (src/content/child-support/laws.ts).
  const law = guidelineLaw(state)!;
  const cite = say('rp_gl_cite', { law: { $: 'term', text: law.law }, effective: { $: 'term', text: law.effective } });
  const costs = g.usesChildCare || g.usesHealthInsurance || g.asks !== undefined;
  const gives = (r: { payer: Parent | null; monthly: number }): Arg =>
    r.payer === null
      ? say('rp_gl_nothing')
      : say('rp_gl_paid', { amount: { $: 'money', cents: r.monthly, period: 'month' }, payer: naming(r.payer) });

  const ra = guidelineFigure(g, sideA);
  const rb = guidelineFigure(g, sideB);
  if (ra && rb && ra.payer === rb.payer && ra.monthly === rb.monthly) {
    parts.push(
      sameFigures(sideA, sideB)
        ? say('rp_gl_gives', { state: st, gives: gives(ra), inputs: inputsArg(sideA, naming) })
        : say('rp_gl_gives_both', {
            state: st,
            gives: gives(ra),
            ina: inputsArg(sideA, naming),
            inb: inputsArg(sideB, naming),
          }),
    );
    // Where the figure lies, right after it; the source last.
    if (offerA && offerB) {
      const payer = ra.payer ?? offerA.payer ?? offerB.payer ?? 'father';
      const x = signed(offerA, payer);
      const y = signed(offerB, payer);
      const gl = ra.payer === null ? 0 : ra.monthly;
      const amount: Arg = { $: 'money', cents: gl, period: 'month' };
      if (gl >= Math.min(x, y) && gl <= Math.max(x, y)) parts.push(say('rp_gl_between', { a, b }));
      else if (gl > Math.max(x, y)) parts.push(say('rp_gl_above', { amount, a, b }));
      else {
        const closer = x <= y ? 'A' : 'B';
        parts.push(say('rp_gl_below', { offer: closer === 'A' ? a : b, p: closer, a, b }));
      }
    }
    parts.push(cite);
    if (costs) parts.push(say('rp_gl_costs'));
  } else if (ra && rb) {
    parts.push(
      say('rp_gl_each_side', {
        state: st,
        a: gives(ra),
        b: gives(rb),
        ina: inputsArg(sideA, naming),
        inb: inputsArg(sideB, naming),
      }),
    );
    parts.push(cite);
    if (costs) parts.push(say('rp_gl_costs'));
  } else {
    // What neither side's documents give (side A's figures are filled from B's).
    // What either side's figures lack (each side's own schedule may leave the overnights open).
    const seen = new Set<string>();
    const missing = [...missingOf(sideA, g, naming), ...missingOf(sideB, g, naming)].filter((x) =>
      seen.has(JSON.stringify(x)) ? false : (seen.add(JSON.stringify(x)), true),
    );
    parts.push(say('rp_gl_missing', { state: st, missing: andList(missing), a, b }));
    parts.push(cite);
  }
  const children = sideA.children ?? sideB.children;
  const textSay = say('rt_join', { items: list(parts, 'space') });
  return {
    text: sayText(textSay),
    textSay,
    link: {
      href: estimatorPrefillPath({ state, ...(children !== null ? { children } : {}) }),
      label: 'Open the child support estimator',
    },
  };
}
