/**
 * The AI Mediator's report: runs the comparison engine (engine.ts) on both parties'
 * documents and shapes its findings into the report the page, the PDF and the vault use:
 * an executive summary, conflicts first, then what could not be compared, what only one
 * side covers, what is aligned, each side's own figures, and the recommendations.
 * Deterministic, plain TypeScript (no React), run in the analysis worker and by the tests.
 */
import { analyzeDocuments, type Finding, type PartyDoc } from './engine';
import { METHOD, type MediationReport, type Term } from './reportModel';
import type { DocumentType, TopicId } from './topics';

export type { MediationReport } from './reportModel';

export interface AnalyzeInput {
  documentType: DocumentType;
  state?: string | null;
  partyA: PartyDoc[];
  partyB: PartyDoc[];
  /** ISO date the report is made. Defaults to today. */
  today?: string;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function termOf(f: Finding): Term {
  return {
    topicId: f.topicId,
    topic: f.topic,
    heading: f.heading,
    partyA: f.quoteA ?? "Not addressed in Party A's documents.",
    partyB: f.quoteB ?? "Not addressed in Party B's documents.",
    differences: f.differences.map((d) => d.line),
    redline: f.redline,
  };
}

/** What a parent reads first, in this order: where the children live, decisions, support, moving away. */
const MAIN: Array<[TopicId, string]> = [
  ['parenting-time', 'Where the children live and the schedule'],
  ['legal-custody', 'Decision-making'],
  ['child-support', 'Child support'],
  ['relocation', 'Moving away'],
];
const lowerFirst = (x: string) => (/^[A-Z][a-z]/.test(x) ? x.charAt(0).toLowerCase() + x.slice(1) : x);

/** One plain sentence for a conflict, from its most telling difference (a typed value before an incidental time). */
function headline(f: Finding, name: string): string {
  const rank = (k: string) => (k === 'meaning' ? 0 : k === 'time' ? 2 : 1);
  const d = [...f.differences].sort((x, y) => rank(x.kind) - rank(y.kind))[0];
  if (!d) return `${name}: the two documents differ.`;
  if (d.kind === 'meaning') return `${name}: Party A says ${lowerFirst(d.a)}; Party B says ${lowerFirst(d.b)}.`;
  return `${name}: ${d.line}`;
}

/**
 * The summary's first lines: the disagreements that matter most, one sentence each (where the
 * children live and the schedule, decision-making, child support, moving away), then others;
 * a conflict that is only about a clock time comes after every other.
 */
function mainDisagreements(conflicts: Finding[]): string[] {
  const timeOnly = (f: Finding) => f.differences.every((d) => d.kind === 'time');
  const telling = (f: Finding) => (f.differences.some((d) => d.kind === 'meaning') ? 0 : timeOnly(f) ? 2 : 1);
  const out: string[] = [];
  const used = new Set<Finding>();
  for (const [topic, name] of MAIN) {
    const best = conflicts.filter((f) => f.topicId === topic).sort((x, y) => telling(x) - telling(y))[0];
    if (best && !timeOnly(best)) {
      out.push(headline(best, name));
      used.add(best);
    }
  }
  for (const f of [...conflicts].sort((x, y) => Number(timeOnly(x)) - Number(timeOnly(y)))) {
    if (out.length >= 4) break;
    if (!used.has(f)) out.push(headline(f, f.topic));
  }
  return out.slice(0, 4);
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
  const highlights = mainDisagreements(by('conflict'));
  const kind = input.documentType.toLowerCase();
  const disclosures = input.documentType === 'Financial Disclosures';
  const total = counts.conflicting + counts.couldNotCompare + counts.onlyA + counts.onlyB + counts.aligned + counts.identical;
  let summary: string;
  if (total === 0) {
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
  }
  return {
    version: 2,
    createdAt: today,
    documentType: input.documentType,
    state: input.state ?? null,
    files: { partyA: input.partyA.map((d) => d.name), partyB: input.partyB.map((d) => d.name) },
    method: METHOD,
    summary,
    highlights,
    counts,
    conflictingTerms,
    couldNotCompareTerms,
    oneSidedTerms,
    alignedTerms,
    facts: r.facts,
    recommendations: r.recommendations.map((x) => ({
      topicId: x.topicId,
      topic: x.topic,
      heading: x.heading,
      text: x.text,
      basis: x.basis,
      ...(x.link ? { link: x.link } : {}),
    })),
  };
}
