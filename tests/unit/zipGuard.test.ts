import { readFileSync, readdirSync } from 'node:fs';
import { createDeflateRaw, crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { MAX_UNCOMPRESSED_BYTES, checkZip, zipRefusal } from '../../src/lib/zipGuard';
import { readText } from '../../src/features/mediator/worker/text';

const MB = 1024 * 1024;

/** Deflates `mb` MiB of the same XML-ish line with Node's zlib, streamed (never held whole). */
async function deflateRepeated(mb: number): Promise<{ data: Buffer; crc: number; size: number }> {
  const line = Buffer.from('<w:p><w:r><w:t>aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa</w:t></w:r></w:p>\n');
  const chunk = Buffer.alloc(MB);
  for (let i = 0; i < MB; i += line.length) line.copy(chunk, i, 0, Math.min(line.length, MB - i));
  const d = createDeflateRaw({ level: 2 });
  const out: Buffer[] = [];
  d.on('data', (b: Buffer) => out.push(b));
  const done = new Promise((r) => d.on('end', r));
  let crc = 0;
  for (let i = 0; i < mb; i++) {
    crc = crc32(chunk, crc);
    if (!d.write(chunk)) await new Promise((r) => d.once('drain', r));
  }
  d.end();
  await done;
  return { data: Buffer.concat(out), crc, size: mb * MB };
}

/** A ZIP written the standard way: local headers, data, central directory, end record. */
function zip(entries: Array<{ name: string; data: Buffer; crc: number; size: number; method: 0 | 8 }>): Uint8Array {
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
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...parts, cd, end]));
}

const stored = (name: string, text: string) => {
  const data = Buffer.from(text);
  return { name, data, crc: crc32(data), size: data.length, method: 0 as const };
};

describe('zip guard', () => {
  it('real DOCX files pass, with the same sizes JSZip reads from their directory', async () => {
    const dir = 'tests/fixtures/mediation/generated';
    const files = readdirSync(dir).filter((f) => f.endsWith('.docx'));
    expect(files.length).toBe(6);
    for (const f of files) {
      const bytes = new Uint8Array(readFileSync(`${dir}/${f}`));
      const z = await JSZip.loadAsync(bytes);
      const sizes = Object.values(z.files).map(
        (e) => (e as unknown as { _data: { uncompressedSize: number } })._data.uncompressedSize,
      );
      expect(checkZip(bytes), f).toEqual({ ok: true, entries: sizes.length, uncompressed: sizes.reduce((a, b) => a + b, 0) });
    }
  });

  it('a DOCX of about 3 MB (fast compression; 1.4 MB at level 6) that expands to 400 MB is refused before anything is inflated', async () => {
    const doc = await deflateRepeated(400);
    const bytes = zip([
      stored('[Content_Types].xml', '<?xml version="1.0"?><Types/>'),
      { name: 'word/document.xml', data: doc.data, crc: doc.crc, size: doc.size, method: 8 },
    ]);
    expect(bytes.length).toBeGreaterThan(1 * MB);
    expect(bytes.length).toBeLessThan(4 * MB);
    const z = await JSZip.loadAsync(bytes);
    expect((z.files['word/document.xml'] as unknown as { _data: { uncompressedSize: number } })._data.uncompressedSize).toBe(
      400 * MB,
    );
    const check = checkZip(bytes);
    expect(check).toEqual({ ok: false, reason: 'too-big', uncompressed: 29 + 400 * MB });
    const message =
      '"bomb.docx" would take up more than 100 MB once opened, more than this page can safely read, so it was not opened. Save it again without large pictures, or as a PDF, and try again.';
    expect(zipRefusal('bomb.docx', check as Exclude<typeof check, { ok: true }>)).toBe(message);
    // Where the analysis reads the DOCX bytes, the guard answers first with the plain message.
    await expect(readText(new File([bytes as Uint8Array<ArrayBuffer>], 'bomb.docx'))).rejects.toThrow(message);
  }, 120_000);

  it('limits: just under passes, just over is refused; too many entries; damaged directories', () => {
    const under = zip([{ ...stored('a.xml', 'x'), size: MAX_UNCOMPRESSED_BYTES }]);
    expect(checkZip(under)).toEqual({ ok: true, entries: 1, uncompressed: MAX_UNCOMPRESSED_BYTES });
    const over = zip([{ ...stored('a.xml', 'x'), size: MAX_UNCOMPRESSED_BYTES }, stored('b.xml', 'y')]);
    expect(checkZip(over)).toEqual({ ok: false, reason: 'too-big', uncompressed: MAX_UNCOMPRESSED_BYTES + 1 });
    const many = zip(Array.from({ length: 12 }, (_, i) => stored(`f${i}`, 'z')));
    expect(checkZip(many, MAX_UNCOMPRESSED_BYTES, 10)).toEqual({ ok: false, reason: 'too-many', entries: 12 });
    expect(checkZip(new Uint8Array(10))).toEqual({ ok: false, reason: 'damaged' });
    const cut = zip([stored('a.xml', 'hello')]);
    const broken = cut.slice();
    broken[broken.length - 6] = 0xff; // central directory offset now points past the end
    expect(checkZip(broken)).toEqual({ ok: false, reason: 'damaged' });
  });

  it('reads ZIP64 sizes from the extra field', () => {
    const base = zip([stored('big.bin', 'x')]);
    // Rewrite the entry's central record to say 0xFFFFFFFF with a ZIP64 extra of 5 GB.
    const buf = Buffer.from(base);
    const cdOffset = buf.readUInt32LE(buf.length - 6);
    const head = buf.subarray(0, cdOffset);
    const c = Buffer.from(buf.subarray(cdOffset, cdOffset + 46 + 7));
    c.writeUInt32LE(0xffffffff, 24);
    c.writeUInt16LE(12, 30);
    const extra = Buffer.alloc(12);
    extra.writeUInt16LE(1, 0);
    extra.writeUInt16LE(8, 2);
    extra.writeUInt32LE(0x40000000, 4);
    extra.writeUInt32LE(1, 8);
    const cd = Buffer.concat([c, extra]);
    const end = Buffer.from(buf.subarray(buf.length - 22));
    end.writeUInt32LE(cd.length, 12);
    const bytes = new Uint8Array(Buffer.concat([head, cd, end]));
    expect(checkZip(bytes)).toEqual({ ok: false, reason: 'too-big', uncompressed: 2 ** 32 + 0x40000000 });
  });
});
