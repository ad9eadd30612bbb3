import { describe, expect, it, vi } from 'vitest';
import { MAX_PDF_PAGES, MAX_TEXT_CHARS } from '../../src/features/mediator/files';
import { readText } from '../../src/features/mediator/worker/text';
import { pdfListingOnePage, pdfOfPages } from '../hostile-files';

// The worker loads pdf.js's modern build, which needs a browser (DOMMatrix); Node runs the
// same library's legacy build.
vi.mock('pdfjs-dist', async () => await import('pdfjs-dist/legacy/build/pdf.mjs'));
const legacyWorker = 'pdfjs-dist/legacy/build/pdf.worker.mjs';
vi.mock('pdfjs-dist/build/pdf.worker.mjs', async () => (await import(legacyWorker)) as object);

const CLAUSE = 'The parents share legal custody and the children live with each parent on alternate weeks.';
const pdf = (bytes: Buffer, name: string) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

describe('hostile PDFs and oversized text are refused in plain words', () => {
  it('a page tree listing one page 20,000 times is refused before any page is read', async () => {
    const bytes = pdfListingOnePage(20_000, CLAUSE);
    expect(bytes.length).toBeLessThan(200 * 1024);
    await expect(readText(pdf(bytes, 'listed.pdf'))).rejects.toThrow(
      '"listed.pdf" has 20,000 pages. A document can have at most 300; save a copy with only the pages that matter and try again.',
    );
  });

  it(`${MAX_PDF_PAGES} pages are read; one more is refused`, async () => {
    expect(MAX_PDF_PAGES).toBe(300);
    const pages = Array.from({ length: 300 }, (_, i) => [`${i + 1}. ${CLAUSE}`]);
    const ok = await readText(pdf(pdfOfPages(pages), 'long.pdf'));
    expect(ok.text).toBe(pages.map(([line]) => line).join('\n'));
    await expect(readText(pdf(pdfListingOnePage(301, CLAUSE), 'long.pdf'))).rejects.toThrow('"long.pdf" has 301 pages.');
  });

  it('a PDF yielding more than 2 million characters is refused', async () => {
    expect(MAX_TEXT_CHARS).toBe(2_000_000);
    // 750 lines of 100 words at 1 point: 517,499 characters a page.
    const line = Array.from({ length: 100 }, (_, i) => `word${i}`).join(' ');
    const page = Array.from({ length: 750 }, () => line);
    await expect(readText(pdf(pdfOfPages([page, page, page, page], 1), 'wordy.pdf'))).rejects.toThrow(
      '"wordy.pdf" holds far more text than a court document (over 2 million characters), so it was not analysed. Save a copy with only the sections that matter and try again.',
    );
  });

  it('a plain-text file of more than 2 million characters is refused the same way', async () => {
    const text = CLAUSE.repeat(Math.ceil(2_000_001 / CLAUSE.length));
    await expect(readText(new File([text], 'notes.txt'))).rejects.toThrow(
      '"notes.txt" holds far more text than a court document',
    );
  });
});
