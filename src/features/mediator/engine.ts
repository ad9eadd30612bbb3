/**
 * The AI Mediator's comparison engine: pure TypeScript, no DOM, no React, no network.
 * It runs in the analysis worker and directly in Node (unit tests, the corpus scorer).
 *
 * Entry point (stable signature; other code may call it directly):
 *
 *   analyzeDocuments(
 *     partyA: { name: string; text: string }[],   // one entry per file, text already extracted
 *     partyB: { name: string; text: string }[],
 *     docType: DocumentType,                       // 'Parenting Agreement' | 'Custody Plan' | 'Divorce Terms' | 'Financial Disclosures'
 *     state?: string | null,                       // US state name, e.g. 'Texas' (optional)
 *     options?: { today?: string },                // ISO date, for review dates (default: today)
 *   ): EngineResult
 *
 * EngineResult.findings is one entry per compared provision (or, for financial
 * disclosures, per asset/debt item), conflicts first:
 *   verdict     'conflict' | 'could-not-compare' | 'aligned' | 'only-a' | 'only-b'
 *               ('only-a' = only Party A's documents have it, i.e. undisclosed by / silent in B)
 *   topicId     topic id from topics.ts (or null when no topic fits)
 *   topic       plain-language topic name
 *   heading     the provision's heading or item description (Party A's, else Party B's)
 *   quoteA/B    the sentence that differs on each side (null when that side is silent)
 *   differences typed differences: { kind, a, b, line } (a and b are each side's value as text)
 *   redline     compact word diff of the two quotes (only changed words with a little context)
 * EngineResult.identical counts paired sentences or items whose wording is the same on both sides (set aside).
 * EngineResult.facts lists each party's own figures (income, expense totals): facts, not conflicts.
 * EngineResult.recommendations: proposals for negotiable quantities, always inside the parties' range.
 *
 * Text from PDF, DOCX and TXT is normalised first (hyphenation, line breaks, page headers and
 * footers, checkbox glyphs), so the same words give the same result whatever the file format.
 */
import { canonicalTokens, comparePair, type Difference, type RedlinePart } from './compare';
import { findAliases, readDetails, type Aliases } from './details';
import { extractMoney, formatDollars, monthlyCents } from './extract';
import { formatValues, matchItems, readItems, type FinancialItem } from './financial';
import { sentencesOf, splitProvisions, type Provision } from './provisions';
import { proposeFor } from './recommend';
import { TOPIC_BY_ID, TOPICS_FOR, assignTopic, type DocumentType, type TopicId } from './topics';

export interface PartyDoc {
  name: string;
  text: string;
}

export type Verdict = 'conflict' | 'could-not-compare' | 'aligned' | 'only-a' | 'only-b';

export type DetailDifference = Difference;
export type { RedlinePart };

export interface Finding {
  verdict: Verdict;
  topicId: TopicId | null;
  topic: string;
  heading: string | null;
  quoteA: string | null;
  quoteB: string | null;
  differences: DetailDifference[];
  redline: RedlinePart[];
}

export interface PartyFact {
  party: 'A' | 'B';
  label: string;
  value: string;
}

export interface EngineRecommendation {
  topicId: TopicId | null;
  topic: string;
  /** The finding's heading or item it answers. */
  heading: string | null;
  text: string;
  basis: string;
}

export interface EngineResult {
  findings: Finding[];
  identical: number;
  facts: PartyFact[];
  recommendations: EngineRecommendation[];
}

const ORDER: Record<Verdict, number> = { conflict: 0, 'could-not-compare': 1, 'only-a': 2, 'only-b': 2, aligned: 3 };
const OTHER_TOPIC = 'Other terms';

/* ------------------------------------------------------------------ similarity */

