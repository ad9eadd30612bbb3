import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { analyze } from '../../src/features/mediator/analyze';
import { letterCount, sniff } from '../../src/features/mediator/files';
import type { DocumentType } from '../../src/features/mediator/topics';
import { pageText } from '../../src/features/mediator/worker/text';

// The generated PDF/DOCX fixtures read the way the worker reads them (pdf.js text items
// put in lines by the worker's pageText(); mammoth raw text) and give the same comparison as the .txt pairs.
const FIX = 'tests/fixtures/mediation';
const GEN = `${FIX}/generated`;
const expected = JSON.parse(readFileSync(`${FIX}/expected.json`, 'utf8')) as Record<
  string,
  { documentType: DocumentType; aligned: string[]; conflicting: string[]; onlyA: string[]; onlyB: string[] }
>;

async function pdfText(path: string): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(readFileSync(path)), isEvalSupported: false, verbosity: 0 }).promise;
  let s = '';
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    s += pageText(content.items.flatMap((item) => ('str' in item ? [item] : [])));
    s += '\n';
  }
  await doc.destroy();
  return s;
}
async function docxText(path: string): Promise<string> {
  const mammoth = await import('mammoth');
  const api = (mammoth as unknown as { default?: typeof mammoth }).default ?? mammoth;
  return (await api.extractRawText({ buffer: readFileSync(path) })).value;
}

/** Everything in the report except the file names: the same text must give the same report. */
function report(id: string, a: string, b: string) {
  const r = analyze({
    documentType: expected[id]!.documentType,
    partyA: [{ name: 'a', text: a }],
    partyB: [{ name: 'b', text: b }],
    today: '2026-01-15',
  });
  return { ...r, files: null };
}
const fromTxt = (id: string) =>
  report(id, readFileSync(`${FIX}/pairs/${id}/party-a.txt`, 'utf8'), readFileSync(`${FIX}/pairs/${id}/party-b.txt`, 'utf8'));

describe('generated documents give the same report as their text', () => {
  for (const id of ['parenting-agreement-1', 'divorce-terms-1', 'parenting-agreement-3']) {
    test(`${id} as PDF`, async () => {
      const [a, b] = await Promise.all([pdfText(`${GEN}/${id}-party-a.pdf`), pdfText(`${GEN}/${id}-party-b.pdf`)]);
      const r = report(id, a, b);
      expect(r).toEqual(fromTxt(id));
      expect(r.counts.conflicting).toBeGreaterThan(0);
    });
  }
  for (const id of ['custody-plan-1', 'financial-disclosures-1', 'divorce-terms-3']) {
    test(`${id} as DOCX`, async () => {
      const [a, b] = await Promise.all([docxText(`${GEN}/${id}-party-a.docx`), docxText(`${GEN}/${id}-party-b.docx`)]);
      expect(sniff(new Uint8Array(readFileSync(`${GEN}/${id}-party-a.docx`)))).toEqual({ ok: true, kind: 'docx' });
      const r = report(id, a, b);
      expect(r).toEqual(fromTxt(id));
      expect(r.counts.conflicting).toBeGreaterThan(0);
    });
  }
  // Two 20-page PDFs read by pdf.js: 1.5 s alone, past the 20 s default on a busy 2-core machine
  // (a CI run beside a model retrain, session 22).
  test('the 20-page pair finds the divorce-terms-1 conflicts', { timeout: 120_000 }, async () => {
    const [a, b] = await Promise.all([
      pdfText(`${GEN}/bench-20-pages-party-a.pdf`),
      pdfText(`${GEN}/bench-20-pages-party-b.pdf`),
    ]);
    const lines = (r: ReturnType<typeof report>) => [...new Set(r.conflictingTerms.flatMap((t) => t.differences))].sort();
    expect(lines(report('divorce-terms-1', a, b))).toEqual(lines(fromTxt('divorce-terms-1')));
  });
  test('bad files are what they claim', async () => {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const open = (name: string) =>
      pdfjs.getDocument({ data: new Uint8Array(readFileSync(`${GEN}/${name}`)), isEvalSupported: false, verbosity: 0 }).promise;
    await expect(open('password.pdf')).rejects.toMatchObject({ name: 'PasswordException' });
    await expect(open('damaged.pdf')).rejects.toMatchObject({ name: 'InvalidPDFException' });
    expect(letterCount(await pdfText(`${GEN}/scanned.pdf`))).toBe(0);
    expect(readFileSync(`${GEN}/empty.pdf`).length).toBe(0);
    expect(sniff(new Uint8Array(readFileSync(`${GEN}/photo-named-agreement.pdf`)))).toEqual({
      ok: false,
      description: 'a PNG image',
    });
  });
});
