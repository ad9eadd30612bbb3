// Makes the AI Mediator's generated test files from the text pairs in
// tests/fixtures/mediation/pairs (run: node tests/make-mediation-fixtures.mjs; output is
// committed in tests/fixtures/mediation/generated):
//   - PDF versions of three pairs (react-pdf in Node) and DOCX versions of three (docx package)
//   - a 20-page PDF pair for the bench
//   - the bad files the upload must refuse: empty, damaged, password-protected,
//     scanned (image only, no text layer), wrong type (a PNG named .pdf)
// Everything is made offline; nothing is downloaded.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { createElement as h } from 'react';
import { Document, Image, Page, StyleSheet, Text, renderToBuffer } from '@react-pdf/renderer';
import { Document as DocxDocument, HeadingLevel, Packer, Paragraph } from 'docx';

const ROOT = 'tests/fixtures/mediation';
const OUT = `${ROOT}/generated`;
mkdirSync(OUT, { recursive: true });

const styles = StyleSheet.create({
  page: { padding: 54, fontSize: 11, fontFamily: 'Helvetica', lineHeight: 1.35 },
  heading: { fontFamily: 'Helvetica-Bold', fontSize: 12, marginTop: 10, marginBottom: 4 },
  para: { marginBottom: 6 },
});

const isHeadingLine = (line) =>
  line.length < 70 && !/[.;,]$/.test(line) && line.replace(/[^A-Z]/g, '').length >= line.replace(/[^A-Za-z]/g, '').length * 0.6;

function linesOf(text) {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}

async function writePdf(path, lines, title) {
  const doc = h(
    Document,
    { title, author: 'EvenGround test fixture' },
    h(
      Page,
      { size: 'LETTER', style: styles.page, wrap: true },
      ...lines.map((line, i) => h(Text, { key: i, style: isHeadingLine(line) ? styles.heading : styles.para }, line)),
    ),
  );
  const buf = await renderToBuffer(doc);
  writeFileSync(path, buf);
  return buf;
}

async function writeDocx(path, lines) {
  const doc = new DocxDocument({
    sections: [
      {
        children: lines.map((line) =>
          isHeadingLine(line) ? new Paragraph({ text: line, heading: HeadingLevel.HEADING_2 }) : new Paragraph({ text: line }),
        ),
      },
    ],
  });
  writeFileSync(path, await Packer.toBuffer(doc));
}

const pair = (id, side) => readFileSync(`${ROOT}/pairs/${id}/party-${side}.txt`, 'utf8');

// `node tests/make-mediation-fixtures.mjs <pair id> ...` remakes only those pairs' PDF/DOCX
// versions (leaving every other committed file as it is); with no argument, everything.
const only = process.argv.slice(2);
const wanted = (id) => only.length === 0 || only.includes(id);

// PDF and DOCX versions of some pairs (the later pairs are written in other wording:
// Petitioner/Respondent, run-in numbered headings, amounts in words).
for (const id of ['parenting-agreement-1', 'divorce-terms-1', 'parenting-agreement-3'].filter(wanted)) {
  for (const side of ['a', 'b']) await writePdf(`${OUT}/${id}-party-${side}.pdf`, linesOf(pair(id, side)), `${id} party ${side}`);
}
for (const id of ['custody-plan-1', 'financial-disclosures-1', 'divorce-terms-3'].filter(wanted)) {
  for (const side of ['a', 'b']) await writeDocx(`${OUT}/${id}-party-${side}.docx`, linesOf(pair(id, side)));
}
if (only.length) process.exit(0);

