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
 * EngineResult.identical counts provisions whose wording is the same on both sides (set aside).
 * EngineResult.facts lists each party's own figures (income, expense totals): facts, not conflicts.
 * EngineResult.recommendations: proposals for negotiable quantities, always inside the parties' range.
 *
 * Text from PDF, DOCX and TXT is normalised first (hyphenation, line breaks, page headers and
 * footers, checkbox glyphs), so the same words give the same result whatever the file format.
 */
import type { DocumentType, TopicId } from './topics';
import { clausesByTopic, differencesBetween, recommendForConflict } from './analyze';
import { TOPIC_BY_ID, TOPICS_FOR } from './topics';

export interface PartyDoc {
  name: string;
  text: string;
}

export type Verdict = 'conflict' | 'could-not-compare' | 'aligned' | 'only-a' | 'only-b';

export interface DetailDifference {
  kind: string;
  /** Party A's value as text ("$1,500 per month", "waived", "[X] ticked"). */
  a: string;
  /** Party B's value as text. */
  b: string;
  /** One plain line for the report. */
  line: string;
}

export interface RedlinePart {
  type: 'same' | 'del' | 'ins' | 'gap';
  text: string;
}

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

/** First version: topic-level comparison (to be replaced by provision pairing). */
export function analyzeDocuments(
  partyA: PartyDoc[],
  partyB: PartyDoc[],
  docType: DocumentType,
  state?: string | null,
  options: { today?: string } = {},
): EngineResult {
  void state;
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const a = clausesByTopic(partyA.map((d) => d.text).join('\n\n'), docType);
  const b = clausesByTopic(partyB.map((d) => d.text).join('\n\n'), docType);
  const findings: Finding[] = [];
  const recommendations: EngineRecommendation[] = [];
  for (const topic of TOPICS_FOR[docType]) {
    const label = TOPIC_BY_ID.get(topic)?.label ?? topic;
    const ca = a.get(topic) ?? [];
    const cb = b.get(topic) ?? [];
    if (!ca.length && !cb.length) continue;
    if (ca.length && cb.length) {
      const diffs = differencesBetween(topic, ca, cb);
      findings.push({
        verdict: diffs.length ? 'conflict' : 'could-not-compare',
        topicId: topic,
        topic: label,
        heading: null,
        quoteA: ca.join(' '),
        quoteB: cb.join(' '),
        differences: diffs.map((d) => ({ kind: d.kind, a: '', b: '', line: d.line })),
        redline: [],
      });
      if (diffs.length) recommendations.push(recommendForConflict(topic, ca, cb, diffs, today));
    } else {
      findings.push({
        verdict: ca.length ? 'only-a' : 'only-b',
        topicId: topic,
        topic: label,
        heading: null,
        quoteA: ca.length ? ca.join(' ') : null,
        quoteB: cb.length ? cb.join(' ') : null,
        differences: [],
        redline: [],
      });
    }
  }
  findings.sort((x, y) => ORDER[x.verdict] - ORDER[y.verdict]);
  return { findings, identical: 0, facts: [], recommendations };
}
