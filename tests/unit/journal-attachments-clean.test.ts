// Location and camera details removed from images on import (src/features/journal/attachments/
// cleanImage.ts), checked on real files from ExifTool's test images (tests/fixtures/images/README.md)
// with an independent reader (ExifReader) and a JPEG decoder (jpeg-js).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import ExifReader from 'exifreader';
import jpeg from 'jpeg-js';
import {
  cleanImage,
  isTurned,
  removeDetails,
  revealingDetails,
  type Redraw,
} from '../../src/features/journal/attachments/cleanImage';
import { HEIC_REFUSED, STILL_THERE, prepareFile } from '../../src/features/journal/attachments/prepare';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../fixtures/images/${name}`, import.meta.url)));
const tags = (b: Uint8Array) => ExifReader.load(b.slice().buffer, { expanded: true }) as Record<string, Record<string, unknown>>;

/** Redraws a JPEG the way the browser worker does with a canvas: decoded, then encoded again. */
const redrawJpeg: Redraw = async (bytes) => {
  const img = jpeg.decode(bytes, { useTArray: true });
  return new Uint8Array(jpeg.encode({ data: img.data, width: img.width, height: img.height }, 95).data);
};

describe('removing location and camera details', () => {
  it('GPS.jpg: the GPS position is there before and gone after, and the picture still decodes at 120x80', async () => {
    const before = fixture('GPS.jpg');
    expect(before.byteLength).toBe(2133);
    const gps = tags(before).gps as { Latitude: number; Longitude: number };
    expect([gps.Latitude.toFixed(6), gps.Longitude.toFixed(6)]).toEqual(['54.989667', '-1.914167']);
    expect(revealingDetails(before)).toEqual(['exif', 'gps', 'iptc', 'Thumbnail']);

    // exif-be-gone alone removes EXIF, GPS and the thumbnail, and leaves IPTC.
    const step = await removeDetails(before);
    expect(step.byteLength).toBe(1057);
    expect(revealingDetails(step)).toEqual(['iptc']);

    const r = await cleanImage(before, 'image/jpeg', redrawJpeg);
    if (!r.ok) throw new Error(r.why);
    expect(r.found).toBe(true);
    expect(revealingDetails(r.bytes)).toEqual([]);
    expect(tags(r.bytes).gps).toBeUndefined();
    const decoded = jpeg.decode(r.bytes, { useTArray: true });
    expect([decoded.width, decoded.height]).toEqual([120, 80]);
  });

  it('XMP.jpg: EXIF and XMP removed without drawing again; the picture bytes are unchanged', async () => {
    const before = fixture('XMP.jpg');
    expect(revealingDetails(before)).toEqual(['exif', 'xmp', 'Thumbnail']);
    const r = await cleanImage(before, 'image/jpeg');
    if (!r.ok) throw new Error(r.why);
    expect([r.bytes.byteLength, r.removedBytes, r.found]).toEqual([3447, 6867, true]);
    expect(revealingDetails(r.bytes)).toEqual([]);
    // Same pixels as before: only the detail blocks went.
    const a = jpeg.decode(before, { useTArray: true });
    const b = jpeg.decode(r.bytes, { useTArray: true });
    expect([b.width, b.height]).toEqual([8, 8]);
    expect(Buffer.from(b.data).equals(Buffer.from(a.data))).toBe(true);
  });

  it('MWG.jpg, shown mirrored by its EXIF: drawn again from the original (which says how to turn it)', async () => {
    const before = fixture('MWG.jpg');
    expect([isTurned(before), isTurned(fixture('XMP.jpg'))]).toEqual([true, false]);
    const drawnFrom: number[] = [];
    const r = await cleanImage(before, 'image/jpeg', async (bytes, type) => {
      drawnFrom.push(bytes.byteLength);
      return redrawJpeg(bytes, type);
    });
    if (!r.ok) throw new Error(r.why);
    expect(drawnFrom).toEqual([2255]);
    expect(revealingDetails(r.bytes)).toEqual([]);
  });

  it('PNG.png: its XMP and text chunks removed', async () => {
    const before = fixture('PNG.png');
    expect(revealingDetails(before)).toEqual(['xmp', 'pngText']);
    const r = await cleanImage(before, 'image/png');
    if (!r.ok) throw new Error(r.why);
    expect([r.bytes.byteLength, r.found]).toEqual([85, true]);
    expect(revealingDetails(r.bytes)).toEqual([]);
  });

  it('IPTC that cannot be removed without drawing again: refused where drawing is not possible', async () => {
    const r = await cleanImage(fixture('IPTC.jpg'), 'image/jpeg');
    expect(r).toEqual({ ok: false, why: 'still-there' });
    const file = new File([fixture('IPTC.jpg')], 'IPTC.jpg', { type: 'image/jpeg' });
    expect(await prepareFile(file)).toEqual({ ok: false, error: STILL_THERE('IPTC.jpg') });
    expect(STILL_THERE('IPTC.jpg')).toBe(
      '“IPTC.jpg” still carries location or camera details that EvenGround could not remove, so it was not added. Take a screenshot of the picture and attach the screenshot instead.',
    );
  });

  it('a HEIC photo is refused with a plain message', async () => {
    const file = new File([fixture('QuickTime.heic')], 'IMG_0001.HEIC', { type: 'image/heic' });
    expect(await prepareFile(file)).toEqual({ ok: false, error: HEIC_REFUSED('IMG_0001.HEIC') });
  });

  it('prepareFile: a cleaned JPEG says "removed"; a PDF is kept as chosen ("not-checked")', async () => {
    const jpg = await prepareFile(new File([fixture('XMP.jpg')], 'XMP.jpg', { type: 'image/jpeg' }));
    if (!jpg.ok) throw new Error(jpg.error);
    expect([jpg.input.metadata, jpg.input.removedBytes, jpg.input.bytes.size]).toEqual(['removed', 6867, 3447]);
    const pdf = await prepareFile(new File(['%PDF-1.4 test'], 'letter.pdf', { type: 'application/pdf' }));
    if (!pdf.ok) throw new Error(pdf.error);
    expect([pdf.input.metadata, pdf.input.bytes.size]).toEqual(['not-checked', 13]);
  });
});
