/**
 * Text out of the parent's documents, inside the analysis worker. pdf.js and mammoth are
 * imported only when a file of their kind arrives, so they load only on the AI Mediator
 * page; both are bundled (their chunks are precached for offline use), nothing is fetched.
 */
import { zipSync } from 'fflate';
import {
  MAX_FILE_BYTES,
  MAX_PDF_PAGES,
  MAX_TEXT_CHARS,
  MIN_TEXT_LETTERS,
  fileMessages,
  letterCount,
  sniff,
  type FileKind,
} from '../files';
import { zipParts, zipRefusal } from '../../../lib/zipGuard';

export class FileProblemError extends Error {}

type PdfJs = typeof import('pdfjs-dist');
let pdfjsPromise: Promise<PdfJs> | null = null;

/** pdf.js in this worker, with its own "worker" running in the same thread (no nested worker). */
function loadPdfjs(): Promise<PdfJs> {
  pdfjsPromise ??= (async () => {
    const [pdfjs, pdfWorker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.mjs')]);
    (globalThis as unknown as { pdfjsWorker: unknown }).pdfjsWorker = pdfWorker;
    return pdfjs;
  })();
  return pdfjsPromise;
}

let mammothPromise: Promise<typeof import('mammoth')> | null = null;
function loadMammoth() {
  mammothPromise ??= import('mammoth');
  return mammothPromise;
}

/** What this file reads of a pdf.js text item: its string, position (transform[4], [5]), size and width. */
export interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  hasEOL: boolean;
}

interface PdfLine {
  text: string;
  left: number;
  right: number;
  y: number;
  size: number;
}

/**
 * One page's text, a line per printed line, except where the layout wrapped a paragraph: a line
 * that runs to the page's right edge, with the next line straight below it at the same left
 * edge, is joined to that line with a space when the next line's first word would not have fit
 * at its end. A PDF then gives a paragraph as one line, as the same document's TXT and DOCX do,
 * so that a line break the layout chose never ends a sentence ("... are the parents of Nina" /
 * "Wojcik, age 9, ...": docs/mediator.md, "Meaning, not wording"). A centred line (a title) is
 * joined the same way to a shorter line with the same centre when the next line's first word
 * would not have fitted the width of the page's text.
 */
export function pageText(items: readonly PdfTextItem[]): string {
  const lines: PdfLine[] = [];
  let cur: PdfLine | null = null;
  for (const item of items) {
    cur ??= { text: '', left: Infinity, right: -Infinity, y: NaN, size: 0 };
    cur.text += item.str;
    if (item.str.trim()) {
      const x = item.transform[4] ?? 0;
      cur.left = Math.min(cur.left, x);
      cur.right = Math.max(cur.right, x + item.width);
      if (Number.isNaN(cur.y)) cur.y = item.transform[5] ?? 0;
      cur.size = Math.max(cur.size, Math.hypot(item.transform[2] ?? 0, item.transform[3] ?? 0));
    }
    if (item.hasEOL) {
      lines.push(cur);
      cur = null;
    }
  }
  if (cur) lines.push(cur);
  const edge = Math.max(...lines.filter((l) => l.text.trim()).map((l) => l.right));
  const margin = Math.min(...lines.filter((l) => l.text.trim()).map((l) => l.left));
  let out = '';
  lines.forEach((l, i) => {
    out += l.text;
    const next = lines[i + 1];
    if (!next) return;
    const word = /^\s*(\S+)/.exec(next.text)?.[1] ?? '';
    // The next line's first word and a space, about half an em a character.
    const wordWidth = 0.5 * l.size * (word.length + 1);
    const below =
      l.size > 0 &&
      word !== '' &&
      // "resi-" / "dence": a word broken at the line's end is put together by normalize.ts.
      !/[A-Za-z]-$/.test(l.text.trimEnd()) &&
      Math.abs(next.size - l.size) < 0.5 &&
      l.y - next.y > 0 &&
      l.y - next.y <= 1.6 * l.size;
    const wrapped =
      below &&
      // Left-aligned: straight below, and the word would pass the right edge.
      ((Math.abs(next.left - l.left) <= 1 && l.right + wordWidth > edge) ||
        // Centred (a title the layout wrapped, "... DISTRICT COURT, SEVENTH" over "JUDICIAL DISTRICT. ..."):
        // the same centre, and the word would not have fitted the width of the page's text.
        (Math.abs(next.left + next.right - l.left - l.right) <= 2 && l.right - l.left + wordWidth > edge - margin));
    out += wrapped ? ' ' : '\n';
  });
  return out;
}

