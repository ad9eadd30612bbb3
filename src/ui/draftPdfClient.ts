import type { PdfDraft } from './draftPdf';
import type { DraftPdfReply } from './draftPdf.worker';

/**
 * Download Draft's PDF, built in a worker (src/ui/draftPdf.worker.ts) so the main thread is
 * free while @react-pdf loads and lays out the pages: the page can start the worker as soon as
 * the tool is on screen without slowing typing, and the first click then finds the renderer
 * ready (docs/performance.md). Where workers are missing or the worker fails, the PDF is built
 * on the main thread as before, with the same document.
 */
let worker: Worker | null = null;
let broken = false;
let next = 0;
const waiting = new Map<number, { resolve: (b: Blob) => void; reject: (e: Error) => void }>();

function failAll(message: string): void {
  broken = true;
  worker?.terminate();
  worker = null;
  for (const w of waiting.values()) w.reject(new Error(message));
  waiting.clear();
}

function startWorker(): Worker | null {
  if (broken || typeof Worker === 'undefined') return null;
  if (worker) return worker;
  try {
    worker = new Worker(new URL('./draftPdf.worker.ts', import.meta.url), { type: 'module', name: 'pdf-draft' });
  } catch {
    broken = true;
    return null;
  }
  worker.onmessage = (e: MessageEvent<DraftPdfReply>) => {
    const m = e.data;
    if (!('id' in m)) return;
    const w = waiting.get(m.id);
    waiting.delete(m.id);
    if ('blob' in m) w?.resolve(m.blob);
    else w?.reject(new Error(m.error));
  };
  worker.onerror = (e) => {
    e.preventDefault();
    failAll('The PDF worker stopped.');
  };
  return worker;
}

/** Starts the worker (and so loads the renderer in it) ahead of a click. */
export function warmDraftPdf(): void {
  startWorker();
}

async function onMainThread(draft: PdfDraft, preparedOn: Date): Promise<Blob> {
  const [{ buildPdfBlob }, { draftDocument }] = await Promise.all([import('../lib/pdf'), import('./draftPdf')]);
  return buildPdfBlob((kit) => draftDocument(kit, draft, preparedOn));
}

/** The draft as a PDF file: in the worker when there is one, else on the main thread. */
export async function buildDraftPdf(draft: PdfDraft, preparedOn: Date = new Date()): Promise<Blob> {
  const w = startWorker();
  if (!w) return onMainThread(draft, preparedOn);
  const id = ++next;
  try {
    return await new Promise<Blob>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      w.postMessage({ id, draft, preparedOn: preparedOn.getTime() });
    });
  } catch {
    // A worker that could not load or build (an old browser, a module it cannot run): the
    // same document on the main thread, so the parent still gets the draft.
    return onMainThread(draft, preparedOn);
  }
}
