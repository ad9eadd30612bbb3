/**
 * Takes the parts we need out of a ZIP file (a DOCX is a ZIP) without ever inflating more
 * than a fixed number of bytes, however the file lies about itself. Pure; no DOM.
 *
 * Why not trust the ZIP's own index: the end record says how many entries there are, but
 * readers walk every record of the central directory; and each record says how large its
 * member is, but only inflating shows the truth. So this module:
 * - walks every central record, the way readers do (the end record's count is ignored);
 * - adds up the sizes of only the members we want, and refuses before inflating anything
 *   if they claim more than the limit;
 * - inflates each wanted member as a stream and stops the moment it produces one byte more
 *   than it claimed (then it is "damaged"), so the bytes inflated never exceed the limit.
 * The caller hands the parts it got to a document reader re-packed as a new, uncompressed
 * ZIP (see workers/analysis/text.ts), so the reader sees only these checked bytes.
 * Handles ZIP64 (sizes over 4 GB and more than 65,535 entries).
 */
import { Inflate } from 'fflate';

/**
 * Most bytes the wanted parts may hold once inflated, all together: 16 MB. The text of a
 * Word document lives in word/document.xml; Word writes about 10-30 KB of XML per page of
 * dense text (run and paragraph properties, revision ids), so a 300-page decree with its
 * exhibits is 3-9 MB and 16 MB leaves room for heavy formatting and tracked changes.
 * Pictures are not counted because they are never inflated.
 */
export const MAX_UNCOMPRESSED_BYTES = 16 * 1024 * 1024;
/** Most entries a document may hold: Word writes 10-40, plus one per picture. */
const MAX_ZIP_ENTRIES = 1000;
/** Compressed bytes fed to the inflater at a time: at most ~1,032 times this comes out. */
const INPUT_CHUNK = 4096;

export type ZipRefusal =
  | { ok: false; reason: 'too-big'; uncompressed: number }
  | { ok: false; reason: 'too-many'; entries: number }
  | { ok: false; reason: 'damaged' };
export type ZipParts = { ok: true; parts: Record<string, Uint8Array>; uncompressed: number } | ZipRefusal;

