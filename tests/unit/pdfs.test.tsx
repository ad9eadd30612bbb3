/**
 * Every PDF EvenGround builds, rendered in Node with @react-pdf/renderer and read back
 * with pdf.js: the title sits clear above the "Prepared on" line, dates print the US way
 * ("May 14, 2016") and never as 2016-05-14, and the parent's own values are there.
 * With EG_PDF_OUT=<dir> the PDFs are also written there (to look at them as images with
 * `pdftoppm -png`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { ReactElement } from 'react';
import { describe, expect, test } from 'vitest';
import type { PdfKit } from '../../src/lib/pdf';
import { formatUsDate } from '../../src/lib/usDate';
import { openPdf } from '../pdfOverlap';
import { draftDocument } from '../../src/ui/draftPdf';
import { affidavitDraft } from '../../src/features/affidavit/pdfDraft';
import { emptyAffidavit, updateRow } from '../../src/features/affidavit/rows';
import { PLAN_SECTIONS } from '../../src/features/parenting-plan/layout';
import { defaultPlan, setField, updateChild, updateParent } from '../../src/features/parenting-plan/model';
import { planDraft } from '../../src/features/parenting-plan/pdfDraft';
import { applyPreset, presetFills } from '../../src/features/parenting-plan/presets';
import { blankRow, blankSheet, settle, type ExpenseSheet } from '../../src/features/expenses/settle';
import { expenseSummaryDocument } from '../../src/features/expenses/expensePdf';
import { templateDocument } from '../../src/app/newsletterTemplate';
import newsletterEs from '../../src/content/messages/newsletter/compiled/es.js';
import shellEs from '../../src/content/messages/shell/compiled/es.js';
import { spanishTranslator } from '../spanishTranslator';
import { englishWords } from '../spanishText';
import { analyzeFixturePair } from '../mediationPair';
import { reportDocument } from '../../src/features/mediator/reportPdf';
import { calendarDocument } from '../../src/features/parenting-time/calendarPdf';
import { scheduledNights } from '../../src/features/parenting-time/actual';
import { sideBySide } from '../../src/lib/overnightRecount';
import { defaultSchedule } from '../../src/features/parenting-time/model';
import { addMonths, parseIsoDate } from '../../src/features/parenting-time/dates';
import { computeSchedule } from '../../src/features/parenting-time/schedule';
import { parentLabels } from '../../src/features/parenting-time/labels';
import { scheduleWording } from '../../src/features/parenting-time/wording';
import { georgia } from '../../src/content/child-support/states/ga';
import { worksheetDraft } from '../../src/features/child-support/worksheetPdf';

interface Line {
  text: string;
  page: number;
  /** Baseline, in points from the bottom of the page. */
  y: number;
  size: number;
}

async function render(make: (kit: PdfKit) => ReactElement): Promise<Uint8Array> {
  const kit = await import('@react-pdf/renderer');
  const buf = await kit.renderToBuffer(make(kit) as Parameters<typeof kit.renderToBuffer>[0]);
  return new Uint8Array(buf);
}

async function read(bytes: Uint8Array): Promise<{ pages: number; text: string; lines: Line[] }> {
  const doc = await openPdf(bytes);
  const lines: Line[] = [];
  const parts: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    const strs: string[] = [];
    for (const item of content.items) {
      if (!('str' in item)) continue;
      strs.push(item.str);
      if (item.str.trim())
        lines.push({ text: item.str, page: p, y: item.transform[5] as number, size: Math.abs(item.transform[3] as number) });
    }
    parts.push(strs.join(' '));
  }
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, text: parts.join('\n').replace(/[ \t]+/g, ' '), lines };
}

