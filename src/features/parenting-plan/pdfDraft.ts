/** The parenting plan as the PDF shows it: every filled field, in the form's order, in the language of `t`. */
import { formatUsDate } from '../../lib/usDate';
import { english, type Translate } from '../../lib/translate';
import type { PdfDraftGroup, PdfDraftItem, PdfDraftSection } from '../../ui/draftPdf';
import { PLAN_SECTIONS } from './layout';
import { getField, PARENT_FIELDS, prefilledShown, type ParentInfo, type PlanData } from './model';
import * as m from '../../content/messages/parenting-plan/compiled/en.js';
// ---------------------------------------------------------------- draft (PDF order)

const PARENT_LABELS: Record<keyof ParentInfo, string> = { name: m.name, address: m.address, phone: m.phone, email: m.email };

/** Every filled field (prefilled texts included, in the language of `t` while untouched), in the order of the form. */
export function planDraft(plan: PlanData, t: Translate = english): PdfDraftSection[] {
  const out: PdfDraftSection[] = [];
  for (const section of PLAN_SECTIONS) {
    const groups: PdfDraftGroup[] = [];
    for (const block of section.blocks) {
      if (block.kind === 'parent') {
        const p = plan[block.key];
        const items = PARENT_FIELDS.filter((k) => p[k].trim() !== '').map((k) => ({
          label: t(PARENT_LABELS[k]),
          value: p[k].trim(),
        }));
        if (items.length) groups.push({ heading: t(block.title), items });
      } else if (block.kind === 'children') {
        plan.children.forEach((c, i) => {
          const items: PdfDraftItem[] = [];
          if (c.name.trim()) items.push({ label: t(m.name), value: c.name.trim() });
          if (c.dob.trim()) items.push({ label: t(m.date_of_birth), value: formatUsDate(c.dob.trim()) });
          if (c.specialNeeds.trim()) items.push({ label: t(m.special_needs), value: c.specialNeeds.trim() });
          if (items.length) groups.push({ heading: t(m.child_n, { n: i + 1 }), items });
        });
      } else {
        const items = block.fields
          .map((f) => ({ label: t(f.label), value: prefilledShown(f.path, getField(plan, f.path), t).trim() }))
          .filter((i) => i.value !== '');
        if (items.length) groups.push({ ...(block.heading ? { heading: t(block.heading) } : {}), items });
      }
    }
    if (groups.length) out.push({ heading: t(section.title), groups });
  }
  return out;
}
