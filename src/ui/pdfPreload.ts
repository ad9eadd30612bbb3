import { useEffect, type RefObject } from 'react';

/**
 * Download Draft builds the PDF with a large renderer (its own chunk, precached for offline
 * use but not parsed until needed). To keep the first click quick, the renderer is fetched
 * and parsed when the parent reaches the toolbar (the acknowledgement that Download needs,
 * or any of its buttons), when the browser is next idle: never while the form is being
 * filled in, and never on a visit that only reads the page (see docs/performance.md).
 */
let started: Promise<unknown> | null = null;

function preloadPdf(): Promise<unknown> {
  started ??= import('../lib/pdf')
    .then((m) => m.loadPdfKit())
    .catch(() => {
      started = null; // tried again on the click, which reports a failure plainly
    });
  return started;
}

function whenIdle(fn: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 200);
  return () => clearTimeout(id);
}

/** Preloads the PDF renderer on the first focus or press inside `ref` (the toolbar). */
export function usePreloadPdfOnUse(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const area = ref.current;
    if (!area) return;
    let cancel: (() => void) | null = null;
    const onUse = () => {
      area.removeEventListener('focusin', onUse);
      area.removeEventListener('pointerdown', onUse);
      cancel = whenIdle(() => void preloadPdf());
    };
    area.addEventListener('focusin', onUse);
    area.addEventListener('pointerdown', onUse);
    return () => {
      area.removeEventListener('focusin', onUse);
      area.removeEventListener('pointerdown', onUse);
      cancel?.();
    };
  }, [ref]);
}
