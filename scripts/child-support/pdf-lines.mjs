/**
 * Reads an official guideline PDF as lines of text (docs/child-support.md#income-shares):
 * pdf.js gives positioned text pieces; pieces on the same baseline are joined left to right,
 * so each printed table row comes out as one line. Used by the per-state schedule scripts.
 *
 *   node scripts/child-support/pdf-lines.mjs <file.pdf> [--struck]    prints the lines, page by page
 *
 * With `struck`, text under a strike-through line (a session law's deleted words: a filled
 * rectangle under 2 points high across the text) is wrapped in [[ ]], so an amended section can
 * be read as it now stands (docs/child-support.md#colorado).
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

/** Thin filled rectangles on a page (strike-through lines), as { x0, x1, y }. */
async function strikeLines(page, OPS) {
  const ops = await page.getOperatorList();
  const out = [];
  ops.fnArray.forEach((fn, i) => {
    if (fn !== OPS.constructPath) return;
    const pts = Object.values(ops.argsArray[i][1][0] ?? {});
    if (pts.length !== 13) return;
    const xs = [pts[1], pts[4], pts[7], pts[10]];
    const ys = [pts[2], pts[5], pts[8], pts[11]];
    if (Math.max(...ys) - Math.min(...ys) < 2) out.push({ x0: Math.min(...xs), x1: Math.max(...xs), y: ys[0] });
  });
  return out;
}

/** A text piece with the characters under a strike line wrapped in [[ ]]. */
function markStruck(item, y, strikes) {
  const x = item.transform[4];
  const n = item.str.length;
  const over = strikes.filter((s) => s.y > y && s.y < y + 8 && s.x1 > x && s.x0 < x + item.width);
  if (over.length === 0) return item.str;
  let out = '';
  let prev = false;
  for (let c = 0; c < n; c++) {
    const cx = x + (item.width * (c + 0.5)) / n;
    const struck = over.some((s) => cx >= s.x0 && cx <= s.x1);
    if (struck !== prev) out += struck ? '[[' : ']]';
    out += item.str[c];
    prev = struck;
  }
  return prev ? `${out}]]` : out;
}

/** The PDF's lines, each as { page, text }; with `struck`, deleted words are wrapped in [[ ]]. */
export async function pdfLines(path, { struck = false } = {}) {
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
    const strikes = struck ? await strikeLines(page, pdfjs.OPS) : [];
    /** Baseline (rounded) → pieces. */
    const rows = new Map();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const y = Math.round(item.transform[5]);
      const key = [...rows.keys()].find((k) => Math.abs(k - y) <= 2) ?? y;
      if (!rows.has(key)) rows.set(key, []);
      rows.get(key).push({ x: item.transform[4], s: struck ? markStruck(item, y, strikes) : item.str });
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
  for (const l of await pdfLines(file, { struck: process.argv[3] === '--struck' })) console.log(`${l.page}\t${l.text}`);
}
