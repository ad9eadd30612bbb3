/**
 * Turning a chosen file into what the vault stores (src/vault/attachments.ts): images are
 * cleaned of location and camera details in a worker (cleanImage.ts), HEIC photos and files
 * over the limit are refused with a plain message, other files are kept as chosen.
 */
import { MAX_ATTACHMENT_BYTES, formatBytes, type AttachmentInput } from '../../../vault/attachments';
import { CLEANED_TYPES, HEIC_TYPES, cleanImage } from './cleanImage';
import type { CleanReply, CleanRequest } from './cleanProtocol';

/** What the picker's input accepts (a hint to the file chooser; the checks below decide). */
export const ACCEPT =
  'image/jpeg,image/png,image/webp,image/gif,application/pdf,audio/*,.jpg,.jpeg,.png,.webp,.gif,.pdf,.m4a,.mp3,.wav';

export const TOO_LARGE = (name: string, size: number) =>
  `“${name}” is ${formatBytes(size)}, over the ${formatBytes(MAX_ATTACHMENT_BYTES)} limit for one file, so it was not added. Attach a smaller copy (for example a screenshot, or the pages that matter).`;
export const HEIC_REFUSED = (name: string) =>
  `“${name}” is a HEIC photo, which EvenGround cannot show or clean of its location details, so it was not added. Take a screenshot of the photo and attach the screenshot, or set the camera to save “Most Compatible” (JPEG) photos.`;
export const STILL_THERE = (name: string) =>
  `“${name}” still carries location or camera details that EvenGround could not remove, so it was not added. Take a screenshot of the picture and attach the screenshot instead.`;
const UNREADABLE = (name: string) => `“${name}” could not be read as a picture (it may be damaged), so it was not added.`;

const isHeic = (f: File) => (HEIC_TYPES as readonly string[]).includes(f.type) || /\.(heic|heif)$/i.test(f.name);
const cleaned = (t: string) => (CLEANED_TYPES as readonly string[]).includes(t);

function cleanInWorker(bytes: ArrayBuffer, type: string): Promise<CleanReply> {
  if (typeof Worker === 'undefined') {
    return cleanImage(new Uint8Array(bytes), type).then((r) =>
      r.ok ? { ok: true, bytes: r.bytes.slice().buffer, removedBytes: r.removedBytes, found: r.found } : r,
    );
  }
  return new Promise((resolve) => {
    const w = new Worker(new URL('./cleanImage.worker.ts', import.meta.url), { type: 'module', name: 'clean-image' });
    const done = (r: CleanReply) => {
      w.terminate();
      resolve(r);
    };
    w.onmessage = (ev: MessageEvent<CleanReply>) => done(ev.data);
    w.onerror = () => done({ ok: false, why: 'unreadable' });
    const req: CleanRequest = { bytes, type };
    w.postMessage(req, [bytes]);
  });
}

/** The bytes to store for `file`, or the plain reason it is refused. */
export async function prepareFile(file: File): Promise<{ ok: true; input: AttachmentInput } | { ok: false; error: string }> {
  if (file.size > MAX_ATTACHMENT_BYTES) return { ok: false, error: TOO_LARGE(file.name, file.size) };
  if (isHeic(file)) return { ok: false, error: HEIC_REFUSED(file.name) };
  const type = file.type || 'application/octet-stream';
  if (!cleaned(type)) {
    return { ok: true, input: { name: file.name, type, bytes: file, metadata: 'not-checked', removedBytes: 0 } };
  }
  const r = await cleanInWorker(await file.arrayBuffer(), type);
  if (!r.ok) return { ok: false, error: r.why === 'still-there' ? STILL_THERE(file.name) : UNREADABLE(file.name) };
  return {
    ok: true,
    input: {
      name: file.name,
      type,
      bytes: new Blob([r.bytes], { type }),
      metadata: r.found ? 'removed' : 'none-found',
      removedBytes: r.removedBytes,
    },
  };
}
