/**
 * The AI Mediator's report: runs the comparison engine (engine.ts) on both parties'
 * documents and shapes its findings into the report the page, the PDF and the vault use:
 * an executive summary, conflicts first, then what could not be compared, what only one
 * side covers, what is aligned, each side's own figures, and the recommendations.
 * Deterministic, plain TypeScript (no React), run in the analysis worker and by the tests.
 */
import { analyzeDocuments, type EngineResult, type Finding, type PartyDoc } from './engine';
import { mostTellingFirst } from './differences';
import { METHOD, type MediationReport, type Term } from './reportModel';
import { sayText } from './reportText';
import { list, say, type Arg, type MsgId, type Say } from './say';
import type { DocumentType, TopicId } from './topics';
import { findAliases, type Aliases } from './aliases';
import * as paths from '../../lib/paths';
import { supportSuggestion, type GuidelineLookup } from './supportGuideline';
import { TEXAS_REFERENCE } from './recommend';
import { meaningOf } from './meaning';
import { sameAdviceOnce } from './suggestions';

export type { MediationReport } from './reportModel';

export interface AnalyzeInput {
  documentType: DocumentType;
  state?: string | null;
  partyA: PartyDoc[];
  partyB: PartyDoc[];
  /** ISO date the report is made. Defaults to today. */
  today?: string;
  /**
   * The child support estimator's state guidelines (src/content/child-support/guidelines.ts
   * `guidelineFor`), so the child support suggestion is placed against the guideline figure;
   * without it the suggestion names the guideline only.
   */
  guidelines?: GuidelineLookup;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function termOf(f: Finding): Term {
  // The card lists what differs most first: "The children live mainly with the Mother" before "6:00 p.m.".
  const ds = mostTellingFirst(f.differences);
  return {
    topicId: f.topicId,
    topic: f.topic,
    heading: f.heading,
    partyA: f.quoteA ?? "Not addressed in Party A's documents.",
    partyB: f.quoteB ?? "Not addressed in Party B's documents.",
    differences: ds.map((d) => d.line),
    differencesSay: ds.map((d) => d.say ?? null),
    redline: f.redline,
  };
}

/** What a parent reads first, in this order: where the children live, decisions, support, moving away. */
const MAIN: Array<[TopicId, string, MsgId]> = [
  ['parenting-time', 'Where the children live and the schedule', 'rt_main_schedule'],
  ['legal-custody', 'Decision-making', 'rt_main_decisions'],
  ['child-support', 'Child support', 'rt_main_support'],
  ['relocation', 'Moving away', 'rt_main_moving'],
];
/** A side's values inside a sentence: not capitalised as they are after "Party A:". */
const lower = (a: Arg): Arg => (typeof a === 'object' && '$' in a && a.$ === 'list' ? { ...a, cap: false } : a);

interface Line {
  text: string;
  say: Say | null;
}
const lowerFirst = (x: string) => (/^[A-Z][a-z]/.test(x) ? x.charAt(0).toLowerCase() + x.slice(1) : x);

/** One plain sentence for a conflict, from its most telling difference (a typed value before an incidental time). */
function headline(f: Finding, name: string, topic: Arg): Line {
  const d = mostTellingFirst(f.differences)[0];
  if (!d) return { text: `${name}: the two documents differ.`, say: say('rt_headline_differ', { topic }) };
  const sides = d.say?.id === 'rt_meaning' ? d.say.v : undefined;
  if (d.kind === 'meaning')
    return {
      text: `${name}: Party A says ${lowerFirst(d.a)}; Party B says ${lowerFirst(d.b)}.`,
      say: sides?.a && sides.b ? say('rt_headline', { topic, a: lower(sides.a), b: lower(sides.b) }) : null,
    };
  const diff = d.say?.id === 'rt_diff' ? d.say.v : undefined;
  // An amount needs no label ("Child support: Party A says $1,200 per month; ..."); any other
  // figure keeps what it measures ("Moving away · Notice: Party A says 60 days; ...").
  const labelled = d.kind !== 'money';
  return {
    text: labelled ? `${name} · ${d.line}` : `${name}: ${d.line.replace(/^[^:]*:\s*/, '')}`,
    say:
      diff?.a && diff.b
        ? labelled && diff.label
          ? say('rt_headline_label', { topic, label: diff.label, a: diff.a, b: diff.b })
          : say('rt_headline', { topic, a: diff.a, b: diff.b })
        : d.say
          ? // "Parenting-time schedule · Names: ...", as the English line says it.
            say(labelled ? 'rt_topic_dot' : 'rt_topic_line', { topic, text: d.say })
          : null,
  };
}

/**
 * The summary's first lines: the disagreements that matter most, one sentence each (where the
 * children live and the schedule, decision-making, child support, moving away), then others;
 * a conflict that is only about a clock time comes after every other.
 */
function mainDisagreements(conflicts: Finding[], aliases: Aliases): Line[] {
  const timeOnly = (f: Finding) => f.differences.every((d) => d.kind === 'time');
  const telling = (f: Finding) => (f.differences.some((d) => d.kind === 'meaning') ? 0 : timeOnly(f) ? 2 : 1);
  // "Where the children live and the schedule" heads a conflict about the home or the pattern of
  // weeks, not one about where the exchanges happen or the county (those keep their topic's name).
  const slot = (f: Finding, name: string) => {
    const a = f.quoteA ? meaningOf(f.quoteA, aliases) : null;
    const b = f.quoteB ? meaningOf(f.quoteB, aliases) : null;
    return !!a && !!b && !!a.get(name) && !!b.get(name) && a.get(name)!.key !== b.get(name)!.key;
  };
  const fits = (f: Finding, topic: TopicId) =>
    topic !== 'parenting-time' || slot(f, 'schedule.home') || slot(f, 'schedule.pattern');
  const out: Line[] = [];
  const used = new Set<Finding>();
  for (const [topic, name, id] of MAIN) {
    const best = conflicts.filter((f) => f.topicId === topic && fits(f, topic)).sort((x, y) => telling(x) - telling(y))[0];
    if (best && !timeOnly(best)) {
      out.push(headline(best, name, say(id)));
      used.add(best);
    }
  }
  for (const f of [...conflicts].sort((x, y) => Number(timeOnly(x)) - Number(timeOnly(y)))) {
    if (out.length >= 4) break;
    if (used.has(f)) continue;
    const line = headline(f, f.topic, { $: 'term', text: f.topic });
    // The same sentence twice (two provisions differing the same way) is said once.
    if (!out.some((o) => o.text === line.text)) out.push(line);
  }
  return out.slice(0, 4);
}

const KIND_SAY: Record<AnalyzeInput['documentType'], MsgId> = {
  'Parenting Agreement': 'rt_kind_parenting',
  'Custody Plan': 'rt_kind_custody',
  'Divorce Terms': 'rt_kind_divorce',
  'Financial Disclosures': 'rt_kind_financial',
};

/**
 * The child support suggestion placed against the state guideline the estimator works out, from
 * the figures the documents give (supportGuideline.ts); other suggestions as the engine made them.
 */
function withGuideline(r: EngineResult, input: AnalyzeInput, aliases: Aliases): EngineResult['recommendations'] {
  const guidelines = input.guidelines;
  if (!guidelines || !input.state || input.documentType === 'Financial Disclosures') return r.recommendations;
  return r.recommendations.map((rec) => {
    // The engine's child support suggestion is the one that links the estimator (recommend.ts).
    if (rec.topicId !== 'child-support' || rec.link?.href !== paths.childSupport) return rec;
    const f = r.findings.find(
      (x) => x.verdict === 'conflict' && x.topicId === 'child-support' && x.heading === rec.heading && x.quoteA && x.quoteB,
    );
    if (!f) return rec;
    const s = supportSuggestion(guidelines, input.state, input.partyA, input.partyB, f.quoteA!, f.quoteB!, aliases);
    return s ? { ...rec, ...s } : rec;
  });
}

/**
 * The Texas Standard Possession Order is summed up once, in the first suggestion that cites it;
 * the others point back to it (a report with a dozen schedule points repeated it a dozen times).
 */
function referenceOnce(recs: EngineResult['recommendations']): EngineResult['recommendations'] {
  let seen = false;
  return recs.map((rec) => {
    const items = rec.textSay?.id === 'rt_join' ? rec.textSay.v?.items : undefined;
    if (!items || typeof items !== 'object' || !('$' in items) || items.$ !== 'list') return rec;
    const at = items.items.findIndex((x) => typeof x === 'object' && 'id' in x && x.id === 'rp_texas');
    if (at < 0) return rec;
    if (!seen) {
      seen = true;
      return rec;
    }
    const again = say('rp_texas_again');
    return {
      ...rec,
      text: rec.text.replace(TEXAS_REFERENCE, sayText(again)),
      textSay: say('rt_join', { items: { ...items, items: items.items.map((x, i) => (i === at ? again : x)) } }),
    };
  });
}

export function analyze(input: AnalyzeInput): MediationReport {
  const today = input.today ?? new Date().toISOString().slice(0, 10);
  const r = analyzeDocuments(input.partyA, input.partyB, input.documentType, input.state ?? null, { today });
  const by = (v: Finding['verdict']) => r.findings.filter((f) => f.verdict === v);
  const conflictingTerms = by('conflict').map(termOf);
  const couldNotCompareTerms = by('could-not-compare').map(termOf);
  const oneSidedTerms = r.findings
    .filter((f) => f.verdict === 'only-a' || f.verdict === 'only-b')
    .map((f) => ({ ...termOf(f), party: f.verdict === 'only-a' ? ('A' as const) : ('B' as const) }));
  const alignedTerms = by('aligned').map(termOf);
  const counts = {
    conflicting: conflictingTerms.length,
    couldNotCompare: couldNotCompareTerms.length,
    onlyA: oneSidedTerms.filter((t) => t.party === 'A').length,
    onlyB: oneSidedTerms.filter((t) => t.party === 'B').length,
    aligned: alignedTerms.length,
    identical: r.identical,
  };
  const aliases = findAliases([...input.partyA, ...input.partyB].map((d) => d.text));
  const highlights = mainDisagreements(by('conflict'), aliases);
  const kind = input.documentType.toLowerCase();
  const disclosures = input.documentType === 'Financial Disclosures';
  const total = counts.conflicting + counts.couldNotCompare + counts.onlyA + counts.onlyB + counts.aligned + counts.identical;
  let summary: string;
  let summarySay: Say;
  const kindSay = say(KIND_SAY[input.documentType]);
  if (total === 0) {
    summarySay = say('rt_sum_empty');
    summary = `No provisions were found in either party's documents, so there is nothing to compare. Check that the right files and document type were chosen.`;
  } else {
    summary =
      `Compared the ${kind} ${disclosures ? 'item by item' : 'provision by provision'}: ` +
      `${plural(counts.conflicting, 'point is', 'points are')} in conflict, ` +
      `${plural(counts.couldNotCompare, 'point', 'points')} could not be compared automatically (both wordings are quoted), ` +
      `${counts.onlyA} ${disclosures ? 'listed' : 'covered'} only by Party A and ${counts.onlyB} only by Party B, ` +
      `${counts.aligned} aligned in different words` +
      (counts.identical
        ? `, and ${plural(counts.identical, 'passage has', 'passages have')} the same wording on both sides (set aside).`
        : '.') +
      (counts.conflicting
        ? ' Conflicts are listed first.'
        : ' No conflict was found, which does not mean there is none: read the points that could not be compared.') +
      (input.state
        ? ` Courts in ${input.state} apply their own rules (for example child support guidelines) whatever the parties agree; check them before signing.`
        : '');
    const counts_ = {
      conflicting: counts.conflicting,
      couldNot: counts.couldNotCompare,
      onlyA: counts.onlyA,
      onlyB: counts.onlyB,
      aligned: counts.aligned,
    } as const;
    const sentences: Arg[] = [
      say(disclosures ? 'rt_sum_compared_items' : 'rt_sum_compared', { kind: kindSay }),
      say(disclosures ? 'rt_sum_counts_items' : 'rt_sum_counts', counts_),
      ...(counts.identical ? [say('rt_sum_identical', { identical: counts.identical })] : []),
      say(counts.conflicting ? 'rt_sum_conflicts_first' : 'rt_sum_no_conflict'),
      ...(input.state ? [say('rt_sum_state', { state: { $: 'term', text: input.state } })] : []),
    ];
    summarySay = say('rt_join', { items: list(sentences, 'space') });
  }
  return {
    version: 2,
    createdAt: today,
    documentType: input.documentType,
    state: input.state ?? null,
    files: { partyA: input.partyA.map((d) => d.name), partyB: input.partyB.map((d) => d.name) },
    method: METHOD,
    summary,
    summarySay,
    highlights: highlights.map((h) => h.text),
    highlightsSay: highlights.map((h) => h.say),
    counts,
    conflictingTerms,
    couldNotCompareTerms,
    oneSidedTerms,
    alignedTerms,
    facts: r.facts,
    recommendations: referenceOnce(sameAdviceOnce(withGuideline(r, input, aliases))).map((x) => ({
      topicId: x.topicId,
      topic: x.topic,
      heading: x.heading,
      text: x.text,
      basis: x.basis,
      ...(x.textSay ? { textSay: x.textSay } : {}),
      ...(x.basisSay ? { basisSay: x.basisSay } : {}),
      ...(x.link ? { link: x.link } : {}),
    })),
  };
}
