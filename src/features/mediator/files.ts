/**
 * What the AI Mediator accepts, judged by a file's content rather than its name, and the
 * plain-language messages for each file it cannot read. Plain TypeScript, no React.
 */

/** Each file may be at most 10 MB: larger files make a phone's browser sluggish. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILE_LABEL = '10 MB';
/** At most this many files per party. */
export const MAX_FILES_PER_PARTY = 10;
/**
 * Most pages a PDF may have: 300. A decree, a parenting plan and a financial affidavit with
 * their exhibits are rarely over 150 pages; a PDF claiming more is refused before any page
 * is read (a hostile file can list one page 20,000 times).
 */
export const MAX_PDF_PAGES = 300;
/**
 * Most characters of text one file may yield: 2 million, about 600 dense pages. Reading a
 * PDF stops at the page that passes it.
 */
export const MAX_TEXT_CHARS = 2_000_000;
/**
 * Longest one file may take to read before its reader is stopped: 30 seconds. A 300-page
 * text PDF takes a few seconds on a phone; only a damaged or hostile file takes longer.
 */
export const READ_TIMEOUT_MS = 30_000;
/** Fewer letters than this and a PDF is treated as scanned (no text layer). */
export const MIN_TEXT_LETTERS = 40;

export type FileKind = 'pdf' | 'docx' | 'txt';
export type Sniffed = { ok: true; kind: FileKind } | { ok: false; description: string };

function ascii(bytes: Uint8Array, start: number, len: number): string {
  let s = '';
  for (let i = start; i < Math.min(bytes.length, start + len); i++) s += String.fromCharCode(bytes[i] ?? 0);
  return s;
}

function contains(bytes: Uint8Array, needle: string): boolean {
  const n = needle.length;
  const first = needle.charCodeAt(0);
  outer: for (let i = 0; i + n <= bytes.length; i++) {
    if (bytes[i] !== first) continue;
    for (let j = 1; j < n; j++) if (bytes[i + j] !== needle.charCodeAt(j)) continue outer;
    return true;
  }
  return false;
}

/** Decides a file's kind from its bytes. */
export function sniff(bytes: Uint8Array): Sniffed {
  const head = ascii(bytes, 0, 1024);
  if (head.includes('%PDF-')) return { ok: true, kind: 'pdf' };
  if (head.startsWith('PK\u0003\u0004')) {
    if (contains(bytes, 'word/document')) return { ok: true, kind: 'docx' };
    if (contains(bytes, 'xl/workbook')) return { ok: false, description: 'an Excel spreadsheet' };
    if (contains(bytes, 'ppt/presentation')) return { ok: false, description: 'a PowerPoint presentation' };
    if (contains(bytes, 'opendocument')) return { ok: false, description: 'an OpenDocument file' };
    return { ok: false, description: 'a ZIP archive' };
  }
  if (head.startsWith('\u00d0\u00cf\u0011\u00e0')) {
    return { ok: false, description: 'an older Word (.doc) file or a password-protected Office file' };
  }
  if (head.startsWith('\u0089PNG')) return { ok: false, description: 'a PNG image' };
  if (head.startsWith('\u00ff\u00d8\u00ff')) return { ok: false, description: 'a JPEG image' };
  if (head.startsWith('GIF8')) return { ok: false, description: 'a GIF image' };
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return { ok: false, description: 'a WebP image' };
  if (/^....ftyp(?:heic|heix|mif1|msf1)/.test(head)) return { ok: false, description: 'a HEIC photo' };
  if (/^....ftyp/.test(head)) return { ok: false, description: 'a video or audio file' };
  if (head.startsWith('{\\rtf')) return { ok: false, description: 'a Rich Text (.rtf) file' };
  // Plain text: valid UTF-8 with no NUL bytes.
  const sample = bytes.subarray(0, Math.min(bytes.length, 65536));
  if (sample.includes(0)) return { ok: false, description: 'not a document we can read' };
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { ok: true, kind: 'txt' };
  } catch {
    return { ok: false, description: 'not a document we can read' };
  }
}

export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

export const fileMessages = {
  tooBig: (name: string, size: number) =>
    `"${name}" is ${formatSize(size)}. Each file can be at most ${MAX_FILE_LABEL}; save a smaller copy (for example only the pages that matter) and try again.`,
  empty: (name: string) => `"${name}" is empty (0 bytes). Choose the file again, or save it again from the program that made it.`,
  wrongType: (name: string, description: string) =>
    `"${name}" is ${description}, not a PDF, Word (.docx) or plain-text (.txt) document. Save it in one of those formats and try again.`,
  damaged: (name: string) =>
    `"${name}" looks damaged and cannot be read. Check that it opens on your device, then save a fresh copy and try again.`,
  password: (name: string) =>
    `"${name}" is protected with a password. Open it, save a copy without the password, and choose that copy.`,
  scanned: (name: string) =>
    `"${name}" has no text layer: it looks like a scanned image. Use the original document, or run text recognition (OCR) on it and save the result as a PDF or text file.`,
  tooManyPages: (name: string, pages: number) =>
    `"${name}" has ${pages.toLocaleString('en-US')} pages. A document can have at most ${MAX_PDF_PAGES}; save a copy with only the pages that matter and try again.`,
  tooMuchText: (name: string) =>
    `"${name}" holds far more text than a court document (over ${(MAX_TEXT_CHARS / 1_000_000).toFixed(0)} million characters), so it was not analysed. Save a copy with only the sections that matter and try again.`,
  tooSlow: (name: string) =>
    `"${name}" took too long to read (over ${READ_TIMEOUT_MS / 1000} seconds), so reading it was stopped. It may be damaged or built in an unusual way: open it, save or print it as a new PDF, and try again.`,
  noText: (name: string) => `"${name}" contains no readable text. Check that it is the right file.`,
  tooMany: (party: string) => `${party} has more than ${MAX_FILES_PER_PARTY} files. Choose at most ${MAX_FILES_PER_PARTY}.`,
};

/** Count of letters, to tell a scanned PDF from one with a text layer. */
export function letterCount(text: string): number {
  return (text.match(/\p{L}/gu) ?? []).length;
}
