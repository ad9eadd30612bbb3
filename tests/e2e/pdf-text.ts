import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Download } from '@playwright/test';

/** Reads back the text of a PDF with pdf.js (Node legacy build), page by page. */
async function pdfText(data: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data,
    isEvalSupported: false,
    useSystemFonts: false,
    standardFontDataUrl: `${resolve('node_modules/pdfjs-dist/standard_fonts')}/`,
  }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, text: parts.join('\n').replace(/[ \t]+/g, ' ') };
}

/** Text of a PDF the page downloaded. */
export async function downloadedPdfText(download: Download): Promise<{ pages: number; text: string; bytes: Uint8Array }> {
  const path = await download.path();
  const bytes = new Uint8Array(await readFile(path));
  const head = new TextDecoder().decode(bytes.slice(0, 5));
  if (head !== '%PDF-') throw new Error(`Download is not a PDF (starts with ${JSON.stringify(head)})`);
  return { ...(await pdfText(bytes.slice())), bytes };
}
