/// <reference lib="webworker" />
/** Cleans one image off the page's thread (cleanImage.ts); redraws with OffscreenCanvas when needed. */
import { cleanImage, type Redraw } from './cleanImage';
import type { CleanRequest, CleanReply } from './cleanProtocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;

const redraw: Redraw = async (bytes, type) => {
  if (typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap === 'undefined') return null;
  // createImageBitmap turns the picture as its EXIF Orientation says (imageOrientation 'from-image').
  const bitmap = await createImageBitmap(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), {
    imageOrientation: 'from-image',
  });
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
  bitmap.close();
  const out = await canvas.convertToBlob({ type, quality: 0.95 });
  // A browser that cannot write this type gives PNG: refuse rather than mislabel the file.
  return out.type === type ? new Uint8Array(await out.arrayBuffer()) : null;
};

scope.onmessage = async (ev: MessageEvent<CleanRequest>) => {
  const r = await cleanImage(new Uint8Array(ev.data.bytes), ev.data.type, redraw);
  if (!r.ok) {
    scope.postMessage({ ok: false, why: r.why } satisfies CleanReply);
    return;
  }
  const bytes = r.bytes.slice().buffer;
  scope.postMessage({ ok: true, bytes, removedBytes: r.removedBytes, found: r.found } satisfies CleanReply, [bytes]);
};
