/**
 * Turning a chosen file into what the vault stores (src/vault/attachments.ts): images are
 * cleaned of location and camera details in a worker (cleanImage.ts), HEIC photos and files
 * over the limit are refused with a plain message, other files are kept as chosen.
 */
import { MAX_ATTACHMENT_BYTES, formatBytes, type AttachmentInput } from '../../../vault/attachments';
import { CLEANED_TYPES, HEIC_TYPES, cleanImage } from './cleanImage';
import type { CleanReply, CleanRequest } from './cleanProtocol';
import * as m from '../../../content/messages/journal/compiled/en.js';
import { english, type Translate } from '../../../lib/translate';

/** What the picker's input accepts (a hint to the file chooser; the checks below decide). */
export const ACCEPT =
  'image/jpeg,image/png,image/webp,image/gif,application/pdf,audio/*,.jpg,.jpeg,.png,.webp,.gif,.pdf,.m4a,.mp3,.wav';

export const TOO_LARGE = (name: string, size: number, t: Translate = english) =>
  t(m.att_too_big, { name, size: formatBytes(size), limit: formatBytes(MAX_ATTACHMENT_BYTES) });
export const HEIC_REFUSED = (name: string, t: Translate = english) => t(m.att_heic, { name });
export const STILL_THERE = (name: string, t: Translate = english) => t(m.att_dirty, { name });
const UNREADABLE = (name: string, t: Translate) => t(m.att_unreadable, { name });

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

/** The bytes to store for `file`, or the plain reason it is refused (in the language of `t`). */
export async function prepareFile(
  file: File,
  t: Translate = english,
): Promise<{ ok: true; input: AttachmentInput } | { ok: false; error: string }> {
  if (file.size > MAX_ATTACHMENT_BYTES) return { ok: false, error: TOO_LARGE(file.name, file.size, t) };
  if (isHeic(file)) return { ok: false, error: HEIC_REFUSED(file.name, t) };
  const type = file.type || 'application/octet-stream';
  if (!cleaned(type)) {
    return { ok: true, input: { name: file.name, type, bytes: file, metadata: 'not-checked', removedBytes: 0 } };
  }
  const r = await cleanInWorker(await file.arrayBuffer(), type);
  if (!r.ok) return { ok: false, error: r.why === 'still-there' ? STILL_THERE(file.name, t) : UNREADABLE(file.name, t) };
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
