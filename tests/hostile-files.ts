/**
 * Hostile PDFs built in the test that uses them (nothing large is committed). Each is a
 * valid PDF with a correct cross-reference table; the harm is in what it asks a reader to do.
 */
import { constants, deflateRawSync } from 'node:zlib';

/** A PDF from its objects (object 1 is the catalog), with a correct xref table. */
function build(objects: Buffer[]): Buffer {
  const parts = [Buffer.from('%PDF-1.7\n')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    offsets.push(offset);
    parts.push(obj);
    offset += obj.length;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`;
  return Buffer.concat([...parts, Buffer.from(xref)]);
}

const stream = (data: Buffer, filter = '') =>
  Buffer.concat([Buffer.from(`<< /Length ${data.length}${filter} >>\nstream\n`), data, Buffer.from('\nendstream')]);

const FONT = Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

/**
 * One page per entry, each a list of lines in its own content stream, at `fontSize` points
 * (1 point fits about 800 lines of 1,000 characters on a page). Lines should not end in
 * a space: pdf.js drops it.
 */
export function pdfOfPages(pages: string[][], fontSize = 12): Buffer {
  const pageIds = pages.map((_, i) => 4 + i * 2);
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`),
    FONT,
  ];
  pages.forEach((lines, i) => {
    const shown = lines.map((l) => `(${escape(l)}) '`).join('\n');
    objects.push(
      Buffer.from(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
      ),
      stream(Buffer.from(`BT /F1 ${fontSize} Tf ${fontSize} TL 36 ${792 - fontSize} Td\n${shown}\nET`)),
    );
  });
  return build(objects);
}

/** One real page that the page tree lists `times` times (the issue's 20,000-page file). */
export function pdfListingOnePage(times: number, text: string): Buffer {
  return build([
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from(`<< /Type /Pages /Kids [${Array.from({ length: times }, () => '4 0 R').join(' ')}] /Count ${times} >>`),
    FONT,
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R >>'),
    stream(Buffer.from(`BT /F1 12 Tf 72 700 Td (${escape(text)}) Tj ET`)),
  ]);
}

/**
 * One page whose compressed content stream holds a single string of `mb` MiB: about 1 KB
 * per MiB on disk. The zlib stream is byte-aligned pieces joined (each flushed), so it is
 * built without ever holding the string.
 */
export function pdfWithHugeString(mb: number): Buffer {
  const flushed = (b: Buffer) => deflateRawSync(b, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const a = flushed(Buffer.alloc(1024 * 1024, 'a'));
  const data = Buffer.concat([
    Buffer.from([0x78, 0x9c]), // zlib header; pdf.js does not check the trailing checksum
    flushed(Buffer.from('BT /F1 12 Tf 72 700 Td (')),
    ...Array.from({ length: mb }, () => a),
    deflateRawSync(Buffer.from(') Tj ET')),
    Buffer.alloc(4),
  ]);
  return build([
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [4 0 R] /Count 1 >>'),
    FONT,
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R >>'),
    stream(data, ' /Filter /FlateDecode'),
  ]);
}