interface CentralEntry {
  name: string;
  flags: number;
  method: number;
  compressed: number;
  size: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

class Damaged extends Error {}

function reader(bytes: Uint8Array) {
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const need = (o: number, n: number) => {
    if (o < 0 || o + n > bytes.length) throw new Damaged();
  };
  const u16 = (o: number) => (need(o, 2), v.getUint16(o, true));
  const u32 = (o: number) => (need(o, 4), v.getUint32(o, true));
  const u64 = (o: number) => u32(o) + u32(o + 4) * 2 ** 32;
  return { u16, u32, u64 };
}

/** The ZIP64 extra field (id 1) holds, in order, whichever of these were 0xFFFFFFFF. */
function zip64Values(r: ReturnType<typeof reader>, start: number, len: number, wanted: number): number[] {
  const end = start + len;
  for (let e = start; e + 4 <= end; e += 4 + r.u16(e + 2)) {
    if (r.u16(e) !== 0x0001) continue;
    if (r.u16(e + 2) < wanted * 8) throw new Damaged();
    return Array.from({ length: wanted }, (_, i) => r.u64(e + 4 + i * 8));
  }
  throw new Damaged();
}

/** Every central record, walked from the directory's start while the signature repeats. */
function centralDirectory(bytes: Uint8Array, maxEntries: number): CentralEntry[] | ZipRefusal {
  const r = reader(bytes);
  // End of central directory: 22 bytes plus a comment of at most 65,535 bytes.
  let eocd = -1;
  for (let o = bytes.length - 22; o >= Math.max(0, bytes.length - 22 - 0xffff); o--) {
    if (r.u32(o) === EOCD && o + 22 + r.u16(o + 20) <= bytes.length) {
      eocd = o;
      break;
    }
  }
  if (eocd < 0) throw new Damaged();
  let cdOffset = r.u32(eocd + 16);
  if (cdOffset === 0xffffffff || r.u16(eocd + 10) === 0xffff) {
    const loc = eocd - 20;
    if (r.u32(loc) !== ZIP64_LOCATOR) throw new Damaged();
    const z64 = r.u64(loc + 8);
    if (r.u32(z64) !== ZIP64_EOCD) throw new Damaged();
    cdOffset = r.u64(z64 + 48);
  }
  const names = new TextDecoder('utf-8');
  const entries: CentralEntry[] = [];
  for (let o = cdOffset; o + 4 <= bytes.length && r.u32(o) === CENTRAL;) {
    if (entries.length === maxEntries) {
      let count = entries.length;
      for (let p = o; p + 46 <= bytes.length && r.u32(p) === CENTRAL; count++)
        p += 46 + r.u16(p + 28) + r.u16(p + 30) + r.u16(p + 32);
      return { ok: false, reason: 'too-many', entries: count };
    }
    const nameLen = r.u16(o + 28);
    const extraLen = r.u16(o + 30);
    const commentLen = r.u16(o + 32);
    if (o + 46 + nameLen + extraLen + commentLen > bytes.length) throw new Damaged();
    let compressed = r.u32(o + 20);
    let size = r.u32(o + 24);
    let localOffset = r.u32(o + 42);
    const big = [size, compressed, localOffset].map((x) => x === 0xffffffff);
    if (big.some(Boolean)) {
      const values = zip64Values(r, o + 46 + nameLen, extraLen, big.filter(Boolean).length);
      if (big[0]) size = values.shift() ?? 0;
      if (big[1]) compressed = values.shift() ?? 0;
      if (big[2]) localOffset = values.shift() ?? 0;
    }
    entries.push({
      name: names.decode(bytes.subarray(o + 46, o + 46 + nameLen)),
      flags: r.u16(o + 8),
      method: r.u16(o + 10),
      compressed,
      size,
      localOffset,
    });
    o += 46 + nameLen + extraLen + commentLen;
  }
  if (entries.length === 0) throw new Damaged();
  return entries;
}

/** One member's bytes, inflated as a stream that stops one byte past what it claimed. */
function inflateMember(bytes: Uint8Array, e: CentralEntry): Uint8Array {
  const r = reader(bytes);
  if (r.u32(e.localOffset) !== LOCAL) throw new Damaged();
  const start = e.localOffset + 30 + r.u16(e.localOffset + 26) + r.u16(e.localOffset + 28);
  const data = bytes.subarray(start, start + e.compressed);
  if (data.length !== e.compressed || e.flags & 1) throw new Damaged(); // cut short, or encrypted
  if (e.method === 0) {
    if (e.size !== e.compressed) throw new Damaged();
    return data;
  }
  if (e.method !== 8) throw new Damaged();
  const out = new Uint8Array(e.size);
  let produced = 0;
  let ended = false;
  const inflater = new Inflate((chunk, final) => {
    if (produced + chunk.length > e.size) throw new Damaged(); // more than it claimed: stop here
    out.set(chunk, produced);
    produced += chunk.length;
    ended ||= final;
  });
  try {
    for (let i = 0; i < data.length; i += INPUT_CHUNK) {
      inflater.push(data.subarray(i, i + INPUT_CHUNK), i + INPUT_CHUNK >= data.length);
    }
    if (data.length === 0) inflater.push(new Uint8Array(0), true);
  } catch {
    throw new Damaged();
  }
  if (!ended || produced !== e.size) throw new Damaged();
  return out;
}

/**
 * The members of a ZIP whose names `want` accepts, inflated, with at most `limit` bytes
 * inflated in all; or why not. Members not wanted (pictures, fonts) are never inflated.
 */
export function zipParts(
  bytes: Uint8Array,
  want: (name: string) => boolean,
  limit = MAX_UNCOMPRESSED_BYTES,
  maxEntries = MAX_ZIP_ENTRIES,
): ZipParts {
  try {
    const entries = centralDirectory(bytes, maxEntries);
    if (!Array.isArray(entries)) return entries;
    const wanted = entries.filter((e) => want(e.name));
    if (new Set(wanted.map((e) => e.name)).size !== wanted.length) throw new Damaged(); // which copy would a reader use?
    const claimed = wanted.reduce((sum, e) => sum + e.size, 0);
    if (claimed > limit) return { ok: false, reason: 'too-big', uncompressed: claimed };
    const parts: Record<string, Uint8Array> = {};
    for (const e of wanted) parts[e.name] = inflateMember(bytes, e);
    return { ok: true, parts, uncompressed: claimed };
  } catch {
    return { ok: false, reason: 'damaged' };
  }
}

/** The plain sentence for a document refused by zipParts. */
export function zipRefusal(name: string, check: ZipRefusal): string {
  if (check.reason === 'damaged')
    return `"${name}" looks damaged and cannot be read. Check that it opens on your device, then save a fresh copy and try again.`;
  if (check.reason === 'too-many')
    return `"${name}" is made of far more pieces than a Word document has, so it was not opened. Open it in your word processor, save it again as a Word (.docx) document or a PDF, and try again.`;
  return `"${name}" holds more than ${Math.round(MAX_UNCOMPRESSED_BYTES / 1024 / 1024)} MB of text once opened, far more than a court document and more than this page can safely read, so it was not opened. Save only the sections that matter as a new document, and try again.`;
}
