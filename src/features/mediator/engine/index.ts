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
 *
 * The engine's modules: types.ts (the result's shape), similarity.ts (word sets, Dice
 * coefficient), pairing.ts (greedy best-first pairing), provisions.ts (findings from
 * provisions and sentences), financial.ts (asset, debt and income items); this file joins
 * them and orders the findings.
 */
import { findAliases } from '../aliases';
import { splitProvisions, type Provision } from '../provisions';
import { proposeFor } from '../recommend';
import { TOPIC_BY_ID, TOPICS_FOR, type DocumentType } from '../topics';
import { financialFindings } from './financial';
import { provisionFindings } from './provisions';
import type { EngineRecommendation, EngineResult, Finding, PartyDoc, PartyFact, Verdict } from './types';

export type { EngineResult, Finding, PartyDoc, PartyFact } from './types';
export { isAuthorship } from './provisions';

const ORDER: Record<Verdict, number> = { conflict: 0, 'could-not-compare': 1, 'only-a': 2, 'only-b': 2, aligned: 3 };

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