function save(name: string, bytes: Uint8Array) {
  const dir = process.env.EG_PDF_OUT;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/${name}.pdf`, bytes);
}

/** The title's glyphs end above the top of the "Prepared on" line (no overlap, a visible gap). */
function expectTitleClearOfPreparedOn(lines: Line[], title: string) {
  const t = lines.find((l) => l.page === 1 && l.text.startsWith(title));
  const m = lines.find((l) => l.page === 1 && l.text.startsWith('Prepared on '));
  expect(t, `title "${title}"`).toBeDefined();
  expect(m, 'Prepared on line').toBeDefined();
  // Descenders reach about 0.22 em below the baseline, capitals about 0.72 em above it.
  const titleBottom = t!.y - 0.22 * t!.size;
  const metaTop = m!.y + 0.72 * m!.size;
  expect(titleBottom - metaTop).toBeGreaterThanOrEqual(3);
}

/** Every heading is followed on its own page by the text under it (never last on a page). */
function expectNoStrandedHeadings(lines: Line[], headings: string[]) {
  const body = lines.filter((l) => !l.text.startsWith('DRAFT – not for filing'));
  let seen = 0;
  body.forEach((l, i) => {
    if (!headings.includes(l.text)) return;
    seen++;
    const next = body[i + 1];
    expect(next, `text after "${l.text}"`).toBeDefined();
    expect(next!.page, `"${l.text}" is last on page ${l.page}`).toBe(l.page);
  });
  expect(seen).toBeGreaterThan(0);
}

const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/;
const PREPARED = new Date(2016, 4, 14);

describe('US dates', () => {
  test('one helper, the long US form', () => {
    expect(formatUsDate('2016-05-14')).toBe('May 14, 2016');
    expect(formatUsDate('2027-01-01')).toBe('January 1, 2027');
    expect(formatUsDate('2026-12-31')).toBe('December 31, 2026');
    expect(formatUsDate(new Date(2016, 4, 14))).toBe('May 14, 2016');
    // Anything that is not a calendar date stays as typed.
    expect(formatUsDate('next spring')).toBe('next spring');
    expect(formatUsDate('2016-13-01')).toBe('2016-13-01');
    expect(formatUsDate('')).toBe('');
  });
});

describe('every PDF', { timeout: 120_000 }, () => {
  test('financial affidavit draft', async () => {
    let d = emptyAffidavit();
    d = { ...d, fullName: 'Jordan Q. Lee', dob: '1984-05-14', income_salary: '4200', dateSigned: '2026-11-20' };
    d = updateRow(d, 'lawsuits', d.lawsuits[0]!.id, 'dateFiled', '2025-03-02');
    d = updateRow(d, 'lawsuits', d.lawsuits[0]!.id, 'caseNumber', 'FL-2025-0113');
    const bytes = await render((kit) =>
      draftDocument(kit, { title: 'Financial Affidavit', sections: affidavitDraft(d) }, PREPARED),
    );
    save('affidavit', bytes);
    const { text, lines } = await read(bytes);
    expectTitleClearOfPreparedOn(lines, 'Financial Affidavit');
    expect(text.indexOf('Financial Affidavit')).toBeLessThan(text.indexOf('Prepared on May 14, 2016'));
    for (const v of [
      'Prepared on May 14, 2016',
      'May 14, 1984',
      'November 20, 2026',
      'March 2, 2025',
      'FL-2025-0113',
      '$4,200.00',
    ])
      expect(text).toContain(v);
    expect(text).not.toMatch(ISO_DATE);
  });

  test('child support worksheet (Georgia)', async () => {
    const input = {
      youIncome: 4_000_00,
      otherIncome: 2_000_00,
      children: 1,
      overnightsYou: 80,
      overnightsOther: 285,
      childCare: 300_00,
      healthInsurance: 120_00,
      youLocalTax: 0,
      otherLocalTax: 0,
      childCarePaidBy: 'other' as const,
      healthInsurancePaidBy: 'you' as const,
    };
    const bytes = await render((kit) => draftDocument(kit, worksheetDraft(georgia, input, georgia.compute(input)), PREPARED));
    save('child-support-worksheet', bytes);
    const { text, lines } = await read(bytes);
    expectTitleClearOfPreparedOn(lines, 'Georgia Child Support Worksheet');
    for (const v of [
      'You pay the other parent $792.24 a month.',
      'Overnights a year: you / the other parent',
      '80 / 285',
      '$300.00, paid by the other parent',
      'Basic child support obligation for 1 child',
      '$1,009.00',
      'Schedule C: parenting time adjustment',
      '$40.43',
      'O.C.G.A. § 19-6-15',
      'January 1, 2026',
      'Checked on',
      'November 27, 2026',
    ])
      expect(text).toContain(v);
    expect(text).not.toMatch(ISO_DATE);
  });

  test('parenting plan draft', async () => {
    let p = defaultPlan();
    p = updateParent(p, 'parent1Info', 'name', 'Alex Rivera');
    p = updateChild(p, p.children[0]!.id, 'name', 'Mia Rivera');
    p = updateChild(p, p.children[0]!.id, 'dob', '2016-05-14');
    p = setField(p, 'parentingSchedule.schoolYear', 'Week on, week off, exchanged Fridays after school.');
    const bytes = await render((kit) => draftDocument(kit, { title: 'Parenting Plan', sections: planDraft(p) }, PREPARED));
    save('parenting-plan', bytes);
    const { text, lines, pages } = await read(bytes);
    expect(pages).toBeGreaterThanOrEqual(2);
    expectTitleClearOfPreparedOn(lines, 'Parenting Plan');
    for (const v of ['Prepared on May 14, 2016', 'Mia Rivera', 'May 14, 2016', 'Week on, week off']) expect(text).toContain(v);
    expect(text).not.toMatch(ISO_DATE);
  });

  test('a long parenting plan: no heading is left at the bottom of a page', async () => {
    let p = defaultPlan();
    p = updateParent(p, 'parent1Info', 'name', 'Alex Rivera');
    p = updateParent(p, 'parent2Info', 'name', 'Sam Rivera');
    for (const id of ['two-two-three', 'holidays-even-odd'] as const) p = applyPreset(p, presetFills(id, p), 'replace').plan;
    const long = 'Both parents agree to talk about this calmly, in writing first, and to keep the children out of it. '
      .repeat(4)
      .trim();
    for (const section of PLAN_SECTIONS)
      for (const block of section.blocks)
        if (block.kind === 'fields')
          for (const f of block.fields) if (!f.readOnly && !f.path.startsWith('holidaySchedule.')) p = setField(p, f.path, long);
    const draft = planDraft(p);
    const bytes = await render((kit) => draftDocument(kit, { title: 'Parenting Plan', sections: draft }, PREPARED));
    save('parenting-plan-long', bytes);
    const { pages, lines } = await read(bytes);
    expect(pages).toBeGreaterThanOrEqual(4);
    const headings = draft.flatMap((sec) => [sec.heading, ...sec.groups.flatMap((g) => (g.heading ? [g.heading] : []))]);
    expectNoStrandedHeadings(lines, headings);
  });

  test('shared expense summary', async () => {
    const sheet: ExpenseSheet = {
      ...blankSheet('March'),
      parent1Name: 'Alex',
      parent2Name: 'Sam',
      monthYear: 'March 2026',
      expenses: [
        {
          ...blankRow('a'),
          date: '2026-03-04',
          description: 'Soccer registration',
          amountCents: 12000,
          category: 'Extracurricular',
          payer: 'p1',
        },
        {
          ...blankRow('b'),
          date: '2026-03-18',
          description: 'Dentist co-pay',
          amountCents: 4000,
          category: 'Healthcare',
          payer: 'p2',
          paid: true,
        },
      ],
    };
    const bytes = await render((kit) => expenseSummaryDocument(kit, sheet, settle(sheet.expenses, sheet.splitRatio), PREPARED));
    save('expenses', bytes);
    const { text, lines } = await read(bytes);
    expectTitleClearOfPreparedOn(lines, 'Shared Expense Summary');
    for (const v of [
      'Prepared on May 14, 2016',
      'March 4, 2026',
      'March 18, 2026',
      'Soccer registration',
      'Sam owes Alex $60.00',
    ])
      expect(text).toContain(v);
    expect(text).not.toMatch(ISO_DATE);
  });

  test('co-parenting communication log template', async () => {
    const bytes = await render(templateDocument);
    save('communication-log', bytes);
    const { text, pages } = await read(bytes);
    expect(pages).toBe(2);
    expect(text).toContain('Co-Parenting Communication Log');
    expect(text).not.toMatch(ISO_DATE);
  });

  test('co-parenting communication log template in Spanish (the newsletter pop-up on a Spanish page)', async () => {
    const bytes = await render((kit) => templateDocument(kit, spanishTranslator(newsletterEs), spanishTranslator(shellEs)));
    save('communication-log-es', bytes);
    const { text, lines, pages } = await read(bytes);
    expect(pages).toBe(2);
    expect(lines.filter((l) => l.size === 18).map((l) => l.text)).toEqual([
      'Registro de comunicación de crianza compartida',
      'Registro de comunicación',
    ]);
    expect(lines.filter((l) => l.text.startsWith('Plantilla gratuita')).map((l) => l.text)).toEqual([
      'Plantilla gratuita de EvenGround · Página 1 de 2',
      'Plantilla gratuita de EvenGround · Página 2 de 2',
    ]);
    for (const v of ['Fecha y hora', 'Seguimiento', 'Hábitos que le protegen', 'Breve (Brief): unas pocas oraciones.'])
      expect(text).toContain(v);
    // BIFF's four words stay in English beside their Spanish, as in the communication guide.
    expect(englishWords(text.replace(/\((Brief|Informative|Friendly|Firm)\)/g, ''))).toEqual([]);
  });

  test('mediation summary', async () => {
    const report = analyzeFixturePair('custody-plan-1', 'Custody Plan');
    const bytes = await render((kit) => reportDocument(kit, report));
    save('mediation-summary', bytes);
    const { text, lines } = await read(bytes);
    expectTitleClearOfPreparedOn(lines, 'Mediation Summary');
    expect(text).toContain('Prepared on January 15, 2026');
    expect(text).not.toMatch(ISO_DATE);
  });

  test('parenting-time calendar', async () => {
    const s = defaultSchedule('America/Chicago', '2027-01-01');
    const start = parseIsoDate('2027-01-01')!;
    const result = computeSchedule(s, start, addMonths(start, 12))!;
    const bytes = await render((kit) =>
      calendarDocument(kit, { result, labels: parentLabels(s), wording: scheduleWording(s, result), preparedOn: PREPARED }),
    );
    save('parenting-time-calendar', bytes);
    const { text, lines } = await read(bytes);
    expectTitleClearOfPreparedOn(lines, 'Parenting-time schedule');
    expect(text).toContain('Prepared on May 14, 2016');
    expect(text).not.toMatch(ISO_DATE);

    // The overnights are said once (the wording's last line), not again above it (issue 32).
    expect(text.match(/overnights \(/g)).toHaveLength(2);
    expect(text).not.toContain('Overnights:');
  });

  test('parenting-time calendar: actual overnights from the journal, in words, with the scheduled-vs-actual figures', async () => {
    const s = {
      ...defaultSchedule('America/Chicago', '2027-01-01'),
      pattern: 'every-other-weekend' as const,
      parentA: 'Jordan',
      parentB: 'Casey',
      you: 'a' as const,
    };
    const start = parseIsoDate('2027-01-01')!;
    const result = computeSchedule(s, start, addMonths(start, 1))!;
    const counted = sideBySide(scheduledNights('a', result), {
      exchanges: [
        { date: '2027-01-15', time: '18:00', outcome: 'missed', lateMinutes: 0, from: 'other', to: 'you' },
        { date: '2027-01-29', time: '18:40', outcome: 'late', lateMinutes: 40, from: 'other', to: 'you' },
      ],
      changes: [{ parent: 'you', firstNight: '2027-01-05', lastNight: '2027-01-07' }],
    });
    const bytes = await render((kit) =>
      calendarDocument(kit, {
        result,
        labels: parentLabels(s),
        wording: scheduleWording(s, result),
        preparedOn: PREPARED,
        actual: { you: 'a', counted },
      }),
    );
    save('parenting-time-calendar-actual', bytes);
    const { text } = await read(bytes);
    // The legend says each mark in use in words; the figures put scheduled beside actual.
    expect(text).toContain(
      '“actually J” (with a dark border) marks a night your journal records with Jordan instead of the scheduled parent. ' +
        '“actually C” (with a dark border) marks a night your journal records with Casey instead of the scheduled parent. ' +
        '“late” marks an exchange that day recorded as late in your journal. ' +
        '“miss” marks an exchange that day recorded as missed in your journal.',
    );
    expect(text).toContain(
      'Actual overnights, from your journal (3 exchange or make-up entries; nights with no entry count as scheduled): ' +
        'January 1, 2027 to January 31, 2027: scheduled Jordan 6, Casey 25; actual Jordan 7, Casey 24.',
    );
    // The make-up nights (5-7) went to Jordan; the missed hand-over on the 15th left the weekend with Casey.
    expect(text.match(/\d+( <>)? \w+ actually [JC]( miss)?/g)).toEqual([
      '5 Casey actually J',
      '6 Casey actually J',
      '7 Casey actually J',
      '15 <> Jordan actually C miss',
      '16 Jordan actually C',
    ]);
    expect(text).toContain('29 <> Jordan late 30');
  });

  test('parenting-time calendar: the marks are explained, and a midweek evening names its parent (issue 32)', async () => {
    const s = {
      ...defaultSchedule('America/Chicago', '2027-01-01'),
      pattern: 'every-other-weekend' as const,
      midweek: 'evening' as const,
      midweekDay: 3,
      parentA: 'Jordan',
      parentB: 'Casey',
    };
    const start = parseIsoDate('2027-01-01')!;
    const result = computeSchedule(s, start, addMonths(start, 1))!;
    const bytes = await render((kit) =>
      calendarDocument(kit, { result, labels: parentLabels(s), wording: scheduleWording(s, result), preparedOn: PREPARED }),
    );
    const { text } = await read(bytes);
    expect(text).toContain('“<>” after the date marks a hand-over that day.');
    expect(text).toContain('“eve J” marks an evening visit with Jordan, without the overnight.');
    // January 2027 has four Wednesdays, each with Jordan's evening visit (Casey has the overnight).
    expect(text.match(/\d+ <> Casey eve J/g)).toEqual([
      '6 <> Casey eve J',
      '13 <> Casey eve J',
      '20 <> Casey eve J',
      '27 <> Casey eve J',
    ]);
  });
});
