/**
 * The shared draft PDF (src/ui/draftPdf.tsx) never draws text over text, wherever its headings
 * land on a page. The first case is the one a parent met: Maryland's shared-custody worksheet in
 * Spanish, with child care, whose "Ley y fechas" lines were drawn on top of each other at the
 * foot of page 1. The rest are long drafts in English and Spanish, and made-up drafts whose
 * content is lengthened a line at a time so that a heading falls at every point near a page foot.
 */
import { describe, expect, test } from 'vitest';
import spanishSupport from '../../src/content/messages/child-support/compiled/es.js';
import spanishTools from '../../src/content/messages/tools/compiled/es.js';
import spanishShell from '../../src/content/messages/shell/compiled/es.js';
import spanishPlan from '../../src/content/messages/parenting-plan/compiled/es.js';
import { english, type Translate } from '../../src/lib/translate';
import type { PdfKit } from '../../src/lib/pdf';
import { draftDocument, draftWords, type PdfDraft, type PdfDraftSection } from '../../src/ui/draftPdf';
import { GUIDELINES } from '../../src/content/child-support/guidelines';
import { worksheetDraft } from '../../src/features/child-support/worksheetPdf';
import { PLAN_SECTIONS } from '../../src/features/parenting-plan/layout';
import { defaultPlan, setField, updateParent } from '../../src/features/parenting-plan/model';
import { planDraft } from '../../src/features/parenting-plan/pdfDraft';
import { applyPreset, presetFills } from '../../src/features/parenting-plan/presets';
import { inp } from './child-support-input';
import { overlappingText, readPdfLayout } from '../pdfOverlap';
import { spanishTranslator } from '../spanishTranslator';

const PREPARED = new Date(2026, 10, 27);
const es = {
  support: spanishTranslator(spanishSupport),
  tools: spanishTranslator(spanishTools),
  shell: spanishTranslator(spanishShell),
  plan: spanishTranslator(spanishPlan),
};

async function render(draft: PdfDraft): Promise<Uint8Array> {
  const kit: PdfKit = await import('@react-pdf/renderer');
  const doc = draftDocument(kit, draft, PREPARED);
  return new Uint8Array(await kit.renderToBuffer(doc as Parameters<typeof kit.renderToBuffer>[0]));
}

function spanishWords(t: Translate = es.tools): PdfDraft['words'] {
  return draftWords(PREPARED, t, es.shell);
}

