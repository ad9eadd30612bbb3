/**
 * The 'mediation-report' vault kind, shared by the AI Mediator (which saves and opens its
 * reports) and My Data (which lists, renames and deletes them): features never import each
 * other, so it lives in the vault (docs/architecture-rules.md). The vault checks the frame of
 * a report (its version, names, dates and lists of terms); the mediator reads the rest.
 */
import { array, custom, literal, looseObject, optional, pipe, string, transform, variant } from 'valibot';
import { formatUsDate } from '../lib/usDate';
import { entry, parseOrThrow } from '../lib/schema';
import { defineKind } from './kinds';

/** What every saved report holds that a list of them shows; the mediator's own type adds the report. */
export interface StoredMediationReport {
  id: string;
  savedAt: string;
  /** The parent's own name for it (Rename); absent until renamed. */
  name?: string;
  /** ISO date the report was made. */
  createdAt: string;
  /** The document type as saved (English: 'Parenting Agreement', 'Custody Plan', 'Divorce Terms', 'Financial Disclosures'). */
  documentType: string;
}

/** What the saved report is called: the parent's name for it, else its type and the day it was made. */
export function reportName(r: Pick<StoredMediationReport, 'name' | 'documentType' | 'createdAt'>): string {
  return r.name?.trim() || `${r.documentType} report, ${formatUsDate(r.createdAt.slice(0, 10))}`;
}

const BAD_TERMS = 'bad terms';

/** A term as compared: its topic and what each side's document says; other fields are kept. */
const termList = array(
  looseObject({ topic: entry(string(BAD_TERMS)), partyA: entry(string(BAD_TERMS)), partyB: entry(string(BAD_TERMS)) }, BAD_TERMS),
  BAD_TERMS,
);

const text = (key: string) => entry(string(`missing ${key}`));

/** What every report version holds, in the order it is checked. */
const reportEntries = {
  id: text('id'),
  savedAt: text('savedAt'),
  name: optional(string('bad name')),
  createdAt: text('createdAt'),
  documentType: text('documentType'),
  summary: text('summary'),
  alignedTerms: entry(termList),
  conflictingTerms: entry(termList),
  oneSidedTerms: entry(termList),
  recommendations: entry(
    array(looseObject({ text: entry(string('bad recommendations')) }, 'bad recommendations'), 'bad recommendations'),
  ),
};

/**
 * A stored mediation report (the kind's schema). Version 1 reports (topic by topic) may
 * still be in a vault and stay readable; version 2 also lists the terms it could not
 * compare and its method. Fields the schema does not name are kept as they are.
 */
const reportSchema = pipe(
  custom<Record<string, unknown>>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), 'not an object'),
  variant(
    'version',
    [
      looseObject({ version: literal(1), ...reportEntries }),
      looseObject({
        version: literal(2),
        couldNotCompareTerms: entry(termList),
        method: entry(string(BAD_TERMS)),
        ...reportEntries,
      }),
    ],
    'unknown report version',
  ),
  transform((report) => report as unknown as StoredMediationReport),
);

/** Checks a stored mediation report's shape; throws on anything that is not one. */
export function validateStoredReport(v: unknown): StoredMediationReport {
  return parseOrThrow(reportSchema, v);
}

export const storedMediationReportKind = defineKind<StoredMediationReport>({
  kind: 'mediation-report',
  version: 1,
  schema: reportSchema,
});
