/**
 * The report's selection as CSV: one row per version of each entry (its first version, each
 * correction, the removal mark), in the report's order, with the version's hashes so a
 * spreadsheet copy can be matched to the PDF's manifest. Quoting and the formula guard are
 * src/lib/csv.ts; the file is saved with a UTF-8 byte order mark like the expense sheet's.
 */
import { csvText, safeText } from '../../../lib/csv';
import { fieldRows } from '../fields';
import type { JournalEntry } from '../journal';
import { TYPE_LABELS } from '../model';
import { redactContent, reportParents, selectEntries, type ReportChoice } from './report';
import { redactText } from './redact';

export const REPORT_CSV_HEADER = [
  'Entry',
  'Version',
  'Step',
  'Recorded (UTC)',
  'Reason',
  'Type',
  'Title',
  'Happened date',
  'Happened time',
  'Time zone',
  'Children',
  'Tags',
  'Where',
  'Details',
  'Other fields',
  'Message',
  'Files (SHA-256)',
  'Content hash',
  'Link hash',
] as const;

const STEP = { create: 'Recorded', correct: 'Corrected', remove: 'Removed' } as const;
/** Shown in their own columns, so left out of "Other fields". */
const OWN_COLUMNS = new Set(['Type', 'Happened', 'Children', 'Tags', 'Where']);

/** The CSV text (without the byte order mark) of the entries the report would hold. */
export function reportCsv(entries: readonly JournalEntry[], choice: ReportChoice, zone: string): string {
  const parents = reportParents(choice.preparedBy);
  const hide = choice.redact ? redactText : (s: string) => s;
  const rows: string[][] = [[...REPORT_CSV_HEADER]];
  selectEntries(entries, choice, zone).forEach((e, i) => {
    for (const v of e.versions) {
      const c = v.content ? (choice.redact ? redactContent(v.content) : v.content) : null;
      const text = (s: string) => safeText(s);
      rows.push([
        String(i + 1),
        String(v.version),
        STEP[v.op],
        v.recordedAt,
        text(hide(v.reason)),
        c ? TYPE_LABELS[c.type] : '',
        c ? text(c.title) : v.op === 'remove' ? '' : '(words removed with the entry)',
        c?.happenedAt.date ?? '',
        c?.happenedAt.time ?? '',
        c?.happenedAt.zone ?? '',
        c ? text(c.children.join('; ')) : '',
        c ? text(c.tags.join('; ')) : '',
        c ? text(c.location) : '',
        c ? text(c.details) : '',
        c
          ? text(
              fieldRows(c, parents)
                .filter(([label]) => !OWN_COLUMNS.has(label))
                .map(([label, value]) => `${label}: ${value}`)
                .join('; '),
            )
          : '',
        c?.type === 'communication' ? text(c.message) : '',
        c ? text((c.attachments ?? []).map((a) => `${a.name} (${a.sha256})`).join('; ')) : '',
        v.contentHash,
        v.hash,
      ]);
    }
  });
  return csvText(rows);
}