describe('draft PDF: no text over text', { timeout: 180_000 }, () => {
  test('Maryland worksheet in Spanish, shared custody with child care (the case a parent saw)', async () => {
    const g = GUIDELINES.Maryland!;
    const input = inp({ you: 6000, other: 4000, nightsYou: 150, childCare: 400 });
    const draft = { ...worksheetDraft(g, input, g.compute(input, es.support), es.support), words: spanishWords() };
    // One reading of the PDF for both checks (pdf.js parsing is most of this file's time).
    const { overlaps, items } = await readPdfLayout(await render(draft));
    expect(overlaps).toEqual([]);
    const at = (text: string) => items.findIndex((i) => i.text === text);
    // The section that was squashed starts a page with its first row beside it.
    expect(items[at('Ley y fechas')]!.page).toBe(2);
    expect(items[at('Ley y fechas') + 1]).toEqual({ text: 'Ley', page: 2 });
    expect(items[at('Notas') + 1]).toEqual({ text: 'Nota 1', page: 2 });
  });

  test('the check itself finds text drawn over text', async () => {
    // Two lines forced into the same place: what the bug drew.
    const kit: PdfKit = await import('@react-pdf/renderer');
    const { Document, Page, Text } = kit;
    const doc = (
      <Document>
        <Page size="LETTER">
          <Text style={{ position: 'absolute', top: 100, left: 50, fontSize: 10 }}>Ley y fechas</Text>
          <Text style={{ position: 'absolute', top: 104, left: 60, fontSize: 10 }}>Calculadora</Text>
          <Text style={{ position: 'absolute', top: 200, left: 50, fontSize: 10 }}>Clear of both</Text>
        </Page>
      </Document>
    );
    const bytes = new Uint8Array(await kit.renderToBuffer(doc));
    expect(await overlappingText(bytes)).toEqual(['page 1: "Ley y fechas" over "Calculadora"']);
  });

  test('every state’s worksheet, shared custody with every cost, in English and Spanish', async () => {
    const input = inp({ you: 6000, other: 4000, nightsYou: 150, childCare: 400, healthInsurance: 200, extraordinaryMedical: 80 });
    const found: string[] = [];
    for (const g of Object.values(GUIDELINES)) {
      for (const [t, words] of [
        [english, undefined],
        [es.support, spanishWords()],
      ] as const) {
        const draft = { ...worksheetDraft(g, input, g.compute(input, t), t), ...(words ? { words } : {}) };
        for (const o of await overlappingText(await render(draft))) found.push(`${g.state}: ${o}`);
      }
    }
    expect(found).toEqual([]);
  });

  test('a long parenting plan in English and Spanish', async () => {
    for (const [t, words, long] of [
      [
        english,
        undefined,
        'Both parents agree to talk about this calmly, in writing first, and to keep the children out of it. ',
      ],
      [es.plan, spanishWords(), 'Los dos acordamos hablarlo con calma, primero por escrito, y dejar a los hijos fuera de esto. '],
    ] as const) {
      let p = defaultPlan();
      p = updateParent(p, 'parent1Info', 'name', 'Alex Rivera');
      p = updateParent(p, 'parent2Info', 'name', 'Sam Rivera');
      for (const id of ['two-two-three', 'holidays-even-odd'] as const) p = applyPreset(p, presetFills(id, p, t), 'replace').plan;
      let n = 0;
      for (const section of PLAN_SECTIONS)
        for (const block of section.blocks)
          if (block.kind === 'fields')
            for (const f of block.fields)
              // Lengths vary field to field (some past the 1,500 characters where a row may break) so headings land all over the page.
              if (!f.readOnly && !f.path.startsWith('holidaySchedule.'))
                p = setField(p, f.path, long.repeat(1 + (n++ % 7) * 3).trim());
      const bytes = await render({ title: t('Parenting Plan'), sections: planDraft(p, t), ...(words ? { words } : {}) });
      expect(await overlappingText(bytes)).toEqual([]);
    }
  });

  test('made-up drafts lengthened a line at a time: headings at every point near a page foot', async () => {
    const section = (n: number, rows: number, value: string): PdfDraftSection => ({
      heading: `Section ${n}`,
      groups: [
        { items: Array.from({ length: rows }, (_, i) => ({ label: `Item ${n}.${i + 1}`, value })) },
        { heading: `Group ${n}b`, items: [{ label: `Item ${n}.b`, value }] },
      ],
    });
    const found: string[] = [];
    // One short row is about 16 points; 30 steps move every later heading through two page feet.
    for (let lead = 25; lead < 55; lead++) {
      const draft: PdfDraft = {
        title: 'Layout check',
        sections: [
          section(1, lead, 'Short value'),
          section(2, 2, 'A value long enough to wrap onto a second line in the right-hand column of the row.'),
          section(3, 1, 'word '.repeat(400).trim()),
          section(4, 3, 'Short value'),
        ],
      };
      const { overlaps, items } = await readPdfLayout(await render(draft));
      for (const o of overlaps) found.push(`${lead} rows: ${o}`);
      items.forEach((item, i) => {
        if (/^(Section|Group) \d/.test(item.text) && items[i + 1]!.page !== item.page)
          found.push(`${lead} rows: "${item.text}" is last on page ${item.page}`);
      });
    }
    expect(found).toEqual([]);
  });
});
