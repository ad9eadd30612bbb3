import { readFileSync, readdirSync } from 'node:fs';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MAX_UNCOMPRESSED_BYTES, zipParts, zipRefusal } from '../../src/lib/zipGuard';
import { readText } from '../../src/features/mediator/worker/text';

const MB = 1024 * 1024;
const TOO_BIG =
  '"bomb.docx" holds more than 16 MB of text once opened, far more than a court document and more than this page can safely read, so it was not opened. Save only the sections that matter as a new document, and try again.';
const DAMAGED =
  '"bomb.docx" looks damaged and cannot be read. Check that it opens on your device, then save a fresh copy and try again.';

/** One MiB of Word-like XML, deflated as a byte-aligned piece that can be repeated. */
const line = '<w:p><w:r><w:t>The children live with both parents on the schedule below.</w:t></w:r></w:p>\n';
const mebibyte = Buffer.alloc(MB, line);
const piece = deflateRawSync(mebibyte, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
/**
 * `mb` MiB of that XML as one deflate stream (about 3.6 KB per MiB), built without
 * inflating. Its CRC is left 0: neither mammoth's reader nor ours checks it.
 */
function deflated(mb: number): { data: Buffer; crc: number; size: number } {
  const pieces: Buffer[] = Array.from({ length: mb }, () => piece);
  return { data: Buffer.concat([...pieces, Buffer.from([3, 0])]), crc: 0, size: mb * MB };
}

interface Entry {
  name: string;
  data: Buffer;
  crc: number;
  size: number;
  method: 0 | 8;
}

/** A ZIP written the standard way; `claimedEntries` is what the end record says. */
function zip(entries: Entry[], claimedEntries = entries.length): Uint8Array {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(e.method, 8);
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    parts.push(local, name, e.data);
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE(20, 4);
    c.writeUInt16LE(20, 6);
    c.writeUInt16LE(e.method, 10);
    c.writeUInt32LE(e.crc >>> 0, 16);
    c.writeUInt32LE(e.data.length, 20);
    c.writeUInt32LE(e.size, 24);
    c.writeUInt16LE(name.length, 28);
    c.writeUInt32LE(offset, 42);
    central.push(c, name);
    offset += 30 + name.length + e.data.length;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(claimedEntries, 8);
  end.writeUInt16LE(claimedEntries, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...parts, cd, end]));
}

const stored = (name: string, text: string): Entry => {
  const data = Buffer.from(text);
  return { name, data, crc: crc32(data), size: data.length, method: 0 };
};

