/**
 * The AI Mediator's report as data (shared by the page, the PDF, the e-mail and the vault)
 * and small helpers that need none of the analysis code, so the page does not load the
 * engine (which runs in the worker). Plain TypeScript, no React.
 */
import * as m from '../../content/messages/mediator/compiled/en.js';
import { downloadName } from '../../lib/downloadNames';
import { english, type Translate } from '../../lib/translate';
import { formatUsDate } from '../../lib/usDate';
import type { RedlinePart } from './redline';
import type { PartyFact } from './engine';
import type { DocumentType, TopicId } from './topics';
import type { Say } from './say';

export type { PartyFact, RedlinePart };

/**
 * The heading shown after a term's or a suggestion's topic ("Other terms · Parenting agreement"):
 * none when there is none, or when it says nothing the topic does not (a provision headed
 * "Communication" under the topic Communication read "Communication · Communication", one headed
 * "RELOCATION" under Relocation & travel "Relocation & travel · RELOCATION"): every word of the
 * heading is a word of the topic, case, punctuation, hyphens and "&" for "and" aside. Both are
 * compared in English, as the report holds them (the page says the topic in its language).
 */
export function headingBesideTopic(topic: string, heading: string | null): string | null {
  if (!heading) return null;
  const words = (text: string) =>
    text
      .toLowerCase()
      .replace(/&/g, ' and ')
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
  const topicWords = new Set(words(topic));
  return words(heading).every((w) => topicWords.has(w)) ? null : heading;
}

export interface Term {
  topicId: TopicId | null;
  /** Plain-language topic name. */
  topic: string;
  /** The provision's heading or the item's description, when there is one. */
  heading: string | null;
  /** What Party A's documents say (the sentence that differs), or that they are silent. */
  partyA: string;
  /** What Party B's documents say, or that they are silent. */
  partyB: string;
  /** For conflicts: what differs, one line per point (English, as reports saved before `differencesSay` show it). */
  differences: string[];
  /** The same lines as message ids with typed values, said in the language on screen (reportText.ts). */
  differencesSay?: Array<Say | null>;
  /** Changed words with a little context (empty when not useful). */
  redline: RedlinePart[];
}

export interface Recommendation {
  topicId: TopicId | null;
  topic: string;
  heading: string | null;
  /** The proposal in plain words (English). */
  text: string;
  textSay?: Say;
  /** A page of this app that helps settle it (the child support estimator), when there is one. */
  link?: { href: string; label: string };
  /** The figures or positions it starts from (English). */
  basis: string;
  basisSay?: Say;
}

export interface MediationReport {
  version: 2;
  createdAt: string;
  documentType: DocumentType;
  state: string | null;
  files: { partyA: string[]; partyB: string[] };
  /** How the report is made, in plain words (shown on the page and in the PDF). */
  method: string;
  /** English; `summarySay` and `highlightsSay` are the same as message ids (absent in reports saved before them). */
  summary: string;
  summarySay?: Say;
  highlights: string[];
  highlightsSay?: Array<Say | null>;
  counts: { conflicting: number; couldNotCompare: number; onlyA: number; onlyB: number; aligned: number; identical: number };
  conflictingTerms: Term[];
  couldNotCompareTerms: Term[];
  oneSidedTerms: Array<Term & { party: 'A' | 'B' }>;
  alignedTerms: Term[];
  /** Each side's own figures (income, expense totals): facts, not conflicts. */
  facts: PartyFact[];
  recommendations: Recommendation[];
}

export const METHOD =
  'How this report is made: an automated comparison run on this device. It splits both parties\u2019 documents into provisions, pairs each provision with its counterpart and compares the amounts, dates, days, periods, parents and ticked options in them. No AI model is used and nothing is sent anywhere. It can miss things or pair provisions wrongly, so check every point with a mediator or attorney before relying on it.';

const KIND: Record<DocumentType, string> = {
  'Parenting Agreement': m.rt_kind_parenting,
  'Custody Plan': m.rt_kind_custody,
  'Divorce Terms': m.rt_kind_divorce,
  'Financial Disclosures': m.rt_kind_financial,
};

/** The report's PDF file name in the language on screen (a neutral one while Discretion is on, src/lib/downloadNames.ts). */
export function pdfFileName(t: Translate = english): string {
  return t(m.rt_pdf_file);
}

/**
 * The e-mail for "Email to Both Parties" in the language on screen: a short note; the full
 * report goes as the PDF attachment, named as the download names it.
 */
export function emailFor(r: MediationReport, t: Translate = english): { subject: string; body: string } {
  const c = r.counts;
  const kind = t(KIND[r.documentType] ?? r.documentType);
  return {
    subject: t(m.rt_email_subject, { kind }),
    body: t(m.rt_email_body, {
      file: downloadName(pdfFileName(t)),
      kind,
      date: formatUsDate(r.createdAt.slice(0, 10)),
      conflicting: c.conflicting,
      couldNot: c.couldNotCompare,
      oneSided: c.onlyA + c.onlyB,
    }),
  };
}

/** One party's version of the changed passage: its words, those that differ from the other side marked. */
export type Version = Array<{ text: string; changed: boolean }>;

/**
 * The redline as the two versions, one per party, each with its own differing words marked
 * (neither side's words shown struck out as if the other's replaced them). Gaps stay "…".
 */
export function redlineVersions(parts: RedlinePart[]): { a: Version; b: Version } {
  const a: Version = [];
  const b: Version = [];
  for (const p of parts) {
    if (p.type === 'del') a.push({ text: p.text, changed: true });
    else if (p.type === 'ins') b.push({ text: p.text, changed: true });
    else {
      a.push({ text: p.text, changed: false });
      b.push({ text: p.text, changed: false });
    }
  }
  return { a, b };
}

/** The redline as plain text for tests and logs: "… pay [-$900-] {+$1,200+} per month …". */
export function redlineText(parts: RedlinePart[]): string {
  return parts.map((p) => (p.type === 'del' ? `[-${p.text}-]` : p.type === 'ins' ? `{+${p.text}+}` : p.text)).join(' ');
}
