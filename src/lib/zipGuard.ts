/**
 * Reads a ZIP file's central directory (the index at its end) and adds up how large the
 * files inside say they are once uncompressed, without uncompressing anything. A DOCX is
 * a ZIP: a 1.4 MB file can claim 400 MB of text, and reading that crashes the page.
 * Handles ZIP64 (sizes over 4 GB and more than 65,535 entries). Pure; no DOM.
 *
 * The directory could understate the sizes; the library that reads the file then checks
 * each size as it inflates, so a lying directory gives "damaged", not a crash.
 */

/** Most a document may hold once uncompressed (all entries together). */
export const MAX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;
/** Most entries a document may hold. */
const MAX_ZIP_ENTRIES = 10_000;

export type ZipCheck =
  | { ok: true; entries: number; uncompressed: number }
  | { ok: false; reason: 'too-big'; uncompressed: number }
  | { ok: false; reason: 'too-many'; entries: number }
  | { ok: false; reason: 'damaged' };

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;

export function checkZip(bytes: Uint8Array, limit = MAX_UNCOMPRESSED_BYTES, maxEntries = MAX_ZIP_ENTRIES): ZipCheck {
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (o: number) => v.getUint16(o, true);
  const u32 = (o: number) => v.getUint32(o, true);
  const u64 = (o: number) => u32(o) + u32(o + 4) * 2 ** 32;
  const damaged: ZipCheck = { ok: false, reason: 'damaged' };
  try {
    // End of central directory: 22 bytes plus a comment of at most 65,535 bytes.
    let eocd = -1;
    for (let o = bytes.length - 22; o >= Math.max(0, bytes.length - 22 - 0xffff); o--) {
      if (u32(o) === EOCD && o + 22 + u16(o + 20) <= bytes.length) {
        eocd = o;
        break;
      }
    }
    if (eocd < 0) return damaged;
    let entries = u16(eocd + 10);
    let cdSize = u32(eocd + 12);
    let cdOffset = u32(eocd + 16);
    if (entries === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
      const loc = eocd - 20;
      if (loc < 0 || u32(loc) !== ZIP64_LOCATOR) return damaged;
      const z64 = u64(loc + 8);
      if (z64 + 56 > bytes.length || u32(z64) !== ZIP64_EOCD) return damaged;
      entries = u64(z64 + 32);
      cdSize = u64(z64 + 40);
      cdOffset = u64(z64 + 48);
    }
    if (entries > maxEntries) return { ok: false, reason: 'too-many', entries };
    if (cdOffset + cdSize > bytes.length) return damaged;
    let total = 0;
    let o = cdOffset;
    for (let i = 0; i < entries; i++) {
      if (o + 46 > bytes.length || u32(o) !== CENTRAL) return damaged;
      let size = u32(o + 24);
      const nameLen = u16(o + 28);
      const extraLen = u16(o + 30);
      const commentLen = u16(o + 32);
      if (size === 0xffffffff) {
        // ZIP64 extra field (id 1): the 64-bit uncompressed size comes first.
        let e = o + 46 + nameLen;
        const end = e + extraLen;
        let found = false;
        while (e + 4 <= end) {
          const id = u16(e);
          const len = u16(e + 2);
          if (id === 0x0001 && len >= 8) {
            size = u64(e + 4);
            found = true;
            break;
          }
          e += 4 + len;
        }
        if (!found) return damaged;
      }
      total += size;
      if (total > limit) return { ok: false, reason: 'too-big', uncompressed: total };
      o += 46 + nameLen + extraLen + commentLen;
    }
    return { ok: true, entries, uncompressed: total };
  } catch {
    return damaged;
  }
}

/** The plain sentence for a document refused by checkZip. */
export function zipRefusal(name: string, check: Exclude<ZipCheck, { ok: true }>): string {
  if (check.reason === 'damaged')
    return `"${name}" looks damaged and cannot be read. Check that it opens on your device, then save a fresh copy and try again.`;
  return `"${name}" would take up more than ${Math.round(MAX_UNCOMPRESSED_BYTES / 1024 / 1024)} MB once opened, more than this page can safely read, so it was not opened. Save it again without large pictures, or as a PDF, and try again.`;
}
