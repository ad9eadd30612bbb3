/**
 * The state guideline worksheet as a PDF draft a parent can bring to a mediator
 * (docs/child-support.md): what was entered, the worksheet line by line, the result, the notes,
 * and the law with its effective and checked dates. Built on the device by the shared draft PDF
 * renderer (src/ui/draftPdf.tsx, in a worker), in the language of `t` (the worksheet's lines and
 * notes come already worded from `compute`). Pure: no React.
 */
import { formatUsDate } from '../../lib/usDate';
import { english, type Translate } from '../../lib/translate';
import type { PdfDraft, PdfDraftItem } from '../../ui/draftPdf';
import {
  childWord,
  money,
  whoText,
  type GuidelineInput,
  type GuidelineResult,
  type StateGuideline,
} from '../../content/child-support/guideline';
import * as m from '../../content/messages/child-support/compiled/en.js';

function entered(g: StateGuideline, input: GuidelineInput, t: Translate): PdfDraftItem[] {
  const gross = g.incomeBasis === 'gross';
  const items: PdfDraftItem[] = [
    { label: t(gross ? m.e_your_income_gross : m.e_your_income_net), value: money(input.youIncome) },
    { label: t(gross ? m.e_other_income_gross : m.e_other_income_net), value: money(input.otherIncome) },
    { label: t(m.e_children), value: childWord(input.children, t) },
    { label: t(m.e_overnights), value: `${input.overnightsYou} / ${input.overnightsOther}` },
  ];
  const cost = (label: string, amount: number | undefined, paidBy: GuidelineInput['childCarePaidBy']) => {
    if (!amount) return;
    items.push({
      label: t(label),
      value: paidBy ? t(m.e_paid_by, { amount: money(amount), person: whoText(paidBy, t) }) : money(amount),
    });
  };
  cost(m.e_child_care, input.childCare, input.childCarePaidBy);
  cost(m.e_health, input.healthInsurance, input.healthInsurancePaidBy);
  cost(m.e_medical, input.extraordinaryMedical, input.extraordinaryMedicalPaidBy);
  if (input.youLocalTax || input.otherLocalTax) {
    items.push({ label: t(m.e_city_tax), value: `${money(input.youLocalTax)} / ${money(input.otherLocalTax)}` });
  }
  return items;
}

function headline(r: GuidelineResult, t: Translate): string {
  if (r.payer === null) return t(m.nobody_pays);
  return t(r.payer === 'you' ? m.h_you_pay : m.h_other_pays, { amount: money(r.monthly) });
}

/** The worksheet draft for a state's guideline result (its lines and notes as `compute` worded them). */
export function worksheetDraft(g: StateGuideline, input: GuidelineInput, r: GuidelineResult, t: Translate = english): PdfDraft {
  const state = t(g.state);
  const sections: PdfDraft['sections'] = [
    {
      heading: t(m.p_result),
      groups: [
        {
          items: [
            { label: t(m.guideline_heading, { state }), value: headline(r, t) },
            {
              label: t(m.p_method),
              value: t(g.incomeBasis === 'gross' ? m.p_method_value_gross : m.p_method_value_net, { method: r.method }),
            },
          ],
        },
      ],
    },
    { heading: t(m.p_entered), groups: [{ items: entered(g, input, t) }] },
    { heading: t(m.worksheet_caption), groups: [{ items: r.lines.map((l) => ({ label: l.label, value: l.value })) }] },
  ];
  if (r.notes.length > 0) {
    sections.push({
      heading: t(m.p_notes),
      groups: [{ items: r.notes.map((n, i) => ({ label: t(m.p_note_n, { n: i + 1 }), value: n })) }],
    });
  }
  const law: PdfDraftItem[] = [
    { label: t(m.p_law), value: t(g.law) },
    { label: t(m.p_figures), value: t(g.effective) },
    { label: t(m.p_checked), value: formatUsDate(g.checked) },
    { label: t(m.p_where), value: g.sourceUrl },
    { label: t(m.official_calc, { state }), value: g.calculatorUrl },
  ];
  // The caveat's words say what is (and is not) confirmed; the label does not repeat them.
  if (g.caveat) law.push({ label: t(m.p_caveat), value: t(g.caveat) });
  law.push({ label: t(m.p_what), value: t(m.p_what_text) });
  sections.push({ heading: t(m.p_law_dates), groups: [{ items: law }] });
  return { title: t(m.p_title, { state }), sections };
}

/**
 * The file name for a state's worksheet in the language on screen:
 * "child-support-worksheet-georgia.pdf", "hoja-de-calculo-manutencion-georgia.pdf".
 */
export function worksheetFilename(state: string, t: Translate = english): string {
  return t(m.pdf_filename, { state: state.toLowerCase().replace(/[^a-z]+/g, '-') });
}
