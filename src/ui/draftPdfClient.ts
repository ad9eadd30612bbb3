import type { PdfDraft } from './draftPdf';
import type { DraftPdfRequest } from './draftPdf.worker';
import { workerCalls } from '../lib/workerCalls';
import { currentLang } from '../lib/lang';

/**
 * Download Draft's PDF, built in a worker (src/ui/draftPdf.worker.ts) so the main thread is
 * free while @react-pdf loads and lays out the pages: the page can start the worker as soon as
 * the tool is on screen without slowing typing, and the first click then finds the renderer
 * ready (docs/performance.md). Where workers are missing or the worker fails, the PDF is built
 * on the main thread as before, with the same document.
 */
const pdfWorker = workerCalls<{ blob: Blob }>(
  () => new Worker(new URL('./draftPdf.worker.ts', import.meta.url), { type: 'module', name: 'pdf-draft' }),
  'The PDF worker stopped.',
);

/** Starts the worker (and so loads the renderer in it) ahead of a click. */
export function warmDraftPdf(): void {
  pdfWorker.start();
}

async function onMainThread(draft: PdfDraft, preparedOn: Date): Promise<Blob> {
  const [{ buildPdfBlob }, { draftDocument }] = await Promise.all([import('../lib/pdf'), import('./draftPdf')]);
  return buildPdfBlob((kit) => draftDocument(kit, draft, preparedOn));
}

/** The draft as a PDF file: in the worker when there is one, else on the main thread. */
export async function buildDraftPdf(draft: PdfDraft, preparedOn: Date = new Date()): Promise<Blob> {
  const call = pdfWorker.call({ draft, preparedOn: preparedOn.getTime(), lang: currentLang() } satisfies Omit<
    DraftPdfRequest,
    'id'
  >);
  if (!call) return onMainThread(draft, preparedOn);
  try {
    return (await call).blob;
  } catch {
    // A worker that could not load or build (an old browser, a module it cannot run): the
    // same document on the main thread, so the parent still gets the draft.
    return onMainThread(draft, preparedOn);
  }
}