/** The smallest DOCX mammoth reads: content types, the package relationship, the body. */
function docx(body: string, extra: Entry[] = []): Entry[] {
  return [
    stored(
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    stored(
      '_rels/.rels',
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    stored(
      'word/document.xml',
      `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${body}</w:t></w:r></w:p></w:body></w:document>`,
    ),
    ...extra,
  ];
}

const file = (bytes: Uint8Array, name = 'bomb.docx') => new File([bytes as Uint8Array<ArrayBuffer>], name);

/**
 * Reads a hostile file and reports how far the process's peak memory rose meanwhile. The
 * peak (maxRSS) only ever goes up, so a reader that inflated the hidden bytes cannot hide it.
 */
async function peakGrowthMB(bytes: Uint8Array): Promise<{ outcome: string; growthMB: number }> {
  const before = process.resourceUsage().maxRSS;
  const outcome = await readText(file(bytes)).then(
    (r) => `read ${r.text.length} characters`,
    (e: unknown) => (e as Error).message,
  );
  return { outcome, growthMB: Math.round((process.resourceUsage().maxRSS - before) / 1024) };
}

describe('DOCX zip guard: bytes inflated are bounded by what is really read', () => {
  it('real DOCX files read to the same text mammoth gets from the original file', async () => {
    const mammoth = await import('mammoth');
    const dir = 'tests/fixtures/mediation/generated';
    const files = readdirSync(dir).filter((f) => f.endsWith('.docx'));
    expect(files.length).toBe(6);
    for (const f of files) {
      const bytes = readFileSync(`${dir}/${f}`);
      const direct = await mammoth.extractRawText({ buffer: bytes });
      const ours = await readText(file(new Uint8Array(bytes), f));
      expect(ours.text, f).toBe(direct.value);
      expect(ours.text.length, f).toBeGreaterThan(500);
    }
  });

  it('a file whose end record claims one entry but hides a 120 MB word/document.xml is refused, nothing inflated', async () => {
    const hidden = deflated(120);
    const bytes = zip(
      [...docx('decoy').filter((e) => e.name !== 'word/document.xml'), { name: 'word/document.xml', ...hidden, method: 8 }],
      1,
    );
    expect(bytes.length).toBeLessThan(500 * 1024);
    const { outcome, growthMB } = await peakGrowthMB(bytes);
    expect(outcome).toBe(TOO_BIG);
    expect(growthMB).toBeLessThan(48);
  });

  it('a central directory that claims 1 KB for a member that inflates to 1 GB: damaged, after inflating at most that 1 KB', async () => {
    const bomb = deflated(1024);
    const bytes = zip(docx('x').map((e) => (e.name === 'word/document.xml' ? { ...e, ...bomb, size: 1024, method: 8 } : e)));
    expect(bytes.length).toBeLessThan(4 * MB);
    const { outcome, growthMB } = await peakGrowthMB(bytes);
    expect(outcome).toBe(DAMAGED);
    expect(growthMB).toBeLessThan(48);
  });

  it('honest text parts over 16 MB are refused before inflating; 16 MB of real text would be read', async () => {
    const [types, rels] = docx('x');
    const over = zip([types!, rels!, { name: 'word/document.xml', ...deflated(17), method: 8 }]);
    expect(zipParts(over, () => true)).toEqual({
      ok: false,
      reason: 'too-big',
      uncompressed: 17 * MB + types!.size + rels!.size,
    });
    const { outcome, growthMB } = await peakGrowthMB(over);
    expect(outcome).toBe(TOO_BIG);
    expect(growthMB).toBeLessThan(48);
    expect(MAX_UNCOMPRESSED_BYTES).toBe(16 * MB);
  });

  it('pictures are never inflated, so a 300 MB picture does not stop the text being read', async () => {
    const picture = { name: 'word/media/image1.png', ...deflated(300), method: 8 as const };
    const bytes = zip(docx('Mother has the children on weekdays and Father on weekends.', [picture]));
    const { outcome, growthMB } = await peakGrowthMB(bytes);
    expect(outcome).toBe('read 61 characters');
    expect(growthMB).toBeLessThan(48);
  });

  it('more than 1,000 entries (Word writes 10-40, plus one per picture) are refused in plain words', async () => {
    const many = zip(
      docx(
        'x',
        Array.from({ length: 997 }, (_, i) => stored(`word/media/p${i}.png`, 'z')),
      ),
    );
    expect(zipParts(many, () => true)).toEqual({ ok: true, parts: expect.any(Object), uncompressed: expect.any(Number) });
    const more = zip(
      docx(
        'x',
        Array.from({ length: 998 }, (_, i) => stored(`word/media/p${i}.png`, 'z')),
      ),
    );
    expect(zipParts(more, () => true)).toEqual({ ok: false, reason: 'too-many', entries: 1001 });
    await expect(readText(file(more))).rejects.toThrow(
      '"bomb.docx" is made of far more pieces than a Word document has, so it was not opened. Open it in your word processor, save it again as a Word (.docx) document or a PDF, and try again.',
    );
  });

  it('damaged files: no end record, a directory past the end, a member cut short, two members of one name', async () => {
    expect(zipParts(new Uint8Array(10), () => true)).toEqual({ ok: false, reason: 'damaged' });
    const good = zip(docx('hello'));
    const pastEnd = good.slice();
    pastEnd[pastEnd.length - 6] = 0xff;
    expect(zipParts(pastEnd, () => true)).toEqual({ ok: false, reason: 'damaged' });
    const short = zip(
      docx('x').map((e) => (e.name === 'word/document.xml' ? { ...e, ...deflated(1), size: 2 * MB, method: 8 } : e)),
    );
    expect(zipParts(short, () => true)).toEqual({ ok: false, reason: 'damaged' });
    const twice = zip([...docx('a'), stored('word/document.xml', 'b')]);
    expect(zipParts(twice, () => true)).toEqual({ ok: false, reason: 'damaged' });
    expect(zipRefusal('bomb.docx', { ok: false, reason: 'damaged' })).toBe(DAMAGED);
  });

  it('reads ZIP64 sizes from the extra field', () => {
    const base = Buffer.from(zip([stored('big.xml', 'x')]));
    // Rewrite the entry's central record to say 0xFFFFFFFF with a ZIP64 extra of 5 GB.
    const cdOffset = base.readUInt32LE(base.length - 6);
    const c = Buffer.from(base.subarray(cdOffset, cdOffset + 46 + 7));
    c.writeUInt32LE(0xffffffff, 24);
    c.writeUInt16LE(12, 30);
    const extra = Buffer.alloc(12);
    extra.writeUInt16LE(1, 0);
    extra.writeUInt16LE(8, 2);
    extra.writeUInt32LE(0x40000000, 4);
    extra.writeUInt32LE(1, 8);
    const cd = Buffer.concat([c, extra]);
    const end = Buffer.from(base.subarray(base.length - 22));
    end.writeUInt32LE(cd.length, 12);
    const bytes = new Uint8Array(Buffer.concat([base.subarray(0, cdOffset), cd, end]));
    expect(zipParts(bytes, () => true)).toEqual({ ok: false, reason: 'too-big', uncompressed: 2 ** 32 + 0x40000000 });
  });
});
