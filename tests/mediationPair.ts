/**
 * One of the mediator's own fixture pairs (tests/fixtures/mediation/pairs/<id>/party-a.txt and
 * party-b.txt) compared as the page compares two pasted texts, on a fixed day so the report's
 * dates are the same on every run. Used by the mediator's unit tests and the PDF tests.
 */
import { readFileSync } from 'node:fs';
import { analyze, type MediationReport } from '../src/features/mediator/analyze';
import type { DocumentType } from '../src/features/mediator/topics';

export const MEDIATION_FIXTURES = 'tests/fixtures/mediation';

export function analyzeFixturePair(id: string, documentType: DocumentType, state: string | null = null): MediationReport {
  const text = (side: 'a' | 'b') => readFileSync(`${MEDIATION_FIXTURES}/pairs/${id}/party-${side}.txt`, 'utf8');
  return analyze({
    documentType,
    state,
    partyA: [{ name: 'party-a.txt', text: text('a') }],
    partyB: [{ name: 'party-b.txt', text: text('b') }],
    today: '2026-01-15',
  });
}
