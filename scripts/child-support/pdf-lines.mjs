/**
 * Reads an official guideline PDF as lines of text (docs/child-support.md#income-shares):
 * pdf.js gives positioned text pieces; pieces on the same baseline are joined left to right,
 * so each printed table row comes out as one line. Used by the per-state schedule scripts.
 *
 *   node scripts/child-support/pdf-lines.mjs <file.pdf>    prints the lines, page by page
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

/** The PDF's lines, each as { page, text }. */
export async function pdfLines(path) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const data = new Uint8Array(await readFile(path));
  const doc = await pdfjs.getDocument({
    data,
    isEvalSupported: false,
    useSystemFonts: false,
    standardFontDataUrl: `${resolve('node_modules/pdfjs-dist/standard_fonts')}/`,
  }).promise;
  const out = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const content = await page.getTextContent();
    /** Baseline (rounded) → pieces. */
    const rows = new Map();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const y = Math.round(item.transform[5]);
      const key = [...rows.keys()].find((k) => Math.abs(k - y) <= 2) ?? y;
      if (!rows.has(key)) rows.set(key, []);
      rows.get(key).push({ x: item.transform[4], s: item.str });
    }
    for (const y of [...rows.keys()].sort((a, b) => b - a)) {
      const text = rows
        .get(y)
        .sort((a, b) => a.x - b.x)
        .map((r) => r.s.trim())
        .join(' ');
      out.push({ page: p, text });
    }
  }
  await doc.destroy();
  return out;
}

if (import.meta.url === `file://${resolve(process.argv[1] ?? '')}`) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node scripts/child-support/pdf-lines.mjs <file.pdf>');
    process.exit(2);
  }
  for (const l of await pdfLines(file)) console.log(`${l.page}\t${l.text}`);
}