async function pdfText(bytes: Uint8Array, name: string): Promise<string> {
  const pdfjs = await loadPdfjs();
  let doc;
  try {
    doc = await pdfjs.getDocument({
      data: bytes,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: false,
      verbosity: 0,
    }).promise;
  } catch (e) {
    const n = (e as { name?: string }).name;
    if (n === 'PasswordException') throw new FileProblemError(fileMessages.password(name));
    throw new FileProblemError(fileMessages.damaged(name));
  }
  if (doc.numPages > MAX_PDF_PAGES) {
    void doc.destroy();
    throw new FileProblemError(fileMessages.tooManyPages(name, doc.numPages));
  }
  try {
    const pages: string[] = [];
    let chars = 0;
    for (let i = 1; i <= doc.numPages; i++) {
      const page = await doc.getPage(i);
      const content = await page.getTextContent();
      const s = pageText(content.items.flatMap((item) => ('str' in item ? [item] : [])));
      pages.push(s);
      page.cleanup();
      chars += s.length + 1;
      if (chars > MAX_TEXT_CHARS) throw new FileProblemError(fileMessages.tooMuchText(name));
    }
    return pages.join('\n');
  } catch (e) {
    if (e instanceof FileProblemError) throw e;
    throw new FileProblemError(fileMessages.damaged(name));
  } finally {
    void doc.destroy();
  }
}

/** The parts mammoth reads for the text: XML parts and their relationship lists, not pictures. */
const isTextPart = (name: string) => /\.(?:xml|rels)$/i.test(name);

async function docxText(bytes: Uint8Array, name: string): Promise<string> {
  // Zip-bomb guard: only the text parts are inflated, as a stream that stops at the limit;
  // mammoth then reads a new, uncompressed ZIP of exactly those checked bytes, never the
  // parent's file, so nothing it inflates can be larger than what was checked.
  const zip = zipParts(bytes, isTextPart);
  if (!zip.ok) throw new FileProblemError(zipRefusal(name, zip));
  const checked = zipSync(zip.parts, { level: 0 });
  const mammoth = await loadMammoth();
  try {
    const api = (mammoth as unknown as { default?: typeof mammoth }).default ?? mammoth;
    // The browser build of mammoth reads `arrayBuffer`; its Node build (unit tests) `buffer`.
    const input = { arrayBuffer: checked.buffer, buffer: checked };
    const { value } = await api.extractRawText(input as { arrayBuffer: ArrayBuffer });
    return value;
  } catch {
    throw new FileProblemError(fileMessages.damaged(name));
  }
}

/** The text of one file, or a FileProblemError with a plain message. */
export async function readText(file: File): Promise<{ kind: FileKind; text: string }> {
  if (file.size === 0) throw new FileProblemError(fileMessages.empty(file.name));
  if (file.size > MAX_FILE_BYTES) throw new FileProblemError(fileMessages.tooBig(file.name, file.size));
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = sniff(bytes);
  if (!sniffed.ok) throw new FileProblemError(fileMessages.wrongType(file.name, sniffed.description));
  let text: string;
  if (sniffed.kind === 'pdf') text = await pdfText(bytes, file.name);
  else if (sniffed.kind === 'docx') text = await docxText(bytes, file.name);
  else text = new TextDecoder('utf-8').decode(bytes);
  if (text.length > MAX_TEXT_CHARS) throw new FileProblemError(fileMessages.tooMuchText(file.name));
  if (letterCount(text) < MIN_TEXT_LETTERS) {
    throw new FileProblemError(sniffed.kind === 'pdf' ? fileMessages.scanned(file.name) : fileMessages.noText(file.name));
  }
  return { kind: sniffed.kind, text };
}
