/**
 * The AI Mediator's report: runs the comparison engine (engine.ts) on both parties'
 * documents and shapes its findings into the report the page, the PDF and the vault use:
 * an executive summary, conflicts first, then what could not be compared, what only one
 * side covers, what is aligned, each side's own figures, and the recommendations.
 * Deterministic, plain TypeScript (no React), run in the analysis worker and by the tests.
 */
import { analyzeDocuments, type Finding, type PartyDoc } from './engine';
import { METHOD, type MediationReport, type Term } from './reportModel';
import type { DocumentType } from './topics';

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
  const highlights = conflictingTerms
    .slice(0, 3)
    .map((t) => `${t.topic}${t.heading ? ` (${t.heading})` : ''}: ${t.differences[0] ?? 'the two sides differ.'}`);
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
    })),
  };
}
