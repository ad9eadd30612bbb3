import { formatCents, parseCents } from '../../lib/money';
import { formatUsDate } from '../../lib/usDate';
import type { PdfDraftGroup, PdfDraftSection } from '../../ui/draftPdf';
import type { AffidavitData } from './fields';
import { SECTIONS, type FieldType } from './layout';
import { english, type Translate } from '../../lib/translate';
import * as m from '../../content/messages/affidavit/compiled/en.js';
import * as tm from '../../content/messages/tools/compiled/en.js';

// ---------------------------------------------------------------- draft (PDF order)

function shown(type: FieldType, value: string): string {
  const v = value.trim();
  if (type === 'money') {
    const c = parseCents(v);
    return c === null ? v : formatCents(c);
  }
  if (type === 'date') return formatUsDate(v);
  return v;
}

/**
 * Every filled field, in the order of the form, grouped by section; sections with
 * nothing filled are left out. Rows appear as "Cash and bank accounts – 1" groups. Labels are
 * in the language of `t` (the affidavit's words) and `tools` (Yes).
 */
export function affidavitDraft(data: AffidavitData, t: Translate = english, tools: Translate = english): PdfDraftSection[] {
  const out: PdfDraftSection[] = [];
  for (const section of SECTIONS) {
    const groups: PdfDraftGroup[] = [];
    for (const block of section.blocks) {
      if (block.kind === 'fields') {
        const items = block.fields
          .filter((f) => data[f.key].trim() !== '')
          .map((f) => ({ label: t(f.label), value: shown(f.type, data[f.key]) }));
        if (items.length) groups.push({ ...(block.heading ? { heading: t(block.heading) } : {}), items });
      } else if (block.kind === 'rows') {
        const def = block.list;
        let n = 0;
        for (const row of data[def.key]) {
          const items = def.columns
            .filter((c) => String(row[c.key] ?? '').trim() !== '')
            .map((c) => ({ label: t(c.label), value: shown(c.type, String(row[c.key])) }));
          n++;
          if (items.length) groups.push({ heading: t(m.pdf_row, { list: t(def.title), n }), items });
        }
      } else if (data.alternativeAddress) {
        groups.push({ items: [{ label: t(m.pdf_alt_address), value: tools(tm.yes) }] });
      }
    }
    if (groups.length) out.push({ heading: t(section.title), groups });
  }
  return out;
}

/** True when nothing at all has been entered. */
export function isEmptyAffidavit(data: AffidavitData): boolean {
  return affidavitDraft(data).length === 0;
}
