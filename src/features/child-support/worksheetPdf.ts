/**
 * The state guideline worksheet as a PDF draft a parent can bring to a mediator
 * (docs/child-support.md): what was entered, the worksheet line by line, the result, the notes,
 * and the law with its effective and checked dates. Built on the device by the shared draft PDF
 * renderer (src/ui/draftPdf.tsx, in a worker). Pure: no React.
 */
import { formatUsDate } from '../../lib/usDate';
import type { PdfDraft, PdfDraftItem } from '../../ui/draftPdf';
import { childWord, money, whoName, type GuidelineInput, type GuidelineResult, type StateGuideline } from './guideline';

function entered(g: StateGuideline, input: GuidelineInput): PdfDraftItem[] {
  const items: PdfDraftItem[] = [
    { label: `Your monthly income (${g.incomeBasis})`, value: money(input.youIncome) },
    { label: `The other parent’s monthly income (${g.incomeBasis})`, value: money(input.otherIncome) },
    { label: 'Children', value: childWord(input.children) },
    { label: 'Overnights a year: you / the other parent', value: `${input.overnightsYou} / ${input.overnightsOther}` },
  ];
  const cost = (label: string, amount: number | undefined, paidBy: GuidelineInput['childCarePaidBy']) => {
    if (!amount) return;
    items.push({ label, value: paidBy ? `${money(amount)}, paid by ${whoName(paidBy).toLowerCase()}` : money(amount) });
  };
  cost('Child care a month', input.childCare, input.childCarePaidBy);
  cost('Children’s health insurance a month', input.healthInsurance, input.healthInsurancePaidBy);
  cost('Medical costs insurance does not pay, a month', input.extraordinaryMedical, input.extraordinaryMedicalPaidBy);
  if (input.youLocalTax || input.otherLocalTax) {
    items.push({
      label: 'City income tax a month: you / the other parent',
      value: `${money(input.youLocalTax)} / ${money(input.otherLocalTax)}`,
    });
  }
  return items;
}

function headline(r: GuidelineResult): string {
  if (r.payer === null) return 'Nobody pays: the amounts cancel out.';
  return r.payer === 'you'
    ? `You pay the other parent ${money(r.monthly)} a month.`
    : `The other parent pays you ${money(r.monthly)} a month.`;
}

/** The worksheet draft for a state's guideline result. */
export function worksheetDraft(g: StateGuideline, input: GuidelineInput, r: GuidelineResult): PdfDraft {
  const sections: PdfDraft['sections'] = [
    {
      heading: 'Result',
      groups: [
        {
          items: [
            { label: `${g.state} guideline`, value: headline(r) },
            { label: 'Method', value: `${r.method} (${g.incomeBasis} income)` },
          ],
        },
      ],
    },
    { heading: 'What was entered', groups: [{ items: entered(g, input) }] },
    { heading: 'Worksheet, line by line', groups: [{ items: r.lines.map((l) => ({ label: l.label, value: l.value })) }] },
  ];
  if (r.notes.length > 0) {
    sections.push({
      heading: 'Notes',
      groups: [{ items: r.notes.map((n, i) => ({ label: `Note ${i + 1}`, value: n })) }],
    });
  }
  const law: PdfDraftItem[] = [
    { label: 'Law', value: g.law },
    { label: 'Figures used', value: g.effective },
    { label: 'Checked on', value: formatUsDate(g.checked) },
    { label: 'Where the rule is published', value: g.sourceUrl },
    { label: `${g.state}’s official calculator or guide`, value: g.calculatorUrl },
  ];
  if (g.caveat) law.push({ label: 'Not confirmed', value: g.caveat });
  law.push({
    label: 'What this is',
    value: 'An estimate to help you prepare, worked on this device. It is not the amount a court will order; the court decides.',
  });
  sections.push({ heading: 'Law and dates', groups: [{ items: law }] });
  return { title: `${g.state} Child Support Worksheet`, sections };
}

/** The file name for a state's worksheet: "child-support-worksheet-georgia.pdf". */
export function worksheetFilename(state: string): string {
  return `child-support-worksheet-${state.toLowerCase().replace(/[^a-z]+/g, '-')}.pdf`;
}
