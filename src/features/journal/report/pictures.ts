/**
 * Pictures for the report's appendix, drawn again smaller (at most 1,400 pixels a side, JPEG)
 * so a 25 MB photo does not make a 25 MB report, and so WebP and GIF pictures, which the PDF
 * renderer cannot draw, are drawn too. Runs where OffscreenCanvas exists (the report's worker
 * in every current browser); without it a picture is listed by its SHA-256 like any file.
 */
import type { ReportImages } from './reportPdf';
import type { ReportPicture } from './protocol';

const MAX_SIDE = 1400;

function dataUrl(bytes: Uint8Array, type: string): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${type};base64,${btoa(bin)}`;
}

/** One picture ready to draw, or null when it cannot be read or drawn here. */
async function prepare(blob: Blob): Promise<{ src: string; width: number; height: number } | null> {
  if (typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap === 'undefined') return null;
  try {
    const bitmap = await createImageBitmap(blob);
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#fff'; // transparent parts of a PNG come out white, not black, in a JPEG
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const out = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.85 });
    return { src: dataUrl(new Uint8Array(await out.arrayBuffer()), out.type), width, height };
  } catch {
    return null;
  }
}

/** Every picture that can be drawn, by its ref in the report (`refs`: attachment id -> ref); `onEach` after each one. */
export async function preparePictures(
  pictures: readonly ReportPicture[],
  refs: ReadonlyMap<string, string>,
  onEach: (done: number) => void,
): Promise<ReportImages> {
  const out: Record<string, { src: string; width: number; height: number }> = {};
  for (let i = 0; i < pictures.length; i++) {
    const p = pictures[i]!;
    const ref = refs.get(p.attachmentId);
    const ready = ref ? await prepare(p.blob) : null;
    if (ref && ready) out[ref] = ready;
    onEach(i + 1);
  }
  return out;
}
