/**
 * Removing location and camera details from an image before it is stored
 * (docs/journal-attachments.md). exif-be-gone removes the EXIF block (camera, time, GPS,
 * thumbnail), XMP and FLIR blocks of JPEG files, the EXIF chunk of WebP files and the text,
 * time and EXIF chunks of PNG files, without touching the picture itself. ExifReader then
 * reads what is left: anything still there (IPTC in a JPEG, which exif-be-gone leaves) is
 * removed by drawing the picture again, in browsers that can (`redraw`), and checked once
 * more. A picture whose EXIF says to show it turned (phones) is drawn again the right way up
 * too, since without its EXIF it would show sideways. An image that still carries such
 * details, or that cannot be read, is refused.
 * HEIC/HEIF photos are refused: browsers other than Safari cannot show them and the
 * libraries here cannot clean them.
 */
import './bufferGlobal';
import ExifTransformer from 'exif-be-gone';
import ExifReader from 'exifreader';

/** Image types cleaned here; other files are stored as chosen ('not-checked'). */
export const CLEANED_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** HEIC/HEIF: refused (see above). */
export const HEIC_TYPES = ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence'] as const;

/** Groups of details that can tell where or with what a picture was taken. */
const REVEALING_GROUPS = ['exif', 'gps', 'xmp', 'iptc', 'pngText', 'Thumbnail'] as const;

export type CleanResult =
  { ok: true; bytes: Uint8Array; removedBytes: number; found: boolean } | { ok: false; why: 'still-there' | 'unreadable' };

/** Draws the picture again (no details survive); null where that is not possible. */
export type Redraw = (bytes: Uint8Array, type: string) => Promise<Uint8Array | null>;

/** What ExifReader finds in `bytes`, by group ({} when nothing). */
function readTags(bytes: Uint8Array): Record<string, unknown> {
  try {
    return ExifReader.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer, {
      expanded: true,
    }) as Record<string, unknown>;
  } catch (err) {
    // ExifReader says so when a file simply has no details in it.
    if (err instanceof Error && err.name === 'MetadataMissingError') return {};
    throw err;
  }
}

/**
 * True when the EXIF says the picture is to be shown turned or mirrored (Orientation 2 to
 * 8, as phones often write it): removing the EXIF would show it sideways, so it is drawn
 * again the right way up instead.
 */
export function isTurned(bytes: Uint8Array): boolean {
  const exif = readTags(bytes).exif as { Orientation?: { value?: unknown } } | undefined;
  const o = exif?.Orientation?.value;
  return typeof o === 'number' && o > 1 && o <= 8;
}

/** The groups of revealing details ExifReader finds in `bytes` (empty: none). */
export function revealingDetails(bytes: Uint8Array): string[] {
  const tags = readTags(bytes);
  // A group counts when it is there at all: without an XML parser (a worker has none)
  // ExifReader reports an XMP block as an empty group.
  return REVEALING_GROUPS.filter((g) => !!tags[g] && typeof tags[g] === 'object');
}

/** exif-be-gone over the whole file. */
export function removeDetails(bytes: Uint8Array): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const t = new ExifTransformer();
    const out: Uint8Array[] = [];
    t.on('data', (c: Uint8Array) => out.push(c));
    t.on('end', () => {
      const all = new Uint8Array(out.reduce((n, c) => n + c.byteLength, 0));
      let at = 0;
      for (const c of out) {
        all.set(c, at);
        at += c.byteLength;
      }
      resolve(all);
    });
    t.on('error', reject);
    t.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
}

/** Cleans one image of a type in CLEANED_TYPES (see the top of this file). */
export async function cleanImage(bytes: Uint8Array, type: string, redraw?: Redraw): Promise<CleanResult> {
  let before: string[];
  let cleaned: Uint8Array;
  let turned: boolean;
  try {
    before = revealingDetails(bytes);
    turned = !!redraw && isTurned(bytes);
    cleaned = await removeDetails(bytes);
    if (!turned && revealingDetails(cleaned).length === 0) {
      return { ok: true, bytes: cleaned, removedBytes: bytes.byteLength - cleaned.byteLength, found: before.length > 0 };
    }
  } catch {
    return { ok: false, why: 'unreadable' };
  }
  // A turned picture is drawn from the original, whose EXIF tells the browser how to turn it.
  const drawn = redraw ? await redraw(turned ? bytes : cleaned, type).catch(() => null) : null;
  if (!drawn) return { ok: false, why: 'still-there' };
  try {
    if (revealingDetails(drawn).length > 0) return { ok: false, why: 'still-there' };
  } catch {
    return { ok: false, why: 'unreadable' };
  }
  return { ok: true, bytes: drawn, removedBytes: Math.max(0, bytes.byteLength - drawn.byteLength), found: true };
}