const STOP = new Set([
  'the',
  'and',
  'for',
  'with',
  'that',
  'this',
  'shall',
  'will',
  'may',
  'not',
  'any',
  'all',
  'each',
  'such',
  'from',
  'into',
  'their',
  'they',
  'them',
  'have',
  'has',
  'other',
  'parties',
  'mother',
  'father',
  'petitioner',
  'respondent',
  'both',
  'either',
  'which',
  'who',
  'under',
  'upon',
  'than',
  'per',
  'its',
  'are',
  'was',
  'were',
  'been',
  'also',
  'same',
  'said',
  'x',
  'blank',
]);
function contentSet(text: string): Set<string> {
  const out = new Set<string>();
  for (const t of canonicalTokens(text)) {
    if (t.length < 3 || /^\d/.test(t) || STOP.has(t)) continue;
    out.add(t.replace(/(?:ies)$/, 'y').replace(/(?<!s)s$/, ''));
  }
  return out;
}
function dice(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let n = 0;
  const [small, big] = a.size <= b.size ? [a, b] : [b, a];
  for (const x of small) if (big.has(x)) n++;
  return (2 * n) / (a.size + b.size);
}

interface Unit {
  text: string;
  canon: string;
  words: Set<string>;
  head: Set<string>;
  pos: number;
}

