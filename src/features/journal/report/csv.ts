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
import * as m from '../../../content/messages/journal/compiled/en.js';
import { english, type Translate } from '../../../lib/translate';

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

const STEP = { create: m.op_create, correct: m.op_correct, remove: m.op_remove } as const;
/** Shown in their own columns, so left out of "Other fields" (the English labels; compared translated). */
const OWN_COLUMNS = [m.row_type, m.row_happened, m.row_children, m.tags_label, m.where_label];

/** The CSV text (without the byte order mark) of the entries the report would hold. */
export function reportCsv(entries: readonly JournalEntry[], choice: ReportChoice, zone: string, t: Translate = english): string {
  const parents = reportParents(choice.preparedBy, t);
  const own = new Set(OWN_COLUMNS.map((label) => t(label)));
  const marks = (s: string) => s.replace(/\[(?:address|phone|email) hidden\]/g, (mark) => t(mark));
  const hide = choice.redact ? (s: string) => marks(redactText(s)) : (s: string) => s;
  const rows: string[][] = [REPORT_CSV_HEADER.map((h) => t(h))];
  selectEntries(entries, choice, zone).forEach((e, i) => {
    for (const v of e.versions) {
      const c = v.content ? (choice.redact ? redactContent(v.content, t) : v.content) : null;
      const text = (s: string) => safeText(s);
      rows.push([
        String(i + 1),
        String(v.version),
        t(STEP[v.op]),
        v.recordedAt,
        text(hide(v.reason)),
        c ? t(TYPE_LABELS[c.type]) : '',
        c ? text(c.title) : v.op === 'remove' ? '' : t(m.csv_words_removed),
        c?.happenedAt.date ?? '',
        c?.happenedAt.time ?? '',
        c?.happenedAt.zone ?? '',
        c ? text(c.children.join('; ')) : '',
        c ? text(c.tags.join('; ')) : '',
        c ? text(c.location) : '',
        c ? text(c.details) : '',
        c
          ? text(
              fieldRows(c, parents, t)
                .filter(([label]) => !own.has(label))
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