// A 20-page pair for the bench: the divorce-terms-1 terms inside long general provisions
// that touch no mediation topic (recitals, definitions, signatures and the like).
const GENERAL = [
  'This document is intended to be read as a whole, and each heading is included only for convenience of reference.',
  'Words in the singular include the plural and words in the plural include the singular where the context allows.',
  'Each party has read this document carefully, understands its contents and signs it of his or her own free will.',
  'Each party acknowledges that the other has made no promise or representation that is not written in this document.',
  'If any provision of this document is found to be unenforceable, the remaining provisions shall continue in full force.',
  'This document may be signed in counterparts, each of which shall be treated as an original and all of which together form one instrument.',
  'Any notice under this document shall be in writing and delivered by hand or by first-class mail to the last known address of the recipient.',
  'A waiver of any breach of this document shall not be treated as a waiver of any later breach of the same or another provision.',
  'The parties shall sign and deliver any further documents reasonably required to carry out the purposes of this document.',
  'This document binds and benefits the parties and their respective heirs, executors, administrators and personal representatives.',
];
function longLines(id, side, totalGeneral) {
  const base = linesOf(pair(id, side));
  const out = [base[0], base[1], base[2]];
  const body = base.slice(3);
  const terms = body.filter((l) => !isHeadingLine(l)).length;
  // Spread the real terms through the document, padded with general provisions.
  let n = 0;
  let t = 0;
  for (const line of body) {
    out.push(line);
    if (isHeadingLine(line)) continue;
    t++;
    const upto = Math.round((totalGeneral * t) / terms);
    if (n < upto) out.push('GENERAL PROVISIONS');
    while (n < upto) {
      n++;
      out.push(`${n}. ${GENERAL[n % GENERAL.length]} ${GENERAL[(n + 3) % GENERAL.length]}`);
    }
  }
  return out;
}
async function pageCount(buf) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(buf), isEvalSupported: false }).promise;
  const n = doc.numPages;
  await doc.destroy();
  return n;
}
for (const side of ['a', 'b']) {
  // Binary search for the amount of padding that gives exactly 20 pages.
  const make = async (n) =>
    pageCount(
      await writePdf(`${OUT}/bench-20-pages-party-${side}.pdf`, longLines('divorce-terms-1', side, n), `20-page terms ${side}`),
    );
  let lo = 20;
  let hi = 400;
  while (lo < hi) {
    const mid = Math.floor((lo + hi + 1) / 2);
    if ((await make(mid)) <= 20) lo = mid;
    else hi = mid - 1;
  }
  await make(lo);
  console.log(
    `bench-20-pages-party-${side}.pdf: ${await pageCount(readFileSync(`${OUT}/bench-20-pages-party-${side}.pdf`))} pages`,
  );
}

// ---- bad files
writeFileSync(`${OUT}/empty.pdf`, new Uint8Array(0));

// Damaged: a PDF header followed by bytes that are not a PDF body.
{
  let seed = 7;
  const junk = new Uint8Array(4000).map(() => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) >> 16) & 0xff);
  writeFileSync(`${OUT}/damaged.pdf`, Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'), Buffer.from(junk)]));
}

// Password-protected: a minimal PDF with a Standard security handler (RC4, R2) whose
// /U entry does not match the empty password, so a reader must ask for a password.
{
  const hex = (n, seed) => Array.from({ length: n }, (_, i) => ((i * 37 + seed) & 0xff).toString(16).padStart(2, '0')).join('');
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 5 0 R >>',
    `<< /Filter /Standard /V 1 /R 2 /Length 40 /P -44 /O <${hex(32, 11)}> /U <${hex(32, 101)}> >>`,
    '<< /Length 44 >>\nstream\n' + 'q 0 0 0 rg BT /F1 12 Tf 72 720 Td (x) Tj ET Q'.slice(0, 44) + '\nendstream',
  ];
  let body = '%PDF-1.4\n';
  const offsets = [];
  objs.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<${hex(16, 3)}> <${hex(16, 3)}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  writeFileSync(`${OUT}/password.pdf`, Buffer.from(body, 'latin1'));
}

// A small grey PNG that looks like a scanned page (made here, no image library).
function crc32(buf) {
  let c;
  let crc = 0xffffffff;
  for (let n = 0; n < buf.length; n++) {
    c = (crc ^ buf[n]) & 0xff;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}
function png(width, height) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width + 1)] = 0;
    for (let x = 0; x < width; x++) {
      // Light paper with dark "lines of text" every 12 pixels.
      const ink = y % 12 < 3 && x > 20 && x < width - 20 && (x * 7 + y) % 23 > 4;
      raw[y * (width + 1) + 1 + x] = ink ? 40 : 235;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const scan = png(300, 388);
{
  const doc = h(
    Document,
    { title: 'Scanned agreement' },
    h(
      Page,
      { size: 'LETTER', style: { padding: 20 } },
      h(Image, { src: { data: scan, format: 'png' }, style: { width: 572, height: 740 } }),
    ),
  );
  writeFileSync(`${OUT}/scanned.pdf`, await renderToBuffer(doc));
}
// Wrong type: a picture saved with a .pdf name.
writeFileSync(`${OUT}/photo-named-agreement.pdf`, scan);

console.log('Wrote', OUT);