/** Greedy best-first pairing; exact canonical matches first. */
function pairUnits(
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
      const c = dice(u.words, v.words);
      if (c < threshold * 0.6) return;
      const h = u.head.size && v.head.size ? dice(u.head, v.head) : c;
      const s = (1 - headWeight) * c + headWeight * h + 0.1 * (1 - Math.abs(u.pos - v.pos));
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

/* ------------------------------------------------------------------ topics */

function topicText(s: string): string {
  return s
    .replace(
      /\b\d{1,6}\s+(?:[A-Z][a-z]+\s+){1,3}(?:Street|St|Avenue|Ave|Road|Rd|Drive|Dr|Lane|Ln|Court|Ct|Way|Boulevard|Blvd|Place|Pl|Circle|Parkway|Highway)\b\.?/g,
      ' ',
    )
    .replace(
      /\bschool\s+(?:is\s+)?(?:regularly\s+)?(?:dismissed|dismissal|resumes|recess(?:es)?|year|day|term|holidays?|calendar|vacation|break)\b/gi,
      ' ',
    )
    .replace(/\b(?:dismissed|released)\s+from\s+school\b/gi, ' ');
}

function headingOf(p: Provision): string | null {
  const parts = [p.section, p.runIn].filter((x): x is string => Boolean(x));
  return parts.length ? parts.join(' - ') : null;
}

/* ------------------------------------------------------------------ provisions */

interface Sent {
  text: string;
  prov: Provision;
  heading: string | null;
}

const MEANINGFUL = /\$|\d|\[X\]|\b(?:shall|will|must|may|agree|waive)/i;

/**
 * Who wrote or put forward this copy ("Proposed by the Mother, Jane Doe.", "Husband's draft,
 * prepared by ...", "[X] Proposal (request) by a parent (name): ..."): each side's own copy
 * says so, which is no term of the agreement. Short lines that set nothing (no shall/will/must).
 */
export function isAuthorship(sentence: string): boolean {
  if (sentence.length > 160 || /\b(?:shall|will|must|agrees?|waives?)\b/i.test(sentence)) return false;
  const by =
    /\b(?:proposed|prepared|submitted|drafted|presented)\s+by\b|\bproposal\s*(?:\(request\)\s*)?by\b|\b(?:Husband|Wife|Mother|Father|Petitioner|Respondent)'s\s+(?:draft|proposal|version)\b/i;
  if (!by.test(sentence)) return false;
  // Nothing else may be said: what remains once the authorship words, names, roles and form
  // marks are taken away is empty ("Proposed by the Father, Adam Novak, the non-custodial
  // parent." also says who is the non-custodial parent, so it stays).
  const rest = sentence
    .replace(/\[[X ]\]/g, ' ')
    .replace(/\bthis\s+(?:parenting\s+plan|plan|agreement|document|proposal|affidavit)\s+is\s+(?:a|an|the)\b/gi, ' ')
    .replace(/\((?:check one|request|name|parent's name)\)/gi, ' ')
    .replace(new RegExp(by.source, 'gi'), ' ')
    .replace(/\b(?:the|a|an|parent|party|draft|copy|version|proposal|of|and)\b/gi, ' ')
    .replace(/\b[A-Z][A-Za-z'.-]*/g, ' ')
    .replace(/[\s,.:;()'"-]+/g, '');
  return rest === '';
}

function quote(s: string): string {
  return s.length > 420 ? `${s.slice(0, 417).trimEnd()}…` : s;
}

function provisionFindings(
  provA: Provision[],
  provB: Provision[],
  allowed: TopicId[],
  aliases: Aliases,
  keep: (sentence: string) => boolean = () => true,
  parents = true,
): { findings: Finding[]; identical: number } {
  const findings: Finding[] = [];
  let identical = 0;
  const unit = (p: Provision, i: number, n: number): Unit => ({
    text: p.text,
    canon: canonicalTokens(p.text, aliases).join(' '),
    words: contentSet(p.text),
    head: contentSet(headingOf(p) ?? ''),
    pos: n > 1 ? i / (n - 1) : 0,
  });
  const UA = provA.map((p, i) => unit(p, i, provA.length));
  const UB = provB.map((p, i) => unit(p, i, provB.length));
  const top = pairUnits(UA, UB, 0.34, 0.35);

  const headingTopic = new Map<string, TopicId | null>();
  const topicOf = (s: Sent): TopicId | null => {
    const h = s.heading ?? '';
    if (!headingTopic.has(h)) headingTopic.set(h, h ? assignTopic(topicText(h), allowed) : null);
    return assignTopic(topicText(s.text), allowed, headingTopic.get(h) ?? null);
  };
  const label = (t: TopicId | null) => (t ? (TOPIC_BY_ID.get(t)?.label ?? t) : OTHER_TOPIC);

  const emitPair = (sa: Sent, sb: Sent) => {
    const c = comparePair(sa.text, sb.text, aliases, { parents });
    if (c.verdict === 'identical') {
      identical++;
      return;
    }
    const t = topicOf(sa) ?? topicOf(sb);
    findings.push({
      verdict: c.verdict === 'conflict' ? 'conflict' : c.verdict === 'aligned' ? 'aligned' : 'could-not-compare',
      topicId: t,
      topic: label(t),
      heading: sa.heading ?? sb.heading,
      quoteA: quote(sa.text),
      quoteB: quote(sb.text),
      differences: c.differences,
      redline: c.redline,
    });
  };

  const leftA: Sent[] = [];
  const leftB: Sent[] = [];
  const sentUnits = (ss: Sent[]): Unit[] =>
    ss.map((s, i) => ({
      text: s.text,
      canon: canonicalTokens(s.text, aliases).join(' '),
      words: contentSet(s.text),
      head: contentSet(s.heading ?? ''),
      pos: ss.length > 1 ? i / (ss.length - 1) : 0,
    }));
  const sentsOf = (p: Provision): Sent[] =>
    (p.form ? [p.text] : sentencesOf(p.text))
      .filter((t) => keep(t) && !isAuthorship(t))
      .map((text) => ({ text, prov: p, heading: headingOf(p) }));

  for (const [i, j] of top.pairs) {
    const pa = provA[i] as Provision;
    const pb = provB[j] as Provision;
    if ((UA[i] as Unit).canon === (UB[j] as Unit).canon) {
      if (pa.text === pb.text) identical++;
      else emitPair({ text: pa.text, prov: pa, heading: headingOf(pa) }, { text: pb.text, prov: pb, heading: headingOf(pb) });
      continue;
    }
    const sa = sentsOf(pa);
    const sb = sentsOf(pb);
    if (sa.length === 1 && sb.length === 1) {
      emitPair(sa[0] as Sent, sb[0] as Sent);
      continue;
    }
    const inner = pairUnits(sentUnits(sa), sentUnits(sb), 0.4, 0);
    for (const [x, y] of inner.pairs.sort((p, q) => p[0] - q[0])) emitPair(sa[x] as Sent, sb[y] as Sent);
    for (const x of inner.restA) leftA.push(sa[x] as Sent);
    for (const y of inner.restB) leftB.push(sb[y] as Sent);
  }
  for (const i of top.restA) leftA.push(...sentsOf(provA[i] as Provision));
  for (const j of top.restB) leftB.push(...sentsOf(provB[j] as Provision));

  // Sentences moved to another section are still the same provision.
  const second = pairUnits(sentUnits(leftA), sentUnits(leftB), 0.5, 0.2);
  for (const [x, y] of second.pairs) emitPair(leftA[x] as Sent, leftB[y] as Sent);
  const oneSided = (s: Sent, party: 'A' | 'B') => {
    const words = s.text.split(/\s+/).length;
    if (s.prov.form && !s.text.includes('[X]')) return;
    if (words < 4 || !MEANINGFUL.test(s.text)) return;
    // Only what sets something (an amount, a period, a date, a day, a ticked option, a waiver):
    // unmatched boilerplate and structure are not reported as one party's terms.
    if (!readDetails(s.text, aliases).some((d) => d.kind !== 'parent' && (d.kind !== 'tick' || d.key.endsWith('=ticked'))))
      return;
    const t = topicOf(s);
    findings.push({
      verdict: party === 'A' ? 'only-a' : 'only-b',
      topicId: t,
      topic: label(t),
      heading: s.heading,
      quoteA: party === 'A' ? quote(s.text) : null,
      quoteB: party === 'B' ? quote(s.text) : null,
      differences: [],
      redline: [],
    });
  };
  // Last pass, topic by topic: two leftover sentences on the same topic that set different
  // figures, days or positions ("every other weekend" against "week-on/week-off") are a
  // conflict even when worded too differently to pair; anything less stays one-sided.
  const restA = second.restA.map((x) => leftA[x] as Sent);
  const restB = second.restB.map((y) => leftB[y] as Sent);
  const usedA = new Set<Sent>();
  const usedB = new Set<Sent>();
  const cands: Array<[Sent, Sent, number]> = [];
  const topicA = restA.map(topicOf);
  const topicB = restB.map(topicOf);
  restA.forEach((sa, x) => {
    if (!topicA[x]) return;
    const wa = contentSet(sa.text);
    restB.forEach((sb, y) => {
      if (topicB[y] !== topicA[x]) return;
      const d = dice(wa, contentSet(sb.text));
      if (d >= 0.12) cands.push([sa, sb, d]);
    });
  });
  cands.sort((p, q) => q[2] - p[2]);
  for (const [sa, sb] of cands) {
    if (usedA.has(sa) || usedB.has(sb)) continue;
    const c = comparePair(sa.text, sb.text, aliases, { parents });
    if (c.verdict !== 'conflict' || c.differences.every((d) => d.kind === 'parent')) continue;
    usedA.add(sa);
    usedB.add(sb);
    emitPair(sa, sb);
  }
  for (const sa of restA) if (!usedA.has(sa)) oneSided(sa, 'A');
  for (const sb of restB) if (!usedB.has(sb)) oneSided(sb, 'B');
  return { findings: mergeSplitTerms(findings, aliases), identical };
}

/** The differences of a finding are only tick marks ("[X]" against "[ ]"). */
function tickOnly(f: Finding): boolean {
  return (
    f.verdict === 'conflict' &&
    f.differences.length > 0 &&
    f.differences.every(
      (d) => d.kind === 'tick' || (d.kind === 'wording' && !/"/.test(`${d.a}${d.b}`) && /ticked/.test(`${d.a}${d.b}`)),
    )
  );
}
const percentsOf = (text: string, aliases: Aliases) =>
  readDetails(text, aliases)
    .filter((d) => d.kind === 'percent')
    .map((d) => Number(d.key));
const sum = (xs: number[]) => xs.reduce((n, x) => n + x, 0);

/**
 * One term written over several lines is one dispute, reported once:
 * - options of one form question ticked differently ("[X] A parent has these problems",
 *   "[X] Domestic Violence" against "[X] Neither parent has any of these problems"): Party A's
 *   ticked options against Party B's;
 * - shares of one whole given sentence by sentence ("Husband 50 percent. Wife 50 percent."
 *   against "Husband 40 percent. Wife 60 percent."), when each side's shares add up to 100.
 * Only consecutive conflicts under the same heading are joined.
 */
function mergeSplitTerms(findings: Finding[], aliases: Aliases = new Map()): Finding[] {
  const out: Finding[] = [];
  const short = (t: string) => (t.length > 240 ? `${t.slice(0, 237).trimEnd()}…` : t);
  const label = (t: string) => {
    const l = t
      .replace(/^\[X\]\s*/, '')
      .replace(/\s*\(.*$/, '')
      .trim();
    return `"${l.length > 48 ? `${l.slice(0, 47).trimEnd()}…` : l}"`;
  };
  for (let i = 0; i < findings.length;) {
    const f = findings[i] as Finding;
    let j = i + 1;
    const same = (g: Finding) => g.verdict === 'conflict' && g.heading === f.heading && g.quoteA && g.quoteB;
    if (tickOnly(f)) {
      while (j < findings.length && same(findings[j] as Finding) && tickOnly(findings[j] as Finding)) j++;
      const run = findings.slice(i, j);
      const tickedA = run.map((g) => g.quoteA as string).filter((t) => t.startsWith('[X]'));
      const tickedB = run.map((g) => g.quoteB as string).filter((t) => t.startsWith('[X]'));
      if (run.length > 1 && tickedA.length && tickedB.length) {
        const a = tickedA.map(label).join(', ');
        const b = tickedB.map(label).join(', ');
        out.push({
          ...f,
          quoteA: tickedA.map(short).join(' '),
          quoteB: tickedB.map(short).join(' '),
          differences: [
            { kind: 'tick', a: `ticks ${a}`, b: `ticks ${b}`, line: `Ticked options: Party A ticks ${a}; Party B ticks ${b}.` },
          ],
          redline: [],
        });
        i = j;
        continue;
      }
      j = i + 1;
    }
    const shareOnly = (g: Finding) =>
      g.verdict === 'conflict' &&
      g.differences.length > 0 &&
      g.differences.every((d) => d.kind === 'percent' || d.kind === 'parent');
    if (shareOnly(f) && f.quoteA && f.quoteB) {
      while (j < findings.length && same(findings[j] as Finding) && shareOnly(findings[j] as Finding)) j++;
      const run = findings.slice(i, j);
      const pa = run.flatMap((g) => percentsOf(g.quoteA as string, aliases));
      const pb = run.flatMap((g) => percentsOf(g.quoteB as string, aliases));
      if (run.length > 1 && sum(pa) === 100 && sum(pb) === 100) {
        const a = pa.map((x) => `${x}%`).join(' / ');
        const b = pb.map((x) => `${x}%`).join(' / ');
        out.push({
          ...f,
          quoteA: run.map((g) => g.quoteA).join(' '),
          quoteB: run.map((g) => g.quoteB).join(' '),
          differences: [{ kind: 'percent', a, b, line: `Shares: Party A says ${a}; Party B says ${b}.` }],
          redline: run.flatMap((g) => g.redline),
        });
        i = j;
        continue;
      }
    }
    out.push(f);
    i += 1;
  }
  return out;
}

/* ------------------------------------------------------------------ financial disclosures */

function itemTopic(i: FinancialItem): TopicId {
  const t = `${i.description} ${i.keys.join(' ')}`;
  if (/\b401\s?\(?k|\b403\s?\(?b|\bira\b|\bpension\b|\bretirement\b|\bthrift savings\b|\bdeferred comp/i.test(t))
    return 'retirement';
  if (i.category === 'debt') return 'debts';
  if (/^address /m.test(i.keys.join('\n')) || /\bhome\b|\bhouse\b|\bresidence\b|\breal (?:estate|property)\b|\bcondo/i.test(t))
    return 'marital-home';
  return 'property';
}

/** Whose income a row states ("Respondent's gross income", "Husband's salary"), when it says. */
function incomeOwner(i: FinancialItem, aliases: Aliases): string | null {
  const m = /\b(Mother|Father|Husband|Wife|Petitioner|Respondent|[A-Z][a-z]{2,})(?:'s)?\b/.exec(i.description);
  if (!m?.[1]) return null;
  const w = m[1];
  const role =
    aliases.get(w) ??
    (/^(?:Mother|Wife)$/.test(w)
      ? 'mother'
      : /^(?:Father|Husband)$/.test(w)
        ? 'father'
        : /^(?:Petitioner|Respondent)$/.test(w)
          ? w.toLowerCase()
          : null);
  if (!role) return null;
  const kind = /\bnet\b/i.test(i.description) ? 'net' : 'gross';
  return `${role} ${kind}`;
}

function financialFindings(
  partyA: PartyDoc[],
  partyB: PartyDoc[],
  aliases: Aliases,
): { findings: Finding[]; facts: PartyFact[]; recs: EngineRecommendation[]; identical: number } {
  const itemsA = partyA.flatMap((d) => readItems(d.text));
  const itemsB = partyB.flatMap((d) => readItems(d.text));
  const facts: PartyFact[] = [];
  const findings: Finding[] = [];
  const recs: EngineRecommendation[] = [];
  let identical = 0;
  // The same person's income stated differently by the two sides is a conflict; each side's own figures are facts.
  const incomeTopic = TOPIC_BY_ID.get('income')?.label ?? 'Income';
  const yearly = (i: FinancialItem) => {
    const m = extractMoney(i.text)[0];
    return m ? (m.period === 'once' ? m.cents : monthlyCents(m) * 12) : 0;
  };
  const ownersB = new Map<string, FinancialItem>();
  for (const i of itemsB) {
    const o = i.category === 'income' ? incomeOwner(i, aliases) : null;
    if (o && !ownersB.has(o)) ownersB.set(o, i);
  }
  const usedIncome = new Set<FinancialItem>();
  for (const a of itemsA) {
    const o = a.category === 'income' ? incomeOwner(a, aliases) : null;
    const b = o ? ownersB.get(o) : undefined;
    if (!b || usedIncome.has(b)) continue;
    usedIncome.add(a);
    usedIncome.add(b);
    const ya = yearly(a);
    const yb = yearly(b);
    if (ya === yb) {
      identical++;
      continue;
    }
    const va = `${formatDollars(ya)} per year`;
    const vb = `${formatDollars(yb)} per year`;
    findings.push({
      verdict: 'conflict',
      topicId: 'income',
      topic: incomeTopic,
      heading: a.description,
      quoteA: a.text,
      quoteB: b.text,
      differences: [
        { kind: 'money', a: va, b: vb, line: `Income of the same person: Party A states ${va}; Party B states ${vb}.` },
      ],
      redline: [],
    });
    recs.push({
      topicId: 'income',
      topic: incomeTopic,
      heading: a.description,
      text: 'Income is a fact to check, not a figure to bargain over: compare both figures with the same papers (the last tax return, recent pay stubs, bonus statements) and use the verified figure.',
      basis: `Starts from: Party A ${va}; Party B ${vb}.`,
    });
  }
  for (const [party, items] of [
    ['A', itemsA],
    ['B', itemsB],
  ] as const) {
    for (const i of items) {
      if (
        (i.category === 'income' || i.category === 'expense' || i.category === 'total' || i.category === 'own') &&
        !usedIncome.has(i)
      )
        facts.push({ party, label: i.description, value: formatValues(i.values) });
    }
  }
  const { pairs, onlyA, onlyB } = matchItems(itemsA, itemsB);
  for (const { a, b } of pairs) {
    const topicId = itemTopic(a);
    const topic = TOPIC_BY_ID.get(topicId)?.label ?? topicId;
    const n = Math.min(a.values.length, b.values.length);
    const diffs: Difference[] = [];
    const names = a.category === 'debt' ? ['Amount owed', 'Monthly payment'] : ['Value', 'Amount owed'];
    for (let k = 0; k < n; k++) {
      if (a.values[k] !== b.values[k]) {
        const va = formatValues([a.values[k] as number]);
        const vb = formatValues([b.values[k] as number]);
        diffs.push({ kind: 'money', a: va, b: vb, line: `${names[k] ?? 'Amount'}: Party A lists ${va}; Party B lists ${vb}.` });
      }
    }
    if (!diffs.length) {
      if (a.text === b.text) identical++;
      else
        findings.push({
          verdict: 'aligned',
          topicId,
          topic,
          heading: a.description,
          quoteA: a.text,
          quoteB: b.text,
          differences: [],
          redline: [],
        });
      continue;
    }
    findings.push({
      verdict: 'conflict',
      topicId,
      topic,
      heading: a.description,
      quoteA: a.text,
      quoteB: b.text,
      differences: diffs,
      redline: [],
    });
    recs.push({
      topicId,
      topic,
      heading: a.description,
      text:
        a.category === 'debt'
          ? 'The same debt is listed with different figures: get one statement from the lender as of an agreed date and use its figure in both disclosures.'
          : 'The same item is valued differently: agree one valuation date and have it valued the same way for both (a joint appraisal for real estate or a vehicle, a statement as of that date for an account). Values are not averaged.',
      basis: `Starts from: ${diffs.map((d) => `Party A ${d.a}, Party B ${d.b}`).join('; ')}.`,
    });
  }
  for (const [party, list] of [
    ['A', onlyA],
    ['B', onlyB],
  ] as const) {
    for (const i of list) {
      const topicId = itemTopic(i);
      const topic = TOPIC_BY_ID.get(topicId)?.label ?? topicId;
      const other = party === 'A' ? 'B' : 'A';
      findings.push({
        verdict: party === 'A' ? 'only-a' : 'only-b',
        topicId,
        topic,
        heading: i.description,
        quoteA: party === 'A' ? i.text : null,
        quoteB: party === 'B' ? i.text : null,
        differences: [
          {
            kind: 'money',
            a: party === 'A' ? formatValues(i.values) : 'not listed',
            b: party === 'B' ? formatValues(i.values) : 'not listed',
            line: `Undisclosed by Party ${other}: Party ${party} lists ${i.category === 'debt' ? 'this debt' : 'this item'} (${formatValues(i.values)}); Party ${other}'s disclosure does not.`,
          },
        ],
        redline: [],
      });
      recs.push({
        topicId,
        topic,
        heading: i.description,
        text: `Party ${other} confirms in writing whether ${i.category === 'debt' ? 'this debt' : 'this item'} exists and what it is worth, with a statement or appraisal as of the same date as the other values; a disclosure should list every asset and debt.`,
        basis: `Starts from: Party ${party} lists ${formatValues(i.values)}; Party ${other} does not list it.`,
      });
    }
  }
  return { findings, facts, recs, identical };
}

/* ------------------------------------------------------------------ entry point */

export function analyzeDocuments(
  partyA: PartyDoc[],
  partyB: PartyDoc[],
  docType: DocumentType,
  state?: string | null,
  options: { today?: string } = {},
): EngineResult {
  void options;
  const aliases = findAliases([...partyA, ...partyB].map((d) => d.text));
  let findings: Finding[];
  let identical: number;
  let facts: PartyFact[] = [];
  let recommendations: EngineRecommendation[] = [];
  if (docType === 'Financial Disclosures') {
    const f = financialFindings(partyA, partyB, aliases);
    // What each side proposes in words (keep the home, divide by QDRO) is compared like any provision.
    const split = (docs: PartyDoc[]) => docs.flatMap((d) => splitProvisions(d.text, d.name));
    const prose = provisionFindings(
      split(partyA),
      split(partyB),
      TOPICS_FOR[docType],
      aliases,
      (s) => !/\$\s?\d|\bdollars\b/i.test(s),
      false,
    );
    findings = [...f.findings, ...prose.findings];
    identical = f.identical + prose.identical;
    facts = f.facts;
    recommendations = f.recs;
  } else {
    const split = (docs: PartyDoc[]) => {
      const out: Provision[] = [];
      for (const d of docs) out.push(...splitProvisions(d.text, d.name, out.length));
      return out;
    };
    const r = provisionFindings(split(partyA), split(partyB), TOPICS_FOR[docType], aliases);
    findings = r.findings;
    identical = r.identical;
  }
  const weight = (f: Finding) => (f.topicId ? (TOPIC_BY_ID.get(f.topicId)?.weight ?? 0) : 0);
  findings = findings
    .map((f, i) => ({ f, i }))
    .sort(
      (x, y) =>
        ORDER[x.f.verdict] - ORDER[y.f.verdict] || (x.f.verdict === 'conflict' ? weight(y.f) - weight(x.f) : 0) || x.i - y.i,
    )
    .map(({ f }) => f);
  if (docType !== 'Financial Disclosures') {
    for (const f of findings) {
      if (f.verdict !== 'conflict' || !f.quoteA || !f.quoteB) continue;
      const p = proposeFor(f.topicId, f.quoteA, f.quoteB, f.differences, aliases, state);
      if (p) recommendations.push({ topicId: f.topicId, topic: f.topic, heading: f.heading, ...p });
    }
  }
  return { findings, identical, facts, recommendations };
}
