/** The parenting plan as the PDF shows it: every filled field, in the form's order. */
import { formatUsDate } from '../../lib/usDate';
import type { PdfDraftGroup, PdfDraftItem, PdfDraftSection } from '../../ui/draftPdf';
import { PLAN_SECTIONS } from './layout';
import { getField, PARENT_FIELDS, type ParentInfo, type PlanData } from './model';
// ---------------------------------------------------------------- draft (PDF order)

const PARENT_LABELS: Record<keyof ParentInfo, string> = { name: 'Name', address: 'Address', phone: 'Phone', email: 'Email' };

/** Every filled field (prefilled texts included), in the order of the form. */
export function planDraft(plan: PlanData): PdfDraftSection[] {
  const out: PdfDraftSection[] = [];
  for (const section of PLAN_SECTIONS) {
    const groups: PdfDraftGroup[] = [];
    for (const block of section.blocks) {
      if (block.kind === 'parent') {
        const p = plan[block.key];
        const items = PARENT_FIELDS.filter((k) => p[k].trim() !== '').map((k) => ({
          label: PARENT_LABELS[k],
          value: p[k].trim(),
        }));
        if (items.length) groups.push({ heading: block.title, items });
      } else if (block.kind === 'children') {
        plan.children.forEach((c, i) => {
          const items: PdfDraftItem[] = [];
          if (c.name.trim()) items.push({ label: 'Name', value: c.name.trim() });
          if (c.dob.trim()) items.push({ label: 'Date of birth', value: formatUsDate(c.dob.trim()) });
          if (c.specialNeeds.trim()) items.push({ label: 'Special needs', value: c.specialNeeds.trim() });
          if (items.length) groups.push({ heading: `Child ${i + 1}`, items });
        });
      } else {
        const items = block.fields
          .map((f) => ({ label: f.label, value: getField(plan, f.path).trim() }))
          .filter((i) => i.value !== '');
        if (items.length) groups.push({ ...(block.heading ? { heading: block.heading } : {}), items });
      }
    }
    if (groups.length) out.push({ heading: section.title, groups });
  }
  return out;
}
