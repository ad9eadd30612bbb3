import type { RecordKind } from '../../vault/kinds';
import { storedMediationReportKind, validateStoredReport, type StoredMediationReport } from '../../vault/mediationReports';
import type { MediationReport } from './reportModel';

export interface SavedMediationReport extends MediationReport, StoredMediationReport {
  documentType: MediationReport['documentType'];
}

/** Checks a stored mediation report's shape (src/vault/mediationReports.ts); throws on anything that is not one. */
export function validateReport(v: unknown): SavedMediationReport {
  return validateStoredReport(v) as SavedMediationReport;
}

/**
 * The vault kind, as the mediator reads it: the vault checks the report's frame (its schema),
 * the mediator's own type names the whole report it saved.
 */
export const mediationReportKind = storedMediationReportKind as RecordKind<SavedMediationReport>;
