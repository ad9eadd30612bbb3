/**
 * The AI Mediator's analysis: split each party's text into clauses, place clauses under
 * the topics that matter for the document type, compare the two sides topic by topic,
 * propose neutral compromises and write an executive summary. Deterministic, plain
 * TypeScript (no React), run in the analysis worker and directly by the unit tests.
 */
import {
  durationDays,
  extractValues,
  formatDollars,
  formatMoney,
  formatTime,
  monthlyCents,
  type Duration,
  type Money,
  type Parent,
  type Values,
} from './extract';
import { TOPIC_BY_ID, TOPICS_FOR, assignTopic, stancesOf, type DocumentType, type TopicId } from './topics';

export type TopicStatus = 'aligned' | 'conflicting' | 'only-a' | 'only-b';

export interface Term {
  topicId: TopicId;
  /** Plain-language topic name. */
  topic: string;
  /** What Party A's documents say (brief quotes), or that they are silent. */
  partyA: string;
  /** What Party B's documents say (brief quotes), or that they are silent. */
  partyB: string;
  /** For conflicting terms: what differs, one line per point. */
  differences: string[];
}

export interface Recommendation {
  topicId: TopicId;
  topic: string;
  /** The proposal in plain words. */
  text: string;
  /** The figures or positions it starts from. */
  basis: string;
}

export interface MediationReport {
  version: 1;
  createdAt: string;
  documentType: DocumentType;
  state: string | null;
  files: { partyA: string[]; partyB: string[] };
  summary: string;
  highlights: string[];
  counts: { aligned: number; conflicting: number; onlyA: number; onlyB: number };
  alignedTerms: Term[];
  conflictingTerms: Term[];
  oneSidedTerms: Array<Term & { party: 'A' | 'B' }>;
  recommendations: Recommendation[];
}

export interface AnalyzeInput {
  documentType: DocumentType;
  state?: string | null;
  partyA: string;
  partyB: string;
  files?: { partyA: string[]; partyB: string[] };
  /** ISO date the report is made (review dates count from it). Defaults to today. */
  today?: string;
}

export interface Clause {
  text: string;
  heading: string | null;
}

/* ------------------------------------------------------------------ clauses */

const ABBREVIATIONS = /\b(a\.m|p\.m|e\.g|i\.e|etc|Mr|Mrs|Ms|Dr|No|St|Inc|Jr|Sr|vs|Sec|Art|approx|U\.S)\./gi;
const DOT = '\u2024';

