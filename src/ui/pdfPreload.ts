import { useEffect } from 'react';
import { warmDraftPdf } from './draftPdfClient';

/**
 * Download Draft builds the PDF with a large renderer (its own chunk, precached for offline
 * use). It runs in a worker (src/ui/draftPdfClient.ts), so loading it does not hold up the
 * page: the worker is started once the tool is on screen and the browser is next idle, and
 * the first click finds the renderer ready (see docs/performance.md).
 */
function whenIdle(fn: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 200);
  return () => clearTimeout(id);
}

/** Starts the PDF worker when the tool's toolbar is on screen and the browser is idle. */
export function useWarmDraftPdf(): void {
  useEffect(() => whenIdle(warmDraftPdf), []);
}
