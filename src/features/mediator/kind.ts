import { defineKind } from '../../vault/kinds';
import type { MediationReport } from './reportModel';

export interface SavedMediationReport extends MediationReport {
  id: string;
  savedAt: string;
}

function isObj(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
function isTermList(v: unknown): boolean {
  return (
    Array.isArray(v) &&
    v.every((t) => isObj(t) && typeof t.topic === 'string' && typeof t.partyA === 'string' && typeof t.partyB === 'string')
  );
}

/** Checks a stored mediation report's shape; throws on anything that is not one. */
export function validateReport(v: unknown): SavedMediationReport {
  if (!isObj(v)) throw new Error('not an object');
  // Version 1 reports (topic by topic) may still be in a vault; they stay readable.
  if (v.version !== 1 && v.version !== 2) throw new Error('unknown report version');
  if (v.version === 2 && (!isTermList(v.couldNotCompareTerms) || typeof v.method !== 'string')) throw new Error('bad terms');
  for (const k of ['id', 'savedAt', 'createdAt', 'documentType', 'summary'] as const) {
    if (typeof v[k] !== 'string') throw new Error(`missing ${k}`);
  }
  if (!isTermList(v.alignedTerms) || !isTermList(v.conflictingTerms) || !isTermList(v.oneSidedTerms))
    throw new Error('bad terms');
  if (!Array.isArray(v.recommendations) || !v.recommendations.every((r) => isObj(r) && typeof r.text === 'string')) {
    throw new Error('bad recommendations');
  }
  return v as unknown as SavedMediationReport;
}

export const mediationReportKind = defineKind<SavedMediationReport>({
  kind: 'mediation-report',
  version: 1,
  validate: validateReport,
});