export function isHeading(line: string): boolean {
  const t = line.trim();
  if (t.length < 3 || t.length > 70) return false;
  if (/[.;,]$/.test(t)) return false;
  const words = t.split(/\s+/);
  if (words.length > 9) return false;
  const letters = t.replace(/[^A-Za-z]/g, '');
  if (letters.length < 3) return false;
  const upper = t.replace(/[^A-Z]/g, '').length;
  if (upper / letters.length >= 0.6) return true;
  if (/^(?:article|section|part|schedule)\s+[\divxlc]+/i.test(t)) return true;
  const small = /^(?:and|or|of|the|for|to|in|on|a|an|&|with|by)$/i;
  const capped = words.filter((w) => /^[A-Z0-9("'&]/.test(w) || small.test(w));
  return capped.length === words.length && words.length <= 7;
}

function sentences(paragraph: string): string[] {
  const protectedText = paragraph.replace(ABBREVIATIONS, (m) => m.replace(/\./g, DOT));
  return protectedText
    .split(/(?<=[.!?])["”’']?\s+(?=["“(]?[A-Z0-9])/)
    .map((s) => s.replace(new RegExp(DOT, 'g'), '.').trim())
    .flatMap((s) => (s.length > 600 ? s.split(/;\s+/) : [s]))
    .map((s) => s.replace(/^(?:(?:section|article)\s+)?(?:\(?[0-9]{1,3}(?:\.[0-9]{1,3})*[.)]|\([a-z]{1,3}\))\s*/i, '').trim())
    .filter((s) => /[A-Za-z]{2,}/.test(s) && s.length >= 12);
}

/** Splits a document's text into clauses, each with the heading it sits under. */
export function splitClauses(text: string): Clause[] {
  const norm = text
    .replace(/\r\n?/g, '\n')
    .replace(/\u00a0/g, ' ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/(\w)-\n(\w)/g, '$1$2');
  const out: Clause[] = [];
  let heading: string | null = null;
  let para: string[] = [];
  const flush = () => {
    if (para.length) {
      // A run-in heading ("4. CHILD SUPPORT. Father shall pay ...", "Real Estate. The ...")
      // heads the rest of its paragraph; it is not a clause itself.
      const first = /^(?:(?:section|article)\s+)?(?:\(?[0-9]{1,3}(?:\.[0-9]{1,3})*[.)]|\([a-z]{1,3}\)|[A-Z][.)])?\s*([A-Za-z][A-Za-z '&/-]{1,48}?)\.\s+(?=["(]?[A-Z0-9])/.exec(para.join(' '));
      const runIn = first?.[1] && isHeading(first[1]) && first[1].split(/\s+/).length <= 5 ? first : null;
      const rest = runIn ? para.join(' ').slice(runIn[0].length) : para.join(' ');
      const h = runIn ? (runIn[1] ?? heading) : heading;
      for (const s of sentences(rest)) out.push({ text: s, heading: h });
    }
    para = [];
  };
  for (const raw of norm.split('\n')) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (!line) {
      flush();
    } else if (isHeading(line)) {
      flush();
      heading = line;
    } else {
      para.push(line);
    }
  }
  flush();
  return out;
}

/* ------------------------------------------------------------------ topics */

export function clausesByTopic(text: string, documentType: DocumentType): Map<TopicId, string[]> {
  const allowed = TOPICS_FOR[documentType];
  const map = new Map<TopicId, string[]>();
  const headingTopics = new Map<string, TopicId | null>();
  for (const c of splitClauses(text)) {
    let ht: TopicId | null = null;
    if (c.heading) {
      if (!headingTopics.has(c.heading)) headingTopics.set(c.heading, assignTopic(c.heading, allowed));
      ht = headingTopics.get(c.heading) ?? null;
    }
    const topic = assignTopic(c.text, allowed, ht);
    if (!topic) continue;
    const list = map.get(topic) ?? [];
    list.push(c.text);
    map.set(topic, list);
  }
  return map;
}

/* ------------------------------------------------------------------ comparison */

interface Facets {
  values: Values;
  stances: string[];
}

function facetsOf(topic: TopicId, clauses: string[]): Facets {
  const text = clauses.join(' ');
  return { values: extractValues(text), stances: stancesOf(topic, text) };
}

const uniqSorted = <T>(xs: T[]): T[] => [...new Set(xs)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
const sameList = (a: unknown[], b: unknown[]) => a.length === b.length && a.every((x, i) => x === b[i]);

function moneyKey(m: Money): string {
  return m.period === 'once' ? `once:${m.cents}` : `monthly:${monthlyCents(m)}`;
}
function singleParent(ps: Parent[]): Parent | null {
  const named = ps.filter((p) => p !== 'both');
  return named.length === 1 ? (named[0] as Parent) : null;
}
function listMoney(ms: Money[]): string {
  const seen = new Set<string>();
  return ms
    .filter((m) => (seen.has(moneyKey(m)) ? false : (seen.add(moneyKey(m)), true)))
    .map((m) => formatMoney(m))
    .join(', ');
}
function durText(d: Duration): string {
  return d.text;
}
/** Ends a line with one full stop ("6:00 p.m." stays as it is). */
function end(line: string): string {
  return line.endsWith('.') ? line : `${line}.`;
}
const PARENT_NAME: Record<Parent, string> = { mother: 'the Mother', father: 'the Father', both: 'both parents' };

export interface Difference {
  kind: 'money' | 'percent' | 'duration' | 'weekday' | 'time' | 'date' | 'count' | 'miles' | 'stance' | 'parent';
  line: string;
}

/** What differs between the two sides on one topic (empty when compatible). */
export function differencesBetween(topic: TopicId, a: string[], b: string[]): Difference[] {
  const fa = facetsOf(topic, a);
  const fb = facetsOf(topic, b);
  const va = fa.values;
  const vb = fb.values;
  const out: Difference[] = [];
  const both = (x: unknown[], y: unknown[]) => x.length > 0 && y.length > 0;

  if (both(va.money, vb.money) && !sameList(uniqSorted(va.money.map(moneyKey)), uniqSorted(vb.money.map(moneyKey)))) {
    const ka = new Set(va.money.map(moneyKey));
    const kb = new Set(vb.money.map(moneyKey));
    const onlyA = va.money.filter((m) => !kb.has(moneyKey(m)));
    const onlyB = vb.money.filter((m) => !ka.has(moneyKey(m)));
    out.push({
      kind: 'money',
      line: `Amounts: Party A says ${listMoney(onlyA.length ? onlyA : va.money)}; Party B says ${listMoney(onlyB.length ? onlyB : vb.money)}.`,
    });
  }
  if (both(va.percents, vb.percents) && !sameList(uniqSorted(va.percents), uniqSorted(vb.percents))) {
    out.push({
      kind: 'percent',
      line: `Shares: Party A says ${uniqSorted(va.percents).join('%, ')}%; Party B says ${uniqSorted(vb.percents).join('%, ')}%.`,
    });
  }
  const dKey = (d: Duration) => Math.round(durationDays(d) * 100) / 100;
  if (both(va.durations, vb.durations) && !sameList(uniqSorted(va.durations.map(dKey)), uniqSorted(vb.durations.map(dKey)))) {
    out.push({
      kind: 'duration',
      line: `Periods: Party A says ${uniqSorted(va.durations.map(durText)).join(', ')}; Party B says ${uniqSorted(vb.durations.map(durText)).join(', ')}.`,
    });
  }
  if (both(va.weekdays, vb.weekdays) && !sameList(va.weekdays, vb.weekdays)) {
    out.push({ kind: 'weekday', line: `Days: Party A names ${va.weekdays.join(', ')}; Party B names ${vb.weekdays.join(', ')}.` });
  }
  if (both(va.times, vb.times) && !sameList(uniqSorted(va.times), uniqSorted(vb.times))) {
    out.push({
      kind: 'time',
      line: end(`Times: Party A says ${uniqSorted(va.times).map(formatTime).join(', ')}; Party B says ${uniqSorted(vb.times).map(formatTime).join(', ')}`),
    });
  }
  if (both(va.dates, vb.dates) && !sameList(uniqSorted(va.dates), uniqSorted(vb.dates))) {
    out.push({ kind: 'date', line: `Dates: Party A says ${uniqSorted(va.dates).join(', ')}; Party B says ${uniqSorted(vb.dates).join(', ')}.` });
  }
  const cKey = (c: { n: number; noun: string }) => `${c.n} ${c.noun}`;
  const ca = uniqSorted(va.counts.map(cKey));
  const cb = uniqSorted(vb.counts.map(cKey));
  const nounsA = new Set(va.counts.map((c) => c.noun));
  const sharedNoun = vb.counts.some((c) => nounsA.has(c.noun));
  if (sharedNoun && !sameList(ca, cb)) {
    out.push({ kind: 'count', line: `Numbers: Party A says ${ca.join(', ')}; Party B says ${cb.join(', ')}.` });
  }
  if (both(va.miles, vb.miles) && !sameList(uniqSorted(va.miles), uniqSorted(vb.miles))) {
    out.push({ kind: 'miles', line: `Distance: Party A says ${uniqSorted(va.miles).join(', ')} miles; Party B says ${uniqSorted(vb.miles).join(', ')} miles.` });
  }
  const waivedA = fa.stances.includes('waived');
  const waivedB = fb.stances.includes('waived');
  if (waivedA !== waivedB) {
    const payer = waivedA ? vb : va;
    out.push({
      kind: 'stance',
      line: `Approach: Party ${waivedA ? 'A' : 'B'} waives it; Party ${waivedA ? 'B' : 'A'} asks for it${payer.money.length ? ` (${listMoney(payer.money)})` : ''}.`,
    });
  } else if (both(fa.stances, fb.stances) && !sameList(fa.stances, fb.stances)) {
    out.push({ kind: 'stance', line: `Approach: Party A: ${fa.stances.join(', ')}; Party B: ${fb.stances.join(', ')}.` });
  }
  const pa = singleParent(va.parents);
  const pb = singleParent(vb.parents);
  if (pa && pb && pa !== pb) {
    out.push({ kind: 'parent', line: `Which parent: Party A names ${PARENT_NAME[pa]}; Party B names ${PARENT_NAME[pb]}.` });
  }
  return out;
}

/* ------------------------------------------------------------------ recommendations */

function roundTo(n: number, step: number): number {
  return Math.round(n / step) * step;
}

/** A middle amount between two, in the first amount's period when both share it, else monthly. */
export function middleMoney(a: Money, b: Money): { cents: number; period: Money['period'] } {
  const same = a.period === b.period;
  const x = same ? a.cents : monthlyCents(a);
  const y = same ? b.cents : monthlyCents(b);
  const step = Math.max(x, y) >= 100_000 * 100 ? 100_000 : Math.max(x, y) >= 100_000 ? 1_000 : 500;
  return { cents: roundTo((x + y) / 2, step), period: same ? a.period : 'month' };
}

/** A two-step figure from the lower amount toward the higher that averages the middle. */
export function steppedMoney(a: Money, b: Money): { first: number; second: number; period: Money['period'] } {
  const mid = middleMoney(a, b);
  const same = a.period === b.period;
  const x = same ? a.cents : monthlyCents(a);
  const y = same ? b.cents : monthlyCents(b);
  const lo = Math.min(x, y);
  const gap = Math.abs(x - y);
  const step = Math.max(x, y) >= 100_000 ? 1_000 : 500;
  return { first: roundTo(lo + gap / 4, step), second: roundTo(lo + (3 * gap) / 4, step), period: mid.period };
}

export function middlePercent(a: number, b: number): number {
  return Math.round((a + b) / 2);
}

/** Middle of two clock times, rounded to 15 minutes. */
export function middleTime(a: number, b: number): number {
  return roundTo((a + b) / 2, 15);
}

export function middleDuration(a: Duration, b: Duration): Duration {
  if (a.unit === b.unit) {
    const n = (a.n + b.n) / 2;
    if (Number.isInteger(n)) return { n, unit: a.unit, text: `${n} ${a.unit}${n === 1 ? '' : 's'}` };
    if (a.unit === 'year') return middleDuration({ n: a.n * 12, unit: 'month', text: '' }, { n: b.n * 12, unit: 'month', text: '' });
    const r = Math.round(n);
    return { n: r, unit: a.unit, text: `${r} ${a.unit}${r === 1 ? '' : 's'}` };
  }
  // Months and years meet in months ("5 years" and "36 months": 48 months, i.e. 4 years).
  const inMonths = (d: Duration) => (d.unit === 'year' ? d.n * 12 : d.unit === 'month' ? d.n : null);
  const ma = inMonths(a);
  const mb = inMonths(b);
  if (ma !== null && mb !== null) {
    const n = Math.round((ma + mb) / 2);
    return n % 12 === 0
      ? { n: n / 12, unit: 'year', text: `${n / 12} year${n === 12 ? '' : 's'}` }
      : { n, unit: 'month', text: `${n} months` };
  }
  const days = Math.round((durationDays(a) + durationDays(b)) / 2);
  return { n: days, unit: 'day', text: `${days} days` };
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The ISO date `months` after `iso` (clamped to the month's last day). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const ny = Math.floor(total / 12);
  const nm = (total % 12) + 1;
  const last = new Date(Date.UTC(ny, nm, 0)).getUTCDate();
  return `${ny}-${String(nm).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

export function formatLongDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return `${MONTH_NAMES[m - 1]} ${d}, ${y}`;
}

function firstOf<T>(xs: T[]): T | undefined {
  return xs[0];
}

/** The mediator's proposal for one conflicting topic. */
export function recommendForConflict(topic: TopicId, a: string[], b: string[], diffs: Difference[], today: string): Recommendation {
  const def = TOPIC_BY_ID.get(topic);
  const label = def?.label ?? topic;
  const va = extractValues(a.join(' '));
  const vb = extractValues(b.join(' '));
  const review = formatLongDate(addMonths(today, 12));
  const parts: string[] = [];
  const basis: string[] = [];
  const kinds = new Set(diffs.map((d) => d.kind));

  const waivedA = stancesOf(topic, a.join(' ')).includes('waived');
  const waivedB = stancesOf(topic, b.join(' ')).includes('waived');
  if (waivedA !== waivedB) {
    const asker = waivedA ? vb : va;
    const m = firstOf(asker.money);
    const d = firstOf(asker.durations);
    const who = waivedA ? 'B' : 'A';
    basis.push(`Party ${waivedA ? 'A' : 'B'} waives it; Party ${who} asks for ${m ? formatMoney(m) : 'support'}${d ? ` for ${d.text}` : ''}`);
    if (m) {
      const half = { cents: roundTo(m.cents / 2, m.cents >= 100_000 ? 1_000 : 500), period: m.period };
      const term = d ? middleDuration({ n: 0, unit: d.unit, text: '' }, d) : null;
      parts.push(
        `A short, fixed-term middle figure: ${formatMoney(half)}${term && term.n > 0 ? ` for ${term.text}` : ''}, ending earlier on remarriage or cohabitation, reviewed on ${review}.`,
      );
    }
  }
  const moneyKeyOf = (m: Money) => (m.period === 'once' ? `once:${m.cents}` : `monthly:${monthlyCents(m)}`);
  const kbSet = new Set(vb.money.map(moneyKeyOf));
  const kaSet = new Set(va.money.map(moneyKeyOf));
  if (kinds.has('money') && topic === 'income') {
    // Income is a fact to check, not a figure to bargain over.
    basis.push(`Party A ${listMoney(va.money)}, Party B ${listMoney(vb.money)}`);
    parts.push(
      'Check the income figures against the same papers for both parties (the last three years of tax returns, the last three months of pay stubs and any bonus statements) and use the verified figures for support.',
    );
  } else if (kinds.has('money') && waivedA === waivedB) {
    const ma = va.money.find((m) => !kbSet.has(moneyKeyOf(m))) ?? firstOf(va.money);
    const mb = vb.money.find((m) => !kaSet.has(moneyKeyOf(m))) ?? firstOf(vb.money);
    if (ma && mb) {
      const mid = middleMoney(ma, mb);
      basis.push(`Party A ${formatMoney(ma)}, Party B ${formatMoney(mb)}`);
      let s = `Meet in the middle at ${formatMoney(mid)}`;
      const x = ma.period === mb.period ? ma.cents : monthlyCents(ma);
      const y = ma.period === mb.period ? mb.cents : monthlyCents(mb);
      if (mid.period !== 'once' && Math.abs(x - y) / Math.max(x, y) >= 0.3) {
        const st = steppedMoney(ma, mb);
        s += ` (or step it: ${formatMoney({ cents: st.first, period: st.period })} for the first 6 months, then ${formatMoney({
          cents: st.second,
          period: st.period,
        })})`;
      }
      s += mid.period === 'once' ? '.' : `, reviewed on ${review} or sooner if either income changes by more than 20%.`;
      parts.push(s);
    }
  }
  if (kinds.has('percent')) {
    const pa = firstOf(va.percents);
    const pb = firstOf(vb.percents);
    if (pa !== undefined && pb !== undefined) {
      const mid = middlePercent(pa, pb);
      basis.push(`Party A ${pa}%, Party B ${pb}%`);
      parts.push(`Share it ${mid}% / ${100 - mid}%, reviewed on ${review}.`);
    }
  }
  if (kinds.has('duration') && waivedA === waivedB) {
    const da = firstOf(va.durations);
    const db = firstOf(vb.durations);
    if (da && db) {
      basis.push(`Party A ${da.text}, Party B ${db.text}`);
      parts.push(`Use ${middleDuration(da, db).text}, between the two proposals.`);
    }
  }
  if (kinds.has('miles')) {
    const ma = firstOf(va.miles);
    const mb = firstOf(vb.miles);
    if (ma !== undefined && mb !== undefined) {
      basis.push(`Party A ${ma} miles, Party B ${mb} miles`);
      parts.push(`Set the distance at ${roundTo((ma + mb) / 2, 5)} miles.`);
    }
  }
  if (kinds.has('time')) {
    const ta = firstOf(va.times);
    const tb = firstOf(vb.times);
    if (ta !== undefined && tb !== undefined) {
      basis.push(`Party A ${formatTime(ta)}, Party B ${formatTime(tb)}`);
      parts.push(end(`Set the time at ${formatTime(middleTime(ta, tb))}`));
    }
  }
  const sa = stancesOf(topic, a.join(' '));
  const sb = stancesOf(topic, b.join(' '));
  if (kinds.has('stance') || kinds.has('weekday') || kinds.has('parent') || kinds.has('count') || kinds.has('date') || parts.length === 0) {
    if (sa.length || sb.length) basis.push(`Party A: ${sa.join(', ') || 'as quoted'}; Party B: ${sb.join(', ') || 'as quoted'}`);
    if (va.weekdays.length && vb.weekdays.length && kinds.has('weekday')) {
      basis.push(`Party A's days ${va.weekdays.join(', ')}; Party B's days ${vb.weekdays.join(', ')}`);
    }
    switch (topic) {
      case 'parenting-time':
        parts.unshift(
          'Use a named equal-time pattern: a 2-2-3 rotation (each parent has 7 of every 14 overnights, with no more than 3 nights apart) for younger children, or week-on/week-off with a mid-week dinner for school-age children, reviewed after the first school year.',
        );
        break;
      case 'holidays':
        parts.push(
          'Alternate the holidays in dispute by year: Party A\'s plan in even-numbered years and Party B\'s in odd-numbered years, with winter break split in half and Mother\'s Day and Father\'s Day always with that parent.',
        );
        break;
      case 'legal-custody':
        parts.push(
          'Share legal custody jointly, with day-to-day decisions by the parent who has the children; if the parents cannot agree on a major decision within 14 days, they go to mediation before either asks a court.',
        );
        break;
      case 'marital-home':
        parts.push(def?.neutral ?? '');
        break;
      case 'taxes':
        parts.push('Claim the children in alternate years (Party A in even-numbered years, Party B in odd-numbered years), provided the claiming parent is current on support.');
        break;
      case 'dispute-resolution':
        parts.push('Try mediation first (fee shared equally) and go to court only if mediation has not settled the matter within 30 days; emergencies go straight to court.');
        break;
      case 'exchanges':
        parts.push('Exchange at school on school days and otherwise curbside at the receiving parent\'s home, with the receiving parent driving.');
        break;
      default:
        if (parts.length === 0) parts.push(def?.neutral ?? 'Agree a written middle position and review it in 12 months.');
    }
  }
  return {
    topicId: topic,
    topic: label,
    text: parts.join(' '),
    basis: basis.length ? `Starts from: ${basis.join('; ')}.` : 'Starts from the two positions quoted above.',
  };
}

function recommendForOneSided(topic: TopicId, party: 'A' | 'B', clauses: string[]): Recommendation {
  const def = TOPIC_BY_ID.get(topic);
  const other = party === 'A' ? 'B' : 'A';
  const v = extractValues(clauses.join(' '));
  const figures = [
    ...v.money.slice(0, 2).map(formatMoney),
    ...v.percents.slice(0, 2).map((p) => `${p}%`),
    ...v.durations.slice(0, 2).map(durText),
    ...stancesOf(topic, clauses.join(' ')),
  ];
  return {
    topicId: topic,
    topic: def?.label ?? topic,
    text: `Party ${other}'s documents are silent on this. Start from a standard neutral provision: ${def?.neutral ?? ''} Party ${other} can accept Party ${party}'s wording or this provision.`,
    basis: `Starts from: Party ${party}${figures.length ? ` (${uniqSorted(figures).join(', ')})` : ' as quoted'}; Party ${other} silent.`,
  };
}

/* ------------------------------------------------------------------ report */

function quote(clauses: string[]): string {
  return clauses
    .slice(0, 3)
    .map((c) => `"${c.length > 220 ? `${c.slice(0, 217).trimEnd()}…` : c}"`)
    .join(' ');
}

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function analyze(input: AnalyzeInput): MediationReport {
  const today = input.today ?? todayIso();
  const a = clausesByTopic(input.partyA, input.documentType);
  const b = clausesByTopic(input.partyB, input.documentType);
  const alignedTerms: Term[] = [];
  const conflictingTerms: Term[] = [];
  const oneSidedTerms: Array<Term & { party: 'A' | 'B' }> = [];
  const recommendations: Recommendation[] = [];
  const conflictRank: Array<{ term: Term; weight: number }> = [];

  for (const topic of TOPICS_FOR[input.documentType]) {
    const def = TOPIC_BY_ID.get(topic);
    const label = def?.label ?? topic;
    const ca = a.get(topic) ?? [];
    const cb = b.get(topic) ?? [];
    if (!ca.length && !cb.length) continue;
    if (ca.length && cb.length) {
      const diffs = differencesBetween(topic, ca, cb);
      const term: Term = { topicId: topic, topic: label, partyA: quote(ca), partyB: quote(cb), differences: diffs.map((d) => d.line) };
      if (diffs.length) {
        conflictingTerms.push(term);
        conflictRank.push({ term, weight: def?.weight ?? 1 });
        recommendations.push(recommendForConflict(topic, ca, cb, diffs, today));
      } else {
        alignedTerms.push(term);
      }
    } else {
      const party = ca.length ? 'A' : 'B';
      oneSidedTerms.push({
        topicId: topic,
        topic: label,
        party,
        partyA: ca.length ? quote(ca) : "Not addressed in Party A's documents.",
        partyB: cb.length ? quote(cb) : "Not addressed in Party B's documents.",
        differences: [],
      });
      recommendations.push(recommendForOneSided(topic, party, ca.length ? ca : cb));
    }
  }

  const counts = {
    aligned: alignedTerms.length,
    conflicting: conflictingTerms.length,
    onlyA: oneSidedTerms.filter((t) => t.party === 'A').length,
    onlyB: oneSidedTerms.filter((t) => t.party === 'B').length,
  };
  const total = counts.aligned + counts.conflicting + counts.onlyA + counts.onlyB;
  const highlights = conflictRank
    .sort((x, y) => y.weight - x.weight)
    .slice(0, 3)
    .map(({ term }) => `${term.topic}: ${term.differences[0] ?? 'the two sides differ.'}`);
  if (highlights.length < 2) {
    for (const t of oneSidedTerms.slice().sort((x, y) => (TOPIC_BY_ID.get(y.topicId)?.weight ?? 0) - (TOPIC_BY_ID.get(x.topicId)?.weight ?? 0))) {
      if (highlights.length >= 3) break;
      highlights.push(`${t.topic}: only Party ${t.party}'s documents address it.`);
    }
  }

  let summary: string;
  if (total === 0) {
    summary = `No terms about ${input.documentType.toLowerCase()} topics were found in either party's documents, so there is nothing to compare. Check that the right files and document type were chosen.`;
  } else {
    summary =
      `We compared ${plural(total, 'topic', 'topics')} in the ${input.documentType.toLowerCase()}: ` +
      `${counts.aligned} aligned, ${counts.conflicting} in conflict, ` +
      `${counts.onlyA} covered only by Party A and ${counts.onlyB} only by Party B.` +
      (conflictRank.length
        ? ` The ${conflictRank.length === 1 ? 'difference' : 'differences'} that matter most: ${conflictRank
            .slice(0, 3)
            .map((c) => c.term.topic.toLowerCase())
            .join('; ')}.`
        : ' The two sides do not contradict each other on any topic they both cover.') +
      (input.state ? ` Courts in ${input.state} apply their own rules (for example child support guidelines) whatever the parents agree; check them before signing.` : '');
  }

  return {
    version: 1,
    createdAt: `${today}`,
    documentType: input.documentType,
    state: input.state ?? null,
    files: input.files ?? { partyA: [], partyB: [] },
    summary,
    highlights,
    counts,
    alignedTerms,
    conflictingTerms,
    oneSidedTerms,
    recommendations,
  };
}

/** The summary as plain text (e-mail body, vault preview). */
export function reportAsText(r: MediationReport): string {
  const lines: string[] = [];
  lines.push(`EvenGround AI Mediator: ${r.documentType}${r.state ? ` (${r.state})` : ''}, ${formatLongDate(r.createdAt.slice(0, 10))}`);
  lines.push('', 'EXECUTIVE SUMMARY', r.summary);
  if (r.highlights.length) for (const h of r.highlights) lines.push(`- ${h}`);
  lines.push('', 'ALIGNED TERMS');
  for (const t of r.alignedTerms) lines.push(`- ${t.topic}`);
  if (!r.alignedTerms.length) lines.push('- none');
  lines.push('', 'CONFLICTING TERMS');
  for (const t of r.conflictingTerms) lines.push(`- ${t.topic}: ${t.differences.join(' ')}`);
  if (!r.conflictingTerms.length) lines.push('- none');
  if (r.oneSidedTerms.length) {
    lines.push('', 'COVERED BY ONE PARTY ONLY');
    for (const t of r.oneSidedTerms) lines.push(`- ${t.topic}: only Party ${t.party}`);
  }
  lines.push('', 'AI RECOMMENDATIONS');
  for (const rec of r.recommendations) lines.push(`- ${rec.topic}: ${rec.text} ${rec.basis}`);
  lines.push('', 'Made on this device by EvenGround. Suggestions only, not legal advice.');
  return lines.join('\n');
}

/** Re-exported so the page and worker need one import. */
export { formatDollars };
