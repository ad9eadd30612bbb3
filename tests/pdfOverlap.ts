/**
 * Finds text drawn on top of other text in a PDF: reads every text item back with pdf.js and
 * reports each pair on the same page whose boxes overlap both across and down. A box runs from
 * the item's left edge to its right edge, and from 0.22 em below its baseline (descenders) to
 * 0.72 em above it (capitals), so two lines set at their normal spacing never touch.
 * Used by tests/unit/draft-pdf-layout.test.tsx on the draft PDFs (src/ui/draftPdf.tsx); `openPdf` also
 * by tests/unit/pdfs.test.tsx.
 */
import { resolve } from 'node:path';

interface Box {
  text: string;
  left: number;
  right: number;
  bottom: number;
  top: number;
}

/** Overlaps smaller than this (in points) are rounding, not text drawn over text. */
const SLACK = 0.5;

function overlap(a: Box, b: Box): boolean {
  const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const down = Math.min(a.top, b.top) - Math.max(a.bottom, b.bottom);
  return across > SLACK && down > SLACK;
}

/** The PDF opened with pdf.js in Node (the standard fonts read from node_modules). */
export async function openPdf(bytes: Uint8Array) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs.getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    useSystemFonts: false,
    standardFontDataUrl: `${resolve('node_modules/pdfjs-dist/standard_fonts')}/`,
  }).promise;
}

/** Each page's non-blank text items as boxes, in the order the PDF draws them. */
async function pageBoxes(bytes: Uint8Array): Promise<Box[][]> {
  const doc = await openPdf(bytes);
  const pages: Box[][] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const boxes: Box[] = [];
    for (const item of (await (await doc.getPage(p)).getTextContent()).items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const [, , , d, x, y] = item.transform as number[];
      const size = Math.abs(d!);
      boxes.push({ text: item.str, left: x!, right: x! + item.width, bottom: y! - 0.22 * size, top: y! + 0.72 * size });
    }
    pages.push(boxes);
  }
  await doc.destroy();
  return pages;
}

/** What a PDF draws, read with pdf.js once: every overlapping pair (as in overlappingText) and every text item with its page number (1-based), in reading order. */
export async function readPdfLayout(bytes: Uint8Array): Promise<{ overlaps: string[]; items: { text: string; page: number }[] }> {
  const pages = await pageBoxes(bytes);
  const overlaps: string[] = [];
  pages.forEach((boxes, p) =>
    boxes.forEach((a, i) => {
      for (const b of boxes.slice(i + 1)) if (overlap(a, b)) overlaps.push(`page ${p + 1}: "${a.text}" over "${b.text}"`);
    }),
  );
  return { overlaps, items: pages.flatMap((boxes, i) => boxes.map((b) => ({ text: b.text, page: i + 1 }))) };
}

/** Every pair of overlapping text items, as 'page N: "first" over "second"' (empty when none). */
export async function overlappingText(bytes: Uint8Array): Promise<string[]> {
  return (await readPdfLayout(bytes)).overlaps;
}
